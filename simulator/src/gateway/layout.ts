import { UNSORTED_FLOOR_ID, UNSORTED_ROOM_ID, type Device, type Floor, type Room } from '@homeport/sdk';
import { CommandError, ResponseCode, type EmittedEvent } from './commands/outcome';
import type { GatewayContents } from './contents';

/**
 * Floors, rooms and devices on one emulated gateway (spec 2 §2 "Home
 * setup"). Room membership has one source: the device's `room_id`. The
 * `devices` list of each stored room is a copy derived from it, refreshed
 * by `syncRooms` before every save, so the file reads true for QA.
 */

/** Compared trimmed and case-insensitively (spec 2 §5: no duplicate in its list). */
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function findFloor(contents: GatewayContents, floorId: number): Floor {
  const floor = contents.floors.find((f) => f.floor_id === floorId);
  if (!floor) throw new CommandError(ResponseCode.notFound, `No such floor: ${floorId}`);
  return floor;
}

export function findRoom(contents: GatewayContents, roomId: number): { floor: Floor; room: Room } {
  for (const floor of contents.floors) {
    const room = floor.rooms.find((r) => r.room_id === roomId);
    if (room) return { floor, room };
  }
  throw new CommandError(ResponseCode.notFound, `No such room: ${roomId}`);
}

export function findDevice(contents: GatewayContents, deviceId: number): Device {
  const device = contents.devices.find((d) => d.id === deviceId);
  if (!device) throw new CommandError(ResponseCode.notFound, `No such device: ${deviceId}`);
  return device;
}

export function refuseFixedFloor(floorId: number): void {
  if (floorId === UNSORTED_FLOOR_ID) throw new CommandError(ResponseCode.unsupported, 'The Unsorted floor cannot be changed');
}

export function refuseFixedRoom(roomId: number): void {
  if (roomId === UNSORTED_ROOM_ID) throw new CommandError(ResponseCode.unsupported, 'Unsorted Devices cannot be renamed or removed');
}

export function refuseDuplicateFloor(contents: GatewayContents, name: string, except?: number): void {
  if (contents.floors.some((f) => f.floor_id !== except && sameName(f.floor_name, name))) throw new CommandError(ResponseCode.duplicate, `A floor named "${name}" exists`);
}

/** Room names are unique within their floor ("Bathroom" may be on two floors). */
export function refuseDuplicateRoom(floor: Floor, name: string, except?: number): void {
  if (floor.rooms.some((r) => r.room_id !== except && sameName(r.room_name, name)))
    throw new CommandError(ResponseCode.duplicate, `A room named "${name}" exists on ${floor.floor_name}`);
}

/** The next free id among `ids` (ids are never reused while their holder exists). */
export const nextId = (ids: number[]): number => Math.max(0, ...ids) + 1;
export const allRoomIds = (contents: GatewayContents): number[] => contents.floors.flatMap((f) => f.rooms.map((r) => r.room_id));

/** Moves a device to `roomId` (0: Unsorted Devices): the event of leaving its room, then of entering the new one. */
export function moveDevice(device: Device, roomId: number): EmittedEvent[] {
  const from = device.room_id ?? UNSORTED_ROOM_ID;
  if (from === roomId) return [];
  device.room_id = roomId;
  const events: EmittedEvent[] = [];
  if (from !== UNSORTED_ROOM_ID) events.push({ name: 'dev_removed_from_room', data: { device_id: device.id, room_id: from } });
  if (roomId !== UNSORTED_ROOM_ID) events.push({ name: 'dev_added_to_room', data: { device_id: device.id, room_id: roomId } });
  return events;
}

/** Derives each room's `devices` from the devices' `room_id` (a device in an unknown room counts as Unsorted). */
export function syncRooms(contents: GatewayContents): void {
  const known = new Set(allRoomIds(contents));
  const byRoom = new Map<number, number[]>();
  for (const device of contents.devices) {
    const room = device.room_id !== null && known.has(device.room_id) ? device.room_id : UNSORTED_ROOM_ID;
    byRoom.set(room, [...(byRoom.get(room) ?? []), device.id]);
  }
  for (const floor of contents.floors) for (const room of floor.rooms) room.devices = byRoom.get(room.room_id) ?? [];
}

/** The layout as get_floor_list answers it: floor 0 first, each room's devices derived now. */
export function floorList(contents: GatewayContents): Floor[] {
  syncRooms(contents);
  return [...contents.floors].sort((a, b) => (a.floor_id === UNSORTED_FLOOR_ID ? -1 : b.floor_id === UNSORTED_FLOOR_ID ? 1 : 0));
}

/** Removes a device from the gateway (excluded, failed node removed, force-deleted): its room keeps no trace. */
export function removeDevice(contents: GatewayContents, deviceId: number): EmittedEvent[] {
  const index = contents.devices.findIndex((d) => d.id === deviceId);
  if (index < 0) return [];
  contents.devices.splice(index, 1);
  // An arranged upgrade failure must not pass to a later device given the same id.
  if (contents.upgradeFailAt) delete contents.upgradeFailAt[String(deviceId)];
  syncRooms(contents);
  return [{ name: 'device_removed', data: { device_id: deviceId } }];
}
