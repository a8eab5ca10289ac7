// The limits of a gateway's rules at their function: one emulated gateway
// (the demo home) in this process, commands dispatched as the broker
// dispatches them. The counts (rules, triggers, action sets, actions) are
// filled by the commands themselves; the bytes (MAX_RULES_BYTES: get_rules
// answers every rule in one message) by rules put just under the limit. The
// refusal of each over MQTT, at the edge, is in tests/simulator-rules.test.ts.
import { MAX_ACTIONS, MAX_ACTION_SETS, MAX_PAYLOAD_BYTES, MAX_RULE_NOTIFICATIONS, MAX_RULES, MAX_RULES_BYTES, MAX_TRIGGERS, type Rule } from '@homeport/sdk';
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../clock/simClock';
import { buildSeed } from '../../seed/buildSeed';
import { ResponseCode } from '../commands/outcome';
import { dispatch } from '../dispatch';
import { GatewayEmulator } from '../emulator';
import { bytesOf, WORDY, wordyRule } from '@homeport/test-support/rules';

/**
 * The seed's rules and wordy ones after them, as many full rules as fit and
 * then the last rule with as many notifications as fit: one notification
 * more, and the rules are past MAX_RULES_BYTES.
 */
function rulesAtTheLimit(seeded: Rule[]): { rules: Rule[]; edge: Rule } {
  const rules = [...seeded];
  // `[a,b]` and one rule more is `[a,b,c]`: its own bytes and a comma.
  let used = bytesOf(rules);
  const withRule = (rule: Rule) => used + (rules.length > 0 ? 1 : 0) + bytesOf([rule]) - 2;
  const fits = (rule: Rule) => withRule(rule) <= MAX_RULES_BYTES;
  const add = (rule: Rule) => {
    used = withRule(rule);
    rules.push(rule);
  };
  let id = 1_000_000;
  for (let full = wordyRule(id, 'Wordy 0', MAX_RULE_NOTIFICATIONS); fits(full); full = wordyRule(id, `Wordy ${rules.length}`, MAX_RULE_NOTIFICATIONS)) {
    add(full);
    id += 100;
  }
  let count = 0;
  while (fits(wordyRule(id, 'Edge', count + 1))) count += 1;
  const edge = wordyRule(id, 'Edge', count);
  add(edge);
  expect(bytesOf(rules)).toBe(used);
  return { rules, edge };
}

/** The demo home as seeded, built once: each test changes a copy. */
const SEEDED = buildSeed({ seed: 1, gateways: 5 }).contents[0]!;

function demoHome(fill: (seeded: Rule[]) => { rules: Rule[]; edge: Rule } = rulesAtTheLimit) {
  const contents = structuredClone(SEEDED);
  const filled = fill(contents.rules);
  contents.rules = filled.rules;
  contents.ruleSeq = 2_000_000;
  let saves = 0;
  const emulator = new GatewayEmulator(contents, () => void (saves += 1), new SimClock({ rate: 0 }));
  emulator.start();
  const run = (name: string, params: Record<string, unknown>) => dispatch({ uid: `t-${name}`, sender: 'test', name, params, type: 'command' }, 'ohm', emulator, () => true);
  return { emulator, edge: filled.edge, run, saves: () => saves };
}

