import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry, LoginResult } from '@homeport/sdk';
import { DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, adminAccount, demoAccount, OTHER_SERIALS, viewerAccount } from '../../seed/accounts';
import { api, cloudOnDisk, loginAs, startTestSim, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
let demo: LoginResult;
beforeAll(async () => {
  t = await startTestSim({ gateways: 5 });
  demo = await loginAs(t.sim, demoAccount);
});
afterAll(() => t.stop());

const CALLBACK = 'http://localhost:4444/oauth-callback';
const params = (overrides: Record<string, string> = {}) => ({
  client_id: 'qa-partner',
  redirect_uri: CALLBACK,
  response_type: 'code',
  scope: 'devices scenes',
  state: 'xyz',
  ...overrides,
});
const authorize = <T = unknown>(body: Record<string, unknown>, sessionId = demo.sessionId) => api<T>(t.sim, 'POST', '/oauth2/authorize', { sessionId, body });

async function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${t.sim.httpUrl}/api${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers });
}

async function codeFor(serial = DEMO_ONLINE_SERIAL, overrides: Record<string, string> = {}): Promise<string> {
  const answer = await authorize<{ data: { code: string } }>({ ...params(overrides), serial_number: serial });
  expect(answer.status).toBe(200);
  return answer.body.data.code;
}

const token = (fields: Record<string, string>, headers?: Record<string, string>) => formPost('/oauth2/token', fields, headers);

