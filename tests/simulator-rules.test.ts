// Rules (scenes) on the real simulator over the real broker: every command
// of docs/contracts.md "Rules (scenes)", its answer and its scenario_changed,
// and each refusal with its code, which changes nothing (the rule as read
// and the gateway file on disk stay as they were). The engine's runs are in
// simulator-rules-engine.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_ACTIONS,
  MAX_ACTION_SETS,
  MAX_RULES,
  MAX_RULE_NOTIFICATIONS,
  MAX_RULES_BYTES,
  MAX_TRIGGERS,
  SCENARIO_STATUS_NAMES,
  formatTriggerTime,
  wallClockIn,
  type GatewayEvent,
  type GatewayLink,
  type BackupSnapshot,
  type LegacyStatus,
  type LoginResult,
  type Rule,
  type ScenarioStatus,
} from '@homeport/sdk';
import { bytesOf, WORDY, wordyRule } from '@homeport/test-support/rules';
import {
  DEMO,
  DEMO_ONLINE,
  OTHER,
  OTHER_SERIALS,
  control,
  hostileTarget,
  importAndRestore,
  linkFor,
  login,
  readHome,
  restFor,
  startHarness,
  withRules,
  type Harness,
} from '@homeport/test-support';

let h: Harness;
let link: GatewayLink;
let scope: { owner: string; serial: string };
let demo: LoginResult;
const seen: GatewayEvent[] = [];
/** The demo gateway's time zone (its local interface's default). */
const ZONE = 'Asia/Kolkata';

beforeAll(async () => {
  // Paused: nothing the rules wait for happens on its own.
  h = await startHarness({ clockRate: 0 });
  demo = await login(h.sim, DEMO);
  scope = { owner: (await restFor(h.sim, demo).gateways.info(DEMO_ONLINE)).userId!, serial: DEMO_ONLINE };
  link = linkFor(h.sim, demo);
  await link.ready();
  link.watchGateway(scope);
  link.on('event', (serial, event) => {
    if (serial === DEMO_ONLINE && event.name === 'scenario_changed') seen.push(event);
  });
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});

const ask = <D = Rule>(name: string, params: Record<string, unknown> = {}) => link.request<D>(scope, name, params);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (e: { code?: number }) => e.code,
  );
const stored = () => JSON.parse(readFileSync(join(h.dataDir, 'gateways', `${DEMO_ONLINE}.json`), 'utf8')) as { rules: Rule[]; scenarioStatuses: ScenarioStatus[] };
const storedRule = (id: number) => stored().rules.find((r) => r.id === id);

/** A rule with no trigger and no action set, as create_rule makes it. */
const emptyRule = (id: number, name: string): Rule => ({ id, name, active: true, rule_logic: 'OR', time_triggers: [], event_triggers: [], statuses: [], scenes: [] });

/**
 * The demo gateway's home as it is, with `more` rules after its own, put
 * back by a backup import and restore (the simulator clock moved on by the
 * restore's time); answers the snapshot restored.
 */
async function restoreWithRules(more: (home: BackupSnapshot, firstId: number) => Rule[], snapshotName: string): Promise<BackupSnapshot> {
  const target = await hostileTarget({ httpUrl: h.sim.httpUrl, mqttUrl: h.sim.mqttTcpUrl }, demo, DEMO_ONLINE);
  const home = await readHome(target);
  const snapshot = withRules(home, (firstId) => more(home, firstId));
  const started = await importAndRestore(target, snapshot, snapshotName);
  expect(started.restored?.status, JSON.stringify(started)).toBe(200);
  await control(h.sim, 'POST', '/clock', { advanceMs: started.restored!.data!.doneInMs });
  await expect.poll(async () => (await ask<Rule[]>('get_rules')).length).toBe(snapshot.rules.length);
  return snapshot;
}

