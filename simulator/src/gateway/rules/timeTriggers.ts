import { epochOfWallClock, wallClockIn, type TimeTrigger, type TriggerTimeParts } from '@homeport/sdk';

/** A time trigger with a repeat flag set fires on those weekdays; without, once. */
export const isRepeating = (trigger: Pick<TimeTrigger, 'repeat'>): boolean => trigger.repeat.some(Boolean);

/** Days since 1970-01-01 of a calendar date (no time zone: the date as the wall shows it). */
const dayNumber = (p: Pick<TriggerTimeParts, 'year' | 'month' | 'day'>) => Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;
/** 0 Monday … 6 Sunday, the order of the repeat flags. */
const weekdayOf = (day: number) => (new Date(day * 86_400_000).getUTCDay() + 6) % 7;
const secondOfDay = (p: Pick<TriggerTimeParts, 'hour' | 'minute' | 'second'>) => (p.hour * 60 + p.minute) * 60 + p.second;

/**
 * Why a time trigger cannot be armed in `timeZone`, or null when it can: a
 * date out of range (a year 1000000 from a file written before imports were
 * checked), a field that is no number, a time zone the platform does not
 * know. Such a trigger is skipped, never thrown (`nextFiring`,
 * `timeTriggerHolds`); the gateway's loader reports it
 * (gateway/emulatorRegistry.ts).
 */
export function timeTriggerProblem(trigger: TimeTrigger, timeZone: string, now: number): string | null {
  try {
    const at = firing(trigger, timeZone, now);
    if (at !== null && !Number.isFinite(at)) throw new RangeError('Invalid time value');
    timeTriggerHeld(trigger, timeZone, now);
    return null;
  } catch (error) {
    const { year, month, day, hour, minute, second } = trigger;
    const when = `${String(year)}-${String(month)}-${String(day)} ${String(hour)}:${String(minute)}:${String(second)}`;
    return `${when}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
}

/**
 * The next instant (epoch ms) strictly after `after` at which the trigger
 * fires, read in the gateway's time zone, or null when it never will again
 * or cannot be armed (`timeTriggerProblem`: skipped, never thrown). Once:
 * its date and time. Repeating: each chosen weekday at its time, from its
 * date on.
 */
export function nextFiring(trigger: TimeTrigger, timeZone: string, after: number): number | null {
  try {
    const at = firing(trigger, timeZone, after);
    return at === null || Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

/** Throws for a trigger no date can be made of: a field that is no number, a date beyond what a Date holds (±275,000 years). */
function checkParts(trigger: TimeTrigger): void {
  for (const name of ['year', 'month', 'day', 'hour', 'minute', 'second'] as const) {
    if (typeof trigger[name] !== 'number' || !Number.isFinite(trigger[name])) throw new TypeError(`${name} is not a number`);
  }
  if (!Array.isArray(trigger.repeat)) throw new TypeError('repeat is not a list');
  if (Number.isNaN(dayNumber(trigger))) throw new RangeError('Invalid time value');
}

function firing(trigger: TimeTrigger, timeZone: string, after: number): number | null {
  checkParts(trigger);
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
  try {
    return timeTriggerHeld(trigger, timeZone, now);
  } catch {
    // One that cannot be armed never holds (and never throws into the rule engine).
    return false;
  }
}

function timeTriggerHeld(trigger: TimeTrigger, timeZone: string, now: number): boolean {
  checkParts(trigger);
  const wall = wallClockIn(now, timeZone);
  const today = dayNumber(wall);
  if (secondOfDay(wall) < secondOfDay(trigger)) return false;
  if (!isRepeating(trigger)) return today === dayNumber(trigger);
  return today >= dayNumber(trigger) && trigger.repeat[weekdayOf(today)] === true;
}
