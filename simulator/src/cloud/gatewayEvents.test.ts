import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEntry, Gateway, LoginResult } from '@homeport/sdk';
import { adminAccount, DEMO_ONLINE_SERIAL, demoAccount, familyAccount, viewerAccount } from '../seed/accounts';
import {
  api,
  cloudOnDisk,
  connectMqtt,
  control,
  factorySecretsOf,
  loginAs,
  request,
  scopeOf,
  startTestSim,
  watchEvents,
  type EventWatcher,
  type SeenEvent,
  type TestSim,
} from '../../test/harness/simHarness';

let t: TestSim;
let demo: LoginResult;
let admin: LoginResult;
let events: EventWatcher;
const PEER = 'HP1000000006';
const demoEvt = () => `homeport/${demo.userId}/gtw/${DEMO_ONLINE_SERIAL}/evt`;

beforeAll(async () => {
  t = await startTestSim({ gateways: 10 });
  demo = await loginAs(t.sim, demoAccount);
  admin = await loginAs(t.sim, adminAccount);
  // An admin may watch everything under the product, wildcards included.
  events = await watchEvents(t.sim.mqttTcpUrl, admin);
});
afterAll(async () => {
  await events.end();
  await t.stop();
});
beforeEach(() => {
  events.clear();
});

const patch = <T = unknown>(body: Record<string, unknown>, serial = DEMO_ONLINE_SERIAL) => control<T>(t.sim, 'PATCH', `/gateways/${serial}`, body);

const eventsWhere = (match: (s: SeenEvent) => boolean, count: number) => events.eventsWhere(match, count);
const onDemoEvt = (s: SeenEvent) => s.topic === demoEvt();

