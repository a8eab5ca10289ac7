import type { Device } from '@homeport/sdk';
import { batteryService, bool, device, meshService, num, option, quick, service, type DeviceSpec } from './build';

/** Thermostat, fan, roller shutter and weather station. */

/** spec 2 §9 "Weather summaries: 17 values"; the widget's WEATHER_SUMMARIES in the same order. */
const WEATHER_SUMMARY_VALUES: Record<string, string> = Object.fromEntries(
  [
    'sunny',
    'clear_night',
    'mostly_sunny',
    'partly_cloudy',
    'mostly_cloudy',
    'cloudy',
    'overcast',
    'fog',
    'drizzle',
    'rain',
    'heavy_rain',
    'showers',
    'thunderstorm',
    'sleet',
    'snow',
    'hail',
    'windy',
  ].map((name, code) => [String(code), name]),
);

export function thermostat(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Thermostat',
      kind: 'thermostat',
      device_manufacturer: 'Danfoss',
      bus_id: 'zwave',
      icon: 'thermostat',
      firmwareVersion: '1.12',
      service_list: [
        service('ThermostatService', 'control', [
          // spec 2 §4: modes 0 off, 1 heat, 2 cool, 3 fan.
          option('Mode', 1, { '0': 'off', '1': 'heat', '2': 'cool', '3': 'fan' }),
          // spec 2 §5: value setter min 16, max 31, step 0.5.
          num('SetPoint', 21.5, { min: 16, max: 31, step: 0.5, unit: '°C' }),
          num('CurrentTemperature', 20.8, { min: -20, max: 60, unit: '°C' }, true),
        ]),
        batteryService(76),
        meshService('zwave', 120),
      ],
    },
    [quick('ThermostatService', 'Mode'), quick('ThermostatService', 'SetPoint'), quick('ThermostatService', 'CurrentTemperature')],
  );
}

export function fan(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'HVAC',
      kind: 'fan',
      device_manufacturer: 'Atomberg',
      bus_id: 'wise',
      icon: 'fan',
      firmwareVersion: '1.4.0',
      service_list: [
        service('FanService', 'control', [
          bool('State', true),
          // spec 2 §4: fan mode cycles 0 to 3.
          option('Mode', 2, { '0': 'auto', '1': 'low', '2': 'medium', '3': 'high' }),
          num('Speed', 3, { min: 1, max: 5, step: 1 }),
        ]),
      ],
    },
    [quick('FanService', 'State'), quick('FanService', 'Mode')],
  );
}

export function rollerShutter(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Shutter',
      kind: 'roller_shutter',
      device_manufacturer: 'Somfy',
      bus_id: 'zwave',
      icon: 'shutter',
      firmwareVersion: '5.2',
      service_list: [
        // spec 2 §5: roller shutter levels 0 to 99 (99 is fully open).
        service('ShutterService', 'control', [num('Level', 99, { min: 0, max: 99, step: 1, unit: '%' }), option('Command', 0, { '0': 'stop', '1': 'open', '2': 'close' })]),
        service('ConfigurationService', 'configuration', [num('TravelTime', 25, { min: 5, max: 120, step: 1, unit: 's' })]),
        meshService('zwave', 98),
      ],
    },
    [quick('ShutterService', 'Level'), quick('ShutterService', 'Command')],
  );
}

export function weatherStation(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'WeatherDevice',
      kind: 'weather',
      device_manufacturer: 'Netatmo',
      bus_id: 'ip',
      icon: 'weather',
      firmwareVersion: '205',
      service_list: [
        service('WeatherService', 'sensory', [
          // spec 2 §9: the 17 weather summaries (codes in docs/contracts.md).
          option('Summary', 2, WEATHER_SUMMARY_VALUES, true),
          num('Temperature', 27.4, { min: -40, max: 65, unit: '°C' }, true),
          num('Humidity', 64, { min: 0, max: 100, unit: '%' }, true),
          num('Pressure', 1008.6, { min: 800, max: 1100, unit: 'hPa' }, true),
          num('WindSpeed', 12.3, { min: 0, max: 200, unit: 'km/h' }, true),
          num('Rainfall', 0.4, { min: 0, unit: 'mm' }, true),
          bool('Rain', false, true),
        ]),
        batteryService(88),
      ],
    },
    [quick('WeatherService', 'Temperature'), quick('WeatherService', 'Humidity'), quick('WeatherService', 'WindSpeed')],
  );
}
