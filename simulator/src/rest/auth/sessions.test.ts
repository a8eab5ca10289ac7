import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRefOf, type ErrorEntry, type LoginResult } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount, familyAccount, otherAccount, OTHER_SERIALS } from '../../seed/accounts';
import {
  api,
  closedWithin,
  cloudOnDisk,
  connackCode,
  control,
  loginAs,
  nextEvent,
  startTestSim,
  userEventsClient,
  testClock,
  type TestSim,
} from '../../../test/harness/simHarness';

let t: TestSim;
const clock = testClock();
beforeAll(async () => {
  t = await startTestSim({ gateways: 5, sessionSweepMs: 100, clock });
});
afterAll(() => t.stop());

interface SessionRow {
  sessionRef: string;
  current: boolean;
  mqttClients: number;
}
/** A session's public ref (the half of its id that lists and events show). */
const refOf = (session: LoginResult) => sessionRefOf(session.sessionId) ?? 'not-a-split-id';
const profile = (session: LoginResult) => api<ErrorEntry[]>(t.sim, 'GET', `/crm/profile/${session.userId}`, { sessionId: session.sessionId });
const forSession = (session: LoginResult) => (e: { name: string; data: unknown }) => (e.data as { sessionRef?: string }).sessionRef === refOf(session);

describe('the sessions of one user', () => {
  it('lists the caller’s live sessions with the current one and its MQTT clients', async () => {
    const a = await loginAs(t.sim, otherAccount);
    const b = await loginAs(t.sim, otherAccount);
    const { client } = await userEventsClient(t.sim, b);
    try {
      const list = await api<{ data: SessionRow[] }>(t.sim, 'POST', '/auth/getLoggedInUsers', { sessionId: a.sessionId, body: {} });
      const rows = list.body.data;
      expect(rows.find((r) => r.sessionRef === refOf(a))).toMatchObject({ current: true, mqttClients: 0 });
      expect(rows.find((r) => r.sessionRef === refOf(b))).toMatchObject({ current: false, mqttClients: 1 });
      // Rows name sessions by ref: no id that would let a reader act as the session.
      expect(JSON.stringify(list.body)).not.toContain(a.sessionId);
      expect(JSON.stringify(list.body)).not.toContain(b.sessionId);
      expect(rows.every((r) => !('sessionId' in r))).toBe(true);
      const foreign = await api<ErrorEntry[]>(t.sim, 'POST', '/auth/getLoggedInUsers', { sessionId: a.sessionId, body: { userId: demoAccount.userId } });
      expect(foreign.status).toBe(403);
      expect(foreign.body[0]?.errorCode).toBe('000403');
    } finally {
      await client.endAsync(true);
    }
  });

  it('logoutOne ends another session: logout_user LOGGED_OUT_BY_OTHER_USER, then its MQTT clients go and REST answers 00003', async () => {
    const me = await loginAs(t.sim, otherAccount);
    const victim = await loginAs(t.sim, otherAccount);
    const { client, topic } = await userEventsClient(t.sim, victim);
    try {
      const event = nextEvent(client, topic, (e) => e.name === 'logout_user' && forSession(victim)(e));
      expect(await api(t.sim, 'POST', '/auth/logoutOne', { sessionId: me.sessionId, body: { sessionRef: refOf(victim) } })).toMatchObject({
        status: 200,
        body: { data: { loggedOut: 1 } },
      });
      expect((await event)?.data).toEqual({ userId: otherAccount.userId, sessionRef: refOf(victim), reason: 'LOGGED_OUT_BY_OTHER_USER' });
      expect(await closedWithin(client)).toBe(true);
    } finally {
      await client.endAsync(true);
    }
    expect((await profile(victim)).body[0]?.errorCode).toBe('00003');
    expect((await profile(me)).status).toBe(200);
    expect(await connackCode(t.sim.mqttTcpUrl, victim.userId, victim.sessionId)).toBe(5);
  });

  it('logoutOne refuses a session that is not a live one of the caller with 404 000404 and ends nothing', async () => {
    const me = await loginAs(t.sim, otherAccount);
    const stranger = await loginAs(t.sim, demoAccount);
    for (const sessionRef of [refOf(stranger), 'no-such-session']) {
      const answer = await api<ErrorEntry[]>(t.sim, 'POST', '/auth/logoutOne', { sessionId: me.sessionId, body: { sessionRef } });
      expect(answer.status).toBe(404);
      expect(answer.body[0]?.errorCode).toBe('000404');
    }
    expect((await api<ErrorEntry[]>(t.sim, 'POST', '/auth/logoutOne', { sessionId: me.sessionId, body: {} })).body[0]).toMatchObject({ errorCode: '000400', field: 'sessionRef' });
    // A whole session id is not a ref: refused as malformed, nothing ended.
    expect((await api<ErrorEntry[]>(t.sim, 'POST', '/auth/logoutOne', { sessionId: me.sessionId, body: { sessionRef: stranger.sessionId } })).body[0]).toMatchObject({
      errorCode: '000400',
      field: 'sessionRef',
    });
    expect((await profile(stranger)).status).toBe(200);
  });

  it('logoutAll ends every other session and keeps the calling one', async () => {
    const me = await loginAs(t.sim, otherAccount);
    const second = await loginAs(t.sim, otherAccount);
    const answer = await api<{ data: { loggedOut: number } }>(t.sim, 'POST', '/auth/logoutAll', { sessionId: me.sessionId, body: {} });
    expect(answer.body.data.loggedOut).toBeGreaterThanOrEqual(1);
    expect((await profile(second)).status).toBe(401);
    expect((await profile(me)).status).toBe(200);
    const left = await api<{ data: SessionRow[] }>(t.sim, 'POST', '/auth/getLoggedInUsers', { sessionId: me.sessionId, body: {} });
    expect(left.body.data.map((r) => r.sessionRef)).toEqual([refOf(me)]);
  });
});

