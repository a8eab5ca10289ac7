import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry, LoginResult } from '@homeport/sdk';
import { demoAccount } from '../../seed/accounts';
import { api, startTestSim, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
beforeAll(async () => {
  t = await startTestSim({ gateways: 5 });
});
afterAll(() => t.stop());

const PORTAL = 'http://portal.test:5173';
const authQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({ client_id: 'homeport-portal', redirect_uri: `${PORTAL}/ssoredirect`, response_type: 'code', state: 'st-123', ...overrides });

/** Submits the identity provider's form as a browser would, without following the redirect. */
async function submitIdp(fields: Record<string, string>): Promise<URL> {
  const form = new URLSearchParams({ ...Object.fromEntries(authQuery()), ...fields });
  const response = await fetch(`${t.sim.httpUrl}/sim-idp/auth`, { method: 'POST', body: form, redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

describe('the identity provider at /sim-idp', () => {
  it('names itself in getRealmConfig on the origin of the call', async () => {
    const answer = await api<{ data: Record<string, string> }>(t.sim, 'GET', '/auth/getRealmConfig');
    expect(answer.body.data).toEqual({
      realm: 'homeport',
      clientId: 'homeport-portal',
      authServerUrl: `${t.sim.httpUrl}/sim-idp`,
      authorizationEndpoint: `${t.sim.httpUrl}/sim-idp/auth`,
      responseType: 'code',
    });
  });

  it('shows a labelled login form for a valid request and a 400 page for a bad one', async () => {
    const form = await fetch(`${t.sim.httpUrl}/sim-idp/auth?${authQuery().toString()}`);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('value="st-123"');
    const bads: Array<Record<string, string>> = [{ client_id: 'other' }, { response_type: 'token' }, { redirect_uri: 'http://evil.test/elsewhere' }, { state: '' }];
    for (const bad of bads) {
      const answer = await fetch(`${t.sim.httpUrl}/sim-idp/auth?${authQuery(bad).toString()}`);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    const escaped = await (await fetch(`${t.sim.httpUrl}/sim-idp/auth?${authQuery({ state: '"><script>' }).toString()}`)).text();
    expect(escaped).not.toContain('"><script>');
  });

  it('redirects a good sign-in to /ssoredirect with state, session_state and code, traded once for a session', async () => {
    const back = await submitIdp({ username: 'Demo@Homeport.test', password: demoAccount.password, action: 'login' });
    expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL}/ssoredirect`);
    const state = back.searchParams.get('state')!;
    const sessionState = back.searchParams.get('session_state')!;
    const code = back.searchParams.get('code')!;
    expect(state).toBe('st-123');
    expect(sessionState).not.toBe('');

    const trade = (body: Record<string, string>) => api<{ data: LoginResult } & ErrorEntry[]>(t.sim, 'POST', '/auth/retrieveSSOTokens', { body });
    const wrongState = await trade({ code, state: 'other', session_state: sessionState, instance: 'portal' });
    expect(wrongState.status).toBe(401);
    expect(wrongState.body[0]?.errorCode).toBe('000401');
    const answer = await trade({ code, state, session_state: sessionState, instance: 'portal' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ userId: demoAccount.userId, user: { username: demoAccount.username } });
    expect((await api(t.sim, 'GET', `/auth/session/read/${answer.body.data.sessionId}`)).status).toBe(200);
    expect((await trade({ code, state, session_state: sessionState })).status).toBe(401);
    expect((await trade({ code, state })).body[0]).toMatchObject({ errorCode: '000400', field: 'session_state' });
  });

  it('sends a wrong password and a cancel to /login-failed with error_msg', async () => {
    const wrong = await submitIdp({ username: demoAccount.username, password: 'nope', action: 'login' });
    expect(wrong.pathname).toBe('/login-failed');
    expect(Object.fromEntries(wrong.searchParams)).toMatchObject({ state: 'st-123', code: '', access_token: '', error_msg: 'Invalid username or password' });
    expect(wrong.searchParams.get('session_state')).not.toBe('');
    const cancelled = await submitIdp({ action: 'cancel' });
    expect(cancelled.pathname).toBe('/login-failed');
    expect(cancelled.searchParams.get('error_msg')).toBe('The sign-in was cancelled');
  });
});

describe('brands', () => {
  it('lists the active brands, the default first, and filters by clientId', async () => {
    const all = await api<{ data: Array<Record<string, unknown>> }>(t.sim, 'GET', '/clients/get');
    expect(all.body.data[0]).toEqual({
      brand: 'Homeport',
      clientId: 'homeport-portal',
      icon: 'homeport',
      isActive: true,
      isHaveOtpEnabled: true,
      isEmailEnabled: true,
      isForgotPasswordEnabled: true,
      isCreateAccountEnabled: true,
      environment: null,
    });
    expect(all.body.data.map((b) => b.environment)).toEqual([null, 'Google', 'Alexa', 'Google']);
    expect(JSON.stringify(all.body)).not.toContain('secret');
    expect((await api<{ data: Array<{ brand: string }> }>(t.sim, 'GET', '/clients/get?clientId=alexa-skill')).body.data.map((b) => b.brand)).toEqual(['Alexa']);
    expect((await api<{ data: unknown[] }>(t.sim, 'GET', '/clients/get?clientId=nobody')).body.data).toEqual([]);
    expect((await api<ErrorEntry[]>(t.sim, 'GET', '/clients/get?clientId=a&clientId=b')).body[0]).toMatchObject({ errorCode: '000400', field: 'clientId' });
  });
});
