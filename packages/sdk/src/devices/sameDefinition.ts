import type { Device } from '../wire/deviceEvents';

/**
 * Whether two list entries describe the same device apart from property
 * values (which the store keeps per property): a new read that only brings
 * new values must not wake the subscribers of the device.
 */
export function sameDefinition(a: Device, b: Device): boolean {
  return definitionText(a) === definitionText(b);
}

/** The device as JSON without its property values (no other field of a device is named `value`). */
const definitionText = (device: Device) => JSON.stringify(device, (key, value: unknown) => (key === 'value' ? undefined : value));
