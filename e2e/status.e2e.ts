// The blocking states (spec 1 §2.2, §2.6, §4.2) in Debian's Chromium: each
// entered and left through the events the simulator sends when QA patches
// the gateway, with the priority order and the PIN dialog.
import { describe, expect, it } from 'vitest';
import { ADMIN, DEMO, DEMO_ONLINE } from '@homeport/test-support/accounts';
import { factorySecretsOf, portalPage, screenshot, signIn as signInOverRest, sim, submitLogin, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const SERIAL = DEMO_ONLINE;

const ui = portalPage(baseUrl);

const patch = (body: Record<string, unknown>, serial = SERIAL) => sim(baseUrl, 'PATCH', `/gateways/${serial}`, body);
/** The page's path, polled: client-side redirects may land before the call that caused them returns. */
const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 15_000 }).toBe(path);
const heading = () => ui.page.getByRole('heading', { level: 1 }).textContent();

async function signIn(identity: string, secret: string, landing: string) {
  await ui.page.goto(`${baseUrl}/login`);
  await submitLogin(ui.page, { identity, secret });
  await at(landing);
}

/** Signs in the demo user and waits until its gateway has answered over MQTT, so the event subscription is live. */
async function demo() {
  await signInOverRest(ui.page, baseUrl, DEMO);
  await ui.page.goto(`${baseUrl}/gtw_settings`);
  await at('/gtw_settings');
  await ui.page.getByText('Ethernet').waitFor();
}

