// The sign-in and account flows of spec 1 §4.1 and §5 in Debian's Chromium,
// driven as a person would, with every message read from the simulator's
// outbox as QA would: phone login, privacy and terms acceptance, register and
// activate, forgot and reset the password, reset a gateway PIN.
import { describe, expect, it } from 'vitest';
import { DEMO } from '@homeport/test-support/accounts';
import { portalPage, screenshot, sim, submitLogin, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl, { clearOutbox: true });

const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 15_000 }).toBe(path);
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
const emailSignIn = (identity: string, secret: string) => submitLogin(ui.page, { identity, secret });

describe('sign-in and account flows', () => {
  it('returns to the page asked for before signing in, and after signing out to the last page open', async () => {
    await ui.page.goto(`${baseUrl}/devices_table`);
    await at('/login');
    await submitLogin(ui.page, DEMO);
    await at('/devices_table');
    await ui.page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await at('/login');
    await submitLogin(ui.page, DEMO);
    await at('/devices_table');
  });

  it('signs in by phone with the code from the outbox; an unknown number never shows the verify step', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await ui.page.getByRole('radio', { name: 'Phone code' }).check();
    const phone = ui.page.getByLabel('Phone number');
    await phone.fill('+91 99999 00000');
    await ui.page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toBe('Not found.');
    expect(await ui.page.getByRole('button', { name: 'Verify and sign in' }).count()).toBe(0);

    await phone.fill('+91 98765 00001');
    await ui.page.getByRole('button', { name: 'Send code' }).click();
    await ui.page.getByRole('status').filter({ hasText: 'We sent a code to +91 98765 00001' }).waitFor();
    await screenshot(ui.page, 'auth-phone-verify');
    const { code } = await lastMessage('+919876500001', 'otp');
    // A wrong code is named as the code, not as an e-mail or password.
    await ui.page.getByLabel(/^Code/).fill(code === '000000' ? '000001' : '000000');
    await ui.page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toBe('That code is not right or has expired. Check it, or send a new code.');
    await ui.page.getByLabel(/^Code/).fill(code!);
    await ui.page.getByRole('button', { name: 'Verify and sign in' }).click();
    await at('/gtw_settings');
  });

  it('asks for the privacy policy and terms when login answers 300, and signs in once both are accepted', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await emailSignIn('terms@homeport.test', 'Terms-Pass-2026!');
    await at('/accept_privacy_and_tos');
    await ui.page.getByRole('button', { name: 'Accept and sign in' }).click();
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toBe('Accept both to continue.');
    await ui.page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await ui.page.getByRole('checkbox', { name: /terms of service/ }).check();
    await screenshot(ui.page, 'auth-accept-terms');
    await ui.page.getByRole('button', { name: 'Accept and sign in' }).click();
    await expect.poll(() => new URL(ui.page.url()).pathname).not.toBe('/accept_privacy_and_tos');
    expect(await ui.page.evaluate(() => localStorage.getItem('homeport.session'))).not.toBeNull();
    // Opened by hand without a pending login, the page returns to login.
    await ui.page.evaluate(() => localStorage.clear());
    await ui.page.goto(`${baseUrl}/accept_privacy_and_tos`);
    await at('/login');
  });

  it('registers in two steps, activates from the e-mailed link and signs in; a taken e-mail is refused at step 1', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await ui.page.getByRole('link', { name: 'Create an account' }).click();
    await at('/register');
    const email = ui.page.getByLabel('E-mail');
    await email.fill('Demo@Homeport.test');
    await ui.page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toContain('already exists');
    await email.fill('Asha.Rao@Example.com');
    await ui.page.getByRole('button', { name: 'Next' }).click();
    await ui.page.getByText('Account for asha.rao@example.com').waitFor();
    await ui.page.getByLabel('First name').fill('Asha');
    await ui.page.getByLabel('Last name').fill('Rao');
    await ui.page.getByLabel('Password', { exact: true }).fill('short');
    await ui.page.getByLabel('Repeat the password').fill('short');
    await ui.page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toContain('does not follow the rules');
    await ui.page.getByLabel('Password', { exact: true }).fill('Asha-Pass-2026!');
    await ui.page.getByLabel('Repeat the password').fill('Asha-Pass-2026!');
    await ui.page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toContain('Agree to the terms');
    await ui.page.getByRole('checkbox', { name: /I agree/ }).check();
    await screenshot(ui.page, 'auth-register-step2');
    await ui.page.getByRole('button', { name: 'Create account' }).click();
    await ui.page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const { path } = await lastMessage('asha.rao@example.com', 'activation');
    await ui.page.goto(`${baseUrl}${path}`);
    await at('/login');
    await ui.page.getByRole('status').filter({ hasText: 'Your account is activated' }).first().waitFor();
    await emailSignIn('asha.rao@example.com', 'Asha-Pass-2026!');
    await at('/initial-wizard');
    // The same link again (signed out): already used, back to login with a message.
    await ui.page.evaluate(() => localStorage.clear());
    await ui.page.goto(`${baseUrl}${path}`);
    await at('/login');
    await ui.page.getByText('This account is already active').waitFor();
  });

  it('resets a forgotten password through the e-mailed link; a used link toasts 000017 and returns to login', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await ui.page.getByRole('link', { name: 'Forgot password?' }).click();
    await at('/forgot-password');
    await ui.page.getByLabel('E-mail').fill('nobody@example.com');
    await ui.page.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toBe('There is no account with this e-mail address.');
    await ui.page.getByLabel('E-mail').fill('other@homeport.test');
    await ui.page.getByRole('button', { name: 'Send the link' }).click();
    await ui.page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const { path } = await lastMessage('other@homeport.test', 'password_reset');
    await ui.page.goto(`${baseUrl}${path}`);
    await ui.page.getByLabel('New password', { exact: true }).fill('Other-Pass-2027!');
    await ui.page.getByLabel('Repeat the password').fill('Other-Pass-2028!');
    await ui.page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toBe('Password confirm no match');
    await ui.page.getByLabel('Repeat the password').fill('Other-Pass-2027!');
    await ui.page.getByRole('button', { name: 'Save the new password' }).click();
    await at('/password_changed');
    await ui.page.getByRole('link', { name: 'Sign in' }).click();
    await emailSignIn('other@homeport.test', 'Other-Pass-2027!');
    await expect.poll(() => new URL(ui.page.url()).pathname).not.toBe('/login');

    await ui.page.evaluate(() => localStorage.clear());
    await ui.page.goto(`${baseUrl}${path}`);
    await ui.page.getByLabel('New password', { exact: true }).fill('Other-Pass-2029!');
    await ui.page.getByLabel('Repeat the password').fill('Other-Pass-2029!');
    await ui.page.getByRole('button', { name: 'Save the new password' }).click();
    await at('/login');
    await ui.page.getByText('The link has expired.').waitFor();
  });

  it('sets a new gateway PIN from the reset link and unlocks the gateway', async () => {
    await sim(baseUrl, 'PATCH', '/gateways/HP1000000001', { pinLocked: true });
    await sim(baseUrl, 'POST', '/gateways/HP1000000001/pin-reset');
    const { path } = await lastMessage('demo@homeport.test', 'pin_reset');
    await ui.page.goto(`${baseUrl}${path}`);
    await ui.page.getByLabel('New PIN').fill('12');
    await ui.page.getByLabel('Repeat the PIN').fill('12');
    await ui.page.getByRole('button', { name: 'Save the PIN' }).click();
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toBe('The PIN has 4 to 8 digits.');
    await ui.page.getByLabel('New PIN').fill('482913');
    await ui.page.getByLabel('Repeat the PIN').fill('482913');
    await ui.page.getByRole('button', { name: 'Save the PIN' }).click();
    await ui.page.getByRole('heading', { name: 'PIN changed' }).waitFor();
    const gateway = (await sim(baseUrl, 'GET', '/gateways/HP1000000001')) as { data: { emulator: { pinLocked: boolean } } };
    expect(gateway.data.emulator.pinLocked).toBe(false);
  });
});
