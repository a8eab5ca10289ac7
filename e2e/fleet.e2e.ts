// The admin fleet in Debian's Chromium against the real simulator (spec 3
// §2 "Gateway selection screen", "Header", "Operations list and details",
// §4 "Replacement"): a failed (offline) gateway is replaced from the
// gateway list through the wizard and the OTP dialog; its details page
// follows the operation live as the simulator clock moves; the devices
// show on the new gateway; delete is offered only once an operation has
// ended; the header's dialog creates a virtual gateway.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gatewayHandle, GatewayLink, parseDeviceList, RestClient, type LoginResult, type Operation } from '@homeport/sdk';
import { ACCOUNTS, lastOtp, otpCount, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const FAILED = 'HP1000000001';
const ui = portalPage(baseUrl, { clearOutbox: true });

const on = (page: Page, path: RegExp | string) => page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), { timeout: 20_000 });

async function login(who: { identity: string; secret: string }): Promise<{ session: LoginResult; rest: RestClient }> {
  const session = await new RestClient({ apiBase: `${baseUrl}/api` }).auth.login(who.identity, who.secret);
  return { session, rest: new RestClient({ apiBase: `${baseUrl}/api`, getSessionId: () => session.sessionId }) };
}

/** The names of a gateway's devices, as its owner's own client reads them from the gateway (not through the page). */
async function deviceNames(serial: string): Promise<string[]> {
  const { session } = await login(ACCOUNTS.demo);
  const link = GatewayLink.connect({
    url: `${baseUrl.replace(/^http/, 'ws')}/mqtt`,
    userId: session.userId,
    sessionId: session.sessionId,
    product: 'homeport',
    timerVariant: 'native',
  });
  try {
    await link.ready();
    const answer = await gatewayHandle(link, { owner: session.userId, serial }).request('get_object_list_by_type_detailed', { type: 'device' }, { type: 'query' });
    return parseDeviceList(answer)
      .devices.map((device) => device.device_name)
      .sort();
  } finally {
    await link.end();
  }
}

async function passOtp(page: Page, seen = 0): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.waitFor();
  await dialog.getByLabel(/^Code/).fill(await lastOtp(baseUrl, ACCOUNTS.admin.identity, seen));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function signInAdmin(page: Page): Promise<void> {
  await signIn(page, baseUrl, ACCOUNTS.admin);
  await page.goto(`${baseUrl}/gate_select`);
  await on(page, '/gate_select');
}

/** Moves the simulator clock on, one task (3 s) at a time, until the operation is `status` (read by the admin's REST client). */
async function runUntil(rest: RestClient, id: string, status: Operation['status']): Promise<void> {
  for (let step = 0; step < 30; step += 1) {
    if ((await rest.fleet.operations.get(id)).status === status) return;
    await sim(baseUrl, 'POST', '/clock', { advanceMs: 3000 });
  }
  throw new Error(`operation ${id} never became ${status}`);
}

