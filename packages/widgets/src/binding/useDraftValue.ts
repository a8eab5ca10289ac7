import { useEffect, useRef, useState } from 'react';

/** How long a sent value waits for its confirmation before the control returns to the confirmed one. */
export const SETTLE_MS = 3000;

/**
 * The draft of a control that sends after a quiet time (sliders, setters):
 * each change shows at once and restarts the timer; after `delayMs` the last
 * one is committed; the draft stays until a new confirmed `value` arrives, or
 * SETTLE_MS pass without one (refused, offline), then the confirmed value shows.
 */
export function useDraftValue(value: number, onCommit: (next: number) => void, delayMs: number, onChange?: (next: number) => void) {
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(settle.current);
    },
    [],
  );
  // A new confirmed value ends the draft (state adjusted while rendering, not in an effect).
  const [confirmed, setConfirmed] = useState(value);
  if (confirmed !== value) {
    setConfirmed(value);
    setDraft(null);
  }
  useEffect(() => clearTimeout(settle.current), [value]);

  const change = (next: number) => {
    setDraft(next);
    onChange?.(next);
    clearTimeout(timer.current);
    clearTimeout(settle.current);
    timer.current = setTimeout(() => {
      if (next === value) return setDraft(null);
      onCommit(next);
      settle.current = setTimeout(() => setDraft(null), SETTLE_MS);
    }, delayMs);
  };

  return { shown: draft ?? value, change };
}
