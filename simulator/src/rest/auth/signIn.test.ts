import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRefOf, type ErrorEntry, type LoginResult } from '@homeport/sdk';
import { demoAccount, familyAccount, otherAccount, termsAccount } from '../../seed/accounts';
import { api, cloudOnDisk, control, lastMessage, loginAs, nextEvent, outbox, startTestSim, userEventsClient, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
beforeAll(async () => {
  // Writable raw data: one test puts an account back through /api/__db.
  t = await startTestSim({ gateways: 10, dbWritable: true });
});
afterAll(() => t.stop());

const DEMO_PHONE = demoAccount.phone!;
const login = <T = unknown>(body: Record<string, unknown>) => api<T>(t.sim, 'POST', '/auth/login', { body });
const sendOtp = <T = unknown>(identity: unknown) => api<T>(t.sim, 'POST', '/auth/sendotp', { body: { identity } });

describe('phone login with a one-time code', () => {
  it('sends a 6-digit code to the outbox and logs in with loginType OTP and the code', async () => {
    const sent = await sendOtp(' +91 98765-00001 ');
    expect(sent).toMatchObject({ status: 200, body: { data: { otpSent: true, expiresIn: 300 } } });
    const message = await lastMessage(t.sim, DEMO_PHONE, 'otp');
    expect(message).toMatchObject({ channel: 'sms', userId: demoAccount.userId, code: expect.stringMatching(/^\d{6}$/) });
    expect(message.text).toContain(message.code);
    const answer = await login<{ data: LoginResult }>({ identity: '9876500001', secret: message.code, loginType: 'OTP' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.userId).toBe(demoAccount.userId);
    // Single use.
    const again = await login<ErrorEntry[]>({ identity: DEMO_PHONE, secret: message.code, loginType: 'OTP' });
    expect(again.status).toBe(401);
    expect(again.body[0]?.errorCode).toBe('000401');
  });

  it('keeps only the newest code valid', async () => {
    await sendOtp(DEMO_PHONE);
    const first = await lastMessage(t.sim, DEMO_PHONE, 'otp');
    await sendOtp(DEMO_PHONE);
    const second = await lastMessage(t.sim, DEMO_PHONE, 'otp');
    if (first.code !== second.code) {
      expect((await login({ identity: DEMO_PHONE, secret: first.code, loginType: 'OTP' })).status).toBe(401);
    }
    expect((await login({ identity: DEMO_PHONE, secret: second.code, loginType: 'OTP' })).status).toBe(200);
  });

  it('refuses a bad number with 400 000400, an unknown one with 404 000404, and sends nothing', async () => {
    const before = (await outbox(t.sim)).length;
    for (const identity of ['12345', 'call me', 42, '+12']) {
      const answer = await sendOtp<ErrorEntry[]>(identity);
      expect(answer.status, String(identity)).toBe(400);
      expect(answer.body[0]).toMatchObject({ errorCode: '000400', field: 'identity' });
    }
    const unknown = await sendOtp<ErrorEntry[]>('+919999999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body[0]?.errorCode).toBe('000404');
    expect(await outbox(t.sim)).toHaveLength(before);
  });

  it('voids a code after five wrong guesses', async () => {
    const phone = familyAccount.phone!;
    await sendOtp(phone);
    const { code } = await lastMessage(t.sim, phone, 'otp');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await login({ identity: phone, secret: wrong, loginType: 'OTP' })).status).toBe(401);
    // The fifth failure also locked the identity: 429, and the code is void afterwards anyway.
    expect((await login({ identity: phone, secret: code, loginType: 'OTP' })).status).toBe(429);
    const records = cloudOnDisk<{ tokens: Array<{ purpose: string; userId: string; usedAt: number | null; attempts: number }> }>(t.dataDir).tokens.filter(
      (r) => r.purpose === 'otp' && r.userId === familyAccount.userId,
    );
    expect(records.at(-1)).toMatchObject({ attempts: 5, usedAt: expect.any(Number) });
  });

  it('answers the sixth code for one number within 15 minutes with 429 000429 and Retry-After', async () => {
    const phone = otherAccount.phone!;
    for (let i = 0; i < 5; i += 1) expect((await sendOtp(phone)).status).toBe(200);
    const sixth = await sendOtp<ErrorEntry[]>(phone);
    expect(sixth.status).toBe(429);
    expect(sixth.body[0]?.errorCode).toBe('000429');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outbox(t.sim, { kind: 'otp', to: phone })).toHaveLength(5);
  });
});

