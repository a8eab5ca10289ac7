import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/states';
import { sceneCommandText } from './sceneCommandText';

/** A gateway query's three states, with the refusal told in the scenes' words (QueryView speaks REST). */
export function SceneQueryView<T>({ query, what, failed, children }: { query: UseQueryResult<T>; what: string; failed: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const retry = () => void query.refetch();
  if (query.isPending && !query.isError) return <LoadingState what={what} onRetry={retry} />;
  if (query.data === undefined)
    return <ErrorState title={failed} reason={query.error ? (sceneCommandText(query.error, t) ?? undefined) : undefined} onRetry={retry} retrying={query.isFetching} />;
  return <>{children(query.data)}</>;
}
