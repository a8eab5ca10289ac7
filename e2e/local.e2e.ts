// The gateway's local interface (spec 1 §2.5, spec 2 §7) in Debian's
// Chromium, against the simulator's emulated LAN API at /local/{serial}/.
import { beforeAll, describe, expect, it } from 'vitest';
import { factorySecretsOf, portalPage, screenshot, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const SERIAL = 'HP1000000001';
/** The gateway's factory password: random per folder, read off its sticker through the control API. */
let FACTORY = '';
const home = `${baseUrl}/local/${SERIAL}`;

const ui = portalPage(baseUrl, { viewport: { width: 1280, height: 900 } });
beforeAll(async () => {
  FACTORY = (await factorySecretsOf(baseUrl, SERIAL)).localPassword;
});

const waitForPath = (path: string) => ui.page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

async function signIn(password = FACTORY) {
  await ui.page.getByLabel('Gateway password').fill(password);
  await ui.page.getByRole('button', { name: 'Sign in' }).click();
}

/** What the gateway itself reports, read over its LAN API (not through the ui.page). */
async function boardOverLan(): Promise<{ wifi: { ssid: string | null; state: string } }> {
  const digest = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(FACTORY))), (b) => b.toString(16).padStart(2, '0')).join('');
  const login = (await (
    await fetch(`${home}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: digest }) })
  ).json()) as { data: { sessionId: string } };
  const board = (await (await fetch(`${home}/api/get-board-info`, { headers: { sessionId: login.data.sessionId } })).json()) as {
    data: { wifi: { ssid: string | null; state: string } };
  };
  return board.data;
}

describe('local gateway interface', () => {
  it('sends a visitor to login, shows the server text for a wrong password, then the gateway info', async () => {
    await ui.page.goto(`${home}/gateway-info`);
    await waitForPath(`/local/${SERIAL}/login`);
    await ui.page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => ui.page.getByRole('alert').innerText()).toBe('Enter the gateway password');

    await signIn('not-the-password');
    await expect.poll(() => ui.page.getByRole('alert').innerText()).toMatch(/wrong password/i);
    await screenshot(ui.page, 'local-login-error');

    await signIn();
    await waitForPath(`/local/${SERIAL}/gateway-info`);
    const board = ui.page.getByRole('region', { name: 'Board' });
    await expect.poll(() => board.innerText()).toContain(SERIAL);
    await expect.poll(() => board.innerText()).toMatch(/([0-9A-F]{2}:){5}[0-9A-F]{2}/);
    await expect.poll(() => ui.page.getByRole('region', { name: 'Platform' }).innerText()).toMatch(/Application version/);
    await screenshot(ui.page, 'local-gateway-info');

    // A reload keeps the local session; logging out ends it.
    await ui.page.reload();
    await expect.poll(() => ui.page.getByRole('region', { name: 'Board' }).innerText()).toContain(SERIAL);
    await ui.page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(`/local/${SERIAL}/login`);
  });

  it('scans, refuses a bad password before sending, connects to the home network and fails on an unknown one', async () => {
    await ui.page.goto(`${home}/`);
    await signIn();
    await waitForPath(`/local/${SERIAL}/gateway-info`);
    const wifi = ui.page.getByRole('region', { name: 'Wi-Fi' });
    await wifi.getByRole('button', { name: 'Scan for networks' }).click();
    const rows = wifi.getByRole('table', { name: 'Networks in range' }).getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    const homeSsid = `Homeport-${SERIAL.slice(-4)}`;
    await expect.poll(() => wifi.getByRole('img', { name: /signal/ }).count()).toBeGreaterThan(2);

    await wifi.getByRole('button', { name: `Choose ${homeSsid}` }).click();
    expect(await wifi.getByLabel('Network name (SSID)').inputValue()).toBe(homeSsid);
    expect(await wifi.getByLabel('Security').inputValue()).toBe('WPA2');
    await expect.poll(() => ui.page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
    await ui.page.keyboard.type('short');
    await wifi.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => wifi.getByText('A WPA password is 8 to 63 characters').count()).toBe(1);
    expect((await boardOverLan()).wifi.state).not.toBe('connecting');
    await screenshot(ui.page, 'local-wifi-form');

    // Open networks have no password: the field is cleared and disabled.
    await wifi.getByLabel('Security').selectOption('none');
    expect(await wifi.getByLabel('Password', { exact: true }).isDisabled()).toBe(true);
    expect(await wifi.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await wifi.getByLabel('Security').selectOption('WPA2');
    await wifi.getByLabel('Password', { exact: true }).fill('home-network-key');
    await wifi.getByRole('button', { name: 'Connect' }).click();
    await waitForPath(`/local/${SERIAL}/trying-to-connect`);
    await expect.poll(() => ui.page.getByRole('heading', { level: 1 }).innerText()).toBe(`Trying to connect to ${homeSsid}`);
    await screenshot(ui.page, 'local-trying-to-connect');
    await expect.poll(() => ui.page.getByRole('status').filter({ hasText: 'is connected' }).count(), { timeout: 15_000 }).toBe(1);
    expect((await boardOverLan()).wifi).toMatchObject({ ssid: homeSsid, state: 'connected' });
    await ui.page.getByRole('link', { name: 'Back to gateway information' }).click();
    await expect.poll(() => ui.page.getByRole('region', { name: 'Board' }).innerText()).toContain(`Connected to ${homeSsid}`);

    await ui.page.getByRole('region', { name: 'Wi-Fi' }).getByLabel('Network name (SSID)').fill('Nowhere-5G');
    await ui.page.getByRole('region', { name: 'Wi-Fi' }).getByLabel('Password', { exact: true }).fill('whatever-key');
    await ui.page.getByRole('region', { name: 'Wi-Fi' }).getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => ui.page.getByRole('alert').innerText(), { timeout: 15_000 }).toMatch(/could not connect to Nowhere-5G/);
    expect((await boardOverLan()).wifi).toMatchObject({ ssid: 'Nowhere-5G', state: 'failed' });
  });

  it('sets the time zone and changes the gateway password', async () => {
    await ui.page.goto(`${home}/`);
    await signIn();
    await waitForPath(`/local/${SERIAL}/gateway-info`);
    const zone = ui.page.getByRole('region', { name: 'Time zone' });
    const select = zone.getByLabel('Time zone');
    await expect.poll(() => select.inputValue()).not.toBe('');
    const before = await select.inputValue();
    const options = await select.locator('option').allTextContents();
    const target = options.find((o) => o !== before)!;
    await select.selectOption(target);
    await zone.getByRole('button', { name: 'Save time zone' }).click();
    await expect.poll(() => ui.page.getByRole('status').innerText()).toContain('Time zone saved');
    await ui.page.reload();
    await expect.poll(() => ui.page.getByRole('region', { name: 'Time zone' }).getByLabel('Time zone').inputValue()).toBe(target);

    const password = ui.page.getByRole('region', { name: 'Gateway password' });
    await password.getByLabel('Current password').fill('wrong-current');
    await password.getByLabel('New password', { exact: true }).fill('short');
    await password.getByLabel('Repeat new password').fill('short');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => password.getByText('The password is 8 to 64 characters').count()).toBe(2); // the hint and the error
    await password.getByLabel('New password', { exact: true }).fill('Gateway-Key-2026');
    await password.getByLabel('Repeat new password').fill('Gateway-Key-2026');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => password.getByText(/current password is wrong/i).count()).toBe(1);
    await password.getByLabel('Current password').fill(FACTORY);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => ui.page.getByRole('status').innerText()).toContain('Password changed');
    await screenshot(ui.page, 'local-settings');

    await ui.page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(`/local/${SERIAL}/login`);
    await signIn();
    await expect.poll(() => ui.page.getByRole('alert').innerText()).toMatch(/wrong password/i);
    await signIn('Gateway-Key-2026');
    await waitForPath(`/local/${SERIAL}/gateway-info`);
  });
});
