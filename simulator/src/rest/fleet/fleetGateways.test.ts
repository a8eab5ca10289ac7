// Admin removal, unassigned gateways, the hardware list and virtual gateways
// (spec 3 §3, §5, §7 "Gateways (admin)"; docs/contracts.md "Fleet: replacement,
// operations, virtual gateways") against the real simulator and broker.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEntry, Gateway, GatewayRemoved, GeneratedIds, HardwareModel, LoginResult, VirtualGatewayAnswer } from '@homeport/sdk';
import { adminAccount, DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, demoAccount, familyAccount, viewerAccount } from '../../seed/accounts';
import { api, cloudOnDisk, control, loginAs, startTestSim, watchEvents, type EventWatcher, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
let admin: LoginResult;
let viewer: LoginResult;
let events: EventWatcher | undefined;

beforeAll(async () => {
  t = await startTestSim({ gateways: 20 });
});
afterAll(() => t.stop());

beforeEach(async () => {
  await control(t.sim, 'POST', '/reset');
  [admin, viewer] = await Promise.all([loginAs(t.sim, adminAccount), loginAs(t.sim, viewerAccount)]);
  events = await watchEvents(t.sim.mqttTcpUrl, admin);
});
afterEach(async () => {
  await events?.end();
});

type Answer<T> = { data: T } & ErrorEntry[];
const call = <T>(method: string, path: string, body?: unknown, session: LoginResult = admin) => api<Answer<T>>(t.sim, method, path, { sessionId: session.sessionId, body });
const cloud = () => cloudOnDisk<{ gateways: Gateway[]; users: Array<{ id: string; devices: string[] }> }>(t.dataDir);
const fileOf = (serial: string) => join(t.dataDir, 'gateways', `${serial}.json`);

describe('GET /udm/device/fetchGtwWithoutUser', () => {
  it('answers every unassigned gateway, online first, with the count', async () => {
    const answer = await api<{ data: Gateway[]; count: number }>(t.sim, 'GET', '/udm/device/fetchGtwWithoutUser', { sessionId: admin.sessionId });
    expect(answer.status).toBe(200);
    const expected = cloud().gateways.filter((g) => g.userId === null);
    expect(answer.body.count).toBe(expected.length);
    expect(answer.body.data.every((g) => g.userId === null)).toBe(true);
    const statuses = answer.body.data.map((g) => g.connectionStatus);
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'online' ? -1 : 1)));
    expect(statuses[0]).toBe('online');
  });

  it('filters by models (any case), pages, and refuses users and bad queries', async () => {
    const answer = await api<{ data: Gateway[]; count: number }>(t.sim, 'GET', '/udm/device/fetchGtwWithoutUser?models=doc400,liv100&limit=1&page=2', {
      sessionId: admin.sessionId,
    });
    const expected = cloud().gateways.filter((g) => g.userId === null && ['DOC400', 'LIV100'].includes(g.model));
    expect(answer.body.count).toBe(expected.length);
    expect(answer.body.data).toHaveLength(1);
    expect(['DOC400', 'LIV100']).toContain(answer.body.data[0]?.model);
    const demo = await loginAs(t.sim, demoAccount);
    expect((await api(t.sim, 'GET', '/udm/device/fetchGtwWithoutUser', { sessionId: demo.sessionId })).status).toBe(403);
    expect((await api(t.sim, 'GET', '/udm/device/fetchGtwWithoutUser?limit=10001', { sessionId: admin.sessionId })).status).toBe(400);
    expect((await api(t.sim, 'GET', '/udm/device/fetchGtwWithoutUser?orderBy=owner', { sessionId: admin.sessionId })).status).toBe(400);
  });
});

