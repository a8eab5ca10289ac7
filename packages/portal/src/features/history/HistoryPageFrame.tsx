import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Where a history page's back link leads, and its text. */
export interface HistoryBack {
  to: string;
  label: string;
}

/**
 * The head every history page shares: the way back, the heading that names
 * the page's section, and an optional line under it; then the page's body.
 */
export function HistoryPageFrame({ back, heading, hint, children }: { back: HistoryBack; heading: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <section className="hp-page hp-history" aria-labelledby="history-heading">
      <Link to={back.to} className="hp-history__back">
        {back.label}
      </Link>
      <h1 id="history-heading">{heading}</h1>
      {hint && <p className="hp-muted">{hint}</p>}
      {children}
    </section>
  );
}

/** A history page with nothing to show but why (the device is unknown, no snapshot yet), with the way back when given. */
export function HistoryPageAlert({ back, children }: { back?: HistoryBack; children: ReactNode }) {
  return (
    <section className="hp-page hp-history">
      {back && (
        <Link to={back.to} className="hp-history__back">
          {back.label}
        </Link>
      )}
      <p role="alert" className="hp-alert">
        {children}
      </p>
    </section>
  );
}
