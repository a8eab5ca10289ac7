// Bulk operations in Debian's Chromium against the simulator: the admin
// passes the OTP of the important route /bulk, imports locations through
// the dialog (about 40 gateways gathered into four centres), adds the four
// filter rows, takes some of the gateways offline and creates an "open
// network" operation; the details page shows the progress live, the
// offline gateways fail with feedback, come back online and succeed once
// reset. A second operation, held in the queue, is canceled from the log.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { bulkInclusionAllowed, type Gateway } from '@homeport/sdk';
import { ACCOUNTS, lastOtp, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl, { clearOutbox: true });
const ADMIN = ACCOUNTS.admin;

/** The four centres the import gathers the gateways into, with the words the selects show. */
const CENTRES = [
  { region: 'S', regionName: 'Southern', state: 'Karnataka', centre: 'Bengaluru' },
  { region: 'S', regionName: 'Southern', state: 'Tamil Nadu', centre: 'Chennai' },
  { region: 'W', regionName: 'Western', state: 'Maharashtra', centre: 'Mumbai' },
  { region: 'E', regionName: 'Eastern', state: 'West Bengal', centre: 'Kolkata' },
] as const;
const MOVED = 40;

const on = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

const fleet = async () => ((await sim(baseUrl, 'GET', '/gateways')) as { data: Gateway[] }).data;
const setOnline = (serial: string, online: boolean) => sim(baseUrl, 'PATCH', `/gateways/${serial}`, { connectionStatus: online ? 'online' : 'offline' });

/** Signs the admin in and opens /bulk through the OTP authorization (kept in memory: later pages are reached by links). */
async function openBulk(page: Page): Promise<void> {
  await signIn(page, baseUrl, ADMIN);
  await page.goto(`${baseUrl}/bulk`);
  const otp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await otp.waitFor();
  await otp.getByLabel(/^Code/).fill(await lastOtp(baseUrl, ADMIN.identity));
  await otp.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Create a bulk operation', level: 1 }).waitFor();
}

async function addRow(page: Page, row: (typeof CENTRES)[number]): Promise<void> {
  const form = page.getByRole('form', { name: 'Filters' });
  await form.getByRole('combobox', { name: 'Region' }).selectOption({ label: row.regionName });
  await form.getByRole('option', { name: row.state }).waitFor({ state: 'attached' });
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: row.state });
  await form.getByRole('option', { name: `${row.centre} Jio Centre` }).waitFor({ state: 'attached' });
  await form.getByRole('combobox', { name: 'Centre' }).selectOption({ label: `${row.centre} Jio Centre` });
  await form.getByRole('button', { name: 'Add filter' }).click();
}

