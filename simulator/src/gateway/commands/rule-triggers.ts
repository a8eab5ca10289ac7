import {
  compareTypesFor,
  gatewayCommands,
  hasDeviceTrigger,
  MAX_TRIGGERS,
  mayBeTrigger,
  parseTriggerTime,
  RemoveTriggerParams,
  type Rule,
  SCENARIO_STATUS_NAMES,
  type TimeTrigger,
  timeTriggerProblems,
  type TriggerTimeParts,
  wallClockIn,
} from '@homeport/sdk';
import { acceptValue } from '../acceptValue';
import type { GatewayEmulator } from '../emulator';
import { findProperty } from '../findProperty';
import { timeZoneOf } from '../rules/ruleEngine';
import { editRule, findTrigger, nextRuleId, refuseFull, ruleSaved } from '../rules/ruleStore';
import { readParams } from './params';
import { CommandError, ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/**
 * A time trigger's parts, checked in the gateway's time zone: a time in the
 * past is refused (5) unless the trigger repeats (spec 2 §5). The format,
 * hours 0-23, minutes and seconds 0-59 and a real date are the schema's (2).
 */
function timeOf(emulator: GatewayEmulator, time: string, repeat: boolean[]): TriggerTimeParts {
  const parts = parseTriggerTime(time);
  if (!parts) throw new CommandError(ResponseCode.badParams, 'time must be a real date as DD-MM-YYYY HH:mm:ss');
  const now = wallClockIn(emulator.now(), timeZoneOf(emulator));
  if (timeTriggerProblems({ ...parts, repeat }, now).includes('past')) {
    throw new CommandError(ResponseCode.badValue, `time ${time} is in the past (gateway time); only a repeating trigger may start in the past`);
  }
  return parts;
}

/** spec 2 §5 "duplicate trigger": the same time and the same repeat flags twice in one rule (7). */
function refuseSameTime(rule: Rule, parts: TriggerTimeParts, repeat: boolean[], exceptId?: number): void {
  const same = (t: TimeTrigger) =>
    t.id !== exceptId &&
    t.year === parts.year &&
    t.month === parts.month &&
    t.day === parts.day &&
    t.hour === parts.hour &&
    t.minute === parts.minute &&
    t.second === parts.second &&
    t.repeat.every((flag, i) => flag === repeat[i]);
  if (rule.time_triggers.some(same)) throw new CommandError(ResponseCode.duplicate, 'The rule has a time trigger at that time already');
}

/** add_time_trigger: time as DD-MM-YYYY HH:mm:ss (the gateway's local time), seven repeat flags Monday first. */
export const addTimeTrigger: CommandHandler = {
  name: 'add_time_trigger',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { rule_id, time, repeat } = readParams(gatewayCommands.add_time_trigger.params, params);
    const rule = editRule(emulator.contents, rule_id);
    const parts = timeOf(emulator, time, repeat);
    refuseSameTime(rule, parts, repeat);
    refuseFull(rule.time_triggers.length, MAX_TRIGGERS, 'time triggers');
    rule.time_triggers.push({ id: nextRuleId(emulator.contents), ...parts, repeat });
    return ruleSaved(emulator, rule, 'updated');
  },
};

export const updateTimeTrigger: CommandHandler = {
  name: 'update_time_trigger',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { rule_id, trigger_id, time, repeat } = readParams(gatewayCommands.update_time_trigger.params, params);
    const rule = editRule(emulator.contents, rule_id);
    const trigger = findTrigger(rule.time_triggers, trigger_id);
    const parts = timeOf(emulator, time, repeat);
    refuseSameTime(rule, parts, repeat, trigger_id);
    Object.assign(trigger, parts, { repeat });
    return ruleSaved(emulator, rule, 'updated');
  },
};

