// Gateway backups in Debian's Chromium against the real simulator: back up,
// rename a room, restore through the restore screen and see the old name
// again; export the zip, remove the backup, import the zip back (upload
// progress, then waiting, then success), and a file that is no zip refused
// with its translated error. The simulator clock is moved on by QA.
// Screenshots at 1280 and 375 px go to /tmp/shots-bck/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support/accounts';
import { gatewayReader, portalPage, reviewShots, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);

const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 20_000 }).toBe(path);
const advanceClock = (ms: number) => sim(baseUrl, 'POST', '/clock', { advanceMs: ms });

const shots = (page: Page, name: string) => reviewShots(page, 'bck', name, { part: backups(page) });

async function demoSettings(): Promise<Page> {
  await signIn(ui.page, baseUrl, DEMO);
  await ui.page.goto(`${baseUrl}/gtw_settings`);
  await at('/gtw_settings');
  await backups(ui.page).waitFor({ timeout: 20_000 });
  return ui.page;
}

const backups = (page: Page) => page.getByRole('region', { name: 'Backups', exact: true });
const backupItem = (page: Page, name: string) => backups(page).getByRole('listitem').filter({ hasText: name });

/** Create backup → name → Create; the gateway delivers it when the clock passes its delay. */
async function createBackup(page: Page, name: string): Promise<void> {
  await backups(page).getByRole('button', { name: 'Create backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Back up Demo Home' });
  await dialog.getByLabel('Backup name').fill(name);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await backups(page).getByText(`The gateway is making backup “${name}”…`).waitFor();
  await advanceClock(8_000);
  // Live: backup_updated invalidates the list, which is read again.
  await backupItem(page, name).waitFor({ timeout: 10_000 });
}

describe('gateway backups', () => {
  it('backs up, a room is renamed, the restore screen runs until the restore ends, and the old name is back', async () => {
    const page = await demoSettings();
    await backups(page).getByText('No backups yet.').waitFor();
    await backups(page).scrollIntoViewIfNeeded();
    await shots(page, 'backups-empty');
    await createBackup(page, 'Before the party');
    await backupItem(page, 'Before the party').getByText('20 devices', { exact: false }).waitFor();
    await backups(page).scrollIntoViewIfNeeded();
    await shots(page, 'backups-list');

    // Another client of the owner renames the living room.
    const reader = await gatewayReader(baseUrl);
    try {
      await reader.request('rename_room', { room_id: 1, name: 'Party Room' });
    } finally {
      await reader.close();
    }
    await page.getByRole('link', { name: 'Home setup' }).first().click();
    await page.getByText('Party Room').first().waitFor({ timeout: 10_000 });
    expect(await page.getByText('Living Room', { exact: true }).count()).toBe(0);

    await page.goto(`${baseUrl}/gtw_settings`);
    await backups(page).getByRole('button', { name: 'Restore Before the party' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore “Before the party”?' });
    await confirm.waitFor();
    await shots(page, 'restore-confirm');
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await at('/bck-restore-progress');
    await page.getByRole('heading', { name: 'A backup is being restored' }).waitFor({ timeout: 10_000 });
    await shots(page, 'restore-progress');
    await advanceClock(20_000);
    // restoreCompleted clears the flag: the screen goes, with its toast.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).not.toBe('/bck-restore-progress');
    await page.getByText('The backup was restored.').waitFor({ timeout: 10_000 });
    await page.goto(`${baseUrl}/home_setup`);
    await page.getByText('Living Room', { exact: true }).first().waitFor({ timeout: 10_000 });
    expect(await page.getByText('Party Room').count()).toBe(0);
  });

  it('exports the zip, imports it back after the backup is removed, and refuses a file that is no zip', async () => {
    const page = await demoSettings();
    await createBackup(page, 'Weekly');

    const download = page.waitForEvent('download');
    await backups(page).getByRole('button', { name: 'Export Weekly as a .zip file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^backup-HP1000000001-Weekly-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipPath = join(tmpdir(), `e2e-${Date.now()}-${file.suggestedFilename()}`);
    await file.saveAs(zipPath);
    expect([...readFileSync(zipPath).subarray(0, 2)]).toEqual([0x50, 0x4b]);
    await page.getByText(`Backup exported as ${file.suggestedFilename()}.`).waitFor();

    await backups(page).getByRole('button', { name: 'Remove Weekly' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove backup “Weekly”?' });
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await backups(page).getByText('No backups yet.').waitFor();

    // A file that is no zip, under a .zip name: the server says so, translated.
    await backups(page).getByRole('button', { name: 'Import backup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a backup' });
    await dialog.getByLabel('File for Backup file').setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('{"not":"a zip"}') });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('This file is not a .zip file.').waitFor();
    await shots(page, 'import-refused');

    // The exported zip: progress, waiting, then imported and listed.
    await dialog.getByLabel('File for Backup file').setInputFiles(zipPath);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('Backup “Weekly” imported.').waitFor();
    await backupItem(page, 'Weekly').getByText('imported', { exact: false }).waitFor();
    await backups(page).scrollIntoViewIfNeeded();
    await shots(page, 'imported');
    await screenshot(page, 'gtw-backups');
    const listed = (await sim(baseUrl, 'GET', `/gateways/${DEMO_ONLINE}`)) as { data: { isAutomaticallyBackup: boolean } };
    expect(typeof listed.data.isAutomaticallyBackup).toBe('boolean');
  });
});