describe('session expiry', () => {
  it('QA expiry publishes client_expire_session, disconnects, and REST answers 00003', async () => {
    const session = await loginAs(t.sim, demoAccount);
    const { client, topic } = await userEventsClient(t.sim, session);
    try {
      const event = nextEvent(client, topic, (e) => e.name === 'client_expire_session');
      expect((await control(t.sim, 'POST', `/sessions/${refOf(session)}/expire`)).status).toBe(200);
      expect((await event)?.data).toEqual({ userId: demoAccount.userId, sessionRef: refOf(session) });
      expect(await closedWithin(client)).toBe(true);
    } finally {
      await client.endAsync(true);
    }
    expect((await profile(session)).body[0]?.errorCode).toBe('00003');
    expect((await control(t.sim, 'POST', `/sessions/${refOf(session)}/expire`)).status).toBe(404);
  });

  it('lists sessions for QA with why they ended', async () => {
    const rows = await control<{ data: Array<{ live: boolean; revokeReason: string | null; userId: string }> }>(t.sim, 'GET', `/sessions?userId=${demoAccount.userId}`);
    expect(rows.body.data.every((r) => r.userId === demoAccount.userId)).toBe(true);
    expect(rows.body.data.some((r) => !r.live && r.revokeReason === 'expired')).toBe(true);
  });
});

describe('forced logout (000622)', () => {
  it('answers REST calls and the session read with 000622, refuses MQTT, and lets the user log in again', async () => {
    const session = await loginAs(t.sim, familyAccount);
    const { client } = await userEventsClient(t.sim, session);
    try {
      expect(await control(t.sim, 'POST', `/users/${familyAccount.userId}/force-logout`)).toMatchObject({ status: 200, body: { data: { loggedOut: 1 } } });
      expect(await closedWithin(client)).toBe(true);
    } finally {
      await client.endAsync(true);
    }
    const rest = await profile(session);
    expect(rest.status).toBe(401);
    expect(rest.body[0]?.errorCode).toBe('000622');
    const read = await api<ErrorEntry[]>(t.sim, 'GET', `/auth/session/read/${session.sessionId}`);
    expect(read.status).toBe(404);
    expect(read.body[0]?.errorCode).toBe('000622');
    expect(await connackCode(t.sim.mqttTcpUrl, session.userId, session.sessionId)).toBe(5);
    expect((await profile(await loginAs(t.sim, familyAccount))).status).toBe(200);
  });
});

