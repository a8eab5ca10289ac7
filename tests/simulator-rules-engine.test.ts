// The simulated gateway runs its rules: on the real simulator with its clock
// paused, a real MQTT client makes rules, a device reports through the
// control API, the test moves the clock, and sees what the rules did (device
// values, events in order, the outbox, the run log). Each trigger kind fires,
// and does not when it should not; delays; repeat flags over simulated weeks;
// a loop of rules stopped at MAX_RULE_CHAIN; bad stored rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RULE_CHAIN, epochOfWallClock, formatTriggerTime, parseSceneEvent, wallClockIn, type GatewayEvent, type GatewayLink, type Rule } from '@homeport/sdk';
import type { RuleRunLogEntry, SimClockView } from '@homeport/sdk/sim';
import { control, DEMO, DEMO_ONLINE, linkFor, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let link: GatewayLink;
let scope: { owner: string; serial: string };
const seen: GatewayEvent[] = [];
const userSeen: GatewayEvent[] = [];
/** The demo gateway's time zone (its local interface's default). */
const ZONE = 'Asia/Kolkata';
const EVERY_DAY = [true, true, true, true, true, true, true];

beforeAll(async () => {
  // Weeks pass on the clock here: sessions must outlive them.
  const year = 365 * 86_400_000;
  h = await startHarness({ clockRate: 0, sessionIdleMs: year, sessionMaxMs: year });
  const demo = await login(h.sim, DEMO);
  scope = { owner: (await restFor(h.sim, demo).gateways.info(DEMO_ONLINE)).userId!, serial: DEMO_ONLINE };
  link = linkFor(h.sim, demo);
  await link.ready();
  link.watchGateway(scope);
  link.watchUser();
  link.on('event', (serial, event) => {
    if (serial === DEMO_ONLINE) seen.push(event);
  });
  link.on('userEvent', (event) => userSeen.push(event));
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});

const ask = <D = Rule>(name: string, params: Record<string, unknown> = {}) => link.request<D>(scope, name, params);
const sim = async <D>(method: string, path: string, body?: unknown): Promise<D> => {
  const response = await control(h.sim, method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: D }).data;
};
const report = (device: number, service: string, property: string, value: unknown) =>
  sim(`POST`, `/gateways/${DEMO_ONLINE}/devices/${device}/report`, { service, property, value });
