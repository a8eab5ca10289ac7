// Roles on gateway settings (spec 1 §6, §7.3, §8) in Debian's Chromium
// against the real simulator: the owner renames and unassigns, a secondary
// account is told why it cannot, and the header fits a 375 px phone.
import { describe, expect, it } from 'vitest';
import { RestClient, type Gateway } from '@homeport/sdk';
import { ACCOUNTS, adminConnect, PICTURES, portalPage, screenshot, submitLogin, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const SERIAL = 'HP1000000001';
const OFFLINE_SERIAL = 'HP1000000002';
const OWNER_ONLY = 'Only the gateway owner can rename or unassign it.';

const ui = portalPage(baseUrl);

const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 15_000 }).toBe(path);

async function signIn(who: { identity: string; secret: string }) {
  await ui.page.goto(`${baseUrl}/login`);
  await submitLogin(ui.page, who);
  await at('/gtw_settings');
  await ui.page.getByRole('heading', { name: 'Gateway settings', level: 1 }).waitFor();
}

/** The demo user's view of a gateway through the real REST API (not the page). */
async function demoReads(serial: string): Promise<{ gateway: Gateway | null; devices: string[] }> {
  const session = await new RestClient({ apiBase: `${baseUrl}/api` }).auth.login(ACCOUNTS.demo.identity, ACCOUNTS.demo.secret);
  const rest = new RestClient({ apiBase: `${baseUrl}/api`, getSessionId: () => session.sessionId });
  const gateway = await rest.gateways.info(serial).catch(() => null);
  return { gateway, devices: session.user.devices };
}

const details = () => ui.page.locator('.hp-details');
const nameShown = () => details().getByRole('definition').first().textContent();

describe('gateway owner actions', () => {
  it('the owner renames the gateway: checked in the dialog, shown at once, kept by the server', async () => {
    await signIn(ACCOUNTS.demo);
    await ui.page.getByRole('button', { name: 'Rename', exact: true }).click();
    const dialog = ui.page.getByRole('dialog', { name: 'Rename gateway' });
    const field = dialog.getByLabel('Gateway name');
    expect(await field.inputValue()).toBe('Demo Home');
    // The focus is in the field: the keyboard alone is enough.
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);

    await field.fill('   ');
    await field.press('Enter');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Enter a name.');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('x'.repeat(65));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The name may have at most 64 characters.');
    await screenshot(ui.page, 'roles-rename-invalid');

    await field.fill('  Lake Cabin  ');
    await field.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(nameShown).toBe('Lake Cabin');
    await expect.poll(() => ui.page.getByRole('status').filter({ hasText: 'The gateway is now called' }).textContent()).toContain('The gateway is now called Lake Cabin.');
    // The header's gateway switch names the current gateway by its new name.
    await expect.poll(() => ui.page.getByRole('banner').getByRole('combobox').locator('option:checked').textContent()).toBe(`Lake Cabin (${SERIAL})`);
    await screenshot(ui.page, 'roles-renamed');
    expect((await demoReads(SERIAL)).gateway?.name).toBe('Lake Cabin');

    // By keyboard: Enter on the button opens it, Escape closes it without a change and gives the focus back.
    const renameButton = ui.page.getByRole('button', { name: 'Rename', exact: true });
    await renameButton.focus();
    await ui.page.keyboard.press('Enter');
    await dialog.waitFor();
    await ui.page.keyboard.type(' and more');
    expect(await dialog.getByLabel('Gateway name').inputValue()).toBe('Lake Cabin and more');
    await ui.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await renameButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await nameShown()).toBe('Lake Cabin');
    expect((await demoReads(SERIAL)).gateway?.name).toBe('Lake Cabin');
  });

  it('the owner unassigns after confirming; Cancel first changes nothing', async () => {
    await signIn(ACCOUNTS.demo);
    const unassign = ui.page.getByRole('button', { name: 'Unassign gateway' });
    await unassign.click();
    const confirm = ui.page.getByRole('alertdialog', { name: 'Unassign Demo Home?' });
    await confirm.waitFor();
    await screenshot(ui.page, 'roles-unassign-confirm');
    // A destructive confirm focuses Cancel.
    expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await ui.page.keyboard.press('Enter'); // Cancel has the focus
    await confirm.waitFor({ state: 'detached' });
    expect(await unassign.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(ui.page.url()).pathname).toBe('/gtw_settings');
    const kept = await demoReads(SERIAL);
    expect(kept.gateway?.userId).not.toBeNull();
    expect(kept.devices).toContain(SERIAL);

    await unassign.click();
    await confirm.getByRole('button', { name: 'Unassign' }).click();
    await at('/gateway_removed');
    await expect.poll(() => ui.page.getByText('Demo Home is no longer linked').count()).toBe(1);
    await screenshot(ui.page, 'roles-unassigned');
    const gone = await demoReads(SERIAL);
    expect(gone.gateway).toBeNull();
    expect(gone.devices).toEqual([OFFLINE_SERIAL]);

    // Continue goes on with the other gateway; the list no longer offers the unassigned one.
    await ui.page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => new URL(ui.page.url()).pathname).not.toBe('/gateway_removed');
    await expect.poll(() => ui.page.getByRole('banner').getByText(OFFLINE_SERIAL).count()).toBeGreaterThan(0);
    expect(await ui.page.getByRole('banner').getByRole('combobox').count()).toBe(0);
  });

  it('the family (secondary) account sees no rename or unassign, and why', async () => {
    await signIn(ACCOUNTS.family);
    await ui.page.getByText(OWNER_ONLY).waitFor();
    expect(await ui.page.getByRole('button', { name: 'Rename', exact: true }).count()).toBe(0);
    expect(await ui.page.getByRole('button', { name: 'Unassign gateway' }).count()).toBe(0);
    expect(await ui.page.getByRole('banner').getByText('Signed in as Farah Family').count()).toBe(1);
    await screenshot(ui.page, 'roles-family');
  });

  it('an admin connected to a user’s gateway sees no rename or unassign, and why', async () => {
    await adminConnect(ui.page, baseUrl, ACCOUNTS.admin, SERIAL);
    await ui.page.getByText(OWNER_ONLY).waitFor();
    expect(await ui.page.getByRole('button', { name: 'Rename', exact: true }).count()).toBe(0);
    expect(await ui.page.getByRole('button', { name: 'Unassign gateway' }).count()).toBe(0);
  });

  it('the header fits a 375 px phone', async () => {
    await ui.page.setViewportSize({ width: 375, height: 740 });
    await signIn(ACCOUNTS.demo);
    await ui.page.getByRole('banner').getByRole('combobox').waitFor();
    await ui.page.getByText('Ethernet').waitFor();
    await screenshot(ui.page, 'roles-gtw-settings-phone');
    const widths = await ui.page.evaluate(() => {
      const header = document.querySelector('header')!;
      const overflowing = [...header.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).map((el) => el.tagName + '.' + el.className);
      return { doc: document.documentElement.scrollWidth, header: header.scrollWidth, viewport: window.innerWidth, overflowing };
    });
    expect(widths.overflowing).toEqual([]);
    expect(widths.header).toBeLessThanOrEqual(widths.viewport);
    expect(widths.doc).toBeLessThanOrEqual(widths.viewport);
    if (PICTURES) await ui.page.getByRole('banner').screenshot({ path: 'test-results/screenshots/roles-header-375.png' });

    // The rename dialog fits the phone too.
    await ui.page.getByRole('button', { name: 'Rename', exact: true }).click();
    const box = await ui.page.getByRole('dialog', { name: 'Rename gateway' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await screenshot(ui.page, 'roles-rename-phone');
  });
});
