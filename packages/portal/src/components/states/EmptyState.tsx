import type { ReactNode } from 'react';

/** Nothing to show yet: says so, and what to do next (a hint, and an action when there is one). */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="hp-state hp-state--empty">
      <p className="hp-state__title">{title}</p>
      {hint && <p className="hp-state__reason">{hint}</p>}
      {action}
    </div>
  );
}
