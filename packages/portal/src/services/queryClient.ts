import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@homeport/sdk';
import { reportCallError } from './errorReporting';

/** A 4xx answer will not change by asking again; anything else (network, 5xx) is tried once more. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The portal's server-state cache, one per PortalApp. The REST client's own
 * hooks already end the session on 00003, 000622 and 403 and reset the
 * error-toast gate on every request (app/PortalApp.tsx); every failed query
 * and mutation goes through the one error path (services/errorReporting.ts,
 * binding/useErrorReport.ts), so no call words its own failure. Data is kept
 * current by the live events (app/gatewayEvents.ts, app/accountEvents.ts),
 * not by refetching on focus.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // The one error path (spec 1 §8): services/errorReporting.ts.
    queryCache: new QueryCache({ onError: (error, query) => reportCallError(queryClient, error, query.meta ?? INLINE_BY_DEFAULT) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => reportCallError(queryClient, error, mutation.meta) }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/** A query's failure shows where its data would be (QueryView); one with nowhere to show it sets `meta: { errorShownInline: false }`. */
const INLINE_BY_DEFAULT = { errorShownInline: true };
