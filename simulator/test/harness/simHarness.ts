// Test helpers: the real simulator on free ports in a temp folder, real
// fetch, real mqtt.js clients. Nothing is mocked.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { parseEvent, parseResponse, topics, type GatewayChannel, type GatewayEvent, type GatewayResponse, type LoginResult } from '@homeport/sdk';
import type { HeldMessages } from '@homeport/sdk/sim';
import { SimClock, type SimClockOptions } from '../../src/clock/simClock';
import { startSimulator } from '../../src/startSimulator';
import type { Simulator, SimulatorOptions } from '../../src/options';
import type { SeedAccount } from '../../src/seed/accounts';
import { CloudParts, cloudPartsDir } from '../../src/store/cloudParts';
import type { CloudState } from '../../src/store/cloudState';

export interface TestSim {
  sim: Simulator;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
}

export async function startTestSim(options: Partial<SimulatorOptions> = {}): Promise<TestSim> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'homeport-sim-'));
  const logs: string[] = [];
  const sim = await startSimulator({ port: 0, mqttPort: 0, fresh: true, log: (m) => logs.push(m), ...options, dataDir });
  return {
    sim,
    dataDir,
    logs,
    async stop() {
      await sim.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The simulator's clock for a test file (SimulatorOptions.clock): real time
 * until the tests move it on, so a lock, an expiry or a timer passes without
 * sleeping. `{ rate: 0 }` stops it: time moves only when advanced.
 */
export function testClock(options: SimClockOptions = {}): SimClock {
  return new SimClock(options);
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

const isControlPath = (path: string) => /^\/__(sim|db)(\/|\?|$)/.test(path);

/**
 * One HTTP call; `rawBody` sends text as-is (for malformed JSON). Calls to
 * the QA routes (/__sim, /__db) carry the simulator's control token unless
 * `controlToken` says otherwise (null: no Authorization header).
 */
export async function api<T = unknown>(
  sim: Simulator,
  method: string,
  path: string,
  init: { sessionId?: string; body?: unknown; rawBody?: string; controlToken?: string | null } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (init.sessionId) headers.sessionId = init.sessionId;
  const token = init.controlToken === undefined ? (isControlPath(path) ? sim.controlToken : null) : init.controlToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${sim.httpUrl}/api${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

export async function loginAs(sim: Simulator, account: Pick<SeedAccount, 'username' | 'password'>): Promise<LoginResult> {
  const answer = await api<{ data: LoginResult }>(sim, 'POST', '/auth/login', { body: { identity: account.username, secret: account.password } });
  if (answer.status !== 200) throw new Error(`login ${account.username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export function connectMqtt(url: string, session: { userId: string; sessionId: string }, options: { clientId?: string } = {}): Promise<MqttClient> {
  return mqtt.connectAsync(url, { username: session.userId, password: session.sessionId, reconnectPeriod: 0, connectTimeout: 5000, protocolVersion: 4, ...options });
}

/** The CONNACK return code of a refused CONNECT (0 when it was accepted, then closed). */
export async function connackCode(url: string, username: string, password: string): Promise<number> {
  try {
    const client = await mqtt.connectAsync(url, { username, password, reconnectPeriod: 0, connectTimeout: 5000, protocolVersion: 4 });
    await client.endAsync(true);
    return 0;
  } catch (error) {
    return (error as { code?: number }).code ?? -999;
  }
}

/** SUBACK codes; mqtt.js rejects when one is 0x80, so read them from either outcome. */
export async function subscribeCodes(client: MqttClient, filters: string[]): Promise<number[]> {
  try {
    return (await client.subscribeAsync(filters)).map((g) => g.qos);
  } catch (error) {
    const granted = (error as { packet?: { granted?: number[] } }).packet?.granted;
    if (!granted) throw error;
    return granted;
  }
}

export interface Scope {
  product: string;
  owner: string;
  serial: string;
}

export const scopeOf = (owner: string, serial: string): Scope => ({ product: 'homeport', owner, serial });

/** Publishes a request and resolves with its response, or null after `timeoutMs` without one. */
export async function request(
  client: MqttClient,
  scope: Scope,
  name: string,
  params: Record<string, unknown> = {},
  options: { channel?: GatewayChannel; timeoutMs?: number; sender?: string } = {},
): Promise<GatewayResponse | null> {
  const channel = options.channel ?? 'ohm';
  const uid = randomUUID();
  const responseTopic = topics.response(scope, channel);
  await subscribeCodes(client, [responseTopic]);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), options.timeoutMs ?? 3000);
    const onMessage = (topic: string, payload: Buffer) => {
      const response = topic === responseTopic ? parseResponse(payload) : null;
      if (response?.uid === uid) finish(response);
    };
    function finish(value: GatewayResponse | null) {
      clearTimeout(timer);
      client.off('message', onMessage);
      resolve(value);
    }
    client.on('message', onMessage);
    client.publish(topics.request(scope, channel), JSON.stringify({ uid, sender: options.sender ?? scope.owner, name, params, type: 'command' }));
  });
}

/** An event as an all-seeing watcher records it. */
export interface SeenEvent {
  topic: string;
  name: string;
  data: unknown;
}

/** An admin's client recording every event on every `/evt` topic of the product, in arrival order. */
export interface EventWatcher {
  client: MqttClient;
  seen: SeenEvent[];
  clear(): void;
  /** Waits (up to `timeoutMs`) until `count` recorded events match, then answers the matching ones. */
  eventsWhere(match: (s: SeenEvent) => boolean, count: number, timeoutMs?: number): Promise<SeenEvent[]>;
  end(): Promise<void>;
}

export async function watchEvents(url: string, admin: { userId: string; sessionId: string }): Promise<EventWatcher> {
  const client = await connectMqtt(url, admin);
  await subscribeCodes(client, ['homeport/#']);
  const seen: SeenEvent[] = [];
  client.on('message', (topic, payload) => {
    const event = parseEvent(payload);
    if (event && topic.endsWith('/evt')) seen.push({ topic, name: event.name, data: event.data });
  });
  return {
    client,
    seen,
    clear: () => {
      seen.length = 0;
    },
    async eventsWhere(match, count, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (seen.filter(match).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return seen.filter(match);
    },
    end: () => client.endAsync(true),
  };
}

/** The next event on `topic` that satisfies `match`, or null after `timeoutMs`. */
export function nextEvent(client: MqttClient, topic: string, match: (e: GatewayEvent) => boolean, timeoutMs = 10_000): Promise<GatewayEvent | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), timeoutMs);
    const onMessage = (t: string, payload: Buffer) => {
      const event = t === topic ? parseEvent(payload) : null;
      if (event && match(event)) finish(event);
    };
    function finish(value: GatewayEvent | null) {
      clearTimeout(timer);
      client.off('message', onMessage);
      resolve(value);
    }
    client.on('message', onMessage);
  });
}

/** Resolves when the broker closes the client (true) or after `timeoutMs` (false). */
export function closedWithin(client: MqttClient, timeoutMs = 10_000): Promise<boolean> {
  if (!client.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    client.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** A control API call (`/api/__sim{path}`). */
export function control<T = unknown>(sim: Simulator, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return api<T>(sim, method, `/__sim${path}`, body === undefined ? {} : { body });
}

export interface OutboxMessage {
  id: string;
  kind: string;
  channel: string;
  to: string;
  userId: string | null;
  subject: string;
  text: string;
  code?: string;
  path?: string;
  link?: string;
  /** The gateway whose rule or alarm sent it. */
  serial?: string;
}

/** The outbox, filtered as QA would (`to`, `kind`). */
export async function outbox(sim: Simulator, filter: { to?: string; kind?: string } = {}): Promise<OutboxMessage[]> {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => e[1] !== undefined)).toString();
  return (await control<{ data: OutboxMessage[] }>(sim, 'GET', `/outbox${query ? `?${query}` : ''}`)).body.data;
}

/** What the message budgets held since the outbox was last emptied (GET /api/__sim/outbox `held`). */
export async function heldMessages(sim: Simulator): Promise<HeldMessages> {
  return (await control<{ held: HeldMessages }>(sim, 'GET', '/outbox')).body.held;
}

/** The last message of a kind to an address; fails the test when there is none. */
export async function lastMessage(sim: Simulator, to: string, kind: string): Promise<OutboxMessage> {
  const message = (await outbox(sim, { to, kind })).at(-1);
  if (!message) throw new Error(`no ${kind} message to ${to}`);
  return message;
}

/** A client subscribed to its user's `usr` topic, with the topic. */
export async function userEventsClient(sim: Simulator, session: { userId: string; sessionId: string }): Promise<{ client: MqttClient; topic: string }> {
  const client = await connectMqtt(sim.mqttTcpUrl, session);
  const topic = topics.userEvents('homeport', session.userId);
  await subscribeCodes(client, [topic]);
  return { client, topic };
}

/** The cloud as it is on disk now: cloud.json with the parts kept in their own logs (store/cloudParts.ts) read back in. */
export function cloudOnDisk<T = Record<string, unknown>>(dataDir: string): T {
  const state = JSON.parse(readFileSync(join(dataDir, 'cloud.json'), 'utf8')) as CloudState;
  new CloudParts(cloudPartsDir(join(dataDir, 'cloud.json'))).readInto(state);
  return state as unknown as T;
}

/** What QA reads off a gateway's sticker through the control API (never derived from the serial). */
export interface FactorySticker {
  factoryPin: string;
  localPassword: string;
}

export async function factorySecretsOf(sim: Simulator, serial: string): Promise<FactorySticker> {
  const answer = await control<{ data: { emulator: FactorySticker } }>(sim, 'GET', `/gateways/${serial}`);
  if (answer.status !== 200) throw new Error(`gateway ${serial}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { factoryPin, localPassword } = answer.body.data.emulator;
  return { factoryPin, localPassword };
}

/** How many answers had each status, e.g. `{401: 5, 429: 45}` (concurrent guesses). */
export function statusCounts(answers: ReadonlyArray<{ status: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The Retry-After of an answer in seconds (NaN when absent). */
export const retryAfterOf = (answer: { headers: Headers }): number => Number(answer.headers.get('retry-after'));
