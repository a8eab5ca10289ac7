import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCount, AdminGatewayRow, ErrorEntry, Gateway, LoginResult } from '@homeport/sdk';
import { adminAccount, DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, demoAccount, familyAccount, otherAccount, OTHER_SERIALS } from '../../seed/accounts';
import { api, loginAs, startTestSim, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
let demo: LoginResult;
let admin: LoginResult;
beforeAll(async () => {
  t = await startTestSim();
  demo = await loginAs(t.sim, demoAccount);
  admin = await loginAs(t.sim, adminAccount);
});
afterAll(() => t.stop());

const get = <T>(path: string, session: LoginResult = demo) => api<T>(t.sim, 'GET', path, { sessionId: session.sessionId });

describe('the caller’s gateways', () => {
  it('lists them as {data, count} with paging and ordering', async () => {
    const all = await get<{ data: Gateway[]; count: number }>(`/udm/device/list?owner=${demo.userId}`);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(2);
    expect(all.body.data.map((g) => g.serialNumber)).toEqual([DEMO_ONLINE_SERIAL, DEMO_OFFLINE_SERIAL]);
    const page2 = await get<{ data: Gateway[]; count: number }>('/udm/device/list?page=2&limit=1&orderBy=-serialNumber');
    expect(page2.body).toMatchObject({ count: 2, data: [{ serialNumber: DEMO_ONLINE_SERIAL }] });
    expect(all.body.data[0]).not.toHaveProperty('id');
  });

  it('answers hg/info/list in the spec shape data.data', async () => {
    const answer = await get<{ data: { data: Gateway[]; count: number } }>('/udm/device/hg/info/list?details=true&skip=1&limit=5');
    expect(answer.body.data).toMatchObject({ count: 2, data: [{ serialNumber: DEMO_OFFLINE_SERIAL }] });
  });

  it('lets a linked account list and read its master’s gateways', async () => {
    const family = await loginAs(t.sim, familyAccount);
    expect((await get<{ count: number }>('/udm/device/list', family)).body.count).toBe(2);
    expect((await get(`/udm/device/hg/${DEMO_ONLINE_SERIAL}/info`, family)).status).toBe(200);
  });

  it('refuses bad paging with 400 000400 naming the field', async () => {
    const cases: Array<[query: string, field: string]> = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=1&page=2', 'page'],
      ['limit=101', 'limit'],
      ['limit=-1', 'limit'],
      ['orderBy=password', 'orderBy'],
      ['owner=a/b', 'owner'],
    ];
    for (const [query, field] of cases) {
      const answer = await get<ErrorEntry[]>(`/udm/device/list?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body[0], query).toMatchObject({ errorCode: '000400', field });
    }
    expect((await get<ErrorEntry[]>('/udm/device/hg/info/list?details=maybe')).body[0]?.field).toBe('details');
  });

  it('refuses another owner’s list to a user with 403 000403, not to an admin', async () => {
    const answer = await get<ErrorEntry[]>(`/udm/device/list?owner=${otherAccount.userId}`);
    expect(answer.status).toBe(403);
    expect(answer.body[0]?.errorCode).toBe('000403');
    expect((await get<{ count: number }>(`/udm/device/list?owner=${otherAccount.userId}`, admin)).body.count).toBe(OTHER_SERIALS.length);
  });
});

describe('per-gateway routes', () => {
  const routes = (sn: string) => [
    `/udm/device/hg/${sn}/info`,
    `/udm/device/${sn}/checkConnectionStatus`,
    `/udm/device/${sn}/privilegeMode/check`,
    `/udm/device/${sn}/pinLock/check`,
  ];

  it('answer the owner', async () => {
    expect((await get<{ data: Gateway }>(`/udm/device/hg/${DEMO_ONLINE_SERIAL}/info`)).body.data).toMatchObject({ serialNumber: DEMO_ONLINE_SERIAL, userId: demo.userId });
    expect((await get(`/udm/device/${DEMO_OFFLINE_SERIAL}/checkConnectionStatus`)).body).toEqual({ data: { connectionStatus: 'offline' } });
    expect((await get(`/udm/device/${DEMO_ONLINE_SERIAL}/privilegeMode/check`)).body).toEqual({ data: { privileged: false, owner: null } });
    expect((await get(`/udm/device/${DEMO_ONLINE_SERIAL.toLowerCase()}/pinLock/check`)).body).toEqual({ data: { locked: false } });
  });

  it('refuse another user’s gateway with 403 UDM_NOT_YOUR_DEVICE, an unknown one with 404, a bad serial with 400', async () => {
    for (const path of routes(OTHER_SERIALS[0]!)) {
      const answer = await get<ErrorEntry[]>(path);
      expect(answer.status, path).toBe(403);
      expect(answer.body[0]?.errorCode, path).toBe('UDM_NOT_YOUR_DEVICE');
    }
    for (const path of routes('HP9999999999')) expect((await get(path)).status, path).toBe(404);
    for (const path of routes('HP-1')) expect((await get<ErrorEntry[]>(path)).body[0], path).toMatchObject({ errorCode: '000400', field: 'sn' });
  });

  it('answer an admin for any gateway', async () => {
    for (const path of routes(OTHER_SERIALS[0]!)) expect((await get(path, admin)).status, path).toBe(200);
  });
});

describe('admin routes', () => {
  it('refuse a user with 403 000403', async () => {
    for (const path of ['/udm/device/adminList', '/udm/device/adminCount']) {
      const answer = await get<ErrorEntry[]>(path);
      expect(answer.status).toBe(403);
      expect(answer.body[0]?.errorCode).toBe('000403');
    }
  });

  it('count what the list pages through, top-level {count, assign, online}', async () => {
    const counts = await get<AdminCount>('/udm/device/adminCount', admin);
    expect(Object.keys(counts.body).sort()).toEqual(['assign', 'count', 'online']);
    expect(counts.body.count).toBe(50);
    expect(counts.body.assign).toBeLessThan(50);
    expect(counts.body.online).toBeLessThan(50);
    const page = await get<{ data: AdminGatewayRow[]; count: number }>('/udm/device/adminList?page=5&limit=10', admin);
    expect(page.body.count).toBe(50);
    expect(page.body.data).toHaveLength(10);
    expect(page.body.data.at(-1)?.serialNumber).toBe('HP1000000050');
  });

  it('search serial, name and owner username case-insensitively', async () => {
    const byOwner = await get<{ data: AdminGatewayRow[]; count: number }>('/udm/device/adminList?searchText=OTHER@homeport', admin);
    expect(byOwner.body.data.map((g) => g.serialNumber)).toEqual(OTHER_SERIALS);
    expect(byOwner.body.data[0]?.ownerUsername).toBe(otherAccount.username);
    expect((await get<AdminCount>('/udm/device/adminCount?searchText=demo%20home', admin)).body).toEqual({ count: 1, assign: 1, online: 1 });
    expect((await get<AdminCount>(`/udm/device/adminCount?searchText=${DEMO_OFFLINE_SERIAL.toLowerCase()}`, admin)).body.count).toBe(1);
    expect((await get<ErrorEntry[]>(`/udm/device/adminList?searchText=${'x'.repeat(101)}`, admin)).body[0]?.field).toBe('searchText');
  });
});
