import { useQuery } from '@tanstack/react-query';
import { ApiError, HistoryErrorCode } from '@homeport/sdk';
import { useServices } from '../../services/services';

/** Whether a failed /cache read means "no image caught yet" (spec 3 §8), not a failure. */
export const noSnapshot = (error: unknown) => error instanceof ApiError && error.entries.some((entry) => entry.errorCode === HistoryErrorCode.cacheEmpty);

/** The gateway's cached image (GET /cache/{serial}), shared by the offline history pages: one query, one cache entry. */
export function useGatewayCache(serial: string) {
  const { rest } = useServices();
  return useQuery({
    queryKey: ['history', 'cache', serial],
    queryFn: () => rest.history.cache(serial),
    enabled: serial !== '',
    retry: (count, error) => !noSnapshot(error) && count < 2,
  });
}
