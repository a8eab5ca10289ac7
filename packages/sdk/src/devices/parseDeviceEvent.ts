import * as v from 'valibot';
import { propertyChangedDeviceId, type GatewayEvent } from '../model/messages';
import { DeviceStatusChangedSchema, PropertyChangedSchema, issueText, type DeviceStatusChanged, type PropertyChanged } from '../wire/deviceEvents';
import { DeviceRenamedData, DeviceRoomData } from '../wire/home';
import { DeviceAddedData, DeviceRemovedData, DevicesChangedData } from '../wire/pairing';

/** A device event of one gateway, checked; `other` for events that are not about devices. */
export type DeviceEvent =
  | { kind: 'property'; change: PropertyChanged }
  | { kind: 'status'; change: DeviceStatusChanged }
  /** One or more devices joined: the list is read again (the event does not carry the whole device). */
  | { kind: 'added'; deviceIds: number[] }
  | { kind: 'removed'; deviceIds: number[] }
  | { kind: 'renamed'; deviceId: number; name: string }
  /** The device's room: the room it entered, or 0 (Unsorted Devices) when it left one. */
  | { kind: 'room'; deviceId: number; roomId: number; left: boolean }
  | { kind: 'other' }
  | { kind: 'malformed'; reason: string };

/** The device-list events besides property and status changes, each read with its wire schema. */
const LIST_EVENTS: Record<string, (data: unknown) => DeviceEvent> = {
  device_added: (data) => read(DeviceAddedData, data, (d) => ({ kind: 'added', deviceIds: [d.device_id] })),
  devices_added: (data) => read(DevicesChangedData, data, (d) => ({ kind: 'added', deviceIds: d.device_ids })),
  device_removed: (data) => read(DeviceRemovedData, data, (d) => ({ kind: 'removed', deviceIds: [d.device_id] })),
  devices_removed: (data) => read(DevicesChangedData, data, (d) => ({ kind: 'removed', deviceIds: d.device_ids })),
  device_renamed: (data) => read(DeviceRenamedData, data, (d) => ({ kind: 'renamed', deviceId: d.device_id, name: d.device_name })),
  dev_added_to_room: (data) => read(DeviceRoomData, data, (d) => ({ kind: 'room', deviceId: d.device_id, roomId: d.room_id, left: false })),
  dev_removed_from_room: (data) => read(DeviceRoomData, data, (d) => ({ kind: 'room', deviceId: d.device_id, roomId: d.room_id, left: true })),
};

function read<S extends v.GenericSchema>(schema: S, data: unknown, to: (output: v.InferOutput<S>) => DeviceEvent): DeviceEvent {
  const parsed = v.safeParse(schema, data);
  return parsed.success ? to(parsed.output) : { kind: 'malformed', reason: issueText(parsed.issues) };
}

/**
 * Sorts one gateway event: a property change (the device id of the name
 * must match the payload's), a status change, or something else. Never
 * throws: a malformed payload comes back as `malformed` with the field named.
 */
export function parseDeviceEvent(event: GatewayEvent): DeviceEvent {
  const deviceId = propertyChangedDeviceId(event.name);
  if (deviceId !== null) {
    const parsed = v.safeParse(PropertyChangedSchema, event.data);
    if (!parsed.success) return { kind: 'malformed', reason: issueText(parsed.issues) };
    if (parsed.output.device_id !== deviceId) return { kind: 'malformed', reason: `device_id: ${parsed.output.device_id} is not the ${deviceId} of the event name` };
    return { kind: 'property', change: parsed.output };
  }
  if (event.name === 'device_status_changed') {
    const parsed = v.safeParse(DeviceStatusChangedSchema, event.data);
    return parsed.success ? { kind: 'status', change: parsed.output } : { kind: 'malformed', reason: issueText(parsed.issues) };
  }
  const list = LIST_EVENTS[event.name];
  return list ? list(event.data) : { kind: 'other' };
}
