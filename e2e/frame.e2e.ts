// The frame of spec 1 §2.6, §4.2 and §6 in Debian's Chromium: the header
// gateway switch with its change-gateway dialog, the OTP authorization
// before an important route (code read from the simulator's outbox), and
// the side menu following the gateway's operation mode.
import { describe, expect, it } from 'vitest';
import { lastOtp, portalPage, screenshot, signIn, sim, submitLogin, workerSimulator } from './browser';
import { ADMIN, DEMO } from '@homeport/test-support/accounts';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl, { clearOutbox: true });

const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 15_000 }).toBe(path);

async function signInDemo() {
  await signIn(ui.page, baseUrl, DEMO);
  await ui.page.goto(`${baseUrl}/gtw_settings`);
  await at('/gtw_settings');
  await ui.page.getByText('Ethernet').waitFor();
}

/**
 * Follows an in-app link to `path` as the router does (a history entry one
 * step on, then popstate), without reloading the page and so without losing
 * what the session holds in memory. No page of this build links to an
 * important route yet: their sections are not built, so the menu hides them.
 */
async function followInApp(path: string) {
  await ui.page.evaluate((to) => {
    const state = (window.history.state ?? {}) as { idx?: number };
    window.history.pushState({ usr: null, key: `e2e${Date.now()}`, idx: (state.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

describe('the frame', () => {
  it('switches the current gateway in the header: an offline one leads to gateway_offline, and back', async () => {
    await signInDemo();
    const select = ui.page.getByRole('combobox', { name: 'Gateway' });
    await expect.poll(() => select.locator('option').count()).toBe(2);
    expect(await select.inputValue()).toBe('HP1000000001');
    await select.selectOption('HP1000000002');
    await at('/gateway_offline');
    await expect.poll(() => ui.page.getByRole('combobox', { name: 'Gateway' }).inputValue()).toBe('HP1000000002');
    // The frame stays, nothing spins, and what serves offline is a tap away and stays open.
    const menu = ui.page.getByRole('navigation', { name: 'Main navigation' });
    expect(await menu.getByRole('link', { name: 'Notifications' }).count()).toBe(1);
    expect(await ui.page.locator('.hp-spinner').count()).toBe(0);
    await screenshot(ui.page, 'frame-switched-offline');
    await ui.page.getByRole('navigation', { name: 'While it is offline you can still open' }).getByRole('link', { name: 'Notifications' }).click();
    await at('/notifications_all');
    await ui.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(ui.page.url()).pathname).toBe('/notifications_all');
    await ui.page.getByRole('combobox', { name: 'Gateway' }).selectOption('HP1000000001');
    await at('/gtw_settings');
    await ui.page.getByText('Ethernet').waitFor();
    // The choice survives a reload.
    await ui.page.reload();
    await expect.poll(() => ui.page.getByRole('combobox', { name: 'Gateway' }).inputValue()).toBe('HP1000000001');
  });

  it('asks for the e-mailed code before an important route; 6 characters exactly, a wrong code refused, cancel goes back', async () => {
    await signInDemo();
    const nav = ui.page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Devices' }).click();
    await at('/devices');
    // The header names the user with a link to the account page.
    expect(
      await ui.page
        .getByRole('banner')
        .getByRole('link', { name: /Signed in as/ })
        .count(),
    ).toBe(1);
    await followInApp('/user_settings');
    const dialog = ui.page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(`We sent a code to ${DEMO.identity}`).count()).toBe(1);
    const code = await lastOtp(baseUrl, DEMO.identity);
    const input = dialog.getByLabel(/^Code/);
    const next = dialog.getByRole('button', { name: 'Continue' });
    await input.fill('12345');
    expect(await next.isDisabled()).toBe(true);
    await input.fill(code === '000000' ? '000001' : '000000');
    expect(await next.isEnabled()).toBe(true);
    await next.click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('not right');
    await screenshot(ui.page, 'frame-otp-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await at('/devices');

    // An empty outbox, so that the code read next is the one this opening sent, not the first one.
    await sim(baseUrl, 'DELETE', '/outbox');
    await followInApp('/user_settings');
    await dialog.waitFor();
    const fresh = await lastOtp(baseUrl, DEMO.identity);
    await dialog.getByLabel(/^Code/).fill(fresh);
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => ui.page.getByRole('dialog').count()).toBe(0);
    await at('/user_settings');
    // Authorized for the session: a second visit asks nothing.
    await nav.getByRole('link', { name: 'Devices' }).click();
    await at('/devices');
    await followInApp('/user_settings');
    await at('/user_settings');
    expect(await ui.page.getByRole('dialog').count()).toBe(0);
    // Nor after a reload: the authorization is kept with the session.
    await ui.page.reload();
    await ui.page.getByRole('heading', { level: 1 }).first().waitFor();
    await at('/user_settings');
    expect(await ui.page.getByRole('dialog').count()).toBe(0);
  });

  it('follows an operation-mode change to gtw_settings and leaves only Settings enabled with bit 2', async () => {
    await signInDemo();
    const nav = ui.page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Devices' }).click();
    await at('/devices');
    await sim(baseUrl, 'PATCH', '/gateways/HP1000000001', { operationMode: 4 });
    await at('/gtw_settings');
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['Settings']);
    expect(await nav.locator('[aria-disabled="true"]').filter({ hasText: 'Devices' }).count()).toBe(1);
    await screenshot(ui.page, 'frame-menu-settings-only');
    await sim(baseUrl, 'PATCH', '/gateways/HP1000000001', { operationMode: 0 });
    await expect.poll(() => nav.getByRole('link', { name: 'Devices' }).count()).toBe(1);
  });

  it('hides menu entries whose section this build does not have, for a user and an admin', async () => {
    await signInDemo();
    const nav = ui.page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['Scenes', 'Devices', 'Home setup', 'Notifications', 'Settings']);
    await ui.page.getByRole('button', { name: 'Sign out' }).click();
    await at('/login');
    await submitLogin(ui.page, ADMIN);
    await at('/gate_select');
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual(['Gateways', 'Notifications', 'Bulk', 'Log', 'Create', 'Operations', 'Announcement', 'History', 'Create', 'Templates', 'Groups']);
    expect(await ui.page.getByText('Not available yet').count()).toBe(0);
  });

  it('on a phone the menu is a drawer: focus moves in and back, Escape, the backdrop and a navigation close it', async () => {
    await ui.page.setViewportSize({ width: 375, height: 740 });
    await signInDemo();
    // While the modal drawer is open the rest of the page is hidden from assistive tech, the menu button included.
    const button = ui.page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
    const drawer = ui.page.getByRole('dialog', { name: 'Menu' });
    // Closed, the menu is not on the page at all (no hidden links to tab through).
    expect(await ui.page.getByRole('navigation').count()).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-controls')).toBeTruthy();

    await button.click();
    await drawer.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await button.getAttribute('aria-controls')).toBe(await drawer.getAttribute('id'));
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await screenshot(ui.page, 'frame-drawer-open');
    await ui.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // A tap on the backdrop, right of the drawer.
    await button.click();
    await drawer.waitFor();
    await ui.page.mouse.click(360, 600);
    await drawer.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await button.click();
    await drawer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Devices' }).click();
    await at('/devices');
    await drawer.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // On a sub-page its section stays marked; the account page is at the drawer's foot.
    await ui.page.goto(`${baseUrl}/devices_table`);
    await button.click();
    expect(await drawer.getByRole('link', { name: 'Devices' }).getAttribute('aria-current')).toBe('page');
    await drawer.getByRole('link', { name: 'Account settings' }).click();
    await at('/user_settings');
  });
});
