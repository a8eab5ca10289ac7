// User settings in Debian's Chromium against the simulator: reached from the
// header's account link through the OTP authorization; the profile edited
// (the header follows), the language applied, an announcement channel
// turned on; a phone contact added (a duplicate refused before anything is
// sent) with its notification toggle; the password changed, which signs the
// account's other browser out; the account marked for deletion.
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, lastOtp, launchChromium, portalPage, screenshot, signIn, submitLogin, workerSimulator } from './browser';

const { baseUrl, controlToken } = workerSimulator();

const ui = portalPage(baseUrl, { clearOutbox: true });
const DEMO = ACCOUNTS.demo;
const DEMO_ID = '64a000000000000000000001';

/** The shared check (axe at 1366 and 375 px, no sideways scroll) and the page's pictures in test-results/screenshots. */
const shots = (page: Page, name: string): Promise<void> => screenshot(page, `user-settings-${name}`);

/** The stored profile, as QA reads it (the control token's raw data access). */
async function storedUser(id = DEMO_ID): Promise<{ firstName: string; contacts: Array<{ contact: string; sendNotification?: boolean }>; isProfileMarkedForDeletion?: boolean }> {
  const response = await fetch(`${baseUrl}/api/__db/users/${id}`, { headers: { authorization: `Bearer ${controlToken}` } });
  return (await response.json()) as never;
}

const on = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

/** The OTP authorization dialog of an important route, answered with the e-mailed code. */
async function passOtp(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.waitFor();
  await dialog.getByLabel(/^Code/).fill(await lastOtp(baseUrl, DEMO.identity));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await on(page, '/user_settings');
  await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Profile' }).waitFor();
}

/** Signs demo in and opens /user_settings from the header's account link, with the e-mailed OTP. */
async function openSettings(page: Page): Promise<void> {
  await signIn(page, baseUrl, DEMO);
  await page.goto(`${baseUrl}/gtw_settings`);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Signed in as/ })
    .click();
  await passOtp(page);
}

/** A reload reads everything from the server again; the OTP authorization is kept with the session and not asked again. */
async function reloadSettings(page: Page): Promise<void> {
  await page.reload();
  await on(page, '/user_settings');
  await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Profile' }).waitFor();
  expect(await page.getByRole('dialog', { name: 'Confirm it is you' }).count()).toBe(0);
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

let other: Browser | undefined;
afterEach(async () => {
  await other?.close();
  other = undefined;
});

describe('user settings', () => {
  it('edits the profile (the header follows), applies the language and turns an announcement channel on', async () => {
    const page = ui.page;
    await openSettings(page);
    await shots(page, 'page');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByRole('button', { name: 'Edit profile' }).click();
    await profile.getByLabel('First name').fill('R2D2');
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.getByRole('alert').filter({ hasText: 'letters, apostrophes' }).waitFor();
    expect((await storedUser()).firstName).not.toBe('R2D2');
    await profile.getByLabel('First name').fill('Dana');
    await profile.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Profile updated');
    await expect.poll(() => profile.getByTestId('profile-heading').textContent()).toMatch(/^Dana /);
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('link', { name: /Signed in as Dana/ })
          .count(),
      )
      .toBe(1);
    expect((await storedUser()).firstName).toBe('Dana');

    const language = page.getByRole('region', { name: 'Language' });
    await language.getByRole('button', { name: 'Use this language' }).click();
    await toast(page, 'Language changed');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    const announcements = page.getByRole('region', { name: 'Announcements' });
    const whatsapp = announcements.getByRole('switch', { name: 'WhatsApp' });
    expect(await whatsapp.isChecked()).toBe(false);
    await whatsapp.check();
    await toast(page, 'WhatsApp announcements on');
    await reloadSettings(page);
    expect(await page.getByRole('region', { name: 'Announcements' }).getByRole('switch', { name: 'WhatsApp' }).isChecked()).toBe(true);
  });

  it('adds a phone contact, refuses the same number again before sending, and turns its alarm notifications off', async () => {
    const page = ui.page;
    await openSettings(page);
    const phones = page.getByRole('region', { name: 'Phone numbers' });
    const add = phones.getByRole('form', { name: 'Add phone number' });
    await add.getByLabel('Phone number').fill('abc');
    await add.getByRole('button', { name: 'Add phone number' }).click();
    await add.getByRole('alert').filter({ hasText: '10 digits' }).waitFor();
    await add.getByLabel('Phone number').fill('98765 00042');
    await add.getByLabel('Label').fill('Work');
    await add.getByRole('button', { name: 'Add phone number' }).click();
    await toast(page, 'Contact added');
    const item = phones.getByRole('listitem').filter({ hasText: '+919876500042' });
    await item.waitFor();
    expect(await item.textContent()).toContain('Work');
    await add.getByLabel('Phone number').fill('+91 98765-00042');
    await add.getByRole('button', { name: 'Add phone number' }).click();
    await add.getByRole('alert').filter({ hasText: 'already in your list' }).waitFor();
    expect((await storedUser()).contacts.filter((c) => c.contact === '+919876500042')).toHaveLength(1);

    const toggle = item.getByRole('switch', { name: 'Alarm notifications to +919876500042' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await toast(page, 'Contact updated');
    await expect.poll(async () => (await storedUser()).contacts.find((c) => c.contact === '+919876500042')?.sendNotification).toBe(false);
    await shots(page, 'contacts');
  });

  it('changes the password: a mismatch sends nothing; then the other browser of the account is signed out', async () => {
    other = await launchChromium();
    const second = await (await other.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await second.goto(`${baseUrl}/login`);
    await submitLogin(second, DEMO);
    await on(second, '/gtw_settings');

    const page = ui.page;
    await openSettings(page);
    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password').fill(DEMO.secret);
    await form.getByLabel('New password', { exact: true }).fill('Demo-Pass-2027!');
    await form.getByLabel('Confirm new password').fill('Demo-Pass-2027?');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('alert').filter({ hasText: 'do not match' }).waitFor();
    await form.getByLabel('Current password').fill('Wrong-Pass-2026!');
    await form.getByLabel('Confirm new password').fill('Demo-Pass-2027!');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('alert').filter({ hasText: 'current password is wrong' }).waitFor();
    expect(second.url()).toContain('/gtw_settings');
    await shots(page, 'password');

    await form.getByLabel('Current password').fill(DEMO.secret);
    expect(await form.getByRole('checkbox', { name: 'Sign out my other devices and apps' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password changed');
    await on(second, '/login');
    expect(page.url()).toContain('/user_settings');
    // The new password signs in.
    await second.goto(`${baseUrl}/login`);
    await submitLogin(second, { identity: DEMO.identity, secret: 'Demo-Pass-2027!' });
    await second.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  });

  it('marks the account for deletion after asking; the button stays disabled', async () => {
    const page = ui.page;
    await openSettings(page);
    const section = page.getByRole('region', { name: 'Delete account' });
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await storedUser()).isProfileMarkedForDeletion ?? false).toBe(false);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete account' }).click();
    await section.getByText('Your account is marked for deletion.').waitFor();
    expect(await section.getByRole('button', { name: 'Deletion requested' }).isDisabled()).toBe(true);
    expect((await storedUser()).isProfileMarkedForDeletion).toBe(true);
    await reloadSettings(page);
    expect(await page.getByRole('region', { name: 'Delete account' }).getByRole('button', { name: 'Deletion requested' }).isDisabled()).toBe(true);
    await shots(page, 'deleted');
  });
});
