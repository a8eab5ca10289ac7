import {
  type ActionSet,
  AddActionAlarmParams,
  AddActionDeviceParams,
  AddActionNotificationParams,
  AddActionStatusParams,
  gatewayCommands,
  MAX_ACTION_SETS,
  MAX_ACTIONS,
  MAX_RULE_NOTIFICATIONS,
  NotificationType,
  RemoveActionAlarmParams,
  RemoveActionDeviceParams,
  RemoveActionNotificationParams,
  RemoveActionStatusParams,
  type Rule,
  ruleNotificationCount,
  SCENARIO_STATUS_NAMES,
  UpdateActionSetParams,
  type WireOutput,
  type WireSchema,
} from '@homeport/sdk';
import { acceptValue } from '../acceptValue';
import type { GatewayEmulator } from '../emulator';
import { findProperty } from '../findProperty';
import { findActionSet, editRule, nextRuleId, recount, refuseFull, ruleSaved } from '../rules/ruleStore';
import { readParams } from './params';
import { CommandError, ResponseCode, type CommandOutcome } from './outcome';
import type { CommandHandler } from './types';

const full = (length: number, what: string) => {
  if (length >= MAX_ACTIONS) throw new CommandError(ResponseCode.wrongState, `An action set holds at most ${MAX_ACTIONS} ${what}`);
};

/** A command on one action set of one rule: params read, both found (3), the change made, the rule saved and answered. */
function onActionSet<S extends WireSchema>(name: string, schema: S, change: (set: ActionSet, p: WireOutput<S>, emulator: GatewayEmulator, rule: Rule) => void): CommandHandler {
  return {
    name,
    channel: 'ohm',
    writes: true,
    run(params, emulator): CommandOutcome {
      const p = readParams(schema, params) as WireOutput<S> & { rule_id: number; action_set_id: number };
      const rule = editRule(emulator.contents, p.rule_id);
      const set = findActionSet(rule, p.action_set_id);
      change(set, p, emulator, rule);
      recount(set);
      return ruleSaved(emulator, rule, 'updated');
    },
  };
}

/** add_action_set: appended last, empty; named "Action {n}" unless named. */
export const addActionSet: CommandHandler = {
  name: 'add_action_set',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { rule_id, name, delay } = readParams(gatewayCommands.add_action_set.params, params);
    const rule = editRule(emulator.contents, rule_id);
    refuseFull(rule.scenes.length, MAX_ACTION_SETS, 'action sets');
    rule.scenes.push({
      id: nextRuleId(emulator.contents),
      name: name ?? `Action ${rule.scenes.length + 1}`,
      delay,
      devices: [],
      statuses: [],
      notifications: [],
      alarms: [],
      push_notification: 0,
      notification: 0,
      alarm_notification: 0,
    });
    return ruleSaved(emulator, rule, 'updated');
  },
};

/** update_action_set: its name or its delay (ms, the add-delay dialog). */
export const updateActionSet = onActionSet('update_action_set', UpdateActionSetParams, (set, { name, delay }) => {
  if (name !== undefined) set.name = name;
  if (delay !== undefined) set.delay = delay;
});

export const removeActionSet: CommandHandler = {
  name: 'remove_action_set',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { rule_id, action_set_id } = readParams(gatewayCommands.remove_action_set.params, params);
    const rule = editRule(emulator.contents, rule_id);
    findActionSet(rule, action_set_id);
    rule.scenes = rule.scenes.filter((s) => s.id !== action_set_id);
    return ruleSaved(emulator, rule, 'updated');
  },
};

/**
 * add_action_device: a writable property of an online device (3 unknown, 8
 * not online, 4 read-only, 5 a value it cannot take, as
 * set_service_property_value checks it). The same property again replaces
 * its value; 8 at MAX_ACTIONS settings.
 */
export const addActionDevice = onActionSet('add_action_device', AddActionDeviceParams, (set, p, emulator) => {
  const { device, service, property } = findProperty(emulator.contents, { device: p.device, service: p.service, property: p.property });
  if (device.status !== 2) throw new CommandError(ResponseCode.wrongState, `Only an online device can be an action: ${device.device_name} is in status ${device.status}`);
  if (property.readonly) throw new CommandError(ResponseCode.readOnly, `${property.name} is read-only`);
  const value = acceptValue(property, p.value);
  const entry = set.devices.find((d) => d.id === device.id);
  const setting = entry?.settings.find((s) => s.service_name === service.name && s.property === property.name);
  if (setting) {
    setting.value = value;
    return;
  }
  full(
    set.devices.reduce((n, d) => n + d.settings.length, 0),
    'device settings',
  );
  const added = { service_name: service.name, property: property.name, value };
  if (entry) entry.settings.push(added);
  else set.devices.push({ id: device.id, settings: [added] });
});

