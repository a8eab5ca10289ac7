// `npm run bench -- storm` (docs/simulator.md "Fairness"): does one noisy
// client starve the rest? A 10,000-gateway simulator in a child process; an
// interactive user (the demo user: a ping to their gateway, one at a time and
// at most one every BENCH_STORM_PING_EVERY_MS (40), and a REST GET of their
// gateway list, one at a time) is timed idle, then
// while four storm connections (the admin's, from another process) keep
// BENCH_STORM_WINDOW pings each unanswered for BENCH_STORM_SECONDS (a fixed
// duration, not a fixed count: with the limit on, 50,000 requests would take
// minutes), then the storm drains and what was never answered is counted lost.
// Run twice: with the default per-user limit (the four storm connections are one user's: they share it) and with `--client-rate off`.
// BENCH_STORM_GATEWAYS (default 10000), BENCH_STORM_IDLE_SECONDS (10),
// BENCH_STORM_SECONDS (20), BENCH_STORM_WINDOW (1000), BENCH_STORM_RATE / BENCH_STORM_BURST (the simulator's defaults);
// BENCH_STORM_OFF=0 skips the run without the limit.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import mqtt from 'mqtt';
import { parseResponse, RestClient, topicOwner, topics, type Gateway, type LoginResult } from '@homeport/sdk';
import { DEFAULT_CLIENT_LIMIT } from '@homeport/simulator';
import { ADMIN, DEMO, DEMO_ONLINE } from '@homeport/test-support/accounts';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { percentile } from './stats';
import type { StormConfig, StormResult } from './stormClients';

const PRODUCT = 'homeport';
const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const GATEWAYS = num('BENCH_STORM_GATEWAYS', 10_000);
const IDLE_SECONDS = num('BENCH_STORM_IDLE_SECONDS', 10);
const STORM_SECONDS = num('BENCH_STORM_SECONDS', 20);
const WINDOW = num('BENCH_STORM_WINDOW', 1000);
const RATE = num('BENCH_STORM_RATE', DEFAULT_CLIENT_LIMIT.rate);
const BURST = num('BENCH_STORM_BURST', DEFAULT_CLIENT_LIMIT.burst);
const CONNECTIONS = 4;
/**
 * The interactive user starts a ping at most this often (25 a second): a
 * person's page, not a script, and well under the per-user limit, so
 * its latency is the broker's and not its own bucket's.
 */
const PING_EVERY_MS = num('BENCH_STORM_PING_EVERY_MS', 40);
/** Gateways the storm spreads over: well under the 2,000 emulators kept loaded, so it measures the broker, not reloading. */
const STORM_TARGETS = 1000;
const DRAIN_SECONDS = 60;
/** A ping not answered in this long counts as lost. */
const PING_TIMEOUT_MS = 30_000;
const STORM_CLIENTS = join(dirname(fileURLToPath(import.meta.url)), 'stormClients.ts');

interface Percentiles {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentiles = (samples: number[]): Percentiles => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

interface Interactive {
  ping: Percentiles;
  pingLost: number;
  rest: Percentiles;
}

interface Run {
  label: string;
  idle: Interactive;
  storm: Interactive;
  result: StormResult;
}

/** The interactive user, one ping and one REST GET at a time (side by side), until `until` resolves. */
async function interactive(sim: SimProcess, demo: LoginResult, until: Promise<unknown>): Promise<Interactive> {
  let done = false;
  void until.then(() => (done = true));
  const client = await mqtt.connectAsync(sim.mqttTcpUrl, { username: demo.userId, password: demo.sessionId, protocolVersion: 4, reconnectPeriod: 0 });
  const scope = { product: PRODUCT, owner: demo.userId, serial: DEMO_ONLINE };
  const responseTopic = topics.response(scope, 'osm');
  await client.subscribeAsync(responseTopic, { qos: 0 });
  const waiting = new Map<string, () => void>();
  client.on('message', (topic, payload) => {
    const response = topic === responseTopic ? parseResponse(payload) : null;
    if (response) waiting.get(response.uid)?.();
  });
  const pings: number[] = [];
  let pingLost = 0;
  const pingLoop = async () => {
    while (!done) {
      const uid = randomUUID();
      const start = performance.now();
      const answered = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
        waiting.set(uid, () => {
          clearTimeout(timer);
          resolve(true);
        });
        client.publish(topics.request(scope, 'osm'), JSON.stringify({ uid, sender: demo.userId, name: 'ping', params: {}, type: 'command' }));
      });
      waiting.delete(uid);
      if (answered) pings.push(performance.now() - start);
      else pingLost += 1;
      const rest = start + PING_EVERY_MS - performance.now();
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  };
  const rests: number[] = [];
  const restLoop = async () => {
    while (!done) {
      const start = performance.now();
      const response = await fetch(`${sim.httpUrl}/api/udm/device/list?owner=${demo.userId}&page=1&limit=20`, { headers: { sessionId: demo.sessionId } });
      if (!response.ok) throw new Error(`gateway list: ${response.status} ${await response.text()}`);
      await response.json();
      rests.push(performance.now() - start);
    }
  };
  await Promise.all([pingLoop(), restLoop()]);
  await client.endAsync(true);
  return { ping: percentiles(pings), pingLost, rest: percentiles(rests) };
}

