import { useAtomValue } from 'jotai';
import { toastsAtom } from '../state/atoms';

/** Toasts, announced politely to screen readers. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="hp-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`hp-toast hp-toast--${toast.tone}`}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
