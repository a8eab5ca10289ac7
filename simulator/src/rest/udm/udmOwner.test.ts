// PUT /udm/device/{sn}/rename and /unassign (spec 1 §6, §7.3, §8) against
// the real simulator: the owner may, everyone else gets UDM_NOT_YOUR_DEVICE,
// bad input changes nothing, and the events a real cloud sends go out.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEntry, Gateway, LoginResult } from '@homeport/sdk';
import { adminAccount, DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, demoAccount, familyAccount, otherAccount, OTHER_SERIALS } from '../../seed/accounts';
import { api, cloudOnDisk, control, loginAs, startTestSim, watchEvents, type EventWatcher, type SeenEvent, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
let demo: LoginResult;
let family: LoginResult;
let admin: LoginResult;
let events: EventWatcher | undefined;

beforeAll(async () => {
  t = await startTestSim({ gateways: 10 });
});
afterAll(() => t.stop());

beforeEach(async () => {
  await control(t.sim, 'POST', '/reset');
  [demo, family, admin] = await Promise.all([loginAs(t.sim, demoAccount), loginAs(t.sim, familyAccount), loginAs(t.sim, adminAccount)]);
  // An admin may watch every event of the product.
  events = await watchEvents(t.sim.mqttTcpUrl, admin);
});
afterEach(async () => {
  await events?.end();
});

const put = <T>(path: string, session: LoginResult, body: unknown = {}) => api<T>(t.sim, 'PUT', `/udm/device/${path}`, { sessionId: session.sessionId, body });
const rename = (serial: string, name: unknown, session: LoginResult = demo) => put<{ data: Gateway } & ErrorEntry[]>(`${serial}/rename`, session, { name });
const unassign = (serial: string, session: LoginResult = demo) => put<{ data: Gateway } & ErrorEntry[]>(`${serial}/unassign`, session);
const onDisk = () => cloudOnDisk<{ gateways: Gateway[]; users: Array<{ id: string; devices: string[] }> }>(t.dataDir);
const diskGateway = (serial: string) => onDisk().gateways.find((g) => g.serialNumber === serial);
const demoEvt = (serial = DEMO_ONLINE_SERIAL) => `homeport/${demoAccount.userId}/gtw/${serial}/evt`;

/**
 * Events travel after the answer: a later successful rename (of the offline
 * gateway) is a fence, so whatever a refused call would have published has
 * arrived by the time the fence's event has.
 */
async function afterFence(): Promise<SeenEvent[]> {
  expect((await rename(DEMO_OFFLINE_SERIAL, 'Fence')).status).toBe(200);
  await eventsWhere((s) => s.name === 'gateway_updated' && s.topic === demoEvt(DEMO_OFFLINE_SERIAL), 1);
  return events!.seen.filter((s) => s.topic.includes(DEMO_ONLINE_SERIAL) || JSON.stringify(s.data).includes(DEMO_ONLINE_SERIAL));
}

/** Waits until `count` events matched (the broker delivers after the answer), then answers them in order. */
async function eventsWhere(match: (s: SeenEvent) => boolean, count: number): Promise<SeenEvent[]> {
  const matched = await events!.eventsWhere(match, count, 5000);
  expect(matched.length).toBeGreaterThanOrEqual(count);
  return matched;
}

describe('PUT /udm/device/{sn}/rename', () => {
  it('renames the owner’s gateway (trimmed), writes it and publishes gateway_updated', async () => {
    const answer = await rename(DEMO_ONLINE_SERIAL, '  Beach house  ');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ serialNumber: DEMO_ONLINE_SERIAL, name: 'Beach house', userId: demoAccount.userId });
    expect(diskGateway(DEMO_ONLINE_SERIAL)?.name).toBe('Beach house');
    const updates = await eventsWhere((s) => s.name === 'gateway_updated', 2);
    expect(updates.map((s) => s.topic).sort()).toEqual([demoEvt(), 'homeport/admin/evt'].sort());
    for (const update of updates) expect(update.data).toEqual({ serialNumber: DEMO_ONLINE_SERIAL, changes: { name: 'Beach house' } });
    const info = await api<{ data: Gateway }>(t.sim, 'GET', `/udm/device/hg/${DEMO_ONLINE_SERIAL}/info`, { sessionId: family.sessionId });
    expect(info.body.data.name).toBe('Beach house');
  });

  it('renames an offline gateway too: the name is the cloud’s', async () => {
    expect((await rename(DEMO_OFFLINE_SERIAL, 'Cellar')).status).toBe(200);
    expect(diskGateway(DEMO_OFFLINE_SERIAL)?.name).toBe('Cellar');
  });

  it('refuses a linked (secondary) account, another user and an admin with 403 UDM_NOT_YOUR_DEVICE, and changes nothing', async () => {
    const before = diskGateway(DEMO_ONLINE_SERIAL)?.name;
    const other = await loginAs(t.sim, otherAccount);
    for (const [who, session] of [
      ['family', family],
      ['other', other],
      ['admin', admin],
    ] as const) {
      const answer = await rename(DEMO_ONLINE_SERIAL, 'Mine now', session);
      expect(answer.status, who).toBe(403);
      expect(answer.body[0], who).toMatchObject({ errorCode: 'UDM_NOT_YOUR_DEVICE' });
    }
    expect((await rename(OTHER_SERIALS[0]!, 'Mine now')).body[0]?.errorCode).toBe('UDM_NOT_YOUR_DEVICE');
    expect(diskGateway(DEMO_ONLINE_SERIAL)?.name).toBe(before);
    expect(await afterFence()).toEqual([]);
  });

  it('refuses bad names with 400 000400 field name, and changes nothing', async () => {
    const before = diskGateway(DEMO_ONLINE_SERIAL)?.name;
    for (const name of ['', '   ', 'a'.repeat(65), 'Line\nbreak', 'Nul\u0000', 42, null, ['x']]) {
      const answer = await rename(DEMO_ONLINE_SERIAL, name);
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body[0], JSON.stringify(name)).toMatchObject({ errorCode: '000400', field: 'name' });
    }
    const extra = await put<ErrorEntry[]>(`${DEMO_ONLINE_SERIAL}/rename`, demo, { name: 'Ok', owner: 'x' });
    expect(extra.body[0]).toMatchObject({ errorCode: '000400', field: 'owner' });
    const malformed = await api<ErrorEntry[]>(t.sim, 'PUT', `/udm/device/${DEMO_ONLINE_SERIAL}/rename`, { sessionId: demo.sessionId, rawBody: '{"name":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body[0]?.errorCode).toBe('000400');
    expect(diskGateway(DEMO_ONLINE_SERIAL)?.name).toBe(before);
    expect(await afterFence()).toEqual([]);
  });

  it('answers 404 for an unknown serial, 400 for a malformed one, 401 without a session', async () => {
    const unknown = await rename('HP9999999999', 'Nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body[0]?.errorCode).toBe('000404');
    expect((await rename('HP-1', 'Nowhere')).body[0]).toMatchObject({ errorCode: '000400', field: 'sn' });
    const anonymous = await api<ErrorEntry[]>(t.sim, 'PUT', `/udm/device/${DEMO_ONLINE_SERIAL}/rename`, { body: { name: 'x' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body[0]?.errorCode).toBe('00003');
  });
});

describe('PUT /udm/device/{sn}/unassign', () => {
  it('takes the gateway from its owner and the linked users, and publishes gateway_removed to all of them', async () => {
    const answer = await unassign(DEMO_ONLINE_SERIAL);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ serialNumber: DEMO_ONLINE_SERIAL, userId: null });
    const disk = onDisk();
    expect(disk.gateways.find((g) => g.serialNumber === DEMO_ONLINE_SERIAL)?.userId).toBeNull();
    expect(disk.users.find((u) => u.id === demoAccount.userId)?.devices).toEqual([DEMO_OFFLINE_SERIAL]);
    expect(disk.users.find((u) => u.id === familyAccount.userId)?.devices).toEqual([DEMO_OFFLINE_SERIAL]);
    const removed = await eventsWhere((s) => s.name === 'gateway_removed', 4);
    expect(removed.map((s) => s.topic).sort()).toEqual(
      [demoEvt(), 'homeport/admin/evt', `homeport/${demoAccount.userId}/usr/${demoAccount.userId}/evt`, `homeport/${familyAccount.userId}/usr/${familyAccount.userId}/evt`].sort(),
    );
    // The owner and the linked user no longer reach it; a second unassign is no longer theirs.
    for (const session of [demo, family]) {
      const info = await api<ErrorEntry[]>(t.sim, 'GET', `/udm/device/hg/${DEMO_ONLINE_SERIAL}/info`, { sessionId: session.sessionId });
      expect(info.body[0]?.errorCode).toBe('UDM_NOT_YOUR_DEVICE');
    }
    expect((await unassign(DEMO_ONLINE_SERIAL)).body[0]?.errorCode).toBe('UDM_NOT_YOUR_DEVICE');
  });

  it('refuses a linked (secondary) account and an admin with 403 UDM_NOT_YOUR_DEVICE, and changes nothing', async () => {
    for (const [who, session] of [
      ['family', family],
      ['admin', admin],
    ] as const) {
      const answer = await unassign(DEMO_ONLINE_SERIAL, session);
      expect(answer.status, who).toBe(403);
      expect(answer.body[0], who).toMatchObject({ errorCode: 'UDM_NOT_YOUR_DEVICE' });
    }
    expect(diskGateway(DEMO_ONLINE_SERIAL)?.userId).toBe(demoAccount.userId);
    expect(onDisk().users.find((u) => u.id === familyAccount.userId)?.devices).toContain(DEMO_ONLINE_SERIAL);
    expect(await afterFence()).toEqual([]);
  });

  it('answers 404 for an unknown serial and refuses a body with fields', async () => {
    expect((await unassign('HP9999999999')).status).toBe(404);
    const withField = await put<ErrorEntry[]>(`${DEMO_ONLINE_SERIAL}/unassign`, demo, { userId: 'x' });
    expect(withField.body[0]).toMatchObject({ errorCode: '000400', field: 'userId' });
    expect(diskGateway(DEMO_ONLINE_SERIAL)?.userId).toBe(demoAccount.userId);
  });
});
