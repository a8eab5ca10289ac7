// The storm of `npm run bench -- storm` (bench/storm.ts), in a process of its
// own so that its clients' work does not sit in the event loop that times the
// interactive user. Reads its orders from STORM_CONFIG, prints JSON lines:
// {ready} once connected and subscribed, waits for "go" on stdin, then
// {stopped} when the storm's time is up and {result} once every answer came
// (or the drain time ran out).
import { createInterface } from 'node:readline';
import mqtt, { type MqttClient } from 'mqtt';
import { topics } from '@homeport/sdk';
import { percentile } from './stats';

export interface StormConfig {
  url: string;
  userId: string;
  sessionId: string;
  product: string;
  connections: number;
  /** Gateways the storm asks, split between the connections. */
  targets: Array<{ owner: string; serial: string }>;
  seconds: number;
  /** Requests each connection keeps unanswered (its pipeline). */
  window: number;
  drainSeconds: number;
}

export interface StormResult {
  sent: number;
  /** Answered while the storm ran. */
  answeredInStorm: number;
  answered: number;
  lost: number;
  drainMs: number;
  latencyP50: number;
  latencyP99: number;
}

const config = JSON.parse(process.env.STORM_CONFIG ?? '{}') as StormConfig;
const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);

interface Storm {
  start(): void;
  stop(): void;
  drained: Promise<void>;
  client: MqttClient;
}

const latencies: number[] = [];
let sent = 0;
let answered = 0;
let answeredInStorm = 0;
let running = false;

async function connection(index: number, targets: StormConfig['targets']): Promise<Storm> {
  const client = await mqtt.connectAsync(config.url, {
    username: config.userId,
    password: config.sessionId,
    clientId: `storm-${index}-${process.pid}`,
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 30_000,
  });
  const scopes = targets.map((t) => ({ product: config.product, owner: t.owner, serial: t.serial }));
  const granted = await client.subscribeAsync(
    scopes.map((s) => topics.response(s, 'osm')),
    { qos: 0 },
  );
  if (granted.some((g) => g.qos === 128)) throw new Error('storm: a response topic was refused');
  const pending = new Map<string, number>();
  let next = 0;
  let onDrained: () => void = () => undefined;
  const drained = new Promise<void>((resolve) => (onDrained = resolve));
  const sendOne = () => {
    const scope = scopes[next % scopes.length]!;
    const uid = `s${index}-${next}`;
    next += 1;
    pending.set(uid, performance.now());
    sent += 1;
    client.publish(topics.request(scope, 'osm'), JSON.stringify({ uid, sender: config.userId, name: 'ping', params: {}, type: 'command' }));
  };
  client.on('message', (_topic, payload) => {
    let uid: unknown;
    try {
      uid = (JSON.parse(payload.toString()) as { uid?: unknown }).uid;
    } catch {
      return;
    }
    const at = typeof uid === 'string' ? pending.get(uid) : undefined;
    if (at === undefined) return;
    pending.delete(uid as string);
    latencies.push(performance.now() - at);
    answered += 1;
    if (running) {
      answeredInStorm += 1;
      sendOne();
    } else if (pending.size === 0) onDrained();
  });
  return {
    client,
    drained,
    start: () => {
      for (let i = 0; i < config.window; i++) sendOne();
    },
    stop: () => {
      if (pending.size === 0) onDrained();
    },
  };
}

const storms = await Promise.all(
  Array.from({ length: config.connections }, (_, i) =>
    connection(
      i,
      config.targets.filter((_, j) => j % config.connections === i),
    ),
  ),
);
say({ ready: true });
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === 'go') break;

running = true;
for (const storm of storms) storm.start();
await new Promise((resolve) => setTimeout(resolve, config.seconds * 1000));
running = false;
say({ stopped: true, sent, answeredInStorm });
const drainStart = performance.now();
for (const storm of storms) storm.stop();
await Promise.race([Promise.all(storms.map((s) => s.drained)), new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000))]);
const drainMs = performance.now() - drainStart;
latencies.sort((a, b) => a - b);
const result: StormResult = {
  sent,
  answeredInStorm,
  answered,
  lost: sent - answered,
  drainMs,
  latencyP50: percentile(latencies, 50),
  latencyP99: percentile(latencies, 99),
};
say({ result });
await Promise.all(storms.map((s) => s.client.endAsync(true)));
process.exit(0);
