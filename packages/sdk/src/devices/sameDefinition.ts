import type { Device } from '../wire/deviceEvents';

/**
 * Whether two list entries describe the same device apart from property
 * values (which the store keeps per property): a new read that only brings
 * new values must not wake the subscribers of the device.
 */
export function sameDefinition(a: Device, b: Device): boolean {
  return JSON.stringify(withoutValues(a)) === JSON.stringify(withoutValues(b));
}

function withoutValues(device: Device) {
  return { ...device, service_list: device.service_list.map((s) => ({ ...s, property_list: s.property_list.map(({ value: _value, ...rest }) => rest) })) };
}
