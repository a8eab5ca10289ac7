import { gatewayCommands, UNSORTED_ROOM_ID } from '@homeport/sdk';
import { findFloor, floorList, moveDevice, nextId, refuseDuplicateFloor, refuseFixedFloor } from '../layout';
import { readParams } from './params';
import { ResponseCode, type EmittedEvent } from './outcome';
import type { CommandHandler } from './types';

/** get_floor_list: Floor[], floor 0 (Unsorted Devices) first. */
export const getFloorList: CommandHandler = {
  name: 'get_floor_list',
  channel: 'ohm',
  writes: false,
  run(params, emulator) {
    readParams(gatewayCommands.get_floor_list.params, params);
    return { code: ResponseCode.ok, data: floorList(emulator.contents) };
  },
};

export const addFloor: CommandHandler = {
  name: 'add_floor',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { name } = readParams(gatewayCommands.add_floor.params, params);
    const { contents } = emulator;
    refuseDuplicateFloor(contents, name);
    const floor_id = nextId(contents.floors.map((f) => f.floor_id));
    contents.floors.push({ floor_id, floor_name: name, rooms: [] });
    emulator.save();
    return { code: ResponseCode.ok, data: { floor_id }, events: [{ name: 'floor_added', data: { floor_id, floor_name: name } }] };
  },
};

export const renameFloor: CommandHandler = {
  name: 'rename_floor',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { floor_id, name } = readParams(gatewayCommands.rename_floor.params, params);
    const floor = findFloor(emulator.contents, floor_id);
    refuseFixedFloor(floor_id);
    refuseDuplicateFloor(emulator.contents, name, floor_id);
    floor.floor_name = name;
    emulator.save();
    return { code: ResponseCode.ok, data: { floor_id }, events: [{ name: 'floor_name_changed', data: { floor_id, floor_name: name } }] };
  },
};

/** Removes a floor and its rooms; their devices go to Unsorted Devices first (each with its event). */
export const removeFloor: CommandHandler = {
  name: 'remove_floor',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { floor_id } = readParams(gatewayCommands.remove_floor.params, params);
    const { contents } = emulator;
    const floor = findFloor(contents, floor_id);
    refuseFixedFloor(floor_id);
    const events: EmittedEvent[] = [];
    for (const room of floor.rooms) {
      for (const device of contents.devices.filter((d) => d.room_id === room.room_id)) events.push(...moveDevice(device, UNSORTED_ROOM_ID));
      events.push({ name: 'room_removed', data: { floor_id, room_id: room.room_id } });
    }
    contents.floors = contents.floors.filter((f) => f.floor_id !== floor_id);
    emulator.save();
    events.push({ name: 'floor_removed', data: { floor_id } });
    return { code: ResponseCode.ok, data: { floor_id }, events };
  },
};
