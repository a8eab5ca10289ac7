// Rules are saved with the gateway before the answer, and their time
// triggers are armed again after a restart on the same data folder, also on
// a gateway nobody addresses after it (the index of gateways with time
// triggers is loaded at start). The simulator runs as a child process,
// killed with SIGKILL straight after the acknowledgement.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { GatewayLink, RestClient, formatTriggerTime, wallClockIn, type LegacyStatus, type Rule } from '@homeport/sdk';
import type { RuleRunLogEntry, SimClockView } from '@homeport/sdk/sim';
import { OTHER, OTHER_SERIALS } from '@homeport/test-support';
import { dataOf, startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-rules-durable-'));
const children: ChildProcess[] = [];
/** Other Flat: another user's gateway, on old firmware (get_statuses), its time zone the default. */
const FLAT = OTHER_SERIALS[0]!;
const ZONE = 'Asia/Kolkata';

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startChild(fresh: boolean): Promise<SimProcess> {
  const started = await startSimProcess({ dataDir, fresh });
  children.push(started.child);
  return started;
}

const data = dataOf;

async function connect(sim: SimProcess) {
  const session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(OTHER.identity, OTHER.secret);
  const link = GatewayLink.connect({ url: sim.wsUrl, userId: session.userId, sessionId: session.sessionId, product: 'homeport' });
  await link.ready();
  return { link, scope: { owner: session.userId, serial: FLAT } };
}

it('keeps an acknowledged rule across a SIGKILL and arms its time trigger at the next start, before anyone asks for the gateway', async () => {
  const first = await startChild(true);
  const clock = await data<SimClockView>(first.control('POST', '/clock', { rate: 0 }));
  // Two hours on, to the second, as the gateway reads it.
  const due = Math.floor((clock.now + 2 * 3_600_000) / 1000) * 1000;
  const { link, scope } = await connect(first);
  let rule = await link.request<Rule>(scope, 'create_rule', { name: 'Lights at eight' });
  rule = await link.request<Rule>(scope, 'add_time_trigger', { rule_id: rule.id, time: formatTriggerTime(wallClockIn(due, ZONE)) });
  const setId = (await link.request<Rule>(scope, 'add_action_set', { rule_id: rule.id })).scenes[0]!.id;
  rule = await link.request<Rule>(scope, 'add_action_status', { rule_id: rule.id, action_set_id: setId, resource_id: 10, enabled: true });
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  await link.end();
  expect((JSON.parse(readFileSync(join(dataDir, 'rule-timers.json'), 'utf8')) as { serials: string[] }).serials).toContain(FLAT);

  const second = await startChild(false);
  // Nothing has addressed Other Flat yet: its trigger is on the clock all the same.
  const started = await data<SimClockView>(second.control('POST', '/clock', { rate: 0 }));
  expect(started.nextDue).toBe(new Date(due).toISOString());
  const moved = await data<SimClockView>(second.control('POST', '/clock', { to: due }));
  expect(moved.fired).toBeGreaterThanOrEqual(1);
  const log = await data<RuleRunLogEntry[]>(second.control('GET', `/gateways/${FLAT}/rules/log?ruleId=${rule.id}`));
  expect(log).toEqual([expect.objectContaining({ cause: 'time', startedAt: due, outcome: 'finished' })]);
  const { link: again, scope: flat } = await connect(second);
  expect(await again.request<Rule>(flat, 'get_rule', { rule_id: rule.id })).toEqual(rule);
  expect((await again.request<LegacyStatus[]>(flat, 'get_statuses')).find((s) => s.name === 'sunset')).toEqual({ name: 'sunset', state: true });
  await again.end();
  // Stopped, its output read to the end, before the folder goes.
  const closed = new Promise((resolve) => second.child.once('close', resolve));
  second.child.kill('SIGKILL');
  await closed;
}, 120_000); // simulator processes start in turn: room for a busy machine, not a speed check
