import { describe, expect, it } from 'vitest';
import { GatewayCode, GatewayRequestError, GatewayTimeoutError, type ActionSet, type Device } from '@homeport/sdk';
import { createI18n } from '../../i18n/createI18n';
import { actionItems, deviceTriggerText, statusTriggerText, timeTriggerText } from './ruleText';
import { sceneCommandText } from './sceneCommandText';
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

const t = createI18n().t;

const devices = new Map<number, Device>([
  [
    17,
    {
      id: 17,
      device_name: 'Bedroom Window',
      service_list: [{ name: 'ContactService', type: 'sensory', property_list: [{ name: 'Open', type: 'bool', value: false, readonly: true }] }],
    } as unknown as Device,
  ],
  [
    3,
    {
      id: 3,
      device_name: 'Bedroom Thermostat',
      service_list: [
        {
          name: 'ThermostatService',
          type: 'control',
          property_list: [
            { name: 'Mode', type: 'option', value: 1, readonly: false, options: { values: { '0': 'off', '1': 'heat' } } },
            { name: 'Temperature', type: 'number', value: 21, readonly: true, options: { unit: '°C' } },
          ],
        },
      ],
    } as unknown as Device,
  ],
]);
const lookup = (id: number) => devices.get(id);

describe('a rule in words', () => {
  it('a time trigger once, or on its repeat days', () => {
    const at = { id: 1, year: 2026, month: 3, day: 7, hour: 6, minute: 5, second: 0 };
    expect(timeTriggerText(t, { ...at, repeat: [false, false, false, false, false, false, false] })).toBe('At 06:05:00 on 07-03-2026');
    expect(timeTriggerText(t, { ...at, repeat: [true, false, false, false, false, true, true] })).toBe('At 06:05:00 every Mon, Sat, Sun');
  });

  it('a device trigger with its device, property, comparison, value and hold time', () => {
    const open = { id: 2, event_source: 17, service_name: 'ContactService', property_name: 'Open', value: true, compare_type: 'EQ' as const, delay: 0 };
    expect(deviceTriggerText(t, open, lookup)).toBe('Bedroom Window: Open is On');
    expect(
      deviceTriggerText(t, { ...open, event_source: 3, service_name: 'ThermostatService', property_name: 'Temperature', value: 25, compare_type: 'GT', delay: 90_000 }, lookup),
    ).toBe('Bedroom Thermostat: Temperature above 25 °C, for 1.5 min');
    expect(deviceTriggerText(t, { ...open, event_source: 99 }, lookup)).toBe('Device 99: Open is On');
  });

  it('a status trigger', () => {
    expect(statusTriggerText(t, { id: 3, name: 'away', state: true, resource_id: 15 })).toBe('Status Away turns on');
    expect(statusTriggerText(t, { id: 3, name: 'odd', state: false, resource_id: 42 })).toBe('Status odd turns off');
  });

  it('a step’s actions in the order they run, each with how to remove it', () => {
    const set: ActionSet = {
      id: 8,
      name: 'Step',
      delay: 10_000,
      devices: [{ id: 3, settings: [{ service_name: 'ThermostatService', property: 'Mode', value: 0 }] }],
      statuses: [{ name: 'away', resource_id: 15, enabled: false }],
      notifications: [
        { notification_id: 5, type: 1, desc: 'Window open', short_desc: 'Window', destination: '' },
        { notification_id: 6, type: 0, desc: 'Hello', short_desc: 'Hello', destination: 'me@example.test' },
      ],
      alarms: [{ alarm_code: 1001 }],
      push_notification: 1,
      notification: 1,
      alarm_notification: 1,
    };
    const items = actionItems(t, set, lookup);
    expect(items.map((i) => i.text)).toEqual([
      'Bedroom Thermostat: Mode to Off',
      'Switch status Away off',
      'Push notification: Window open',
      'E-mail to me@example.test: Hello',
      'Raise alarm 1001',
    ]);
    expect(items.map((i) => i.remove)).toEqual([
      { name: 'remove_action_device', params: { action_set_id: 8, device: 3, service: 'ThermostatService', property: 'Mode' } },
      { name: 'remove_action_status', params: { action_set_id: 8, resource_id: 15 } },
      { name: 'remove_action_notification', params: { action_set_id: 8, notification_id: 5 } },
      { name: 'remove_action_notification', params: { action_set_id: 8, notification_id: 6 } },
      { name: 'remove_action_alarm', params: { action_set_id: 8, alarm_code: 1001 } },
    ]);
  });
});

describe('a refused rule command in words', () => {
  it('gives the rule codes their own meaning', () => {
    expect(sceneCommandText(new GatewayRequestError(GatewayCode.duplicate, 'taken'), t)).toBe('There is already a scene with this name.');
    expect(sceneCommandText(new GatewayRequestError(GatewayCode.duplicate, 'taken'), t, 'trigger')).toBe('This scene already has a trigger on that property.');
    expect(sceneCommandText(new GatewayRequestError(GatewayCode.wrongState, 'limit'), t)).toBe('The gateway holds no more of these: its limit is reached.');
    expect(sceneCommandText(new GatewayRequestError(GatewayCode.badValue, 'time is in the past'), t)).toBe('The gateway does not take this: time is in the past');
    expect(sceneCommandText(new GatewayRequestError(GatewayCode.unknownCommand, 'unknown'), t)).toBe('This gateway’s firmware has no scenes.');
  });

  it('says what every gateway command says of the rest', () => {
    expect(sceneCommandText(new GatewayRequestError(GatewayCode.forbidden, 'no'), t)).toBe('Your role does not allow this change.');
    expect(sceneCommandText(new GatewayTimeoutError('run_rule', 15_000), t)).toBe(t('ERRORS.GATEWAY_TIMEOUT'));
  });
});
