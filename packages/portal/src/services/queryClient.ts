import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@homeport/sdk';

/** A 4xx answer will not change by asking again; anything else (network, 5xx) is tried once more. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The portal's server-state cache, one per PortalApp. The REST client's own
 * hooks already end the session on 00003, 000622 and 403 and reset the
 * error-toast gate on every request (app/PortalApp.tsx), so queries and
 * mutations keep those rules without handlers of their own. Data is kept
 * current by the live events (app/gatewayEvents.ts, app/accountEvents.ts),
 * not by refetching on focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
