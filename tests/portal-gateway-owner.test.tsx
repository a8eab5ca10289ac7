// The gateway owner's actions of gateway settings (spec 1 §6, §7.3, §8) in
// jsdom against the real simulator in a child process: a server refusal
// shows its translated text in place and changes nothing. The page-level
// flows (rename, unassign, the secondary account) are in e2e/roles.e2e.ts;
// this suite covers the refusal the page cannot provoke, because the page
// hides the actions from non-owners: here the page believes the user owns
// the gateway while the calls go out with the linked account's session.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RestClient, type Gateway, type LoginResult } from '@homeport/sdk';
import { DialogHost } from '../packages/portal/src/components/dialogs/DialogHost';
import { GatewayOwnerActions } from '../packages/portal/src/features/gateway/gtw-settings/GatewayOwnerActions';
import { DEMO, DEMO_ONLINE, FAMILY } from '@homeport/test-support';
import { renderInPortal } from './portalRender';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

let sim: SimProcess;
let demo: LoginResult;
let family: LoginResult;
let gateway: Gateway;
const restOf = (session: LoginResult) => new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId });

beforeAll(async () => {
  sim = await startSimProcess();
  const anonymous = new RestClient({ apiBase: `${sim.httpUrl}/api` });
  demo = await anonymous.auth.login(DEMO.identity, DEMO.secret);
  family = await anonymous.auth.login(FAMILY.identity, FAMILY.secret);
  gateway = await restOf(demo).gateways.info(DEMO_ONLINE);
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(cleanup);

/** Gateway settings' actions for `shownAs` (the page's user), with calls made in `callsAs`'s session. */
function renderActions(shownAs: LoginResult, callsAs: LoginResult) {
  renderInPortal(
    <>
      <GatewayOwnerActions gateway={gateway} />
      <DialogHost />
    </>,
    { sim, rest: restOf(callsAs), signedInAs: shownAs },
  );
}

describe('GatewayOwnerActions against the simulator', () => {
  it('shows the linked account why it cannot, and no actions', () => {
    renderActions(family, family);
    expect(screen.getByText('Only the gateway owner can rename or unassign it.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a refused rename (403 UDM_NOT_YOUR_DEVICE) in the dialog, translated; the name stays', async () => {
    const user = userEvent.setup();
    renderActions(demo, family);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename gateway' });
    const field = within(dialog).getByLabelText('Gateway name');
    await user.clear(field);
    await user.type(field, 'Taken over{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('This gateway does not belong to you.'));
    expect(screen.getByRole('dialog', { name: 'Rename gateway' })).toBeTruthy();
    expect((await restOf(demo).gateways.info(DEMO_ONLINE)).name).toBe(gateway.name);
  });

  it('shows a refused unassign under the actions after the confirm; the gateway stays', async () => {
    const user = userEvent.setup();
    renderActions(demo, family);
    await user.click(screen.getByRole('button', { name: 'Unassign gateway' }));
    const confirm = screen.getByRole('alertdialog', { name: `Unassign ${gateway.name}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This gateway does not belong to you.'));
    expect((await restOf(demo).gateways.info(DEMO_ONLINE)).userId).toBe(demo.userId);
  });
});
