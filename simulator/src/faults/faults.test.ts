import mqtt from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry, LoginResult } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../seed/accounts';
import { api, closedWithin, connectMqtt, control, loginAs, request, scopeOf, startTestSim, type TestSim } from '../testing/simHarness';

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
      [{ kind: 'latency' }, 'kind'],
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
