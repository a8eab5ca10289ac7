import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../binding/useApiErrorText';

/**
 * A failure shown in place of what could not be loaded: what failed
 * (`title`), why (the error's text from the catalogue, or `reason`), and a
 * retry when the page can try again.
 */
export function ErrorState({ title, error, reason, onRetry, retrying = false }: { title: string; error?: unknown; reason?: string; onRetry?: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const why = reason ?? (error === undefined ? null : errorText(error));
  return (
    <div className="hp-state hp-state--error" role="alert">
      <p className="hp-state__title">{title}</p>
      {why && <p className="hp-state__reason">{why}</p>}
      {onRetry && (
        <button type="button" className="hp-button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? t('STATE.RETRYING') : t('APP.RETRY')}
        </button>
      )}
    </div>
  );
}
