import type { Device, DeviceProperty, DeviceService, PropertyOptions, PropertyRef } from '@homeport/sdk';

/** Small constructors for the device catalogue, so each device reads like its data sheet. */

type Extra = Pick<PropertyOptions, 'notToDisable' | 'enabledWhenRestricted'>;

export function bool(name: string, value: boolean, readonly = false, extra: Extra = {}): DeviceProperty {
  return withOptions({ name, value, type: 'bool', readonly }, extra);
}

export function num(name: string, value: number, range: { min?: number; max?: number; step?: number; unit?: string }, readonly = false, extra: Extra = {}): DeviceProperty {
  return withOptions({ name, value, type: 'number', readonly }, { ...range, ...extra });
}

export function option(name: string, value: number, values: Record<string, string>, readonly = false, extra: Extra = {}): DeviceProperty {
  return withOptions({ name, value, type: 'option', readonly }, { values, ...extra });
}

export function text(name: string, value: string, readonly = true, extra: Extra = {}): DeviceProperty {
  return withOptions({ name, value, type: 'text', readonly }, extra);
}

function withOptions(property: DeviceProperty, options: PropertyOptions): DeviceProperty {
  return Object.keys(options).length > 0 ? { ...property, options } : property;
}

export function service(name: string, type: string, property_list: DeviceProperty[]): DeviceService {
  return { name, type, property_list };
}

/** Radio link figures every mesh device reports (spec 2 §3: route, lqiValue, linkSpeed). */
export function meshService(bus: 'zwave' | 'zigbee', lqi: number): DeviceService {
  const name = bus === 'zwave' ? 'ZWaveService' : 'ZigbeeService';
  return service(name, 'network', [
    num('lqiValue', lqi, { min: 0, max: 255 }, true),
    num('linkSpeed', bus === 'zwave' ? 100 : 250, { unit: 'kbit/s' }, true),
    text('route', '1', true),
    num('routeTimestamp', 0, {}, true),
  ]);
}

export function batteryService(level: number): DeviceService {
  return service('BatteryService', 'sensory', [num('BatteryLevel', level, { min: 0, max: 100, unit: '%' }, true)]);
}

export function otaService(newFirmware: boolean): DeviceService {
  return service('OTAService', 'more-info', [
    bool('NewFirmwareAvailable', newFirmware, true),
    // spec 2 §4: UpgradeState 2 in progress, 4 finished. Writing 2 starts a
    // node upgrade (gateway/nodeUpgrade.ts); any other write is refused.
    num('UpgradeState', 0, { min: 0, max: 4 }),
    num('UpgradeProgress', 0, { min: 0, max: 100, unit: '%' }, true),
  ]);
}

export interface DeviceSpec {
  id: number;
  name: string;
  room: number;
  status?: Device['status'];
}

export function device(
  spec: DeviceSpec,
  fields: Pick<Device, 'class' | 'kind' | 'device_manufacturer' | 'bus_id' | 'icon' | 'firmwareVersion' | 'service_list'>,
  quick: PropertyRef[],
): Device {
  // spec 2 §9: the quick-control layout shows at most 4 properties.
  if (quick.length > 4) throw new Error(`${spec.name}: more than 4 quick properties`);
  return {
    id: spec.id,
    device_name: spec.name,
    status: spec.status ?? 2,
    room_id: spec.room,
    ...fields,
    quick_properties: quick,
  };
}

export const quick = (service: string, property: string): PropertyRef => ({ service, property });
