import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Floor, GatewayHandle } from '@homeport/sdk';
import { queryKeys } from '../state/queryKeys';

/**
 * The current gateway's floors and rooms (get_floor_list over MQTT), as
 * server state: one cache entry per gateway, read again whenever a layout
 * event arrives (app/gatewayEvents.ts). Idle while there is no handle.
 */
export function useFloors(handle: GatewayHandle | null): UseQueryResult<Floor[]> {
  return useQuery({
    queryKey: queryKeys.floors(handle?.gateway.serial ?? ''),
    enabled: handle !== null,
    queryFn: () => handle!.command('get_floor_list', {}, { type: 'query' }),
  });
}
