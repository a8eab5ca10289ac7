import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics, type ErrorEntry, type Gateway, type LoginResult } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../../seed/accounts';
import { CloudStore } from '../../store/cloudStore';
import { api, closedWithin, connectMqtt, loginAs, nextEvent, scopeOf, startTestSim, subscribeCodes, type TestSim } from '../../../test/harness/simHarness';

type GatewayWithEmulator = Gateway & { emulator: { privilegedBy: string | null; pinLocked: boolean; deviceCount: number } };

let t: TestSim;
let demo: LoginResult;
beforeAll(async () => {
  t = await startTestSim();
  demo = await loginAs(t.sim, demoAccount);
});
afterAll(() => t.stop());

const control = <T>(method: string, path: string, body?: unknown) => api<T>(t.sim, method, `/__sim${path}`, { body });
// The gateway's record as a restart would read it from the data folder (cloud.json and its logs).
const onDisk = (serial: string): Gateway => new CloudStore(join(t.dataDir, 'cloud.json')).state.gateways.find((g) => g.serialNumber === serial)!;

describe('GET', () => {
  it('lists the fleet and one gateway with its emulator state', async () => {
    expect((await control<{ data: Gateway[] }>('GET', '/gateways')).body.data).toHaveLength(50);
    const one = await control<{ data: GatewayWithEmulator }>('GET', `/gateways/${DEMO_ONLINE_SERIAL}`);
    expect(one.body.data).toMatchObject({ serialNumber: DEMO_ONLINE_SERIAL, emulator: { privilegedBy: null, pinLocked: false, deviceCount: 20 } });
    expect((await control<ErrorEntry[]>('GET', '/gateways/HP0')).status).toBe(404);
  });
});

describe('PATCH', () => {
  it('applies all or nothing: one bad field leaves every field as it was, in memory and on disk', async () => {
    const before = onDisk(DEMO_ONLINE_SERIAL);
    const bad: Array<[body: unknown, field: string]> = [
      [{ connectionStatus: 'offline', operationMode: -1 }, 'operationMode'],
      [{ name: 'New', connectionStatus: 'sleeping' }, 'connectionStatus'],
      [{ replacementInProgress: 'yes' }, 'replacementInProgress'],
      [{ installations: [{ softwareId: 'x', history: [{ status: 5 }] }] }, 'installations'],
      [{ pinLocked: true, serialNumber: 'HP2' }, 'serialNumber'],
      [{ privilegedBy: '' }, 'privilegedBy'],
      [{ name: 'x'.repeat(65) }, 'name'],
    ];
    for (const [body, field] of bad) {
      const answer = await control<ErrorEntry[]>('PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body[0]).toMatchObject({ errorCode: '000400', field });
    }
    const malformed = await api<ErrorEntry[]>(t.sim, 'PATCH', `/__sim/gateways/${DEMO_ONLINE_SERIAL}`, { rawBody: '{"name":' });
    expect(malformed.body[0]?.errorCode).toBe('000400');
    const now = await control<{ data: GatewayWithEmulator }>('GET', `/gateways/${DEMO_ONLINE_SERIAL}`);
    expect(now.body.data).toMatchObject({ connectionStatus: 'online', name: before.name, operationMode: 0, emulator: { pinLocked: false } });
    expect(onDisk(DEMO_ONLINE_SERIAL)).toEqual(before);
  });

  it('applies good fields, writes them, and publishes gateway_updated with only the changed ones', async () => {
    const client = await connectMqtt(t.sim.mqttTcpUrl, demo);
    try {
      const evt = topics.events(scopeOf(demo.userId, DEMO_ONLINE_SERIAL));
      await subscribeCodes(client, [evt]);
      const event = nextEvent(client, evt, (e) => e.name === 'gateway_updated');
      const answer = await control<{ data: { changes: Record<string, unknown> } }>('PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, {
        replacementInProgress: true,
        operationMode: 4,
        connectionStatus: 'online',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.changes).toEqual({ replacementInProgress: true, operationMode: 4 });
      expect(onDisk(DEMO_ONLINE_SERIAL)).toMatchObject({ replacementInProgress: true, operationMode: 4 });
      expect((await event)?.data).toEqual({ serialNumber: DEMO_ONLINE_SERIAL, changes: { replacementInProgress: true, operationMode: 4 } });
      // The same patch again changes nothing and publishes nothing.
      const quiet = nextEvent(client, evt, (e) => e.name === 'gateway_updated', 300);
      expect((await control<{ data: { changes: object } }>('PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, { operationMode: 4 })).body.data.changes).toEqual({});
      expect(await quiet).toBeNull();
      await control('PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, { replacementInProgress: false, operationMode: 0 });
    } finally {
      await client.endAsync(true);
    }
  });
});

describe('POST events', () => {
  it('publishes {name, data, ts} on the gateway’s evt topic', async () => {
    const client = await connectMqtt(t.sim.wsUrl, demo);
    try {
      const evt = topics.events(scopeOf(demo.userId, DEMO_ONLINE_SERIAL));
      await subscribeCodes(client, [evt]);
      const event = nextEvent(client, evt, (e) => e.name === 'backup_max_number_error');
      const answer = await control('POST', `/gateways/${DEMO_ONLINE_SERIAL}/events`, { name: 'backup_max_number_error', data: { message: 'full' } });
      expect(answer.status).toBe(200);
      expect(await event).toMatchObject({ name: 'backup_max_number_error', data: { message: 'full' }, ts: expect.any(Number) });
      for (const body of [{}, { name: 'has space' }, { name: 7 }]) {
        expect((await control<ErrorEntry[]>('POST', `/gateways/${DEMO_ONLINE_SERIAL}/events`, body)).body[0]).toMatchObject({ errorCode: '000400', field: 'name' });
      }
    } finally {
      await client.endAsync(true);
    }
  });
});

describe('reset and raw data', () => {
  it('serves the cloud collections through json-server at /api/__db', async () => {
    const users = await api<Array<{ username: string }>>(t.sim, 'GET', '/__db/users?username=demo@homeport.test');
    expect(users.body.map((u) => u.username)).toEqual(['demo@homeport.test']);
    const gateway = await api<Gateway>(t.sim, 'GET', `/__db/gateways/${DEMO_ONLINE_SERIAL}`);
    expect(gateway.body.serialNumber).toBe(DEMO_ONLINE_SERIAL);
  });

  it('restores the seed, rewrites the folder and disconnects MQTT clients', async () => {
    const session = await loginAs(t.sim, demoAccount);
    const client = await connectMqtt(t.sim.mqttTcpUrl, session);
    await control('PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, { name: 'Changed', pinLocked: true });
    expect((await control('POST', '/reset')).status).toBe(200);
    expect(await closedWithin(client)).toBe(true);
    await client.endAsync(true);
    const after = await control<{ data: GatewayWithEmulator }>('GET', `/gateways/${DEMO_ONLINE_SERIAL}`);
    expect(after.body.data).toMatchObject({ name: 'Demo Home', emulator: { pinLocked: false } });
    expect(onDisk(DEMO_ONLINE_SERIAL).name).toBe('Demo Home');
    // Sessions are part of the seed's state: the old one is gone.
    expect((await api(t.sim, 'GET', `/auth/session/read/${session.sessionId}`)).status).toBe(404);
  });
});