const remover = (name: string, listOf: (rule: Rule) => Array<{ id: number }>, set: (rule: Rule, ids: number) => void): CommandHandler => ({
  name,
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { rule_id, trigger_id } = readParams(RemoveTriggerParams, params);
    const rule = editRule(emulator.contents, rule_id);
    findTrigger(listOf(rule), trigger_id);
    set(rule, trigger_id);
    return ruleSaved(emulator, rule, 'updated');
  },
});

export const removeTimeTrigger = remover(
  'remove_time_trigger',
  (rule) => rule.time_triggers,
  (rule, id) => (rule.time_triggers = rule.time_triggers.filter((t) => t.id !== id)),
);

/**
 * add_device_trigger (spec 2 §5): 3 unknown device, service or property; 8
 * a device that is not online (status 2); 9 a property that cannot be a
 * trigger; 5 a compare type its type does not allow, or a value it cannot
 * take; 7 the same device, service and property twice; 8 at MAX_TRIGGERS.
 */
export const addDeviceTrigger: CommandHandler = {
  name: 'add_device_trigger',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const {
      rule_id,
      device: deviceId,
      service: serviceName,
      property: propertyName,
      value: requested,
      compare_type,
      delay,
    } = readParams(gatewayCommands.add_device_trigger.params, params);
    const rule = editRule(emulator.contents, rule_id);
    const { device, service, property } = findProperty(emulator.contents, { device: deviceId, service: serviceName, property: propertyName });
    if (device.status !== 2) throw new CommandError(ResponseCode.wrongState, `Only an online device can be a trigger: ${device.device_name} is in status ${device.status}`);
    if (!mayBeTrigger(property.name)) throw new CommandError(ResponseCode.unsupported, `${property.name} cannot be a trigger`);
    if (!compareTypesFor(property).includes(compare_type)) {
      throw new CommandError(ResponseCode.badValue, `${property.name} (${property.type}) compares with ${compareTypesFor(property).join(', ')} only`);
    }
    const value = acceptValue(property, requested);
    if (hasDeviceTrigger(rule, device.id, service.name, property.name))
      throw new CommandError(ResponseCode.duplicate, `The rule has a trigger on ${device.device_name} ${property.name} already`);
    refuseFull(rule.event_triggers.length, MAX_TRIGGERS, 'device triggers');
    rule.event_triggers.push({ id: nextRuleId(emulator.contents), event_source: device.id, service_name: service.name, property_name: property.name, value, compare_type, delay });
    return ruleSaved(emulator, rule, 'updated');
  },
};

export const removeDeviceTrigger = remover(
  'remove_device_trigger',
  (rule) => rule.event_triggers,
  (rule, id) => (rule.event_triggers = rule.event_triggers.filter((t) => t.id !== id)),
);

/** add_status_trigger: fires when the status turns to `state`; one per status (7). */
export const addStatusTrigger: CommandHandler = {
  name: 'add_status_trigger',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { rule_id, resource_id, state } = readParams(gatewayCommands.add_status_trigger.params, params);
    const rule = editRule(emulator.contents, rule_id);
    const name = SCENARIO_STATUS_NAMES[resource_id]!;
    if (rule.statuses.some((t) => t.resource_id === resource_id)) throw new CommandError(ResponseCode.duplicate, `The rule has a trigger on the status ${name} already`);
    refuseFull(rule.statuses.length, MAX_TRIGGERS, 'status triggers');
    rule.statuses.push({ id: nextRuleId(emulator.contents), name, state, resource_id });
    return ruleSaved(emulator, rule, 'updated');
  },
};

export const removeStatusTrigger = remover(
  'remove_status_trigger',
  (rule) => rule.statuses,
  (rule, id) => (rule.statuses = rule.statuses.filter((t) => t.id !== id)),
);

export const ruleTriggerCommands: CommandHandler[] = [
  addTimeTrigger,
  updateTimeTrigger,
  removeTimeTrigger,
  addDeviceTrigger,
  removeDeviceTrigger,
  addStatusTrigger,
  removeStatusTrigger,
];
