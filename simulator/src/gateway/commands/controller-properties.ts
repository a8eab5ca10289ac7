import { type ControllerProperties, gatewayCommands, otaWindowProblem } from '@homeport/sdk';
import { settingsOf } from '../gatewaySettings';
import { readParams } from './params';
import { CommandError, ResponseCode, type EmittedEvent } from './outcome';
import type { CommandHandler } from './types';

/**
 * The gateway's own services (spec 2 §7: OTA start and stop times use
 * OtaControllerService; alarm notification toggles AlarmControllerService).
 */
export const getControllerProperties: CommandHandler = {
  name: 'get_controller_properties',
  channel: 'osm',
  writes: false,
  run(_params, emulator) {
    const settings = settingsOf(emulator.contents);
    const answer: ControllerProperties = { OtaControllerService: { ...settings.ota }, AlarmControllerService: { ...settings.alarms } };
    return { code: ResponseCode.ok, data: answer };
  },
};

/**
 * Sets properties of one of them at once: the node firmware window is
 * judged whole (spec 2 §4: the end must be later than the start, else code 5
 * and nothing changes). Each changed property is announced with
 * controller_property_changed.
 */
export const setControllerProperties: CommandHandler = {
  name: 'set_controller_properties',
  channel: 'osm',
  writes: true,
  run(params, emulator) {
    const request = readParams(gatewayCommands.set_controller_properties.params, params);
    const settings = settingsOf(emulator.contents);
    const events: EmittedEvent[] = [];
    const changed = (service: string, name: string, value: string | boolean) =>
      events.push({ name: 'controller_property_changed', data: { service_name: service, property_name: name, property_value: value } });
    if (request.service === 'OtaControllerService') {
      if (otaWindowProblem(request.values) === 'stopNotAfterStart') {
        throw new CommandError(ResponseCode.badValue, 'params.values.AutoUpdateStopTime must be later than AutoUpdateStartTime');
      }
      for (const name of ['AutoUpdateStartTime', 'AutoUpdateStopTime'] as const) {
        if (settings.ota[name] !== request.values[name]) changed(request.service, name, request.values[name]);
        settings.ota[name] = request.values[name];
      }
    } else {
      for (const name of ['Notifications', 'StatusChangeNotifications'] as const) {
        const value = request.values[name];
        if (value === undefined) continue;
        if (settings.alarms[name] !== value) changed(request.service, name, value);
        settings.alarms[name] = value;
      }
    }
    emulator.save();
    const answer: ControllerProperties = { OtaControllerService: { ...settings.ota }, AlarmControllerService: { ...settings.alarms } };
    return { code: ResponseCode.ok, data: answer, events };
  },
};
