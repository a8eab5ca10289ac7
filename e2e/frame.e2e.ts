// The frame of spec 1 §2.6, §4.2 and §6 in Debian's Chromium: the header
// gateway switch with its change-gateway dialog, the OTP authorization
// before an important route (code read from the simulator's outbox), and
// the side menu following the gateway's operation mode.
import { describe, expect, inject, it } from 'vitest';
import { portalPage, screenshot, sim, submitLogin } from './browser';
import { DEMO } from '@homeport/test-support/accounts';

const baseUrl = inject('baseUrl');

const ui = portalPage(baseUrl, { clearOutbox: true });

const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 15_000 }).toBe(path);

async function signInDemo() {
  await ui.page.goto(`${baseUrl}/login`);
  await submitLogin(ui.page, DEMO);
  await at('/gtw_settings');
  await ui.page.getByText('Ethernet').waitFor();
}

async function lastCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { data } = (await sim(baseUrl, 'GET', `/outbox?to=${encodeURIComponent(to)}&kind=otp`)) as { data: Array<{ code?: string }> };
      code = data.at(-1)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
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
    await screenshot(ui.page, 'frame-switched-offline');
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
    const account = ui.page.getByRole('link', { name: /Signed in as/ });
    await nav.getByRole('link', { name: 'Devices' }).click();
    await at('/devices');
    await account.click();
    const dialog = ui.page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(`We sent a code to ${DEMO.identity}`).count()).toBe(1);
    const code = await lastCode(DEMO.identity);
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
    await account.click();
    await dialog.waitFor();
    const fresh = await lastCode(DEMO.identity);
    await dialog.getByLabel(/^Code/).fill(fresh);
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => ui.page.getByRole('dialog').count()).toBe(0);
    await at('/user_settings');
    // Authorized for the session: a second visit asks nothing.
    await nav.getByRole('link', { name: 'Devices' }).click();
    await at('/devices');
    await account.click();
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
});
