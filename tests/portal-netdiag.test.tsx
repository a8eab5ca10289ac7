// Network diagnostics (spec 2 §2 "Network diagnostics", §4, §8; spec 1 §2
// /net_diag and /net_diag_offline) in jsdom against the real simulator in a
// child process: the live map's table lists every node the server's
// topology has; the network filter keeps one network and the controller; a
// node failed through the control API, once the simulator clock passes
// 242 s, has its route dashed on the map and "Expired route" in the table;
// the history says "There is no network snapshot caught yet!" until an
// image is caught, then pages it with its span; a user without
// NETDIAG_AVAILABLE_TO_USER is sent from /net_diag to gateway settings but
// opens /net_diag_offline.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTROLLER_NODE_ID, defaultCustomerConfig, isRouteExpired, RestClient, ROUTE_EXPIRY_MS, type CustomerConfig, type Gateway, type LoginResult } from '@homeport/sdk';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { Toasts } from '../packages/portal/src/components/Toasts';
import { netdiagRoutes } from '../packages/portal/src/features/netdiag/routes';
import { renderInPortal } from './portalRender';

let sim: SimProcess;
let demo: LoginResult;
let rest: RestClient;
let gateway: Gateway;

const allowed: CustomerConfig = { ...defaultCustomerConfig, flags: { ...defaultCustomerConfig.flags, NETDIAG_AVAILABLE_TO_USER: true } };

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await sim.control(method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

function App() {
  return (
    <Suspense fallback={<p>Loading page</p>}>
      <Routes>
        {netdiagRoutes}
        <Route path="/gtw_settings" element={<h1>Gateway settings page</h1>} />
      </Routes>
      <Toasts />
    </Suspense>
  );
}

const render = (path: string, config: CustomerConfig = allowed) => renderInPortal(<App />, { sim, rest, signedInAs: demo, gateway, config, path });

/** The table's body rows, each as [name, id, network, role, route, quality, age, state]. */
function tableRows(scope: HTMLElement): string[][] {
  const table = within(scope).getByRole('table', { name: 'Nodes and routes' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent ?? ''));
}

const liveView = () => screen.getByRole('region', { name: 'Live topology' });

beforeAll(async () => {
  sim = await startSimProcess();
  demo = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
  rest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => demo.sessionId });
  gateway = await rest.gateways.info(DEMO_ONLINE);
  await control('POST', '/clock', { rate: 0 });
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(cleanup);

describe('network diagnostics', () => {
  it('the history says there is no snapshot yet; a caught image is paged with its span', async () => {
    const user = userEvent.setup();
    render('/net_diag');
    expect((await screen.findByRole('alert')).textContent).toBe('There is no network snapshot caught yet!');
    await screen.findByText('No spans yet.');
    await user.click(await screen.findByRole('button', { name: 'Catch a network image' }));
    await screen.findByText(/^Image 1 of 1, caught/);
    expect(screen.queryByText('There is no network snapshot caught yet!')).toBeNull();
    const spans = await screen.findAllByRole('button', { name: /\(1 images\)$/ });
    expect(spans).toHaveLength(1);
    // The image is the server's: its table has every node of it.
    const { image } = await rest.netdiag.historyImage({ serialNumber: DEMO_ONLINE });
    const imageView = screen.getByRole('region', { name: /^Image 1 of 1/ });
    expect(tableRows(imageView).map((r) => r[1])).toEqual(image!.nodes.map((n) => String(n.id)));
  });

  it("the live map lists the server's nodes; the filter keeps one network and the controller", async () => {
    const user = userEvent.setup();
    render('/net_diag');
    await screen.findByRole('region', { name: 'Live topology' });
    const topology = await rest.netdiag.topology(DEMO_ONLINE);
    expect(tableRows(liveView()).map((r) => r[0])).toEqual(topology.nodes.map((n) => n.name));
    expect(
      within(liveView()).getByRole('img', { name: `Network map of ${topology.nodes.length} nodes and ${topology.edges.length} routes; the table below lists them` }),
    ).not.toBeNull();

    const network = topology.nodes.find((n) => n.id !== CONTROLLER_NODE_ID)!.networkType;
    const label = { zigBee: 'Zigbee', zWave: 'Z-Wave', wise: 'Wise', ip: 'IP' }[network];
    await user.selectOptions(within(liveView()).getByRole('combobox', { name: 'Network' }), label);
    const kept = topology.nodes.filter((n) => n.id === CONTROLLER_NODE_ID || n.networkType === network);
    expect(tableRows(liveView()).map((r) => r[0])).toEqual(kept.map((n) => n.name));

    // The legend hides and shows; full screen toggles.
    await user.click(within(liveView()).getByRole('button', { name: 'Hide legend' }));
    expect(within(liveView()).queryByRole('group', { name: 'Legend' })).toBeNull();
    await user.click(within(liveView()).getByRole('button', { name: 'Show legend' }));
    expect(within(liveView()).getByRole('group', { name: 'Legend' })).not.toBeNull();
    await user.click(within(liveView()).getByRole('button', { name: 'Full screen' }));
    expect(within(liveView()).getByRole('button', { name: 'Exit full screen' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("a failed node's route is dashed and marked expired once the clock passes 242 s", async () => {
    const user = userEvent.setup();
    const before = await rest.netdiag.topology(DEMO_ONLINE);
    const victim = before.edges.find((e) => !isRouteExpired(e, before.takenAt))!;
    const name = before.nodes.find((n) => n.id === victim.from)!.name;
    await control('POST', `/gateways/${DEMO_ONLINE}/devices/${victim.from}/fail`, { failed: true });
    try {
      await control('POST', '/clock', { advanceMs: ROUTE_EXPIRY_MS + 60_000 });
      render('/net_diag');
      await screen.findByRole('region', { name: 'Live topology' });
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(tableRows(liveView()).find((r) => r[0] === name)?.[7]).toBe('Expired route'));
      const line = liveView().querySelector(`line[data-route="${victim.from}-${victim.to}"]`)!;
      expect(line.getAttribute('data-expired')).toBe('true');
      expect(line.getAttribute('stroke-dasharray')).toBe('6 4');
    } finally {
      await control('POST', `/gateways/${DEMO_ONLINE}/devices/${victim.from}/fail`, { failed: false });
    }
  });

  it('without NETDIAG_AVAILABLE_TO_USER a user is sent from /net_diag to gateway settings, and opens /net_diag_offline', async () => {
    if ((await rest.netdiag.historyImage({ serialNumber: DEMO_ONLINE })).count === 0) await rest.netdiag.create({ serialNumber: DEMO_ONLINE });
    render('/net_diag', defaultCustomerConfig);
    await screen.findByRole('heading', { name: 'Gateway settings page' });
    cleanup();
    render('/net_diag_offline', defaultCustomerConfig);
    await screen.findByRole('heading', { name: 'Network diagnostics (offline)' });
    // The last image caught stands in for the gateway.
    await screen.findByText(/^Image 1 of \d+, caught/);
  });
});