describe('DELETE /udm/device/{sn} (admin removal)', () => {
  it('takes the gateway out of the fleet; its owner and linked users see gateway_removed', async () => {
    const answer = await call<GatewayRemoved>('DELETE', `/udm/device/${DEMO_OFFLINE_SERIAL}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ serialNumber: DEMO_OFFLINE_SERIAL, removed: true, formerOwner: demoAccount.userId });
    expect(cloud().gateways.some((g) => g.serialNumber === DEMO_OFFLINE_SERIAL)).toBe(false);
    expect(existsSync(fileOf(DEMO_OFFLINE_SERIAL))).toBe(false);
    for (const id of [demoAccount.userId, familyAccount.userId]) expect(cloud().users.find((u) => u.id === id)?.devices).not.toContain(DEMO_OFFLINE_SERIAL);
    const seen = await events!.eventsWhere((s) => s.name === 'gateway_removed', 4, 5000);
    const topics = seen.map((s) => s.topic);
    expect(topics).toContain(`homeport/${demoAccount.userId}/usr/${demoAccount.userId}/evt`);
    expect(topics).toContain(`homeport/${familyAccount.userId}/usr/${familyAccount.userId}/evt`);
    expect(topics).toContain('homeport/admin/evt');
    expect((await call('GET', `/udm/device/hg/${DEMO_OFFLINE_SERIAL}/info`)).status).toBe(404);
  });

  it('refuses the read-only admin, users, an unknown serial and a gateway in a replacement, changing nothing', async () => {
    const before = JSON.stringify(cloud().gateways);
    expect((await call('DELETE', `/udm/device/${DEMO_OFFLINE_SERIAL}`, undefined, viewer)).body[0]?.errorCode).toBe('000403');
    const demo = await loginAs(t.sim, demoAccount);
    expect((await call('DELETE', `/udm/device/${DEMO_OFFLINE_SERIAL}`, undefined, demo)).status).toBe(403);
    expect((await call('DELETE', '/udm/device/HP9999999999')).status).toBe(404);
    expect((await call('DELETE', '/udm/device/bad-serial!')).status).toBe(400);
    await control(t.sim, 'PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, { replacementInProgress: true, replacementPeer: 'HP1000000011' });
    const busy = JSON.stringify(cloud().gateways);
    const refused = await call('DELETE', `/udm/device/${DEMO_ONLINE_SERIAL}`);
    expect(refused.status).toBe(409);
    expect(refused.body[0]?.errorCode).toBe('GATEWAY_IN_REPLACEMENT');
    expect(JSON.stringify(cloud().gateways)).toBe(busy);
    expect(before).not.toBe(busy);
  });
});

describe('virtual gateways', () => {
  it('lists the hardware: every model with its firmwares, VOC200 virtual', async () => {
    const answer = await call<HardwareModel[]>('GET', '/udm/hardware/list');
    expect(answer.status).toBe(200);
    expect(answer.body.data.filter((h) => h.virtual).map((h) => h.hardwareModel)).toEqual(['VOC200']);
    expect(answer.body.data.every((h) => h.firmwareModels.length > 0)).toBe(true);
  });

  it('generates a free, upper-case serial and secure id, and creates a VOC200 record and emulator with them', async () => {
    const ids = (await call<GeneratedIds>('GET', '/udm/admin/generate-sn-and-sid')).body.data;
    expect(ids.serialNumber).toMatch(/^VG[0-9A-F]{10}$/);
    expect(ids.secureId).toMatch(/^[0-9A-F]{24}$/);
    const created = await call<VirtualGatewayAnswer>('POST', '/udm/device/upload/one/vg', {
      hardwareModel: 'voc200',
      firmwareModel: '4.0.1',
      creatorId: admin.userId,
      serialNumber: ids.serialNumber.toLowerCase(),
      secureId: ids.secureId.toLowerCase(),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      imported: true,
      newlyGenerated: ids,
      creationVG: { serialNumber: ids.serialNumber, model: 'VOC200', currentFWVersion: '4.0.1', creatorId: admin.userId },
    });
    expect(cloud().gateways.find((g) => g.serialNumber === ids.serialNumber)).toMatchObject({
      type: 'VG',
      model: 'VOC200',
      userId: null,
      connectionStatus: 'online',
      secureId: ids.secureId,
    });
    expect(existsSync(fileOf(ids.serialNumber))).toBe(true);
    // It is an unassigned gateway like any other.
    const unassigned = await api<{ data: Gateway[] }>(t.sim, 'GET', '/udm/device/fetchGtwWithoutUser?models=VOC200', { sessionId: admin.sessionId });
    expect(unassigned.body.data.map((g) => g.serialNumber)).toContain(ids.serialNumber);
    // The same ids again are taken.
    const again = await call('POST', '/udm/device/upload/one/vg', { hardwareModel: 'VOC200', firmwareModel: '4.0.1', creatorId: admin.userId, ...ids });
    expect(again.status).toBe(409);
    expect(again.body[0]?.errorCode).toBe('VG_ID_TAKEN');

    const removed = await call<GatewayRemoved>('POST', '/udm/device/remove/one/vg', { serialNumber: ids.serialNumber });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ serialNumber: ids.serialNumber, removed: true, formerOwner: null });
    expect(cloud().gateways.some((g) => g.serialNumber === ids.serialNumber)).toBe(false);
    expect(existsSync(fileOf(ids.serialNumber))).toBe(false);
  });

  it('generates the ids itself when none are given', async () => {
    const created = await call<VirtualGatewayAnswer>('POST', '/udm/device/upload/one/vg', { hardwareModel: 'VOC200', firmwareModel: '3.6.2', creatorId: admin.userId });
    expect(created.status).toBe(201);
    expect(created.body.data.newlyGenerated.serialNumber).toMatch(/^VG[0-9A-F]{10}$/);
    expect(cloud().gateways.some((g) => g.serialNumber === created.body.data.newlyGenerated.serialNumber)).toBe(true);
  });

  it('refuses bad models and firmwares, a non-virtual removal, the read-only admin and a disabled VIRTUAL_GTW, changing nothing', async () => {
    const before = JSON.stringify(cloud().gateways);
    const body = { hardwareModel: 'VOC200', firmwareModel: '4.0.1', creatorId: admin.userId };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ hardwareModel: 'DOC400' }, 400, 'VG_MODEL_UNKNOWN'],
      [{ firmwareModel: '9.9.9' }, 400, 'VG_MODEL_UNKNOWN'],
      [{ creatorId: demoAccount.userId }, 403, '000403'],
      [{ extra: true }, 400, '000400'],
      [{ secureId: 'short' }, 400, '000400'],
    ];
    for (const [change, status, code] of cases) {
      const answer = await call('POST', '/udm/device/upload/one/vg', { ...body, ...change });
      expect({ change, status: answer.status, code: answer.body[0]?.errorCode }).toEqual({ change, status, code });
    }
    expect((await call('POST', '/udm/device/upload/one/vg', body, viewer)).body[0]?.errorCode).toBe('000403');
    const notVirtual = await call('POST', '/udm/device/remove/one/vg', { serialNumber: DEMO_OFFLINE_SERIAL });
    expect(notVirtual.body[0]?.errorCode).toBe('VG_NOT_VIRTUAL');
    await control(t.sim, 'PUT', '/fleet/flags', { VIRTUAL_GTW: false });
    expect((await call('POST', '/udm/device/upload/one/vg', body)).body[0]?.errorCode).toBe('VG_DISABLED');
    expect((await call('GET', '/udm/admin/generate-sn-and-sid')).body[0]?.errorCode).toBe('VG_DISABLED');
    expect(JSON.stringify(cloud().gateways)).toBe(before);
  });
});
