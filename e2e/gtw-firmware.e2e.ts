// Gateway firmware in Debian's Chromium against the real simulator: the
// Firmware card offers the campaign, the confirmation lists its new
// features, and the page follows the installation through /fw-upgrade
// status by status (the simulator clock moved on by QA) until installed
// brings it back with the new version; a model without a campaign says
// "There is no firmware upgrade available."; a canceled installation
// returns to the settings with the old version. Screenshots at 1280 and
// 375 px go to /tmp/shots-fw/.
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DEMO_ONLINE, OTHER } from '@homeport/test-support/accounts';
import { portalPage, reviewShots, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);

const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 20_000 }).toBe(path);
const advanceClock = (ms: number) => sim(baseUrl, 'POST', '/clock', { advanceMs: ms });
const firmwareOf = async (serial = DEMO_ONLINE) => ((await sim(baseUrl, 'GET', `/gateways/${serial}`)) as { data: { currentFWVersion: string } }).data.currentFWVersion;

const shots = (page: Page, name: string, part?: Locator) => reviewShots(page, 'fw', name, { part });

async function settingsAs(who: { identity: string; secret: string }): Promise<Page> {
  await signIn(ui.page, baseUrl, who);
  await ui.page.goto(`${baseUrl}/gtw_settings`);
  await at('/gtw_settings');
  return ui.page;
}

const firmwareCard = (page: Page) => page.getByRole('region', { name: 'Firmware', exact: true });
const progressText = (page: Page) => page.getByRole('progressbar', { name: 'Firmware upgrade progress' }).getAttribute('aria-valuetext');

beforeEach(async () => {
  // The installation runs on the simulator clock: stopped, it moves only when a test moves it.
  await sim(baseUrl, 'POST', '/clock', { rate: 0 });
});
afterEach(async () => {
  await sim(baseUrl, 'POST', '/clock', { rate: 1 });
});

describe('gateway firmware', () => {
  it('upgrades through the whole screen: confirmation with the new features, every status, back with the new version', async () => {
    const page = await settingsAs(DEMO);
    const card = firmwareCard(page);
    await card.getByText('Version 4.1.0 is available for this gateway.').waitFor({ timeout: 20_000 });
    await card.scrollIntoViewIfNeeded();
    await shots(page, 'card-available', card);
    await card.getByRole('button', { name: 'Upgrade firmware' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Upgrade Demo Home to version 4.1.0?' });
    await dialog.getByRole('list', { name: 'New in version 4.1.0:' }).waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual([
      'Faster Z-Wave inclusion',
      'Scenes keep running while the cloud is unreachable',
      'Zigbee channel chosen at start-up',
      'Security fixes',
    ]);
    await shots(page, 'confirm', dialog);
    await dialog.getByRole('button', { name: 'Upgrade', exact: true }).click();

    await at('/fw-upgrade');
    await expect.poll(() => progressText(page)).toBe('Accepted');
    await shots(page, 'progress-accepted');
    for (const [ms, status] of [
      [5_000, 'Sending to the gateway'],
      [20_000, 'Delivered'],
      [5_000, 'Downloading'],
      [60_000, 'Installing'],
    ] as const) {
      await advanceClock(ms);
      await expect.poll(() => progressText(page)).toBe(status);
      await page.getByText(status, { exact: true }).waitFor();
    }
    await shots(page, 'progress-installing');
    await advanceClock(90_000);
    // Installed: back where the user was, the new version shown and no upgrade left.
    await at('/gtw_settings');
    expect(await firmwareOf()).toBe('4.1.0');
    await firmwareCard(page).getByText('There is no firmware upgrade available.').waitFor({ timeout: 20_000 });
    await expect.poll(() => firmwareCard(page).getByRole('definition').first().textContent()).toBe('4.1.0');
    expect(await firmwareCard(page).getByRole('button', { name: 'Upgrade firmware' }).isDisabled()).toBe(true);
    await firmwareCard(page).scrollIntoViewIfNeeded();
    await shots(page, 'card-installed', firmwareCard(page));
  });

  it('says there is no firmware upgrade available for a model without a campaign, the upgrade disabled', async () => {
    const page = await settingsAs(OTHER);
    const card = firmwareCard(page);
    await card.getByText('There is no firmware upgrade available.').waitFor({ timeout: 20_000 });
    expect(await card.getByRole('button', { name: 'Upgrade firmware' }).isDisabled()).toBe(true);
    await card.getByRole('button', { name: 'Check for updates' }).click();
    await expect.poll(() => card.getByText('Not yet').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await shots(page, 'card-none', card);
    await screenshot(page, 'gtw-firmware-none');
  });

  it('a canceled installation returns to the settings, the version unchanged', async () => {
    const page = await settingsAs(DEMO);
    const card = firmwareCard(page);
    await card.getByText('Version 4.1.0 is available for this gateway.').waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Upgrade firmware' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Upgrade', exact: true }).click();
    await at('/fw-upgrade');
    await advanceClock(5_000);
    await expect.poll(() => progressText(page)).toBe('Sending to the gateway');
    await sim(baseUrl, 'POST', `/gateways/${DEMO_ONLINE}/firmware-installation`, { action: 'cancel' });
    await at('/gtw_settings');
    expect(await firmwareOf()).toBe('3.6.2');
    // The campaign is offered again.
    await firmwareCard(page).getByText('Version 4.1.0 is available for this gateway.').waitFor({ timeout: 20_000 });
    await expect.poll(() => firmwareCard(page).getByRole('button', { name: 'Upgrade firmware' }).isDisabled()).toBe(false);
  });
});
