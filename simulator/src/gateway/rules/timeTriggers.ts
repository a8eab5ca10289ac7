import { epochOfWallClock, wallClockIn, type TimeTrigger, type TriggerTimeParts } from '@homeport/sdk';

/** A time trigger with a repeat flag set fires on those weekdays; without, once. */
export const isRepeating = (trigger: Pick<TimeTrigger, 'repeat'>): boolean => trigger.repeat.some(Boolean);

/** Days since 1970-01-01 of a calendar date (no time zone: the date as the wall shows it). */
const dayNumber = (p: Pick<TriggerTimeParts, 'year' | 'month' | 'day'>) => Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;
/** 0 Monday … 6 Sunday, the order of the repeat flags. */
const weekdayOf = (day: number) => (new Date(day * 86_400_000).getUTCDay() + 6) % 7;
const secondOfDay = (p: Pick<TriggerTimeParts, 'hour' | 'minute' | 'second'>) => (p.hour * 60 + p.minute) * 60 + p.second;

/**
 * The next instant (epoch ms) strictly after `after` at which the trigger
 * fires, read in the gateway's time zone, or null when it never will again.
 * Once: its date and time. Repeating: each chosen weekday at its time, from
 * its date on.
 */
export function nextFiring(trigger: TimeTrigger, timeZone: string, after: number): number | null {
  const { hour, minute, second } = trigger;
  if (!isRepeating(trigger)) {
    const at = epochOfWallClock(trigger, timeZone);
    return at > after ? at : null;
  }
  const first = Math.max(dayNumber(trigger), dayNumber(wallClockIn(after, timeZone)));
  // Today (its time may be past), then a week on: the chosen weekday comes round within 8 days.
  for (let day = first; day <= first + 7; day++) {
    if (!trigger.repeat[weekdayOf(day)]) continue;
    const date = new Date(day * 86_400_000);
    const at = epochOfWallClock({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute, second }, timeZone);
    if (at > after) return at;
  }
  return null;
}

/**
 * Whether a time trigger holds at `now` for a rule with AND logic (another
 * trigger fired): from its time of day until the end of that day, on a day
 * it fires (its date when it fires once; a chosen weekday, on or after its
 * date, when it repeats). "At 22:00 on weekdays" AND "the window opens":
 * the window opening any time from 22:00 to midnight on a weekday fires it.
 */
export function timeTriggerHolds(trigger: TimeTrigger, timeZone: string, now: number): boolean {
  const wall = wallClockIn(now, timeZone);
  const today = dayNumber(wall);
  if (secondOfDay(wall) < secondOfDay(trigger)) return false;
  if (!isRepeating(trigger)) return today === dayNumber(trigger);
  return today >= dayNumber(trigger) && trigger.repeat[weekdayOf(today)] === true;
}
