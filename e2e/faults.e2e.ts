// The simulator's network and gateway faults (docs/simulator.md "Faults") in
// Debian's Chromium: each kind stood up through /api/__sim/faults while the
// demo user works the Living Room Outlet on /devices, and the portal shows
// what spec 1 says: a pending control while the answer is late, the 15 s
// time-out message when the request is lost, the same message when only the
// answer is lost (with the state the gateway's event reported kept on the
// switch), the gateway's refusal with its message, and the live status
// through a broker disconnect or restart, after which the link resubscribes
// and the controls work again.
//
// The 15 s time-out is the page's own timer: Playwright's clock is installed
// before the first load and fastForward jumps over it, so no test waits for
// it. Latency and the broker's downtime are real time on the simulator
// (they model the network); the tests wait for what the page shows, never
// for a time.
import { describe, expect, it } from 'vitest';
import { GatewayLink, RestClient } from '@homeport/sdk';
import { DEMO_ONLINE } from '@homeport/test-support/accounts';
import { ACCOUNTS, gatewayReader, portalPage, reviewShots, screenshot, sim, submitLogin, workerSimulator } from './browser';

const { baseUrl, mqttTcpUrl } = workerSimulator();

const ui = portalPage(baseUrl);

type Added = { data: { id: string } };
const addFault = async (body: Record<string, unknown>) => ((await sim(baseUrl, 'POST', '/faults', body)) as Added).data.id;
const removeFault = (id: string) => sim(baseUrl, 'DELETE', `/faults/${id}`);
const faultsStanding = async () => ((await sim(baseUrl, 'GET', '/faults')) as { data: unknown[] }).data.length;

const SET = 'set_service_property_value';
const outlet = () => ui.page.getByRole('switch', { name: /Living Room Outlet/i });
const toast = (text: string) => ui.page.getByRole('status').filter({ hasText: text });
const linkMessage = () => ui.page.locator('.hp-link-status').getByRole('status');
const flipped = (checked: string | null) => (checked === 'true' ? 'false' : 'true');
const shots = (name: string) => reviewShots(ui.page, 'faults', name);

/** The outlet's state as the gateway holds it, read by a second client (not through the page). */
async function outletOnGateway(): Promise<string> {
  const reader = await gatewayReader(baseUrl);
  try {
    return String(await reader.read(1, 'SwitchService', 'State'));
  } finally {
    await reader.close();
  }
}

/** Signs the demo user in and opens /devices; with `clock`, the page's timers are Playwright's from the first load. */
async function openDevices({ clock = false } = {}): Promise<string | null> {
  const { page } = ui;
  if (clock) await page.clock.install();
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, ACCOUNTS.demo);
  await page.waitForURL((url) => url.pathname === '/gtw_settings', { timeout: 20_000 });
  await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
  await outlet().waitFor({ timeout: 15_000 });
  expect(await linkMessage().textContent()).toBe('');
  return outlet().getAttribute('aria-checked');
}

/** Switches the outlet from another client, as the family's phone would. */
async function switchOutletElsewhere(on: boolean): Promise<void> {
  const session = await new RestClient({ apiBase: `${baseUrl}/api` }).auth.login(ACCOUNTS.demo.identity, ACCOUNTS.demo.secret);
  const link = GatewayLink.connect({ url: mqttTcpUrl, userId: session.userId, sessionId: session.sessionId, product: 'homeport' });
  try {
    await link.ready();
    await link.request({ owner: session.userId, serial: DEMO_ONLINE }, SET, { device: 1, service: 'SwitchService', property: 'State', value: on });
  } finally {
    await link.end();
  }
}

