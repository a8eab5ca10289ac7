// Wi-Fi inside gateway settings in Debian's Chromium against the real
// simulator: scan with signal icons, choose a network, the password rules
// and "none" clearing the password, connect, and the gateway really moves
// to Wi-Fi once the simulator clock passes the join (its network type in
// the page and its cloud record). A read-only admin sees it but cannot
// change it. Screenshots at 1280 and 375 px go to /tmp/shots-wifi/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support/accounts';
import { adminConnect, portalPage, reviewShots, screenshot, sim, submitLogin, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);
const VIEWER = { identity: 'viewer@homeport.test', secret: 'Viewer-Pass-2026!' };

const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 20_000 }).toBe(path);
const recordOf = async (serial = DEMO_ONLINE) => ((await sim(baseUrl, 'GET', `/gateways/${serial}`)) as { data: { connectionType: string } }).data;

const shots = (page: Page, name: string, fullPage = true) => reviewShots(page, 'wifi', name, { fullPage });

const cardShots = (page: Page, name: string) => reviewShots(page, 'wifi', `${name}-card`, { part: wifiCard(page), fullPage: false });

const wifiCard = (page: Page) => page.getByRole('region', { name: 'Wi-Fi', exact: true });

describe('Wi-Fi in gateway settings', () => {
  it('scans, configures a network with the password rules, connects, and the gateway is on Wi-Fi', async () => {
    const page = ui.page;
    await sim(baseUrl, 'POST', '/clock', { rate: 0 });
    await page.goto(`${baseUrl}/login`);
    await submitLogin(page, DEMO);
    await at('/gtw_settings');
    await page.getByTestId('network-type').getByText('Ethernet').waitFor({ timeout: 20_000 });
    const card = wifiCard(page);
    await card.getByText('No Wi-Fi network set').waitFor({ timeout: 20_000 });

    await card.getByRole('button', { name: 'Scan for networks' }).click();
    const table = card.getByRole('table', { name: 'Networks in range' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(3);
    await expect.poll(() => card.getByRole('img', { name: /signal/ }).count()).toBeGreaterThan(2);
    await shots(page, 'wifi-scan');
    await cardShots(page, 'wifi-scan');

    // A neighbour's WPA2 network from the scan.
    const choose = table
      .getByRole('row')
      .filter({ hasText: 'WPA2' })
      .filter({ hasNotText: 'Homeport-' })
      .first()
      .getByRole('button', { name: /^Choose / });
    const ssid = (await choose.getAttribute('aria-label'))!.replace(/^Choose /, '');
    await card.getByRole('button', { name: `Choose ${ssid}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect to a Wi-Fi network' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Network name (SSID)').inputValue()).toBe(ssid);
    expect(await dialog.getByLabel('Security').inputValue()).toBe('WPA2');
    // The password is next: it has the focus.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('password');
    await page.keyboard.type('short');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByText('A WPA password is 8 to 63 characters').waitFor();
    await shots(page, 'wifi-dialog-error', false);
    // None clears the password and disables it.
    await dialog.getByLabel('Security').selectOption('none');
    expect(await dialog.getByLabel('Password', { exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await dialog.getByLabel('Security').selectOption('WPA2');
    await dialog.getByLabel('Password', { exact: true }).fill('home-network-key');
    // Nothing was sent by the refused attempt.
    expect((await recordOf()).connectionType).toBe('ethernet');
    await dialog.getByRole('button', { name: 'Connect' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(`The gateway is joining ${ssid}.`, { exact: false }).waitFor();
    expect(await card.getByTestId('wifi-state').textContent()).toBe('Connecting…');
    await shots(page, 'wifi-connecting');

    // The join settles on the simulator clock.
    await sim(baseUrl, 'POST', '/clock', { advanceMs: 2000 });
    await card.getByText(`The gateway is connected to ${ssid}.`).waitFor({ timeout: 20_000 });
    expect(await card.getByTestId('wifi-state').textContent()).toBe('Connected');
    await page.getByTestId('network-type').getByText('Wifi').waitFor({ timeout: 20_000 });
    expect((await recordOf()).connectionType).toBe('wifi');
    await shots(page, 'wifi-connected');
    await cardShots(page, 'wifi-connected');
    await screenshot(page, 'gtw-wifi-connected');
  });

  it('shows a network the gateway cannot join as failed and leaves it on Ethernet', async () => {
    const page = ui.page;
    await sim(baseUrl, 'POST', '/clock', { rate: 0 });
    await page.goto(`${baseUrl}/login`);
    await submitLogin(page, DEMO);
    await at('/gtw_settings');
    const card = wifiCard(page);
    await card.getByRole('button', { name: 'Set up manually' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect to a Wi-Fi network' });
    await dialog.getByLabel('Network name (SSID)').fill('Far-Away-Net');
    await dialog.getByLabel('Security').selectOption('WPA');
    await dialog.getByLabel('Password', { exact: true }).fill('a-long-password');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await card.getByText('The gateway is joining Far-Away-Net.', { exact: false }).waitFor();
    await sim(baseUrl, 'POST', '/clock', { advanceMs: 2000 });
    await card.getByText('The gateway could not connect to Far-Away-Net.', { exact: false }).waitFor({ timeout: 20_000 });
    expect((await recordOf()).connectionType).toBe('ethernet');
    await shots(page, 'wifi-failed');
  });

  it('lets a read-only admin see the Wi-Fi and scan, but not change it', async () => {
    const page = ui.page;
    await adminConnect(page, baseUrl, VIEWER, DEMO_ONLINE);
    const card = wifiCard(page);
    await card.getByText('Your role can see the Wi-Fi but not change it.').waitFor({ timeout: 20_000 });
    expect(await card.getByRole('button', { name: 'Set up manually' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Scan for networks' }).click();
    const table = card.getByRole('table', { name: 'Networks in range' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(3);
    expect(await card.getByRole('button', { name: /^Choose / }).count()).toBe(0);
    await shots(page, 'wifi-read-only');
  });
});
