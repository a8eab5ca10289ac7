// The session rules of spec 1 §4.1, §4.4 and §8 in Debian's Chromium: each
// session end is caused the way it happens for real (another session of the
// same user, the server's idle limit, an administrator), through the
// simulator's REST API and control API, and the page must follow.
import { describe, expect, it } from 'vitest';
import { RestClient, sessionRefOf } from '@homeport/sdk';
import { portalPage, screenshot, sim, submitLogin, workerSimulator } from './browser';
import { DEMO } from '@homeport/test-support/accounts';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);

const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 15_000 }).toBe(path);
const storedSession = async () => JSON.parse((await ui.page.evaluate(() => localStorage.getItem('homeport.session'))) ?? 'null') as { sessionId: string; userId: string } | null;

/** Signs the demo user in and waits until its gateway answered over MQTT (the link, and so the user topic, is live). */
async function signInDemo() {
  await ui.page.goto(`${baseUrl}/login`);
  await submitLogin(ui.page, DEMO);
  await at('/gtw_settings');
  await ui.page.getByText('Ethernet').waitFor();
  const session = await storedSession();
  expect(session).not.toBeNull();
  return session!;
}

const liveSessions = async (userId: string) =>
  ((await sim(baseUrl, 'GET', `/sessions?userId=${userId}`)) as { data: Array<{ sessionRef: string; live: boolean }> }).data.filter((s) => s.live).map((s) => s.sessionRef);

describe('session ends the page follows', () => {
  it('a logout of every other session from a second sign-in returns this one to login with LOGGED_OUT_BY_OTHER_USER', async () => {
    const mine = await signInDemo();
    const other = new RestClient({ apiBase: `${baseUrl}/api` });
    const second = await other.auth.login(DEMO.identity, DEMO.secret);
    const secondClient = new RestClient({ apiBase: `${baseUrl}/api`, getSessionId: () => second.sessionId });
    await secondClient.request('POST', '/auth/logoutAll', { body: {} });
    await at('/login');
    await expect.poll(() => ui.page.getByRole('status').filter({ hasText: 'signed out from another session' }).count()).toBe(1);
    expect(await storedSession()).toBeNull();
    expect(await liveSessions(mine.userId)).toEqual([sessionRefOf(second.sessionId)]);
    await screenshot(ui.page, 'session-logged-out-by-other');
  });

  it('a session the server expires (client_expire_session) toasts and returns to login', async () => {
    const mine = await signInDemo();
    await sim(baseUrl, 'POST', `/sessions/${sessionRefOf(mine.sessionId)}/expire`);
    await at('/login');
    await expect.poll(() => ui.page.getByText('Your session has expired. Please sign in again.').count()).toBe(1);
    expect(await storedSession()).toBeNull();
  });

  it('an account deleted by an administrator returns to login with its message, and it cannot sign in again', async () => {
    const mine = await signInDemo();
    await sim(baseUrl, 'DELETE', `/users/${mine.userId}`);
    await at('/login');
    await expect.poll(() => ui.page.getByRole('alert').filter({ hasText: 'Account deleted' }).count()).toBe(1);
    await submitLogin(ui.page, DEMO);
    await expect.poll(() => ui.page.getByText('Wrong e-mail or password.').count()).toBe(1);
  });

  it('a forced logout (000622) shows its login-page message at the next call', async () => {
    const mine = await signInDemo();
    await sim(baseUrl, 'POST', `/users/${mine.userId}/force-logout`);
    // No event comes: the next REST call finds out. A reload makes the session check at start.
    await ui.page.reload();
    await at('/login');
    const message = ui.page.getByRole('alert').filter({ hasText: 'Signed out' });
    await expect.poll(() => message.count()).toBe(1);
    expect(await message.textContent()).toContain('Your session was ended by the service');
    expect(await storedSession()).toBeNull();
    await screenshot(ui.page, 'session-forced-logout');
  });

  it('after a forced logout the first tap on a device reports the sign-out only, not a device failure', async () => {
    const mine = await signInDemo();
    await ui.page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
    const outlet = ui.page.getByRole('switch', { name: /Living Room Outlet/i });
    await outlet.waitFor({ timeout: 15_000 });
    // The service ends the session: the broker drops the link, and the tap finds out.
    await sim(baseUrl, 'POST', `/users/${mine.userId}/force-logout`);
    await outlet.click();
    await at('/login');
    // Whichever learns of the end first says so: the REST check (000622, "Signed out") or the refused link (session expired).
    await expect.poll(() => ui.page.getByText(/Your session was ended by the service|Your session has expired/).count()).toBeGreaterThan(0);
    expect(await ui.page.getByText('The gateway did not accept the change.').count()).toBe(0);
    expect(await ui.page.getByText('Not sent: there is no connection to the server.').count()).toBe(0);
  });

  it('a gateway removed from the account while it is current shows gateway_removed; Continue goes on without it', async () => {
    await signInDemo();
    await sim(baseUrl, 'DELETE', '/gateways/HP1000000001/owner');
    await at('/gateway_removed');
    await expect.poll(() => ui.page.getByRole('heading', { level: 1 }).textContent()).toBe('This gateway was removed from your account');
    expect(await ui.page.getByText('Demo Home is no longer linked').count()).toBe(1);
    await ui.page.getByRole('button', { name: 'Continue' }).click();
    // The demo user's other gateway (offline) becomes current.
    await expect.poll(() => new URL(ui.page.url()).pathname).not.toBe('/gateway_removed');
    await expect.poll(() => ui.page.getByText('HP1000000002').count()).toBeGreaterThan(0);
  });
});

describe('the page each test starts on (portalPage)', () => {
  // The file's tests share one browser context; nothing a test leaves in it reaches the next.
  it('leaves a stored session, a cookie and the network off behind', async () => {
    await ui.page.goto(`${baseUrl}/config.js`);
    await ui.page.evaluate(() => localStorage.setItem('homeport.session', JSON.stringify({ sessionId: 'left', userId: 'behind' })));
    await ui.page.context().addCookies([{ name: 'left', value: 'behind', url: baseUrl }]);
    await ui.page.context().setOffline(true);
    expect(await ui.page.evaluate(() => navigator.onLine)).toBe(false);
  });

  it('starts signed out, without the cookie and online', async () => {
    await ui.page.goto(`${baseUrl}/config.js`);
    expect(await storedSession()).toBeNull();
    expect(await ui.page.context().cookies()).toEqual([]);
    expect(await ui.page.evaluate(() => navigator.onLine)).toBe(true);
  });
});
