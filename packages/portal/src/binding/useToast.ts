import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { toastsAtom, type Toast } from '../state/atoms';

let nextId = 1;

/** Shows a toast for the configured delay (spec 1 §9: 5 s). */
export function useToast(hideAfterMs: number) {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback(
    (text: string, tone: Toast['tone'] = 'info') => {
      if (!text) return; // spec 1 §8: code 00000 shows nothing
      const id = nextId++;
      setToasts((all) => (all.some((t) => t.text === text) ? all : [...all, { id, text, tone }]));
      setTimeout(() => setToasts((all) => all.filter((t) => t.id !== id)), hideAfterMs);
    },
    [setToasts, hideAfterMs],
  );
}
