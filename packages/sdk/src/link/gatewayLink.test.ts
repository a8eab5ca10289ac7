// GatewayLink against a real aedes broker in-process (STYLE.md: aedes tests a
// real broker, no mocks of the thing under test). A small raw mqtt.js client
// plays the gateway.
import { createServer, type AddressInfo, type Server } from 'node:net';
import Aedes from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import { deadPort } from '@homeport/test-support/dead-port';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseRequest, type GatewayEvent } from '../model/messages';
import { topics } from '../model/topics';
import { GatewayAnswerError, GatewayLinkClosedError, GatewayRequestError, GatewayTimeoutError, PrivilegedModeError } from './errors';
import { GatewayLink } from './gatewayLink';
import type { GatewayLinkOptions } from './gatewayLinkOptions';
import type { LinkState } from './linkState';

const PRODUCT = 'homeport';
const OWNER = 'owner-1';
const HP1 = { owner: OWNER, serial: 'HP1' };
const HP2 = { owner: OWNER, serial: 'HP2' };
const HP3 = { owner: OWNER, serial: 'HP3' };
/** Serials whose topics the broker refuses to user-1 (SUBACK 0x80), as after a revoked access. */
const denied = new Set<string>();

let broker: Aedes;
let server: Server;
let url: string;
let gateway: MqttClient;
const subscribes: string[] = [];
const unsubscribes: string[] = [];

beforeAll(async () => {
  broker = new Aedes({
    authenticate: (_client, username, password, done) => {
      const secret = password?.toString();
      if (username === 'gateway' || (username === 'user-1' && secret === 'session-ok')) return done(null, true);
      // CONNACK 5 for a revoked session, 3 when the session store cannot answer, 4 for anything else (docs/contracts.md).
      const returnCode = secret === 'session-revoked' ? 5 : secret === 'store-down' ? 3 : 4;
      done(Object.assign(new Error('refused'), { returnCode }), false);
    },
    authorizeSubscribe: (client, subscription, done) => {
      const serial = subscription.topic.split('/')[3] ?? '';
      done(null, client?.id !== 'gateway' && denied.has(serial) ? null : subscription);
    },
  });
  broker.on('subscribe', (subs, client) => {
    if (client?.id !== 'gateway') subscribes.push(...subs.map((s) => s.topic));
  });
  broker.on('unsubscribe', (subs, client) => {
    if (client?.id !== 'gateway') unsubscribes.push(...subs);
  });
  server = createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway = await mqtt.connectAsync(url, { username: 'gateway', password: 'x', clientId: 'gateway', reconnectPeriod: 0 });
  await gateway.subscribeAsync(`${PRODUCT}/+/gtw/+/+/req`);
  gateway.on('message', (topic, payload) => answer(topic, payload));
});

