// The sdk's single sign-on, hash login, brand and OAuth2 calls against the
// real simulator (spec 1 §2.1, §3, §7.1): the identity provider's form is
// posted as a browser would, and the partner's token exchange is made as a
// voice-assistant cloud would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, OAuthRequest } from '@homeport/sdk';
import { DEMO, DEMO_OFFLINE, DEMO_ONLINE, control, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

/** Posts the identity provider's login form and returns where it redirects. */
async function idpSignIn(form: Record<string, string>): Promise<URL> {
  const config = await restFor(h.sim).sso.realmConfig();
  const response = await fetch(config.authorizationEndpoint, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.clientId, redirect_uri: `${h.sim.httpUrl}/ssoredirect`, response_type: 'code', state: 'st-1', ...form }),
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

describe('single sign-on', () => {
  it('names the identity provider and trades its code once for a session', async () => {
    const config = await restFor(h.sim).sso.realmConfig();
    expect(config).toMatchObject({ realm: 'homeport', clientId: 'homeport-portal', responseType: 'code' });
    expect(config.authorizationEndpoint).toBe(`${h.sim.httpUrl}/sim-idp/auth`);

    const back = await idpSignIn({ username: DEMO.identity, password: DEMO.secret, action: 'login' });
    expect(back.pathname).toBe('/ssoredirect');
    const answer = { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '', session_state: back.searchParams.get('session_state') ?? '' };
    expect(answer.state).toBe('st-1');

    // The code answers only with the state it was issued for.
    expect(await failure(restFor(h.sim).sso.retrieveTokens({ ...answer, state: 'other' }))).toMatchObject({ status: 401 });
    const session = await restFor(h.sim).sso.retrieveTokens(answer);
    expect(session.user.username).toBe(DEMO.identity);
    expect(await failure(restFor(h.sim).sso.retrieveTokens(answer))).toMatchObject({ status: 401 });
  });

  it('sends a wrong password and a cancel to /login-failed with a message', async () => {
    const wrong = await idpSignIn({ username: DEMO.identity, password: 'nope', action: 'login' });
    expect(wrong.pathname).toBe('/login-failed');
    expect(wrong.searchParams.get('error_msg')).toMatch(/invalid username or password/i);
    const cancelled = await idpSignIn({ action: 'cancel' });
    expect(cancelled.searchParams.get('error_msg')).toMatch(/cancelled/i);
  });

  it('signs in with a hash token of origin hash_portal only, once', async () => {
    const issue = async (origin: string) =>
      ((await (await control(h.sim, 'POST', '/hash-tokens', { username: DEMO.identity, origin })).json()) as { data: { token: string } }).data.token;
    const token = await issue('hash_portal');
    const outcome = await restFor(h.sim).auth.signIn({ identity: DEMO.identity, secret: token, loginType: 'hash_portal' });
    expect(outcome.kind).toBe('signedIn');
    expect(await failure(restFor(h.sim).auth.signIn({ identity: DEMO.identity, secret: token, loginType: 'hash_portal' }))).toMatchObject({ status: 401 });
    const foreign = await issue('partner_portal');
    expect(await failure(restFor(h.sim).auth.signIn({ identity: DEMO.identity, secret: foreign, loginType: 'hash_portal' }))).toMatchObject({ status: 401 });
  });
});

describe('brands and OAuth2 linking', () => {
  const partner = (redirect = 'http://localhost:4444/oauth-callback'): OAuthRequest => ({
    client_id: 'qa-partner',
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'devices scenes',
    state: 'partner-state',
  });

  it('lists the brands, the default one with every login option', async () => {
    const brands = await restFor(h.sim).sso.brands();
    expect(brands.find((b) => b.clientId === 'homeport-portal')).toMatchObject({ environment: null, isHaveOtpEnabled: true, isCreateAccountEnabled: true });
    expect(await restFor(h.sim).sso.brands('alexa-skill')).toEqual([expect.objectContaining({ brand: 'Alexa', environment: 'Alexa' })]);
    expect(await restFor(h.sim).sso.brands('nobody')).toEqual([]);
  });

  it('checks the partner request and names the wrong field', async () => {
    expect(await restFor(h.sim).sso.checkOAuthRequest(partner())).toMatchObject({ brand: 'QA Partner', scope: ['devices', 'scenes'] });
    const error = await failure(restFor(h.sim).sso.checkOAuthRequest(partner('https://evil.example/oauth-callback')));
    expect(error).toMatchObject({ status: 400 });
  });

  it('authorizes an online gateway, gives tokens for the code, lists and unlinks them', async () => {
    const session = await login(h.sim, DEMO);
    const rest = restFor(h.sim, session);
    expect(await failure(rest.sso.authorize({ ...partner(), serial_number: DEMO_OFFLINE }))).toMatchObject({ status: 503 });
    const granted = await rest.sso.authorize({ ...partner(), serial_number: DEMO_ONLINE });
    const redirect = new URL(granted.redirectUrl);
    expect(redirect.searchParams.get('state')).toBe('partner-state');

    const token = await fetch(`${h.sim.httpUrl}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('qa-partner:qa-partner-secret').toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: granted.code, redirect_uri: partner().redirect_uri }),
    });
    expect(token.status).toBe(200);
    expect(await token.json()).toMatchObject({ token_type: 'Bearer', scope: 'devices scenes' });

    const linked = await rest.sso.linkedServices(session.userId);
    expect(linked).toEqual([expect.objectContaining({ clientId: 'qa-partner', brand: 'QA Partner', serial_number: DEMO_ONLINE })]);
    expect(await rest.sso.unlinkService({ user: session.userId, clientId: 'qa-partner' })).toEqual({ deleted: 1 });
    expect(await rest.sso.linkedServices(session.userId)).toEqual([]);
    expect(await failure(rest.sso.unlinkService({ user: session.userId, clientId: 'qa-partner' }))).toMatchObject({ status: 404 });
  });
});
