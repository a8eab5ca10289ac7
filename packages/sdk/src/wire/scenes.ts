import * as v from 'valibot';
import { deviceIdSchema } from './commands';
import { PropertyValueSchema } from './deviceEvents';
import { integer, text } from './fields';
import { MAX_PAYLOAD_BYTES } from '../model/jsonLimits';
import { isValidEmail } from '../rules/validation';
import { hasControlCharacter } from '../rules/controlCharacters';

/**
 * Rules, called scenes in the interface (spec 2 §3 "Rule", §4 "Scenes", §5,
 * §7 "scenes and rules"; docs/contracts.md "Rules (scenes)"). A rule has
 * triggers (time, device, status) joined by its logic (OR: any fires it;
 * AND: all must hold), and action sets that run in order, each after its
 * own delay. The gateway stores and runs them; the portal edits them with
 * the commands below, each answering the rule as it now is.
 */

// --- limits and constants ----------------------------------------------------

/** Longest rule and action-set name (characters, after trimming). */
export const MAX_RULE_NAME = 64;
/** Rules one gateway keeps. */
export const MAX_RULES = 500;
/** Triggers of each kind, and action sets, per rule. */
export const MAX_TRIGGERS = 20;
export const MAX_ACTION_SETS = 20;
/** Actions of each kind per action set. */
export const MAX_ACTIONS = 50;
/** Longest delay (a trigger's or an action set's): 23:59:59 (spec 2 §5: hours 0-23, minutes and seconds 0-59). */
export const MAX_DELAY_MS = (23 * 3600 + 59 * 60 + 59) * 1000;
/**
 * The years a time trigger may name: from the epoch to 2199. A date past
 * it is no date a home waits for, and far enough past it (year 1000000)
 * is no date JavaScript can hold (`Invalid time value`).
 */
export const MIN_TRIGGER_YEAR = 1970;
export const MAX_TRIGGER_YEAR = 2199;
/**
 * get_rules answers every rule in one MQTT message, which clients read up to
 * MAX_PAYLOAD_BYTES (4 MiB, sized for a 1,000-device list). The rules of a
 * gateway keep to 1 MiB as JSON, less a margin for the envelope: hundreds of
 * full rules, and every write saves them with the gateway's file. A command
 * past it is refused with 8, a backup holding more is refused whole.
 */
export const MAX_RULES_BYTES = Math.min(1024 * 1024, MAX_PAYLOAD_BYTES) - 16 * 1024;
/** spec 2 §5: the add-delay presets (ms): 10 s, 30 s, 1, 5 and 30 min. */
export const DELAY_PRESETS_MS = [10_000, 30_000, 60_000, 300_000, 1_800_000] as const;
/** spec 2 §9: the trigger list shows 3 per page. */
export const TRIGGER_PAGE_SIZE = 3;
/**
 * The gateway stops a chain of rules that set off one another (A's action
 * fires B, whose action fires A…) after this many links, and logs it as
 * `loop_stopped` (docs/contracts.md "Rules (scenes)").
 */
export const MAX_RULE_CHAIN = 8;
/**
 * Budgets of the rule runs that multiply (docs/decisions.md "Rule and
 * message budgets"): the chain limit bounds depth, these bound breadth.
 * One outside event (a command, a device by itself, a time trigger, a
 * run_rule) and everything its runs set off, through delays, is one
 * cascade of at most MAX_RULE_RUNS_PER_EVENT runs; a gateway starts at
 * most MAX_RULE_RUNS_PER_MINUTE runs a minute of the simulator clock. A
 * run over either is not started: logged `budget_stopped`, and the
 * gateway's users are told by `rules_stopped`.
 */
export const MAX_RULE_RUNS_PER_EVENT = 50;
export const MAX_RULE_RUNS_PER_MINUTE = 600;
/** run_rule: at most this many a minute per gateway (simulator clock); more are refused with code 10. */
export const MAX_RUN_RULE_PER_MINUTE = 10;
/**
 * Notification actions (e-mail, push, other) of one rule, all its action
 * sets together: one run cannot be a mailing list. The 51st is refused
 * with code 8, as any other limit.
 */
