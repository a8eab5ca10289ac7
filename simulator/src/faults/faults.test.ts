import { connect } from 'node:net';
import mqtt from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry, LoginResult } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../seed/accounts';
import { api, closedWithin, connectMqtt, control, loginAs, request, scopeOf, startTestSim, type TestSim } from '../../test/harness/simHarness';
import { drawLatency, FaultBook } from './faultBook';
import { createRandom } from './random';

type Fault = { id: string; kind: string; times?: number };

let t: TestSim;
let demo: LoginResult;
beforeAll(async () => {
  t = await startTestSim();
  demo = await loginAs(t.sim, demoAccount);
});
afterAll(() => t.stop());
afterEach(async () => {
  await control(t.sim, 'DELETE', '/faults');
});

const infoPath = `/udm/device/hg/${DEMO_ONLINE_SERIAL}/info`;
const readInfo = () => api<ErrorEntry[] | { data: { serialNumber: string } }>(t.sim, 'GET', infoPath, { sessionId: demo.sessionId });
const addFault = (body: unknown) => control<{ data: Fault }>(t.sim, 'POST', '/faults', body);

/** Whether a CONNECT over `url` gets through now: a CONNACK, or the connection closed without one. */
function connects(url: string): Promise<boolean> {
  const client = mqtt.connect(url, { username: demo.userId, password: demo.sessionId, reconnectPeriod: 0, protocolVersion: 4 });
  return new Promise((resolve) => {
    const settle = (connected: boolean) => {
      client.removeAllListeners();
      client.on('error', () => undefined);
      client.end(true);
      resolve(connected);
    };
    client.once('connect', () => settle(true));
    client.once('close', () => settle(false));
    client.once('error', () => settle(false));
  });
}