afterAll(async () => {
  await gateway?.endAsync(true);
  await new Promise<void>((resolve) => broker.close(() => resolve()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const links: GatewayLink[] = [];
afterEach(async () => {
  await Promise.all(links.splice(0).map((l) => l.end()));
  subscribes.length = 0;
  unsubscribes.length = 0;
  denied.clear();
  vi.restoreAllMocks();
});

/** The emulated gateway: answers on the res topic of the channel it was asked on. */
function answer(topic: string, payload: Buffer): void {
  const request = parseRequest(payload);
  if (!request) return;
  const resTopic = topic.replace(/\/req$/, '/res');
  const reply = (body: unknown): void => {
    gateway.publish(resTopic, typeof body === 'string' ? body : JSON.stringify(body));
  };
  switch (request.name) {
    case 'ping':
      return reply({ uid: request.uid, code: 0, data: { pong: true, channel: topic.split('/')[4], sender: request.sender, type: request.type } });
    case 'echo':
      return reply({ uid: request.uid, code: 0, data: request.params });
    case 'privileged':
      return reply({ uid: request.uid, code: -1, message: 'Privileged mode is active' });
    case 'out_of_range':
      return reply({ uid: request.uid, code: 5, message: 'value out of range' });
    case 'garbage_first':
      reply('{not json');
      reply({ uid: 42, code: 0 });
      reply({ uid: request.uid, code: 'zero' });
      return reply({ uid: request.uid, code: 0, data: 'survived' });
    case 'silent':
      return;
    // Typed commands (wire/gatewayCommands.ts): rename_room answers a malformed room_id for room 0.
    case 'rename_room':
      return reply({ uid: request.uid, code: 0, data: { room_id: request.params.room_id === 0 ? 'zero' : request.params.room_id, extra: true } });
    case 'getLockStatus':
      return reply({ uid: request.uid, code: 0, data: { status: topic.split('/')[4] === 'osm' ? 0 : 1 } });
  }
}

function connect(overrides: Partial<GatewayLinkOptions> = {}): GatewayLink {
  const link = GatewayLink.connect({ url, userId: 'user-1', sessionId: 'session-ok', product: PRODUCT, mqtt: { reconnectPeriodMs: 50 }, ...overrides });
  links.push(link);
  return link;
}

function statesOf(link: GatewayLink): LinkState[] {
  const states: LinkState[] = [link.state];
  link.on('state', (s) => states.push(s));
  return states;
}

const activeTimeouts = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
const until = async (check: () => boolean, ms = 2000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('GatewayLink requests', () => {
  it('connects and correlates a response by uid, on ohm and osm', async () => {
    const link = connect();
    await link.ready();
    expect(link.state).toBe('connected');
    await expect(link.request(HP1, 'ping')).resolves.toEqual({ pong: true, channel: 'ohm', sender: 'user-1', type: 'command' });
    await expect(link.request(HP1, 'ping', {}, { channel: 'osm', type: 'query' })).resolves.toMatchObject({ channel: 'osm', type: 'query' });
    expect(link.pendingCount).toBe(0);
  });

  it("command() sends on the command map's channel and resolves with the answer read by its schema", async () => {
    const link = connect();
    await link.ready();
    await expect(link.command(HP1, 'rename_room', { room_id: 3, name: 'Kitchen' })).resolves.toEqual({ room_id: 3 });
    await expect(link.command(HP1, 'getLockStatus', {}, { type: 'query' })).resolves.toEqual({ status: 0 });
  });

  it('command() rejects a malformed answer with GatewayAnswerError naming the field', async () => {
    const link = connect();
    await link.ready();
    const failure = link.command(HP1, 'rename_room', { room_id: 0, name: 'Kitchen' });
    await expect(failure).rejects.toBeInstanceOf(GatewayAnswerError);
    await expect(failure).rejects.toMatchObject({ command: 'rename_room', field: 'room_id', message: expect.stringMatching(/^rename_room answered room_id /) });
    expect(link.pendingCount).toBe(0);
  });

  it('keeps concurrent requests apart', async () => {
    const link = connect();
    await link.ready();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => link.request(HP1, 'echo', { i })));
    expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => ({ i })));
    expect(link.pendingCount).toBe(0);
  });

  it('rejects a nonzero code with GatewayRequestError, -1 privileged with PrivilegedModeError', async () => {
    const link = connect();
    await link.ready();
    await expect(link.request(HP1, 'out_of_range')).rejects.toMatchObject({ name: 'GatewayRequestError', code: 5, message: 'value out of range' });
    const privileged = await link.request(HP1, 'privileged').catch((e: unknown) => e);
    expect(privileged).toBeInstanceOf(PrivilegedModeError);
    expect(privileged).toBeInstanceOf(GatewayRequestError);
    expect(link.pendingCount).toBe(0);
  });

  it('times out, leaving no pending entry and no live timer', async () => {
    const link = connect();
    await link.ready();
    const before = activeTimeouts();
    const pending = link.request(HP1, 'silent', {}, { timeoutMs: 100 });
    expect(link.pendingCount).toBe(1);
    await expect(pending).rejects.toBeInstanceOf(GatewayTimeoutError);
    expect(link.pendingCount).toBe(0);
    expect(activeTimeouts()).toBeLessThanOrEqual(before);
  });

  it('drops malformed responses with a warning and still settles on the good one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = connect();
    await link.ready();
    await expect(link.request(HP1, 'garbage_first')).resolves.toBe('survived');
    expect(warn).toHaveBeenCalledTimes(3);
    expect(link.pendingCount).toBe(0);
  });

  it('end() rejects every pending request and closes', async () => {
    const link = connect();
    await link.ready();
    // Handlers attached now: end() rejects them before the test awaits them.
    const a = link.request(HP1, 'silent').catch((e: unknown) => e);
    const b = link.request(HP2, 'silent').catch((e: unknown) => e);
    expect(link.pendingCount).toBe(2);
    await link.end();
    expect(await a).toBeInstanceOf(GatewayLinkClosedError);
    expect(await b).toBeInstanceOf(GatewayLinkClosedError);
    expect(link.pendingCount).toBe(0);
    expect(link.state).toBe('closed');
    await expect(link.request(HP1, 'ping')).rejects.toBeInstanceOf(GatewayLinkClosedError);
    await expect(link.ready()).rejects.toBeInstanceOf(GatewayLinkClosedError);
  });
});

