// Gateway settings in Debian's Chromium against the real simulator: reboot
// and come back (the simulator clock moved on by QA), factory reset, the
// address, bridge mode, timezone, the node firmware window refused when its
// end is before its start, and /new_gateway with a bad licence key.
// Screenshots at 1280 and 375 px go to /tmp/shots-gtw/ (and the usual
// axe-checked ones to test-results/screenshots/).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support/accounts';
import { portalPage, reviewShots, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);

const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 20_000 }).toBe(path);
const gatewayView = async (serial = DEMO_ONLINE) =>
  (
    (await sim(baseUrl, 'GET', `/gateways/${serial}`)) as {
      data: { connectionStatus: string; operationMode: number; secureId: string; userId: string | null; emulator: { deviceCount: number } };
    }
  ).data;
const advanceClock = (ms: number) => sim(baseUrl, 'POST', '/clock', { advanceMs: ms });

const shots = (page: Page, name: string) => reviewShots(page, 'gtw', name);

/** Signs the demo user in and waits until the gateway answered over MQTT (the event subscription is live). */
async function demoSettings(): Promise<Page> {
  await signIn(ui.page, baseUrl, DEMO);
  await ui.page.goto(`${baseUrl}/gtw_settings`);
  await at('/gtw_settings');
  await ui.page.getByTestId('network-type').getByText('Ethernet').waitFor({ timeout: 20_000 });
  return ui.page;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('gateway settings', () => {
  it('shows every section, the secure id masked but for characters 12 to 20', async () => {
    const page = await demoSettings();
    for (const name of [
      'Restart and reset',
      'Network',
      'Gateway information',
      'Z-Wave',
      'Zigbee',
      'Timezone',
      'Bridge mode',
      'Device firmware updates',
      'Notifications',
      'Gateway password',
      'Gateway figures',
      'Subscription',
      'Address',
    ]) {
      await expect.poll(() => section(page, name).count(), { message: name }).toBe(1);
    }
    const { secureId } = await gatewayView();
    const shown = `${'•'.repeat(11)}${secureId.slice(11, 20)}${'•'.repeat(secureId.length - 20)}`;
    await section(page, 'Gateway information').getByText(shown).waitFor();
    await section(page, 'Z-Wave').getByText('Primary controller').waitFor();
    await section(page, 'Subscription').getByText('Active').waitFor();
    await section(page, 'Gateway figures').getByRole('button', { name: 'Refresh figures' }).click();
    await section(page, 'Gateway figures')
      .getByRole('row', { name: /Devices offline/ })
      .waitFor();
    await shots(page, 'settings');
    await screenshot(page, 'gtw-settings');
  });

  it('reboots after a confirmation, follows to gateway-offline, and comes back when the clock passes the restart', async () => {
    const page = await demoSettings();
    await section(page, 'Restart and reset').getByRole('button', { name: 'Restart gateway' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Restart Demo Home?' });
    await dialog.waitFor();
    await shots(page, 'reboot-confirm');
    await dialog.getByRole('button', { name: 'Restart', exact: true }).click();
    await at('/gateway_offline');
    expect((await gatewayView()).connectionStatus).toBe('offline');
    await page.getByText('Demo Home is restarting. It comes back by itself in about 45 seconds', { exact: false }).waitFor();
    await shots(page, 'reboot-offline');
    await advanceClock(45_000);
    await at('/gtw_settings');
    await page.getByTestId('network-type').getByText('Ethernet').waitFor({ timeout: 20_000 });
    expect((await gatewayView()).connectionStatus).toBe('online');
  });

  it('factory resets only after the gateway name is typed; devices and rooms are gone when it is back', async () => {
    const page = await demoSettings();
    await section(page, 'Restart and reset').getByRole('button', { name: 'Factory reset' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset Demo Home to factory settings?' });
    const reset = dialog.getByRole('button', { name: 'Reset', exact: true });
    await expect.poll(() => reset.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill('Demo Home');
    await shots(page, 'reset-confirm');
    await reset.click();
    await at('/gateway_offline');
    expect((await gatewayView()).emulator.deviceCount).toBe(0);
    await advanceClock(90_000);
    await at('/gtw_settings');
    // The Z-Wave controller has no devices left.
    await expect.poll(() => section(page, 'Z-Wave').getByRole('definition').last().textContent(), { timeout: 20_000 }).toBe('0');
    await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
    await page.getByText('This gateway has no devices yet.').waitFor({ timeout: 20_000 });
  });

  it('changes the address, and shows the location error for a city it cannot find', async () => {
    const page = await demoSettings();
    const address = section(page, 'Address');
    await address.getByLabel('Address line 1').fill('12 Race Course Road');
    await address.getByLabel('City').fill('Coimbatore');
    await address.getByLabel('Postal code').fill('641018');
    await address.getByLabel('Country').selectOption('IN');
    await address.getByRole('button', { name: 'Save' }).click();
    await address.getByText('Located at 11.0168, 76.9558').waitFor();
    await address.getByLabel('City').fill('Atlantis');
    await address.getByRole('button', { name: 'Save' }).click();
    await address.getByRole('alert').getByText('This address could not be found on the map. Check the city and the country.').waitFor();
    await address.getByLabel('Address line 1').fill('12, Race Course Road');
    await address.getByRole('button', { name: 'Save' }).click();
    await address.getByText('Use letters, digits and spaces only.').waitFor();
    await shots(page, 'address');
    await page.reload();
    await section(page, 'Address').getByLabel('City').waitFor();
    await expect.poll(() => section(page, 'Address').getByLabel('City').inputValue()).toBe('Coimbatore');
  });

  it('sets the bridge mode: the gateway reports it and the cloud keeps the operationMode bits', async () => {
    const page = await demoSettings();
    const bridge = section(page, 'Bridge mode');
    await bridge.getByRole('radio', { name: /Remote bridge/ }).check();
    await bridge.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Bridge mode is now: Remote bridge.').waitFor();
    await expect.poll(async () => (await gatewayView()).operationMode).toBe(3);
    await expect.poll(() => bridge.getByRole('radio', { name: /Remote bridge/ }).isChecked()).toBe(true);
    await shots(page, 'bridge');
  });

  it('sets the timezone on the gateway', async () => {
    const page = await demoSettings();
    const zone = section(page, 'Timezone');
    await zone.getByLabel('Timezone', { exact: true }).selectOption('Europe/Berlin');
    await zone.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The gateway now runs on Europe/Berlin time.').waitFor();
    // What the page shows after a reload is the gateway's answer to get_timezone.
    await page.reload();
    await expect.poll(() => section(page, 'Timezone').getByLabel('Timezone', { exact: true }).inputValue(), { timeout: 20_000 }).toBe('Europe/Berlin');
  });

  it('refuses a node firmware window whose end is before its start, sending nothing', async () => {
    const page = await demoSettings();
    const ota = section(page, 'Device firmware updates');
    await ota.getByLabel('From').fill('05:00');
    await ota.getByLabel('Until').fill('03:00');
    await ota.getByRole('button', { name: 'Save' }).click();
    await ota.getByText('The end must be later than the start.').waitFor();
    await shots(page, 'ota-refused');
    await page.reload();
    await expect.poll(() => section(page, 'Device firmware updates').getByLabel('From').inputValue(), { timeout: 20_000 }).toBe('02:00');
    await ota.getByLabel('From').fill('01:00');
    await ota.getByLabel('Until').fill('04:30');
    await ota.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Device firmware updates run from 01:00 to 04:30.').waitFor();
  });

  it('/new_gateway: refuses a malformed licence key at once and a key that is not the user’s with the server’s message and code, then adds the gateway', async () => {
    const page = await demoSettings();
    await page.getByRole('link', { name: 'Add a gateway' }).click();
    await at('/new_gateway');
    const { secureId } = await gatewayView('HP1000000006');
    await page.getByLabel('Serial number').fill('hp1000000006');
    await page.getByLabel('Secure ID').fill(secureId.toLowerCase());
    await page.getByLabel('Licence key').fill('12-34');
    await page.getByRole('button', { name: 'Add gateway' }).click();
    await page.getByText('A licence key has digits 0-9 and letters A-F only.').waitFor();
    await page.getByLabel('Licence key').fill('abcdef0123456789abcd');
    await page.getByRole('button', { name: 'Add gateway' }).click();
    await page.getByRole('alert').getByText('The gateway was not added: This licence key is not one of yours (000400)').waitFor();
    expect((await gatewayView('HP1000000006')).userId).toBeNull();
    await shots(page, 'new-gateway-refused');
    await screenshot(page, 'new-gateway');
    await page
      .getByRole('button', { name: /^Use [0-9A-F]{20}$/ })
      .first()
      .click();
    await page.getByLabel('Name (optional)').fill('Garden Office');
    await page.getByRole('button', { name: 'Add gateway' }).click();
    await at('/gtw_settings');
    await page.getByRole('heading', { name: 'Gateway settings' }).waitFor();
    await page.getByRole('definition').getByText('Garden Office', { exact: true }).first().waitFor({ timeout: 20_000 });
    expect((await gatewayView('HP1000000006')).userId).not.toBeNull();
  });

  it('/guide_setup leads to /new_gateway', async () => {
    const page = await demoSettings();
    await page.goto(`${baseUrl}/guide_setup`);
    await page.getByRole('heading', { name: 'Set up a new gateway' }).waitFor();
    await shots(page, 'guide');
    await page.getByRole('link', { name: 'Add the gateway' }).click();
    await at('/new_gateway');
  });
});
