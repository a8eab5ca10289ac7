import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a page waits before it says the wait is long (spec 1 §8: requests time out after 15 s). */
export const LOADING_LIMIT_MS = 15_000;

/**
 * A wait with an end: a spinner and what is being loaded, and once
 * `limitMs` has passed, a line saying it takes longer than it should with
 * a retry (when the page can retry). No spinner turns forever without a word.
 */
export function LoadingState({ what, limitMs = LOADING_LIMIT_MS, onRetry }: { what?: string; limitMs?: number; onRetry?: () => void }) {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), limitMs);
    return () => clearTimeout(timer);
  }, [limitMs]);
  return (
    <div className="hp-state hp-state--loading" role="status" aria-live="polite">
      <span className="hp-spinner" aria-hidden="true" />
      <span>{what ?? t('APP.LOADING')}</span>
      {slow && (
        <span className="hp-state__slow">
          {t('STATE.SLOW')}
          {onRetry && (
            <button type="button" className="hp-button hp-button--small" onClick={onRetry}>
              {t('APP.RETRY')}
            </button>
          )}
        </span>
      )}
    </div>
  );
}