describe('account deletion', () => {
  it('refuses an unknown or malformed id and deletes nothing', async () => {
    const users = cloudOnDisk<{ users: unknown[] }>(t.dataDir).users.length;
    expect((await control<ErrorEntry[]>(t.sim, 'DELETE', '/users/ffffffffffffffffffffffff')).status).toBe(404);
    expect((await control<ErrorEntry[]>(t.sim, 'DELETE', '/users/bad%20id')).body[0]).toMatchObject({ errorCode: '000400', field: 'id' });
    expect(cloudOnDisk<{ users: unknown[] }>(t.dataDir).users).toHaveLength(users);
  });

  it('publishes admin_deleted_your_account, ends the sessions, unassigns the gateways and tells linked users', async () => {
    const victim = await loginAs(t.sim, demoAccount);
    const family = await loginAs(t.sim, familyAccount);
    const victimEvents = await userEventsClient(t.sim, victim);
    const familyEvents = await userEventsClient(t.sim, family);
    try {
      const deleted = nextEvent(victimEvents.client, victimEvents.topic, (e) => e.name === 'admin_deleted_your_account');
      const removed = nextEvent(familyEvents.client, familyEvents.topic, (e) => e.name === 'gateway_removed');
      expect((await control(t.sim, 'DELETE', `/users/${demoAccount.userId}`)).status).toBe(200);
      expect((await deleted)?.data).toEqual({ userId: demoAccount.userId });
      expect((await removed)?.data).toMatchObject({ serialNumber: expect.stringMatching(/^HP100000000[12]$/) });
      expect(await closedWithin(victimEvents.client)).toBe(true);
    } finally {
      await victimEvents.client.endAsync(true);
      await familyEvents.client.endAsync(true);
    }
    expect((await profile(victim)).body[0]?.errorCode).toBe('00003');
    const disk = cloudOnDisk<{
      users: Array<{ id: string; devices: string[]; parentsIds: string[] }>;
      gateways: Array<{ serialNumber: string; userId: string | null }>;
      linkedAccounts: unknown[];
    }>(t.dataDir);
    expect(disk.users.some((u) => u.id === demoAccount.userId)).toBe(false);
    expect(disk.gateways.find((g) => g.serialNumber === DEMO_ONLINE_SERIAL)?.userId).toBeNull();
    expect(disk.users.find((u) => u.id === familyAccount.userId)).toMatchObject({ devices: [], parentsIds: [] });
    expect(disk.linkedAccounts).toEqual([]);
    expect(disk.gateways.find((g) => g.serialNumber === OTHER_SERIALS[0])?.userId).toBe(otherAccount.userId);
    expect((await api(t.sim, 'POST', '/auth/login', { body: { identity: demoAccount.username, secret: demoAccount.password } })).status).toBe(401);
  });
});

describe('the expiry sweep (last: it moves the clock past every session’s idle limit)', () => {
  it('tells a connected client whose session passed its idle limit, then disconnects it', async () => {
    const session = await loginAs(t.sim, otherAccount);
    const { client, topic } = await userEventsClient(t.sim, session);
    try {
      const event = nextEvent(client, topic, (e) => e.name === 'client_expire_session' && forSession(session)(e));
      clock.advance(13 * 3_600_000);
      expect((await event)?.data).toEqual({ userId: otherAccount.userId, sessionRef: refOf(session) });
      expect(await closedWithin(client)).toBe(true);
    } finally {
      await client.endAsync(true);
    }
    expect((await profile(session)).body[0]?.errorCode).toBe('00003');
  });
});