export const MAX_RULE_NOTIFICATIONS = 10;

/** The name the add-scene wizard gives the rule it starts (spec 2 §4), until the last step renames it. */
export const UNFINISHED_RULE_PREFIX = 'Unfinished rule';

export const RULE_LOGICS = ['OR', 'AND'] as const;
export type RuleLogic = (typeof RULE_LOGICS)[number];

export const COMPARE_TYPES = ['EQ', 'LT', 'GT'] as const;
export type CompareType = (typeof COMPARE_TYPES)[number];

/** spec 2 §5: these properties cannot be triggers. */
export const NON_TRIGGER_PROPERTIES = ['LimitValue', 'PowerLimit', 'ActivePower', 'Calibrate'] as const;

/** spec 2 §3: notification types of an action set. */
export const NotificationType = { email: 0, push: 1, other: 2 } as const;
export type NotificationTypeCode = (typeof NotificationType)[keyof typeof NotificationType];

// The scenario statuses' names (spec 2 §3) are pure constants in rules/scenarioStatusNames.ts (the rules entry).
import { SCENARIO_STATUS_COUNT, SCENARIO_STATUS_NAMES, type ScenarioStatusName } from '../rules/scenarioStatusNames';
export { SCENARIO_STATUS_COUNT, SCENARIO_STATUS_NAMES, type ScenarioStatusName };

// --- fields ------------------------------------------------------------------

/** A rule or action-set name: trimmed, 1 to 64 characters, no control characters. */
export const ruleName = () => {
  const message = `must be 1 to ${MAX_RULE_NAME} characters`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(1, message),
    v.maxLength(MAX_RULE_NAME, message),
    v.check((name) => !hasControlCharacter(name), 'must not hold control characters'),
  );
};

/** Ids the gateway hands out (rules, triggers, action sets, notifications). */
export const ruleId = () => integer(1, 1_000_000_000);
export const resourceId = () => integer(0, SCENARIO_STATUS_COUNT - 1);
export const delayMs = () => integer(0, MAX_DELAY_MS);
const flag = (name: string) => v.boolean(`${name} must be true or false`);

/** spec 2 §7: "DD-MM-YYYY HH:mm:ss", a real calendar date and time (the gateway's local time). */
export const TIME_PATTERN = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
export const triggerTime = () =>
  v.pipe(
    v.string('must be a time as DD-MM-YYYY HH:mm:ss'),
    v.regex(TIME_PATTERN, 'must be a time as DD-MM-YYYY HH:mm:ss'),
    v.check((time) => parseTriggerTime(time) !== null, `must be a real date from ${MIN_TRIGGER_YEAR} to ${MAX_TRIGGER_YEAR} with hours 0-23, minutes and seconds 0-59`),
  );

/** Seven repeat flags, Monday first. */
export const repeatFlags = () => v.pipe(v.array(v.boolean(), 'must be seven true/false flags, Monday first'), v.length(7, 'must be seven true/false flags, Monday first'));

