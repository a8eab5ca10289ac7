// The sign-in and account flows of spec 1 §4.1 and §5 in Debian's Chromium,
// driven as a person would, with every message read from the simulator's
// outbox as QA would: phone login, privacy and terms acceptance, register and
// activate, forgot and reset the password, reset a gateway PIN.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshot, sim } from './browser';

const baseUrl = inject('baseUrl');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await sim(baseUrl, 'POST', '/reset');
  await sim(baseUrl, 'DELETE', '/outbox');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
});

const at = (path: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
interface Message {
  code?: string;
  path?: string;
}
async function lastMessage(to: string, kind: string): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(async () => {
      found = ((await sim(baseUrl, 'GET', `/outbox?to=${encodeURIComponent(to)}&kind=${kind}`)) as { data: Message[] }).data.at(-1);
      return !!found;
    })
    .toBe(true);
  return found!;
}
async function emailSignIn(identity: string, secret: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(identity);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('sign-in and account flows', () => {
  it('signs in by phone with the code from the outbox; an unknown number never shows the verify step', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('radio', { name: 'Phone code' }).check();
    const phone = page.getByLabel('Phone number');
    await phone.fill('+91 99999 00000');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Not found.');
    expect(await page.getByRole('button', { name: 'Verify and sign in' }).count()).toBe(0);

    await phone.fill('+91 98765 00001');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('status').filter({ hasText: 'We sent a code to +91 98765 00001' }).waitFor();
    await screenshot(page, 'auth-phone-verify');
    const { code } = await lastMessage('+919876500001', 'otp');
    await page.getByLabel(/^Code/).fill(code!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await at('/gtw_settings');
  });

  it('asks for the privacy policy and terms when login answers 300, and signs in once both are accepted', async () => {
    await page.goto(`${baseUrl}/login`);
    await emailSignIn('terms@homeport.test', 'Terms-Pass-2026!');
    await at('/accept_privacy_and_tos');
    await page.getByRole('button', { name: 'Accept and sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Accept both to continue.');
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await screenshot(page, 'auth-accept-terms');
    await page.getByRole('button', { name: 'Accept and sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/accept_privacy_and_tos');
    expect(await page.evaluate(() => localStorage.getItem('homeport.session'))).not.toBeNull();
    // Opened by hand without a pending login, the page returns to login.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/accept_privacy_and_tos`);
    await at('/login');
  });

  it('registers in two steps, activates from the e-mailed link and signs in; a taken e-mail is refused at step 1', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await at('/register');
    const email = page.getByLabel('E-mail');
    await email.fill('Demo@Homeport.test');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('already exists');
    await email.fill('Asha.Rao@Example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Account for asha.rao@example.com').waitFor();
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('does not follow the rules');
    await page.getByLabel('Password', { exact: true }).fill('Asha-Pass-2026!');
    await page.getByLabel('Repeat the password').fill('Asha-Pass-2026!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Agree to the terms');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await screenshot(page, 'auth-register-step2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const { path } = await lastMessage('asha.rao@example.com', 'activation');
    await page.goto(`${baseUrl}${path}`);
    await at('/login');
    await page.getByRole('status').filter({ hasText: 'Your account is activated' }).first().waitFor();
    await emailSignIn('asha.rao@example.com', 'Asha-Pass-2026!');
    await at('/initial-wizard');
    // The same link again (signed out): already used, back to login with a message.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}${path}`);
    await at('/login');
    await page.getByText('This account is already active').waitFor();
  });

  it('resets a forgotten password through the e-mailed link; a used link toasts 000017 and returns to login', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await at('/forgot-password');
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('There is no account with this e-mail address.');
    await page.getByLabel('E-mail').fill('other@homeport.test');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const { path } = await lastMessage('other@homeport.test', 'password_reset');
    await page.goto(`${baseUrl}${path}`);
    await page.getByLabel('New password', { exact: true }).fill('Other-Pass-2027!');
    await page.getByLabel('Repeat the password').fill('Other-Pass-2028!');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Password confirm no match');
    await page.getByLabel('Repeat the password').fill('Other-Pass-2027!');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await at('/password_changed');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await emailSignIn('other@homeport.test', 'Other-Pass-2027!');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}${path}`);
    await page.getByLabel('New password', { exact: true }).fill('Other-Pass-2029!');
    await page.getByLabel('Repeat the password').fill('Other-Pass-2029!');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await at('/login');
    await page.getByText('The link has expired.').waitFor();
  });

  it('sets a new gateway PIN from the reset link and unlocks the gateway', async () => {
    await sim(baseUrl, 'PATCH', '/gateways/HP1000000001', { pinLocked: true });
    await sim(baseUrl, 'POST', '/gateways/HP1000000001/pin-reset');
    const { path } = await lastMessage('demo@homeport.test', 'pin_reset');
    await page.goto(`${baseUrl}${path}`);
    await page.getByLabel('New PIN').fill('12');
    await page.getByLabel('Repeat the PIN').fill('12');
    await page.getByRole('button', { name: 'Save the PIN' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The PIN has 4 to 8 digits.');
    await page.getByLabel('New PIN').fill('482913');
    await page.getByLabel('Repeat the PIN').fill('482913');
    await page.getByRole('button', { name: 'Save the PIN' }).click();
    await page.getByRole('heading', { name: 'PIN changed' }).waitFor();
    const gateway = (await sim(baseUrl, 'GET', '/gateways/HP1000000001')) as { data: { emulator: { pinLocked: boolean } } };
    expect(gateway.data.emulator.pinLocked).toBe(false);
  });
});
