import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRefOf, type ErrorEntry, type LoginResult } from '@homeport/sdk';
import { adminAccount, demoAccount, otherAccount } from '../../seed/accounts';
import { api, cloudOnDisk, loginAs, startTestSim, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
beforeAll(async () => {
  t = await startTestSim();
});
afterAll(() => t.stop());

const sessionsOnDisk = () => cloudOnDisk<{ sessions: unknown[] }>(t.dataDir).sessions.length;

describe('POST /api/auth/login', () => {
  it('logs in case-insensitively and answers session, user id and user details without the hash', async () => {
    const answer = await api<{ data: LoginResult }>(t.sim, 'POST', '/auth/login', {
      body: { identity: 'DEMO@Homeport.test', secret: demoAccount.password, loginType: 'EMAIL' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ userId: demoAccount.userId, user: { username: demoAccount.username, groups: ['users'] } });
    expect(answer.body.data.sessionId.length).toBeGreaterThanOrEqual(16);
    expect(JSON.stringify(answer.body)).not.toContain('passwordHash');
  });

  it('answers missing credentials with 400 000402 and writes nothing', async () => {
    const before = sessionsOnDisk();
    for (const body of [{}, { identity: demoAccount.username }, { identity: '', secret: '' }, { identity: null, secret: 'x' }]) {
      const answer = await api<ErrorEntry[]>(t.sim, 'POST', '/auth/login', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body[0]).toMatchObject({ errorCode: '000402', message: 'Username or password is not provided' });
    }
    expect(sessionsOnDisk()).toBe(before);
  });

  it('answers wrong types, a malformed body and a non-object body with 400 000400 naming the field', async () => {
    const cases: Array<[init: { body?: unknown; rawBody?: string }, field: string]> = [
      [{ body: { identity: 42, secret: 'x' } }, 'identity'],
      [{ body: { identity: 'a@b.c', secret: ['x'] } }, 'secret'],
      [{ body: { identity: 'a@b.c', secret: 'x', loginType: 'SMS' } }, 'loginType'],
      [{ body: { identity: 'a@b.c', secret: 'x', loginType: 'OTP' } }, 'identity'],
      [{ body: { identity: 'a@b.c', secret: 'x', externalLogin: 'yes' } }, 'externalLogin'],
      [{ body: { identity: 'a'.repeat(300), secret: 'x' } }, 'identity'],
      [{ rawBody: '{"identity": "demo@homeport.test", "secret": ' }, 'body'],
      [{ rawBody: '"just a string"' }, 'body'],
      [{ body: [demoAccount.username, demoAccount.password] }, 'body'],
    ];
    for (const [init, field] of cases) {
      const answer = await api<ErrorEntry[]>(t.sim, 'POST', '/auth/login', init);
      expect(answer.status, JSON.stringify(init)).toBe(400);
      expect(answer.body[0]).toMatchObject({ errorCode: '000400', field });
    }
  });

  it('refuses a wrong password with 401 000401', async () => {
    const answer = await api<ErrorEntry[]>(t.sim, 'POST', '/auth/login', { body: { identity: adminAccount.username, secret: 'Wrong-Pass-2026!' } });
    expect(answer.status).toBe(401);
    expect(answer.body[0]?.errorCode).toBe('000401');
  });

  it('locks an identity for 60 s after five failures: 429 000429 with Retry-After, even for the right password', async () => {
    const identity = otherAccount.username;
    for (let i = 1; i <= 5; i += 1) {
      const answer = await api(t.sim, 'POST', '/auth/login', { body: { identity, secret: `Wrong-${i}` } });
      expect(answer.status).toBe(401);
    }
    const locked = await api<ErrorEntry[]>(t.sim, 'POST', '/auth/login', { body: { identity: identity.toUpperCase(), secret: otherAccount.password } });
    expect(locked.status).toBe(429);
    expect(locked.body[0]?.errorCode).toBe('000429');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Other identities are not affected.
    expect((await api(t.sim, 'POST', '/auth/login', { body: { identity: demoAccount.username, secret: demoAccount.password } })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('reads a live session publicly, and 404 00003 for an unknown one', async () => {
    const demo = await loginAs(t.sim, demoAccount);
    const read = await api<{ data: unknown }>(t.sim, 'GET', `/auth/session/read/${demo.sessionId}`);
    // The answer names the session by its ref; the id stays with the caller.
    expect(read).toMatchObject({ status: 200, body: { data: { sessionRef: sessionRefOf(demo.sessionId), userId: demo.userId } } });
    expect(JSON.stringify(read.body)).not.toContain(demo.sessionId);
    const unknown = await api<ErrorEntry[]>(t.sim, 'GET', '/auth/session/read/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body[0]?.errorCode).toBe('00003');
  });

  it('answers 401 00003 without a session header, with an unknown one, and after logout', async () => {
    const demo = await loginAs(t.sim, demoAccount);
    const path = `/crm/profile/${demo.userId}`;
    expect((await api(t.sim, 'GET', path, { sessionId: demo.sessionId })).status).toBe(200);
    // The right ref with a made-up secret is no session at all.
    const forged = `${sessionRefOf(demo.sessionId)}.${'A'.repeat(32)}`;
    for (const sessionId of [undefined, 'not-a-session', forged]) {
      const answer = await api<ErrorEntry[]>(t.sim, 'GET', path, { sessionId });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual([{ errorCode: '00003', message: 'Session not found' }]);
    }
    expect(await api(t.sim, 'GET', '/auth/logout', { sessionId: demo.sessionId })).toMatchObject({ status: 200, body: { data: { loggedOut: true } } });
    expect((await api(t.sim, 'GET', path, { sessionId: demo.sessionId })).status).toBe(401);
    expect((await api(t.sim, 'GET', `/auth/session/read/${demo.sessionId}`)).status).toBe(404);
  });

  it('ends a session past its idle limit', async () => {
    const short = await startTestSim({ sessionIdleMs: 300 });
    try {
      const demo = await loginAs(short.sim, demoAccount);
      const path = `/crm/profile/${demo.userId}`;
      expect((await api(short.sim, 'GET', path, { sessionId: demo.sessionId })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect((await api(short.sim, 'GET', path, { sessionId: demo.sessionId })).status).toBe(401);
    } finally {
      await short.stop();
    }
  });
});

describe('crm', () => {
  it('gives users their own profile only (403 000403 otherwise); admins any, 404 for nobody', async () => {
    const demo = await loginAs(t.sim, demoAccount);
    const admin = await loginAs(t.sim, adminAccount);
    const other = await api<ErrorEntry[]>(t.sim, 'GET', `/crm/profile/${adminAccount.userId}`, { sessionId: demo.sessionId });
    expect(other.status).toBe(403);
    expect(other.body[0]?.errorCode).toBe('000403');
    expect((await api(t.sim, 'GET', `/crm/profile/${demoAccount.userId}`, { sessionId: admin.sessionId })).status).toBe(200);
    const missing = await api<ErrorEntry[]>(t.sim, 'GET', '/crm/profile/ffffffffffffffffffffffff', { sessionId: admin.sessionId });
    expect(missing.status).toBe(404);
    expect(missing.body[0]?.errorCode).toBe('000404');
    expect((await api<ErrorEntry[]>(t.sim, 'GET', '/crm/profile/bad%20id', { sessionId: admin.sessionId })).body[0]?.field).toBe('id');
  });

  it('lists countries without a session, India first', async () => {
    const answer = await api<{ data: Array<{ name: string; alpha2Code: string; dialCode: string }> }>(t.sim, 'GET', '/crm/countries/list');
    expect(answer.status).toBe(200);
    expect(answer.body.data[0]).toEqual({ name: 'India', alpha2Code: 'IN', dialCode: '+91' });
  });
});

it('answers an unknown /api path with 404 000404 JSON', async () => {
  const answer = await api<ErrorEntry[]>(t.sim, 'GET', '/no/such/route');
  expect(answer.status).toBe(404);
  expect(answer.body[0]?.errorCode).toBe('000404');
});