describe('blocking states of the current gateway', () => {
  it('enters and leaves firmware upgrade, backup restore, subscription lock and replacement, returning to the page the user was on', async () => {
    await demo();
    await ui.page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
    await ui.page.getByRole('heading', { name: 'Devices' }).waitFor();

    await patch({ installations: [{ softwareId: 'fw-3.7.0', history: [{ status: 'accepted' }, { status: 'downloading' }] }], installationSoftwareId: 'fw-3.7.0' });
    await at('/fw-upgrade');
    await expect.poll(heading).toBe('Your gateway is being upgraded');
    await expect.poll(() => ui.page.getByRole('progressbar', { name: 'Firmware upgrade progress' }).getAttribute('value')).toBe('4');
    await expect.poll(() => ui.page.getByText('Downloading').count()).toBe(1);
    await screenshot(ui.page, 'status-fw-upgrade');
    await patch({ installations: [{ softwareId: 'fw-3.7.0', history: [{ status: 'accepted' }, { status: 'downloading' }, { status: 'installed' }] }] });
    await at('/devices');

    await patch({ backupRestoreInProgress: true });
    await at('/bck-restore-progress');
    await expect.poll(heading).toBe('A backup is being restored');
    await patch({ backupRestoreInProgress: false });
    await at('/devices');

    await patch({ subscriptionLockMode: 2 });
    await at('/subscription_lock');
    await expect.poll(heading).toBe('This gateway is locked');
    await screenshot(ui.page, 'status-subscription-lock');
    await patch({ subscriptionLockMode: 0 });
    await at('/devices');

    await patch({ replacementInProgress: true });
    await at('/rpl-gw-progress');
    await expect.poll(heading).toBe('Your gateway is being replaced');
    await patch({ replacementInProgress: false });
    await at('/devices');
  });

  it('follows the priority order: replacement, then firmware, then backup, then subscription lock, then PIN lock', async () => {
    await demo();
    await patch({
      replacementInProgress: true,
      installations: [{ softwareId: 'fw-3.7.0', history: [{ status: 'installing' }] }],
      installationSoftwareId: 'fw-3.7.0',
      backupRestoreInProgress: true,
      subscriptionLockMode: 1,
      pinLocked: true,
    });
    await at('/rpl-gw-progress');
    await patch({ replacementInProgress: false });
    await at('/fw-upgrade');
    await patch({ installations: [{ softwareId: 'fw-3.7.0', history: [{ status: 'installing' }, { status: 'installed' }] }] });
    await at('/bck-restore-progress');
    await patch({ backupRestoreInProgress: false });
    await at('/subscription_lock');
    await patch({ subscriptionLockMode: 0 });
    await at('/gateway-locked');
    await patch({ pinLocked: false });
    await at('/gtw_settings');
  });

  it('unlocks a PIN-locked gateway with its PIN after refusing an empty and a wrong one', async () => {
    await demo();
    await ui.page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
    await ui.page.getByRole('heading', { name: 'Devices' }).waitFor();
    await patch({ pinLocked: true });
    await at('/gateway-locked');
    const form = ui.page.getByRole('form', { name: 'Unlock' });
    await form.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Enter the PIN');
    await form.getByLabel('Gateway PIN').fill('9999');
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('alert').textContent()).toMatch(/wrong pin/i);
    expect(((await sim(baseUrl, 'GET', `/gateways/${SERIAL}`)) as { data: { emulator: { pinLocked: boolean } } }).data.emulator.pinLocked).toBe(true);
    await screenshot(ui.page, 'status-gateway-locked');
    await form.getByLabel('Gateway PIN').fill((await factorySecretsOf(baseUrl, SERIAL)).factoryPin);
    await ui.page.keyboard.press('Enter');
    await at('/devices');
  });

  it('says how long to wait after five wrong PINs, and the gateway stays locked', async () => {
    await demo();
    await patch({ pinLocked: true });
    await at('/gateway-locked');
    const form = ui.page.getByRole('form', { name: 'Unlock' });
    // Five wrong PINs use up the gateway's guesses (docs/decisions.md "Guessing doors"); the sixth is not checked.
    for (let i = 0; i < 6; i += 1) {
      await form.getByLabel('Gateway PIN').fill(`999${i}`);
      const answered = ui.page.waitForResponse((r) => r.url().endsWith('/pinLock/deactivate'));
      await ui.page.keyboard.press('Enter');
      expect((await answered).status()).toBe(i < 5 ? 400 : 429);
      // The form is ready again (not busy) before the next PIN.
      await expect.poll(() => form.getByRole('button', { name: 'Unlock' }).isEnabled()).toBe(true);
    }
    await expect.poll(() => form.getByRole('alert').textContent()).toMatch(/too many failed attempts\. please wait \d+ seconds/i);
    await screenshot(ui.page, 'status-gateway-locked-too-many');
    expect(((await sim(baseUrl, 'GET', `/gateways/${SERIAL}`)) as { data: { emulator: { pinLocked: boolean } } }).data.emulator.pinLocked).toBe(true);
  });

  it('sends the user away when another party holds privilege mode, but not when it is theirs', async () => {
    await demo();
    const session = JSON.parse((await ui.page.evaluate(() => localStorage.getItem('homeport.session')))!) as { userId: string };
    await patch({ privilegedBy: `${session.userId}:installer-app` });
    await ui.page.waitForTimeout(500);
    expect(new URL(ui.page.url()).pathname).toBe('/gtw_settings');
    await patch({ privilegedBy: 'someone-else:console' });
    await at('/privilege-mode-active');
    await expect.poll(heading).toBe('Someone else is managing this gateway');
    await screenshot(ui.page, 'status-privilege-mode');
    await patch({ privilegedBy: null });
    await at('/gtw_settings');
  });

  it('shows gateway removed when the gateway leaves the account', async () => {
    await demo();
    await sim(baseUrl, 'DELETE', `/gateways/${SERIAL}/owner`);
    await at('/gateway_removed');
    await expect.poll(heading).toBe('This gateway was removed from your account');
    // The page's own Sign out (the header has one with the same words).
    await ui.page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await at('/login');
  });

  it('an admin choosing a locked gateway lands on its screen and can choose another', async () => {
    await patch({ subscriptionLockMode: 1 }, 'HP1000000003');
    await signIn(ADMIN.identity, ADMIN.secret, '/gate_select');
    const search = ui.page.getByRole('searchbox');
    await search.fill('HP1000000003');
    await search.press('Enter');
    await ui.page
      .getByRole('row', { name: /HP1000000003/ })
      .getByRole('button')
      .first()
      .click();
    await at('/subscription_lock');
    await ui.page.getByRole('button', { name: 'Choose another gateway' }).click();
    await at('/gate_select');
  });
});
