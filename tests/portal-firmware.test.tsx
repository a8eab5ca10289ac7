// The gateway firmware card in jsdom against the real simulator in a child
// process: "There is no firmware upgrade available." for a model without a
// campaign, the upgrade disabled without a campaign id, the confirmation
// listing the new features, and after confirming the button disabled and
// the installation running on the simulator.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RestClient, type Gateway, type LoginResult } from '@homeport/sdk';
import { FirmwareSection } from '../packages/portal/src/features/gateway/gtw-settings/FirmwareSection';
import { useSettingsContext } from '../packages/portal/src/features/gateway/gtw-settings/useGatewaySettings';
import { gatewayAtom } from '../packages/portal/src/state/atoms';
import { DEMO, DEMO_ONLINE, OTHER, OTHER_SERIALS } from '@homeport/test-support';
import { renderInPortal } from './portalRender';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

let sim: SimProcess;
let demo: LoginResult;
let other: LoginResult;
const restOf = (session: LoginResult) => new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId });
const gatewayOf = async (serial: string): Promise<Gateway> =>
  ((await (await fetch(`${sim.httpUrl}/api/__sim/gateways/${serial}`, { headers: { authorization: `Bearer ${sim.controlToken}` } })).json()) as { data: Gateway }).data;

beforeAll(async () => {
  sim = await startSimProcess();
  const anonymous = new RestClient({ apiBase: `${sim.httpUrl}/api` });
  demo = await anonymous.auth.login(DEMO.identity, DEMO.secret);
  other = await anonymous.auth.login(OTHER.identity, OTHER.secret);
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(cleanup);

/** The card over the current gateway as the cache holds it (the confirmation writes the cache). */
function Card() {
  const gateway = useAtomValue(gatewayAtom);
  return gateway ? <WithContext gateway={gateway} /> : null;
}
function WithContext({ gateway }: { gateway: Gateway }) {
  return <FirmwareSection context={useSettingsContext(gateway)} />;
}

describe('the firmware card (spec 2 §2, §8)', () => {
  it('says there is no upgrade for a model without a campaign, and the upgrade is disabled', async () => {
    const gateway = await restOf(other).gateways.info(OTHER_SERIALS[0]!);
    renderInPortal(<Card />, { sim, rest: restOf(other), signedInAs: other, gateway });
    const card = await screen.findByRole('region', { name: 'Firmware' });
    expect(await within(card).findByText('There is no firmware upgrade available.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Upgrade firmware' })).toHaveProperty('disabled', true);
    // A check for updates answers the same and says when it was made.
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Check for updates' }));
    await waitFor(() => expect(within(card).queryByText('Not yet')).toBeNull());
    expect(within(card).getByText('There is no firmware upgrade available.')).toBeTruthy();
  });

  it('offers the campaign, lists its new features in the confirmation, and after confirming the button is disabled', async () => {
    const user = userEvent.setup();
    const gateway = await restOf(demo).gateways.info(DEMO_ONLINE);
    renderInPortal(<Card />, { sim, rest: restOf(demo), signedInAs: demo, gateway });
    const card = await screen.findByRole('region', { name: 'Firmware' });
    expect(await within(card).findByText('Version 4.1.0 is available for this gateway.')).toBeTruthy();
    const upgrade = within(card).getByRole('button', { name: 'Upgrade firmware' });
    expect(upgrade).toHaveProperty('disabled', false);
    await user.click(upgrade);
    const dialog = await screen.findByRole('alertdialog', { name: `Upgrade ${gateway.name} to version 4.1.0?` });
    const features = within(dialog).getByRole('list', { name: 'New in version 4.1.0:' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Faster Z-Wave inclusion', 'Scenes keep running while the cloud is unreachable', 'Zigbee channel chosen at start-up', 'Security fixes']);
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Upgrade firmware' })).toHaveProperty('disabled', true));
    expect(await within(card).findByText(/An installation is in progress/)).toBeTruthy();
    const after = await gatewayOf(DEMO_ONLINE);
    expect(after.installationSoftwareId).toBe('fw-doc400-4.1.0');
    expect(after.installations.at(-1)!.history[0]!.status).toBe('accepted');
  });
});
