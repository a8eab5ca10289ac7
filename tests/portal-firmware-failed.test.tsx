// A device's firmware update that fails (UpgradeState 3, docs/decisions.md
// "UpgradeState") in the portal's FirmwareStatus, in jsdom against the real
// simulator in a child process: QA arranges the node's upgrade to stop at
// 50 %, the person presses Update, and the page says "Update failed" with
// Update offered again (the new firmware is still available).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { GatewayLink, RestClient, gatewayHandle, type Device, type Gateway, type LoginResult } from '@homeport/sdk';
import { FirmwareStatus } from '../packages/portal/src/features/devices/device/FirmwareStatus';
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
afterEach(() => cleanup());

it('says "Update failed" when the node upgrade stops with UpgradeState 3, and offers the update again', async () => {
  const scope = { owner: demo.userId, serial: DEMO_ONLINE };
  const devices = await link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' });
  const dimmer = devices.find((d) => d.service_list.some((s) => s.name === 'OTAService'))!;
  const arranged = await sim.control('POST', `/gateways/${DEMO_ONLINE}/devices/${dimmer.id}/firmware`, { available: true, failAt: 50 });
  expect(arranged.status).toBe(200);

  const handle = gatewayHandle(link, scope);
  renderInPortal(<FirmwareStatus handle={handle} device={dimmer} canWrite />, { sim, rest, signedInAs: demo, gateway, link });
  const update = await screen.findByRole('button', { name: `Update the firmware of ${dimmer.device_name}` }, { timeout: 15_000 });
  expect(screen.getByText('Update available')).toBeTruthy();
  await waitFor(() => expect(update.matches(':disabled')).toBe(false));
  fireEvent.click(update);

  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Update failed'), { timeout: 20_000 });
  // The firmware is still new: Update is there again.
  expect(screen.getByRole('button', { name: `Update the firmware of ${dimmer.device_name}` })).toBeTruthy();
  expect(screen.queryByText('Update available')).toBeNull();
});
