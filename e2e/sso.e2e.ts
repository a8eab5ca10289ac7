// Single sign-on, hash login, OAuth2 linking and the open pages of spec 1
// §2.1, §4.1 and §7.1 in Debian's Chromium: the simulator's identity
// provider is signed into as a person would, and the partner's side of the
// OAuth2 flow is a real HTTP server on a free port that trades the code at
// the simulator's token endpoint, as a voice-assistant cloud would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, portalPage, screenshot, sim, submitLogin, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const DEMO = ACCOUNTS.demo;

const ui = portalPage(baseUrl);
const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 15_000 }).toBe(path);

/** The partner (client qa-partner): its callback trades the code for tokens and shows what it got. */
let partner: Server;
let callbackUrl = '';
const tokenAnswers: unknown[] = [];
beforeAll(async () => {
  partner = createServer((req, res) => {
    const url = new URL(req.url ?? '/', callbackUrl);
    const code = url.searchParams.get('code');
    const reply = (text: string) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Partner</title><h1>${text}</h1>`);
    if (!code) return reply(`Partner: ${url.searchParams.get('error') ?? 'no code'}`);
    fetch(`${baseUrl}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callbackUrl, client_id: 'qa-partner', client_secret: 'qa-partner-secret' }),
    })
      .then(async (answer) => {
        tokenAnswers.push({ status: answer.status, body: await answer.json() });
        reply(answer.ok ? 'Partner: linked' : 'Partner: token refused');
      })
      .catch(() => reply('Partner: token call failed'));
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/oauth-callback`;
});
afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

const linkingLogin = (redirect = callbackUrl) =>
  `${baseUrl}/login?${new URLSearchParams({ client_id: 'qa-partner', redirect_uri: redirect, response_type: 'code', scope: 'devices scenes', state: 'xyz-42' })}`;

describe('single sign-on and hash login', () => {
  it('signs in through the identity provider and lands where a sign-in does', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await ui.page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await expect.poll(() => ui.page.title()).toBe('Homeport sign-in');
    await ui.page.getByLabel('Username').fill(DEMO.identity);
    await ui.page.getByLabel('Password').fill(DEMO.secret);
    await ui.page.getByRole('button', { name: 'Sign in' }).click();
    await at('/gtw_settings');
    await ui.page.getByRole('heading', { name: 'Gateway settings' }).waitFor();
  });

  it('shows the identity provider’s reason on /login-failed, and back leads to sign-in', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await ui.page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await ui.page.getByLabel('Username').fill(DEMO.identity);
    await ui.page.getByLabel('Password').fill('Wrong-Pass-1!');
    await ui.page.getByRole('button', { name: 'Sign in' }).click();
    await at('/login-failed');
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toBe('The sign-in service said: Invalid username or password');
    await screenshot(ui.page, 'sso-login-failed');
    await ui.page.getByRole('link', { name: 'Back to sign in' }).click();
    await at('/login');
  });

  it('refuses an answer this tab did not ask for', async () => {
    await ui.page.goto(`${baseUrl}/ssoredirect?state=forged&session_state=s&code=c`);
    await at('/login');
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toContain('was not for this browser tab');
  });

  it('signs in by a hash link of origin hash_portal', async () => {
    const { data } = (await sim(baseUrl, 'POST', '/hash-tokens', { username: DEMO.identity })) as { data: { path: string } };
    await ui.page.goto(`${baseUrl}${data.path}`);
    await at('/gtw_settings');
  });

  it('refuses a hash link of another origin', async () => {
    const foreign = (await sim(baseUrl, 'POST', '/hash-tokens', { username: DEMO.identity, origin: 'partner_portal' })) as { data: { path: string } };
    await ui.page.goto(`${baseUrl}${foreign.data.path}`);
    await at('/login');
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toContain('could not sign you in');
  });
});

describe('OAuth2 linking', () => {
  it('shows the partner on login with its options, then links the chosen online gateway', async () => {
    await ui.page.goto(linkingLogin());
    await ui.page.getByText('Sign in to link your Homeport account with QA Partner.').waitFor();
    // The partner's brand offers neither the phone code nor a new account (docs/contracts.md "Brands").
    expect(await ui.page.getByRole('radio', { name: 'Phone code' }).count()).toBe(0);
    expect(await ui.page.getByRole('link', { name: 'Create an account' }).count()).toBe(0);
    await screenshot(ui.page, 'oauth-login');
    await submitLogin(ui.page, DEMO);

    await at('/oauth2-dialog');
    await ui.page.getByRole('heading', { name: 'Link with QA Partner' }).waitFor();
    const choices = ui.page.getByRole('group', { name: 'Choose the gateway to link' }).getByRole('radio');
    // Only the online gateway of the demo account is offered (HP1000000002 is offline).
    await expect.poll(() => choices.count()).toBe(1);
    expect(await ui.page.getByRole('list', { name: 'What QA Partner may do' }).getByRole('listitem').allTextContents()).toEqual([
      'see and control the devices of the gateway',
      'see and run its scenes',
    ]);
    await screenshot(ui.page, 'oauth-dialog');
    await ui.page.getByRole('radio', { name: /HP1000000001/ }).check();
    await ui.page.getByRole('button', { name: 'Allow' }).click();

    await expect.poll(() => ui.page.url()).toContain(callbackUrl);
    expect(new URL(ui.page.url()).searchParams.get('state')).toBe('xyz-42');
    await ui.page.getByRole('heading', { name: 'Partner: linked' }).waitFor();
    expect(tokenAnswers.at(-1)).toMatchObject({ status: 200, body: { token_type: 'Bearer', scope: 'devices scenes' } });

    // The link is the user's, listed by the token routes.
    const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
    const { data: session } = (await login.json()) as { data: { sessionId: string; userId: string } };
    const tokens = await fetch(`${baseUrl}/api/oauth2_v2/token/getTokens/${session.userId}`, { headers: { sessionId: session.sessionId } });
    expect(((await tokens.json()) as { data: unknown[] }).data).toEqual([expect.objectContaining({ clientId: 'qa-partner', serial_number: 'HP1000000001' })]);
  });

  it('goes straight to the gateway choice when already signed in, and Cancel answers access_denied', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await submitLogin(ui.page, DEMO);
    await at('/gtw_settings');
    await ui.page.goto(linkingLogin());
    await at('/oauth2-dialog');
    await ui.page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => ui.page.url()).toContain(callbackUrl);
    const back = new URL(ui.page.url()).searchParams;
    expect([back.get('error'), back.get('state')]).toEqual(['access_denied', 'xyz-42']);
  });

  it('refuses a request whose redirect is not registered, and a later sign-in is an ordinary one', async () => {
    await ui.page.goto(linkingLogin('https://evil.example/oauth-callback'));
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toContain('This linking request is not valid');
    await submitLogin(ui.page, DEMO);
    await at('/gtw_settings');
  });
});

describe('open pages', () => {
  it('draws the QR code for anyone, and says so when the code is missing', async () => {
    await ui.page.goto(`${baseUrl}/qr-code?code=HP-PAIR-1234`);
    await ui.page.getByRole('img', { name: 'QR code for HP-PAIR-1234' }).waitFor();
    await screenshot(ui.page, 'qr-code');
    await ui.page.goto(`${baseUrl}/qr-code`);
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toContain('no code to show');
  });

  it('shows the terms and privacy pages, the German routes with a note', async () => {
    await ui.page.goto(`${baseUrl}/en/terms-of-service`);
    await ui.page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
    await ui.page.getByRole('link', { name: 'Privacy policy' }).click();
    await at('/en/privacy-policy');
    await ui.page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await ui.page.goto(`${baseUrl}/agb`);
    await ui.page.getByText('This portal is available in English only').waitFor();
    await screenshot(ui.page, 'terms-de');
  });
});
