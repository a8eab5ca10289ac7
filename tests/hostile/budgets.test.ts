// Hostile input: what multiplies keeps to its budget. Against the real
// simulator with its clock paused: a fan-out of rules sent by the linked
// family account stops at the per-event budget, the owner is told, and
// another user's request is answered meanwhile; run_rule has a rate and a
// rule's e-mails keep to the gateway's messages an hour, while a sign-in code
// sent before and after stays in the outbox; an escalation time under the
// floor is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  GatewayCode,
  GatewayRequestError,
  MAX_RULE_NOTIFICATIONS,
  MAX_RULE_RUNS_PER_EVENT,
  MAX_RUN_RULE_PER_MINUTE,
  MIN_ESCALATION_SECONDS,
  type GatewayEvent,
  type GatewayLink,
  type Rule,
  type RulesStopped,
} from '@homeport/sdk';
import { GATEWAY_MESSAGES_PER_HOUR, type HeldMessages, type RuleRunLogEntry } from '@homeport/sdk/sim';
import { control, DEMO, DEMO_ONLINE, FAMILY, linkFor, login, OTHER, OTHER_SERIALS, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let family: GatewayLink;
let owner: GatewayLink;
let other: GatewayLink;
let scope: { owner: string; serial: string };
let otherScope: { owner: string; serial: string };
let demoRest: ReturnType<typeof restFor>;
const ownerSaw: GatewayEvent[] = [];

beforeAll(async () => {
  h = await startHarness({ clockRate: 0 });
  const demo = await login(h.sim, DEMO);
  demoRest = restFor(h.sim, demo);
  scope = { owner: (await demoRest.gateways.info(DEMO_ONLINE)).userId!, serial: DEMO_ONLINE };
  const otherSession = await login(h.sim, OTHER);
  otherScope = { owner: (await restFor(h.sim, otherSession).gateways.info(OTHER_SERIALS[0]!)).userId!, serial: OTHER_SERIALS[0]! };
  owner = linkFor(h.sim, demo);
  family = linkFor(h.sim, await login(h.sim, FAMILY));
  other = linkFor(h.sim, otherSession);
  await Promise.all([owner.ready(), family.ready(), other.ready()]);
  owner.watchGateway(scope);
  owner.on('event', (serial, event) => {
    if (serial === DEMO_ONLINE) ownerSaw.push(event);
  });
});
afterAll(async () => {
  await Promise.all([owner?.end(), family?.end(), other?.end()]);
  await h?.stop();
});

const sim = async <D>(method: string, path: string, body?: unknown): Promise<D> => {
  const response = await control(h.sim, method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: D } & Record<string, unknown>).data;
};
const byFamily = <D = Rule>(name: string, params: Record<string, unknown> = {}) => family.request<D>(scope, name, params);
const runLog = () => sim<RuleRunLogEntry[]>('GET', `/gateways/${DEMO_ONLINE}/rules/log`);
const ping = () => other.request<{ pong: boolean }>(otherScope, 'ping', {}, { channel: 'osm', type: 'query' });
const refusedCode = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof GatewayRequestError ? { code: e.code, message: e.message } : { code: -999, message: String(e) }),
  );
async function outboxView(): Promise<{ data: Array<{ kind: string; to: string; code?: string; serial?: string }>; held: HeldMessages }> {
  const response = await control(h.sim, 'GET', '/outbox');
  return (await response.json()) as { data: Array<{ kind: string; to: string; code?: string; serial?: string }>; held: HeldMessages };
}

