// Fleet workers (docs/simulator.md "Fleet workers"): two child-process
// simulators, each on a Mosquitto of its own, one with the fleet in its
// process and one with --fleet-workers 2. Sequential round trips are
// interleaved between the two (the ratio is the cost of the worker's hop
// through the cloud), then a burst of requests pipelined on two users'
// gateways, one on each worker, for the answers per second.
// BENCH_REQUESTS sets the number of sequential requests (default 1000); BENCH_BURST the burst per user (default 2000).
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { RestClient, parseResponse, topics } from '@homeport/sdk';
import { shardOf } from '@homeport/simulator';
import { DEMO, DEMO_ONLINE, OTHER, OTHER_SERIALS, deadPort } from '@homeport/test-support';
import { startMosquitto, type Mosquitto } from '@homeport/test-support/mosquitto';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { fmt, summarize, timeInterleaved } from './stats';

const PRODUCT = 'homeport';
const COUNT = Math.max(2, Number(process.env.BENCH_REQUESTS ?? 1000));
const BURST = Math.max(10, Number(process.env.BENCH_BURST ?? 2000));
const OTHER_GATEWAY = OTHER_SERIALS.find((serial) => shardOf(serial, 2) !== shardOf(DEMO_ONLINE, 2))!;
const PARAMS = { device: 2, service: 'LevelService', property: 'Level' };

interface Setup {
  mosquitto: Mosquitto;
  sim: SimProcess;
  dir: string;
}

async function setUp(workers: number): Promise<Setup> {
  const dir = mkdtempSync(join(tmpdir(), 'homeport-bench-workers-'));
  const mosquitto = await startMosquitto(await deadPort(), dir);
  // No per-user publish limit: the burst measures the fleet, not the edge's fairness.
  const args = ['--broker', mosquitto.url, '--quiet', '--client-rate', 'off', ...(workers > 0 ? ['--fleet-workers', String(workers)] : [])];
  const sim = await startSimProcess({ dataDir: join(dir, 'data'), args });
  // The other user's gateway on the other shard, online for the burst.
  await sim.control('PATCH', `/gateways/${OTHER_GATEWAY}`, { connectionStatus: 'online' });
  return { mosquitto, sim, dir };
}

/** One user's client on a simulator's edge, asking one gateway; answers matched by uid. */
class Asker {
  private readonly waiting = new Map<string, () => void>();

  private constructor(
    private readonly client: MqttClient,
    private readonly req: string,
  ) {
    client.on('message', (_topic, payload) => {
      const uid = parseResponse(payload)?.uid;
      const done = uid === undefined ? undefined : this.waiting.get(uid);
      if (!done || uid === undefined) return;
      this.waiting.delete(uid);
      done();
    });
  }

  static async connect(sim: SimProcess, who: { identity: string; secret: string }, serial: string): Promise<Asker> {
    const session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(who.identity, who.secret);
    const scope = { product: PRODUCT, owner: session.userId, serial };
    const client = await mqtt.connectAsync(sim.mqttTcpUrl, { username: session.userId, password: session.sessionId, protocolVersion: 4 });
    await client.subscribeAsync(topics.response(scope));
    return new Asker(client, topics.request(scope));
  }

  ask(): Promise<void> {
    const uid = randomUUID();
    const done = new Promise<void>((resolve) => this.waiting.set(uid, resolve));
    this.client.publish(this.req, JSON.stringify({ uid, sender: 'bench', name: 'get_service_property_value', params: PARAMS, type: 'query' }));
    return done;
  }

  end(): Promise<void> {
    return this.client.endAsync();
  }
}

/** Answers a second for `BURST` requests on each asker, all sent at once. */
async function burst(askers: Asker[]): Promise<number> {
  const started = performance.now();
  await Promise.all(askers.flatMap((asker) => Array.from({ length: BURST }, () => asker.ask())));
  return (askers.length * BURST) / ((performance.now() - started) / 1000);
}

export async function benchFleetWorkers(): Promise<void> {
  const one = await setUp(0);
  const two = await setUp(2);
  const askers: Asker[] = [];
  try {
    const inProcess = await Asker.connect(one.sim, DEMO, DEMO_ONLINE);
    const workers = await Asker.connect(two.sim, DEMO, DEMO_ONLINE);
    askers.push(inProcess, workers);
    const times = await timeInterleaved(COUNT, { inProcess: () => inProcess.ask(), workers: () => workers.ask() });
    const a = summarize(times.inProcess);
    const b = summarize(times.workers);
    console.log(`  sequential get_service_property_value, ${COUNT} each (user -> edge -> Mosquitto -> fleet -> back)`);
    console.log(`    fleet in the cloud's process   p50 ${fmt(a.p50)}  p99 ${fmt(a.p99)}`);
    console.log(`    two fleet workers              p50 ${fmt(b.p50)}  p99 ${fmt(b.p99)}`);
    console.log(`    ratio workers/in process: p50 ${(b.p50 / a.p50).toFixed(2)}x, p99 ${(b.p99 / a.p99).toFixed(2)}x`);
    const rates: string[] = [];
    for (const [name, setup] of [
      ['fleet in the cloud', one],
      ['two fleet workers', two],
    ] as const) {
      const pair = [await Asker.connect(setup.sim, DEMO, DEMO_ONLINE), await Asker.connect(setup.sim, OTHER, OTHER_GATEWAY)];
      askers.push(...pair);
      rates.push(`${name} ${Math.round(await burst(pair))}/s`);
    }
    console.log(`  burst: ${BURST} requests pipelined on each of two gateways (one per worker): ${rates.join(', ')}`);
  } finally {
    for (const asker of askers) await asker.end().catch(() => undefined);
    for (const setup of [one, two]) {
      await setup.sim.stop();
      await setup.mosquitto.stop();
      rmSync(setup.dir, { recursive: true, force: true });
    }
  }
}
