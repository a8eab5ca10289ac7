import { gatewayCommands, MAX_RULES, MAX_RUN_RULE_PER_MINUTE, type Rule, ruleNameTaken } from '@homeport/sdk';
import { editRule, findRule, nextRuleId, ruleSaved } from '../rules/ruleStore';
import type { GatewayContents } from '../contents';
import { readParams } from './params';
import { CommandError, ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/** spec 2 §5: a rule name must not duplicate another rule's (7). */
function refuseTakenName(contents: GatewayContents, name: string, exceptId?: number): void {
  if (ruleNameTaken(contents.rules, name, exceptId)) throw new CommandError(ResponseCode.duplicate, `A rule named ${name} exists`);
}

/** get_rules: every rule, in the order they were made. */
export const getRules: CommandHandler = {
  name: 'get_rules',
  channel: 'ohm',
  writes: false,
  run(params, emulator) {
    readParams(gatewayCommands.get_rules.params, params);
    return { code: ResponseCode.ok, data: emulator.contents.rules };
  },
};

export const getRule: CommandHandler = {
  name: 'get_rule',
  channel: 'ohm',
  writes: false,
  run(params, emulator) {
    const { rule_id } = readParams(gatewayCommands.get_rule.params, params);
    return { code: ResponseCode.ok, data: findRule(emulator.contents, rule_id) };
  },
};

/** create_rule: a new rule without triggers or action sets; 7 for a taken name, 8 at MAX_RULES. */
export const createRule: CommandHandler = {
  name: 'create_rule',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { name, rule_logic, active } = readParams(gatewayCommands.create_rule.params, params);
    const { contents } = emulator;
    refuseTakenName(contents, name);
    if (contents.rules.length >= MAX_RULES) throw new CommandError(ResponseCode.wrongState, `The gateway holds at most ${MAX_RULES} rules`);
    const rule: Rule = { id: nextRuleId(contents), name, active, rule_logic, time_triggers: [], event_triggers: [], statuses: [], scenes: [] };
    contents.rules.push(rule);
    return ruleSaved(emulator, rule, 'created');
  },
};

/** update_rule: name, logic, active flag. */
export const updateRule: CommandHandler = {
  name: 'update_rule',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { rule_id, name, rule_logic, active } = readParams(gatewayCommands.update_rule.params, params);
    const rule = editRule(emulator.contents, rule_id);
    if (name !== undefined) refuseTakenName(emulator.contents, name, rule_id);
    if (name !== undefined) rule.name = name;
    if (rule_logic !== undefined) rule.rule_logic = rule_logic;
    if (active !== undefined) rule.active = active;
    return ruleSaved(emulator, rule, 'updated');
  },
};

/** delete_rule: {rule_id}; its triggers are disarmed and a run waiting for a delay ends. */
export const deleteRule: CommandHandler = {
  name: 'delete_rule',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { rule_id } = readParams(gatewayCommands.delete_rule.params, params);
    const { contents } = emulator;
    const rule = findRule(contents, rule_id);
    contents.rules = contents.rules.filter((r) => r.id !== rule_id);
    emulator.save();
    const stopRuns = emulator.rules.ruleDeleted(rule_id);
    return {
      code: ResponseCode.ok,
      data: { rule_id },
      events: [{ name: 'scenario_changed', data: { action: 'deleted', rule_id, name: rule.name } }],
      afterAnswer: stopRuns,
    };
  },
};

/**
 * run_rule: runs the action sets now, whatever the triggers and the active
 * flag; answers {rule_id, run_id}, then the run's events (rule_run started…).
 * At most MAX_RUN_RULE_PER_MINUTE a minute per gateway: more are refused with 10.
 */
export const runRule: CommandHandler = {
  name: 'run_rule',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { rule_id } = readParams(gatewayCommands.run_rule.params, params);
    const rule = findRule(emulator.contents, rule_id);
    const wait = emulator.rules.takeManualRun();
    if (wait > 0) {
      throw new CommandError(ResponseCode.tooMany, `At most ${MAX_RUN_RULE_PER_MINUTE} run_rule a minute on this gateway: try again in ${Math.ceil(wait / 1000)} s`);
    }
    const run_id = emulator.rules.reserveRunId();
    return { code: ResponseCode.ok, data: { rule_id, run_id }, afterAnswer: () => void emulator.rules.run(rule, { kind: 'manual' }, 1, run_id) };
  },
};

export const ruleCommands: CommandHandler[] = [getRules, getRule, createRule, updateRule, deleteRule, runRule];