const advance = (ms: number) => sim<SimClockView>('POST', '/clock', { advanceMs: ms });
const moveTo = (epoch: number) => sim<SimClockView>('POST', '/clock', { to: epoch });
const now = () => h.sim.clock.now();
const runs = (ruleId: number) => sim<RuleRunLogEntry[]>('GET', `/gateways/${DEMO_ONLINE}/rules/log?ruleId=${ruleId}`);
const valueOf = async (device: number, service: string, property: string) => (await ask<{ value: unknown }>('get_service_property_value', { device, service, property })).value;
const set = (device: number, service: string, property: string, value: unknown) => ask('set_service_property_value', { device, service, property, value });
const outbox = (to: string) => sim<Array<{ kind: string; to: string; subject: string; text: string; userId: string | null }>>('GET', `/outbox?to=${encodeURIComponent(to)}`);
/** Weekday and time of `epoch` as the gateway reads it ("Mon 07:00:00"). */
const localDayTime = (epoch: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(epoch).replace(',', '');

/** A rule made through the commands: its triggers and one action set, answered as it now is. */
async function makeRule(name: string, build: (id: number) => Array<[string, Record<string, unknown>]>, options: { rule_logic?: 'OR' | 'AND' } = {}): Promise<Rule> {
  let rule = await ask('create_rule', { name, ...options });
  for (const [command, params] of build(rule.id)) rule = await ask(command, { rule_id: rule.id, ...params });
  return rule;
}
const actionSetOf = async (ruleId: number, delay = 0) => (await ask('add_action_set', { rule_id: ruleId, delay })).scenes.at(-1)!.id;

describe('a device trigger', () => {
  let window: Rule;

  it('fires when the bedroom window opens: the outlet goes on 10 s later on the clock, and an e-mail goes out', async () => {
    await set(1, 'SwitchService', 'State', false);
    window = await makeRule('Window watch', () => [['add_device_trigger', { device: 17, service: 'ContactService', property: 'Open', value: true }]]);
    const setId = await actionSetOf(window.id, 10_000);
    await ask('add_action_device', { rule_id: window.id, action_set_id: setId, device: 1, service: 'SwitchService', property: 'State', value: true });
    await ask('add_action_notification', {
      rule_id: window.id,
      action_set_id: setId,
      type: 0,
      desc: 'The bedroom window opened',
      short_desc: 'Window',
      destination: 'qa@example.com',
    });
    const from = seen.length;
    const opened = now();
    await report(17, 'ContactService', 'Open', true);
    const [run] = await runs(window.id);
    expect(run).toMatchObject({
      ruleName: 'Window watch',
      cause: 'device',
      trigger: { kind: 'device', id: window.event_triggers[0]!.id },
      chain: 1,
      outcome: 'started',
      startedAt: opened,
      actions: [],
    });
    await advance(9_999);
    expect(await valueOf(1, 'SwitchService', 'State')).toBe(false);
    await advance(1);
    expect(await valueOf(1, 'SwitchService', 'State')).toBe(true);
    const [done] = await runs(window.id);
    expect(done).toMatchObject({ outcome: 'finished', finishedAt: opened + 10_000 });
    expect(done!.actions).toEqual([
      { actionSetId: setId, kind: 'device', target: 'device 1 SwitchService.State = true', at: opened + 10_000, outcome: 'done' },
      { actionSetId: setId, kind: 'notification', target: 'e-mail to qa@example.com', at: opened + 10_000, outcome: 'done' },
    ]);
    // On the wire, in order: the window, the run starting, then 10 s later the outlet and the run's end.
    const names = () => seen.slice(from).map((e) => e.name);
    await expect.poll(names, { timeout: 5000 }).toContain('device_1_property_changed');
    await expect.poll(() => names().filter((n) => n === 'rule_run').length, { timeout: 5000 }).toBe(2);
    expect(names()).toEqual(['device_17_property_changed', 'rule_run', 'device_1_property_changed', 'rule_run']);
    const runEvents = seen.slice(from).filter((e) => e.name === 'rule_run');
    expect(runEvents.map((e) => parseSceneEvent(e))).toEqual([
      { kind: 'run', run: { rule_id: window.id, run_id: run!.runId, cause: 'device', outcome: 'started' } },
      { kind: 'run', run: { rule_id: window.id, run_id: run!.runId, cause: 'device', outcome: 'finished' } },
    ]);
    expect(seen.slice(from).find((e) => e.name === 'device_1_property_changed')!.ts).toBe(opened + 10_000);
    expect(await outbox('qa@example.com')).toEqual([expect.objectContaining({ kind: 'email', to: 'qa@example.com', subject: 'Window', text: 'The bedroom window opened' })]);
  });

  it('does not fire for a value that does not match; fires again on the next matching report', async () => {
    await report(17, 'ContactService', 'Open', false);
    await advance(20_000);
    expect(await runs(window.id)).toHaveLength(1);
    await report(17, 'ContactService', 'Open', true);
    await advance(10_000);
    expect((await runs(window.id)).map((r) => r.outcome)).toEqual(['finished', 'finished']);
  });

  it('does nothing while the rule is inactive; run_rule runs it all the same', async () => {
    await ask('update_rule', { rule_id: window.id, active: false });
    await report(17, 'ContactService', 'Open', true);
    await advance(20_000);
    expect(await runs(window.id)).toHaveLength(2);
    await set(1, 'SwitchService', 'State', false);
    const answer = await ask<{ rule_id: number; run_id: number }>('run_rule', { rule_id: window.id });
    expect(answer).toEqual({ rule_id: window.id, run_id: expect.any(Number) });
    const manual = (await runs(window.id)).at(-1)!;
    expect(manual).toMatchObject({ runId: answer.run_id, cause: 'manual', trigger: null, outcome: 'started' });
    await advance(10_000);
    expect((await runs(window.id)).at(-1)).toMatchObject({ runId: answer.run_id, outcome: 'finished' });
    expect(await valueOf(1, 'SwitchService', 'State')).toBe(true);
  });

  it('with a delay, fires only when the condition still holds after it (held, not restarted, by further matching values)', async () => {
    await set(4, 'FanService', 'State', false);
    const hot = await makeRule('Hot garden', () => [
      ['add_device_trigger', { device: 13, service: 'WeatherService', property: 'Temperature', value: 30, compare_type: 'GT', delay: 60_000 }],
    ]);
    const setId = await actionSetOf(hot.id);
    await ask('add_action_device', { rule_id: hot.id, action_set_id: setId, device: 4, service: 'FanService', property: 'State', value: true });
    await report(13, 'WeatherService', 'Temperature', 31);
    await advance(30_000);
    await report(13, 'WeatherService', 'Temperature', 25);
    await advance(60_000);
    expect(await runs(hot.id)).toEqual([]);
    expect(await valueOf(4, 'FanService', 'State')).toBe(false);
    const warm = now();
    await report(13, 'WeatherService', 'Temperature', 32);
    await advance(30_000);
    await report(13, 'WeatherService', 'Temperature', 33.5);
    await advance(29_999);
    expect(await runs(hot.id)).toEqual([]);
    await advance(1);
    expect(await runs(hot.id)).toEqual([expect.objectContaining({ startedAt: warm + 60_000, outcome: 'finished' })]);
    expect(await valueOf(4, 'FanService', 'State')).toBe(true);
    await ask('delete_rule', { rule_id: hot.id });
  });
});

describe('a status trigger', () => {
  it('fires when the status turns to its state, not when it was already so', async () => {
    const night = await makeRule('Night mode', () => [['add_status_trigger', { resource_id: 5, state: true }]]);
    const setId = await actionSetOf(night.id);
    await ask('add_action_device', { rule_id: night.id, action_set_id: setId, device: 2, service: 'LevelService', property: 'Level', value: 5 });
    await ask('add_action_status', { rule_id: night.id, action_set_id: setId, resource_id: 16, enabled: false });
    await ask('set_scenario_status', { resource_id: 5, state: true });
    await ask('set_scenario_status', { resource_id: 5, state: true });
    await ask('set_scenario_status', { resource_id: 5, state: false });
    expect(await runs(night.id)).toEqual([expect.objectContaining({ cause: 'status', trigger: { kind: 'status', id: night.statuses[0]!.id }, outcome: 'finished' })]);
    expect(await valueOf(2, 'LevelService', 'Level')).toBe(5);
    const statuses = await ask<Array<{ name: string; state: boolean }>>('get_scenario_statuses');
    expect(statuses.find((s) => s.name === 'day')!.state).toBe(false);
    await ask('set_scenario_status', { resource_id: 5, state: true });
    expect(await runs(night.id)).toHaveLength(2);
    await ask('delete_rule', { rule_id: night.id });
  });
});

describe('AND logic', () => {
  it('fires when a trigger fires and every other one holds: the window opening while on vacation', async () => {
    await report(17, 'ContactService', 'Open', false);
    await ask('set_scenario_status', { resource_id: 11, state: false });
    const rule = await makeRule(
      'Vacation window',
      () => [
        ['add_device_trigger', { device: 17, service: 'ContactService', property: 'Open', value: true }],
        ['add_status_trigger', { resource_id: 11, state: true }],
      ],
      { rule_logic: 'AND' },
    );
    const setId = await actionSetOf(rule.id);
    await ask('add_action_notification', { rule_id: rule.id, action_set_id: setId, type: 1, desc: 'A window opened while you are away' });
    // Vacation on, but the window is shut: the status trigger fires, the device trigger does not hold.
    await ask('set_scenario_status', { resource_id: 11, state: true });
    expect(await runs(rule.id)).toEqual([]);
    // The window opens on vacation: it fires, and the status holds.
    await report(17, 'ContactService', 'Open', true);
    expect(await runs(rule.id)).toEqual([expect.objectContaining({ cause: 'device', outcome: 'finished' })]);
    expect((await outbox(DEMO.identity)).filter((m) => m.kind === 'push')).toEqual([
      expect.objectContaining({ text: 'A window opened while you are away', subject: 'Vacation window' }),
    ]);
    // Vacation over: the window opening again does nothing.
    await ask('set_scenario_status', { resource_id: 11, state: false });
    await report(17, 'ContactService', 'Open', true);
    expect(await runs(rule.id)).toHaveLength(1);
    await ask('delete_rule', { rule_id: rule.id });
  });

  it('counts a time trigger as holding from its time to the end of its day', async () => {
    await report(17, 'ContactService', 'Open', false);
    const rule = await makeRule(
      'Evening window',
      () => [
        ['add_time_trigger', { time: '01-01-2024 20:00:00', repeat: EVERY_DAY }],
        ['add_device_trigger', { device: 17, service: 'ContactService', property: 'Open', value: true }],
      ],
      { rule_logic: 'AND' },
    );
    const setId = await actionSetOf(rule.id);
    await ask('add_action_status', { rule_id: rule.id, action_set_id: setId, resource_id: 10, enabled: true });
    // The next 19:00 of the gateway's day.
    const today = wallClockIn(now(), ZONE);
    let seven = epochOfWallClock({ ...today, hour: 19, minute: 0, second: 0 }, ZONE);
    if (seven <= now()) seven += 86_400_000;
    await moveTo(seven);
    await report(17, 'ContactService', 'Open', true);
    expect(await runs(rule.id)).toEqual([]);
    // 20:00: the time trigger fires, the open window holds.
    await advance(3_600_000);
    expect(await runs(rule.id)).toEqual([expect.objectContaining({ cause: 'time', startedAt: seven + 3_600_000 })]);
    // 21:00: the window opening again fires, the time trigger holds until midnight.
    await advance(3_600_000);
    await report(17, 'ContactService', 'Open', true);
    expect((await runs(rule.id)).map((r) => r.cause)).toEqual(['time', 'device']);
    // After midnight it does not hold until 20:00 again.
    await advance(4 * 3_600_000);
    await report(17, 'ContactService', 'Open', true);
    expect(await runs(rule.id)).toHaveLength(2);
    await ask('delete_rule', { rule_id: rule.id });
  });
});

describe('a time trigger', () => {
  it('fires once at its date and time (gateway time), then never again', async () => {
    const at = now() + 3_600_000;
    const time = formatTriggerTime(wallClockIn(at, ZONE));
    const rule = await makeRule('Once', () => [['add_time_trigger', { time }]]);
    const setId = await actionSetOf(rule.id);
    await ask('add_action_status', { rule_id: rule.id, action_set_id: setId, resource_id: 9, enabled: true });
    const due = Math.floor(at / 1000) * 1000;
    await moveTo(due - 1);
    expect(await runs(rule.id)).toEqual([]);
    await advance(1);
    expect(await runs(rule.id)).toEqual([
      expect.objectContaining({ cause: 'time', trigger: { kind: 'time', id: rule.time_triggers[0]!.id }, startedAt: due, outcome: 'finished' }),
    ]);
    expect((await ask<Array<{ name: string; state: boolean }>>('get_scenario_statuses')).find((s) => s.name === 'sunrise')!.state).toBe(true);
    await advance(3 * 86_400_000);
    expect(await runs(rule.id)).toHaveLength(1);
    await ask('delete_rule', { rule_id: rule.id });
  });

  it('fires on each chosen weekday at its time over a simulated week, as edited, and not once deleted', async () => {
    const rule = await makeRule('Weekday mornings', () => [['add_time_trigger', { time: '01-01-2024 07:00:00', repeat: [true, false, true, false, true, false, false] }]]);
    const setId = await actionSetOf(rule.id);
    await ask('add_action_device', { rule_id: rule.id, action_set_id: setId, device: 15, service: 'AudioService', property: 'Volume', value: 20 });
    await advance(7 * 86_400_000);
    const week = await runs(rule.id);
    expect(week.map((r) => localDayTime(r.startedAt)).sort()).toEqual(['Fri 07:00:00', 'Mon 07:00:00', 'Wed 07:00:00']);
    expect(week.every((r) => r.cause === 'time' && r.outcome === 'finished')).toBe(true);
    // Edited to Tuesdays at 06:30: re-armed as it now is.
    await ask('update_time_trigger', {
      rule_id: rule.id,
      trigger_id: rule.time_triggers[0]!.id,
      time: '01-01-2024 06:30:00',
      repeat: [false, true, false, false, false, false, false],
    });
    await advance(14 * 86_400_000);
    expect((await runs(rule.id)).slice(3).map((r) => localDayTime(r.startedAt))).toEqual(['Tue 06:30:00', 'Tue 06:30:00']);
    // Inactive: nothing; deleted: nothing waits for it on the clock.
    await ask('update_rule', { rule_id: rule.id, active: false });
    await advance(7 * 86_400_000);
    expect(await runs(rule.id)).toHaveLength(5);
    await ask('update_rule', { rule_id: rule.id, active: true });
    const armed = (await sim<SimClockView>('GET', '/clock')).pending;
    await ask('delete_rule', { rule_id: rule.id });
    expect((await sim<SimClockView>('GET', '/clock')).pending).toBe(armed - 1);
    await advance(7 * 86_400_000);
    expect(await runs(rule.id)).toHaveLength(5);
  });
});

describe('what a run does', () => {
  it(`stops a loop of two rules setting each other off after ${MAX_RULE_CHAIN} runs (loop_stopped), and the gateway goes on`, async () => {
    const from = seen.length;
    await set(18, 'SwitchService', 'State', false);
    const a = await makeRule('Ping', () => [['add_device_trigger', { device: 1, service: 'SwitchService', property: 'State', value: true }]]);
    await ask('add_action_device', { rule_id: a.id, action_set_id: await actionSetOf(a.id), device: 18, service: 'SwitchService', property: 'State', value: true });
    const b = await makeRule('Pong', () => [['add_device_trigger', { device: 18, service: 'SwitchService', property: 'State', value: true }]]);
    await ask('add_action_device', { rule_id: b.id, action_set_id: await actionSetOf(b.id), device: 1, service: 'SwitchService', property: 'State', value: true });
    await set(1, 'SwitchService', 'State', true);
    const all = [...(await runs(a.id)), ...(await runs(b.id))].sort((x, y) => x.chain - y.chain);
    expect(all.map((r) => [r.ruleName, r.chain, r.outcome])).toEqual([
      ...Array.from({ length: MAX_RULE_CHAIN }, (_, i) => [i % 2 === 0 ? 'Ping' : 'Pong', i + 1, 'finished']),
      [MAX_RULE_CHAIN % 2 === 0 ? 'Ping' : 'Pong', MAX_RULE_CHAIN + 1, 'loop_stopped'],
    ]);
    expect(all.at(-1)!.note).toContain(`limit is ${MAX_RULE_CHAIN}`);
    await expect.poll(() => seen.slice(from).filter((e) => e.name === 'rule_run' && (e.data as { outcome: string }).outcome === 'loop_stopped').length, { timeout: 5000 }).toBe(1);
    expect(await link.request(scope, 'ping', {}, { channel: 'osm' })).toEqual({ pong: true });
    await ask('delete_rule', { rule_id: a.id });
    await ask('delete_rule', { rule_id: b.id });
  });

  it('raises an alarm: alarm_notification_created on the gateway topic and on the owner’s', async () => {
    const rule = await makeRule('Alarm drill', () => []);
    await ask('add_action_alarm', { rule_id: rule.id, action_set_id: await actionSetOf(rule.id), alarm_code: 100 });
    const { run_id } = await ask<{ run_id: number }>('run_rule', { rule_id: rule.id });
    const alarm = (e: GatewayEvent) => e.name === 'alarm_notification_created';
    await expect.poll(() => seen.filter(alarm).length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => userSeen.filter(alarm).length, { timeout: 5000 }).toBe(1);
    const parsed = parseSceneEvent(seen.find(alarm)!);
    expect(parsed).toMatchObject({ kind: 'alarm', alarm: { serialNumber: DEMO_ONLINE, isReacted: false, alarmNotifParams: { alarmCode: 100 }, rule_id: rule.id, run_id } });
    expect(userSeen.find(alarm)!.data).toEqual(seen.find(alarm)!.data);
    await ask('delete_rule', { rule_id: rule.id });
  });

  it('logs a failed action of a rule whose device is gone and runs the rest; nothing stops the gateway', async () => {
    const rule = await makeRule('Stale', () => []);
    const setId = await actionSetOf(rule.id);
    await ask('add_action_device', { rule_id: rule.id, action_set_id: setId, device: 20, service: 'IRService', property: 'DeviceType', value: 2 });
    await ask('add_action_status', { rule_id: rule.id, action_set_id: setId, resource_id: 18, enabled: true });
    await ask('delete_device', { device: 20 });
    await ask('run_rule', { rule_id: rule.id });
    const [run] = await runs(rule.id);
    expect(run).toMatchObject({ outcome: 'failed', note: 'an action failed; the others ran' });
    expect(run!.actions.map((a) => [a.kind, a.outcome, a.message])).toEqual([
      ['device', 'failed', 'No such device: 20'],
      ['status', 'done', undefined],
    ]);
    expect((await ask<Array<{ name: string; state: boolean }>>('get_statuses')).find((s) => s.name === 'smile')!.state).toBe(true);
    expect(await link.request(scope, 'ping', {}, { channel: 'osm' })).toEqual({ pong: true });
  });

  it('runs action sets in order, each after its own delay; a rule deleted meanwhile stops its run', async () => {
    await set(2, 'LevelService', 'Level', 0);
    const rule = await makeRule('Steps', () => []);
    const first = await actionSetOf(rule.id, 5_000);
    const second = await actionSetOf(rule.id, 5_000);
    await ask('add_action_device', { rule_id: rule.id, action_set_id: first, device: 2, service: 'LevelService', property: 'Level', value: 30 });
    await ask('add_action_device', { rule_id: rule.id, action_set_id: second, device: 2, service: 'LevelService', property: 'Level', value: 60 });
    const started = now();
    await ask('run_rule', { rule_id: rule.id });
    await advance(5_000);
    expect(await valueOf(2, 'LevelService', 'Level')).toBe(30);
    await advance(5_000);
    expect(await valueOf(2, 'LevelService', 'Level')).toBe(60);
    expect((await runs(rule.id))[0]!.actions.map((a) => a.at - started)).toEqual([5_000, 10_000]);
    await ask('run_rule', { rule_id: rule.id });
    await advance(5_000);
    await ask('delete_rule', { rule_id: rule.id });
    await advance(10_000);
    expect(await valueOf(2, 'LevelService', 'Level')).toBe(30);
    expect((await runs(rule.id))[1]).toMatchObject({ outcome: 'failed', note: 'the rule was deleted before its run ended' });
  });

  it('runs each seeded rule of the demo home without a failed action', async () => {
    const seeded = (await ask<Rule[]>('get_rules')).filter((r) => ['Gas leak', 'Leaving home', 'Good night'].includes(r.name));
    expect(seeded).toHaveLength(3);
    for (const rule of seeded) await ask('run_rule', { rule_id: rule.id });
    await advance(30_000);
    for (const rule of seeded) {
      const run = (await runs(rule.id)).at(-1)!;
      expect(run.outcome, rule.name).toBe('finished');
      expect(run.actions.length, rule.name).toBeGreaterThan(1);
    }
    // Gas leak: the kitchen bulb on, an alarm and a push to the owner.
    expect(await valueOf(8, 'SwitchService', 'State')).toBe(true);
    expect((await outbox(DEMO.identity)).some((m) => m.kind === 'push' && m.text === 'Gas detected in the kitchen')).toBe(true);
  });

  it('answers the run log with 400 for a bad ruleId and 404 for an unknown gateway', async () => {
    expect((await control(h.sim, 'GET', `/gateways/${DEMO_ONLINE}/rules/log?ruleId=abc`)).status).toBe(400);
    expect((await control(h.sim, 'GET', `/gateways/HP9999999999/rules/log`)).status).toBe(404);
    expect((await sim<RuleRunLogEntry[]>('GET', `/gateways/${DEMO_ONLINE}/rules/log`)).length).toBeGreaterThan(10);
  });
});

describe('a reset', () => {
  it('drops what the rules had waiting on the clock and brings back the seeded rules, with an empty run log', async () => {
    const rule = await makeRule('Before the reset', () => [['add_time_trigger', { time: formatTriggerTime(wallClockIn(now() + 3_600_000, ZONE)) }]]);
    await ask('run_rule', { rule_id: rule.id });
    expect((await sim<SimClockView>('GET', '/clock')).pending).toBeGreaterThan(0);
    await sim('POST', '/reset');
    // The seed's one time trigger ("Good night") is on an inactive rule: nothing waits.
    expect((await sim<SimClockView>('GET', '/clock')).pending).toBe(0);
    expect(await sim<RuleRunLogEntry[]>('GET', `/gateways/${DEMO_ONLINE}/rules/log`)).toEqual([]);
    const stored = JSON.parse(readFileSync(join(h.dataDir, 'gateways', `${DEMO_ONLINE}.json`), 'utf8')) as { rules: Rule[] };
    expect(stored.rules.map((r) => r.name)).toEqual(['Gas leak', 'Leaving home', 'Good night']);
  });
});
