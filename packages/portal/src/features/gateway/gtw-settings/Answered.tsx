import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GatewayCode, GatewayRequestError } from '@homeport/sdk';
import { LoadingState } from '../../../components/states';

interface AnsweredQuery<T> {
  data: T | undefined;
  isError: boolean;
  error?: Error | null;
  fetchStatus: string;
  refetch: () => unknown;
}

/**
 * A settings section whose content needs the gateway's answer first:
 * loading, a failure with retry, or the content. `unsupported` is said
 * instead of the failure when the gateway answers 9 (not on this gateway).
 */
export function Answered<T>({ query, unsupported, children }: { query: AnsweredQuery<T>; unsupported?: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) {
    if (unsupported !== undefined && query.error instanceof GatewayRequestError && query.error.code === GatewayCode.unsupported) return <p className="hp-muted">{unsupported}</p>;
    return (
      <p className="hp-muted" role="status">
        {t('GTW_SETTINGS.SECTION_FAILED')}{' '}
        <button type="button" className="hp-button hp-button--small" onClick={() => void query.refetch()}>
          {t('APP.RETRY')}
        </button>
      </p>
    );
  }
  if (query.data === undefined)
    return query.fetchStatus === 'idle' ? <p className="hp-muted">{t('GTW_SETTINGS.NETWORK_CLEARED')}</p> : <LoadingState what={t('GTW_SETTINGS.LOADING_SECTION')} />;
  return <>{children(query.data)}</>;
}