describe('PATCH publishes the specific event after gateway_updated', () => {
  it('PIN lock: gateway_lock_status 128 then 0, and getLockStatus and getPlatformInfo agree', async () => {
    const client = await connectMqtt(t.sim.mqttTcpUrl, demo);
    const scope = scopeOf(demo.userId, DEMO_ONLINE_SERIAL);
    try {
      await patch({ pinLocked: true });
      expect((await eventsWhere(onDemoEvt, 2)).map((s) => [s.name, s.data])).toEqual([
        ['gateway_updated', { serialNumber: DEMO_ONLINE_SERIAL, changes: { pinLocked: true } }],
        ['gateway_lock_status', { status: 0x80 }],
      ]);
      expect(await request(client, scope, 'getLockStatus', {}, { channel: 'osm' })).toMatchObject({ data: { status: 0x80 } });
      expect(await request(client, scope, 'getPlatformInfo', {}, { channel: 'osm' })).toMatchObject({ data: { lock_status: 300 } });
      events.clear();
      await patch({ pinLocked: false });
      expect((await eventsWhere(onDemoEvt, 2))[1]).toMatchObject({ name: 'gateway_lock_status', data: { status: 0 } });
      expect(await request(client, scope, 'getLockStatus', {}, { channel: 'osm' })).toMatchObject({ data: { status: 0 } });
    } finally {
      await client.endAsync(true);
    }
  });

  it('privileged mode: privileged_mode {active, owner}, as get_privileged_mode and the REST check answer', async () => {
    await patch({ privilegedBy: 'qa-user:console' });
    expect((await eventsWhere(onDemoEvt, 2))[1]).toMatchObject({ name: 'privileged_mode', data: { active: true, owner: 'qa-user:console' } });
    expect((await api(t.sim, 'GET', `/udm/device/${DEMO_ONLINE_SERIAL}/privilegeMode/check`, { sessionId: demo.sessionId })).body).toEqual({
      data: { privileged: true, owner: 'qa-user:console' },
    });
    const client = await connectMqtt(t.sim.mqttTcpUrl, demo);
    try {
      expect(await request(client, scopeOf(demo.userId, DEMO_ONLINE_SERIAL), 'get_privileged_mode', {}, { channel: 'osm' })).toMatchObject({
        data: { active: true, owner: 'qa-user:console' },
      });
    } finally {
      await client.endAsync(true);
    }
    events.clear();
    await patch({ privilegedBy: null });
    expect((await eventsWhere(onDemoEvt, 2))[1]).toMatchObject({ name: 'privileged_mode', data: { active: false, owner: null } });
  });

  it('firmware: fw_installation_changed with the current installation’s last status', async () => {
    const installations = [{ softwareId: 'fw-doc400-3.7.0', history: [{ status: 'accepted' }, { status: 'downloading' }] }];
    await patch({ installations, installationSoftwareId: 'fw-doc400-3.7.0' });
    expect((await eventsWhere(onDemoEvt, 2))[1]).toMatchObject({ name: 'fw_installation_changed', data: { softwareId: 'fw-doc400-3.7.0', status: 'downloading' } });
    events.clear();
    await patch({ installations: [{ softwareId: 'fw-doc400-3.7.0', history: [...installations[0]!.history, { status: 'installed' }] }] });
    expect((await eventsWhere(onDemoEvt, 2))[1]).toMatchObject({ name: 'fw_installation_changed', data: { status: 'installed' } });
  });

  it('backup restore: started, then backupFailed or restoreCompleted', async () => {
    await patch({ backupRestoreInProgress: true });
    expect((await eventsWhere(onDemoEvt, 2))[1]).toMatchObject({ name: 'backup_restore', data: { status: 'started' } });
    events.clear();
    await patch({ backupRestoreInProgress: false, backupRestoreResult: 'backupFailed' });
    expect((await eventsWhere(onDemoEvt, 2))[1]).toMatchObject({ name: 'backup_restore', data: { status: 'backupFailed' } });
    events.clear();
    await patch({ backupRestoreInProgress: true });
    await eventsWhere(onDemoEvt, 2);
    events.clear();
    await patch({ backupRestoreInProgress: false });
    expect((await eventsWhere(onDemoEvt, 2))[1]).toMatchObject({ name: 'backup_restore', data: { status: 'restoreCompleted' } });
  });

  it('several changes at once: one gateway_updated, then the events in the contract’s order', async () => {
    await patch({ privilegedBy: 'x', pinLocked: true, operationMode: 4, subscriptionLockMode: 2, backupRestoreInProgress: true });
    const events = await eventsWhere(onDemoEvt, 6);
    expect(events.map((s) => s.name)).toEqual(['gateway_updated', 'backup_restore', 'subscription_lock_changed', 'gateway_mode_changed', 'gateway_lock_status', 'privileged_mode']);
    expect(events[2]?.data).toEqual({ subscriptionLockMode: 2 });
    expect(events[3]?.data).toEqual({ operationMode: 4 });
    await patch({ privilegedBy: null, pinLocked: false, operationMode: 0, subscriptionLockMode: 0, backupRestoreInProgress: false });
    await eventsWhere(onDemoEvt, 12);
  });
});

describe('replacement', () => {
  it('refuses misplaced or unknown peers with 400 000400 and changes nothing', async () => {
    const before = cloudOnDisk<{ gateways: Gateway[] }>(t.dataDir).gateways;
    const cases: Array<[body: Record<string, unknown>, field: string]> = [
      [{ replacementPeer: PEER }, 'replacementPeer'],
      [{ replacementInProgress: false, replacementPeer: PEER }, 'replacementPeer'],
      [{ replacementInProgress: true, replacementPeer: 'HP9999999999' }, 'replacementPeer'],
      [{ replacementInProgress: true, replacementPeer: DEMO_ONLINE_SERIAL }, 'replacementPeer'],
      [{ replacementInProgress: true, replacementPeer: 'HP-6' }, 'replacementPeer'],
      [{ backupRestoreInProgress: true, backupRestoreResult: 'backupFailed' }, 'backupRestoreResult'],
      [{ backupRestoreInProgress: false, backupRestoreResult: 'done' }, 'backupRestoreResult'],
    ];
    for (const [body, field] of cases) {
      const answer = await patch<ErrorEntry[]>(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body[0], JSON.stringify(body)).toMatchObject({ errorCode: '000400', field });
    }
    expect(cloudOnDisk<{ gateways: Gateway[] }>(t.dataDir).gateways).toEqual(before);
  });

  it('created flags both gateways and tells both and admins; finished from the new one clears both', async () => {
    await patch({ replacementInProgress: true, replacementPeer: PEER.toLowerCase() });
    const created = { oldSerialNumber: DEMO_ONLINE_SERIAL, newSerialNumber: PEER };
    const createdEvents = await eventsWhere((s) => s.name === 'replacement_created', 3);
    expect(createdEvents.map((s) => s.topic).sort()).toEqual([demoEvt(), 'homeport/admin/evt', `homeport/unassigned/gtw/${PEER}/evt`].sort());
    expect(createdEvents.every((s) => JSON.stringify(s.data) === JSON.stringify(created))).toBe(true);
    const flags = () =>
      cloudOnDisk<{ gateways: Array<Gateway & { replacementFinished?: boolean }> }>(t.dataDir).gateways.filter((g) => [DEMO_ONLINE_SERIAL, PEER].includes(g.serialNumber));
    expect(flags().map((g) => g.replacementInProgress)).toEqual([true, true]);

    events.clear();
    await patch({ replacementInProgress: false }, PEER);
    const finished = await eventsWhere((s) => s.name === 'replacement_finished', 3);
    expect(finished).toHaveLength(3);
    expect(finished[0]?.data).toEqual({ ...created, replacementFinished: true });
    expect(flags().map((g) => [g.replacementInProgress, g.replacementFinished])).toEqual([
      [false, true],
      [false, true],
    ]);
    const updates = await eventsWhere((s) => s.name === 'gateway_updated' && s.topic === demoEvt(), 1);
    expect(updates[0]?.data).toEqual({ serialNumber: DEMO_ONLINE_SERIAL, changes: { replacementInProgress: false, replacementFinished: true } });
  });
});

