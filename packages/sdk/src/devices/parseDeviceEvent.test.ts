import { describe, expect, it } from 'vitest';
import { parseDeviceEvent } from './parseDeviceEvent';

const event = (name: string, data: unknown) => ({ name, data, ts: 1 });
const change = { device_id: 3, service_name: 'LevelService', service_type: 'control', property_name: 'Level', property_value: 40 };

describe('parseDeviceEvent', () => {
  it('takes a property change whose device id matches its name', () => {
    expect(parseDeviceEvent(event('device_3_property_changed', change))).toEqual({ kind: 'property', change });
    expect(parseDeviceEvent(event('device_3_property_changed', { ...change, property_value: null }))).toMatchObject({ kind: 'property', change: { property_value: null } });
  });

  it('names the field of a malformed property change', () => {
    expect(parseDeviceEvent(event('device_3_property_changed', { ...change, property_value: { on: true } }))).toMatchObject({
      kind: 'malformed',
      reason: expect.stringMatching(/^property_value: /),
    });
    expect(parseDeviceEvent(event('device_3_property_changed', { ...change, service_name: 7 }))).toMatchObject({
      kind: 'malformed',
      reason: expect.stringMatching(/^service_name: /),
    });
    expect(parseDeviceEvent(event('device_3_property_changed', null))).toMatchObject({ kind: 'malformed' });
    expect(parseDeviceEvent(event('device_4_property_changed', change))).toMatchObject({ kind: 'malformed', reason: expect.stringMatching(/^device_id: /) });
  });

  it('takes a status change with a status code 0 to 7 only', () => {
    expect(parseDeviceEvent(event('device_status_changed', { device_id: 3, device_status: 5 }))).toEqual({ kind: 'status', change: { device_id: 3, device_status: 5 } });
    expect(parseDeviceEvent(event('device_status_changed', { device_id: 3, device_status: 8 }))).toMatchObject({
      kind: 'malformed',
      reason: expect.stringMatching(/^device_status: /),
    });
    expect(parseDeviceEvent(event('device_status_changed', { device_id: -1, device_status: 2 }))).toMatchObject({
      kind: 'malformed',
      reason: expect.stringMatching(/^device_id: /),
    });
  });

  it('reads the list events: added, removed (one or several), renamed, room moves; names the field at fault', () => {
    expect(parseDeviceEvent(event('device_added', { device_id: 30, device_name: 'Plug', class: 'Outlet' }))).toEqual({ kind: 'added', deviceIds: [30] });
    expect(parseDeviceEvent(event('devices_removed', { device_ids: [4, 5] }))).toEqual({ kind: 'removed', deviceIds: [4, 5] });
    expect(parseDeviceEvent(event('device_renamed', { device_id: 4, device_name: 'Lamp' }))).toEqual({ kind: 'renamed', deviceId: 4, name: 'Lamp' });
    expect(parseDeviceEvent(event('dev_removed_from_room', { device_id: 4, room_id: 2 }))).toEqual({ kind: 'room', deviceId: 4, roomId: 2, left: true });
    expect(parseDeviceEvent(event('dev_added_to_room', { device_id: 4, room_id: '2' }))).toMatchObject({ kind: 'malformed', reason: expect.stringMatching(/^room_id: /) });
    expect(parseDeviceEvent(event('device_removed', null))).toMatchObject({ kind: 'malformed' });
  });

  it('leaves other events to others', () => {
    expect(parseDeviceEvent(event('gateway_updated', { serialNumber: 'x', changes: {} }))).toEqual({ kind: 'other' });
  });
});
