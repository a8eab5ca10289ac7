import { gatewayCommands } from '@homeport/sdk';
import { allRoomIds, nextId } from '../layout';
import { setScenarioStatus } from '../rules/scenarioStatuses';
import { readParams } from './params';
import { CommandError, ResponseCode, type EmittedEvent } from './outcome';
import type { CommandHandler } from './types';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * create_layout (bulk operations, docs/contracts.md "Bulk operations"): the
 * floors and rooms named are made where missing; a floor or room already
 * there (same name, any case) is kept as it is, so sending the layout twice
 * changes nothing the second time. Answers the floor and room ids of the
 * layout; floor_added and room_added for what was made.
 */
export const createLayout: CommandHandler = {
  name: 'create_layout',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { floors } = readParams(gatewayCommands.create_layout.params, params);
    const { contents } = emulator;
    const events: EmittedEvent[] = [];
    const answer: Array<{ floor_id: number; floor_name: string; rooms: Array<{ room_id: number; room_name: string }> }> = [];
    for (const wanted of floors) {
      let floor = contents.floors.find((f) => same(f.floor_name, wanted.floor_name));
      if (floor?.floor_id === 0) throw new CommandError(ResponseCode.unsupported, `${wanted.floor_name} is the fixed floor`);
      if (!floor) {
        floor = { floor_id: nextId(contents.floors.map((f) => f.floor_id)), floor_name: wanted.floor_name, rooms: [] };
        contents.floors.push(floor);
        events.push({ name: 'floor_added', data: { floor_id: floor.floor_id, floor_name: floor.floor_name } });
      }
      const rooms: Array<{ room_id: number; room_name: string }> = [];
      for (const roomName of wanted.rooms) {
        let room = floor.rooms.find((r) => same(r.room_name, roomName));
        if (!room) {
          room = { room_id: nextId(allRoomIds(contents)), room_name: roomName, devices: [] };
          floor.rooms.push(room);
          events.push({ name: 'room_added', data: { floor_id: floor.floor_id, room_id: room.room_id, room_name: roomName } });
        }
        rooms.push({ room_id: room.room_id, room_name: room.room_name });
      }
      answer.push({ floor_id: floor.floor_id, floor_name: floor.floor_name, rooms });
    }
    if (events.length > 0) emulator.save();
    return { code: ResponseCode.ok, data: { floors: answer, created: events.length }, events };
  },
};

/**
 * update_scenario_status (bulk operations): several scenario statuses set
 * at once; scenario_status_changed for each that changed (setting a status
 * to what it is changes nothing).
 */
export const updateScenarioStatus: CommandHandler = {
  name: 'update_scenario_status',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { statuses } = readParams(gatewayCommands.update_scenario_status.params, params);
    for (const { resource_id } of statuses) {
      if (!emulator.contents.scenarioStatuses.some((s) => s.resource_id === resource_id)) throw new CommandError(ResponseCode.notFound, `No scenario status ${resource_id}`);
    }
    const events = statuses.map(({ resource_id, state }) => setScenarioStatus(emulator, resource_id, state)).filter((e): e is EmittedEvent => e !== null);
    const wanted = new Set(statuses.map((s) => s.resource_id));
    return { code: ResponseCode.ok, data: emulator.contents.scenarioStatuses.filter((s) => wanted.has(s.resource_id)), events };
  },
};

export const bulkCommands: CommandHandler[] = [createLayout, updateScenarioStatus];
