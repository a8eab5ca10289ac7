import type { Device } from '@homeport/sdk';
import { bool, device, meshService, num, otaService, quick, service, text, type DeviceSpec } from './build';

/** Outlets, dimmers, colour lights and the smart meter. */

export function outlet(spec: DeviceSpec, bus: 'zwave' | 'wise' = 'zwave'): Device {
  return device(
    spec,
    {
      class: 'Outlet',
      kind: 'switch',
      device_manufacturer: bus === 'wise' ? 'Wise Home' : 'Fibaro',
      bus_id: bus,
      icon: 'outlet',
      firmwareVersion: bus === 'wise' ? '2.1.4' : '3.3',
      service_list: [
        service('SwitchService', 'control', [bool('State', true)]),
        service('MeteringService', 'sensory', [num('Power', 42.5, { min: 0, max: 3680, unit: 'W' }, true), num('Energy', 118.2, { min: 0, unit: 'kWh' }, true)]),
        ...(bus === 'zwave' ? [meshService('zwave', 182)] : []),
      ],
    },
    [quick('SwitchService', 'State'), quick('MeteringService', 'Power')],
  );
}

export function dimmer(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Dimmer',
      kind: 'dimmer',
      device_manufacturer: 'Aeotec',
      bus_id: 'zwave',
      icon: 'dimmer',
      firmwareVersion: '2.0.7',
      service_list: [
        service('LevelService', 'control', [num('Level', 60, { min: 0, max: 100, step: 1, unit: '%' })]),
        service('SwitchService', 'control', [bool('State', true)]),
        service('ConfigurationService', 'configuration', [
          num('RampTime', 2, { min: 0, max: 30, step: 1, unit: 's' }),
          num('MinimumLevel', 5, { min: 1, max: 50, step: 1, unit: '%' }),
        ]),
        meshService('zwave', 160),
        otaService(true),
      ],
    },
    [quick('LevelService', 'Level'), quick('SwitchService', 'State')],
  );
}

export function colorLight(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Light',
      kind: 'color_light',
      device_manufacturer: 'Philips',
      bus_id: 'zigbee',
      icon: 'bulb_color',
      firmwareVersion: '1.93.11',
      service_list: [
        service('SwitchService', 'control', [bool('State', false)]),
        service('LevelService', 'control', [num('Level', 80, { min: 0, max: 100, step: 1, unit: '%' })]),
        // spec 2 §3: HueLevel and SaturationLevel drive the colour picker.
        service('ColorService', 'control', [
          num('HueLevel', 210, { min: 0, max: 360, step: 1, unit: '°' }),
          num('SaturationLevel', 70, { min: 0, max: 100, step: 1, unit: '%' }),
          num('ColorTemperature', 4000, { min: 2200, max: 6500, step: 100, unit: 'K' }),
        ]),
        meshService('zigbee', 201),
      ],
    },
    [quick('SwitchService', 'State'), quick('LevelService', 'Level'), quick('ColorService', 'HueLevel'), quick('ColorService', 'SaturationLevel')],
  );
}

/** spec 2 §2 "smart meter (overall, three phases, two binary switches)". */
export function smartMeter(spec: DeviceSpec): Device {
  // spec 2 §9: a meter reports power in kW and RMS current in hundreds of
  // amperes; the widget shows power x1000 (W) and current x100 (A).
  const phase = (n: number, watts: number, voltage: number) =>
    service(`Phase${n}Service`, 'sensory', [
      num('ActivePower', watts / 1000, { min: 0, unit: 'kW' }, true),
      num('Voltage', voltage, { min: 0, max: 300, unit: 'V' }, true),
      num('RmsCurrent', Math.round((watts / voltage) * 100) / 10000, { min: 0, unit: 'hA' }, true),
    ]);
  return device(
    spec,
    {
      class: 'Sensor',
      kind: 'smart_meter',
      device_manufacturer: 'Schneider Electric',
      bus_id: 'zigbee',
      icon: 'meter',
      firmwareVersion: '4.0.2',
      service_list: [
        service('MeteringService', 'sensory', [
          num('ActivePower', 2.31, { min: 0, unit: 'kW' }, true),
          num('Energy', 5821.4, { min: 0, unit: 'kWh' }, true),
          // spec 2 §5: PowerLimit and LimitValue may not be scene triggers; they are settable.
          num('PowerLimit', 7000, { min: 1000, max: 15000, step: 100, unit: 'W' }),
          num('LimitValue', 90, { min: 50, max: 100, step: 1, unit: '%' }),
        ]),
        phase(1, 820, 231),
        phase(2, 760, 229),
        phase(3, 730, 232),
        service('RelayService', 'control', [bool('Relay1', true), bool('Relay2', false)]),
        meshService('zigbee', 140),
      ],
    },
    [quick('MeteringService', 'ActivePower'), quick('MeteringService', 'Energy'), quick('RelayService', 'Relay1'), quick('RelayService', 'Relay2')],
  );
}

/** A Philips Hue bridge on the LAN: paired or not, and the lights it brings. */
export function hueBridge(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Controller',
      kind: 'hue_bridge',
      device_manufacturer: 'Signify',
      bus_id: 'ip',
      icon: 'hue',
      firmwareVersion: '1.62',
      service_list: [service('HueBridgeService', 'control', [bool('Paired', false), num('LightCount', 0, { min: 0, max: 63 }, true), text('BridgeAddress', '192.168.1.40', true)])],
    },
    [quick('HueBridgeService', 'Paired')],
  );
}
