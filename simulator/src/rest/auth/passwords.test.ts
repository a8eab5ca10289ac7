import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRefOf, topics, type ErrorEntry } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount, otherAccount } from '../../seed/accounts';
import {
  api,
  closedWithin,
  cloudOnDisk,
  connectMqtt,
  control,
  lastMessage,
  loginAs,
  nextEvent,
  request,
  scopeOf,
  startTestSim,
  subscribeCodes,
  userEventsClient,
  type TestSim,
} from '../../../test/harness/simHarness';

let t: TestSim;
beforeAll(async () => {
  t = await startTestSim({ gateways: 5 });
});
afterAll(() => t.stop());

const hashOf = (path: string | undefined) => path!.split('?')[0]!.split('/').at(-1)!;
const passwordHash = (username: string) =>
  cloudOnDisk<{ users: Array<{ username: string; passwordHash: string }> }>(t.dataDir).users.find((u) => u.username === username)!.passwordHash;
const canLogin = async (identity: string, secret: string) => (await api(t.sim, 'POST', '/auth/login', { body: { identity, secret } })).status === 200;

describe('forgot and reset password', () => {
  it('answers an unknown e-mail with 404 000404 and its server message', async () => {
    const answer = await api<ErrorEntry[]>(t.sim, 'POST', '/auth/forgotPass', { body: { email: 'nobody@homeport.test', language: 'en_EN' } });
    expect(answer.status).toBe(404);
    expect(answer.body[0]).toEqual({ errorCode: '000404', message: 'There is no account with this e-mail address' });
  });

  it('mails a link; a newer link voids it (404 000017); mismatch and rules are 400 000018 and change nothing', async () => {
    expect((await api(t.sim, 'POST', '/auth/forgotPass', { body: { email: 'OTHER@homeport.test', language: 'en_EN' } })).body).toEqual({ data: { sent: true } });
    const first = await lastMessage(t.sim, otherAccount.username, 'password_reset');
    expect(first.path).toMatch(/^\/resetPassword\/[A-Za-z0-9_-]+\?lang=en_EN$/);
    await api(t.sim, 'POST', '/auth/forgotPass', { body: { email: otherAccount.username } });
    const second = await lastMessage(t.sim, otherAccount.username, 'password_reset');
    const reset = (hash: string, body: unknown) => api<ErrorEntry[]>(t.sim, 'POST', `/auth/resetPassword/${hash}`, { body });

    const voided = await reset(hashOf(first.path), { secret: 'Fresh-Pass-2026!', confirmation: 'Fresh-Pass-2026!' });
    expect(voided.status).toBe(404);
    expect(voided.body[0]?.errorCode).toBe('000017');

    const before = passwordHash(otherAccount.username);
    const mismatch = await reset(hashOf(second.path), { secret: 'Fresh-Pass-2026!', confirmation: 'Fresh-Pass-2027!' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body[0]).toMatchObject({ errorCode: '000018', field: 'confirmation' });
    const weak = await reset(hashOf(second.path), { secret: 'weakpass', confirmation: 'weakpass' });
    expect(weak.body[0]).toMatchObject({ errorCode: '000018', field: 'secret' });
    expect((await reset(hashOf(second.path), { secret: 42, confirmation: 42 })).body[0]).toMatchObject({ errorCode: '000400', field: 'secret' });
    expect(passwordHash(otherAccount.username)).toBe(before);

    const watcher = await loginAs(t.sim, otherAccount);
    const { client, topic } = await userEventsClient(t.sim, watcher);
    try {
      const loggedOut = nextEvent(client, topic, (e) => e.name === 'logout_user');
      expect((await reset(hashOf(second.path), { secret: 'Fresh-Pass-2026!', confirmation: 'Fresh-Pass-2026!' })).status).toBe(200);
      expect((await loggedOut)?.data).toEqual({ userId: otherAccount.userId, sessionRef: sessionRefOf(watcher.sessionId), reason: 'LOGGED_OUT_BY_OTHER_USER' });
      expect(await closedWithin(client)).toBe(true);
    } finally {
      await client.endAsync(true);
    }
    expect(await canLogin(otherAccount.username, 'Fresh-Pass-2026!')).toBe(true);
    expect(await canLogin(otherAccount.username, otherAccount.password)).toBe(false);
    const reused = await reset(hashOf(second.path), { secret: 'Other-Pass-2027!', confirmation: 'Other-Pass-2027!' });
    expect(reused.status).toBe(404);
    expect(reused.body[0]?.errorCode).toBe('000017');
  });
});

describe('POST /auth/changePass', () => {
  it('refuses a wrong current password, a mismatch and a weak password with 400 000400 naming the field', async () => {
    const demo = await loginAs(t.sim, demoAccount);
    const before = passwordHash(demoAccount.username);
    const change = (body: Record<string, unknown>) => api<ErrorEntry[]>(t.sim, 'POST', '/auth/changePass', { sessionId: demo.sessionId, body });
    const cases: Array<[body: Record<string, unknown>, field: string]> = [
      [{ checkSecret: 'Not-The-Pass-1!', secret: 'Newer-Pass-2026!', confirmation: 'Newer-Pass-2026!' }, 'checkSecret'],
      [{ checkSecret: demoAccount.password, secret: 'Newer-Pass-2026!', confirmation: 'Newer-Pass-2027!' }, 'confirmation'],
      [{ checkSecret: demoAccount.password, secret: 'weak', confirmation: 'weak' }, 'secret'],
      [{ checkSecret: demoAccount.password, secret: 'Newer-Pass-2026!', confirmation: 'Newer-Pass-2026!', logoutOtherClients: 'yes' }, 'logoutOtherClients'],
    ];
    for (const [body, field] of cases) {
      const answer = await change(body);
      expect(answer.status, field).toBe(400);
      expect(answer.body[0], field).toMatchObject({ errorCode: '000400', field });
    }
    expect((await api(t.sim, 'POST', '/auth/changePass', { body: cases[0]![0] })).status).toBe(401);
    expect(passwordHash(demoAccount.username)).toBe(before);
  });

  it('changes the password and, with logoutOtherClients, ends the other sessions with logout_user', async () => {
    const current = await loginAs(t.sim, demoAccount);
    const other = await loginAs(t.sim, demoAccount);
    const { client, topic } = await userEventsClient(t.sim, other);
    try {
      const mine = (e: { name: string; data: unknown }) => e.name === 'logout_user' && (e.data as { sessionRef?: string }).sessionRef === sessionRefOf(other.sessionId);
      const loggedOut = nextEvent(client, topic, mine);
      const answer = await api(t.sim, 'POST', '/auth/changePass', {
        sessionId: current.sessionId,
        body: { checkSecret: demoAccount.password, secret: 'Newer-Pass-2026!', confirmation: 'Newer-Pass-2026!', logoutOtherClients: true },
      });
      expect(answer).toMatchObject({ status: 200, body: { data: { passwordChanged: true } } });
      expect((await loggedOut)?.data).toMatchObject({ sessionRef: sessionRefOf(other.sessionId), reason: 'LOGGED_OUT_BY_OTHER_USER' });
      expect(await closedWithin(client)).toBe(true);
    } finally {
      await client.endAsync(true);
    }
    expect((await api(t.sim, 'GET', `/crm/profile/${demoAccount.userId}`, { sessionId: other.sessionId })).status).toBe(401);
    expect((await api(t.sim, 'GET', `/crm/profile/${demoAccount.userId}`, { sessionId: current.sessionId })).status).toBe(200);
    expect(await canLogin(demoAccount.username, 'Newer-Pass-2026!')).toBe(true);
    // Put it back for the tests below.
    await api(t.sim, 'POST', '/auth/changePass', {
      sessionId: current.sessionId,
      body: { checkSecret: 'Newer-Pass-2026!', secret: demoAccount.password, confirmation: demoAccount.password },
    });
  });
});

describe('PIN reset', () => {
  it('mails a link to the owner; the new PIN lifts the lock with gateway_lock_status {status: 0}', async () => {
    await control(t.sim, 'PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, { pinLocked: true });
    const sent = await control<{ data: { to: string } }>(t.sim, 'POST', `/gateways/${DEMO_ONLINE_SERIAL}/pin-reset`);
    expect(sent.body.data.to).toBe(demoAccount.username);
    const message = await lastMessage(t.sim, demoAccount.username, 'pin_reset');
    expect(message.path).toMatch(/^\/resetPin\/hash\/[A-Za-z0-9_-]+\?lang=en_EN$/);
    const hash = hashOf(message.path);
    const resetPin = (body: unknown) => api<ErrorEntry[]>(t.sim, 'POST', `/auth/resetPin/hash/${hash}`, { body });

    expect((await resetPin({ pin: '12a4', confirmation: '12a4' })).body[0]).toMatchObject({ errorCode: '000400', field: 'pin' });
    expect((await resetPin({ pin: '123', confirmation: '123' })).body[0]).toMatchObject({ errorCode: '000400', field: 'pin' });
    expect((await resetPin({ pin: '1234', confirmation: '4321' })).body[0]).toMatchObject({ errorCode: '000018', field: 'confirmation' });
    expect((await control<{ data: { emulator: { pinLocked: boolean } } }>(t.sim, 'GET', `/gateways/${DEMO_ONLINE_SERIAL}`)).body.data.emulator.pinLocked).toBe(true);

    const demo = await loginAs(t.sim, demoAccount);
    const client = await connectMqtt(t.sim.mqttTcpUrl, demo);
    try {
      const scope = scopeOf(demo.userId, DEMO_ONLINE_SERIAL);
      await subscribeCodes(client, [topics.events(scope)]);
      const unlocked = nextEvent(client, topics.events(scope), (e) => e.name === 'gateway_lock_status');
      expect(await resetPin({ pin: '2468', confirmation: '2468' })).toMatchObject({ status: 200, body: { data: { pinReset: true, serialNumber: DEMO_ONLINE_SERIAL } } });
      expect((await unlocked)?.data).toEqual({ status: 0 });
      expect(await request(client, scope, 'getLockStatus', {}, { channel: 'osm' })).toMatchObject({ code: 0, data: { status: 0 } });
    } finally {
      await client.endAsync(true);
    }
    const reused = await resetPin({ pin: '1357', confirmation: '1357' });
    expect(reused.status).toBe(404);
    expect(reused.body[0]?.errorCode).toBe('000017');
  });

  it('answers an unknown link with 404 000017', async () => {
    const answer = await api<ErrorEntry[]>(t.sim, 'POST', '/auth/resetPin/hash/nothing-here', { body: { pin: '1234', confirmation: '1234' } });
    expect(answer.status).toBe(404);
    expect(answer.body[0]?.errorCode).toBe('000017');
  });
});
