import { AddRoomParams, gatewayCommands, RemoveRoomParams, RenameRoomParams, UNSORTED_ROOM_ID } from '@homeport/sdk';
import { allRoomIds, findDevice, findFloor, findRoom, moveDevice, nextId, refuseDuplicateRoom, refuseFixedFloor, refuseFixedRoom } from '../layout';
import { readParams } from './params';
import { ResponseCode, type EmittedEvent } from './outcome';
import type { CommandHandler } from './types';

const addRoom = (name: string): CommandHandler => ({
  name,
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { floor_id, name: roomName } = readParams(AddRoomParams, params);
    const { contents } = emulator;
    const floor = findFloor(contents, floor_id);
    refuseFixedFloor(floor_id);
    refuseDuplicateRoom(floor, roomName);
    const room_id = nextId(allRoomIds(contents));
    floor.rooms.push({ room_id, room_name: roomName, devices: [] });
    emulator.save();
    return { code: ResponseCode.ok, data: { room_id }, events: [{ name: 'room_added', data: { floor_id, room_id, room_name: roomName } }] };
  },
});

const renameRoom = (name: string): CommandHandler => ({
  name,
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { room_id, name: roomName } = readParams(RenameRoomParams, params);
    const { floor, room } = findRoom(emulator.contents, room_id);
    refuseFixedRoom(room_id);
    refuseDuplicateRoom(floor, roomName, room_id);
    room.room_name = roomName;
    emulator.save();
    return { code: ResponseCode.ok, data: { room_id }, events: [{ name: 'room_name_changed', data: { floor_id: floor.floor_id, room_id, room_name: roomName } }] };
  },
});

/** Removes a room; its devices go to Unsorted Devices first (each with its event). */
const removeRoom = (name: string): CommandHandler => ({
  name,
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { room_id } = readParams(RemoveRoomParams, params);
    const { contents } = emulator;
    const { floor } = findRoom(contents, room_id);
    refuseFixedRoom(room_id);
    const events: EmittedEvent[] = contents.devices.filter((d) => d.room_id === room_id).flatMap((device) => moveDevice(device, UNSORTED_ROOM_ID));
    floor.rooms = floor.rooms.filter((r) => r.room_id !== room_id);
    emulator.save();
    events.push({ name: 'room_removed', data: { floor_id: floor.floor_id, room_id } });
    return { code: ResponseCode.ok, data: { room_id }, events };
  },
});

/** "Zone" is the older name of a room (spec 2 §7 "floors, rooms and zones"): the same commands under both names. */
export const roomCommands: CommandHandler[] = [
  addRoom('add_room'),
  addRoom('add_zone'),
  renameRoom('rename_room'),
  renameRoom('rename_zone'),
  removeRoom('remove_room'),
  removeRoom('remove_zone'),
];

export const addDeviceToRoom: CommandHandler = {
  name: 'add_device_to_room',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { device: deviceId, room_id } = readParams(gatewayCommands.add_device_to_room.params, params);
    const device = findDevice(emulator.contents, deviceId);
    findRoom(emulator.contents, room_id);
    const events = moveDevice(device, room_id);
    if (events.length > 0) emulator.save();
    return { code: ResponseCode.ok, data: { device_id: deviceId, room_id }, events };
  },
};

export const removeDeviceFromRoom: CommandHandler = {
  name: 'remove_device_from_room',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { device: deviceId } = readParams(gatewayCommands.remove_device_from_room.params, params);
    const device = findDevice(emulator.contents, deviceId);
    const events = moveDevice(device, UNSORTED_ROOM_ID);
    if (events.length > 0) emulator.save();
    return { code: ResponseCode.ok, data: { device_id: deviceId, room_id: UNSORTED_ROOM_ID }, events };
  },
};
