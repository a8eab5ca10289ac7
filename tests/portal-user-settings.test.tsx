// The user settings page under build flags this customer build does not
// have (spec 2 §6): HIDE_SENSITIVE_DATA shows the default e-mail instead of
// names and hides the last name; USER_CAN_ADD_EMAIL_ADDRESS off removes
// adding e-mails; EXTERNAL_PORTAL off removes the link; and a uid account
// sees its names read-only. In jsdom against the real simulator in a child
// process.
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RestClient, defaultCustomerConfig, type CustomerConfig, type LoginResult } from '@homeport/sdk';
import { DEMO } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { UserSettingsPage } from '../packages/portal/src/features/user-settings/UserSettingsPage';
import { renderInPortal } from './portalRender';

let sim: SimProcess;
let demo: LoginResult;
beforeAll(async () => {
  sim = await startSimProcess({ args: ['--db-writable'] });
  demo = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(cleanup);

function renderSettings(flags: Partial<CustomerConfig['flags']>) {
  const config = { ...defaultCustomerConfig, flags: { ...defaultCustomerConfig.flags, ...flags } };
  const rest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => demo.sessionId });
  renderInPortal(<UserSettingsPage />, { sim, rest, config, path: '/user_settings', signedInAs: demo });
}

describe('the user settings page under build flags (spec 2 §6)', () => {
  it('the customer build: names shown and editable for an e-mail account, e-mails may be added, the external portal linked', async () => {
    renderSettings({});
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Last name')).toBeTruthy();
    expect(within(profile).getByTestId('profile-heading').textContent).toBe(`${demo.user.firstName} ${demo.user.lastName}`);
    expect(within(profile).getByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'E-mail addresses' })).getByRole('form', { name: 'Add e-mail address' })).toBeTruthy();
    const link = await within(screen.getByRole('region', { name: 'External portal' })).findByRole('link', { name: 'Open the external portal' });
    expect(link.getAttribute('href')).toMatch(/\/api\/auth\/externalPortal$/);
  });

  it('HIDE_SENSITIVE_DATA: the default e-mail instead of names, no last name, no name editing', async () => {
    renderSettings({ HIDE_SENSITIVE_DATA: true });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByTestId('profile-heading').textContent).toBe(DEMO.identity);
    expect(within(profile).queryByText('Last name')).toBeNull();
    expect(within(profile).queryByText(demo.user.lastName)).toBeNull();
    expect(within(profile).queryByRole('button', { name: 'Edit profile' })).toBeNull();
  });

  it('USER_CAN_ADD_EMAIL_ADDRESS and EXTERNAL_PORTAL off: no adding e-mails, no external portal', async () => {
    renderSettings({ USER_CAN_ADD_EMAIL_ADDRESS: false, EXTERNAL_PORTAL: false });
    const emails = await screen.findByRole('region', { name: 'E-mail addresses' });
    expect(within(emails).queryByRole('form', { name: 'Add e-mail address' })).toBeNull();
    expect(within(emails).getByText('Adding e-mail addresses is not available.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Phone numbers' })).getByRole('form', { name: 'Add phone number' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'External portal' })).toBeNull();
  });

  it('a uid account with PROFILE_EDIT off sees its names read-only; PROFILE_EDIT on lets it edit', async () => {
    const patched = await fetch(`${sim.httpUrl}/api/__db/users/${demo.userId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${sim.controlToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ onBoardingType: 'uid' }),
    });
    expect(patched.status).toBe(200);
    try {
      renderSettings({});
      const profile = await screen.findByRole('region', { name: 'Profile' });
      // The page reads the profile again: the server's onboarding type decides.
      await within(profile).findByText('Partner account');
      expect(within(profile).queryByRole('button', { name: 'Edit profile' })).toBeNull();
      expect(within(profile).getByText(/managed where your account was created/)).toBeTruthy();
      cleanup();
      renderSettings({ PROFILE_EDIT: true });
      const editable = await screen.findByRole('region', { name: 'Profile' });
      await within(editable).findByText('Partner account');
      expect(within(editable).getByRole('button', { name: 'Edit profile' })).toBeTruthy();
    } finally {
      await fetch(`${sim.httpUrl}/api/__db/users/${demo.userId}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${sim.controlToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ onBoardingType: 'email' }),
      });
    }
  });
});
