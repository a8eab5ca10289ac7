import type { DeviceProperty } from '../wire/deviceEvents';
import {
  COMPARE_TYPES,
  MAX_DELAY_MS,
  MAX_TRIGGER_YEAR,
  MIN_TRIGGER_YEAR,
  NON_TRIGGER_PROPERTIES,
  SCENARIO_STATUS_NAMES,
  UNFINISHED_RULE_PREFIX,
  type CompareType,
  type Rule,
  type ScenarioStatus,
  type TriggerTimeParts,
} from '../wire/scenes';

/**
 * The rule builder's rules (spec 2 §4 "Scenes", §5), shared by the portal's
 * dialogs and the simulated gateway that checks the same things again.
 */

/** spec 2 §5: bool and option properties compare only for equality; numbers and text also LT and GT. */
export function compareTypesFor(property: Pick<DeviceProperty, 'type'>): readonly CompareType[] {
  return property.type === 'bool' || property.type === 'option' ? ['EQ'] : COMPARE_TYPES;
}

/** spec 2 §5: LimitValue, PowerLimit, ActivePower and Calibrate cannot be triggers. */
export const mayBeTrigger = (propertyName: string): boolean => !(NON_TRIGGER_PROPERTIES as readonly string[]).includes(propertyName);

/** spec 2 §5: read-only properties are not added to action sets. */
export const mayBeAction = (property: Pick<DeviceProperty, 'readonly'>): boolean => !property.readonly;

/** spec 2 §4: only online devices (status 2) are offered for triggers and actions. */
export const mayBeChosen = (device: { status: number }): boolean => device.status === 2;

/** spec 2 §5: a device trigger on the same device, service and property as another of the rule is refused. */
export function hasDeviceTrigger(rule: Pick<Rule, 'event_triggers'>, device: number, service: string, property: string): boolean {
  return rule.event_triggers.some((t) => t.event_source === device && t.service_name === service && t.property_name === property);
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** spec 2 §5: a rule name must not duplicate another rule's (trimmed, without case); `exceptId` is the rule being renamed. */
export function ruleNameTaken(rules: ReadonlyArray<Pick<Rule, 'id' | 'name'>>, name: string, exceptId?: number): boolean {
  return rules.some((r) => r.id !== exceptId && sameName(r.name, name));
}

/** The add-scene wizard's first name: "Unfinished rule", then "Unfinished rule 2"… until one is free. */
export function unfinishedRuleName(rules: ReadonlyArray<Pick<Rule, 'id' | 'name'>>): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? UNFINISHED_RULE_PREFIX : `${UNFINISHED_RULE_PREFIX} ${n}`;
    if (!ruleNameTaken(rules, name)) return name;
  }
}

/** A rule the wizard left half-made (its name still says so). */
export const isUnfinishedRule = (rule: Pick<Rule, 'name'>): boolean => rule.name === UNFINISHED_RULE_PREFIX || rule.name.startsWith(`${UNFINISHED_RULE_PREFIX} `);

/** spec 2 §3: the resource id's status name, null for an unknown id. */
export const scenarioStatusName = (resourceId: number): string | null => SCENARIO_STATUS_NAMES[resourceId] ?? null;

/**
 * spec 2 §4: a status toggle is allowed only for a status of the known list
 * (resource ids 0 to 19, each with its icon) that is active: the user can
 * switch an active status off; rules and status actions switch them on.
 */
export const mayToggleStatus = (status: Pick<ScenarioStatus, 'resource_id' | 'state'>): boolean => scenarioStatusName(status.resource_id) !== null && status.state;

// --- delays (spec 2 §5: hours 0-23, minutes and seconds 0-59, stored in ms) ---

export interface DelayParts {
  hours: number;
  minutes: number;
  seconds: number;
}

export type DelayProblem = 'hours' | 'minutes' | 'seconds';