describe('faults the portal copes with', () => {
  it('latency: a slow device command shows its pending state, then completes with no error', async () => {
    const before = await openDevices();
    await addFault({ kind: 'latency', serial: DEMO_ONLINE, methods: [SET], ms: 2_000 });
    await outlet().click();
    // Pending: busy, still showing the confirmed state.
    await expect.poll(() => outlet().getAttribute('aria-busy')).toBe('true');
    expect(await outlet().getAttribute('aria-checked')).toBe(before);
    await screenshot(ui.page, 'fault-latency-pending');
    await expect.poll(() => outlet().getAttribute('aria-checked'), { timeout: 20_000 }).toBe(flipped(before));
    expect(await outlet().getAttribute('aria-busy')).toBeNull();
    expect(
      await ui.page
        .getByRole('status')
        .filter({ hasText: /did not answer|refused/ })
        .count(),
    ).toBe(0);
  });

  it('drop: a lost request gives the time-out message after 15 s, and the switch keeps its state', async () => {
    const before = await openDevices({ clock: true });
    const fault = await addFault({ kind: 'drop', serial: DEMO_ONLINE, share: 1, direction: 'request', methods: [SET] });
    await outlet().click();
    await expect.poll(() => outlet().getAttribute('aria-busy')).toBe('true');
    // Just short of the time-out: still waiting.
    await ui.page.clock.fastForward(14_000);
    expect(await outlet().getAttribute('aria-busy')).toBe('true');
    expect(await toast('The gateway did not answer in time.').count()).toBe(0);
    await ui.page.clock.fastForward(1_000);
    await toast('The gateway did not answer in time.').waitFor({ timeout: 15_000 });
    await expect.poll(() => outlet().getAttribute('aria-busy')).toBeNull();
    expect(await outlet().getAttribute('aria-checked')).toBe(before);
    await screenshot(ui.page, 'fault-drop-timeout');

    // The way back: with the fault gone the same control works.
    await removeFault(fault);
    await outlet().click();
    await expect.poll(() => outlet().getAttribute('aria-checked'), { timeout: 15_000 }).toBe(flipped(before));
  });

  it("command-error: the gateway's refusal shows its message, nothing changes, and the next try works", async () => {
    const before = await openDevices();
    await addFault({ kind: 'command-error', serial: DEMO_ONLINE, methods: [SET], code: 5, message: 'Device is busy', times: 1 });
    await outlet().click();
    // spec 1 §8: any other nonzero gateway code rejects with its message.
    await toast('The gateway refused the command: Device is busy').waitFor({ timeout: 15_000 });
    await expect.poll(() => outlet().getAttribute('aria-busy')).toBeNull();
    expect(await outlet().getAttribute('aria-checked')).toBe(before);
    await screenshot(ui.page, 'fault-command-error');

    // `times: 1` is used up: the second press goes through.
    await outlet().click();
    await expect.poll(() => outlet().getAttribute('aria-checked'), { timeout: 15_000 }).toBe(flipped(before));
  });

  it("command-error with the spec's privileged-mode answer (-1): privilege mode is checked again, and a gateway not in it keeps the page, with the refusal told", async () => {
    const { page } = ui;
    const before = await openDevices();
    // The page's own calls to the cloud's privilege check, as they leave the browser.
    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/udm/device/${DEMO_ONLINE}/privilegeMode/check`) checks.push(request.method());
    });
    await addFault({ kind: 'command-error', serial: DEMO_ONLINE, methods: [SET], code: -1, message: 'Privileged mode is active', times: 1 });
    await outlet().click();
    await toast('The gateway refused the command: Privileged mode is active').waitFor({ timeout: 15_000 });
    // spec 1 §8: -1 "Privileged mode is active" is a privilege-mode event: the check is asked again.
    await expect.poll(() => checks.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/devices');
    expect(await outlet().getAttribute('aria-checked')).toBe(before);
  });

  it('broker restart: a privilege mode that began while the broker was down (its event lost) sends the page to its screen once the link is back', async () => {
    const { page } = ui;
    await openDevices();
    const restart = await addFault({ kind: 'broker', action: 'restart', downMs: 100_000 });
    await expect.poll(() => linkMessage().textContent(), { timeout: 15_000 }).toBe('Connection lost. Reconnecting…');
    // Another party takes privileged mode now: its privileged_mode event reaches no browser.
    await sim(baseUrl, 'PATCH', `/gateways/${DEMO_ONLINE}`, { privilegedBy: 'qa-tester:console' });
    await removeFault(restart);
    await page.getByRole('button', { name: 'Try now' }).click();
    await expect.poll(() => linkMessage().textContent(), { timeout: 15_000 }).toBe('');
    // Caught up: the locks are read again after the outage.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/privilege-mode-active');
    // And the events flow again: the end of privileged mode brings the user back.
    await sim(baseUrl, 'PATCH', `/gateways/${DEMO_ONLINE}`, { privilegedBy: null });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/devices');
  });

  it('broker restart: the frame says it is reconnecting, the request in flight fails cleanly, then the link is back, resubscribed, and the control works', async () => {
    const { page } = ui;
    await openDevices({ clock: true });
    // A request in flight: the gateway holds its answer while the broker goes down.
    const slow = await addFault({ kind: 'latency', serial: DEMO_ONLINE, methods: [SET], ms: 30_000 });
    await outlet().click();
    await expect.poll(() => outlet().getAttribute('aria-busy')).toBe('true');

    await addFault({ kind: 'broker', action: 'restart', downMs: 1_500 });
    await expect.poll(() => linkMessage().textContent(), { timeout: 15_000 }).toBe('Connection lost. Reconnecting…');
    await page.getByText(/^Attempt 1, next try in \d+ s\.$/).waitFor({ timeout: 15_000 });
    await screenshot(page, 'fault-broker-restart');
    await removeFault(slow);
    // The broker is up again once its downtime is over (the fault removes itself).
    await expect.poll(faultsStanding, { timeout: 15_000 }).toBe(0);

    // The page's 15 s: the request in flight times out with its message, and the 10 s back-off has passed.
    await page.clock.fastForward(15_000);
    await toast('The gateway did not answer in time.').waitFor({ timeout: 15_000 });
    await expect.poll(() => outlet().getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => linkMessage().textContent(), { timeout: 15_000 }).toBe('');

    // Resubscribed: a change made elsewhere reaches the page as an event.
    const now = await outlet().getAttribute('aria-checked');
    await switchOutletElsewhere(flipped(now) === 'true');
    await expect.poll(() => outlet().getAttribute('aria-checked'), { timeout: 15_000 }).toBe(flipped(now));
    // And a control works again.
    await outlet().click();
    await expect.poll(() => outlet().getAttribute('aria-checked'), { timeout: 15_000 }).toBe(now);
  });
  it('broker disconnect: the frame says it is reconnecting, the link comes back by itself, resubscribed, and the control works', async () => {
    const { page } = ui;
    await openDevices({ clock: true });
    // Every user client is dropped once; the broker stays up and the fault is not kept.
    await addFault({ kind: 'broker', action: 'disconnect' });
    expect(await faultsStanding()).toBe(0);
    await expect.poll(() => linkMessage().textContent(), { timeout: 15_000 }).toBe('Connection lost. Reconnecting…');
    await page.getByText(/^Attempt 1, next try in \d+ s\.$/).waitFor({ timeout: 15_000 });
    await screenshot(page, 'fault-broker-disconnect');
    await shots('broker-disconnect-reconnecting');

    // spec 1 §9: the next try comes after the 10 s reconnect period, with no click.
    await page.clock.fastForward(10_000);
    await expect.poll(() => linkMessage().textContent(), { timeout: 15_000 }).toBe('');
    await shots('broker-disconnect-back');

    // Resubscribed: changes made elsewhere after the drop reach the page as events. Two, one after
    // the other is shown: the second is made after any read the reconnection started has answered.
    const now = await outlet().getAttribute('aria-checked');
    await switchOutletElsewhere(flipped(now) === 'true');
    await expect.poll(() => outlet().getAttribute('aria-checked'), { timeout: 15_000 }).toBe(flipped(now));
    await switchOutletElsewhere(now === 'true');
    await expect.poll(() => outlet().getAttribute('aria-checked'), { timeout: 15_000 }).toBe(now);
    // And a control works again: its answer comes back on the resubscribed link.
    await outlet().click();
    await expect.poll(() => outlet().getAttribute('aria-checked'), { timeout: 15_000 }).toBe(flipped(now));
    expect(await outlet().getAttribute('aria-busy')).toBeNull();
    expect(await outletOnGateway()).toBe(flipped(now));
  });

  it("drop of the response: the gateway makes the change, the portal gives the time-out message after 15 s and shows the gateway's true state, also after a reload", async () => {
    const { page } = ui;
    const before = await openDevices({ clock: true });
    const fault = await addFault({ kind: 'drop', serial: DEMO_ONLINE, share: 1, direction: 'response', methods: [SET] });
    // The page's clock flows meanwhile: the time-out is counted from the press, as the page counts it.
    const pressedAt = await page.evaluate(() => Date.now());
    const pageTimeSincePress = () => page.evaluate((at) => Date.now() - at, pressedAt);
    await outlet().click();
    await expect.poll(() => outlet().getAttribute('aria-busy')).toBe('true');
    // The gateway acted, and its event tells the page while the answer is awaited.
    await expect.poll(() => outlet().getAttribute('aria-checked'), { timeout: 15_000 }).toBe(flipped(before));
    expect(await outlet().getAttribute('aria-busy')).toBe('true');
    await shots('drop-response-pending');

    // Just short of the time-out: still waiting.
    await page.clock.fastForward(Math.max(0, 14_000 - (await pageTimeSincePress())));
    expect(await outlet().getAttribute('aria-busy')).toBe('true');
    expect(await toast('The gateway did not answer in time.').count()).toBe(0);
    await page.clock.fastForward(1_000);
    // The answer never came, so that is said; the switch keeps the state the gateway reported, not the one before the press.
    await toast('The gateway did not answer in time.').waitFor({ timeout: 15_000 });
    await expect.poll(() => outlet().getAttribute('aria-busy')).toBeNull();
    expect(await outlet().getAttribute('aria-checked')).toBe(flipped(before));
    expect(await outletOnGateway()).toBe(flipped(before));
    await screenshot(page, 'fault-drop-response-timeout');
    await shots('drop-response-timeout');

    // A reload reads the list again: the same true state.
    await page.reload();
    await outlet().waitFor({ timeout: 15_000 });
    await expect.poll(() => outlet().getAttribute('aria-checked'), { timeout: 15_000 }).toBe(flipped(before));

    // The way back: with the fault gone the control is answered again.
    await removeFault(fault);
    await outlet().click();
    await expect.poll(() => outlet().getAttribute('aria-checked'), { timeout: 15_000 }).toBe(before);
    expect(await outlet().getAttribute('aria-busy')).toBeNull();
    expect(await outletOnGateway()).toBe(before);
  });
});