describe('GatewayLink events and watches', () => {
  it('delivers parsed events with the serial, drops malformed ones, stops after unsubscribe', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = connect();
    await link.ready();
    const unwatch = link.watchGateway(HP1);
    await until(() => subscribes.length === 3);
    const seen: [string, GatewayEvent][] = [];
    const off = link.on('event', (serial, event) => seen.push([serial, event]));
    const evt = topics.events({ product: PRODUCT, ...HP1 });
    await gateway.publishAsync(evt, '{broken');
    await gateway.publishAsync(evt, JSON.stringify({ name: 'device_status_changed', data: { device_id: 3, device_status: 5 }, ts: 1 }));
    await until(() => seen.length === 1);
    expect(seen[0]).toEqual(['HP1', { name: 'device_status_changed', data: { device_id: 3, device_status: 5 }, ts: 1 }]);
    expect(warn).toHaveBeenCalledOnce();
    off();
    await gateway.publishAsync(evt, JSON.stringify({ name: 'later', data: null, ts: 2 }));
    await link.request(HP1, 'ping'); // a round trip: the event above has been routed by now
    expect(seen).toHaveLength(1);
    unwatch();
  });

  it('reference-counts watches: two watchers, one subscription, unsubscribed after the last', async () => {
    const link = connect();
    await link.ready();
    const first = link.watchGateway(HP1);
    const second = link.watchGateway(HP1);
    await until(() => subscribes.length >= 3);
    await link.request(HP1, 'ping'); // settles after the SUBACK; no more SUBSCRIBEs may follow
    const evt = topics.events({ product: PRODUCT, ...HP1 });
    expect(subscribes.filter((t) => t === evt)).toHaveLength(1);
    expect(subscribes.sort()).toEqual([evt, `${PRODUCT}/${OWNER}/gtw/HP1/ohm/res`, `${PRODUCT}/${OWNER}/gtw/HP1/osm/res`].sort());
    first();
    first(); // a second call of the same unwatch changes nothing
    await link.request(HP2, 'ping');
    expect(unsubscribes.filter((t) => t.includes('/HP1/'))).toEqual([]);
    second();
    await until(() => unsubscribes.includes(evt));
    // The responses stay subscribed for the link's life, like those of any gateway asked.
    await link.request(HP1, 'ping');
    expect(unsubscribes.filter((t) => t.includes('/HP1/'))).toEqual([evt]);
    expect(subscribes.filter((t) => t.includes('/HP1/'))).toHaveLength(3);
  });
});

