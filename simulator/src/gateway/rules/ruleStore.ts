import type { ActionSet, Rule } from '@homeport/sdk';
import { MAX_RULES_BYTES, NotificationType } from '@homeport/sdk';
import { CommandError, ResponseCode, type CommandOutcome } from '../commands/outcome';
import type { GatewayContents } from '../contents';
import type { GatewayEmulator } from '../emulator';

/** The rule, or code 3. */
export function findRule(contents: GatewayContents, ruleId: number): Rule {
  const rule = contents.rules.find((r) => r.id === ruleId);
  if (!rule) throw new CommandError(ResponseCode.notFound, `No such rule: ${ruleId}`);
  return rule;
}

/** The rules as they were before a command started changing them, to put back when the change is refused. */
const before = new WeakMap<Rule, Rule>();

/** The rule a write is about to change (code 3 when there is none); ruleSaved() checks the change and may put it back. */
export function editRule(contents: GatewayContents, ruleId: number): Rule {
  const rule = findRule(contents, ruleId);
  before.set(rule, structuredClone(rule));
  return rule;
}

/** The rule's action set, or code 3. */
export function findActionSet(rule: Rule, actionSetId: number): ActionSet {
  const set = rule.scenes.find((s) => s.id === actionSetId);
  if (!set) throw new CommandError(ResponseCode.notFound, `No such action set: ${actionSetId}`);
  return set;
}

/** A trigger (time, device or status) of the rule by id, or code 3. */
export function findTrigger<T extends { id: number }>(list: T[], triggerId: number): T {
  const trigger = list.find((t) => t.id === triggerId);
  if (!trigger) throw new CommandError(ResponseCode.notFound, `No such trigger: ${triggerId}`);
  return trigger;
}

/** Code 8 when a list is full. */
export function refuseFull(length: number, limit: number, what: string): void {
  if (length >= limit) throw new CommandError(ResponseCode.wrongState, `A rule holds at most ${limit} ${what}`);
}

/** The next id of the gateway's one sequence (rules, triggers, action sets, notifications). */
export const nextRuleId = (contents: GatewayContents): number => ++contents.ruleSeq;

/** spec 2 §3: an action set's counters, from what it holds (push; the other notifications, e-mail and other; alarms). */
export function recount(set: ActionSet): void {
  set.push_notification = set.notifications.filter((n) => n.type === NotificationType.push).length;
  set.notification = set.notifications.length - set.push_notification;
  set.alarm_notification = set.alarms.length;
}

/**
 * A rule was created or changed: saved, its triggers re-armed as it now is,
 * answered as it now is, then `scenario_changed` (docs/contracts.md "Rules (scenes)").
 */
export function ruleSaved(emulator: GatewayEmulator, rule: Rule, action: 'created' | 'updated'): CommandOutcome {
  const { contents } = emulator;
  const earlier = before.get(rule);
  before.delete(rule);
  // The sdk's MAX_RULES_BYTES (1 MiB less 16 KiB: get_rules answers every rule in one message), counted natively here.
  if (Buffer.byteLength(JSON.stringify(contents.rules)) > MAX_RULES_BYTES) {
    if (earlier) Object.assign(rule, earlier);
    else contents.rules = contents.rules.filter((r) => r !== rule);
    throw new CommandError(ResponseCode.wrongState, `The gateway's rules would no longer fit one answer (${MAX_RULES_BYTES} bytes)`);
  }
  emulator.save();
  emulator.rules.ruleChanged(rule);
  return { code: ResponseCode.ok, data: rule, events: [{ name: 'scenario_changed', data: { action, rule_id: rule.id, name: rule.name } }] };
}
