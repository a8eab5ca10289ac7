import * as v from 'valibot';
import { propertyChangedDeviceId, type GatewayEvent } from '../model/messages';
import { DeviceStatusChangedSchema, PropertyChangedSchema, issueText, type DeviceStatusChanged, type PropertyChanged } from '../wire/deviceEvents';

/** A device event of one gateway, checked; `other` for events that are not about devices. */
export type DeviceEvent =
  { kind: 'property'; change: PropertyChanged } | { kind: 'status'; change: DeviceStatusChanged } | { kind: 'other' } | { kind: 'malformed'; reason: string };

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
  return { kind: 'other' };
}