describe('admin fleet', () => {
  it('replaces a failed gateway from the list; the details page follows it live; its devices are on the new gateway', async () => {
    const page = ui.page;
    const before = await deviceNames(FAILED);
    expect(before.length).toBeGreaterThan(0);
    // The gateway fails: QA takes it offline. The operation waits for the test to move the clock.
    await sim(baseUrl, 'PATCH', `/gateways/${FAILED}`, { connectionStatus: 'offline' });
    await sim(baseUrl, 'POST', '/clock', { rate: 0 });

    await signInAdmin(page);
    const search = page.getByRole('searchbox');
    await search.fill(FAILED);
    await search.press('Enter');
    await page.getByRole('button', { name: `Replace, repair or remove ${FAILED}` }).click();
    const dialog = page.getByRole('dialog', { name: `Gateway ${FAILED}` });
    await screenshot(page, 'fleet-actions');
    await dialog.getByRole('button', { name: 'Replace' }).click();

    // The wizard, by keyboard: the first candidate, the default restore point, start.
    const wizard = page.getByRole('dialog', { name: `Replace gateway ${FAILED}` });
    const candidates = wizard.getByRole('group', { name: 'New gateway' });
    await candidates.getByRole('radio').first().waitFor();
    await screenshot(page, 'fleet-wizard-candidates');
    const newSerial = (await candidates.getByRole('radio').first().getAttribute('value'))!;
    await candidates.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await wizard.getByRole('group', { name: 'Restore point' }).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).press('Enter');
    await wizard.getByText(`Move the home of ${FAILED} to ${newSerial}`).waitFor();
    await wizard.getByRole('button', { name: 'Start replacement' }).click();
    await passOtp(page);

    await on(page, /^\/operation\/details\//);
    const operationId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('heading', { name: `Operation on ${FAILED}`, level: 1 }).waitFor();
    const status = page.locator('.hp-details .hp-badge');
    await expect.poll(() => status.textContent()).toMatch(/Pending|In progress/);
    expect(await page.getByRole('button', { name: 'Delete operation' }).isDisabled()).toBe(true);
    await screenshot(page, 'fleet-operation-running');

    // The clock moves on outside the page; the page follows from the admin events alone.
    const { rest } = await login(ACCOUNTS.admin);
    await runUntil(rest, operationId, 'Completed');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Completed');
    await expect.poll(() => page.getByText(/^\d+ of \d+ tasks finished/).textContent()).toMatch(/^(\d+) of \1 tasks finished/);
    expect(await page.getByRole('button', { name: 'Delete operation' }).isDisabled()).toBe(false);
    await screenshot(page, 'fleet-operation-completed');

    // The home moved: the owner's client reads the same devices from the new gateway, and the admin sees them there.
    expect(await deviceNames(newSerial)).toEqual(before);
    await sim(baseUrl, 'POST', '/clock', { rate: 1 });
    await page.goto(`${baseUrl}/gate_select`);
    await search.fill(newSerial);
    await search.press('Enter');
    await page.getByRole('button', { name: new RegExp(`^Connect.*${newSerial}`) }).click();
    await on(page, '/gtw_settings');
    await page.goto(`${baseUrl}/devices_table`);
    const deviceSearch = page.getByRole('searchbox', { name: 'Search by device name' });
    await deviceSearch.fill(before[0]!);
    await deviceSearch.press('Enter');
    await page.getByRole('table', { name: 'Devices of this gateway' }).getByText(before[0]!, { exact: true }).first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'fleet-devices-on-new-gateway');
  });

  it('offers delete on /operations only once the operation has ended; the list follows it live', async () => {
    const page = ui.page;
    await sim(baseUrl, 'POST', '/clock', { rate: 0 });
    const { session, rest } = await login(ACCOUNTS.admin);
    await rest.otp.send();
    await rest.otp.verify(await lastOtp(baseUrl, ACCOUNTS.admin.identity));
    const candidate = (await rest.fleet.fetchGtwWithoutUser({ models: ['DOC400'] })).data.find((row) => row.connectionStatus === 'online')!;
    const { operation } = await rest.fleet.replace.create({ failedGtwSN: FAILED, newGtwSN: candidate.serialNumber, userId: session.userId, kind: 'repair' });

    // The browser's dialog sends a code of its own: wait for that one, not the one above.
    const seen = await otpCount(baseUrl, ACCOUNTS.admin.identity);
    await signInAdmin(page);
    await page.getByRole('link', { name: 'Operations' }).first().click();
    await passOtp(page, seen);
    await on(page, '/operations');
    const table = page.getByRole('table', { name: 'Replacement operations' });
    const row = table.getByRole('row', { name: new RegExp(candidate.serialNumber) });
    const remove = row.getByRole('button', { name: `Delete the operation on ${FAILED}` });
    await remove.waitFor();
    expect(await remove.isDisabled()).toBe(true);
    await screenshot(page, 'fleet-operations-running');

    await runUntil(rest, operation._id, 'Completed');
    await expect.poll(() => row.getByText('Completed').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => remove.isDisabled()).toBe(false);
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: `Delete the operation on ${FAILED}?` });
    await confirm.getByRole('button', { name: 'Delete operation' }).click();
    await page.getByText('No operations yet').waitFor();
    await screenshot(page, 'fleet-operations-empty');
    await expect(rest.fleet.operations.get(operation._id)).rejects.toMatchObject({ status: 404 });
  });

  it('creates a virtual gateway from the header', async () => {
    const page = ui.page;
    await signInAdmin(page);
    await page.getByRole('banner').getByRole('button', { name: 'New gateway' }).click();
    const dialog = page.getByRole('dialog', { name: 'New gateway' });
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByRole('button', { name: 'Generate again' }).waitFor();
    const serial = (await dialog.getByText(/^VG[0-9A-F]{10}$/).textContent())!;
    await dialog.getByRole('combobox', { name: 'Hardware model' }).selectOption('VOC200');
    const firmware = dialog.getByRole('combobox', { name: 'Firmware model' });
    await firmware.selectOption({ index: 1 });
    await screenshot(page, 'fleet-new-virtual-gateway');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: `Virtual gateway ${serial} was created.` })
      .waitFor();
    // The focus is back on the header's button.
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'New gateway' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    const search = page.getByRole('searchbox');
    await search.fill(serial);
    await search.press('Enter');
    await page.getByRole('row', { name: new RegExp(`${serial}.*VOC200`) }).waitFor();
  });
});
