// Reconnecting (docs/decisions.md "Reconnecting") in Debian's Chromium
// against host + simulator: the browser goes offline for more than five
// retries, the frame says so, and the link comes back by itself once the
// network does, with the device controls working again.
//
// The outage is the page's own, so the simulator is left alone: the page's
// MQTT WebSocket goes through Playwright's routeWebSocket, which forwards it
// to the simulator until the test cuts it, and then closes every new one at
// once (context.setOffline alone keeps an open WebSocket open in Chromium);
// setOffline tells the page it is offline and, on the way back, fires the
// `online` event the portal answers with reconnectNow(). The
// back-off waits (10 s, 20 s, 40 s, 60 s ...) are skipped with Playwright's
// clock: fastForward jumps over a wait as a closed laptop lid would, and
// each step waits for the page to show the next attempt, never for time.
import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GatewayLink, RestClient } from '@homeport/sdk';
import { ACCOUNTS, portalPage, screenshot, submitLogin, workerSimulator } from './browser';

const { baseUrl, mqttTcpUrl } = workerSimulator();

const ui = portalPage(baseUrl);

/** Switches the Living Room Outlet (device 1) from another client, as the family's phone would. */
async function switchOutletElsewhere(on: boolean): Promise<void> {
  const session = await new RestClient({ apiBase: `${baseUrl}/api` }).auth.login(ACCOUNTS.demo.identity, ACCOUNTS.demo.secret);
  const link = GatewayLink.connect({ url: mqttTcpUrl, userId: session.userId, sessionId: session.sessionId, product: 'homeport' });
  try {
    await link.ready();
    await link.request({ owner: session.userId, serial: 'HP1000000001' }, 'set_service_property_value', { device: 1, service: 'SwitchService', property: 'State', value: on });
  } finally {
    await link.end();
  }
}

const linkMessage = () => ui.page.locator('.hp-link-status').getByRole('status');
const nextTry = (attempt: number) => ui.page.getByText(new RegExp(`^Attempt ${attempt}, next try in \\d+ s\\.$`));

describe('the real-time link through an outage', () => {
  it('shows that it is reconnecting through more than five retries, then recovers by itself, catches up and controls a device again', async () => {
    const { page } = ui;
    let outage = false;
    const open = new Set<WebSocketRoute>();
    await page.routeWebSocket(/\/mqtt$/, (socket) => {
      if (outage) return socket.close();
      socket.connectToServer();
      open.add(socket);
    });
    const cut = async () => {
      outage = true;
      await page.context().setOffline(true);
      // Closing the page's side closes the simulator's too.
      await Promise.all([...open].map((socket) => socket.close()));
      open.clear();
    };
    const restore = async () => {
      outage = false;
      await page.context().setOffline(false);
    };
    // Installed before the first load; time flows as usual until fastForward.
    await page.clock.install();
    await page.goto(`${baseUrl}/login`);
    await submitLogin(page, ACCOUNTS.demo);
    await page.waitForURL((url) => url.pathname === '/gtw_settings', { timeout: 20_000 });
    await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
    const outlet = page.getByRole('switch', { name: /Living Room Outlet/i });
    await outlet.waitFor({ timeout: 15_000 });
    expect(await linkMessage().textContent()).toBe('');

    await cut();
    await expect.poll(() => linkMessage().textContent(), { timeout: 15_000 }).toBe('Connection lost. Reconnecting…');
    await nextTry(1).waitFor();
    const tryNow = page.getByRole('button', { name: 'Try now' });
    expect(await tryNow.isVisible()).toBe(true);

    // Seven failed retries: more than the five that used to end the link.
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await nextTry(attempt).waitFor();
      await page.clock.fastForward(60_000);
      await nextTry(attempt + 1).waitFor({ timeout: 15_000 });
    }
    expect(await linkMessage().textContent()).toBe('Connection lost. Reconnecting…');
    // Meanwhile the outlet is switched elsewhere; the page cannot hear of it now.
    const before = await outlet.getAttribute('aria-checked');
    const switched = before === 'true' ? 'false' : 'true';
    await switchOutletElsewhere(switched === 'true');
    await screenshot(page, 'reconnecting-desktop');
    await page.setViewportSize({ width: 375, height: 740 });
    await screenshot(page, 'reconnecting-375');

    // Back online: the page's `online` listener tries at once, without waiting out the 60 s back-off.
    await restore();
    await expect.poll(() => linkMessage().textContent(), { timeout: 15_000 }).toBe('');
    expect(await tryNow.count()).toBe(0);
    // What happened during the outage shows once the link is back (the device list is read again).
    await expect.poll(() => outlet.getAttribute('aria-checked'), { timeout: 15_000 }).toBe(switched);

    await outlet.click();
    await expect.poll(() => outlet.getAttribute('aria-checked'), { timeout: 15_000 }).toBe(before);
  });
});