/** Wordy rules after `rules`: as many full ones as fit in MAX_RULES_BYTES, then one with as many notifications as fit (one more does not). */
function rulesToTheLimit(rules: readonly Rule[], firstId: number): Rule[] {
  const added: Rule[] = [];
  const fits = (rule: Rule) => bytesOf([...rules, ...added, rule]) <= MAX_RULES_BYTES;
  let id = firstId;
  for (let n = 0; fits(wordyRule(id, `Wordy ${n}`, MAX_RULE_NOTIFICATIONS)); n++, id += 100) added.push(wordyRule(id, `Wordy ${n}`, MAX_RULE_NOTIFICATIONS));
  let count = 0;
  while (fits(wordyRule(id, 'Edge', count + 1))) count += 1;
  return [...added, wordyRule(id, 'Edge', count)];
}

/** A time as the gateway reads it, `ms` from the simulator clock's now. */
const gatewayTime = (ms: number) => formatTriggerTime(wallClockIn(h.sim.clock.now() + ms, ZONE));

/** Each refusal answers `code` and leaves the rule as it was, in the answer and on disk. */
async function refused(ruleId: number, code: number, name: string, params: Record<string, unknown>) {
  const before = await ask('get_rule', { rule_id: ruleId });
  expect(await refusal(ask(name, params)), `${name} ${JSON.stringify(params)}`).toBe(code);
  expect(await ask('get_rule', { rule_id: ruleId })).toEqual(before);
  expect(storedRule(ruleId)).toEqual(before);
}

