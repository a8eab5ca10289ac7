import type { Device } from '@homeport/sdk';
import { audio, camera, irBlaster } from './devices/media';
import { colorLight, dimmer, hueBridge, outlet, smartMeter } from './devices/power';
import { doorLock, gasDetector, multiSensor, panicButton, pressureSensor, contactSensor } from './devices/safety';
import { fan, rollerShutter, thermostat, weatherStation } from './devices/comfort';
import { layoutFloors, UNSORTED_ROOM_ID } from './floors';
import { demoRules } from './demoRules';
import type { GatewayContents } from '../gateway/contents';

/**
 * The demo user's online gateway (DESIGN.md "Running it"): every widget kind,
 * two floors of rooms, the Unsorted Devices room, and devices in status 5
 * (offline) and 7 (restricted) to show notToDisable / enabledWhenRestricted.
 * Hand-written, not generated: docs/simulator.md lists it as a table.
 */
const ROOM = { living: 1, kitchen: 2, hall: 3, entrance: 4, garden: 5, bedroom: 6, bathroom: 7, utility: 8 } as const;

export function demoHome(): Pick<GatewayContents, 'devices' | 'floors' | 'rules' | 'scenarioStatuses' | 'ruleSeq'> {
  const devices: Device[] = [
    outlet({ id: 1, name: 'Living Room Outlet', room: ROOM.living }),
    dimmer({ id: 2, name: 'Hall Dimmer', room: ROOM.hall }),
    thermostat({ id: 3, name: 'Bedroom Thermostat', room: ROOM.bedroom }),
    fan({ id: 4, name: 'Bedroom Ceiling Fan', room: ROOM.bedroom }),
    rollerShutter({ id: 5, name: 'Living Room Shutter', room: ROOM.living }),
    doorLock({ id: 6, name: 'Front Door Lock', room: ROOM.entrance }),
    irBlaster({ id: 7, name: 'TV Remote', room: ROOM.living }),
    colorLight({ id: 8, name: 'Kitchen Colour Bulb', room: ROOM.kitchen }),
    smartMeter({ id: 9, name: 'Main Smart Meter', room: ROOM.utility }),
    gasDetector({ id: 10, name: 'Kitchen Gas Detector', room: ROOM.kitchen }),
    pressureSensor({ id: 11, name: 'Boiler Pressure', room: ROOM.utility, status: 5 }),
    panicButton({ id: 12, name: 'Bedside Panic Button', room: ROOM.bedroom }),
    weatherStation({ id: 13, name: 'Garden Weather Station', room: ROOM.garden }),
    camera({ id: 14, name: 'Entrance Camera', room: ROOM.entrance, status: 7 }),
    audio({ id: 15, name: 'Living Room Speaker', room: ROOM.living }),
    multiSensor({ id: 16, name: 'Bathroom Multisensor', room: ROOM.bathroom }),
    contactSensor({ id: 17, name: 'Bedroom Window', room: UNSORTED_ROOM_ID }),
    outlet({ id: 18, name: 'Garden Pump', room: UNSORTED_ROOM_ID }, 'wise'),
    hueBridge({ id: 19, name: 'Hue Bridge', room: ROOM.living }),
    irBlaster({ id: 20, name: 'Bedroom IR Controller', room: ROOM.bedroom }, 'none'),
  ];
  const floors = layoutFloors(
    [
      {
        floor_id: 1,
        floor_name: 'Ground Floor',
        rooms: [
          { room_id: ROOM.living, room_name: 'Living Room' },
          { room_id: ROOM.kitchen, room_name: 'Kitchen' },
          { room_id: ROOM.hall, room_name: 'Hall' },
          { room_id: ROOM.entrance, room_name: 'Entrance' },
          { room_id: ROOM.garden, room_name: 'Garden' },
        ],
      },
      {
        floor_id: 2,
        floor_name: 'First Floor',
        rooms: [
          { room_id: ROOM.bedroom, room_name: 'Bedroom' },
          { room_id: ROOM.bathroom, room_name: 'Bathroom' },
          { room_id: ROOM.utility, room_name: 'Utility Room' },
        ],
      },
    ],
    devices,
  );
  return { devices, floors, ...demoRules() };
}