describe('GET /oauth2/authorize', () => {
  it('describes a valid request, and refuses each bad parameter with 400 000400 naming it', async () => {
    const query = new URLSearchParams(params()).toString();
    expect((await api(t.sim, 'GET', `/oauth2/authorize?${query}`)).body).toEqual({
      data: { clientId: 'qa-partner', brand: 'QA Partner', environment: 'Google', redirectUri: CALLBACK, scope: ['devices', 'scenes'], state: 'xyz' },
    });
    const cases: Array<[overrides: Record<string, string>, field: string]> = [
      [{ client_id: 'nobody' }, 'client_id'],
      [{ client_id: 'homeport-portal' }, 'client_id'],
      [{ redirect_uri: 'http://localhost:4444/elsewhere' }, 'redirect_uri'],
      [{ redirect_uri: 'https://oauth-redirect.googleusercontent.com/r/homeport-sim' }, 'redirect_uri'],
      [{ redirect_uri: `${CALLBACK}?x=1` }, 'redirect_uri'],
      [{ response_type: 'token' }, 'response_type'],
      [{ scope: '' }, 'scope'],
      [{ scope: 'devices admin' }, 'scope'],
      [{ state: '' }, 'state'],
      [{ state: 'x'.repeat(513) }, 'state'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await api<ErrorEntry[]>(t.sim, 'GET', `/oauth2/authorize?${new URLSearchParams(params(overrides)).toString()}`);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body[0], JSON.stringify(overrides)).toMatchObject({ errorCode: '000400', field });
    }
  });

  it('sends a browser to the portal’s /login with the OAuth parameters', async () => {
    const response = await fetch(`${t.sim.httpUrl}/api/oauth2/authorize?${new URLSearchParams(params()).toString()}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, t.sim.httpUrl);
    expect(location.pathname).toBe('/login');
    expect(Object.fromEntries(location.searchParams)).toEqual({ client_id: 'qa-partner', state: 'xyz', redirect_uri: CALLBACK, response_type: 'code', scope: 'devices scenes' });
  });
});

describe('POST /oauth2/authorize', () => {
  it('answers JSON with the redirect URL carrying code and state', async () => {
    const answer = await authorize<{ data: { redirectUrl: string; code: string; state: string } }>({ ...params(), serial_number: DEMO_ONLINE_SERIAL.toLowerCase() });
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
    expect(url.searchParams.get('code')).toBe(answer.body.data.code);
    expect(url.searchParams.get('state')).toBe('xyz');
  });

  it('refuses JSON requests with the errorCode of each problem and issues no code', async () => {
    const tokensBefore = cloudOnDisk<{ tokens: unknown[] }>(t.dataDir).tokens.length;
    const offline = await authorize<ErrorEntry[]>({ ...params(), serial_number: DEMO_OFFLINE_SERIAL });
    expect(offline.status).toBe(503);
    expect(offline.body[0]?.errorCode).toBe('000503');
    const foreign = await authorize<ErrorEntry[]>({ ...params(), serial_number: OTHER_SERIALS[0] });
    expect(foreign.status).toBe(403);
    expect(foreign.body[0]?.errorCode).toBe('UDM_NOT_YOUR_DEVICE');
    expect((await authorize<ErrorEntry[]>({ ...params(), serial_number: 'HP9999999999' })).status).toBe(404);
    expect((await authorize<ErrorEntry[]>({ ...params(), serial_number: 'HP-1' })).body[0]).toMatchObject({ errorCode: '000400', field: 'serial_number' });
    expect((await authorize<ErrorEntry[]>({ ...params({ scope: 'root' }), serial_number: DEMO_ONLINE_SERIAL })).body[0]).toMatchObject({ errorCode: '000400', field: 'scope' });
    const noSession = await api<ErrorEntry[]>(t.sim, 'POST', '/oauth2/authorize', { body: { ...params(), serial_number: DEMO_ONLINE_SERIAL } });
    expect(noSession.status).toBe(401);
    expect(noSession.body[0]?.errorCode).toBe('00003');
    const admin = await loginAs(t.sim, adminAccount);
    expect((await authorize<ErrorEntry[]>({ ...params(), serial_number: DEMO_ONLINE_SERIAL }, admin.sessionId)).body[0]?.errorCode).toBe('UDM_NOT_YOUR_DEVICE');
    expect(cloudOnDisk<{ tokens: unknown[] }>(t.dataDir).tokens).toHaveLength(tokensBefore);
  });

  it('as a form post redirects with code and state, and errors go back to the client as RFC 6749 errors', async () => {
    const ok = await formPost('/oauth2/authorize', { ...params(), serial_number: DEMO_ONLINE_SERIAL, sessionId: demo.sessionId });
    expect(ok.status).toBe(302);
    const back = new URL(ok.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('xyz');
    expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const offline = new URL((await formPost('/oauth2/authorize', { ...params(), serial_number: DEMO_OFFLINE_SERIAL, sessionId: demo.sessionId })).headers.get('location')!);
    expect(Object.fromEntries(offline.searchParams)).toMatchObject({ error: 'access_denied', state: 'xyz' });
    const scope = new URL(
      (await formPost('/oauth2/authorize', { ...params({ scope: 'root' }), serial_number: DEMO_ONLINE_SERIAL, sessionId: demo.sessionId })).headers.get('location')!,
    );
    expect(scope.searchParams.get('error')).toBe('invalid_scope');
    const noSession = new URL((await formPost('/oauth2/authorize', { ...params(), serial_number: DEMO_ONLINE_SERIAL })).headers.get('location')!);
    expect(noSession.searchParams.get('error')).toBe('access_denied');
    // Before the client and its redirect URI are known good, nothing is redirected.
    const badRedirect = await formPost('/oauth2/authorize', { ...params({ redirect_uri: 'http://evil.test/cb' }), serial_number: DEMO_ONLINE_SERIAL, sessionId: demo.sessionId });
    expect(badRedirect.status).toBe(400);
    expect(((await badRedirect.json()) as ErrorEntry[])[0]).toMatchObject({ errorCode: '000400', field: 'redirect_uri' });
  });
});

describe('POST /oauth2/token', () => {
  it('trades a code once for tokens (form body or HTTP Basic), refreshes, and revokes on a replayed code', async () => {
    const code = await codeFor();
    const basic = `Basic ${Buffer.from('qa-partner:qa-partner-secret').toString('base64')}`;
    const wrongRedirect = await token({ grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:5555/oauth-callback' }, { authorization: basic });
    expect(wrongRedirect.status).toBe(400);
    expect(await wrongRedirect.json()).toMatchObject({ error: 'invalid_grant' });

    const first = await token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK }, { authorization: basic });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const tokens = (await first.json()) as { access_token: string; refresh_token: string; token_type: string; expires_in: number; scope: string };
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'devices scenes',
      access_token: expect.stringMatching(/^hpat_/),
      refresh_token: expect.stringMatching(/^hprt_/),
    });

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'qa-partner', client_secret: 'qa-partner-secret' });
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as { access_token: string }).access_token).not.toBe(tokens.access_token);

    const replay = await token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, client_id: 'qa-partner', client_secret: 'qa-partner-secret' });
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    const afterReplay = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'qa-partner', client_secret: 'qa-partner-secret' });
    expect(await afterReplay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers client and grant problems in RFC 6749 shape', async () => {
    const code = await codeFor();
    const wrongSecret = await token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, client_id: 'qa-partner', client_secret: 'nope' });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
    const otherClient = await token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, client_id: 'google-home', client_secret: 'google-home-secret' });
    expect(await otherClient.json()).toMatchObject({ error: 'invalid_grant' });
    const unsupported = await token({ grant_type: 'password', client_id: 'qa-partner', client_secret: 'qa-partner-secret' });
    expect(await unsupported.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const missing = await token({ client_id: 'qa-partner', client_secret: 'qa-partner-secret' });
    expect(await missing.json()).toMatchObject({ error: 'invalid_request' });
    const malformed = await fetch(`${t.sim.httpUrl}/api/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"grant_type":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'invalid_request' });
    // The code was not spent by the refusals.
    expect((await token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, client_id: 'qa-partner', client_secret: 'qa-partner-secret' })).status).toBe(200);
  });
});