describe('REST faults', () => {
  it('answers a matching call with the status and the spec error shape, until removed', async () => {
    const added = await addFault({ kind: 'rest', method: 'GET', path: `/api${infoPath}`, status: 500 });
    expect(added.status).toBe(201);
    const failed = await readInfo();
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual([{ errorCode: '00001', message: expect.stringContaining(added.body.data.id) as unknown }]);
    // Another method on the same path is not faulted (a 404 route answer, not the fault's 500).
    expect((await api(t.sim, 'DELETE', infoPath, { sessionId: demo.sessionId })).status).not.toBe(500);

    expect((await control(t.sim, 'DELETE', `/faults/${added.body.data.id}`)).status).toBe(200);
    const healed = await readInfo();
    expect(healed.status).toBe(200);
    expect(healed.body).toMatchObject({ data: { serialNumber: DEMO_ONLINE_SERIAL } });
    expect((await control(t.sim, 'DELETE', `/faults/${added.body.data.id}`)).status).toBe(404);
  });

  it('matches a prefix with a trailing *, takes the errorCode given, and counts down `times`', async () => {
    await addFault({ kind: 'rest', path: '/api/udm/*', status: 503, errorCode: '000503', times: 2 });
    const answers = [await readInfo(), await readInfo(), await readInfo()];
    expect(answers.map((a) => a.status)).toEqual([503, 503, 200]);
    expect(answers[0]?.body).toMatchObject([{ errorCode: '000503' }]);
    expect((await control<{ data: Fault[] }>(t.sim, 'GET', '/faults')).body.data).toEqual([]);
  });

  it('lists the faults standing, with the calls left', async () => {
    const one = await addFault({ kind: 'rest', path: '/api/crm/*', status: 500, times: 3 });
    const two = await addFault({ kind: 'mqtt-refuse', transport: 'tcp' });
    const list = await control<{ data: Fault[] }>(t.sim, 'GET', '/faults');
    expect(list.body.data).toEqual([one.body.data, { ...two.body.data, disconnect: false }]);
    expect(list.body.data[0]?.times).toBe(3);
  });

  it('never faults the control API itself', async () => {
    const answer = await addFault({ kind: 'rest', path: '/api/__sim/*', status: 500 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject([{ errorCode: '000400', field: 'path' }]);
  });

  it('refuses a bad fault naming the field, and stands nothing up', async () => {
    const bad: Array<[body: unknown, field: string]> = [
      [{}, 'kind'],
      [{ kind: 'latency' }, 'ms'],
      [{ kind: 'latency', ms: -1 }, 'ms'],
      [{ kind: 'latency', ms: 60_001 }, 'ms'],
      [{ kind: 'latency', ms: { dist: 'uniform', min: 50, max: 10 } }, 'ms'],
      [{ kind: 'latency', ms: { dist: 'pareto', mean: 5 } }, 'ms'],
      [{ kind: 'latency', ms: 10, serial: 'HP-1' }, 'serial'],
      [{ kind: 'latency', ms: 10, path: '/api/udm/*', serial: DEMO_ONLINE_SERIAL }, 'serial'],
      [{ kind: 'latency', ms: 10, method: 'GET' }, 'method'],
      [{ kind: 'drop' }, 'share'],
      [{ kind: 'drop', share: 1.5 }, 'share'],
      [{ kind: 'drop', share: 1, direction: 'both' }, 'direction'],
      [{ kind: 'drop', share: 1, seed: -3 }, 'seed'],
      [{ kind: 'command-error', code: 5 }, 'methods'],
      [{ kind: 'command-error', methods: [], code: 5 }, 'methods'],
      [{ kind: 'command-error', methods: ['get rules'], code: 5 }, 'methods'],
      [{ kind: 'command-error', methods: ['get_rules'], code: 0 }, 'code'],
      [{ kind: 'command-error', methods: ['get_rules'], code: 5, times: 0 }, 'times'],
      [{ kind: 'broker', action: 'crash' }, 'action'],
      [{ kind: 'broker', action: 'restart', downMs: 120_001 }, 'downMs'],
      [{ kind: 'broker', action: 'disconnect', downMs: 100 }, 'downMs'],
      [{ kind: 'nonsense' }, 'kind'],
      [{ kind: 'rest', status: 500 }, 'path'],
      [{ kind: 'rest', path: 'udm/x', status: 500 }, 'path'],
      [{ kind: 'rest', path: '/api/udm/*', status: 200 }, 'status'],
      [{ kind: 'rest', path: '/api/udm/*', status: 500, times: 0 }, 'times'],
      [{ kind: 'rest', path: '/api/udm/*', status: 500, method: 'TRACE' }, 'method'],
      [{ kind: 'mqtt-refuse', transport: 'udp' }, 'transport'],
      [{ kind: 'mqtt-refuse', transport: 'ws', forever: true }, 'forever'],
    ];
    for (const [body, field] of bad) {
      const answer = await addFault(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as unknown as ErrorEntry[])[0], JSON.stringify(body)).toMatchObject({ errorCode: '000400', field });
    }
    expect((await control<{ data: Fault[] }>(t.sim, 'GET', '/faults')).body.data).toEqual([]);
  });

  it('is cleared by a reset', async () => {
    await addFault({ kind: 'rest', path: '/api/udm/*', status: 500 });
    await control(t.sim, 'POST', '/reset');
    demo = await loginAs(t.sim, demoAccount);
    expect((await readInfo()).status).toBe(200);
    expect((await control<{ data: Fault[] }>(t.sim, 'GET', '/faults')).body.data).toEqual([]);
  });
});

describe('MQTT refusal', () => {
  it('refuses new WebSocket connections only, while it stands', async () => {
    expect(await connects(t.sim.wsUrl)).toBe(true);
    const fault = await addFault({ kind: 'mqtt-refuse', transport: 'ws' });
    expect(await connects(t.sim.wsUrl)).toBe(false);
    expect(await connects(t.sim.mqttTcpUrl)).toBe(true);
    await control(t.sim, 'DELETE', `/faults/${fault.body.data.id}`);
    expect(await connects(t.sim.wsUrl)).toBe(true);
  });

  it('refuses TCP connections with transport tcp, and both with all', async () => {
    await addFault({ kind: 'mqtt-refuse', transport: 'tcp' });
    expect(await connects(t.sim.mqttTcpUrl)).toBe(false);
    expect(await connects(t.sim.wsUrl)).toBe(true);
    await addFault({ kind: 'mqtt-refuse', transport: 'all' });
    expect(await connects(t.sim.wsUrl)).toBe(false);
  });

  it('keeps existing connections unless told to drop them, and then drops only that transport', async () => {
    const ws = await connectMqtt(t.sim.wsUrl, demo);
    const tcp = await connectMqtt(t.sim.mqttTcpUrl, demo);
    try {
      await addFault({ kind: 'mqtt-refuse', transport: 'ws' });
      // Still connected: a round trip through the broker answers.
      await ws.subscribeAsync(`homeport/${demo.userId}/usr/${demo.userId}/evt`);
      expect(ws.connected).toBe(true);
      await addFault({ kind: 'mqtt-refuse', transport: 'ws', disconnect: true });
      expect(await closedWithin(ws)).toBe(true);
      await tcp.subscribeAsync(`homeport/${demo.userId}/usr/${demo.userId}/evt`);
      expect(tcp.connected).toBe(true);
    } finally {
      await Promise.all([ws.endAsync(true), tcp.endAsync(true)]);
    }
  });

  it("keeps the simulator's own clients: the gateway still answers after a drop of everything", async () => {
    await addFault({ kind: 'mqtt-refuse', transport: 'all', disconnect: true });
    await control(t.sim, 'DELETE', '/faults');
    const client = await connectMqtt(t.sim.mqttTcpUrl, demo);
    try {
      const answer = await request(client, scopeOf(demo.userId, DEMO_ONLINE_SERIAL), 'getPlatformInfo', {}, { channel: 'osm' });
      expect(answer).toMatchObject({ code: 0 });
    } finally {
      await client.endAsync();
    }
  });
});

const outlet = { device: 1, service: 'SwitchService', property: 'State' };
type Answer = { code: number; message?: string; data?: { value?: unknown } } | null;

/** A user client on TCP, ended after `run`; `ping` goes on the system channel (osm), the rest on ohm. */
async function withClient<T>(run: (ask: (name: string, params?: Record<string, unknown>, timeoutMs?: number) => Promise<Answer>) => Promise<T>): Promise<T> {
  const client = await connectMqtt(t.sim.mqttTcpUrl, demo);
  try {
    return await run(
      (name, params = {}, timeoutMs) =>
        request(client, scopeOf(demo.userId, DEMO_ONLINE_SERIAL), name, params, { timeoutMs, channel: name === 'ping' ? 'osm' : 'ohm' }) as Promise<Answer>,
    );
  } finally {
    await client.endAsync(true);
  }
}

describe('gateway faults', () => {
  it('latency: the slow command is answered after a fast one sent later, and all answers arrive', async () => {
    await addFault({ kind: 'latency', serial: DEMO_ONLINE_SERIAL, methods: ['get_service_property_value'], ms: 800 });
    await withClient(async (ask) => {
      const order: string[] = [];
      const slow = ask('get_service_property_value', outlet, 10_000).then((a) => (order.push('slow'), a));
      const fast = ask('ping', {}, 10_000).then((a) => (order.push('fast'), a));
      const [slowAnswer, fastAnswer] = await Promise.all([slow, fast]);
      expect(slowAnswer).toMatchObject({ code: 0, data: { value: expect.any(Boolean) as unknown } });
      expect(fastAnswer).toMatchObject({ code: 0 });
      expect(order).toEqual(['fast', 'slow']);
    });
  });

  it('latency on another gateway leaves this one alone', async () => {
    await addFault({ kind: 'latency', serial: 'HP9999999999', ms: 60_000 });
    await withClient(async (ask) => expect(await ask('ping', {}, 10_000)).toMatchObject({ code: 0 }));
  });

  it('drop of requests: no answer and nothing changes; drop of responses: no answer but the change is made', async () => {
    await withClient(async (ask) => {
      const read = async () => (await ask('get_service_property_value', outlet))?.data?.value;
      const before = await read();
      const fault = await addFault({ kind: 'drop', serial: DEMO_ONLINE_SERIAL, share: 1, methods: ['set_service_property_value'] });
      expect(fault.body.data).toMatchObject({ direction: 'request' });
      expect(await ask('set_service_property_value', { ...outlet, value: !before }, 1500)).toBeNull();
      expect(await read()).toBe(before);

      await control(t.sim, 'DELETE', `/faults/${fault.body.data.id}`);
      await addFault({ kind: 'drop', share: 1, direction: 'response', methods: ['set_service_property_value'] });
      expect(await ask('set_service_property_value', { ...outlet, value: !before }, 1500)).toBeNull();
      expect(await read()).toBe(!before);
    });
  });

  it('command-error: the chosen command answers the code and message, changes nothing, and `times` runs out', async () => {
    await withClient(async (ask) => {
      const before = (await ask('get_service_property_value', outlet))?.data?.value;
      await addFault({ kind: 'command-error', methods: ['set_service_property_value'], code: 5, message: 'Device is busy', times: 1 });
      expect(await ask('ping')).toMatchObject({ code: 0 });
      expect(await ask('set_service_property_value', { ...outlet, value: !before })).toMatchObject({ code: 5, message: 'Device is busy' });
      expect((await ask('get_service_property_value', outlet))?.data?.value).toBe(before);
      expect((await control<{ data: Fault[] }>(t.sim, 'GET', '/faults')).body.data).toEqual([]);
      expect(await ask('set_service_property_value', { ...outlet, value: !before })).toMatchObject({ code: 0 });
    });
  });

  it('a latency fault with a path slows that REST call only, which then answers as usual', async () => {
    await addFault({ kind: 'latency', path: `/api${infoPath}`, ms: 600 });
    const order: string[] = [];
    const slow = readInfo().then((a) => (order.push('info'), a));
    const fast = api(t.sim, 'GET', '/auth/session/read/' + demo.sessionId, { sessionId: demo.sessionId }).then((a) => (order.push('other'), a));
    const [info] = await Promise.all([slow, fast]);
    expect(info.status).toBe(200);
    expect(order).toEqual(['other', 'info']);
  });
});

/** The error code of a plain TCP connection to the MQTT port, or null when it opens. */
function tcpOpenError(): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(t.sim.mqttPort, new URL(t.sim.mqttTcpUrl).hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('broker faults', () => {
  it('disconnect drops every user client on both transports once, is not kept, and clients come back', async () => {
    const ws = await connectMqtt(t.sim.wsUrl, demo);
    const tcp = await connectMqtt(t.sim.mqttTcpUrl, demo);
    try {
      const added = await addFault({ kind: 'broker', action: 'disconnect' });
      expect(added.status).toBe(201);
      expect(await closedWithin(ws)).toBe(true);
      expect(await closedWithin(tcp)).toBe(true);
      expect((await control<{ data: Fault[] }>(t.sim, 'GET', '/faults')).body.data).toEqual([]);
      expect(await connects(t.sim.wsUrl)).toBe(true);
    } finally {
      await Promise.all([ws.endAsync(true), tcp.endAsync(true)]);
    }
    await withClient(async (ask) => expect(await ask('ping')).toMatchObject({ code: 0 }));
  });

  it('restart drops every user client, refuses both transports while down, and ends when removed', async () => {
    const ws = await connectMqtt(t.sim.wsUrl, demo);
    try {
      const added = await addFault({ kind: 'broker', action: 'restart', downMs: 100_000 });
      expect(await closedWithin(ws)).toBe(true);
      expect(await connects(t.sim.wsUrl)).toBe(false);
      expect(await connects(t.sim.mqttTcpUrl)).toBe(false);
      // The TCP listener is closed, not just refusing: the OS turns the connection away.
      expect(await tcpOpenError()).toBe('ECONNREFUSED');
      expect((await control<{ data: Fault[] }>(t.sim, 'GET', '/faults')).body.data).toEqual([added.body.data]);
      await control(t.sim, 'DELETE', `/faults/${added.body.data.id}`);
      expect(await connects(t.sim.wsUrl)).toBe(true);
      await expect.poll(tcpOpenError).toBeNull();
      expect(await connects(t.sim.mqttTcpUrl)).toBe(true);
    } finally {
      await ws.endAsync(true);
    }
    // The fleet stayed connected: the gateway answers at once, with its state kept.
    await withClient(async (ask) => expect(await ask('ping')).toMatchObject({ code: 0 }));
  });

  it('a reset ends the downtime, and a simulator stopped while down stops', async () => {
    await addFault({ kind: 'broker', action: 'restart', downMs: 100_000 });
    await control(t.sim, 'POST', '/reset');
    demo = await loginAs(t.sim, demoAccount);
    await expect.poll(tcpOpenError).toBeNull();

    const other = await startTestSim();
    await control(other.sim, 'POST', '/faults', { kind: 'broker', action: 'restart', downMs: 100_000 });
    await other.stop();
    expect(other.logs.some((line) => line.includes('listening again'))).toBe(false);
  });

  it('restart ends by itself after downMs (default 3000)', async () => {
    const added = await addFault({ kind: 'broker', action: 'restart', downMs: 300 });
    expect(added.body.data).toMatchObject({ downMs: 300 });
    await expect.poll(async () => (await control<{ data: Fault[] }>(t.sim, 'GET', '/faults')).body.data, { timeout: 10_000 }).toEqual([]);
    expect(await connects(t.sim.mqttTcpUrl)).toBe(true);
    expect((await addFault({ kind: 'broker', action: 'restart' })).body.data).toMatchObject({ downMs: 3000 });
  });
});

describe('the fault book', () => {
  it('draws the same drops for the same seed, none at share 0, all at share 1', () => {
    const drops = (seed: number) => {
      const book = new FaultBook();
      book.add({ kind: 'drop', share: 0.5, direction: 'request', seed });
      return Array.from({ length: 40 }, () => book.gatewayRequest('HP1', 'ping').drop);
    };
    const first = drops(7);
    expect(drops(7)).toEqual(first);
    expect(first).toContain('request');
    expect(first).toContain(null);
    const book = new FaultBook();
    const none = book.add({ kind: 'drop', share: 0, direction: 'response' });
    expect(Array.from({ length: 20 }, () => book.gatewayRequest('HP1', 'ping').drop)).not.toContain('response');
    book.remove(none.id);
    book.add({ kind: 'drop', share: 1, direction: 'response', serial: 'HP1' });
    expect(book.gatewayRequest('HP1', 'ping').drop).toBe('response');
    expect(book.gatewayRequest('HP2', 'ping').drop).toBeNull();
  });

  it('draws latencies within the distribution, clamped to 0 .. 60000', () => {
    const random = createRandom(11);
    const uniform = Array.from({ length: 200 }, () => drawLatency({ dist: 'uniform', min: 100, max: 200 }, random));
    expect(Math.min(...uniform)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...uniform)).toBeLessThanOrEqual(200);
    const normal = Array.from({ length: 200 }, () => drawLatency({ dist: 'normal', mean: 10, sd: 1000 }, random));
    expect(Math.min(...normal)).toBe(0);
    expect(normal.every((ms) => Number.isInteger(ms))).toBe(true);
    expect(drawLatency({ dist: 'normal', mean: 60_000, sd: 60_000 }, () => 0.999_999)).toBeLessThanOrEqual(60_000);
    expect(drawLatency(250, random)).toBe(250);
  });

  it('a drop of the request wins over an error and a delay; otherwise they combine', () => {
    const book = new FaultBook();
    book.add({ kind: 'latency', ms: 40 });
    book.add({ kind: 'command-error', methods: ['get_rules'], code: 7, times: 2 });
    expect(book.gatewayRequest('HP1', 'get_rules')).toEqual({ drop: null, error: { code: 7, message: expect.stringContaining('get_rules') as unknown }, delayMs: 40 });
    expect(book.gatewayRequest('HP1', 'ping')).toEqual({ drop: null, error: null, delayMs: 40 });
    const drop = book.add({ kind: 'drop', share: 1, direction: 'request' });
    expect(book.gatewayRequest('HP1', 'get_rules')).toEqual({ drop: 'request', error: null, delayMs: 0 });
    book.remove(drop.id);
    // The drop took no count of the error: it answers once more, then it is gone.
    expect(book.gatewayRequest('HP1', 'get_rules').error).toMatchObject({ code: 7 });
    expect(book.gatewayRequest('HP1', 'get_rules').error).toBeNull();
    book.clear();
  });
});
