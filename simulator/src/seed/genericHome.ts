import type { Device, Floor } from '@homeport/sdk';
import type { DeviceSpec } from './devices/build';
import { audio, camera } from './devices/media';
import { colorLight, dimmer, outlet } from './devices/power';
import { contactSensor, doorLock, multiSensor } from './devices/safety';
import { fan, rollerShutter, thermostat } from './devices/comfort';
import { layoutFloors, UNSORTED_ROOM_ID } from './floors';
import type { Prng } from './prng';

const CATALOGUE: Array<[label: string, build: (spec: DeviceSpec) => Device]> = [
  ['Outlet', outlet],
  ['Dimmer', dimmer],
  ['Colour Bulb', colorLight],
  ['Thermostat', thermostat],
  ['Fan', fan],
  ['Shutter', rollerShutter],
  ['Door Lock', doorLock],
  ['Multisensor', multiSensor],
  ['Window Contact', contactSensor],
  ['Camera', camera],
  ['Speaker', audio],
];

const ROOMS = [
  { room_id: 1, room_name: 'Living Room' },
  { room_id: 2, room_name: 'Kitchen' },
  { room_id: 3, room_name: 'Bedroom' },
];

/** A small home (the named gateways': 2 to 6 devices; generated ones pass their own range), one floor. Unassigned gateways are empty. */
export function genericHome(prng: Prng, assigned: boolean, size: { min: number; max: number } = { min: 2, max: 6 }): { devices: Device[]; floors: Floor[] } {
  const count = assigned ? prng.int(size.min, size.max) : 0;
  const devices: Device[] = [];
  for (let id = 1; id <= count; id += 1) {
    const [label, build] = prng.pick(CATALOGUE);
    const room = prng.chance(0.2) ? UNSORTED_ROOM_ID : prng.pick(ROOMS).room_id;
    const status = prng.chance(0.1) ? 5 : 2;
    devices.push(build({ id, name: `${label} ${id}`, room, status }));
  }
  return { devices, floors: layoutFloors(assigned ? [{ floor_id: 1, floor_name: 'Home', rooms: ROOMS }] : [], devices) };
}
