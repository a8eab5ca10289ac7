// Network diagnostics in Debian's Chromium against the real simulator: an
// admin connected to the demo gateway opens Net diag from the side menu;
// the history says "There is no network snapshot caught yet!"; a node is
// failed through the control API and the simulator clock moved past 242 s,
// and after a refresh the map draws its route dashed and the table says
// "Expired route"; an image is caught and the offline variant shows it;
// a home with 200 nodes is drawn (screenshots looked at).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTE_EXPIRY_MS } from '@homeport/sdk';
import { DEMO_ONLINE } from '@homeport/test-support';
import { ACCOUNTS, PICTURES, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();
const ui = portalPage(baseUrl);

const on = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

async function openNetDiag(page: Page): Promise<void> {
  await signIn(page, baseUrl, ACCOUNTS.admin, { gateway: DEMO_ONLINE });
  await page.goto(`${baseUrl}/gtw_settings`);
  await on(page, '/gtw_settings');
  await page.getByRole('navigation').getByRole('link', { name: 'Net diag' }).click();
  await on(page, '/net_diag');
  await page.getByRole('table', { name: 'Nodes and routes' }).first().waitFor({ timeout: 20_000 });
}

describe('network diagnostics', () => {
  it('a failed node is drawn dashed once the clock passes 242 s; the history has no snapshot until one is caught; the offline variant shows it', async () => {
    const page = ui.page;
    await openNetDiag(page);
    await page.getByRole('alert').filter({ hasText: 'There is no network snapshot caught yet!' }).waitFor();
    await screenshot(page, 'netdiag-live');

    // Fail a device whose route is up to date, and let the clock pass the expiry.
    const rows = page.getByRole('region', { name: 'Live topology' }).getByRole('table', { name: 'Nodes and routes' }).getByRole('row');
    const upToDate = rows.filter({ hasText: 'Route up to date' }).first();
    const name = (await upToDate.getByRole('rowheader').textContent()) ?? '';
    const id = Number(await upToDate.getByRole('cell').first().textContent());
    await sim(baseUrl, 'POST', `/gateways/${DEMO_ONLINE}/devices/${id}/fail`, { failed: true });
    await sim(baseUrl, 'POST', '/clock', { advanceMs: ROUTE_EXPIRY_MS + 60_000 });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await rows
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .getByRole('cell', { name: 'Expired route' })
      .waitFor({ timeout: 20_000 });
    const dashed = page.locator(`.hp-netdiag__view line[data-route^="${id}-"]`).first();
    expect(await dashed.getAttribute('data-expired')).toBe('true');
    expect(await dashed.getAttribute('stroke-dasharray')).toBe('6 4');
    await screenshot(page, 'netdiag-failed-node');

    // Catch an image: the history pages it.
    await page.getByRole('button', { name: 'Catch a network image' }).click();
    await page.getByText(/^Image 1 of 1, caught/).waitFor();
    await page.getByRole('button', { name: /\(1 images\)$/ }).waitFor();

    // The offline variant shows the image caught.
    await page.goto(`${baseUrl}/net_diag_offline`);
    await page.getByRole('heading', { name: 'Network diagnostics (offline)', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByText(/^Image 1 of 1, caught/).waitFor();
    await screenshot(page, 'netdiag-offline');
  });

  it('a home of 200 nodes is drawn once settled, with labels only where they fit', async () => {
    const page = ui.page;
    await sim(baseUrl, 'POST', `/gateways/${DEMO_ONLINE}/devices`, { kind: 'switch', count: 100, roomId: 0, bus: 'zigbee' });
    const answer = (await sim(baseUrl, 'GET', `/gateways/${DEMO_ONLINE}`)) as { data: { emulator: { deviceCount: number } } };
    const missing = 199 - answer.data.emulator.deviceCount;
    if (missing > 0) await sim(baseUrl, 'POST', `/gateways/${DEMO_ONLINE}/devices`, { kind: 'dimmer', count: missing, roomId: 0, bus: 'zwave' });
    await openNetDiag(page);
    const map = page.getByRole('region', { name: 'Live topology' }).getByRole('img', { name: /^Network map of 200 nodes/ });
    await map.waitFor();
    const labels = await page.getByRole('region', { name: 'Live topology' }).locator('text.hp-netdiag__label').count();
    expect(labels).toBeGreaterThan(0);
    expect(labels).toBeLessThan(200);
    await page.getByRole('button', { name: 'Full screen' }).first().click();
    if (PICTURES) await page.screenshot({ path: 'test-results/screenshots/netdiag-200-fullscreen.png' });
    await page.getByRole('button', { name: 'Exit full screen' }).click();
  });
});