export function delayProblems(parts: DelayParts): DelayProblem[] {
  const whole = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  const problems: DelayProblem[] = [];
  if (!whole(parts.hours, 23)) problems.push('hours');
  if (!whole(parts.minutes, 59)) problems.push('minutes');
  if (!whole(parts.seconds, 59)) problems.push('seconds');
  return problems;
}

export const delayToMs = ({ hours, minutes, seconds }: DelayParts): number => ((hours * 60 + minutes) * 60 + seconds) * 1000;

export function msToDelay(ms: number): DelayParts {
  const total = Math.round(Math.min(Math.max(ms, 0), MAX_DELAY_MS) / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** spec 2 §9: a delay reads in seconds below 60 s, in minutes (and hours) from there. */
export function delayLabelParts(ms: number): { unit: 'seconds' | 'minutes' | 'hours'; value: number } {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return { unit: 'seconds', value: seconds };
  if (seconds < 3600) return { unit: 'minutes', value: Math.round((seconds / 60) * 10) / 10 };
  return { unit: 'hours', value: Math.round((seconds / 3600) * 10) / 10 };
}

// --- time triggers (spec 2 §5) ---

export type TimeTriggerProblem = 'date' | 'hour' | 'minute' | 'second' | 'past';

const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * Hours 0 to 23, minutes and seconds 0 to 59, a real calendar date; a time
 * in the past is refused unless the trigger repeats. `now` is the wall
 * clock the trigger is read in (the gateway's local time), as parts.
 */
export function timeTriggerProblems(value: TriggerTimeParts & { repeat: readonly boolean[] }, now: TriggerTimeParts): TimeTriggerProblem[] {
  const problems: TimeTriggerProblem[] = [];
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day));
  if (!whole(value.year, MIN_TRIGGER_YEAR, MAX_TRIGGER_YEAR) || !whole(value.month, 1, 12) || date.getUTCDate() !== value.day || date.getUTCMonth() !== value.month - 1)
    problems.push('date');
  if (!whole(value.hour, 0, 23)) problems.push('hour');
  if (!whole(value.minute, 0, 59)) problems.push('minute');
  if (!whole(value.second, 0, 59)) problems.push('second');
  if (problems.length === 0 && !value.repeat.some(Boolean) && wallMs(value) <= wallMs(now)) problems.push('past');
  return problems;
}

/** A wall-clock time as a comparable number (ms as if it were UTC). */
export const wallMs = (p: TriggerTimeParts): number => Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);

/**
 * One formatter a time zone: making an Intl.DateTimeFormat costs far more
 * than using one (ICU loads the zone), and arming a rule's repeating time
 * triggers reads the wall clock dozens of times. A zone that Intl refuses
 * throws and is not kept; the cache is emptied rather than let grow past a
 * few zones' worth (a zone name is accepted in any case).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 64;

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of `epochMs` in an IANA time zone ("Europe/Paris"; the gateway's). */
export function wallClockIn(epochMs: number, timeZone: string): TriggerTimeParts {
  const parts = formatterIn(timeZone).formatToParts(new Date(epochMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The epoch ms at which an IANA time zone's wall clock shows `parts` (the first such instant across a DST change). */
export function epochOfWallClock(parts: TriggerTimeParts, timeZone: string): number {
  const guess = wallMs(parts);
  const offsetAt = (epoch: number) => wallMs(wallClockIn(epoch, timeZone)) - epoch;
  // The zone's offsets a day before and a day after: across a DST change the
  // wall time may come twice (clocks going back: the earlier instant) or not
  // at all (clocks going forward: it settles on the instant an hour later).
  const candidates = [guess - offsetAt(guess - 86_400_000), guess - offsetAt(guess + 86_400_000)].filter((epoch) => wallMs(wallClockIn(epoch, timeZone)) === guess);
  if (candidates.length > 0) return Math.min(...candidates);
  // The zone's offset at the guess, applied twice to settle across the edge.
  let epoch = guess - offsetAt(guess);
  epoch = guess - offsetAt(epoch);
  return epoch;
}
