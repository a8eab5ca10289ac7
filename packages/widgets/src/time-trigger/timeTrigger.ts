/** spec 2 §3: a time trigger (year, month, day, hour, minute, second, repeat flags for seven weekdays, Monday first). */
export interface TimeTriggerValue {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  repeat: [boolean, boolean, boolean, boolean, boolean, boolean, boolean];
}

export type TimeTriggerProblem = 'date' | 'hour' | 'minute' | 'second' | 'past';

const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * spec 2 §5: hours 0 to 23, minutes and seconds 0 to 59, a real calendar
 * date; a time in the past is refused unless the trigger repeats.
 */
export function timeTriggerProblems(value: TimeTriggerValue, now: Date): TimeTriggerProblem[] {
  const problems: TimeTriggerProblem[] = [];
  const date = new Date(value.year, value.month - 1, value.day);
  if (!whole(value.year, 1970, 9999) || !whole(value.month, 1, 12) || date.getDate() !== value.day || date.getMonth() !== value.month - 1) problems.push('date');
  if (!whole(value.hour, 0, 23)) problems.push('hour');
  if (!whole(value.minute, 0, 59)) problems.push('minute');
  if (!whole(value.second, 0, 59)) problems.push('second');
  if (problems.length === 0 && !value.repeat.some(Boolean)) {
    const at = new Date(value.year, value.month - 1, value.day, value.hour, value.minute, value.second);
    if (at.getTime() <= now.getTime()) problems.push('past');
  }
  return problems;
}

const two = (n: number) => String(n).padStart(2, '0');

/** spec 2 §7: a time trigger update carries the time as DD-MM-YYYY HH:mm:ss plus seven repeat flags. */
export function timeTriggerPayload(value: TimeTriggerValue): { time: string; repeat: boolean[] } {
  return { time: `${two(value.day)}-${two(value.month)}-${value.year} ${two(value.hour)}:${two(value.minute)}:${two(value.second)}`, repeat: [...value.repeat] };
}

/** A trigger a minute from now, not repeating: a sensible start for the editor. */
export function timeTriggerFrom(date: Date): TimeTriggerValue {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: 0,
    repeat: [false, false, false, false, false, false, false],
  };
}
