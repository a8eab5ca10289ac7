import { describe, expect, it } from 'vitest';
import {
  actionAlarmParams,
  actionDeviceParams,
  actionNotificationParams,
  actionSetDelayParams,
  addActionSetParams,
  createRuleParams,
  deviceTriggerParams,
  statusTriggerParams,
  timeTriggerParams,
  updateRuleParams,
} from './buildParams';

const repeat = [true, false, false, false, false, true, false];

describe('the rule commands’ params, checked with the sdk schemas before they leave', () => {
  it('starts the wizard’s rule inactive, so a half rule never fires', () => {
    expect(createRuleParams('Unfinished rule')).toEqual({ ok: true, params: { name: 'Unfinished rule', active: false, rule_logic: 'OR' } });
  });

  it('sends a time trigger as DD-MM-YYYY HH:mm:ss plus seven repeat flags (spec 2 §7)', () => {
    expect(timeTriggerParams(4, { year: 2026, month: 3, day: 7, hour: 6, minute: 5, second: 0, repeat })).toEqual({
      ok: true,
      params: { rule_id: 4, time: '07-03-2026 06:05:00', repeat },
    });
    expect(timeTriggerParams(4, { year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59, repeat }, 9)).toEqual({
      ok: true,
      params: { rule_id: 4, time: '31-12-2026 23:59:59', repeat, trigger_id: 9 },
    });
  });

  it('refuses a time that is not a real date or clock time', () => {
    const wrong = timeTriggerParams(4, { year: 2026, month: 2, day: 30, hour: 6, minute: 0, second: 0, repeat });
    expect(wrong).toMatchObject({ ok: false, field: 'time' });
    expect(timeTriggerParams(4, { year: 2026, month: 2, day: 3, hour: 24, minute: 0, second: 0, repeat })).toMatchObject({ ok: false, field: 'time' });
  });

  it('sends a device trigger with its comparison and hold time in ms', () => {
    expect(deviceTriggerParams(4, { device: 17, service: 'ContactService', property: 'Open', value: true, compareType: 'EQ', delayMs: 0 })).toEqual({
      ok: true,
      params: { rule_id: 4, device: 17, service: 'ContactService', property: 'Open', value: true, compare_type: 'EQ', delay: 0 },
    });
    expect(deviceTriggerParams(4, { device: 17, service: 'S', property: 'P', value: 1, compareType: 'GT', delayMs: 86_400_000 })).toMatchObject({ ok: false, field: 'delay' });
  });

  it('checks a status by its resource id 0 to 19', () => {
    expect(statusTriggerParams(4, 15, false)).toEqual({ ok: true, params: { rule_id: 4, resource_id: 15, state: false } });
    expect(statusTriggerParams(4, 20, true)).toMatchObject({ ok: false, field: 'resource_id' });
  });

  it('adds a step with its delay, and changes a step’s delay', () => {
    expect(addActionSetParams(4, 10_000)).toEqual({ ok: true, params: { rule_id: 4, delay: 10_000 } });
    expect(actionSetDelayParams(4, 2, 30_000)).toEqual({ ok: true, params: { rule_id: 4, action_set_id: 2, delay: 30_000 } });
  });

  it('sends a device setting', () => {
    expect(actionDeviceParams(4, 2, { device: 1, service: 'SwitchService', property: 'State', value: true })).toEqual({
      ok: true,
      params: { rule_id: 4, action_set_id: 2, device: 1, service: 'SwitchService', property: 'State', value: true },
    });
  });

  it('sends a push notification without destination, an e-mail with its address lower-cased; the short text defaults to the message', () => {
    expect(actionNotificationParams(4, 2, { type: 1, desc: ' Window opened ', shortDesc: '', destination: 'ignored@x.test' })).toEqual({
      ok: true,
      params: { rule_id: 4, action_set_id: 2, type: 1, desc: 'Window opened', short_desc: 'Window opened', destination: '' },
    });
    expect(actionNotificationParams(4, 2, { type: 2, desc: 'y'.repeat(300), shortDesc: '', destination: '' })).toMatchObject({ ok: true, params: { short_desc: 'y'.repeat(100) } });
    expect(actionNotificationParams(4, 2, { type: 0, desc: 'Hi', shortDesc: 'Hi', destination: ' Me@Example.TEST ' })).toEqual({
      ok: true,
      params: { rule_id: 4, action_set_id: 2, type: 0, desc: 'Hi', short_desc: 'Hi', destination: 'me@example.test' },
    });
    expect(actionNotificationParams(4, 2, { type: 0, desc: 'Hi', shortDesc: '', destination: 'nobody' })).toMatchObject({ ok: false, field: 'destination' });
    expect(actionNotificationParams(4, 2, { type: 1, desc: '  ', shortDesc: '', destination: '' })).toMatchObject({ ok: false, field: 'desc' });
  });

  it('sends an alarm code from 1 to 99999', () => {
    expect(actionAlarmParams(4, 2, 1001)).toEqual({ ok: true, params: { rule_id: 4, action_set_id: 2, alarm_code: 1001 } });
    expect(actionAlarmParams(4, 2, 0)).toMatchObject({ ok: false, field: 'alarm_code' });
  });

  it('renames with the name trimmed, and needs something to change', () => {
    expect(updateRuleParams(4, { name: '  Good night ', active: true })).toEqual({ ok: true, params: { rule_id: 4, name: 'Good night', active: true } });
    expect(updateRuleParams(4, {})).toMatchObject({ ok: false });
  });
});
