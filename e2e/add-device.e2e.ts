// Adding a device in Debian's Chromium: the wizard opens the gateway's
// network while QA presses the new device's pair button through the
// control API; a failure is retried; a device already on the gateway
// gets the duplicate warning.
import { describe, expect, inject, it } from 'vitest';
import { ACCOUNTS, portalPage, screenshot, sim, submitLogin } from './browser';

const baseUrl = inject('baseUrl');
const ui = portalPage(baseUrl);
const SERIAL = 'HP1000000001';

async function openWizard() {
  const page = ui.page;
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, ACCOUNTS.demo);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  await page.goto(`${baseUrl}/devices`);
  await page.getByRole('link', { name: 'Add a device' }).click();
  await page.getByRole('heading', { name: 'Add a device', level: 1 }).waitFor();
}

async function chooseDimmer() {
  const page = ui.page;
  await page.getByRole('button', { name: 'Light' }).click();
  await page.getByRole('button', { name: /Z-Wave dimmer/ }).click();
}

const privilegedBy = async () => ((await sim(baseUrl, 'GET', `/gateways/${SERIAL}`)) as { data: { emulator: { privilegedBy: string | null } } }).data.emulator.privilegedBy;

describe('add device', () => {
  it('pairs a dimmer while its pair button is pressed, counts down, then names it and puts it in a room', async () => {
    const page = ui.page;
    await openWizard();
    await screenshot(page, 'add-device-type');
    await page.getByRole('button', { name: 'Light' }).click();
    // Back to the type clears the chosen device.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'What kind of device are you adding?' }).waitFor();
    await chooseDimmer();
    await page.getByText('The gateway is listening. Press the pair button on your Z-Wave dimmer now.').waitFor({ timeout: 15_000 });
    await page.getByText(/\d+ seconds left/).waitFor();
    expect(await privilegedBy()).not.toBeNull();
    await screenshot(page, 'add-device-include');

    await sim(baseUrl, 'POST', `/gateways/${SERIAL}/pairing`, { kind: 'dimmer', hardwareId: 'E2E-DIMMER-1' });
    await page.getByText(/Dimmer \d+ has been added\./).waitFor({ timeout: 15_000 });
    await expect.poll(privilegedBy).toBeNull();
    await screenshot(page, 'add-device-finish');
    await page.getByLabel('Name').fill('Desk lamp');
    await page.getByRole('combobox', { name: 'Room' }).selectOption({ label: 'Kitchen (Ground Floor)' });
    await page.getByRole('button', { name: 'Save and finish' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/device/'), { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Desk lamp' }).waitFor({ timeout: 15_000 });
  });

  it('shows a failed interview with its reason and pairs on a second try', async () => {
    const page = ui.page;
    await sim(baseUrl, 'POST', `/gateways/${SERIAL}/pairing`, { kind: 'dimmer', hardwareId: 'E2E-DIMMER-2', outcome: 'fail', failCode: 711, times: 1 });
    await openWizard();
    await chooseDimmer();
    await page.getByText('Adding the device failed: The device refused the security keys (code 711).').waitFor({ timeout: 15_000 });
    await screenshot(page, 'add-device-failed');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText(/Dimmer \d+ has been added\./).waitFor({ timeout: 15_000 });
  });

  it('warns that a device already on the gateway cannot be added twice, and gives the gateway back on leaving', async () => {
    const page = ui.page;
    await openWizard();
    await chooseDimmer();
    await page.getByText(/The gateway is listening/).waitFor({ timeout: 15_000 });
    await sim(baseUrl, 'POST', `/gateways/${SERIAL}/devices/3/press`);
    const warning = page.getByRole('alertdialog', { name: 'Warning' });
    await warning.getByText('This device is already added to a gateway.', { exact: false }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'add-device-duplicate');
    await warning.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/devices');
    await expect.poll(privilegedBy).toBeNull();
    expect(((await sim(baseUrl, 'GET', `/gateways/${SERIAL}/network`)) as { data: { state: string } }).data.state).toBe('closed');
  });
});