describe('GatewayLink response subscriptions', () => {
  const resOf = (serial: string) => [`${PRODUCT}/${OWNER}/gtw/${serial}/ohm/res`, `${PRODUCT}/${OWNER}/gtw/${serial}/osm/res`];

  it("subscribes to an unwatched gateway's responses once, for every later request, never to its events", async () => {
    const link = connect();
    await link.ready();
    await link.request(HP2, 'ping');
    await Promise.all(Array.from({ length: 5 }, () => link.request(HP2, 'ping', {}, { channel: 'osm' })));
    await link.request(HP2, 'ping');
    expect(subscribes).toEqual(resOf('HP2'));
    expect(unsubscribes).toEqual([]);
  });

  it('keeps one subscription a gateway asked, and forgets them all when the link ends', async () => {
    const link = connect();
    await link.ready();
    await link.request(HP1, 'ping');
    await link.request(HP2, 'ping');
    await link.request(HP1, 'ping');
    expect(link.respondingGatewayCount).toBe(2);
    await link.end();
    expect(link.respondingGatewayCount).toBe(0);
  });

  it('a refused subscription fails its request, and the next request subscribes again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = connect();
    await link.ready();
    denied.add('HP3');
    await expect(link.request(HP3, 'ping')).rejects.toThrow(/Subscribe error/);
    expect(link.pendingCount).toBe(0);
    denied.delete('HP3'); // access given back
    await expect(link.request(HP3, 'ping')).resolves.toMatchObject({ pong: true });
    expect(subscribes).toEqual([...resOf('HP3'), ...resOf('HP3')]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('after the broker dropped the subscription unannounced, a timed-out request renews it for the next one', async () => {
    const link = connect({ clientId: 'dropped-res' });
    await link.ready();
    await link.request(HP3, 'ping');
    // What the simulator does after an access change (dropRevokedSubscriptions): no packet tells the client.
    const client = (broker as unknown as { clients: Record<string, { unsubscribe(packet: unknown, done: () => void): void }> }).clients['dropped-res']!;
    await new Promise<void>((resolve) => client.unsubscribe({ cmd: 'unsubscribe', unsubscriptions: resOf('HP3') }, resolve));
    await expect(link.request(HP3, 'ping', {}, { timeoutMs: 300 })).rejects.toBeInstanceOf(GatewayTimeoutError);
    await expect(link.request(HP3, 'ping')).resolves.toMatchObject({ pong: true });
    expect(subscribes).toEqual([...resOf('HP3'), ...resOf('HP3')]);
  });

  it('forgets a kept subscription the broker refuses on a new connection, and subscribes it again on the next request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = connect({ clientId: 'res-revoked' });
    await link.ready();
    await link.request(HP1, 'ping');
    await link.request(HP3, 'ping');
    denied.add('HP3'); // access revoked while the link was down
    (broker as unknown as { clients: Record<string, { close(): void }> }).clients['res-revoked']?.close();
    await until(() => link.state === 'connected' && link.respondingGatewayCount === 1);
    expect(warn).toHaveBeenCalledOnce();
    denied.delete('HP3');
    await expect(link.request(HP3, 'ping')).resolves.toMatchObject({ pong: true });
    expect(link.respondingGatewayCount).toBe(2);
  });

  it('a request waits for the kept subscription again after a reconnect', async () => {
    const link = connect({ clientId: 'res-reconnect' });
    await link.ready();
    await link.request(HP2, 'ping');
    (broker as unknown as { clients: Record<string, { close(): void }> }).clients['res-reconnect']?.close();
    await until(() => link.state === 'offline');
    // Sent while offline: it waits for the next connection's SUBACK before it is published.
    await expect(link.request(HP2, 'ping')).resolves.toMatchObject({ pong: true });
    expect(subscribes).toEqual([...resOf('HP2'), ...resOf('HP2')]);
  });
});

describe('GatewayLink account topics (spec 1 §4.1, §4.4)', () => {
  it("delivers the session user's own events as userEvent, never another user's, and stops after unwatch", async () => {
    const link = connect();
    await link.ready();
    const unwatch = link.watchUser();
    await until(() => subscribes.includes(topics.userEvents(PRODUCT, 'user-1')));
    const seen: GatewayEvent[] = [];
    link.on('userEvent', (event) => seen.push(event));
    const gatewayEvents: string[] = [];
    link.on('event', (serial) => gatewayEvents.push(serial));
    await gateway.publishAsync(topics.userEvents(PRODUCT, 'user-2'), JSON.stringify({ name: 'logout_user', data: { userId: 'user-2' }, ts: 1 }));
    await gateway.publishAsync(topics.userEvents(PRODUCT, 'user-1'), JSON.stringify({ name: 'logout_user', data: { userId: 'user-1', sessionId: 's' }, ts: 2 }));
    await until(() => seen.length === 1);
    expect(seen[0]).toEqual({ name: 'logout_user', data: { userId: 'user-1', sessionId: 's' }, ts: 2 });
    expect(gatewayEvents).toEqual([]);
    unwatch();
    await until(() => unsubscribes.includes(topics.userEvents(PRODUCT, 'user-1')));
  });

  it('delivers homeport/admin/evt as adminEvent', async () => {
    const link = connect();
    await link.ready();
    const unwatch = link.watchAdmin();
    await until(() => subscribes.includes(topics.adminEvents(PRODUCT)));
    const seen: GatewayEvent[] = [];
    link.on('adminEvent', (event) => seen.push(event));
    await gateway.publishAsync(topics.adminEvents(PRODUCT), JSON.stringify({ name: 'gateway_updated', data: { serialNumber: 'HP1', changes: {} }, ts: 3 }));
    await until(() => seen.length === 1);
    expect(seen[0]!.name).toBe('gateway_updated');
    unwatch();
  });
});

describe('GatewayLink connection states (spec 1 §4.4)', () => {
  it('bad credentials (CONNACK 4) → unauthorized, ended, ready() rejects', async () => {
    const link = connect({ sessionId: 'wrong' });
    const states = statesOf(link);
    await expect(link.ready()).rejects.toMatchObject({ name: 'GatewayLinkClosedError', state: 'unauthorized' });
    expect(states).toEqual(['connecting', 'unauthorized']);
    await new Promise((r) => setTimeout(r, 150)); // three reconnect periods: no retry may happen
    expect(states).toEqual(['connecting', 'unauthorized']);
  });

  it('a revoked session (CONNACK 5) → unauthorized', async () => {
    const link = connect({ sessionId: 'session-revoked' });
    await expect(link.ready()).rejects.toMatchObject({ state: 'unauthorized' });
    expect(link.state).toBe('unauthorized');
  });

  it('five refused CONNECTs in a row (CONNACK 3) → closed', async () => {
    const link = connect({ sessionId: 'store-down', mqtt: { reconnectPeriodMs: 5 }, backoff: { maxMs: 10 } });
    const states = statesOf(link);
    await expect(link.ready()).rejects.toMatchObject({ state: 'closed' });
    expect(states.filter((s) => s === 'reconnecting')).toHaveLength(4);
    expect(states.at(-1)).toBe('closed');
    expect(link.retry).toBeNull();
  });

  it('a lost connection goes offline, reconnects and re-subscribes the watches', async () => {
    const link = connect({ clientId: 'drop-me' });
    await link.ready();
    link.watchGateway(HP1);
    await link.request(HP1, 'ping');
    const states = statesOf(link);
    const client = (broker as unknown as { clients: Record<string, { close(): void }> }).clients['drop-me'];
    client?.close();
    await until(() => states.includes('offline') && link.state === 'connected');
    expect(states).toEqual(['connected', 'offline', 'reconnecting', 'connected']);
    const seen: string[] = [];
    link.on('event', (_serial, event) => seen.push(event.name));
    await until(() => subscribes.filter((t) => t.endsWith('/HP1/evt')).length === 2);
    await gateway.publishAsync(topics.events({ product: PRODUCT, ...HP1 }), JSON.stringify({ name: 'back', data: null, ts: 3 }));
    await until(() => seen.includes('back'));
  });

  it('with reconnecting off, a lost connection closes the link', async () => {
    const link = connect({ clientId: 'no-retry', mqtt: { reconnectPeriodMs: 0 } });
    await link.ready();
    const pending = link.request(HP1, 'silent');
    (broker as unknown as { clients: Record<string, { close(): void }> }).clients['no-retry']?.close();
    await expect(pending).rejects.toBeInstanceOf(GatewayLinkClosedError);
    expect(link.state).toBe('closed');
  });
});

/** Every state a link passes through, with its retry at that moment. */
function historyOf(link: GatewayLink): { state: LinkState; retry: GatewayLink['retry'] }[] {
  const history: { state: LinkState; retry: GatewayLink['retry'] }[] = [];
  link.on('state', (state) => history.push({ state, retry: link.retry }));
  return history;
}

const failedAttempts = (history: { state: LinkState }[]) => history.filter((h) => h.state === 'offline').length;

describe('GatewayLink reconnecting (docs/decisions.md "Reconnecting")', () => {
  // Small figures and no jitter: the back-off runs 20, 40, 80, 80 ... ms.
  const fast = { mqtt: { reconnectPeriodMs: 20 }, backoff: { maxMs: 80, random: () => 0 } } as const;

  it('an unreachable broker never ends the link: it keeps retrying with a doubling, capped back-off', async () => {
    const link = connect({ url: `mqtt://127.0.0.1:${await deadPort()}`, ...fast });
    const history = historyOf(link);
    await until(() => failedAttempts(history) >= 8, 10_000);
    expect(link.state).not.toBe('closed');
    const waits = history.filter((h) => h.state === 'offline').map((h) => h.retry);
    expect(waits.map((r) => r?.attempt)).toEqual(waits.map((_, i) => i + 1));
    for (const wait of waits) expect(wait?.nextAttemptAt).toEqual(expect.any(Number));
    const tries = history.filter((h) => h.state === 'reconnecting').map((h) => h.retry);
    expect(tries.slice(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 7].map((attempt) => ({ attempt, nextAttemptAt: null })));
  });

  it('comes back after an outage longer than five retries: watches re-subscribed, requests answered', async () => {
    // A second listener of the same broker, so the test can take it away from the link alone.
    const listener = createServer(broker.handle);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    const link = connect({ url: `mqtt://127.0.0.1:${port}`, clientId: 'outage', ...fast });
    await link.ready();
    link.watchGateway(HP1);
    link.watchUser();
    await link.request(HP1, 'ping');
    const history = historyOf(link);
    const before = subscribes.length;

    listener.close();
    (broker as unknown as { clients: Record<string, { close(): void }> }).clients['outage']?.close();
    try {
      await until(() => failedAttempts(history) >= 7, 10_000);
      expect(link.state).not.toBe('closed');
      // A request while the link is down waits for the connection and its SUBSCRIBE.
      const early = link.request(HP1, 'echo', { early: true });
      expect(link.pendingCount).toBe(1);
      await new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve));
      await link.ready();
      await expect(early).resolves.toEqual({ early: true });
    } finally {
      if (!listener.listening) listener.listen(port, '127.0.0.1');
    }

    expect(link.retry).toBeNull();
    const again = subscribes.slice(before);
    expect(again).toEqual(expect.arrayContaining([topics.events({ product: PRODUCT, ...HP1 }), topics.userEvents(PRODUCT, 'user-1')]));
    const seen: string[] = [];
    link.on('event', (_serial, event) => seen.push(event.name));
    await gateway.publishAsync(topics.events({ product: PRODUCT, ...HP1 }), JSON.stringify({ name: 'back', data: null, ts: 4 }));
    await until(() => seen.includes('back'));
    await expect(link.request(HP2, 'echo', { after: true })).resolves.toEqual({ after: true });
    await link.end();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  it('starts the back-off again after a connection is accepted', async () => {
    const link = connect({ clientId: 'twice', ...fast });
    await link.ready();
    const history = historyOf(link);
    const clients = () => (broker as unknown as { clients: Record<string, { close(): void }> }).clients;
    for (let round = 0; round < 2; round += 1) {
      clients()['twice']?.close();
      await until(() => history.filter((h) => h.state === 'connected').length === round + 1);
    }
    expect(history.filter((h) => h.state === 'offline').map((h) => h.retry?.attempt)).toEqual([1, 1]);
  });

  it('reconnectNow() runs the waiting retry at once, and only when one waits', async () => {
    // One hour of back-off: only reconnectNow() can bring this link back within the test.
    const link = connect({ clientId: 'now', mqtt: { reconnectPeriodMs: 3_600_000 } });
    expect(link.reconnectNow()).toBe(false); // the first attempt is under way
    await link.ready();
    expect(link.reconnectNow()).toBe(false); // connected
    const history = historyOf(link);
    (broker as unknown as { clients: Record<string, { close(): void }> }).clients['now']?.close();
    await until(() => link.state === 'offline');
    expect(link.retry).toEqual({ attempt: 1, nextAttemptAt: expect.any(Number) });
    expect(link.retry!.nextAttemptAt! - Date.now()).toBeGreaterThan(60_000);
    expect(link.reconnectNow()).toBe(true);
    expect(link.reconnectNow()).toBe(false); // already trying
    await link.ready();
    expect(history.map((h) => h.state)).toEqual(['offline', 'reconnecting', 'connected']);
    await expect(link.request(HP1, 'ping')).resolves.toMatchObject({ pong: true });
  });

  it('a failed early try moves on to the next back-off step', async () => {
    const link = connect({ url: `mqtt://127.0.0.1:${await deadPort()}`, mqtt: { reconnectPeriodMs: 3_600_000 }, backoff: { random: () => 0 } });
    const history = historyOf(link);
    await until(() => link.state === 'offline');
    expect(link.retry?.attempt).toBe(1);
    link.reconnectNow();
    await until(() => failedAttempts(history) === 2);
    expect(link.retry?.attempt).toBe(2);
    expect(link.state).toBe('offline');
  });

  it('end() while waiting for a retry cancels it and leaves no timer', async () => {
    const before = activeTimeouts();
    const link = connect({ url: `mqtt://127.0.0.1:${await deadPort()}`, mqtt: { reconnectPeriodMs: 3_600_000 } });
    await until(() => link.state === 'offline');
    await link.end();
    expect(link.state).toBe('closed');
    expect(link.retry).toBeNull();
    expect(link.reconnectNow()).toBe(false);
    expect(activeTimeouts()).toBeLessThanOrEqual(before);
  });
});
