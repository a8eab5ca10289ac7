import type { Device, DeviceKind } from '@homeport/sdk';
import type { DeviceSpec } from '../../seed/devices/build';
import { thermostat, fan, rollerShutter, weatherStation } from '../../seed/devices/comfort';
import { audio, camera, irBlaster } from '../../seed/devices/media';
import { colorLight, dimmer, hueBridge, outlet, smartMeter } from '../../seed/devices/power';
import { contactSensor, doorLock, gasDetector, panicButton, pressureSensor } from '../../seed/devices/safety';

/** The device a newly paired node of each kind reports, from the same builders as the seed. */
const BUILDERS: Record<DeviceKind, (spec: DeviceSpec) => Device> = {
  switch: (spec) => outlet(spec),
  dimmer,
  thermostat,
  fan,
  roller_shutter: rollerShutter,
  door_lock: doorLock,
  ir_blaster: (spec) => irBlaster(spec, 'none'),
  color_light: colorLight,
  smart_meter: smartMeter,
  gas_detector: gasDetector,
  pressure_sensor: pressureSensor,
  panic_button: panicButton,
  weather: weatherStation,
  camera,
  audio,
  sensor: contactSensor,
  hue_bridge: hueBridge,
};

/** A new device as it joins: online, in Unsorted Devices (room 0), on the bus it joined by. */
export function buildDevice(kind: DeviceKind, id: number, name: string, bus?: Device['bus_id']): Device {
  const device = BUILDERS[kind]({ id, name, room: 0, status: 2 });
  return bus ? { ...device, bus_id: bus } : device;
}

/** "Dimmer 2": the class and the next number among the names of that class, the way hubs name a new node. */
export function defaultName(devices: readonly Device[], kind: DeviceKind): string {
  return defaultNames(devices, kind, 1)[0]!;
}

/** The names of `count` new nodes of one kind joining one after another ("Dimmer 2", "Dimmer 3", …). */
export function defaultNames(devices: readonly Device[], kind: DeviceKind, count: number): string[] {
  const base = buildDevice(kind, 0, '').class;
  const taken = new Set(devices.map((d) => d.device_name));
  const names: string[] = [];
  for (let n = 1; names.length < count; n++) {
    const name = `${base} ${n}`;
    if (!taken.has(name)) names.push(name);
  }
  return names;
}
