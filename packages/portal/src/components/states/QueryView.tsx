import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

/**
 * The three states of a TanStack query in one place: loading (with an
 * end), failed (what failed, why, and a retry that refetches), empty (when
 * `isEmpty` says so) and the content. Every page that reads the server
 * renders through this or the states it is made of.
 */
export function QueryView<T>({
  query,
  what,
  failed,
  empty,
  isEmpty,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** What is loading, e.g. "Loading the gateway…" (defaults to "Loading…"). */
  what?: string;
  /** What failed, e.g. "The gateway's details could not be loaded". */
  failed: string;
  empty?: { title: string; hint?: string; action?: ReactNode };
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const retry = () => void query.refetch();
  if (query.isPending && !query.isError) return <LoadingState what={what} onRetry={retry} />;
  if (query.isError || query.data === undefined) return <ErrorState title={failed} error={query.error} onRetry={retry} retrying={query.isFetching} />;
  if (empty && isEmpty?.(query.data)) return <EmptyState {...empty} />;
  return <>{children(query.data)}</>;
}
