import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddTimeTriggerParams,
  KeptRuleListSchema,
  MAX_RULES,
  MAX_RULE_NOTIFICATIONS,
  MAX_RULES_BYTES,
  MAX_TRIGGER_YEAR,
  MIN_TRIGGER_YEAR,
  TimeTriggerSchema,
  parseTriggerTime,
  rulesBytes,
} from './scenes';

const once = [false, false, false, false, false, false, false];
const trigger = (year: number) => ({ id: 2, year, month: 1, day: 1, hour: 0, minute: 0, second: 0, repeat: once });
const rule = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Rule ${id}`,
  active: true,
  rule_logic: 'OR',
  time_triggers: [],
  event_triggers: [],
  statuses: [],
  scenes: [],
  ...extra,
});
const mail = (destination: string, extra: Record<string, unknown> = {}) => ({
  id: 3,
  name: 'Tell',
  delay: 0,
  devices: [],
  statuses: [],
  notifications: [{ notification_id: 4, type: 0, desc: 'Hello', short_desc: '', destination }],
  alarms: [],
  push_notification: 0,
  notification: 1,
  alarm_notification: 0,
  ...extra,
});
const problem = (rules: unknown[]) => {
  const read = v.safeParse(KeptRuleListSchema, rules);
  return read.success ? null : `${v.getDotPath(read.issues[0]) ?? ''} ${read.issues[0].message}`;
};

describe('time-trigger dates', () => {
  it('are real dates from 1970 to 2199, for a command and for a kept rule alike', () => {
    expect([MIN_TRIGGER_YEAR, MAX_TRIGGER_YEAR]).toEqual([1970, 2199]);
    expect(parseTriggerTime('31-12-2199 23:59:59')).not.toBeNull();
    expect(parseTriggerTime('01-01-2200 00:00:00')).toBeNull();
    expect(v.safeParse(AddTimeTriggerParams, { rule_id: 1, time: '01-01-2200 00:00:00' }).success).toBe(false);
    expect(v.safeParse(TimeTriggerSchema, trigger(2199)).success).toBe(true);
    for (const year of [1_000_000, 2200, 1969, 2030.5, Number.NaN]) expect(v.safeParse(TimeTriggerSchema, trigger(year)).success, String(year)).toBe(false);
    expect(problem([rule(1, { time_triggers: [trigger(1_000_000)] })])).toBe('0.time_triggers.0.year must be an integer from 1970 to 2199');
    expect(problem([rule(1, { time_triggers: [{ ...trigger(2030), month: 2, day: 30 }] })])).toMatch(/^0\.time_triggers\.0 must be a real date/);
  });
});

describe('the rules a gateway may keep', () => {
  it('accepts what the commands make, and refuses what they refuse', () => {
    expect(problem([rule(1, { scenes: [mail('dana@example.com')] }), rule(2)])).toBeNull();
    expect(problem(Array.from({ length: MAX_RULES + 1 }, (_, i) => rule(i + 1)))).toMatch(/at most 500 rules/);
    expect(problem([rule(1), rule(1)])).toMatch(/its own id/);
    expect(problem([rule(1), { ...rule(2), name: ' RULE 1 ' }])).toMatch(/its own name/);
    expect(problem([{ ...rule(1), name: 'x'.repeat(65) }])).toMatch(/^0\.name must be 1 to 64/);
    expect(problem([rule(1, { scenes: [mail('victim@example.com\r\nBcc: list@example.org')] })])).toMatch(/^0\.scenes\.0\.notifications\.0\.destination/);
    expect(problem([rule(1, { scenes: [mail('dana@example.com', { delay: -1 })] })])).toMatch(/^0\.scenes\.0\.delay/);
    expect(
      problem([
        rule(1, { scenes: [mail('dana@example.com', { notifications: [{ notification_id: 4, type: 0, desc: 'b'.repeat(501), short_desc: '', destination: 'a@b.co' }] })] }),
      ]),
    ).toMatch(/desc/);
  });

  it('keeps the rules to MAX_RULES_BYTES of JSON, counted as UTF-8', () => {
    expect(rulesBytes([{ name: 'é€😀' }])).toBe(new TextEncoder().encode(JSON.stringify([{ name: 'é€😀' }])).length);
    // A rule at its largest within the notification cap: one action set, MAX_RULE_NOTIFICATIONS long texts.
    const texts = (id: number, count: number) =>
      Array.from({ length: count }, (_, n) => ({ notification_id: id * 100 + n, type: 1, desc: 'x'.repeat(500), short_desc: '', destination: '' }));
    const big = (id: number, count = MAX_RULE_NOTIFICATIONS) =>
      rule(id, { scenes: [{ ...mail('a@b.co'), notifications: texts(id, count), push_notification: count, notification: 0 }] });
    expect(problem([big(1)])).toBeNull();
    expect(problem([big(1, MAX_RULE_NOTIFICATIONS + 1)])).toMatch(/^0 sends at most 10 notifications/);
    expect(problem(Array.from({ length: 200 }, (_, i) => big(i + 1)))).toMatch(new RegExp(`${MAX_RULES_BYTES} bytes`));
  });
});
