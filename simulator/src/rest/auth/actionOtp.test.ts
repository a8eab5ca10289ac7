import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRefOf, type ErrorEntry } from '@homeport/sdk';
import { demoAccount } from '../../seed/accounts';
import { api, control, lastMessage, loginAs, startTestSim, testClock, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
const clock = testClock();
beforeAll(async () => {
  t = await startTestSim({ gateways: 5, clock });
});
afterAll(() => t.stop());

const send = (sessionId?: string) =>
  api<{ data: { otpSent: boolean; expiresIn: number; channel: string; to: string } }>(t.sim, 'POST', '/auth/otp/authorize/send', { sessionId, body: {} });
const verify = (sessionId: string, otp: unknown) =>
  api<{ data: { authorized: boolean } } & ErrorEntry[]>(t.sim, 'POST', '/auth/otp/authorize/verify', { sessionId, body: { otp } });
const authorizedUntil = async (sessionId: string) =>
  (await control<{ data: Array<{ sessionRef: string; otpAuthorizedUntil: number | null }> }>(t.sim, 'GET', `/sessions?userId=${demoAccount.userId}`)).body.data.find(
    (s) => s.sessionRef === sessionRefOf(sessionId),
  )?.otpAuthorizedUntil;

describe('OTP authorization before sensitive actions', () => {
  it('sends a 6-digit code to the account e-mail and authorizes the session with it, once', async () => {
    const { sessionId } = await loginAs(t.sim, demoAccount);
    const sent = await send(sessionId);
    expect(sent.body.data).toMatchObject({ otpSent: true, expiresIn: 300, channel: 'email', to: demoAccount.username });
    const message = await lastMessage(t.sim, demoAccount.username, 'otp');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(await authorizedUntil(sessionId)).toBeNull();
    const ok = await verify(sessionId, message.code);
    expect(ok.status).toBe(200);
    expect(ok.body.data.authorized).toBe(true);
    expect(await authorizedUntil(sessionId)).toBeGreaterThan(Date.now());
    const again = await verify(sessionId, message.code);
    expect(again.status).toBe(400);
  });

  it('refuses a code that is not exactly 6 digits, and a wrong one, changing nothing', async () => {
    const { sessionId } = await loginAs(t.sim, demoAccount);
    await send(sessionId);
    const message = await lastMessage(t.sim, demoAccount.username, 'otp');
    for (const bad of ['12345', '1234567', 'abcdef', 123456, null]) {
      const answer = await verify(sessionId, bad);
      expect(answer.status).toBe(400);
      expect(answer.body[0]).toMatchObject({ errorCode: '000400', field: 'otp' });
    }
    const wrong = message.code === '000000' ? '000001' : '000000';
    const refused = await verify(sessionId, wrong);
    expect(refused.body[0]).toMatchObject({ errorCode: '000400', field: 'otp', message: 'Wrong code' });
    expect(await authorizedUntil(sessionId)).toBeNull();
    // Format errors do not count as attempts; the right code still works.
    expect((await verify(sessionId, message.code)).status).toBe(200);
  });

  it('voids the code after five wrong ones, which also lock the account for a minute, and needs a session', async () => {
    const { sessionId } = await loginAs(t.sim, demoAccount);
    await send(sessionId);
    const message = await lastMessage(t.sim, demoAccount.username, 'otp');
    const wrong = message.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(sessionId, wrong)).status).toBe(400);
    // The fifth wrong code counted against the account (docs/decisions.md "Guessing doors").
    const locked = await verify(sessionId, message.code);
    expect(locked.status).toBe(429);
    expect(locked.body[0]?.errorCode).toBe('000429');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    clock.advance(61_000);
    const late = await verify(sessionId, message.code);
    expect(late.status).toBe(400);
    expect(late.body[0]?.message).toMatch(/expired/);
    expect((await send()).status).toBe(401);
  });
});
