// One device's management in Debian's Chromium: rename and move it, pin it,
// exclude it while QA presses its button, remove a failed Z-Wave node,
// replace a failed device (keeping its name and room), and the admins'
// send-command dialog.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, adminConnect, gatewayReader, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);
const SERIAL = 'HP1000000001';

async function openDevice(id: number) {
  const page = ui.page;
  await signIn(page, baseUrl, ACCOUNTS.demo);
  await page.goto(`${baseUrl}/device/${id}`);
  await page.getByRole('group', { name: 'Device actions' }).waitFor({ timeout: 20_000 });
}

describe('device management', () => {
  it('renames a device, moves it to another room and pins it', async () => {
    const page = ui.page;
    await openDevice(2);
    await page.getByRole('heading', { name: 'Hall Dimmer', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a name.').waitFor();
    await dialog.getByLabel('Name').fill('Stairs light');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Stairs light', level: 1 }).waitFor({ timeout: 10_000 });

    const room = page.getByRole('combobox', { name: 'Room' });
    await expect.poll(() => room.inputValue(), { timeout: 10_000 }).not.toBe('');
    await room.selectOption({ label: 'Kitchen (Ground Floor)' });
    await page.getByRole('button', { name: 'Move' }).click();
    await page.getByText('Stairs light moved to Kitchen.').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Pin to the top' }).click();
    await page.getByRole('button', { name: 'Unpin' }).waitFor();
    await screenshot(page, 'device-manage');

    // The home setup sees the move.
    await page.goto(`${baseUrl}/home_setup`);
    await page.getByRole('region', { name: 'Ground Floor' }).getByText('3 devices').first().waitFor({ timeout: 10_000 });
  });

  it('excludes a device while its button is pressed, then returns to the quick controls', async () => {
    const page = ui.page;
    await openDevice(16);
    await page.getByRole('button', { name: 'Exclude' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Press the button on Bathroom Multisensor now', { exact: false }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'device-exclude');
    await sim(baseUrl, 'POST', `/gateways/${SERIAL}/devices/16/press`);
    await dialog.getByText('Bathroom Multisensor has been excluded and removed from the gateway.').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/quick_controls', { timeout: 10_000 });
    await expect.poll(() => page.getByRole('article', { name: /Bathroom Multisensor/ }).count()).toBe(0);
  });

  it('removes a failed Z-Wave node without it', async () => {
    const page = ui.page;
    await sim(baseUrl, 'POST', `/gateways/${SERIAL}/devices/1/fail`, { failed: true });
    await openDevice(1);
    await page.getByRole('button', { name: 'Exclude' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Living Room Outlet does not answer.', { exact: false }).waitFor();
    await screenshot(page, 'device-failed-node');
    await dialog.getByRole('button', { name: 'Remove failed node' }).click();
    await dialog.getByText('Living Room Outlet has been excluded and removed from the gateway.').waitFor({ timeout: 15_000 });
  });

  it('replaces a failed device by a new one of its type, keeping its name and room', async () => {
    const page = ui.page;
    await sim(baseUrl, 'POST', `/gateways/${SERIAL}/devices/2/fail`, { failed: true });
    await openDevice(2);
    await page.getByRole('link', { name: 'Replace' }).click();
    await page.getByRole('heading', { name: 'Replace a device', level: 1 }).waitFor();
    await page.getByText('Replace Hall Dimmer by a new device of the same type.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Start replacing' }).click();
    await page.getByText('Press the pair button on the new device now.', { exact: false }).waitFor({ timeout: 15_000 });
    await sim(baseUrl, 'POST', `/gateways/${SERIAL}/pairing`, { kind: 'dimmer', hardwareId: 'E2E-NEW-DIMMER' });
    await page.getByText('The new device matches. Moving everything over…').waitFor({ timeout: 15_000 });
    await page.getByText('Hall Dimmer has been replaced.', { exact: false }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'device-replaced');
    await page.goto(`${baseUrl}/device/2`);
    await page.getByRole('heading', { name: 'Hall Dimmer', level: 1 }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('combobox', { name: 'Room' }).locator('option:checked').textContent()).toBe('Hall (Ground Floor)');
  });

  it('offers admins the send-command dialog, checking the payload is JSON, and hides it from home users', async () => {
    const page = ui.page;
    await openDevice(3);
    expect(await page.getByRole('button', { name: 'Send command' }).count()).toBe(0);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await adminConnect(page, baseUrl, ACCOUNTS.admin, SERIAL);
    await page.goto(`${baseUrl}/device/3`);
    await page.getByRole('button', { name: 'Send command' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Parameters (JSON)').fill('{not json');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Payload is not JSON').waitFor();
    await dialog.getByLabel('Parameters (JSON)').fill('{}');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Command successfully sent').waitFor({ timeout: 15_000 });
    await dialog.getByText('"state": "closed"', { exact: false }).waitFor();
    await dialog.getByLabel('Command').fill('no_such_command');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Error on sending command!').waitFor({ timeout: 15_000 });
    await screenshot(page, 'device-send-command');
  });

  it("turns a device's default notifications off from its header, quick presses ending in the last state", async () => {
    const page = ui.page;
    await openDevice(10);
    const toggle = page.getByRole('switch', { name: /^Notifications: / });
    await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
    // Three quick presses (off, on, off) settle for 200 ms: the gateway ends with the last.
    await toggle.click();
    await toggle.click();
    await toggle.click();
    await page.getByText('No more notifications about Kitchen Gas Detector.').waitFor({ timeout: 10_000 });
    // On a busy machine the presses may fall more than 200 ms apart and go out one by one: the
    // toast can be the first press's. The end is the page at rest, showing off, and the gateway off.
    const reader = await gatewayReader(baseUrl);
    try {
      await expect
        .poll(async () => ({
          shown: await toggle.getAttribute('aria-checked'),
          sending: await toggle.getAttribute('aria-busy'),
          gateway: await reader.read(10, 'AlarmControllerService', 'Notifications'),
        }))
        .toEqual({ shown: 'false', sending: 'false', gateway: false });
    } finally {
      await reader.close();
    }
  });
});
