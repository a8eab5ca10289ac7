// The portal's device path below e2e: the devices page in jsdom against the
// real simulator in a child process, its widgets fed by the sdk's device
// store over a real link. A property event changes one card and nothing
// else; a malformed event changes nothing.
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GatewayLink, RestClient, type Gateway, type LoginResult } from '@homeport/sdk';
import { DevicesPage } from '../packages/portal/src/features/devices/DevicesPage';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { renderInPortal } from './portalRender';

let sim: SimProcess;
let demo: LoginResult;
let gateway: Gateway;
let link: GatewayLink;
let rest: RestClient;

beforeAll(async () => {
  sim = await startSimProcess();
  demo = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
  rest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => demo.sessionId });
  gateway = await rest.gateways.info(DEMO_ONLINE);
  link = GatewayLink.connect({ url: sim.wsUrl, userId: demo.userId, sessionId: demo.sessionId, product: 'homeport', timerVariant: 'native' });
  await link.ready();
});
afterAll(async () => {
  await link?.end();
  await sim?.stop();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const publish = async (name: string, data: unknown) => {
  const response = await sim.control('POST', `/gateways/${DEMO_ONLINE}/events`, { name, data });
  expect(response.status).toBe(200);
};

async function renderDevicesPage() {
  renderInPortal(<DevicesPage />, { sim, rest, signedInAs: demo, gateway, link, path: '/devices' });
  // The outlet's card (its name is its heading's link, "Open …"); role queries over the whole page are slow in jsdom.
  const outletCard = await waitFor(() => document.querySelector<HTMLElement>('article[aria-labelledby="device-1-name"]') ?? Promise.reject(new Error('no outlet card yet')), {
    timeout: 15_000,
  });
  expect(within(outletCard).getByRole('heading').textContent).toBe('Living Room Outlet');
  const outlet = within(outletCard).getByRole('switch');
  await waitFor(() => expect(outlet.matches(':disabled')).toBe(false));
  // The quick controls show their first page: 10 cards (spec 2 §9; jsdom has no screen width, so not the 6 or 9 of large screens).
  await waitFor(() => expect(document.querySelectorAll('article').length).toBe(10), { timeout: 15_000 });
  return { outletCard, outlet };
}

/** The cards whose DOM changed while `act` ran and its effects arrived (`until`). */
async function cardsChangedBy(act: () => Promise<void>, until: () => void | Promise<void>): Promise<string[]> {
  const changed = new Set<string>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      const card = node?.closest('article');
      changed.add(card?.getAttribute('aria-labelledby') ?? 'outside any card');
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  await act();
  await waitFor(until);
  // Whatever else the event would have changed has had its turn too.
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  return [...changed];
}

describe('the devices page on the device store', () => {
  it('a property event changes the one card of its device', async () => {
    const { outlet } = await renderDevicesPage();
    const next = outlet.getAttribute('aria-checked') !== 'true';
    const changed = await cardsChangedBy(
      () => publish('device_1_property_changed', { device_id: 1, service_name: 'SwitchService', service_type: 'control', property_name: 'State', property_value: next }),
      () => expect(outlet.getAttribute('aria-checked')).toBe(String(next)),
    );
    expect(changed).toEqual(['device-1-name']);
  });

  it('a malformed event changes nothing and is reported once', async () => {
    await renderDevicesPage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const changed = await cardsChangedBy(
      () => publish('device_1_property_changed', { device_id: 1, service_name: 'SwitchService', property_name: 'State', property_value: { on: true } }),
      () => expect(warn).toHaveBeenCalledTimes(1),
    );
    expect(changed).toEqual([]);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/dropped malformed device_1_property_changed: property_value/);
  });
});