export interface TriggerTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** "25-12-2026 07:30:00" -> its parts, or null when it is not a real date and time. */
export function parseTriggerTime(time: string): TriggerTimeParts | null {
  const match = TIME_PATTERN.exec(time);
  if (!match) return null;
  const [day, month, year, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (!isTriggerDate({ year, month, day, hour, minute, second })) return null;
  return { year, month, day, hour, minute, second };
}

/** A real calendar date from MIN_TRIGGER_YEAR to MAX_TRIGGER_YEAR, with hours 0-23, minutes and seconds 0-59 (whole numbers). */
export function isTriggerDate({ year, month, day, hour, minute, second }: TriggerTimeParts): boolean {
  const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (!whole(year, MIN_TRIGGER_YEAR, MAX_TRIGGER_YEAR) || !whole(month, 1, 12) || !whole(day, 1, 31)) return false;
  if (!whole(hour, 0, 23) || !whole(minute, 0, 59) || !whole(second, 0, 59)) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1;
}

const two = (n: number) => String(n).padStart(2, '0');
/** The parts as the gateway wants them: DD-MM-YYYY HH:mm:ss. */
export const formatTriggerTime = (p: TriggerTimeParts): string => `${two(p.day)}-${two(p.month)}-${p.year} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;

// --- the rule as the gateway keeps it (spec 2 §3) -------------------------------

/** A time trigger's date refused: year 1000000 would pass as a number and break every timer of the gateway later. */
const TRIGGER_DATE_MESSAGE = `must be a real date and time from ${MIN_TRIGGER_YEAR} to ${MAX_TRIGGER_YEAR}`;

export const TimeTriggerSchema = v.pipe(
  v.object({
    id: ruleId(),
    year: v.number(),
    month: v.number(),
    day: v.number(),
    hour: v.number(),
    minute: v.number(),
    second: v.number(),
    /** Monday first; none set: fires once at the date and time. */
    repeat: v.array(v.boolean()),
  }),
  v.check((trigger) => isTriggerDate(trigger), TRIGGER_DATE_MESSAGE),
);
export type TimeTrigger = v.InferOutput<typeof TimeTriggerSchema>;

export const DeviceTriggerSchema = v.object({
  id: ruleId(),
  /** The device id. */
  event_source: v.number(),
  service_name: v.string(),
  property_name: v.string(),
  value: PropertyValueSchema,
  compare_type: v.picklist(COMPARE_TYPES),
  /** ms the condition must hold before the rule fires. */
  delay: v.number(),
});
export type DeviceTrigger = v.InferOutput<typeof DeviceTriggerSchema>;

/** A status trigger, and a scenario status of the gateway: `state` is whether it is on. */
export const StatusTriggerSchema = v.object({
  id: ruleId(),
  name: v.string(),
  state: v.boolean(),
  resource_id: v.number(),
});
export type StatusTrigger = v.InferOutput<typeof StatusTriggerSchema>;

export const ScenarioStatusSchema = v.object({ name: v.string(), state: v.boolean(), resource_id: v.number() });
export type ScenarioStatus = v.InferOutput<typeof ScenarioStatusSchema>;

export const DeviceSettingSchema = v.object({ service_name: v.string(), property: v.string(), value: PropertyValueSchema });
export const ActionDeviceSchema = v.object({ id: v.number(), settings: v.array(DeviceSettingSchema) });
export type ActionDevice = v.InferOutput<typeof ActionDeviceSchema>;

export const ActionStatusSchema = v.object({ name: v.string(), resource_id: v.number(), enabled: v.boolean() });
export type ActionStatus = v.InferOutput<typeof ActionStatusSchema>;

export const ActionNotificationSchema = v.object({
  notification_id: ruleId(),
  type: v.picklist([0, 1, 2]),
  desc: v.string(),
  short_desc: v.string(),
  /** An e-mail address for type 0; empty for push (the owner's devices) and other. */
  destination: v.string(),
});
export type ActionNotification = v.InferOutput<typeof ActionNotificationSchema>;

export const ActionAlarmSchema = v.object({ alarm_code: v.number() });
export type ActionAlarm = v.InferOutput<typeof ActionAlarmSchema>;

export const ActionSetSchema = v.object({
  id: ruleId(),
  name: v.string(),
  /** ms to wait, after the previous set, before this one runs. */
  delay: v.number(),
  devices: v.array(ActionDeviceSchema),
  statuses: v.array(ActionStatusSchema),
  notifications: v.array(ActionNotificationSchema),
  alarms: v.array(ActionAlarmSchema),
  /** spec 2 §3: how many push, other and alarm notifications the set sends. */
  push_notification: v.number(),
  notification: v.number(),
  alarm_notification: v.number(),
});
export type ActionSet = v.InferOutput<typeof ActionSetSchema>;

export const RuleSchema = v.object({
  id: ruleId(),
  name: v.string(),
  active: v.boolean(),
  rule_logic: v.picklist(RULE_LOGICS),
  time_triggers: v.array(TimeTriggerSchema),
  event_triggers: v.array(DeviceTriggerSchema),
  statuses: v.array(StatusTriggerSchema),
  scenes: v.array(ActionSetSchema),
});
export type Rule = v.InferOutput<typeof RuleSchema>;

/** The notification actions of a rule, all its action sets together (MAX_RULE_NOTIFICATIONS). */
export const ruleNotificationCount = (rule: Pick<Rule, 'scenes'>): number => rule.scenes.reduce((sum, set) => sum + set.notifications.length, 0);
export const RuleListSchema = v.array(RuleSchema);

// --- the rules a gateway may keep: every limit of the commands below ----------
// What a backup, a restore or any other door brings in passes these, so a
// gateway never holds a rule its own commands would have refused (2).

const MAX_VALUE_TEXT = 1024;
/** A value as a command may set it: text of at most 1,024 characters (the gateway's text properties), a finite number. */
const keptValue = () =>
  v.nullable(
    v.union(
      [v.boolean(), v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.maxLength(MAX_VALUE_TEXT))],
      `must be true, false, a number or text of at most ${MAX_VALUE_TEXT} characters`,
    ),
  );
const upTo = <S extends v.GenericSchema>(item: S, max: number, what: string) =>
  v.pipe(v.array(item, `must be a list of ${what}`), v.maxLength(max, `holds at most ${max} ${what}`));
const counter = () => integer(0, MAX_ACTIONS);

const KeptTimeTriggerSchema = v.pipe(
  v.object({
    id: ruleId(),
    year: integer(MIN_TRIGGER_YEAR, MAX_TRIGGER_YEAR),
    month: integer(1, 12),
    day: integer(1, 31),
    hour: integer(0, 23),
    minute: integer(0, 59),
    second: integer(0, 59),
    repeat: repeatFlags(),
  }),
  v.check((trigger) => isTriggerDate(trigger), TRIGGER_DATE_MESSAGE),
);
const KeptDeviceTriggerSchema = v.object({
  id: ruleId(),
  event_source: deviceIdSchema(),
  service_name: text(128),
  property_name: text(128),
  value: keptValue(),
  compare_type: v.picklist(COMPARE_TYPES, 'must be EQ, LT or GT'),
  delay: delayMs(),
});
const KeptStatusTriggerSchema = v.object({ id: ruleId(), name: text(64), state: v.boolean('must be true or false'), resource_id: resourceId() });
const KeptNotificationSchema = v.pipe(
  v.object({
    notification_id: ruleId(),
    type: v.picklist([0, 1, 2], 'must be 0 (e-mail), 1 (push) or 2 (other)'),
    desc: text(500),
    short_desc: text(100, 0),
    destination: v.pipe(v.string('must be an e-mail address'), v.maxLength(254, 'must be an e-mail address')),
  }),
  v.forward(
    v.check((n) => (n.type === NotificationType.email ? isValidEmail(n.destination) : n.destination === ''), 'must be an e-mail address for an e-mail, empty otherwise'),
    ['destination'],
  ),
);
const KeptActionSetSchema = v.object({
  id: ruleId(),
  name: ruleName(),
  delay: delayMs(),
  devices: upTo(
    v.object({ id: deviceIdSchema(), settings: upTo(v.object({ service_name: text(128), property: text(128), value: keptValue() }), MAX_ACTIONS, 'settings') }),
    MAX_ACTIONS,
    'devices',
  ),
  statuses: upTo(v.object({ name: text(64), resource_id: resourceId(), enabled: v.boolean('must be true or false') }), MAX_ACTIONS, 'statuses'),
  notifications: upTo(KeptNotificationSchema, MAX_ACTIONS, 'notifications'),
  alarms: upTo(v.object({ alarm_code: integer(1, 99_999) }), MAX_ACTIONS, 'alarms'),
  push_notification: counter(),
  notification: counter(),
  alarm_notification: counter(),
});

/** One rule as a gateway may keep it: names, delays, dates, addresses and list lengths as the commands allow. */
export const KeptRuleSchema = v.pipe(
  v.object({
    id: ruleId(),
    name: ruleName(),
    active: v.boolean('must be true or false'),
    rule_logic: v.picklist(RULE_LOGICS, 'must be OR or AND'),
    time_triggers: upTo(KeptTimeTriggerSchema, MAX_TRIGGERS, 'time triggers'),
    event_triggers: upTo(KeptDeviceTriggerSchema, MAX_TRIGGERS, 'device triggers'),
    statuses: upTo(KeptStatusTriggerSchema, MAX_TRIGGERS, 'status triggers'),
    scenes: upTo(KeptActionSetSchema, MAX_ACTION_SETS, 'action sets'),
  }),
  v.check((rule) => ruleNotificationCount(rule) <= MAX_RULE_NOTIFICATIONS, `sends at most ${MAX_RULE_NOTIFICATIONS} notifications, all its action sets together`),
);

/** UTF-8 bytes of the rules as JSON (what get_rules carries and the gateway's file keeps). */
export const rulesBytes = (rules: unknown): number => utf8Length(JSON.stringify(rules));

/** UTF-8 length of a string, counted without encoding it (a lone surrogate counts as the 3 bytes of U+FFFD). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Every rule of one gateway as it may keep them: at most MAX_RULES, within
 * MAX_RULES_BYTES, each name and id once (create_rule refuses a taken
 * name with 7; ids are the gateway's own sequence).
 */
export const KeptRuleListSchema = v.pipe(
  v.array(KeptRuleSchema, 'must be a list of rules'),
  v.maxLength(MAX_RULES, `holds at most ${MAX_RULES} rules, the most a gateway keeps`),
  v.check((rules) => new Set(rules.map((r) => r.id)).size === rules.length, 'must give each rule its own id'),
  v.check((rules) => new Set(rules.map((r) => r.name.toLocaleLowerCase())).size === rules.length, 'must give each rule its own name'),
  v.check((rules) => rulesBytes(rules) <= MAX_RULES_BYTES, `must keep to ${MAX_RULES_BYTES} bytes as JSON, the most a gateway keeps`),
);

// --- commands (channel ohm) ----------------------------------------------------
// Every write answers the rule as it now is (get_rule's answer), saves first,
// then publishes scenario_changed. Codes: 2 bad params, 3 no such rule,
// trigger, action set, device, service or property, 4 read-only property,
// 5 value or compare type not allowed, 7 name or trigger taken, 8 not now
// (the limit of rules, triggers or actions is reached), 9 not as a trigger.

/** get_rules (query): every rule, by id. */
export const GetRulesParams = v.object({});
/** get_rule (query). */
export const RuleIdParams = v.object({ rule_id: ruleId() });

/** create_rule: answers the new rule (no triggers, no action sets); then scenario_changed created. */
export const CreateRuleParams = v.object({
  name: ruleName(),
  rule_logic: v.optional(v.picklist(RULE_LOGICS, 'must be OR or AND'), 'OR'),
  active: v.optional(flag('active'), true),
});
/** update_rule: name, logic and the active flag; then scenario_changed updated. */
export const UpdateRuleParams = v.pipe(
  v.object({
    rule_id: ruleId(),
    name: v.optional(ruleName()),
    rule_logic: v.optional(v.picklist(RULE_LOGICS, 'must be OR or AND')),
    active: v.optional(flag('active')),
  }),
  v.check((p) => p.name !== undefined || p.rule_logic !== undefined || p.active !== undefined, 'give name, rule_logic or active'),
);
/** delete_rule: answers {rule_id}; then scenario_changed deleted. */
export const DeleteRuleParams = RuleIdParams;
/** run_rule: runs the action sets now, whatever the triggers and the active flag; answers {rule_id, run_id}. */
export const RunRuleParams = RuleIdParams;

/** add_time_trigger / update_time_trigger: spec 2 §7, time as DD-MM-YYYY HH:mm:ss plus seven repeat flags; in the past refused (5) unless repeating. */
export const AddTimeTriggerParams = v.object({ rule_id: ruleId(), time: triggerTime(), repeat: v.optional(repeatFlags(), [false, false, false, false, false, false, false]) });
export const UpdateTimeTriggerParams = v.object({ ...AddTimeTriggerParams.entries, trigger_id: ruleId() });
/** remove_time_trigger, remove_device_trigger, remove_status_trigger. */
export const RemoveTriggerParams = v.object({ rule_id: ruleId(), trigger_id: ruleId() });

/**
 * add_device_trigger: fires when the property's new value compares true
 * (and still does after `delay` ms). Only an online device (2); not the
 * NON_TRIGGER_PROPERTIES (9); compare type by property type (5); the same
 * device, service and property twice is refused (7).
 */
export const AddDeviceTriggerParams = v.object({
  rule_id: ruleId(),
  device: deviceIdSchema(),
  service: text(128),
  property: text(128),
  value: PropertyValueSchema,
  compare_type: v.optional(v.picklist(COMPARE_TYPES, 'must be EQ, LT or GT'), 'EQ'),
  delay: v.optional(delayMs(), 0),
});

/** add_status_trigger: fires when the scenario status turns to `state`; one per status (7). */
export const AddStatusTriggerParams = v.object({ rule_id: ruleId(), resource_id: resourceId(), state: v.optional(flag('state'), true) });

/** add_action_set: appended last; answers the rule. */
export const AddActionSetParams = v.object({ rule_id: ruleId(), name: v.optional(ruleName()), delay: v.optional(delayMs(), 0) });
/** update_action_set: its name or its delay (the add-delay dialog). */
export const UpdateActionSetParams = v.pipe(
  v.object({ rule_id: ruleId(), action_set_id: ruleId(), name: v.optional(ruleName()), delay: v.optional(delayMs()) }),
  v.check((p) => p.name !== undefined || p.delay !== undefined, 'give name or delay'),
);
export const ActionSetIdParams = v.object({ rule_id: ruleId(), action_set_id: ruleId() });

/** add_action_device: set a writable property (4 for a read-only one; value checked as set_service_property_value does). The same property again replaces its value. */
export const AddActionDeviceParams = v.object({
  ...ActionSetIdParams.entries,
  device: deviceIdSchema(),
  service: text(128),
  property: text(128),
  value: PropertyValueSchema,
});
export const RemoveActionDeviceParams = v.object({ ...ActionSetIdParams.entries, device: deviceIdSchema(), service: text(128), property: text(128) });

/** add_action_status: turn a scenario status on or off. The same status again replaces it. */
export const AddActionStatusParams = v.object({ ...ActionSetIdParams.entries, resource_id: resourceId(), enabled: flag('enabled') });
export const RemoveActionStatusParams = v.object({ ...ActionSetIdParams.entries, resource_id: resourceId() });

/** add_action_notification: e-mail (0, to `destination`), push (1, the owner's phones) or other (2). */
export const AddActionNotificationParams = v.pipe(
  v.object({
    ...ActionSetIdParams.entries,
    type: v.picklist([0, 1, 2], 'must be 0 (e-mail), 1 (push) or 2 (other)'),
    desc: text(500),
    short_desc: v.optional(text(100, 0), ''),
    destination: v.optional(v.pipe(v.string('must be an e-mail address'), v.trim(), v.toLowerCase(), v.maxLength(254, 'must be an e-mail address')), ''),
  }),
  v.forward(
    v.check((p) => p.type !== NotificationType.email || isValidEmail(p.destination), 'must be an e-mail address'),
    ['destination'],
  ),
);
export const RemoveActionNotificationParams = v.object({ ...ActionSetIdParams.entries, notification_id: ruleId() });

/** add_action_alarm: raise the alarm `alarm_code` (spec 2 §3 alarms; ENABLE_ALARM_NOTIFICATIONS_IN_SCENE in the portal). */
export const AddActionAlarmParams = v.object({ ...ActionSetIdParams.entries, alarm_code: integer(1, 99_999) });
export const RemoveActionAlarmParams = AddActionAlarmParams;

/** get_scenario_statuses (query, firmware with status collections): `ScenarioStatus[]`, one per resource id. */
export const GetScenarioStatusesParams = v.object({});
/** get_statuses (query, the older call): `{name, state}[]` without resource ids (1 on firmware that has none). */
export const LegacyStatusSchema = v.object({ name: v.string(), state: v.boolean() });
export type LegacyStatus = v.InferOutput<typeof LegacyStatusSchema>;
/** set_scenario_status: turns a status on or off (as a rule's status action does); then scenario_status_changed. */
export const SetScenarioStatusParams = v.object({ resource_id: resourceId(), state: flag('state') });

/** Gateway firmware (ohm version) from which scenario-status collections exist; older firmware answers get_scenario_statuses with 1. */
export const SCENARIO_STATUS_MIN_FIRMWARE = '3.2.0';

// --- events (gateway evt topic) ------------------------------------------------

export const SCENARIO_CHANGE_ACTIONS = ['created', 'updated', 'deleted'] as const;
/** scenario_changed: a rule was created, updated (any of its parts) or deleted. */
export const ScenarioChangedData = v.object({ action: v.picklist(SCENARIO_CHANGE_ACTIONS), rule_id: v.number(), name: v.optional(v.string()) });
export type ScenarioChanged = v.InferOutput<typeof ScenarioChangedData>;
/** scenario_status_changed: a scenario status turned on or off (a toggle or a rule's action). */
export const ScenarioStatusChangedData = ScenarioStatusSchema;
/** rule_run: a rule ran (fired by a trigger, run by hand, or stopped as a loop); for QA and logs, not shown by the portal. */
export const RuleRunData = v.object({
  rule_id: v.number(),
  run_id: v.number(),
  cause: v.picklist(['time', 'device', 'status', 'manual']),
  outcome: v.picklist(['started', 'finished', 'loop_stopped', 'budget_stopped', 'failed']),
});
export type RuleRun = v.InferOutput<typeof RuleRunData>;

/** Why rule runs were stopped: one outside event's cascade was over MAX_RULE_RUNS_PER_EVENT, or the gateway's minute over MAX_RULE_RUNS_PER_MINUTE. */
export const RULES_STOPPED_REASONS = ['per_event', 'per_minute'] as const;
/**
 * rules_stopped: rule runs were not started because a budget was used up
 * (MAX_RULE_RUNS_PER_EVENT, MAX_RULE_RUNS_PER_MINUTE); sent once per
 * cascade, or once per minute, with the rules stopped so far. The portal
 * shows it as a notice.
 */
export const RulesStoppedData = v.object({
  reason: v.picklist(RULES_STOPPED_REASONS),
  /** The budget that was used up (runs). */
  limit: v.number(),
  /** The rules whose runs were not started, by id (each once). */
  rule_ids: v.array(v.number()),
  /** Runs not started so far. */
  stopped: v.number(),
});
export type RulesStopped = v.InferOutput<typeof RulesStoppedData>;

export const SCENE_EVENTS = ['scenario_changed', 'scenario_status_changed', 'rule_run', 'rules_stopped'] as const;
