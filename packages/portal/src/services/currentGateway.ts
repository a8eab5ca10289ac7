import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { currentSerialAtom } from '../state/atoms';
import { queryKeys } from '../state/queryKeys';
import { useServices } from './services';

/**
 * The current gateway's record as a query (`rest.gateways.info`), for the
 * frame (Runtime reads it) and for the pages that show its loading and
 * failure (gatewayAtom gives the record alone). One key, one reader: every
 * caller shares the same request, and a page's retry refetches it for all.
 * `gateway_updated` keeps it current; it is never stale by time.
 */
export function useCurrentGatewayQuery() {
  const { rest } = useServices();
  const serial = useAtomValue(currentSerialAtom);
  return useQuery({
    queryKey: queryKeys.gateway(serial ?? ''),
    queryFn: () => rest.gateways.info(serial ?? ''),
    enabled: !!serial,
    staleTime: Infinity,
  });
}
