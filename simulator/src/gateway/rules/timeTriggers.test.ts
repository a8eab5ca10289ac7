import { describe, expect, it } from 'vitest';
import type { TimeTrigger } from '@homeport/sdk';
import { compares } from './compare';
import { nextFiring, timeTriggerHolds, timeTriggerProblem } from './timeTriggers';

const trigger = (parts: Partial<TimeTrigger>): TimeTrigger => ({
  id: 1,
  year: 2026,
  month: 6,
  day: 1,
  hour: 7,
  minute: 0,
  second: 0,
  repeat: [false, false, false, false, false, false, false],
  ...parts,
});
/** 2026-06-01 is a Monday; Kolkata is UTC+05:30 all year. */
const kolkata = (day: number, hour: number, minute = 0) => Date.UTC(2026, 5, day, hour, minute) - 5.5 * 3_600_000;
const ZONE = 'Asia/Kolkata';

describe('nextFiring', () => {
  it('fires a one-off trigger at its date and time, and never once it is past', () => {
    expect(nextFiring(trigger({}), ZONE, kolkata(1, 6))).toBe(kolkata(1, 7));
    expect(nextFiring(trigger({}), ZONE, kolkata(1, 7))).toBeNull();
  });

  it('fires a repeating trigger on the chosen weekdays from its date on', () => {
    const mwf = trigger({ repeat: [true, false, true, false, true, false, false] });
    expect(nextFiring(mwf, ZONE, kolkata(1, 6))).toBe(kolkata(1, 7));
    expect(nextFiring(mwf, ZONE, kolkata(1, 7))).toBe(kolkata(3, 7));
    expect(nextFiring(mwf, ZONE, kolkata(5, 8))).toBe(kolkata(8, 7));
    // From its date on: a trigger starting on Wednesday 10 June skips Monday the 8th.
    expect(nextFiring({ ...mwf, day: 10 }, ZONE, kolkata(1, 8))).toBe(kolkata(10, 7));
    // Only Mondays, asked on Monday after the time: next Monday.
    expect(nextFiring(trigger({ repeat: [true, false, false, false, false, false, false] }), ZONE, kolkata(1, 9))).toBe(kolkata(8, 7));
  });

  it('follows the time zone across a DST change (Paris: 07:00 is 05:00 UTC in summer, 06:00 in winter)', () => {
    const daily = trigger({ year: 2026, month: 10, day: 20, repeat: [true, true, true, true, true, true, true] });
    expect(nextFiring(daily, 'Europe/Paris', Date.UTC(2026, 9, 24, 12))).toBe(Date.UTC(2026, 9, 25, 6));
    expect(nextFiring(daily, 'Europe/Paris', Date.UTC(2026, 9, 23, 12))).toBe(Date.UTC(2026, 9, 24, 5));
  });
});

describe('timeTriggerHolds (AND logic)', () => {
  it('holds from its time to the end of a day it fires on', () => {
    const mondays = trigger({ hour: 20, repeat: [true, false, false, false, false, false, false] });
    expect(timeTriggerHolds(mondays, ZONE, kolkata(8, 19, 59))).toBe(false);
    expect(timeTriggerHolds(mondays, ZONE, kolkata(8, 20))).toBe(true);
    expect(timeTriggerHolds(mondays, ZONE, kolkata(8, 23, 59))).toBe(true);
    expect(timeTriggerHolds(mondays, ZONE, kolkata(9, 21))).toBe(false);
    const once = trigger({ day: 3, hour: 20 });
    expect(timeTriggerHolds(once, ZONE, kolkata(3, 21))).toBe(true);
    expect(timeTriggerHolds(once, ZONE, kolkata(10, 21))).toBe(false);
  });
});

describe('compares', () => {
  it('compares numbers as numbers, text and options as strings, booleans for equality only; an unknown value never matches', () => {
    expect(compares(31, 'GT', 30)).toBe(true);
    expect(compares(9, 'LT', 10)).toBe(true);
    expect(compares(10, 'EQ', 10)).toBe(true);
    expect(compares('b', 'GT', 'a')).toBe(true);
    expect(compares('abc', 'EQ', 'abc')).toBe(true);
    expect(compares(2, 'EQ', '2')).toBe(true);
    expect(compares(true, 'EQ', true)).toBe(true);
    expect(compares(true, 'GT', false)).toBe(false);
    expect(compares(null, 'EQ', null)).toBe(false);
    expect(compares(undefined, 'LT', 5)).toBe(false);
  });
});

describe('a time trigger that cannot be armed', () => {
  const daily = [true, true, true, true, true, true, true];

  it('is skipped, never thrown: a year 1000000, a field that is no number, a time zone nobody knows', () => {
    for (const [bad, zone] of [
      [trigger({ year: 1_000_000 }), ZONE],
      [trigger({ year: 1_000_000, repeat: daily }), ZONE],
      [trigger({ month: Number.NaN }), ZONE],
      [trigger({ hour: 'seven' as unknown as number, repeat: daily }), ZONE],
      [trigger({}), 'Nowhere/Atlantis'],
    ] as const) {
      expect(() => nextFiring(bad, zone, kolkata(1, 6))).not.toThrow();
      expect(nextFiring(bad, zone, kolkata(1, 6))).toBeNull();
      expect(timeTriggerHolds(bad, zone, kolkata(1, 8))).toBe(false);
      expect(timeTriggerProblem(bad, zone, kolkata(1, 6))).toEqual(expect.any(String));
    }
    expect(timeTriggerProblem(trigger({ year: 1_000_000 }), ZONE, kolkata(1, 6))).toMatch(/^1000000-6-1 7:0:0: RangeError/);
  });

  it('leaves a good one alone', () => {
    expect(timeTriggerProblem(trigger({}), ZONE, kolkata(1, 6))).toBeNull();
    expect(timeTriggerProblem(trigger({ repeat: daily }), ZONE, kolkata(1, 6))).toBeNull();
  });
});
