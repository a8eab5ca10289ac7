// The per-client count of wrong guesses (docs/decisions.md "Guessing doors"):
// one client spraying many identities, over every door, and who "one client" is.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEntry } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../../seed/accounts';
import { api, control, factorySecretsOf, retryAfterOf, startTestSim, statusCounts, testClock, type TestSim } from '../../../test/harness/simHarness';
import type { Simulator } from '../../options';

let t: TestSim;
const clock = testClock();
beforeAll(async () => {
  t = await startTestSim({ gateways: 5, clock });
});
afterAll(() => t.stop());
beforeEach(async () => {
  expect((await control(t.sim, 'POST', '/reset')).status).toBe(200);
});

const sprayIdentity = (i: number) => `spray${i}@example.test`;
const SPRAY_SECRET = 'Spray-Pass-2026!';
/** A login with a chosen X-Forwarded-For (raw fetch: the harness sends no such header). */
async function loginFrom(sim: Simulator, forwardedFor: string, identity: string, secret: string): Promise<number> {
  const response = await fetch(`${sim.httpUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ identity, secret }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('one client spraying many identities', () => {
  it('checks 20 of 40 identities sprayed at once, then refuses that client at every door for 15 minutes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => api<ErrorEntry[]>(t.sim, 'POST', '/auth/login', { body: { identity: sprayIdentity(i), secret: SPRAY_SECRET } })),
    );
    expect(statusCounts(answers)).toEqual({ 401: 20, 429: 20 });

    // The right password of an untouched account is not checked either.
    const demo = await api<ErrorEntry[]>(t.sim, 'POST', '/auth/login', { body: { identity: demoAccount.username, secret: demoAccount.password } });
    expect(demo.status).toBe(429);
    expect(demo.body[0]?.errorCode).toBe('000429');
    expect(retryAfterOf(demo)).toBeGreaterThan(60);
    expect(retryAfterOf(demo)).toBeLessThanOrEqual(15 * 60);
    // The local interface with its right password, and the single sign-on form.
    const { localPassword } = await factorySecretsOf(t.sim, DEMO_ONLINE_SERIAL);
    const local = await fetch(`${t.sim.httpUrl}/local/${DEMO_ONLINE_SERIAL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: localPassword }),
    });
    expect(local.status).toBe(429);
    const idp = await fetch(`${t.sim.httpUrl}/sim-idp/auth`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        client_id: 'homeport-portal',
        redirect_uri: 'http://portal.test/ssoredirect',
        response_type: 'code',
        state: 's',
        username: demoAccount.username,
        password: demoAccount.password,
      }),
    });
    expect(new URL(idp.headers.get('location')!).searchParams.get('error_msg')).toBe('Too many failed logins, try again later');

    clock.advance(retryAfterOf(demo) * 1000);
    expect((await api(t.sim, 'POST', '/auth/login', { body: { identity: demoAccount.username, secret: demoAccount.password } })).status).toBe(200);
  });

  it('keeps the client’s count through a right password in between (an attacker’s own account wipes nothing)', async () => {
    for (let i = 0; i < 19; i += 1) expect((await api(t.sim, 'POST', '/auth/login', { body: { identity: sprayIdentity(i), secret: SPRAY_SECRET } })).status).toBe(401);
    expect((await api(t.sim, 'POST', '/auth/login', { body: { identity: demoAccount.username, secret: demoAccount.password } })).status).toBe(200);
    expect((await api(t.sim, 'POST', '/auth/login', { body: { identity: sprayIdentity(19), secret: SPRAY_SECRET } })).status).toBe(401);
    expect((await api(t.sim, 'POST', '/auth/login', { body: { identity: sprayIdentity(20), secret: SPRAY_SECRET } })).status).toBe(429);
  });

  it('counts wrong OAuth2 client secrets per client_id and address: the sixth, right or wrong, is 429 temporarily_unavailable', async () => {
    const token = (secret: string) =>
      fetch(`${t.sim.httpUrl}/api/oauth2/token`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: 'qa-partner', client_secret: secret, grant_type: 'refresh_token', refresh_token: 'not-a-token' }),
      });
    const wrong = await Promise.all(Array.from({ length: 8 }, (_, i) => token(`guess-${i}`)));
    expect(statusCounts(wrong)).toEqual({ 401: 5, 429: 3 });
    const locked = await token('qa-partner-secret');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ error: 'temporarily_unavailable' });
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    clock.advance(60_000);
    // The right secret is checked again: the refresh token is what is wrong now.
    expect(await (await token('qa-partner-secret')).json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('who one client is', () => {
  it('ignores X-Forwarded-For by default: forged addresses are still one client', async () => {
    const statuses = [];
    for (let i = 0; i < 25; i += 1) statuses.push(await loginFrom(t.sim, `198.51.100.${i + 1}`, sprayIdentity(i), SPRAY_SECRET));
    expect(statusCounts(statuses.map((status) => ({ status })))).toEqual({ 401: 20, 429: 5 });
  });

  it('reads the client from X-Forwarded-For behind a proxy (trustProxy): 25 addresses are 25 clients', async () => {
    const proxied = await startTestSim({ gateways: 5, clock, trustProxy: true });
    try {
      const statuses = [];
      for (let i = 0; i < 25; i += 1) statuses.push(await loginFrom(proxied.sim, `198.51.100.${i + 1}`, sprayIdentity(i), SPRAY_SECRET));
      expect(statusCounts(statuses.map((status) => ({ status })))).toEqual({ 401: 25 });
      // ...while 21 from one address behind the proxy are still limited.
      const one = [];
      for (let i = 0; i < 21; i += 1) one.push(await loginFrom(proxied.sim, '203.0.113.9', sprayIdentity(100 + i), SPRAY_SECRET));
      expect(statusCounts(one.map((status) => ({ status })))).toEqual({ 401: 20, 429: 1 });
    } finally {
      await proxied.stop();
    }
  });
});
