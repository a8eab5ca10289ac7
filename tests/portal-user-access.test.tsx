// The access sections of /user_settings in jsdom against the real simulator
// in a child process: a malformed account id is refused before anything is
// sent, an unknown account shows spec 2 §8's LINKED_USER_NOT_FOUND_ERROR
// text and links nothing, the lists offer 5, 10 or 20 per page, and the
// build flags hide what they switch off (HIDE_SENSITIVE_DATA shows e-mails).
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultCustomerConfig, RestClient, type LoginResult } from '@homeport/sdk';
import { AccessSections } from '../packages/portal/src/features/user-settings/access/AccessSections';
import { DEMO } from '@homeport/test-support';
import { renderInPortal } from './portalRender';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

let sim: SimProcess;
let demo: LoginResult;
const restOf = (session: LoginResult) => new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId });
const linksOfDemo = async () => (await restOf(demo).userAccess.mySecondaries(demo.userId, 1, 20)).total;

beforeAll(async () => {
  sim = await startSimProcess();
  demo = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(cleanup);

describe('the access sections against the simulator', () => {
  it('refuses a malformed id before sending; an unknown account is asked as a known one is (no address named), and links nothing', async () => {
    const user = userEvent.setup();
    renderInPortal(<AccessSections />, { sim, rest: restOf(demo), signedInAs: demo, path: '/user_settings' });
    const linked = within(await screen.findByRole('region', { name: 'Linked accounts' }));
    await linked.findByText('Farah Family');
    const before = await linksOfDemo();
    const field = linked.getByLabelText('E-mail or phone number of the account to link');
    await user.type(field, 'abc');
    await user.click(linked.getByRole('button', { name: 'Link account' }));
    await linked.findByText('Enter an e-mail address or a phone number of 5 to 45 digits.');
    await user.clear(field);
    await user.type(field, 'nobody@homeport.test');
    await user.click(linked.getByRole('button', { name: 'Link account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the link to nobody@homeport.test' }));
    await dialog.findByText('If an account has nobody@homeport.test, we sent a code to it. Ask its owner for the code and enter it here.');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    // A pending link, never verified: nothing is shared; removed again for the next tests.
    await linked.findByRole('button', { name: 'Remove the link with nobody@homeport.test' });
    const mine = await restOf(demo).userAccess.mySecondaries(demo.userId, 1, 20);
    expect(mine.total).toBe(before + 1);
    const ghost = mine.items.find((l) => l.username === 'nobody@homeport.test')!;
    expect(ghost).toMatchObject({ verified: false, secondaryAccountId: '', firstName: '' });
    await restOf(demo).userAccess.deleteLink(ghost.id);
    const sizes = linked.getAllByRole('combobox', { name: 'Linked accounts per page' })[0]!;
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20']);
  });

  it('shows e-mails instead of names with HIDE_SENSITIVE_DATA, and hides the sections whose flags are off', async () => {
    const config = { ...defaultCustomerConfig, flags: { ...defaultCustomerConfig.flags, HIDE_SENSITIVE_DATA: true, PRIVACY_SETTINGS: false, CLIENTS_AVAILABLE: false } };
    renderInPortal(<AccessSections />, { sim, rest: restOf(demo), signedInAs: demo, config, path: '/user_settings' });
    const linked = within(await screen.findByRole('region', { name: 'Linked accounts' }));
    const family = await linked.findByRole('button', { name: 'Remove the link with family@homeport.test' });
    expect(family).toBeTruthy();
    expect(linked.queryByText('Farah Family')).toBeNull();
    await screen.findByRole('region', { name: 'Logged-in sessions' });
    expect(screen.queryByRole('region', { name: 'Personal data export' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Connected clients' })).toBeNull();
  });
});