describe('the rules of a gateway keep to MAX_RULES_BYTES', () => {
  it('refuses with 8 the notification that would cross it, the rule as it was and nothing saved; every rule still reads in one answer', () => {
    const { emulator, edge, run, saves } = demoHome();
    // The limit is the bytes, not a count: many rules, the last one short of its own notification limit.
    expect(emulator.contents.rules.length).toBeGreaterThan(8);
    expect(edge.scenes[0]!.notifications.length).toBeLessThan(MAX_RULE_NOTIFICATIONS);
    const before = structuredClone(emulator.contents.rules);

    const refused = run('add_action_notification', { rule_id: edge.id, action_set_id: edge.scenes[0]!.id, ...WORDY });

    expect(refused).toMatchObject({ code: ResponseCode.wrongState, message: expect.stringContaining(`${MAX_RULES_BYTES} bytes`) as string });
    expect(emulator.contents.rules).toEqual(before);
    expect(saves()).toBe(0);
    const all = run('get_rules', {});
    expect(all.code).toBe(ResponseCode.ok);
    expect(all.data).toEqual(before);
    expect(Buffer.byteLength(JSON.stringify(all))).toBeLessThan(MAX_PAYLOAD_BYTES);
  });

  it('accepts the same notification once a notification has made room, and saves it', () => {
    const { emulator, edge, run, saves } = demoHome();
    const set = { rule_id: edge.id, action_set_id: edge.scenes[0]!.id };
    const other = emulator.contents.rules.at(-2)!;
    expect(
      run('remove_action_notification', { rule_id: other.id, action_set_id: other.scenes[0]!.id, notification_id: other.scenes[0]!.notifications[0]!.notification_id }).code,
    ).toBe(ResponseCode.ok);
    const accepted = run('add_action_notification', { ...set, ...WORDY });
    expect(accepted.code).toBe(ResponseCode.ok);
    expect(saves()).toBe(2);
    expect(bytesOf(emulator.contents.rules)).toBeLessThanOrEqual(MAX_RULES_BYTES);
  });

  it('refuses a new rule that would cross it, and keeps no part of it', () => {
    const { emulator, run, saves } = demoHome();
    // Empty rules fill the last bytes (each some 130): the first that does not fit is refused.
    const before = structuredClone(emulator.contents.rules);
    let refused: { name: string; answer: ReturnType<typeof run> } | null = null;
    for (let n = 0; n < 100 && !refused; n++) {
      const answer = run('create_rule', { name: `Filler ${n}` });
      if (answer.code !== ResponseCode.ok) refused = { name: `Filler ${n}`, answer };
    }
    expect(refused?.answer).toMatchObject({ code: ResponseCode.wrongState, message: expect.stringContaining(`${MAX_RULES_BYTES} bytes`) as string });
    expect(emulator.contents.rules.slice(0, before.length)).toEqual(before);
    expect(emulator.contents.rules.map((rule) => rule.name)).not.toContain(refused?.name);
    expect(bytesOf(emulator.contents.rules)).toBeLessThanOrEqual(MAX_RULES_BYTES);
    expect(saves()).toBe(emulator.contents.rules.length - before.length);
  });
});

describe('the counts of rules, triggers, action sets and actions', () => {
  const asSeeded = (seeded: Rule[]) => ({ rules: seeded, edge: seeded[0]! });

  it('takes MAX_TRIGGERS time triggers, MAX_ACTION_SETS action sets and MAX_ACTIONS alarms by command, and refuses one more of each with 8, changing nothing', () => {
    const { emulator, run, saves } = demoHome(asSeeded);
    const created = run('create_rule', { name: 'Full' });
    expect(created.code).toBe(ResponseCode.ok);
    const ruleId = (created.data as Rule).id;
    const everyDay = [true, true, true, true, true, true, true];
    const ok = (name: string, params: Record<string, unknown>) => expect(run(name, { rule_id: ruleId, ...params }).code, name).toBe(ResponseCode.ok);
    const refusedWith8 = (name: string, params: Record<string, unknown>) => {
      const before = structuredClone(emulator.contents.rules);
      const saved = saves();
      expect(run(name, { rule_id: ruleId, ...params }).code, name).toBe(ResponseCode.wrongState);
      expect(emulator.contents.rules).toEqual(before);
      expect(saves()).toBe(saved);
    };
    for (let n = 0; n < MAX_TRIGGERS; n++) ok('add_time_trigger', { time: `01-01-2024 ${String(n).padStart(2, '0')}:00:00`, repeat: everyDay });
    refusedWith8('add_time_trigger', { time: '01-01-2024 23:30:00', repeat: everyDay });
    for (let n = 0; n < MAX_ACTION_SETS; n++) ok('add_action_set', {});
    refusedWith8('add_action_set', {});
    const actionSetId = emulator.contents.rules.find((r) => r.id === ruleId)!.scenes[0]!.id;
    for (let code = 1; code <= MAX_ACTIONS; code++) ok('add_action_alarm', { action_set_id: actionSetId, alarm_code: code });
    refusedWith8('add_action_alarm', { action_set_id: actionSetId, alarm_code: MAX_ACTIONS + 1 });
  });

  it(`takes rules by command up to MAX_RULES (${MAX_RULES}), and refuses one more with 8, changing nothing`, () => {
    const { emulator, run, saves } = demoHome(asSeeded);
    for (let n = emulator.contents.rules.length; n < MAX_RULES; n++) expect(run('create_rule', { name: `Filler ${n}` }).code).toBe(ResponseCode.ok);
    const before = structuredClone(emulator.contents.rules);
    const saved = saves();
    expect(run('create_rule', { name: 'One too many' })).toMatchObject({ code: ResponseCode.wrongState, message: expect.stringContaining(`${MAX_RULES} rules`) as string });
    expect(emulator.contents.rules).toEqual(before);
    expect(emulator.contents.rules).toHaveLength(MAX_RULES);
    expect(saves()).toBe(saved);
  });
});