describe('PIN lock and privilege mode over REST (udm POST activate and deactivate)', () => {
  const post = <T = unknown>(path: string, body: unknown = {}, session = demo) =>
    api<T>(t.sim, 'POST', `/udm/device/${DEMO_ONLINE_SERIAL}/${path}`, { sessionId: session.sessionId, body });

  it('locks, refuses a wrong PIN with 400 000400 and stays locked, unlocks with the factory PIN, with the lock events', async () => {
    expect((await post('pinLock/activate')).body).toEqual({ data: { locked: true } });
    expect((await eventsWhere((s) => s.name === 'gateway_lock_status' && onDemoEvt(s), 1))[0]?.data).toEqual({ status: 0x80 });
    const wrong = await post<ErrorEntry[]>('pinLock/deactivate', { pin: '9999' });
    expect(wrong.status).toBe(400);
    expect(wrong.body[0]).toMatchObject({ errorCode: '000400', field: 'pin', message: 'Wrong PIN' });
    expect((await post<ErrorEntry[]>('pinLock/deactivate', { pin: '' })).body[0]).toMatchObject({ errorCode: '000400', field: 'pin' });
    expect((await api(t.sim, 'GET', `/udm/device/${DEMO_ONLINE_SERIAL}/pinLock/check`, { sessionId: demo.sessionId })).body).toEqual({ data: { locked: true } });
    events.clear();
    // The factory PIN is on the gateway's sticker (the control API), never derived from the serial.
    const { factoryPin } = await factorySecretsOf(t.sim, DEMO_ONLINE_SERIAL);
    expect((await post('pinLock/deactivate', { pin: factoryPin })).body).toEqual({ data: { locked: false } });
    expect((await eventsWhere((s) => s.name === 'gateway_lock_status' && onDemoEvt(s), 1))[0]?.data).toEqual({ status: 0 });
  });

  it('gives privileged mode to the caller, refuses another party with 409 000409, and lets the holder end it', async () => {
    const family = await loginAs(t.sim, familyAccount);
    expect((await post('privilegeMode/activate', { client: 'portal' })).body).toEqual({ data: { privileged: true, owner: `${demo.userId}:portal` } });
    expect((await eventsWhere((s) => s.name === 'privileged_mode' && onDemoEvt(s), 1))[0]?.data).toEqual({ active: true, owner: `${demo.userId}:portal` });
    for (const path of ['privilegeMode/activate', 'privilegeMode/deactivate']) {
      const refused = await post<ErrorEntry[]>(path, {}, family);
      expect(refused.status, path).toBe(409);
      expect(refused.body[0]?.errorCode, path).toBe('000409');
    }
    expect((await post('privilegeMode/deactivate')).body).toEqual({ data: { privileged: false, owner: null } });
    expect((await api(t.sim, 'GET', `/udm/device/${DEMO_ONLINE_SERIAL}/privilegeMode/check`, { sessionId: demo.sessionId })).body).toEqual({
      data: { privileged: false, owner: null },
    });
  });

  it('answers an offline gateway with 503 000503 and another user’s with 403 UDM_NOT_YOUR_DEVICE', async () => {
    const offline = await api<ErrorEntry[]>(t.sim, 'POST', '/udm/device/HP1000000002/pinLock/activate', { sessionId: demo.sessionId, body: {} });
    expect(offline.status).toBe(503);
    expect(offline.body[0]?.errorCode).toBe('000503');
    const foreign = await api<ErrorEntry[]>(t.sim, 'POST', '/udm/device/HP1000000003/privilegeMode/activate', { sessionId: demo.sessionId, body: {} });
    expect(foreign.body[0]?.errorCode).toBe('UDM_NOT_YOUR_DEVICE');
  });

  it('refuses every change to a read-only admin (no admin-support subrole) with 403 000403 and changes nothing (spec 1 §6)', async () => {
    const viewer = await loginAs(t.sim, viewerAccount);
    const emulator = async () =>
      (await control<{ data: { emulator: { pinLocked: boolean; privilegedBy: string | null } } }>(t.sim, 'GET', `/gateways/${DEMO_ONLINE_SERIAL}`)).body.data.emulator;
    const before = await emulator();
    events.clear();
    for (const path of ['pinLock/activate', 'pinLock/deactivate', 'privilegeMode/activate', 'privilegeMode/deactivate']) {
      const refused = await post<ErrorEntry[]>(path, { pin: '0000' }, viewer);
      expect(refused.status, path).toBe(403);
      expect(refused.body[0]?.errorCode, path).toBe('000403');
    }
    expect(await emulator()).toMatchObject({ pinLocked: before.pinLocked, privilegedBy: before.privilegedBy });
    expect(events.seen.filter(onDemoEvt)).toEqual([]);
  });
});

