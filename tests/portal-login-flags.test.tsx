// The login page under the build flags this customer build has off (spec 1
// §4.1, §6): BRAND_LIST shows the voice-assistant brands the simulator
// lists, EXTERNAL_LOGIN removes registration; the single sign-on button
// appears because the simulator names an identity provider. In jsdom
// against the real simulator in a child process.
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RestClient, defaultCustomerConfig, type CustomerConfig } from '@homeport/sdk';
import { LoginPage } from '../packages/portal/src/features/session/login/LoginPage';
import { renderInPortal } from './portalRender';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

let sim: SimProcess;
beforeAll(async () => {
  sim = await startSimProcess();
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(cleanup);

function renderLogin(flags: Partial<CustomerConfig['flags']>) {
  const config = { ...defaultCustomerConfig, flags: { ...defaultCustomerConfig.flags, ...flags } };
  renderInPortal(<LoginPage />, { sim, rest: new RestClient({ apiBase: `${sim.httpUrl}/api` }), config, path: '/login' });
}

describe('the login page under build flags', () => {
  it('lists the voice-assistant brands with BRAND_LIST, and offers single sign-on', async () => {
    renderLogin({ BRAND_LIST: true });
    const list = await screen.findByRole('region', { name: 'Works with' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['GGoogle', 'AAlexa', 'QQA Partner (Google)']);
    expect(await screen.findByRole('button', { name: 'Sign in with single sign-on' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
  });

  it('shows no brand list without the flag, and no registration with EXTERNAL_LOGIN', async () => {
    renderLogin({ EXTERNAL_LOGIN: true });
    await screen.findByRole('button', { name: 'Sign in with single sign-on' });
    expect(screen.queryByRole('region', { name: 'Works with' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
  });
});
