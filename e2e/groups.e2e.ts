// Groups in Debian's Chromium against the simulator: the admin opens
// Groups from the side menu, creates a group on the create/edit page (Save
// waits for a name and a description), lands on it after the redirect,
// adds users by device serial numbers (their owners join; an unknown
// serial is listed as not found), sees them in the group's table, and
// deletes the group after a confirmation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ONLINE, OTHER, OTHER_SERIALS } from '@homeport/test-support';
import { ACCOUNTS, portalPage, screenshot, signIn, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);
const ADMIN = ACCOUNTS.admin;
const DEMO = ACCOUNTS.demo;

const on = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

describe('groups', () => {
  it('builds a group from device serials, shows its users, and deletes it', async () => {
    const page = ui.page;
    await signIn(page, baseUrl, ADMIN);
    await page.goto(`${baseUrl}/gate_select`);
    await on(page, '/gate_select');
    await page.getByRole('navigation').getByRole('link', { name: 'Groups' }).click();
    await on(page, '/groups');
    await page.getByRole('heading', { name: 'Groups', level: 1 }).waitFor();

    // The create option beside the dropdown opens the create/edit page.
    await page.getByRole('main').getByRole('link', { name: 'Create group' }).click();
    await on(page, '/create_edit_group_page');
    const save = page.getByRole('button', { name: 'Save' });
    await page.getByRole('textbox', { name: 'Name' }).fill('Pilot homes');
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Description' }).fill('Homes in the first pilot');
    await page.getByRole('textbox', { name: 'Tag' }).fill('pilot');
    expect(await save.isEnabled()).toBe(true);
    await screenshot(page, 'groups-create');
    await save.click();
    await page.getByText('Group Pilot homes was created.').waitFor();
    await on(page, '/groups');
    expect(new URL(page.url()).searchParams.get('selectedGroupId')).toBeTruthy();
    await page.getByRole('heading', { name: 'Pilot homes', level: 2 }).waitFor();
    await page.getByText('This group has no users yet.').waitFor();

    await page.getByRole('radio', { name: 'Device serial numbers' }).check();
    await page.getByRole('textbox', { name: 'Device serial numbers' }).fill(`${DEMO_ONLINE}, NO-SUCH-SERIAL, ${OTHER_SERIALS[0]}`);
    await page.getByRole('button', { name: 'Add to group' }).click();
    await page.getByText('Not found: NO-SUCH-SERIAL').waitFor();
    const table = page.getByRole('table', { name: 'Users of group Pilot homes' });
    await table.getByRole('cell', { name: DEMO.identity, exact: true }).waitFor();
    await table.getByRole('cell', { name: OTHER.identity, exact: true }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    await screenshot(page, 'groups-users');

    await page.getByRole('button', { name: 'Delete group' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete group Pilot homes?' });
    await screenshot(page, 'groups-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete group' }).click();
    await page.getByText('Group Pilot homes was deleted.').waitFor();
    await page.getByText('There are no groups yet.').or(page.getByText('Choose a group to see and manage its users.')).first().waitFor();
    expect(new URL(page.url()).searchParams.get('selectedGroupId')).toBeNull();
    await expect.poll(() => page.getByRole('option', { name: 'Pilot homes' }).count()).toBe(0);
  });
});