export const removeActionDevice = onActionSet('remove_action_device', RemoveActionDeviceParams, (set, p) => {
  const entry = set.devices.find((d) => d.id === p.device);
  const index = entry?.settings.findIndex((s) => s.service_name === p.service && s.property === p.property) ?? -1;
  if (!entry || index < 0) throw new CommandError(ResponseCode.notFound, `The action set does not set device ${p.device} ${p.service}.${p.property}`);
  entry.settings.splice(index, 1);
  if (entry.settings.length === 0) set.devices = set.devices.filter((d) => d !== entry);
});

/** add_action_status: turn a scenario status on or off; the same status again replaces it. */
export const addActionStatus = onActionSet('add_action_status', AddActionStatusParams, (set, { resource_id, enabled }) => {
  const existing = set.statuses.find((s) => s.resource_id === resource_id);
  if (existing) {
    existing.enabled = enabled;
    return;
  }
  full(set.statuses.length, 'status actions');
  set.statuses.push({ name: SCENARIO_STATUS_NAMES[resource_id]!, resource_id, enabled });
});

export const removeActionStatus = onActionSet('remove_action_status', RemoveActionStatusParams, (set, { resource_id }) => {
  if (!set.statuses.some((s) => s.resource_id === resource_id)) throw new CommandError(ResponseCode.notFound, `The action set does not change status ${resource_id}`);
  set.statuses = set.statuses.filter((s) => s.resource_id !== resource_id);
});

/** add_action_notification: e-mail (0) to `destination`, push (1) and other (2) to the gateway's owner; MAX_RULE_NOTIFICATIONS a rule (8). */
export const addActionNotification = onActionSet('add_action_notification', AddActionNotificationParams, (set, p, emulator, rule) => {
  full(set.notifications.length, 'notifications');
  if (ruleNotificationCount(rule) >= MAX_RULE_NOTIFICATIONS) {
    throw new CommandError(ResponseCode.wrongState, `A rule sends at most ${MAX_RULE_NOTIFICATIONS} notifications, all its action sets together`);
  }
  set.notifications.push({
    notification_id: nextRuleId(emulator.contents),
    type: p.type,
    desc: p.desc,
    short_desc: p.short_desc,
    destination: p.type === NotificationType.email ? p.destination : '',
  });
});

export const removeActionNotification = onActionSet('remove_action_notification', RemoveActionNotificationParams, (set, { notification_id }) => {
  if (!set.notifications.some((n) => n.notification_id === notification_id)) throw new CommandError(ResponseCode.notFound, `No such notification: ${notification_id}`);
  set.notifications = set.notifications.filter((n) => n.notification_id !== notification_id);
});

/** add_action_alarm: raise alarm `alarm_code` (alarm_notification_created); the same code twice is refused (7). */
export const addActionAlarm = onActionSet('add_action_alarm', AddActionAlarmParams, (set, { alarm_code }) => {
  if (set.alarms.some((a) => a.alarm_code === alarm_code)) throw new CommandError(ResponseCode.duplicate, `The action set raises alarm ${alarm_code} already`);
  full(set.alarms.length, 'alarms');
  set.alarms.push({ alarm_code });
});

export const removeActionAlarm = onActionSet('remove_action_alarm', RemoveActionAlarmParams, (set, { alarm_code }) => {
  if (!set.alarms.some((a) => a.alarm_code === alarm_code)) throw new CommandError(ResponseCode.notFound, `The action set does not raise alarm ${alarm_code}`);
  set.alarms = set.alarms.filter((a) => a.alarm_code !== alarm_code);
});

export const ruleActionCommands: CommandHandler[] = [
  addActionSet,
  updateActionSet,
  removeActionSet,
  addActionDevice,
  removeActionDevice,
  addActionStatus,
  removeActionStatus,
  addActionNotification,
  removeActionNotification,
  addActionAlarm,
  removeActionAlarm,
];
