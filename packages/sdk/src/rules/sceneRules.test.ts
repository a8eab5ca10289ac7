import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { DeviceProperty } from '../wire/deviceEvents';
import { AddActionNotificationParams, AddTimeTriggerParams, MAX_DELAY_MS, UNFINISHED_RULE_PREFIX, formatTriggerTime, parseTriggerTime, type Rule } from '../wire/scenes';
import {
  compareTypesFor,
  delayLabelParts,
  delayProblems,
  delayToMs,
  epochOfWallClock,
  hasDeviceTrigger,
  isUnfinishedRule,
  mayBeAction,
  mayBeChosen,
  mayBeTrigger,
  mayToggleStatus,
  msToDelay,
  ruleNameTaken,
  scenarioStatusName,
  timeTriggerProblems,
  unfinishedRuleName,
  wallClockIn,
} from './sceneRules';

const property = (type: DeviceProperty['type'], readonly = false): DeviceProperty => ({ name: 'P', value: null, type, readonly });
const rules = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));

describe('what may be a trigger or an action (spec 2 §5)', () => {
  it('lets numbers and text compare with EQ, LT and GT, booleans and options with EQ only', () => {
    expect(compareTypesFor(property('number'))).toEqual(['EQ', 'LT', 'GT']);
    expect(compareTypesFor(property('text'))).toEqual(['EQ', 'LT', 'GT']);
    expect(compareTypesFor(property('bool'))).toEqual(['EQ']);
    expect(compareTypesFor(property('option'))).toEqual(['EQ']);
  });

  it('refuses LimitValue, PowerLimit, ActivePower and Calibrate as triggers, read-only properties as actions, devices not online', () => {
    for (const name of ['LimitValue', 'PowerLimit', 'ActivePower', 'Calibrate']) expect(mayBeTrigger(name)).toBe(false);
    expect(mayBeTrigger('Temperature')).toBe(true);
    expect(mayBeAction(property('number', true))).toBe(false);
    expect(mayBeAction(property('number'))).toBe(true);
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter((status) => mayBeChosen({ status }))).toEqual([2]);
  });

  it('finds a device trigger on the same device, service and property', () => {
    const rule = { event_triggers: [{ id: 1, event_source: 17, service_name: 'ContactService', property_name: 'Open', value: true, compare_type: 'EQ' as const, delay: 0 }] };
    expect(hasDeviceTrigger(rule, 17, 'ContactService', 'Open')).toBe(true);
    expect(hasDeviceTrigger(rule, 17, 'ContactService', 'Tamper')).toBe(false);
    expect(hasDeviceTrigger(rule, 16, 'ContactService', 'Open')).toBe(false);
  });
});

describe('rule names', () => {
  it('takes a name as taken whatever its case and spaces, except the rule being renamed', () => {
    expect(ruleNameTaken(rules('Good night', 'Away'), ' GOOD NIGHT ')).toBe(true);
    expect(ruleNameTaken(rules('Good night', 'Away'), 'good night', 1)).toBe(false);
    expect(ruleNameTaken(rules('Good night'), 'Good morning')).toBe(false);
  });

  it('names the wizard’s unfinished rule with the first free number', () => {
    expect(unfinishedRuleName([])).toBe(UNFINISHED_RULE_PREFIX);
    expect(unfinishedRuleName(rules(UNFINISHED_RULE_PREFIX, `${UNFINISHED_RULE_PREFIX} 2`))).toBe(`${UNFINISHED_RULE_PREFIX} 3`);
    expect(isUnfinishedRule({ name: `${UNFINISHED_RULE_PREFIX} 3` })).toBe(true);
    expect(isUnfinishedRule({ name: `${UNFINISHED_RULE_PREFIX}s` })).toBe(false);
    expect(isUnfinishedRule({ name: 'Night' } satisfies Pick<Rule, 'name'>)).toBe(false);
  });
});

describe('scenario statuses', () => {
  it('names resource ids 0 to 19 and toggles only a known status that is on', () => {
    expect(scenarioStatusName(0)).toBe('silence');
    expect(scenarioStatusName(19)).toBe('unlock');
    expect(scenarioStatusName(20)).toBeNull();
    expect(mayToggleStatus({ resource_id: 5, state: true })).toBe(true);
    expect(mayToggleStatus({ resource_id: 5, state: false })).toBe(false);
    expect(mayToggleStatus({ resource_id: 25, state: true })).toBe(false);
  });
});