describe('DELETE /api/__sim/gateways/{serial}/owner', () => {
  it('unassigns the gateway and publishes gateway_removed to its old topic, its users and admins', async () => {
    expect((await control(t.sim, 'DELETE', `/gateways/${DEMO_ONLINE_SERIAL}/owner`)).status).toBe(200);
    const removed = await eventsWhere((s) => s.name === 'gateway_removed', 4);
    expect(removed.map((s) => s.topic).sort()).toEqual(
      [demoEvt(), 'homeport/admin/evt', `homeport/${demoAccount.userId}/usr/${demoAccount.userId}/evt`, `homeport/${familyAccount.userId}/usr/${familyAccount.userId}/evt`].sort(),
    );
    expect(removed.every((s) => JSON.stringify(s.data) === JSON.stringify({ serialNumber: DEMO_ONLINE_SERIAL }))).toBe(true);
    const disk = cloudOnDisk<{ gateways: Gateway[]; users: Array<{ id: string; devices: string[] }> }>(t.dataDir);
    expect(disk.gateways.find((g) => g.serialNumber === DEMO_ONLINE_SERIAL)?.userId).toBeNull();
    expect(disk.users.find((u) => u.id === demoAccount.userId)?.devices).not.toContain(DEMO_ONLINE_SERIAL);
    expect(disk.users.find((u) => u.id === familyAccount.userId)?.devices).not.toContain(DEMO_ONLINE_SERIAL);
    const info = await api<ErrorEntry[]>(t.sim, 'GET', `/udm/device/hg/${DEMO_ONLINE_SERIAL}/info`, { sessionId: demo.sessionId });
    expect(info.body[0]?.errorCode).toBe('UDM_NOT_YOUR_DEVICE');
    // The gateway now answers under the unassigned segment, for admins.
    expect(await request(events.client, scopeOf('unassigned', DEMO_ONLINE_SERIAL), 'ping', {}, { channel: 'osm' })).toMatchObject({ code: 0 });
    const again = await control<ErrorEntry[]>(t.sim, 'DELETE', `/gateways/${DEMO_ONLINE_SERIAL}/owner`);
    expect(again.status).toBe(409);
    expect(again.body[0]?.errorCode).toBe('000409');
  });
});
