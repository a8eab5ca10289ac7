// Linked accounts, sessions and the personal data export of /user_settings
// in Debian's Chromium against the real simulator: link other@ as a
// secondary account with the code read from the outbox (a wrong code first),
// log out another session of demo's (it is refused afterwards), and export
// personal data: the code, pending, the simulator clock completes it, the
// live event makes it ready, and the download is a real JSON file of demo's
// data. Screenshots at 1280 and 375 px go to /tmp/shots-access/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, OTHER } from '@homeport/test-support/accounts';
import { portalPage, reviewShots, sim, submitLogin, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl, { clearOutbox: true });

const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 20_000 }).toBe(path);

const shots = (page: Page, name: string) => reviewShots(page, 'access', name);

/** The newest code sent to `to`, once there is one newer than `after` codes. */
async function codeTo(to: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { data } = (await sim(baseUrl, 'GET', `/outbox?to=${encodeURIComponent(to)}&kind=otp`)) as { data: Array<{ code?: string }> };
      code = data.length > after ? data.at(-1)?.code : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
const codesTo = async (to: string) => ((await sim(baseUrl, 'GET', `/outbox?to=${encodeURIComponent(to)}&kind=otp`)) as { data: unknown[] }).data.length;

/**
 * Signs demo in through the form and opens the account settings from the
 * header, through the OTP authorization. Through the form, not over REST:
 * the sessions list names this session by the browser that signed in.
 */
async function demoUserSettings(): Promise<Page> {
  const page = ui.page;
  // The shipped build has privacy settings off (spec 2 §6); this deployment turns the export on (docs/decisions.md "Deployment flags").
  await page.addInitScript(() => {
    Object.assign(window, { HOMEPORT_CONFIG: { flags: { PRIVACY_SETTINGS: true } } });
  });
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, DEMO);
  await at('/gtw_settings');
  await page.getByTitle('Your account settings').click();
  const otp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await otp.waitFor();
  await otp.getByLabel(/^Code/).fill(await codeTo(DEMO.identity));
  await otp.getByRole('button', { name: 'Continue' }).click();
  await at('/user_settings');
  await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
  return page;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('user access settings', () => {
  it('links a secondary account with the code sent to it: a wrong code is refused, the right one links it', async () => {
    const page = await demoUserSettings();
    const linked = region(page, 'Linked accounts');
    const mine = linked.getByRole('list', { name: 'My linked accounts' });
    await mine.getByRole('listitem').filter({ hasText: 'family@homeport.test' }).waitFor();
    await shots(page, 'settings-access');

    // An account that does not exist answers as one that does (docs/decisions.md "No account oracle").
    const field = linked.getByLabel('E-mail or phone number of the account to link');
    await field.fill('nobody@homeport.test');
    await linked.getByRole('button', { name: 'Link account' }).click();
    const ghost = page.getByRole('dialog', { name: 'Confirm the link to nobody@homeport.test' });
    await ghost.getByText('If an account has nobody@homeport.test, we sent a code to it.', { exact: false }).waitFor();
    await ghost.getByRole('button', { name: 'Cancel' }).click();
    await ghost.waitFor({ state: 'detached' });

    await field.fill(OTHER.identity);
    await linked.getByRole('button', { name: 'Link account' }).click();
    const dialog = page.getByRole('dialog', { name: `Confirm the link to ${OTHER.identity}` });
    await dialog.getByText(`If an account has ${OTHER.identity}, we sent a code to it.`, { exact: false }).waitFor();
    const code = await codeTo(OTHER.identity);
    await dialog.getByLabel('Code (6 digits)').fill(code === '000000' ? '000001' : '000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('That code is not right', { exact: false }).waitFor();
    await shots(page, 'link-wrong-code');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The pending link is listed, not verified; its code can be entered later.
    const pending = mine.getByRole('listitem').filter({ hasText: OTHER.identity });
    await pending.getByText('Waiting for the code').waitFor();
    await pending.getByRole('button', { name: /^Enter the code for/ }).click();
    const again = page.getByRole('dialog', { name: /^Confirm the link to/ });
    await again.getByLabel('Code (6 digits)').fill(code);
    await again.getByRole('button', { name: 'Confirm' }).click();
    await again.waitFor({ state: 'detached' });
    await pending.getByText('Verified').waitFor();
    await page.getByText('is now linked to your account.', { exact: false }).waitFor();
    await shots(page, 'link-verified');

    // The cloud agrees: other@ now reaches demo's gateway.
    const signIn = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: OTHER.identity, secret: OTHER.secret, loginType: 'EMAIL' }),
    });
    const otherSession = ((await signIn.json()) as { data: { sessionId: string } }).data.sessionId;
    expect((await fetch(`${baseUrl}/api/udm/device/hg/HP1000000001/info`, { headers: { sessionId: otherSession } })).status).toBe(200);
  });

  it("logs out another of demo's sessions; that session is refused afterwards", async () => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
      body: JSON.stringify({ identity: DEMO.identity, secret: DEMO.secret, loginType: 'EMAIL' }),
    });
    const phone = ((await login.json()) as { data: { sessionId: string } }).data.sessionId;
    const page = await demoUserSettings();
    const sessions = region(page, 'Logged-in sessions');
    const list = sessions.getByRole('list', { name: 'Your sessions' });
    await list.getByRole('listitem').filter({ hasText: 'This session' }).getByText('Chrome on Linux', { exact: false }).waitFor();
    const iphone = list.getByRole('listitem').filter({ hasText: 'Safari on iOS' });
    await iphone.getByText('Mobile', { exact: false }).waitFor();
    await sessions.scrollIntoViewIfNeeded();
    await shots(page, 'sessions');

    await iphone.getByRole('button', { name: /^Log out the session on Safari on iOS/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Log out this session?' });
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => iphone.count()).toBe(0);
    await page.getByText('The session on Safari on iOS was logged out.').waitFor();
    const refused = await fetch(`${baseUrl}/api/auth/getLoggedInUsers`, { method: 'POST', headers: { sessionId: phone, 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(401);
    expect(await sessions.getByText('This is your only session.').count()).toBe(1);
  });

  it('exports personal data: a code, pending, completed by the simulator clock, and a real file downloaded', async () => {
    const page = await demoUserSettings();
    const exports = region(page, 'Personal data export');
    await exports.getByText('You have not exported your data yet.').waitFor();
    const before = await codesTo(DEMO.identity);
    await exports.getByRole('button', { name: 'Export my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export your personal data' });
    await dialog.getByText(`We sent a code to ${DEMO.identity}`, { exact: false }).waitFor();
    await dialog.getByLabel('Code (6 digits)').fill(await codeTo(DEMO.identity, before));
    await shots(page, 'export-code');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    const item = exports.getByRole('listitem').first();
    await item.getByText('Being prepared').waitFor();
    const download = item.getByRole('button', { name: /^Download the export of/ });
    expect(await download.isDisabled()).toBe(true);
    await exports.scrollIntoViewIfNeeded();
    await shots(page, 'export-pending');

    await sim(baseUrl, 'POST', '/clock', { advanceMs: 30_000 });
    // Live: export_task_completed reads the list again.
    await item.getByText('Ready', { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => download.isEnabled()).toBe(true);
    const saved = page.waitForEvent('download');
    await download.click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/^personal-data-.+\.json$/);
    const path = join(tmpdir(), `e2e-${Date.now()}-${file.suggestedFilename()}`);
    await file.saveAs(path);
    const data = JSON.parse(readFileSync(path, 'utf8')) as { profile: { username: string }; gateways: Array<{ serialNumber: string }> };
    expect(data.profile.username).toBe(DEMO.identity);
    expect(data.gateways.map((g) => g.serialNumber)).toContain('HP1000000001');
    await page.getByText(`${file.suggestedFilename()} was downloaded.`).waitFor();
    await exports.scrollIntoViewIfNeeded();
    await shots(page, 'export-ready');
  });
});
