// Gateway settings and /new_gateway in jsdom against the real simulator in a
// child process: the sdk's rules refuse before anything is sent, the
// server's refusals show as spec 2 §8 says, and who may change what follows
// spec 1 §6 (the owner alone sets the address and ends the subscription).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RestClient, type Gateway, type LoginResult } from '@homeport/sdk';
import { AddressSection, SubscriptionSection } from '../packages/portal/src/features/gateway/gtw-settings/CloudSettings';
import { useSettingsContext } from '../packages/portal/src/features/gateway/gtw-settings/useGatewaySettings';
import { NewGatewayPage } from '../packages/portal/src/features/gateway/new-gateway/NewGatewayPage';
import { DEMO, DEMO_ONLINE, FAMILY } from '@homeport/test-support';
import { renderInPortal } from './portalRender';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

let sim: SimProcess;
let demo: LoginResult;
let family: LoginResult;
let gateway: Gateway;
const restOf = (session: LoginResult) => new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId });
const control = async <T,>(method: string, path: string): Promise<T> =>
  (await (await fetch(`${sim.httpUrl}/api/__sim${path}`, { method, headers: { authorization: `Bearer ${sim.controlToken}` } })).json()) as T;

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

function Cloud({ gateway: g }: { gateway: Gateway }) {
  const context = useSettingsContext(g);
  return (
    <>
      <AddressSection context={context} />
      <SubscriptionSection context={context} />
    </>
  );
}

describe('/new_gateway against the simulator', () => {
  it('refuses a malformed licence key before sending, then shows the server refusal with its message and code', async () => {
    const user = userEvent.setup();
    renderInPortal(<NewGatewayPage />, { sim, rest: restOf(demo), signedInAs: demo, path: '/new_gateway' });
    const { data } = await control<{ data: Gateway }>('GET', '/gateways/HP1000000006');
    await user.type(screen.getByLabelText('Serial number'), 'HP1000000006');
    await user.type(screen.getByLabelText('Secure ID'), data.secureId);
    await user.type(screen.getByLabelText('Licence key'), '0123456789ABCDEF');
    await user.click(screen.getByRole('button', { name: 'Add gateway' }));
    expect(await screen.findByText('A licence key has 20 characters.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Licence key'));
    await user.type(screen.getByLabelText('Licence key'), 'ffffffffffffffffffff');
    await user.click(screen.getByRole('button', { name: 'Add gateway' }));
    expect(await screen.findByText('The gateway was not added: This licence key is not one of yours (000400)')).toBeTruthy();
    expect((await control<{ data: Gateway }>('GET', '/gateways/HP1000000006')).data.userId).toBeNull();
    // The user's own unused keys are offered.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Use [0-9A-F]{20}$/ })).toHaveLength(2));
  });
});

describe('address and subscription: the owner alone changes them', () => {
  it('shows the linked account the address read-only and no way to end the subscription', async () => {
    renderInPortal(<Cloud gateway={gateway} />, { sim, rest: restOf(family), signedInAs: family, gateway });
    const address = await screen.findByRole('region', { name: 'Address' });
    expect(await within(address).findByText('Only the gateway owner can change this.')).toBeTruthy();
    expect(within(address).queryByRole('textbox')).toBeNull();
    const subscription = screen.getByRole('region', { name: 'Subscription' });
    expect(await within(subscription).findByText('Active')).toBeTruthy();
    expect(within(subscription).queryByRole('button', { name: 'End subscription' })).toBeNull();
  });

  it('lets the owner save an address, refusing characters the rule forbids before sending', async () => {
    const user = userEvent.setup();
    renderInPortal(<Cloud gateway={gateway} />, { sim, rest: restOf(demo), signedInAs: demo, gateway });
    const address = await screen.findByRole('region', { name: 'Address' });
    await user.type(await within(address).findByLabelText('Address line 1'), '12, Race Course Road');
    await user.type(within(address).getByLabelText('City'), 'Chennai');
    await user.type(within(address).getByLabelText('Postal code'), '600001');
    await user.click(within(address).getByRole('button', { name: 'Save' }));
    expect(await within(address).findByText('Use letters, digits and spaces only.')).toBeTruthy();
    expect(await restOf(demo).gatewaySettings.address(DEMO_ONLINE)).toBeNull();
    await user.clear(within(address).getByLabelText('Address line 1'));
    await user.type(within(address).getByLabelText('Address line 1'), '12 Race Course Road');
    await user.click(within(address).getByRole('button', { name: 'Save' }));
    expect(await within(address).findByText('Located at 13.0827, 80.2707')).toBeTruthy();
    expect((await restOf(demo).gatewaySettings.address(DEMO_ONLINE))?.city).toBe('Chennai');
    expect(within(screen.getByRole('region', { name: 'Subscription' })).getByRole('button', { name: 'End subscription' })).toBeTruthy();
  });
});