async function measure(label: string, limitArgs: string[]): Promise<Run> {
  console.log(`  ${label}: starting a ${GATEWAYS.toLocaleString('en')}-gateway simulator…`);
  const sim = await startSimProcess({ args: ['--gateways', String(GATEWAYS), ...limitArgs] });
  try {
    const rest = new RestClient({ apiBase: `${sim.httpUrl}/api` });
    const demo = await rest.auth.login(DEMO.identity, DEMO.secret);
    const admin = await rest.auth.login(ADMIN.identity, ADMIN.secret);
    const fleet = ((await sim.control('GET', '/gateways').then((r) => r.json())) as { data: Gateway[] }).data;
    const targets = fleet
      .filter((g) => g.connectionStatus === 'online' && topicOwner(g) !== demo.userId)
      .slice(0, STORM_TARGETS)
      .map((g) => ({ owner: topicOwner(g), serial: g.serialNumber }));

    const config: StormConfig = {
      url: sim.mqttTcpUrl,
      userId: admin.userId,
      sessionId: admin.sessionId,
      product: PRODUCT,
      connections: CONNECTIONS,
      targets,
      seconds: STORM_SECONDS,
      window: WINDOW,
      drainSeconds: DRAIN_SECONDS,
    };
    const child = spawn(process.execPath, ['--conditions=@homeport/source', '--import', 'tsx', STORM_CLIENTS], {
      env: { ...process.env, STORM_CONFIG: JSON.stringify(config) },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const messages = createInterface({ input: child.stdout! });
    const waiters: Array<{ key: string; resolve: (m: Record<string, unknown>) => void }> = [];
    messages.on('line', (line) => {
      const message = JSON.parse(line) as Record<string, unknown>;
      for (const w of waiters.filter((w) => w.key in message)) w.resolve(message);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const next = (key: string) =>
      Promise.race([
        new Promise<Record<string, unknown>>((resolve) => waiters.push({ key, resolve })),
        exited.then((code) => {
          throw new Error(`storm clients exited (${code}) before "${key}"`);
        }),
      ]);

    const ready = next('ready');
    // Warm the interactive path (first loads of the emulator, JIT) before timing it.
    await interactive(sim, demo, new Promise((resolve) => setTimeout(resolve, 2000)));
    console.log(`    idle for ${IDLE_SECONDS} s…`);
    const idle = await interactive(sim, demo, new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000)));
    await ready;
    console.log(`    storm for ${STORM_SECONDS} s (${CONNECTIONS} connections × ${WINDOW} unanswered pings over ${targets.length} gateways)…`);
    const stopped = next('stopped');
    const result = next('result');
    child.stdin!.write('go\n');
    const storm = await interactive(sim, demo, stopped);
    const { result: stormResult } = (await result) as unknown as { result: StormResult };
    await exited;
    return { label, idle, storm, result: stormResult };
  } finally {
    await sim.stop();
  }
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const x = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
const triple = (p: Percentiles) => `${ms(p.p50)} / ${ms(p.p95)} / ${ms(p.p99)}`;
const ratios = (storm: Percentiles, idle: Percentiles) => `${x(storm.p50, idle.p50)} / ${x(storm.p95, idle.p95)} / ${x(storm.p99, idle.p99)}`;

export async function benchStorm(): Promise<void> {
  const runs = [await measure(`limit on (${RATE}/s, burst ${BURST} a user)`, ['--client-rate', String(RATE), '--client-burst', String(BURST)])];
  if (process.env.BENCH_STORM_OFF !== '0') runs.push(await measure('limit off', ['--client-rate', 'off']));
  const rows: Array<[string, (r: Run) => string]> = [
    ['ping idle p50 / p95 / p99 (ms)', (r) => `${triple(r.idle.ping)} (n ${r.idle.ping.n})`],
    ['ping in storm p50 / p95 / p99 (ms)', (r) => `${triple(r.storm.ping)} (n ${r.storm.ping.n})`],
    ['ping storm / idle', (r) => ratios(r.storm.ping, r.idle.ping)],
    ['pings lost (idle, storm)', (r) => `${r.idle.pingLost}, ${r.storm.pingLost}`],
    ['REST GET idle p50 / p95 / p99 (ms)', (r) => `${triple(r.idle.rest)} (n ${r.idle.rest.n})`],
    ['REST GET in storm p50 / p95 / p99 (ms)', (r) => `${triple(r.storm.rest)} (n ${r.storm.rest.n})`],
    ['REST GET storm / idle', (r) => ratios(r.storm.rest, r.idle.rest)],
    ['storm requests sent', (r) => r.result.sent.toLocaleString('en')],
    ['storm answered per second (while it ran)', (r) => (r.result.answeredInStorm / STORM_SECONDS).toFixed(0)],
    ['storm answer latency p50 / p99 (ms)', (r) => `${ms(r.result.latencyP50)} / ${ms(r.result.latencyP99)}`],
    ['storm drain after it stopped (s)', (r) => (r.result.drainMs / 1000).toFixed(1)],
    ['storm requests lost', (r) => String(r.result.lost)],
  ];
  const header = ['', ...runs.map((r) => r.label)];
  const lines = [header, ...rows.map(([name, cell]) => [name, ...runs.map(cell)])];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  for (const line of lines) console.log(`  ${line.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`);
  // p99 of a few hundred samples is a handful of them: read it with the machine's load in mind.
  const verdict = (storm: Percentiles, idle: Percentiles) => (['p50', 'p95', 'p99'] as const).map((p) => `${p} ${storm[p] <= 3 * idle[p] ? 'met' : 'NOT met'}`).join(', ');
  for (const r of runs) console.log(`  ${r.label}: within 3× idle? ping ${verdict(r.storm.ping, r.idle.ping)}; REST ${verdict(r.storm.rest, r.idle.rest)}`);
}