async function scenarioChanges(count: number, from: number) {
  await expect.poll(() => seen.length - from, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
  return seen.slice(from, from + count).map((e) => e.data);
}

describe('the seeded rules and statuses', () => {
  it('lists the demo home rules, one of each trigger kind', async () => {
    const rules = await ask<Rule[]>('get_rules');
    expect(rules.map((r) => [r.name, r.active])).toEqual([
      ['Gas leak', true],
      ['Leaving home', true],
      ['Good night', false],
    ]);
    expect(rules[0]!.event_triggers).toHaveLength(1);
    expect(rules[1]!.statuses).toHaveLength(1);
    expect(rules[2]!.time_triggers[0]).toMatchObject({ hour: 22, minute: 30, repeat: [true, true, true, true, true, true, true] });
    expect(rules[1]!.scenes.map((s) => s.delay)).toEqual([0, 30_000]);
  });

  it('answers the 20 scenario statuses with resource ids, and the older call without', async () => {
    const statuses = await ask<ScenarioStatus[]>('get_scenario_statuses');
    expect(statuses.map((s) => s.name)).toEqual([...SCENARIO_STATUS_NAMES]);
    expect(statuses.filter((s) => s.state).map((s) => s.name)).toEqual(['at_home', 'disarmed', 'day']);
    const legacy = await ask<LegacyStatus[]>('get_statuses');
    expect(legacy).toEqual(statuses.map(({ name, state }) => ({ name, state })));
  });

  it('answers get_scenario_statuses with 1 on firmware without status collections (Other Flat), where get_statuses works', async () => {
    const other = await login(h.sim, OTHER);
    const otherLink = linkFor(h.sim, other);
    await otherLink.ready();
    const flat = { owner: other.userId, serial: OTHER_SERIALS[0]! };
    expect(await refusal(otherLink.request(flat, 'get_scenario_statuses'))).toBe(1);
    const legacy = await otherLink.request<LegacyStatus[]>(flat, 'get_statuses');
    expect(legacy).toHaveLength(20);
    expect(legacy[0]).toEqual({ name: 'silence', state: false });
    await otherLink.end();
  });

  it('sets a status: answers it, scenario_status_changed only when it changed, saved', async () => {
    const events: GatewayEvent[] = [];
    const off = link.on('event', (_serial, event) => {
      if (event.name === 'scenario_status_changed') events.push(event);
    });
    expect(await ask<ScenarioStatus>('set_scenario_status', { resource_id: 12, state: true })).toEqual({ name: 'weekend', state: true, resource_id: 12 });
    expect(await ask<ScenarioStatus>('set_scenario_status', { resource_id: 12, state: true })).toEqual({ name: 'weekend', state: true, resource_id: 12 });
    await ask('set_scenario_status', { resource_id: 12, state: false });
    await expect.poll(() => events.length, { timeout: 5000 }).toBe(2);
    expect(events.map((e) => e.data)).toEqual([
      { name: 'weekend', state: true, resource_id: 12 },
      { name: 'weekend', state: false, resource_id: 12 },
    ]);
    expect(stored().scenarioStatuses[12]).toEqual({ name: 'weekend', state: false, resource_id: 12 });
    expect(await refusal(ask('set_scenario_status', { resource_id: 20, state: true }))).toBe(2);
    expect(await refusal(ask('set_scenario_status', { resource_id: 1, state: 'on' }))).toBe(2);
    off();
  });
});

describe('making and changing a rule', () => {
  let id: number;

  it('creates a rule (answered as stored, scenario_changed created), renames it and deletes it', async () => {
    const from = seen.length;
    const created = await ask('create_rule', { name: '  Evening  ' });
    id = created.id;
    expect(created).toEqual({ id, name: 'Evening', active: true, rule_logic: 'OR', time_triggers: [], event_triggers: [], statuses: [], scenes: [] });
    expect(storedRule(id)).toEqual(created);
    const updated = await ask('update_rule', { rule_id: id, name: 'Evening lights', rule_logic: 'AND', active: false });
    expect(updated).toMatchObject({ id, name: 'Evening lights', rule_logic: 'AND', active: false });
    expect(await ask('get_rule', { rule_id: id })).toEqual(updated);
    expect(await scenarioChanges(2, from)).toEqual([
      { action: 'created', rule_id: id, name: 'Evening' },
      { action: 'updated', rule_id: id, name: 'Evening lights' },
    ]);
    const other = await ask('create_rule', { name: 'To delete', rule_logic: 'OR', active: true });
    expect(await ask('delete_rule', { rule_id: other.id })).toEqual({ rule_id: other.id });
    expect(storedRule(other.id)).toBeUndefined();
    expect(await refusal(ask('get_rule', { rule_id: other.id }))).toBe(3);
    expect((await scenarioChanges(4, from)).slice(2)).toEqual([
      { action: 'created', rule_id: other.id, name: 'To delete' },
      { action: 'deleted', rule_id: other.id, name: 'To delete' },
    ]);
    // Ids are never handed out twice.
    expect((await ask('create_rule', { name: 'After the delete' })).id).toBeGreaterThan(other.id);
  });

  it('refuses names (taken, trimmed and without case: 7; empty, too long, control characters: 2) and unknown rules (3), changing nothing', async () => {
    const rules = await ask<Rule[]>('get_rules');
    expect(await refusal(ask('create_rule', { name: ' gas LEAK ' }))).toBe(7);
    expect(await refusal(ask('create_rule', { name: '' }))).toBe(2);
    expect(await refusal(ask('create_rule', { name: 'x'.repeat(65) }))).toBe(2);
    expect(await refusal(ask('create_rule', { name: 'a\u0007b' }))).toBe(2);
    expect(await refusal(ask('create_rule', { name: 'Fine', rule_logic: 'XOR' }))).toBe(2);
    expect(await ask<Rule[]>('get_rules')).toEqual(rules);
    await refused(id, 7, 'update_rule', { rule_id: id, name: 'Good Night' });
    await refused(id, 2, 'update_rule', { rule_id: id });
    expect(await refusal(ask('update_rule', { rule_id: 999_999, name: 'Nobody' }))).toBe(3);
    expect(await refusal(ask('delete_rule', { rule_id: 999_999 }))).toBe(3);
    expect(await refusal(ask('run_rule', { rule_id: 999_999 }))).toBe(3);
    expect(await refusal(ask('get_rule', { rule_id: 'one' }))).toBe(2);
    // Renaming a rule to its own name (another case) is no clash.
    expect(await ask('update_rule', { rule_id: id, name: 'EVENING LIGHTS' })).toMatchObject({ name: 'EVENING LIGHTS' });
  });

  it('adds, changes and removes time triggers; refuses malformed times (2), the past unless repeating (5) and the same time twice (7)', async () => {
    const at = gatewayTime(3_600_000);
    let rule = await ask('add_time_trigger', { rule_id: id, time: at });
    const trigger = rule.time_triggers[0]!;
    expect(formatTriggerTime(trigger)).toBe(at);
    expect(trigger.repeat).toEqual([false, false, false, false, false, false, false]);
    for (const time of [
      '32-01-2030 10:00:00',
      '29-02-2031 10:00:00',
      '01-01-2030 24:00:00',
      '01-01-2030 10:60:00',
      '01-01-2030 10:00:60',
      '1-1-2030 10:00',
      '2030-01-01 10:00:00',
      12,
    ]) {
      await refused(id, 2, 'add_time_trigger', { rule_id: id, time });
    }
    await refused(id, 2, 'add_time_trigger', { rule_id: id, time: at, repeat: [true, false] });
    await refused(id, 5, 'add_time_trigger', { rule_id: id, time: gatewayTime(-60_000) });
    await refused(id, 7, 'add_time_trigger', { rule_id: id, time: at });
    // In the past, repeating: every Monday from then on.
    rule = await ask('add_time_trigger', { rule_id: id, time: '01-01-2024 07:00:00', repeat: [true, false, false, false, false, false, false] });
    const monday = rule.time_triggers[1]!;
    expect(monday).toMatchObject({ year: 2024, month: 1, day: 1, hour: 7, minute: 0, second: 0 });
    rule = await ask('update_time_trigger', { rule_id: id, trigger_id: monday.id, time: '01-01-2024 07:30:00', repeat: [true, true, false, false, false, false, false] });
    expect(rule.time_triggers[1]).toMatchObject({ id: monday.id, minute: 30, repeat: [true, true, false, false, false, false, false] });
    await refused(id, 5, 'update_time_trigger', { rule_id: id, trigger_id: monday.id, time: '01-01-2024 07:30:00' });
    await refused(id, 7, 'update_time_trigger', { rule_id: id, trigger_id: monday.id, time: at });
    await refused(id, 3, 'update_time_trigger', { rule_id: id, trigger_id: 999_999, time: at });
    await refused(id, 3, 'remove_time_trigger', { rule_id: id, trigger_id: 999_999 });
    rule = await ask('remove_time_trigger', { rule_id: id, trigger_id: trigger.id });
    expect(rule.time_triggers.map((t) => t.id)).toEqual([monday.id]);
    expect(storedRule(id)).toEqual(rule);
  });

  it('adds device triggers; refuses unknown devices and properties (3), offline devices (8), non-trigger properties (9), compare types and values (5), the same property twice (7)', async () => {
    let rule = await ask('add_device_trigger', { rule_id: id, device: 17, service: 'ContactService', property: 'Open', value: true, delay: 10_000 });
    expect(rule.event_triggers[0]).toMatchObject({ event_source: 17, service_name: 'ContactService', property_name: 'Open', value: true, compare_type: 'EQ', delay: 10_000 });
    rule = await ask('add_device_trigger', { rule_id: id, device: 13, service: 'WeatherService', property: 'Temperature', value: 30, compare_type: 'GT' });
    expect(rule.event_triggers[1]).toMatchObject({ event_source: 13, value: 30, compare_type: 'GT', delay: 0 });
    const base = { rule_id: id, device: 16, service: 'SensorService', property: 'Temperature', value: 20, compare_type: 'LT' };
    await refused(id, 3, 'add_device_trigger', { ...base, device: 99 });
    await refused(id, 3, 'add_device_trigger', { ...base, service: 'NoService' });
    await refused(id, 3, 'add_device_trigger', { ...base, property: 'NoProperty' });
    await refused(id, 3, 'add_device_trigger', { ...base, rule_id: 999_999 });
    // Boiler Pressure (11) is offline: only online devices are offered (spec 2 §4).
    await refused(id, 8, 'add_device_trigger', { ...base, device: 11, service: 'PressureService', property: 'Pressure', value: 2 });
    await refused(id, 9, 'add_device_trigger', { ...base, device: 9, service: 'MeteringService', property: 'PowerLimit', value: 10, compare_type: 'GT' });
    await refused(id, 5, 'add_device_trigger', { ...base, device: 16, property: 'Motion', value: true, compare_type: 'LT' });
    await refused(id, 5, 'add_device_trigger', { ...base, value: 'warm' });
    await refused(id, 5, 'add_device_trigger', { ...base, value: 99 });
    await refused(id, 2, 'add_device_trigger', { ...base, compare_type: 'NE' });
    await refused(id, 2, 'add_device_trigger', { ...base, delay: 86_400_000 });
    await refused(id, 2, 'add_device_trigger', { ...base, delay: -1 });
    await refused(id, 7, 'add_device_trigger', { ...base, device: 13, service: 'WeatherService', property: 'Temperature', value: 10, compare_type: 'LT' });
    rule = await ask('add_device_trigger', base);
    expect(rule.event_triggers).toHaveLength(3);
    rule = await ask('remove_device_trigger', { rule_id: id, trigger_id: rule.event_triggers[2]!.id });
    expect(rule.event_triggers).toHaveLength(2);
    await refused(id, 3, 'remove_device_trigger', { rule_id: id, trigger_id: 999_999 });
  });

  it('adds status triggers, one per status (7)', async () => {
    let rule = await ask('add_status_trigger', { rule_id: id, resource_id: 5 });
    expect(rule.statuses).toEqual([{ id: expect.any(Number), name: 'night', state: true, resource_id: 5 }]);
    await refused(id, 7, 'add_status_trigger', { rule_id: id, resource_id: 5, state: false });
    await refused(id, 2, 'add_status_trigger', { rule_id: id, resource_id: 20 });
    rule = await ask('add_status_trigger', { rule_id: id, resource_id: 14, state: false });
    rule = await ask('remove_status_trigger', { rule_id: id, trigger_id: rule.statuses[1]!.id });
    expect(rule.statuses.map((s) => s.name)).toEqual(['night']);
  });

  it('adds action sets and their actions, replacing a setting or a status given again, with the counters kept', async () => {
    let rule = await ask('add_action_set', { rule_id: id });
    const first = rule.scenes[0]!;
    expect(first).toMatchObject({ name: 'Action 1', delay: 0, devices: [], push_notification: 0, notification: 0, alarm_notification: 0 });
    rule = await ask('add_action_set', { rule_id: id, name: 'Later', delay: 30_000 });
    const later = rule.scenes[1]!;
    const set = { rule_id: id, action_set_id: first.id };
    await ask('add_action_device', { ...set, device: 1, service: 'SwitchService', property: 'State', value: true });
    await ask('add_action_device', { ...set, device: 2, service: 'LevelService', property: 'Level', value: 40 });
    rule = await ask('add_action_device', { ...set, device: 2, service: 'LevelService', property: 'Level', value: 70 });
    expect(rule.scenes[0]!.devices).toEqual([
      { id: 1, settings: [{ service_name: 'SwitchService', property: 'State', value: true }] },
      { id: 2, settings: [{ service_name: 'LevelService', property: 'Level', value: 70 }] },
    ]);
    await ask('add_action_status', { ...set, resource_id: 5, enabled: true });
    rule = await ask('add_action_status', { ...set, resource_id: 5, enabled: false });
    expect(rule.scenes[0]!.statuses).toEqual([{ name: 'night', resource_id: 5, enabled: false }]);
    await ask('add_action_notification', { ...set, type: 0, desc: 'The window opened', destination: ' Dana@Example.COM ' });
    await ask('add_action_notification', { ...set, type: 1, desc: 'Window open', short_desc: 'Window' });
    await ask('add_action_notification', { ...set, type: 2, desc: 'Window open', destination: 'ignored@example.com' });
    rule = await ask('add_action_alarm', { ...set, alarm_code: 100 });
    const filled = rule.scenes[0]!;
    expect(filled.notifications.map((n) => [n.type, n.destination])).toEqual([
      [0, 'dana@example.com'],
      [1, ''],
      [2, ''],
    ]);
    expect([filled.push_notification, filled.notification, filled.alarm_notification]).toEqual([1, 2, 1]);
    rule = await ask('update_action_set', { rule_id: id, action_set_id: later.id, delay: 60_000, name: 'A minute later' });
    expect(rule.scenes[1]).toMatchObject({ name: 'A minute later', delay: 60_000 });
    rule = await ask('remove_action_notification', { ...set, notification_id: filled.notifications[1]!.notification_id });
    expect([rule.scenes[0]!.push_notification, rule.scenes[0]!.notification]).toEqual([0, 2]);
    rule = await ask('remove_action_device', { ...set, device: 1, service: 'SwitchService', property: 'State' });
    expect(rule.scenes[0]!.devices.map((d) => d.id)).toEqual([2]);
    await ask('remove_action_status', { ...set, resource_id: 5 });
    rule = await ask('remove_action_alarm', { ...set, alarm_code: 100 });
    expect(rule.scenes[0]).toMatchObject({ statuses: [], alarms: [], alarm_notification: 0 });
    rule = await ask('remove_action_set', { rule_id: id, action_set_id: later.id });
    expect(rule.scenes.map((s) => s.id)).toEqual([first.id]);
    expect(storedRule(id)).toEqual(rule);
  });

  it('refuses actions: read-only (4), unknown (3), offline (8), bad values (5), bad e-mail (2), the same alarm twice (7)', async () => {
    const set = { rule_id: id, action_set_id: (await ask('get_rule', { rule_id: id })).scenes[0]!.id };
    const base = { ...set, device: 2, service: 'LevelService', property: 'Level', value: 10 };
    await refused(id, 4, 'add_action_device', { ...base, device: 17, service: 'ContactService', property: 'Open', value: true });
    await refused(id, 4, 'add_action_device', { ...base, device: 9, service: 'MeteringService', property: 'Energy', value: 1 });
    await refused(id, 3, 'add_action_device', { ...base, device: 99 });
    await refused(id, 3, 'add_action_device', { ...base, property: 'Nope' });
    await refused(id, 8, 'add_action_device', { ...base, device: 11, service: 'ConfigurationService', property: 'ReportInterval', value: 60 });
    await refused(id, 5, 'add_action_device', { ...base, value: 101 });
    await refused(id, 5, 'add_action_device', { ...base, value: 'bright' });
    await refused(id, 3, 'add_action_device', { ...base, action_set_id: 999_999 });
    await refused(id, 3, 'remove_action_device', { ...base, device: 1 });
    await refused(id, 2, 'add_action_notification', { ...set, type: 0, desc: 'x', destination: 'not-an-address' });
    await refused(id, 2, 'add_action_notification', { ...set, type: 0, desc: 'x' });
    await refused(id, 2, 'add_action_notification', { ...set, type: 3, desc: 'x' });
    await refused(id, 2, 'add_action_notification', { ...set, type: 1, desc: '' });
    await refused(id, 3, 'remove_action_notification', { ...set, notification_id: 999_999 });
    await refused(id, 2, 'add_action_status', { ...set, resource_id: 3 });
    await refused(id, 3, 'remove_action_status', { ...set, resource_id: 3 });
    await ask('add_action_alarm', { ...set, alarm_code: 7 });
    await refused(id, 7, 'add_action_alarm', { ...set, alarm_code: 7 });
    await refused(id, 2, 'add_action_alarm', { ...set, alarm_code: 0 });
    await refused(id, 3, 'remove_action_alarm', { ...set, alarm_code: 8 });
    await refused(id, 2, 'update_action_set', { ...set });
    await refused(id, 2, 'update_action_set', { ...set, delay: 86_400_000 });
  });

  it('stops at the limits with 8: triggers, action sets and actions, changing nothing', async () => {
    const rule = await ask('create_rule', { name: 'Full' });
    for (let n = 0; n < MAX_TRIGGERS; n++)
      await ask('add_time_trigger', { rule_id: rule.id, time: `01-01-2024 ${String(n).padStart(2, '0')}:00:00`, repeat: [true, true, true, true, true, true, true] });
    await refused(rule.id, 8, 'add_time_trigger', { rule_id: rule.id, time: '01-01-2024 23:30:00', repeat: [true, true, true, true, true, true, true] });
    for (let n = 0; n < MAX_ACTION_SETS; n++) await ask('add_action_set', { rule_id: rule.id });
    await refused(rule.id, 8, 'add_action_set', { rule_id: rule.id });
    const set = { rule_id: rule.id, action_set_id: (await ask('get_rule', { rule_id: rule.id })).scenes[0]!.id };
    for (let code = 1; code <= MAX_ACTIONS; code++) await ask('add_action_alarm', { ...set, alarm_code: code });
    await refused(rule.id, 8, 'add_action_alarm', { ...set, alarm_code: MAX_ACTIONS + 1 });
  });

  it('refuses a change that would make the rules too large for one answer (8), changing nothing', async () => {
    // The limit at its function, rule by rule, is in simulator/src/gateway/rules/ruleLimits.test.ts. Here the
    // home is put just under it by a backup restore, and the one notification that crosses it goes over MQTT.
    const full = await restoreWithRules((home, firstId) => rulesToTheLimit(home.rules, firstId), 'Wordy');
    const edge = full.rules.at(-1)!;
    expect(edge.scenes[0]!.notifications.length).toBeLessThan(MAX_RULE_NOTIFICATIONS);
    const before = await ask('get_rule', { rule_id: edge.id });
    const code = await refusal(ask('add_action_notification', { rule_id: edge.id, action_set_id: edge.scenes[0]!.id, ...WORDY }));
    expect(code).toBe(8);
    expect(await ask('get_rule', { rule_id: edge.id })).toEqual(before);
    expect(storedRule(edge.id)).toEqual(before);
    // Everything still reads in one answer.
    expect(await ask<Rule[]>('get_rules')).toEqual(stored().rules);
    expect(stored().rules).toHaveLength(full.rules.length);
    await control(h.sim, 'POST', `/gateways/${DEMO_ONLINE}/restore-home`);
  });

  it(`keeps at most ${MAX_RULES} rules (8)`, async () => {
    // Filled by a backup restore to one short of the limit (the commands fill it in simulator/src/gateway/rules/ruleLimits.test.ts).
    await restoreWithRules((home, firstId) => Array.from({ length: MAX_RULES - 1 - home.rules.length }, (_, n) => emptyRule(firstId + n, `Filler ${n}`)), 'Fillers');
    await ask('create_rule', { name: 'The last one' });
    const rules = await ask<Rule[]>('get_rules');
    expect(rules).toHaveLength(MAX_RULES);
    expect(await refusal(ask('create_rule', { name: 'One too many' }))).toBe(8);
    expect(await ask<Rule[]>('get_rules')).toEqual(rules);
    expect(stored().rules).toHaveLength(MAX_RULES);
  });
});