describe('privacy policy and terms acceptance', () => {
  it('keeps a one-time code valid across a 300 answer', async () => {
    const phone = termsAccount.phone!;
    await sendOtp(phone);
    const { code } = await lastMessage(t.sim, phone, 'otp');
    const otpLogin = (extra: object) => login({ identity: phone, secret: code, loginType: 'OTP', ...extra });
    expect((await otpLogin({})).status).toBe(300);
    expect((await otpLogin({ isPrivacyPolicyAccepted: true })).status).toBe(300);
    expect((await otpLogin({ isPrivacyPolicyAccepted: true, areTermsOfServiceAccepted: true })).status).toBe(200);
    // Back to not accepted for the tests below, through the raw data (json-server at /api/__db).
    const undo = await api(t.sim, 'PATCH', `/__db/users/${termsAccount.userId}`, { body: { privacyPolicyAccepted: false, termsOfServiceAccepted: false } });
    expect(undo.status).toBe(200);
  });

  it('answers 300 with content for an account that has not accepted, and creates no session', async () => {
    const sessionsBefore = cloudOnDisk<{ sessions: unknown[] }>(t.dataDir).sessions.length;
    const answer = await login<{ content: Record<string, unknown> }>({ identity: termsAccount.username, secret: termsAccount.password });
    expect(answer.status).toBe(300);
    expect(answer.body).toEqual({
      content: {
        identity: termsAccount.username,
        privacyPolicyPath: '/en/privacy-policy',
        termsOfServicePath: '/en/terms-of-service',
        isPrivacyPolicyAccepted: false,
        areTermsOfServiceAccepted: false,
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain(termsAccount.password);
    expect(cloudOnDisk<{ sessions: unknown[] }>(t.dataDir).sessions.length).toBe(sessionsBefore);
  });

  it('records one flag, asks again for the other, then logs in with both', async () => {
    const partial = await login<{ content: Record<string, unknown> }>({ identity: termsAccount.username, secret: termsAccount.password, isPrivacyPolicyAccepted: true });
    expect(partial.status).toBe(300);
    expect(partial.body.content).toMatchObject({ isPrivacyPolicyAccepted: true, areTermsOfServiceAccepted: false });
    const wrongPassword = await login({ identity: termsAccount.username, secret: 'Wrong-Pass-2026!', isPrivacyPolicyAccepted: true, areTermsOfServiceAccepted: true });
    expect(wrongPassword.status).toBe(401);
    const user = () => cloudOnDisk<{ users: Array<{ id: string; termsOfServiceAccepted?: boolean }> }>(t.dataDir).users.find((u) => u.id === termsAccount.userId);
    expect(user()?.termsOfServiceAccepted).toBe(false);
    const accepted = await login<{ data: LoginResult }>({
      identity: termsAccount.username,
      secret: termsAccount.password,
      isPrivacyPolicyAccepted: true,
      areTermsOfServiceAccepted: true,
    });
    expect(accepted.status).toBe(200);
    expect(user()?.termsOfServiceAccepted).toBe(true);
    expect((await login({ identity: termsAccount.username, secret: termsAccount.password })).status).toBe(200);
  });
});

describe('hash login', () => {
  const hashToken = (body: Record<string, unknown>) => control<{ data: { token: string; path: string; origin: string } }>(t.sim, 'POST', '/hash-tokens', body);

  it('logs in once with a token issued for origin hash_portal', async () => {
    const issued = await hashToken({ username: 'Demo@Homeport.test' });
    expect(issued.status).toBe(201);
    const { token, path } = issued.body.data;
    expect(path).toBe(`/hashloginredirect?username=demo%40homeport.test&token=${token}&origin=hash_portal`);
    const answer = await login<{ data: LoginResult }>({ identity: demoAccount.username, secret: token, loginType: 'hash_portal' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.userId).toBe(demoAccount.userId);
    expect((await login({ identity: demoAccount.username, secret: token, loginType: 'hash_portal' })).status).toBe(401);
  });

  it('refuses a token of another origin, for another username, or used as a password', async () => {
    const foreign = (await hashToken({ username: demoAccount.username, origin: 'partner_portal' })).body.data.token;
    const refused = await login<ErrorEntry[]>({ identity: demoAccount.username, secret: foreign, loginType: 'hash_portal' });
    expect(refused.status).toBe(401);
    expect(refused.body[0]?.errorCode).toBe('000401');
    const token = (await hashToken({ username: demoAccount.username })).body.data.token;
    expect((await login({ identity: otherAccount.username, secret: token, loginType: 'hash_portal' })).status).toBe(401);
    expect((await login({ identity: demoAccount.username, secret: token, loginType: 'EMAIL' })).status).toBe(401);
    expect((await login({ identity: demoAccount.username, secret: token, loginType: 'hash_portal' })).status).toBe(200);
  });

  it('validates the control call: 400 naming the field, 404 for an unknown user', async () => {
    const cases: Array<[body: Record<string, unknown>, field: string]> = [
      [{}, 'username'],
      [{ username: 'not-an-email' }, 'username'],
      [{ username: demoAccount.username, origin: 'a b' }, 'origin'],
      [{ username: demoAccount.username, ttlSeconds: 0 }, 'ttlSeconds'],
      [{ username: demoAccount.username, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) expect((await hashToken(body)).body, JSON.stringify(body)).toMatchObject([{ errorCode: '000400', field }]);
    expect((await hashToken({ username: 'nobody@homeport.test' })).status).toBe(404);
  });
});

describe('login_user', () => {
  it('is published on the user’s usr topic with the new session', async () => {
    const watcher = await loginAs(t.sim, demoAccount);
    const { client, topic } = await userEventsClient(t.sim, watcher);
    try {
      const event = nextEvent(client, topic, (e) => e.name === 'login_user');
      const fresh = await loginAs(t.sim, demoAccount);
      // Other sessions learn of the login by its ref, never its id.
      expect((await event)?.data).toEqual({ userId: demoAccount.userId, sessionRef: sessionRefOf(fresh.sessionId) });
    } finally {
      await client.endAsync(true);
    }
  });
});

describe('outbox', () => {
  it('filters by to (any case) and kind, newest last, and empties on DELETE', async () => {
    await sendOtp(DEMO_PHONE);
    const all = await outbox(t.sim);
    expect(all.length).toBeGreaterThan(1);
    expect(all.map((m) => Number(m.id.slice(4)))).toEqual([...all.map((m) => Number(m.id.slice(4)))].sort((a, b) => a - b));
    expect((await outbox(t.sim, { kind: 'otp', to: DEMO_PHONE })).every((m) => m.kind === 'otp' && m.to === DEMO_PHONE)).toBe(true);
    expect(await outbox(t.sim, { to: 'NOBODY@x.test' })).toEqual([]);
    expect((await control<ErrorEntry[]>(t.sim, 'GET', '/outbox?kind=fax')).body[0]).toMatchObject({ errorCode: '000400', field: 'kind' });
    const cleared = await control<{ data: { deleted: number } }>(t.sim, 'DELETE', '/outbox');
    expect(cleared.body.data.deleted).toBe(all.length);
    expect(await outbox(t.sim)).toEqual([]);
    expect(cloudOnDisk<{ outbox: unknown[] }>(t.dataDir).outbox).toEqual([]);
  });
});