async function createOperation(page: Page, name: string, retries: number): Promise<void> {
  await page.getByRole('button', { name: 'Create bulk operation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New bulk operation' });
  await dialog.getByRole('radio', { name: 'Open network' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('textbox', { name: 'Operation name' }).fill(name);
  await dialog.getByRole('spinbutton', { name: 'Retries' }).fill(String(retries));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByText('Created campaign has been pushed to queue and waiting to be executed.').waitFor();
  await on(page, '/bulk/log');
}

afterEach(async () => {
  await sim(baseUrl, 'POST', '/bulk/queue', { action: 'resume' });
});

describe('bulk operations', () => {
  it('imports locations, filters about 40 gateways, opens their network live, and resets the offline ones until all succeed', async () => {
    const page = ui.page;
    const gateways = await fleet();
    const moved = gateways.slice(0, MOVED);
    const centreOf = (i: number) => CENTRES[i % CENTRES.length]!;
    const inFilter = gateways.filter((g, i) => i < MOVED || CENTRES.some((c) => c.centre === g.centre));
    const included = inFilter.filter((g) => bulkInclusionAllowed(true, g.swVersions.ohmVersion));
    // Three more offline than the seed has, among the gateways the operation goes to.
    const takenDown = included.filter((g) => g.connectionStatus === 'online').slice(0, 3);
    for (const g of takenDown) await setOnline(g.serialNumber, false);
    const offline = included.filter((g) => g.connectionStatus === 'offline' || takenDown.includes(g)).map((g) => g.serialNumber);

    await openBulk(page);
    await page.getByRole('button', { name: 'Import locations' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import locations' });
    const files = importDialog.locator('input[type="file"]');
    await files
      .nth(0)
      .setInputFiles({ name: 'centres.csv', mimeType: 'text/csv', buffer: Buffer.from('region,state,centre,jcName\nS,Karnataka,Bengaluru,Bengaluru Jio Centre\n') });
    const rows = moved.map((g, i) => `${g.serialNumber},${centreOf(i).centre},JP-E2E-${i + 1}`).join('\n');
    await files.nth(1).setInputFiles({ name: 'gateways.csv', mimeType: 'text/csv', buffer: Buffer.from(`serial,centre,jpCode\n${rows}\n`) });
    await importDialog.getByRole('button', { name: 'Upload' }).click();
    await importDialog.getByText(`Imported: 0 centres added, 1 centres updated, ${MOVED} gateways placed.`).waitFor();
    await screenshot(page, 'bulk-import');
    await importDialog.getByRole('button', { name: 'Close' }).click();
    await importDialog.waitFor({ state: 'detached' });

    for (const row of CENTRES) await addRow(page, row);
    await page.getByText(`${inFilter.length} gateways match the filter.`).waitFor();
    await page.getByRole('button', { name: 'Add filter' }).waitFor();
    await addRow(page, CENTRES[0]);
    await page.getByText('This filter exists already.').waitFor();
    await screenshot(page, 'bulk-create');

    await page.getByRole('button', { name: 'Create bulk operation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New bulk operation' });
    await dialog.getByRole('radio', { name: 'Open network' }).check();
    await dialog.getByText(`Only the ${included.length} gateways with hub software above 4.19.0 are included.`).waitFor();
    await screenshot(page, 'bulk-create-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await createOperation(page, 'Open network e2e', 0);

    await page.getByRole('link', { name: 'Details of Open network e2e' }).click();
    await page.getByRole('heading', { name: 'Bulk operation Open network e2e' }).waitFor();
    // Live: the campaign ends without a reload, the offline gateways failed.
    await page.getByText(`${included.length} of ${included.length} done · ${offline.length} failed`).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Failed', exact: true }).click();
    const table = page.getByRole('table', { name: 'Tasks' });
    await expect.poll(() => table.getByRole('row').count()).toBe(offline.length + 1);
    await table.getByRole('button', { name: `Error feedback of ${offline[0]}` }).click();
    await page
      .getByRole('dialog', { name: `Error feedback of ${offline[0]}` })
      .getByText('Gateway is offline')
      .waitFor();
    await screenshot(page, 'bulk-feedback');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await screenshot(page, 'bulk-details-failed');

    for (const serial of offline) await setOnline(serial, true);
    await table.getByRole('button', { name: `Reset the task of ${offline[0]}` }).click();
    await page.getByText(`${included.length} of ${included.length} done · ${offline.length - 1} failed`).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Reset all' }).click();
    await page.getByText(`${included.length} of ${included.length} done · 0 failed`).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByText('Completed').first().waitFor();
    await screenshot(page, 'bulk-details-completed');
  });

  it('cancels a waiting operation from the log after a confirmation', async () => {
    const page = ui.page;
    await sim(baseUrl, 'POST', '/bulk/queue', { action: 'pause' });
    await openBulk(page);
    // No filter row: the whole fleet (its gateways whose hub software allows inclusion).
    await createOperation(page, 'Held operation', 3);
    const cancel = page.getByRole('button', { name: 'Cancel Held operation' });
    await cancel.click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this bulk operation?' });
    await confirm.getByRole('button', { name: 'Cancel operation' }).click();
    await page.getByText('The operation is canceled.').waitFor();
    // The page is looked at once the confirmation has gone (while it closes, the rest of the page is hidden from assistive tech).
    await confirm.waitFor({ state: 'detached' });
    await page
      .getByRole('row', { name: /Held operation/ })
      .getByText('Canceled')
      .waitFor();
    await expect(cancel.count()).resolves.toBe(0);
    // The toasts have gone first: one run in five saw axe fail on this page with toasts on screen (cause not pinned down).
    await page
      .getByRole('status')
      .getByText(/Created campaign|The operation is canceled/)
      .first()
      .waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => page.getByText('The operation is canceled.').count(), { timeout: 20_000 }).toBe(0);
    await screenshot(page, 'bulk-log');
  });
});
