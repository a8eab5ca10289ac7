import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { UNSORTED_ROOM_ID, type Floor, type GatewayHandle } from '@homeport/sdk';
import { queryKeys } from '../state/queryKeys';

/**
 * The current gateway's floors and rooms (get_floor_list over MQTT), as
 * server state: one cache entry per gateway, kept by the layout events
 * (app/gatewayEvents.ts: a device's move is written, any other change read
 * again). Idle while there is no handle.
 */
export function useFloors(handle: GatewayHandle | null): UseQueryResult<Floor[]> {
  return useQuery({
    queryKey: queryKeys.floors(handle?.gateway.serial ?? ''),
    enabled: handle !== null,
    queryFn: () => handle!.command('get_floor_list', {}, { type: 'query' }),
  });
}

/**
 * Which room a device is in: the floors are the portal's one home of room
 * membership (`room.devices`); the device store's `room_id` is not read.
 * A device in no room is in Unsorted Devices.
 */
export function roomIdOf(floors: readonly Floor[] | undefined, deviceId: number): number {
  for (const floor of floors ?? []) for (const room of floor.rooms) if (room.devices.includes(deviceId)) return room.room_id;
  return UNSORTED_ROOM_ID;
}

/** The layout with `deviceId` moved into `roomId` (dev_added_to_room, dev_removed_from_room carry the move). */
export function withDeviceInRoom(floors: readonly Floor[], deviceId: number, roomId: number): Floor[] {
  return floors.map((floor) => ({
    ...floor,
    rooms: floor.rooms.map((room) => {
      const others = room.devices.filter((id) => id !== deviceId);
      return { ...room, devices: room.room_id === roomId ? [...others, deviceId] : others };
    }),
  }));
}
