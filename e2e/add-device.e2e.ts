// Adding a device in Debian's Chromium: the wizard opens the gateway's
// network while QA presses the new device's pair button through the
// control API; a failure is retried; a device already on the gateway
// gets the duplicate warning.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);
const SERIAL = 'HP1000000001';

async function openWizard() {
  const page = ui.page;
  await signIn(page, baseUrl, ACCOUNTS.demo);
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

  it('pairs a wise plug by the id printed on it, refusing a malformed id first', async () => {
    const page = ui.page;
    await openWizard();
    await page.getByRole('button', { name: 'Outlet' }).click();
    await page.getByRole('button', { name: /Wise smart plug/ }).click();
    const id = page.getByRole('textbox', { name: 'Device id' });
    await id.fill('12345');
    await page.getByRole('button', { name: 'Pair' }).click();
    await page.getByText('Enter 12 or 16 characters 0-9 and A-F.').waitFor();
    await id.fill('a1b2c3d4e5f6');
    await screenshot(page, 'add-device-wise-id');
    await page.getByRole('button', { name: 'Pair' }).click();
    await page.getByText(/Outlet \d+ has been added\./).waitFor({ timeout: 15_000 });
  });

  it('adds devices from a CSV file, retrying the one that fails once, and refuses a bad file', async () => {
    const page = ui.page;
    await sim(baseUrl, 'POST', `/gateways/${SERIAL}/pairing`, { kind: 'switch', bus: 'wise', hardwareId: '00112233445566AA', outcome: 'fail', failCode: 710, times: 1 });
    await openWizard();
    await page.getByRole('button', { name: 'Add several wise devices from a file' }).click();
    await page.getByRole('heading', { name: 'Add devices from a file', level: 1 }).waitFor();
    const input = page.getByLabel('CSV file');
    await input.setInputFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
    await page.getByText('The file is empty or not formatted correctly', { exact: false }).waitFor();
    await input.setInputFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from('A1B2C3D4E5F7,Porch,Lighting.Switch\nXYZ,Bad,Lighting.Switch\n') });
    await page.getByText(/CSV file is not valid: line 2: .*deviceId/).waitFor();
    const csv = 'deviceId,deviceName,deviceType\n00112233445566AA,Garage plug,Lighting.Switch\nB1B2C3D4E5F6,Shed light,Lighting.Dimmer\nC1C2C3D4E5F6,Attic fan,Hvac.Fan\n';
    await input.setInputFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('3 devices ready to pair.').waitFor();
    await page.getByRole('button', { name: 'Pair these devices' }).click();
    await page.getByText('0 of 3 added').waitFor();
    await screenshot(page, 'add-device-bulk-progress');
    await page.getByText('All 3 devices have been added.').waitFor({ timeout: 30_000 });
    await expect.poll(privilegedBy).toBeNull();
    await screenshot(page, 'add-device-bulk-done');
  });
});