describe('budgets against the real simulator', () => {
  it(`stops a fan-out of 4 rules (R + R² + … runs) sent by the linked account at ${MAX_RULE_RUNS_PER_EVENT} runs, tells the owner, and answers another user meanwhile`, async () => {
    await byFamily('set_service_property_value', { device: 1, service: 'SwitchService', property: 'State', value: false });
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      let rule = await byFamily('create_rule', { name: `Fan-out ${i}` });
      rule = await byFamily('add_device_trigger', { rule_id: rule.id, device: 1, service: 'SwitchService', property: 'State', value: true });
      const setId = (await byFamily('add_action_set', { rule_id: rule.id })).scenes.at(-1)!.id;
      await byFamily('add_action_device', { rule_id: rule.id, action_set_id: setId, device: 1, service: 'SwitchService', property: 'State', value: true });
      ids.push(rule.id);
    }
    const logBefore = (await runLog()).length;
    // The attack and another user's requests at once: every ping is answered.
    const [, ...pongs] = await Promise.all([
      byFamily('set_service_property_value', { device: 1, service: 'SwitchService', property: 'State', value: true }),
      ...Array.from({ length: 5 }, () => ping()),
    ]);
    expect(pongs.every((p) => p.pong === true)).toBe(true);
    await expect.poll(() => ownerSaw.filter((e) => e.name === 'rules_stopped').length, { timeout: 10_000 }).toBe(1);
    const notice = ownerSaw.find((e) => e.name === 'rules_stopped')!.data as RulesStopped;
    expect(notice).toMatchObject({ reason: 'per_event', limit: MAX_RULE_RUNS_PER_EVENT });
    expect([...notice.rule_ids].sort((a, b) => a - b)).toEqual(ids);
    expect(notice.stopped).toBeGreaterThan(0);
    const log = (await runLog()).slice(logBefore);
    expect(log.filter((e) => e.outcome === 'finished')).toHaveLength(MAX_RULE_RUNS_PER_EVENT);
    expect(
      log
        .filter((e) => e.outcome === 'budget_stopped')
        .map((e) => e.ruleId)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    // Nothing more runs later, and the process still answers.
    expect(await ping()).toMatchObject({ pong: true });
    expect((await runLog()).length - logBefore).toBe(log.length);
    for (const id of ids) await byFamily('delete_rule', { rule_id: id });
  });

  it(`caps a rule at ${MAX_RULE_NOTIFICATIONS} e-mails, run_rule at ${MAX_RUN_RULE_PER_MINUTE} a minute, and the gateway at ${GATEWAY_MESSAGES_PER_HOUR} messages an hour, while sign-in codes stay`, async () => {
    await sim('DELETE', '/outbox');
    await demoRest.auth.sendOtp('+919876500001');
    const codeBefore = (await outboxView()).data.find((m) => m.kind === 'otp')!;
    let rule = await byFamily('create_rule', { name: 'Mailing list' });
    const setId = (await byFamily('add_action_set', { rule_id: rule.id })).scenes.at(-1)!.id;
    const mail = (n: number) => ({
      rule_id: rule.id,
      action_set_id: setId,
      type: 0,
      desc: 'FREE PRIZE claim at http://spam.example',
      short_desc: 'Prize',
      destination: `victim${n}@example.org`,
    });
    for (let n = 0; n < MAX_RULE_NOTIFICATIONS; n++) rule = await byFamily('add_action_notification', mail(n));
    // The next e-mail action is refused: the limit reached (8), the rule unchanged.
    expect(await refusedCode(byFamily('add_action_notification', mail(99)))).toMatchObject({
      code: GatewayCode.wrongState,
      message: expect.stringContaining(`at most ${MAX_RULE_NOTIFICATIONS} notifications`),
    });
    expect(await byFamily('get_rule', { rule_id: rule.id })).toEqual(rule);

    // 20 run_rule at once: 10 run, 10 are refused with 10 and say when to try again.
    const answers = await Promise.all(Array.from({ length: 20 }, () => refusedCode(byFamily('run_rule', { rule_id: rule.id }))));
    expect(answers.filter((a) => a === null)).toHaveLength(MAX_RUN_RULE_PER_MINUTE);
    const refused = answers.filter((a) => a !== null);
    expect(refused).toHaveLength(20 - MAX_RUN_RULE_PER_MINUTE);
    for (const r of refused)
      expect(r).toMatchObject({ code: GatewayCode.tooMany, message: expect.stringMatching(/^At most 10 run_rule a minute on this gateway: try again in \d+ s$/) });
    // A minute later on the clock: 10 more run, their e-mails over the gateway's hour.
    await sim('POST', '/clock', { advanceMs: 61_000 });
    for (let n = 0; n < MAX_RUN_RULE_PER_MINUTE; n++) await byFamily('run_rule', { rule_id: rule.id });
    const attempted = 2 * MAX_RUN_RULE_PER_MINUTE * MAX_RULE_NOTIFICATIONS;
    await expect.poll(async () => (await outboxView()).held.total, { timeout: 10_000 }).toBe(attempted - GATEWAY_MESSAGES_PER_HOUR);
    const view = await outboxView();
    expect(view.data.filter((m) => m.kind === 'email' && m.serial === DEMO_ONLINE)).toHaveLength(GATEWAY_MESSAGES_PER_HOUR);
    expect(view.held).toMatchObject({ byGateway: { [DEMO_ONLINE]: attempted - GATEWAY_MESSAGES_PER_HOUR }, byUser: { [scope.owner]: attempted - GATEWAY_MESSAGES_PER_HOUR } });
    expect(view.held.recent.at(-1)).toMatchObject({ kind: 'email', serial: DEMO_ONLINE, senderId: scope.owner, reason: 'gateway_hour' });

    // The code sent before is still there, and one sent now goes out.
    expect(view.data).toContainEqual(codeBefore);
    await demoRest.auth.sendOtp('+919876500001');
    expect((await outboxView()).data.filter((m) => m.kind === 'otp')).toHaveLength(2);
    expect(await ping()).toMatchObject({ pong: true });
    await byFamily('delete_rule', { rule_id: rule.id });
  });

  it(`refuses an escalation time under ${MIN_ESCALATION_SECONDS} s (400, the field named) and changes nothing`, async () => {
    const before = await demoRest.alarms.escalationTimes(DEMO_ONLINE);
    for (const escalationTime of [1, MIN_ESCALATION_SECONDS - 1]) {
      const error = await demoRest.alarms.updateEscalation({ serialNumber: DEMO_ONLINE, priority: 3, escalationTime }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400 });
      expect((error as ApiError).entries[0]?.field).toBe('escalationTime');
    }
    expect(await demoRest.alarms.escalationTimes(DEMO_ONLINE)).toEqual(before);
    expect((await demoRest.alarms.updateEscalation({ serialNumber: DEMO_ONLINE, priority: 3, escalationTime: MIN_ESCALATION_SECONDS })).times).toContainEqual({
      priority: 3,
      escalationTime: MIN_ESCALATION_SECONDS,
    });
    expect(await ping()).toMatchObject({ pong: true });
  });
});