describe('delays (hours 0-23, minutes and seconds 0-59, in ms)', () => {
  it('checks each part and converts both ways', () => {
    expect(delayProblems({ hours: 23, minutes: 59, seconds: 59 })).toEqual([]);
    expect(delayProblems({ hours: 24, minutes: 60, seconds: -1 })).toEqual(['hours', 'minutes', 'seconds']);
    expect(delayProblems({ hours: 1.5, minutes: 0, seconds: 0 })).toEqual(['hours']);
    expect(delayToMs({ hours: 1, minutes: 2, seconds: 3 })).toBe(3_723_000);
    expect(msToDelay(3_723_000)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(delayToMs(msToDelay(MAX_DELAY_MS * 2))).toBe(MAX_DELAY_MS);
    expect(delayLabelParts(30_000)).toEqual({ unit: 'seconds', value: 30 });
    expect(delayLabelParts(90_000)).toEqual({ unit: 'minutes', value: 1.5 });
    expect(delayLabelParts(5_400_000)).toEqual({ unit: 'hours', value: 1.5 });
  });
});

describe('time triggers', () => {
  const now = { year: 2026, month: 6, day: 15, hour: 12, minute: 0, second: 0 };
  const once = [false, false, false, false, false, false, false];

  it('reads and writes DD-MM-YYYY HH:mm:ss, refusing dates and times that do not exist', () => {
    expect(parseTriggerTime('29-02-2028 23:59:59')).toEqual({ year: 2028, month: 2, day: 29, hour: 23, minute: 59, second: 59 });
    for (const time of ['29-02-2027 10:00:00', '31-04-2026 10:00:00', '01-13-2026 10:00:00', '01-01-2026 24:00:00', '01-01-2026 10:60:00', '1-1-2026 10:00:00'])
      expect(parseTriggerTime(time), time).toBeNull();
    expect(formatTriggerTime({ year: 2026, month: 1, day: 2, hour: 3, minute: 4, second: 5 })).toBe('02-01-2026 03:04:05');
    expect(v.safeParse(AddTimeTriggerParams, { rule_id: 1, time: '31-04-2026 10:00:00' }).success).toBe(false);
    expect(v.parse(AddTimeTriggerParams, { rule_id: 1, time: '30-04-2026 10:00:00' }).repeat).toEqual(once);
  });

  it('refuses a time in the past unless it repeats, and parts out of range', () => {
    expect(timeTriggerProblems({ ...now, minute: 1, repeat: once }, now)).toEqual([]);
    expect(timeTriggerProblems({ ...now, repeat: once }, now)).toEqual(['past']);
    expect(timeTriggerProblems({ ...now, year: 2020, repeat: [true, false, false, false, false, false, false] }, now)).toEqual([]);
    expect(timeTriggerProblems({ ...now, hour: 24, minute: 60, second: 60, repeat: once }, now)).toEqual(['hour', 'minute', 'second']);
    expect(timeTriggerProblems({ ...now, month: 2, day: 30, repeat: once }, now)).toEqual(['date']);
  });

  it('reads the wall clock of a time zone, and finds the instant of a wall time, across DST changes', () => {
    const instant = Date.UTC(2026, 6, 1, 12, 0, 0);
    expect(wallClockIn(instant, 'Asia/Kolkata')).toEqual({ year: 2026, month: 7, day: 1, hour: 17, minute: 30, second: 0 });
    expect(epochOfWallClock({ year: 2026, month: 7, day: 1, hour: 17, minute: 30, second: 0 }, 'Asia/Kolkata')).toBe(instant);
    expect(epochOfWallClock({ year: 2026, month: 1, day: 10, hour: 8, minute: 0, second: 0 }, 'Europe/Paris')).toBe(Date.UTC(2026, 0, 10, 7));
    expect(epochOfWallClock({ year: 2026, month: 7, day: 10, hour: 8, minute: 0, second: 0 }, 'Europe/Paris')).toBe(Date.UTC(2026, 6, 10, 6));
    // Clocks going back: 02:30 comes twice; the first one.
    expect(epochOfWallClock({ year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 }, 'Europe/Paris')).toBe(Date.UTC(2026, 9, 25, 0, 30));
    expect(epochOfWallClock({ year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 }, 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 5, 30));
    // Clocks going forward: 02:30 never shows; an hour later (03:30 summer time).
    expect(epochOfWallClock({ year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 }, 'Europe/Paris')).toBe(Date.UTC(2026, 2, 29, 1, 30));
  });
});

describe('notification actions', () => {
  it('takes an e-mail to a lower-cased address, a push without one, and no short description', () => {
    const base = { rule_id: 1, action_set_id: 2, desc: 'Window open' };
    expect(v.parse(AddActionNotificationParams, { ...base, type: 0, destination: ' QA@Example.com ' })).toMatchObject({ destination: 'qa@example.com', short_desc: '' });
    expect(v.parse(AddActionNotificationParams, { ...base, type: 1 })).toMatchObject({ destination: '', short_desc: '' });
    expect(v.safeParse(AddActionNotificationParams, { ...base, type: 0, destination: 'nobody' }).success).toBe(false);
    expect(v.safeParse(AddActionNotificationParams, { ...base, type: 0 }).success).toBe(false);
  });
});