describe('/oauth2_v2/token', () => {
  it('lists one grant per client and gateway without token values, and deletes them', async () => {
    const listed = await api<{ data: Array<Record<string, unknown>> }>(t.sim, 'GET', `/oauth2_v2/token/getTokens/${demo.userId}`, { sessionId: demo.sessionId });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        clientId: 'qa-partner',
        brand: 'QA Partner',
        environment: 'Google',
        serial_number: DEMO_ONLINE_SERIAL,
        scope: ['devices', 'scenes'],
        createdAt: expect.any(Number),
        expiresAt: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toMatch(/hpat_|hprt_|Hash/);

    const admin = await loginAs(t.sim, adminAccount);
    expect((await api(t.sim, 'GET', `/oauth2_v2/token/getTokens/${demo.userId}`, { sessionId: admin.sessionId })).status).toBe(200);
    const foreign = await api<ErrorEntry[]>(t.sim, 'GET', `/oauth2_v2/token/getTokens/${adminAccount.userId}`, { sessionId: demo.sessionId });
    expect(foreign.status).toBe(403);
    expect(foreign.body[0]?.errorCode).toBe('000403');

    const del = (body: Record<string, unknown>) =>
      api<ErrorEntry[] & { data: { deleted: number } }>(t.sim, 'DELETE', '/oauth2_v2/token/deleteToken', { sessionId: demo.sessionId, body });
    expect((await del({ user: demo.userId, clientId: 'qa-partner', serial_number: DEMO_OFFLINE_SERIAL })).status).toBe(404);
    expect((await del({ user: demo.userId })).body[0]).toMatchObject({ errorCode: '000400', field: 'clientId' });
    expect((await del({ user: adminAccount.userId, clientId: 'qa-partner' })).status).toBe(403);
    // spec 1 §6: a read-only admin lists a user's linked services but removes none.
    const viewer = await loginAs(t.sim, viewerAccount);
    expect((await api(t.sim, 'GET', `/oauth2_v2/token/getTokens/${demo.userId}`, { sessionId: viewer.sessionId })).status).toBe(200);
    const readOnly = await api<ErrorEntry[]>(t.sim, 'DELETE', '/oauth2_v2/token/deleteToken', { sessionId: viewer.sessionId, body: { user: demo.userId, clientId: 'qa-partner' } });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body[0]?.errorCode).toBe('000403');
    expect(cloudOnDisk<{ oauthGrants: unknown[] }>(t.dataDir).oauthGrants).toHaveLength(1);
    expect((await del({ user: demo.userId, clientId: 'qa-partner', serial_number: DEMO_ONLINE_SERIAL })).body.data).toEqual({ deleted: 1 });
    expect(cloudOnDisk<{ oauthGrants: unknown[] }>(t.dataDir).oauthGrants).toEqual([]);
  });

  it('reads the query string when a DELETE carries no body', async () => {
    const code = await codeFor(DEMO_ONLINE_SERIAL, { client_id: 'qa-partner' });
    await token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, client_id: 'qa-partner', client_secret: 'qa-partner-secret' });
    const answer = await api<{ data: { deleted: number } }>(t.sim, 'DELETE', `/oauth2_v2/token/deleteToken?user=${demo.userId}&clientId=qa-partner`, { sessionId: demo.sessionId });
    expect(answer.body.data).toEqual({ deleted: 1 });
  });
});
