// `npm run bench -- noisy-neighbour` (docs/simulator.md "Noisy neighbour"):
// does one account's hostile input slow down, stop or kill the service for
// everyone else? A victim (other@, a home of its own) pings its gateway over
// MQTT (one at a time, at most one every BENCH_NOISY_PING_EVERY_MS, 30: some
// 200 pings in the window) and GETs its device list over REST (one at a
// time) for BENCH_NOISY_SECONDS (6) idle, then for as long while demo or the
// linked family account runs each attack of test-support's hostile.ts (a
// fixed time, not a count: a fan-out takes seconds to build up). Printed: p50 and
// p99 of both and their ratio to idle (goal: within 3×; printed, not
// asserted). The simulator runs in a child process (test-support's
// startSimProcess), not in this one: an attack that ends its process or
// blocks its event loop must not take the bench with it. Each attack is
// bounded: a ping or GET unanswered for BENCH_NOISY_STALL_MS (10,000) is
// "stalled" and the simulator is killed (SIGKILL); one that exits is
// "simulator down"; either way the next attack gets a fresh simulator. A
// simulator that came through is reset (POST /api/__sim/reset) between
// attacks. BENCH_NOISY_FANOUT (4) is the fan-out's number of rules;
// BENCH_NOISY_ONLY=<key>,<key> runs some attacks only.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { RestClient, parseResponse, topics, type LoginResult } from '@homeport/sdk';
import {
  DEMO,
  DEMO_ONLINE,
  FAMILY,
  OTHER,
  OTHER_SERIALS,
  describeTally,
  gatewayRequest,
  connectAttacker,
  hostileTarget,
  sendDeepRequest,
  sendFarFutureBackup,
  sendManyRulesBackup,
  sendRuleFanOut,
  sendSpam,
  sendZipBomb,
  zipBomb,
  type Credentials,
  type HostileTarget,
  type ImportAndRestore,
} from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { percentile } from './stats';

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const WINDOW_MS = num('BENCH_NOISY_SECONDS', 6) * 1000;
const PING_EVERY_MS = num('BENCH_NOISY_PING_EVERY_MS', 30);
const STALL_MS = num('BENCH_NOISY_STALL_MS', 10_000);
const FAN_OUT = num('BENCH_NOISY_FANOUT', 4);
const ONLY = process.env.BENCH_NOISY_ONLY?.split(',').filter(Boolean) ?? [];
const PRODUCT = 'homeport';
const VICTIM_GATEWAY = OTHER_SERIALS[0]!;
const SPAM_DOMAIN = 'spam-target.example';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `promise`, or `fallback` once `ms` have passed. */
function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() => clearTimeout(timer));
}

// ---- the simulator, in a child process ----

interface RunningSim {
  proc: SimProcess;
  dataDir: string;
  /** Resolves with how it ended once the process has exited. */
  exited: Promise<string>;
  alive(): boolean;
}

async function startSim(dataDir = mkdtempSync(join(tmpdir(), 'homeport-bench-noisy-')), fresh = true): Promise<RunningSim> {
  const proc = await startSimProcess({ dataDir, fresh, args: ['--quiet'] });
  let gone = false;
  const exited = new Promise<string>((resolve) =>
    proc.child.once('exit', (code, signal) => {
      gone = true;
      resolve(signal ? `signal ${signal}` : `exit code ${code}`);
    }),
  );
  return { proc, dataDir, exited, alive: () => !gone && proc.child.exitCode === null && proc.child.signalCode === null };
}

/** Ends the simulator (SIGKILL when it may be stuck: a blocked event loop never runs a SIGTERM handler) and, unless kept, its folder. */
async function dropSim(sim: RunningSim, signal: NodeJS.Signals, keepData = false): Promise<void> {
  await sim.proc.stop(signal);
  if (!keepData) rmSync(sim.dataDir, { recursive: true, force: true });
}

async function login(sim: RunningSim, who: Credentials): Promise<LoginResult> {
  return new RestClient({ apiBase: `${sim.proc.httpUrl}/api` }).auth.login(who.identity, who.secret);
}

async function advanceClock(sim: RunningSim, ms: number): Promise<void> {
  const response = await sim.proc.control('POST', '/clock', { advanceMs: ms });
  if (!response.ok) throw new Error(`clock: ${response.status} ${await response.text()}`);
}

// ---- the victim ----

