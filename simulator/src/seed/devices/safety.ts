import type { Device } from '@homeport/sdk';
import { batteryService, bool, device, meshService, num, option, otaService, quick, service, text, type DeviceSpec } from './build';

/** Door lock, gas, pressure, panic button and sensors. */

export function doorLock(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Access Control',
      kind: 'door_lock',
      device_manufacturer: 'Yale',
      bus_id: 'zwave',
      icon: 'door_lock',
      firmwareVersion: '6.8',
      service_list: [
        service('DoorLockService', 'control', [
          // spec 2 §4 status 7: this one stays usable while the lock is restricted.
          bool('Locked', true, false, { enabledWhenRestricted: true }),
          option('OperatingMode', 0, { '0': 'normal', '1': 'vacation', '2': 'privacy' }),
          // Seconds after which the lock locks itself again; while set, "locked" reads "locked with timer" (spec 2 §9).
          num('AutoRelock', 0, { min: 0, max: 3600, step: 1, unit: 's' }),
          option('LockType', 0, { '0': 'Arm', '1': 'Emergency', '2': 'Fire', '3': 'Panic' }, true),
          text('LastUser', 'Keypad user 2', true),
        ]),
        batteryService(54),
        meshService('zwave', 143),
      ],
    },
    [quick('DoorLockService', 'Locked'), quick('DoorLockService', 'OperatingMode')],
  );
}

export function gasDetector(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Security',
      kind: 'gas_detector',
      device_manufacturer: 'Heiman',
      bus_id: 'zigbee',
      icon: 'gas',
      firmwareVersion: '1.0.9',
      service_list: [
        service('GasService', 'sensory', [
          // spec 2 §4: gas types 0 unknown, 1 CO, 2 combustible, 3 CO2.
          option('GasType', 2, { '0': 'unknown', '1': 'CO', '2': 'combustible', '3': 'CO2' }, true),
          bool('Alarm', false, true),
          num('Concentration', 3, { min: 0, max: 1000, unit: 'ppm' }, true),
        ]),
        service('AlarmControllerService', 'configuration', [bool('Notifications', true), bool('StatusChangeNotifications', false)]),
        meshService('zigbee', 176),
      ],
    },
    [quick('GasService', 'Alarm'), quick('GasService', 'Concentration')],
  );
}

export function pressureSensor(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Sensor',
      kind: 'pressure_sensor',
      device_manufacturer: 'Danfoss',
      bus_id: 'zwave',
      icon: 'pressure',
      firmwareVersion: '2.3',
      service_list: [
        service('PressureService', 'sensory', [
          // spec 2 §4: pressure types 0 absolute, 1 gauge, 2 vacuum, 3 differential, 4 sealed.
          option('PressureType', 1, { '0': 'absolute', '1': 'gauge', '2': 'vacuum', '3': 'differential', '4': 'sealed' }, true),
          num('Pressure', 1.6, { min: 0, max: 10, unit: 'bar' }, true),
        ]),
        // spec 2 §4 status 5: the report interval can be set while the device is offline (applied when it wakes).
        service('ConfigurationService', 'configuration', [num('ReportInterval', 300, { min: 30, max: 3600, step: 30, unit: 's' }, false, { notToDisable: true })]),
        batteryService(12),
        meshService('zwave', 0),
      ],
    },
    [quick('PressureService', 'Pressure')],
  );
}

export function panicButton(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Security',
      kind: 'panic_button',
      device_manufacturer: 'Popp',
      bus_id: 'zwave',
      icon: 'panic',
      firmwareVersion: '1.1',
      service_list: [
        service('PanicService', 'sensory', [
          // spec 2 §4: panic button icon by type (Arm, Emergency, Fire, Panic).
          option('Type', 3, { '0': 'Arm', '1': 'Emergency', '2': 'Fire', '3': 'Panic' }, true),
          bool('Triggered', false, true),
        ]),
        batteryService(91),
        meshService('zwave', 131),
      ],
    },
    [quick('PanicService', 'Triggered')],
  );
}

export function multiSensor(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Sensor',
      kind: 'sensor',
      device_manufacturer: 'Aeotec',
      bus_id: 'zwave',
      icon: 'multisensor',
      firmwareVersion: '1.15',
      service_list: [
        service('SensorService', 'sensory', [
          num('Temperature', 23.5, { min: -20, max: 60, unit: '°C' }, true),
          num('Humidity', 58, { min: 0, max: 100, unit: '%' }, true),
          num('Luminance', 320, { min: 0, max: 30000, unit: 'lx' }, true),
          bool('Motion', false, true),
        ]),
        service('ConfigurationService', 'configuration', [num('MotionTimeout', 60, { min: 10, max: 3600, step: 10, unit: 's' })]),
        batteryService(67),
        meshService('zwave', 150),
        otaService(false),
      ],
    },
    [quick('SensorService', 'Temperature'), quick('SensorService', 'Humidity'), quick('SensorService', 'Motion')],
  );
}

export function contactSensor(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Sensor',
      kind: 'sensor',
      device_manufacturer: 'Xiaomi',
      bus_id: 'zigbee',
      icon: 'window_contact',
      firmwareVersion: '3.0.1',
      service_list: [service('ContactService', 'sensory', [bool('Open', false, true), bool('Tamper', false, true)]), batteryService(83), meshService('zigbee', 188)],
    },
    [quick('ContactService', 'Open')],
  );
}
