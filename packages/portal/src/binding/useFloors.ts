import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { FloorListSchema, parseWire, type Floor, type GatewayHandle } from '@homeport/sdk';
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
    queryFn: async () => {
      const answer = await handle!.request('get_floor_list', {}, { type: 'query' });
      const read = parseWire(FloorListSchema, answer, 'data');
      if (!read.ok) throw new Error(`get_floor_list: ${read.message}`);
      return read.value;
    },
  });
}