interface Victim {
  session: LoginResult;
  client: MqttClient;
  /** 'answered', 'timeout' (nothing within `ms`) or 'closed' (its connection went). */
  ping(ms: number): Promise<'answered' | 'timeout' | 'closed'>;
  restUrl: string;
  end(): Promise<void>;
}

async function connectVictim(sim: RunningSim): Promise<Victim> {
  const session = await login(sim, OTHER);
  const client = await mqtt.connectAsync(sim.proc.mqttTcpUrl, {
    username: session.userId,
    password: session.sessionId,
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  const scope = { product: PRODUCT, owner: session.userId, serial: VICTIM_GATEWAY };
  const responseTopic = topics.response(scope, 'osm');
  await client.subscribeAsync(responseTopic, { qos: 0 });
  const waiting = new Map<string, () => void>();
  client.on('message', (topic, payload) => {
    const response = topic === responseTopic ? parseResponse(payload) : null;
    if (response) waiting.get(response.uid)?.();
  });
  return {
    session,
    client,
    restUrl: `${sim.proc.httpUrl}/api/udm/device/list?owner=${session.userId}&page=1&limit=20`,
    ping(ms) {
      if (!client.connected) return Promise.resolve('closed');
      const uid = randomUUID();
      return new Promise((resolve) => {
        const finish = (outcome: 'answered' | 'timeout' | 'closed') => {
          clearTimeout(timer);
          waiting.delete(uid);
          client.off('close', onClose);
          resolve(outcome);
        };
        const onClose = () => finish('closed');
        const timer = setTimeout(() => finish('timeout'), ms);
        waiting.set(uid, () => finish('answered'));
        client.once('close', onClose);
        client.publish(topics.request(scope, 'osm'), JSON.stringify({ uid, sender: session.userId, name: 'ping', params: {}, type: 'command' }));
      });
    },
    end: () => within(client.endAsync(true), 2000, undefined),
  };
}

/** answered; stalled (something had no answer in STALL_MS); failing (the victim's calls were refused or its connection closed); down (the process exited). */
type Outcome = 'answered' | 'stalled' | 'failing' | 'down';

interface Sample {
  ping: number[];
  rest: number[];
  outcome: Outcome;
  /** What stalled, or how the simulator ended. */
  why: string;
}

/**
 * The victim's pings and GETs, side by side, for `windowMs` (what is
 * asked by then is waited for, up to STALL_MS); a ping or GET unanswered
 * for STALL_MS, or the simulator exiting, ends it early.
 */
async function measure(sim: RunningSim, victim: Victim, windowMs: number): Promise<Sample> {
  const sample: Sample = { ping: [], rest: [], outcome: 'answered', why: '' };
  const deadline = performance.now() + windowMs;
  let done = false;
  const stop = (outcome: Outcome, why: string) => {
    if (done || sample.outcome !== 'answered') return;
    sample.outcome = outcome;
    sample.why = why;
  };
  void sim.exited.then((how) => stop('down', how));
  const over = () => sample.outcome !== 'answered' || performance.now() >= deadline;
  /** An error that is the simulator going away: wait a moment for its exit to be seen. */
  const failed = async (what: string) => {
    await within(sim.exited, 1000, null);
    if (sim.alive()) stop('failing', what);
  };
  const pingLoop = async () => {
    while (!over()) {
      const start = performance.now();
      const outcome = await victim.ping(STALL_MS);
      if (outcome === 'answered') sample.ping.push(performance.now() - start);
      else if (outcome === 'timeout') stop('stalled', `a ping had no answer in ${STALL_MS / 1000} s`);
      else await failed("the victim's MQTT connection was closed");
      const rest = start + PING_EVERY_MS - performance.now();
      if (rest > 0 && !over()) await sleep(rest);
    }
  };
  const restLoop = async () => {
    while (!over()) {
      const start = performance.now();
      try {
        const response = await fetch(victim.restUrl, { headers: { sessionId: victim.session.sessionId }, signal: AbortSignal.timeout(STALL_MS) });
        await response.text();
        if (response.ok) sample.rest.push(performance.now() - start);
        else await failed(`the device list answered ${response.status}`);
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') stop('stalled', `a GET had no answer in ${STALL_MS / 1000} s`);
        else await failed(`the device list failed: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all([pingLoop(), restLoop()]);
  done = true;
  return sample;
}

// ---- the attacks ----

interface AttackContext {
  sim: RunningSim;
  target: HostileTarget;
  /** True while the victim is being measured: a repeated attack stops when it turns false. */
  measuring(): boolean;
}

interface Attack {
  key: string;
  title: string;
  attacker: Credentials;
  /** Unmeasured: what the attack needs built before it starts (a zip). */
  prepare?(a: AttackContext): Promise<unknown>;
  /** Sends the attack while the victim is measured; answers lines to print. */
  send(a: AttackContext, prepared: unknown): Promise<string[]>;
  /** On a simulator still alive after the measurement (lines to print). */
  after?(a: AttackContext): Promise<string[]>;
  /** Stop the simulator (SIGTERM) and start it again on its data folder: does it still start? */
  restartOnItsData?: boolean;
}

const restored = (r: ImportAndRestore) =>
  `zip ${(r.zipBytes / 1024).toFixed(0)} KB (snapshot ${(r.snapshotBytes / 1024 / 1024).toFixed(1)} MB): import ${r.imported.status}${r.imported.errorCode ? ` ${r.imported.errorCode}` : ''}` +
  (r.restored ? `, restore ${r.restored.status}${r.restored.errorCode ? ` ${r.restored.errorCode}` : ''}` : '');

/** Imports and restores through the recipe, then moves the simulator clock past the restore's end. */
async function restoreWithClock(a: AttackContext, r: ImportAndRestore): Promise<string[]> {
  const lines = [restored(r)];
  const doneInMs = r.restored?.data?.doneInMs;
  if (doneInMs !== undefined) {
    await advanceClock(a.sim, doneInMs);
    lines.push(`simulator clock moved on ${doneInMs / 1000} s: the restore ran`);
  }
  return lines;
}

const ATTACKS: Attack[] = [
  {
    key: 'deep-object',
    title: 'request params nested 5,000 objects deep',
    attacker: DEMO,
    async send({ target }) {
      const { bytes } = await sendDeepRequest(target, 'object', 5000);
      return [`one request of ${(bytes / 1024).toFixed(0)} KB to ${target.serial}/osm/req`];
    },
  },
  {
    key: 'deep-array',
    title: 'request params nested 6,000 arrays deep',
    attacker: DEMO,
    async send({ target }) {
      const { bytes } = await sendDeepRequest(target, 'array', 6000);
      return [`one request of ${(bytes / 1024).toFixed(0)} KB to ${target.serial}/osm/req`];
    },
  },
  {
    key: 'far-future-backup',
    title: 'backup with a time trigger in the year 1,000,000, restored',
    attacker: DEMO,
    send: async (a) => restoreWithClock(a, await sendFarFutureBackup(a.target)),
    restartOnItsData: true,
  },
  {
    key: 'rule-fan-out',
    title: `rule fan-out: ${FAN_OUT} rules on the outlet's State, each setting it again`,
    attacker: FAMILY,
    async send({ target }) {
      return [`${describeTally(await sendRuleFanOut(target, { rules: FAN_OUT }))} (the last one sets the State that starts it)`];
    },
  },
  {
    key: 'many-rules',
    title: 'backup of 2,400 rules restored, then get_rules once a second',
    attacker: DEMO,
    async send(a) {
      const lines = await restoreWithClock(a, await sendManyRulesBackup(a.target));
      const client = await connectAttacker(a.target);
      let sent = 0;
      let answered = 0;
      let largest = 0;
      let dropped: boolean;
      try {
        while (a.measuring() && client.connected) {
          const started = performance.now();
          sent += 1;
          const response = await gatewayRequest(client, a.target, 'get_rules', {}, { timeoutMs: 5000 });
          if (response) {
            answered += 1;
            largest = Math.max(largest, Buffer.byteLength(JSON.stringify(response.data ?? null)));
          }
          await sleep(Math.max(0, started + 1000 - performance.now()));
        }
        dropped = !client.connected;
      } finally {
        client.end(true);
      }
      lines.push(
        `get_rules: ${sent} sent, ${answered} answered${answered ? `, the largest answer ${(largest / 1024 / 1024).toFixed(1)} MB` : ''}${dropped ? "; the attacker's MQTT connection was closed" : ''}`,
      );
      return lines;
    },
  },
  {
    key: 'zip-bomb',
    title: 'zip bomb: 61 snapshot.json of 8 MiB each, uploaded one after another',
    attacker: DEMO,
    prepare: async ({ target }) => zipBomb(target),
    async send({ target, measuring }, prepared) {
      const bomb = prepared as Uint8Array;
      const statuses: Record<string, number> = {};
      const times: number[] = [];
      while (measuring()) {
        const start = performance.now();
        const answer = await sendZipBomb(target, bomb);
        times.push(performance.now() - start);
        const key = `${answer.status}${answer.errorCode ? ` ${answer.errorCode}` : ''}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
      const answers = Object.entries(statuses).map(([status, n]) => `${n} × ${status}`);
      return [
        `${times.length} uploads of ${(bomb.length / 1024).toFixed(0)} KB: ${answers.join(', ')}; each answered in ${Math.min(...times).toFixed(0)} to ${Math.max(...times).toFixed(0)} ms`,
      ];
    },
  },
  {
    key: 'spam',
    title: 'spam: 50 e-mail notifications in one action set, run_rule 20 times at once',
    attacker: DEMO,
    async send({ target }) {
      const sent = await sendSpam(target, { recipients: 50, runs: 20, domain: SPAM_DOMAIN });
      return [`setup ${describeTally(sent.setup)}; run_rule ${describeTally(sent.runs)}`];
    },
    async after({ sim }) {
      const response = await sim.proc.control('GET', '/outbox?kind=email');
      const messages = ((await response.json()) as { data: Array<{ to: string }> }).data;
      const outside = messages.filter((m) => m.to.endsWith(`@${SPAM_DOMAIN}`)).length;
      return [`e-mails in the outbox to outside addresses: ${outside} (the outbox keeps ${messages.length} e-mails in all)`];
    },
  },
];

// ---- running them ----

interface Row {
  attack: Attack;
  sample: Sample;
  lines: string[];
  /** restartOnItsData: it did not start again (why). */
  noRestart?: string;
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const pair = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};
const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(1)}×` : '-');

/** A simulator ready for the next attack: this one reset (when it came through) or a fresh one; the victim connected to it. */
async function ready(current: RunningSim | null): Promise<{ sim: RunningSim; victim: Victim }> {
  let sim = current;
  if (sim?.alive()) {
    const reset = await within(
      sim.proc.control('POST', '/reset').then((r) => r.ok),
      STALL_MS,
      false,
    ).catch(() => false);
    if (!reset) {
      await dropSim(sim, 'SIGKILL');
      sim = null;
    }
  } else if (sim) {
    rmSync(sim.dataDir, { recursive: true, force: true });
    sim = null;
  }
  sim ??= await startSim();
  const victim = await connectVictim(sim);
  // Warm the path (the gateways' first loads, JIT) before anything is timed.
  await measure(sim, victim, 1500);
  return { sim, victim };
}

async function runAttack(attack: Attack, sim: RunningSim, victim: Victim): Promise<{ row: Row; sim: RunningSim | null }> {
  const lines: string[] = [];
  let measuring = true;
  const session = await login(sim, attack.attacker);
  const target = await hostileTarget({ httpUrl: sim.proc.httpUrl, mqttUrl: sim.proc.mqttTcpUrl }, session, DEMO_ONLINE);
  const context: AttackContext = { sim, target, measuring: () => measuring };
  const prepared = attack.prepare ? await attack.prepare(context) : undefined;
  const sending = attack.send(context, prepared).then(
    (sent) => lines.push(...sent),
    (error: unknown) => lines.push(`the attack stopped: ${(error as Error).message}`),
  );
  const sample = await measure(sim, victim, WINDOW_MS);
  measuring = false;
  const finished = await within(
    sending.then(() => true),
    STALL_MS,
    false,
  );
  if (!finished) lines.push(`the attack was still sending ${STALL_MS / 1000} s after the measurement`);
  await victim.end();

  if (!sim.alive()) return { row: { attack, sample, lines }, sim };
  // Still alive: does it answer at all now?
  if (sample.outcome === 'answered') {
    const check = await connectVictim(sim).catch(() => null);
    const answers = check ? await check.ping(STALL_MS) : 'closed';
    await check?.end();
    if (answers !== 'answered') {
      sample.outcome = 'stalled';
      sample.why = `no answer to a ping after the attack (${answers})`;
    }
  }
  if (sample.outcome === 'stalled' || sample.outcome === 'failing') {
    await dropSim(sim, 'SIGKILL');
    lines.push('killed (SIGKILL); the next attack gets a fresh simulator');
    return { row: { attack, sample, lines }, sim: null };
  }
  if (attack.after) lines.push(...(await within(attack.after(context), STALL_MS, [`no answer from the control API in ${STALL_MS / 1000} s`])));
  if (!attack.restartOnItsData) return { row: { attack, sample, lines }, sim };
  await dropSim(sim, 'SIGTERM', true);
  try {
    const again = await startSim(sim.dataDir, false);
    const check = await connectVictim(again);
    const answers = await check.ping(STALL_MS);
    await check.end();
    lines.push(`stopped (SIGTERM) and started again on its data folder: it starts; the victim's ping ${answers === 'answered' ? 'is answered' : `is not answered (${answers})`}`);
    return { row: { attack, sample, lines }, sim: again };
  } catch (error) {
    const message = (error as Error).message;
    const reason = /The simulator did not start[^\n]*/.exec(message)?.[0] ?? message.split('\n')[0];
    lines.push(`stopped (SIGTERM) and started again on its data folder: it does NOT start (${reason}); a fresh one for the next attack`);
    rmSync(sim.dataDir, { recursive: true, force: true });
    return { row: { attack, sample, lines, noRestart: reason }, sim: null };
  }
}

export async function benchNoisyNeighbour(): Promise<void> {
  const attacks = ATTACKS.filter((a) => ONLY.length === 0 || ONLY.includes(a.key));
  const unknown = ONLY.filter((key) => !ATTACKS.some((a) => a.key === key));
  if (unknown.length > 0) throw new Error(`unknown BENCH_NOISY_ONLY ${unknown.join(', ')}; known: ${ATTACKS.map((a) => a.key).join(', ')}`);
  const began = performance.now();
  console.log(
    `  victim ${OTHER.identity}: pings ${VICTIM_GATEWAY} (osm, one at a time, at most one every ${PING_EVERY_MS} ms) and GETs its device list (one at a time); attacks on ${DEMO_ONLINE}`,
  );
  const first = await ready(null);
  const idle = await measure(first.sim, first.victim, WINDOW_MS);
  await first.victim.end();
  const rows: Row[] = [];
  let current: RunningSim | null = first.sim;
  try {
    for (const attack of attacks) {
      const { sim, victim } = rows.length === 0 ? { sim: first.sim, victim: await connectVictim(first.sim) } : await ready(current);
      current = sim;
      console.log(`  ${attack.key}: ${attack.title} (by ${attack.attacker.identity})…`);
      const start = performance.now();
      const { row, sim: after } = await runAttack(attack, sim, victim);
      rows.push(row);
      current = after;
      for (const line of row.lines) console.log(`    ${line}`);
      console.log(`    (${((performance.now() - start) / 1000).toFixed(0)} s)`);
    }
  } finally {
    if (current?.alive()) await dropSim(current, 'SIGKILL');
    else if (current) rmSync(current.dataDir, { recursive: true, force: true });
  }

  const idlePing = pair(idle.ping);
  const idleRest = pair(idle.rest);
  const verdict = (r: Row) => `${measured(r.sample)}${r.noRestart ? `; then does NOT start again on its data folder` : ''}`;
  const measured = (s: Sample) => {
    if (s.outcome === 'down') return `simulator down (${s.why})`;
    if (s.outcome === 'stalled') return `stalled: ${s.why}`;
    if (s.outcome === 'failing') return `failing: ${s.why}`;
    const ping = pair(s.ping);
    const rest = pair(s.rest);
    const met = [ping.p50 / idlePing.p50, ping.p99 / idlePing.p99, rest.p50 / idleRest.p50, rest.p99 / idleRest.p99].every((r) => r <= 3);
    return met ? 'within 3× idle' : 'NOT within 3× idle';
  };
  const header = ['', 'ping p50 / p99 ms (n)', 'ping × idle', 'REST p50 / p99 ms (n)', 'REST × idle', 'outcome'];
  const cells = (label: string, s: Sample, row?: Row): string[] => {
    const isIdle = row === undefined;
    const ping = pair(s.ping);
    const rest = pair(s.rest);
    return [
      label,
      `${ms(ping.p50)} / ${ms(ping.p99)} (${ping.n})`,
      isIdle ? '' : `${ratio(ping.p50, idlePing.p50)} / ${ratio(ping.p99, idlePing.p99)}`,
      `${ms(rest.p50)} / ${ms(rest.p99)} (${rest.n})`,
      isIdle ? '' : `${ratio(rest.p50, idleRest.p50)} / ${ratio(rest.p99, idleRest.p99)}`,
      row ? verdict(row) : 'baseline',
    ];
  };
  const lines = [header, cells('idle', idle), ...rows.map((r) => cells(r.attack.key, r.sample, r))];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  console.log('');
  for (const line of lines) console.log(`  ${line.map((c, i) => (i === 0 || i === line.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`);
  console.log(`  (${((performance.now() - began) / 1000).toFixed(0)} s in all; a stalled or down attack's figures are what was answered before it)`);
}
