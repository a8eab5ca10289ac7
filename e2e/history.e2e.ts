// History charts in Debian's Chromium against the simulator, with the
// DASHBOARD module turned on by the deployment's config (window.HOMEPORT_CONFIG;
// off in the default build): the demo user opens the thermostat's page, its
// "History" link shows the week (the default period) as figures with their
// tables of values; a custom range is chosen in the date-range dialog and the
// page shows that span; the CSV is exported (a real download, named
// node_history_…, its rows the range's points); then the gateway's history and
// the offline variant read from the gateway's cached image. A range without
// data (a device added now): its CSV export says "export no data in range"
// and downloads nothing; with DISPLAY_ZERO_FOR_EMPTY_CHART_DATA its charts are
// flat zero lines. LAST_NODE_HISTORY_DATA starts each series with the last
// value before the range. /node_history_offline, reached from
// /net_diag_offline: the cached image's nodes with their status over time.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { historyKey, inHistoryGap, RestClient } from '@homeport/sdk';
import { DEMO_ONLINE } from '@homeport/test-support/accounts';
import { ACCOUNTS, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);
const THERMOSTAT = 3;
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function signInWithDashboard(page: Page, flags: Record<string, boolean> = {}): Promise<void> {
  await page.addInitScript((deploymentFlags) => Object.assign(window, { HOMEPORT_CONFIG: { modules: { DASHBOARD: true }, flags: deploymentFlags } }), flags);
  await signIn(page, baseUrl, ACCOUNTS.demo);
}

describe('history', () => {
  it("a thermostat's week, a custom range and its CSV", async () => {
    const page = ui.page;
    await signInWithDashboard(page);
    await page.goto(`${baseUrl}/device/${THERMOSTAT}`);
    await page.getByRole('group', { name: 'Device actions' }).getByRole('link', { name: 'History' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard_chart/${THERMOSTAT}`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'History of Bedroom Thermostat', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByRole('figure', { name: 'Device status' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    const figures = await page.getByRole('figure').count();
    expect(figures).toBeGreaterThan(1);
    // Each chart draws its series and keeps its values in a table.
    const first = page.getByRole('figure').nth(1);
    expect(await first.locator('svg path[stroke="#1C5FCC"]').count()).toBe(1);
    await first.getByRole('button', { name: 'Show values' }).click();
    expect(await first.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
    await screenshot(page, 'history-device-week');

    // A custom range, from ten to eight days ago (UTC days).
    const now = Date.now();
    const from = isoDay(now - 10 * DAY);
    const to = isoDay(now - 8 * DAY);
    await page.getByRole('button', { name: 'Custom range…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a date range' });
    await dialog.getByLabel('From').fill(from);
    await dialog.getByLabel('To').fill(to);
    await screenshot(page, 'history-range-dialog');
    await dialog.getByRole('button', { name: 'Show' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.searchParams.get('from') === String(Date.parse(`${from}T00:00:00Z`)), { timeout: 10_000 });
    // The router renders the new address in a transition: the button follows it.
    await expect.poll(() => page.getByRole('button', { name: 'Custom range…' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByText(/^Showing /).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^node_history_[A-Z0-9]+_${THERMOSTAT}_${from}_${to}\\.csv$`));
    await page.getByText(`Saved ${file.suggestedFilename()}.`).waitFor();
    const rows = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(rows[0]).toBe('time,service,property,value,min,max,unit,edge');
    expect(rows.length).toBeGreaterThan(1);
    const start = Date.parse(`${from}T00:00:00Z`);
    const end = Date.parse(`${to}T23:59:59.999Z`);
    for (const row of rows.slice(1)) {
      const cells = row.split(',');
      expect(cells).toHaveLength(8);
      const t = Date.parse(cells[0]!);
      expect(t).toBeGreaterThanOrEqual(start);
      expect(t).toBeLessThanOrEqual(end);
    }
    await screenshot(page, 'history-device-range');
  }, 120_000);

  it("the gateway's history and a device's history from the cached image", async () => {
    const page = ui.page;
    await signInWithDashboard(page);
    await page.goto(`${baseUrl}/dashboard_gateway_chart`);
    await page.getByRole('figure', { name: 'Gateway status' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Month' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === 'month');
    await page.getByRole('figure', { name: 'Gateway status' }).waitFor();
    await screenshot(page, 'history-gateway-month');

    await page.goto(`${baseUrl}/dashboard-chart-offline/${THERMOSTAT}`);
    await page.getByRole('heading', { name: 'History of Bedroom Thermostat (cached)', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByText(/^The device as the gateway last reported it/).waitFor();
    await page.getByRole('figure', { name: 'Device status' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('figure').count()).toBeGreaterThan(1);
    await screenshot(page, 'history-offline');

    // The smart meter's voltage has its gauge (200 to 250 V); the door lock reads Locked and Unlocked.
    await page.goto(`${baseUrl}/dashboard_chart/9`);
    const voltage = page.getByRole('figure', { name: 'Phase1Service · Voltage (V)' });
    await voltage.waitFor({ timeout: 20_000 });
    await voltage.getByText(/\(scale 200 – 250 V\)$/).waitFor();
    await screenshot(page, 'history-meter');
    await page.goto(`${baseUrl}/dashboard_chart/6`);
    const locked = page.getByRole('figure', { name: 'DoorLockService · Locked' });
    await locked.waitFor({ timeout: 20_000 });
    await locked.getByRole('button', { name: 'Show values' }).click();
    const states = await locked.getByRole('table').locator('tbody td').allTextContents();
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) expect(['Locked', 'Unlocked', 'No data']).toContain(state);
    // Each screenshot runs axe over pages of long value tables: on this shared machine the test needs more than the default minute.
  }, 120_000);

  it('a range without data: the CSV export says "export no data in range" and downloads nothing; zero lines with DISPLAY_ZERO_FOR_EMPTY_CHART_DATA', async () => {
    const page = ui.page;
    // A device added now has no history before it joined.
    const added = (await sim(baseUrl, 'POST', `/gateways/${DEMO_ONLINE}/devices`, { kind: 'dimmer', name: 'Empty lamp' })) as { data: { added: number[] } };
    const lamp = added.data.added[0]!;
    const today = Date.parse(`${isoDay(Date.now())}T00:00:00Z`);
    const from = today - 10 * DAY;
    const to = today - 7 * DAY - 1;
    await signInWithDashboard(page);
    let downloads = 0;
    page.on('download', () => void downloads++);
    await page.goto(`${baseUrl}/dashboard_chart/${lamp}?from=${from}&to=${to}`);
    await page.getByRole('heading', { name: /^History of Empty lamp/, level: 1 }).waitFor({ timeout: 20_000 });
    await page
      .getByRole('figure', { name: /^LevelService · Level/ })
      .getByText('No values in this period.')
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByText('There is no data to export in this range.').waitFor({ timeout: 20_000 });
    // The toast is the export's end: it answered with the header only and saved nothing.
    expect(downloads).toBe(0);
    await screenshot(page, 'history-export-no-data');

    // The same page with the deployment's DISPLAY_ZERO_FOR_EMPTY_CHART_DATA on (the later init script's config wins).
    await page.addInitScript(() => Object.assign(window, { HOMEPORT_CONFIG: { modules: { DASHBOARD: true }, flags: { DISPLAY_ZERO_FOR_EMPTY_CHART_DATA: true } } }));
    await page.goto(`${baseUrl}/dashboard_chart/${lamp}?from=${from}&to=${to}`);
    const level = page.getByRole('figure', { name: /^LevelService · Level/ });
    await level.getByText(/; shown as 0\./).waitFor({ timeout: 20_000 });
    expect(await level.locator('svg path[stroke="#1C5FCC"]').count()).toBe(1);
    await level.getByRole('button', { name: 'Show values' }).click();
    expect(await level.getByRole('table').locator('tbody td').allTextContents()).toEqual(['0.00']);
    await screenshot(page, 'history-zero-for-empty');
  }, 120_000);

  it('LAST_NODE_HISTORY_DATA: each series starts at the range start with the last value recorded before it', async () => {
    const page = ui.page;
    await signInWithDashboard(page, { LAST_NODE_HISTORY_DATA: true });
    // The range starts just after a recorded temperature, outside the spans without data: the
    // week's own start moves with the clock and at some hours of the day lies in such a span,
    // where nothing is carried. The points are read as the page reads them, with its session.
    const { sessionId } = JSON.parse((await page.evaluate(() => localStorage.getItem('homeport.session')))!) as { sessionId: string };
    const rest = new RestClient({ apiBase: `${baseUrl}/api`, getSessionId: () => sessionId });
    const week = await rest.history.node({ key: historyKey({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT }), period: 'week' });
    const temperature = week.series.find((series) => series.property === 'CurrentTemperature')!;
    const points = temperature.points;
    const from = points.find((point, k) => k + 1 < points.length && points[k + 1]!.t > point.t + 1 && !inHistoryGap(temperature.gaps, point.t + 1))!.t + 1;
    await page.goto(`${baseUrl}/dashboard_chart/${THERMOSTAT}?from=${from}&to=${week.to}`);
    await page.getByRole('figure', { name: 'Device status' }).waitFor({ timeout: 20_000 });
    // A series without a point at the range's start: its table's first row is the carried value.
    // Each figure's values are opened in turn until one shows it (the others are closed again).
    const carried = page.getByRole('cell', { name: /\(the last value before this period, recorded / });
    for (const figure of await page.getByRole('figure').all()) {
      await figure.getByRole('button', { name: 'Show values' }).click();
      await figure.getByRole('table').waitFor();
      if ((await figure.getByRole('cell', { name: /\(the last value before this period, recorded / }).count()) > 0) break;
      await figure.getByRole('button', { name: 'Hide values' }).click();
    }
    expect(await carried.count()).toBeGreaterThan(0);
    await screenshot(page, 'history-last-before');
  }, 120_000);

  it("/node_history_offline from /net_diag_offline: the cached image's nodes with their status over time, each leading to its cached history", async () => {
    const page = ui.page;
    await signInWithDashboard(page);
    const session = await new RestClient({ apiBase: `${baseUrl}/api` }).auth.login(ACCOUNTS.demo.identity, ACCOUNTS.demo.secret);
    const rest = new RestClient({ apiBase: `${baseUrl}/api`, getSessionId: () => session.sessionId });
    const image = await rest.history.cache(DEMO_ONLINE);
    await page.goto(`${baseUrl}/net_diag_offline`);
    await page.getByRole('link', { name: 'Status history of the nodes (from the cached image)' }).click();
    await page.waitForURL((url) => url.pathname === '/node_history_offline', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Node history (offline)', level: 1 }).waitFor({ timeout: 20_000 });
    const nodes = page.getByRole('list', { name: 'Nodes' });
    await nodes.waitFor({ timeout: 20_000 });
    expect(await nodes.getByRole('listitem').count()).toBe(image.devices.length);
    // The server read every node's status: no alert that it could not.
    expect(await page.getByRole('alert').count()).toBe(0);
    const thermostat = image.devices.find((device) => device.id === THERMOSTAT)!;
    const figure = nodes.getByRole('figure', { name: thermostat.device_name });
    await figure.getByRole('button', { name: 'Show values' }).click();
    for (const text of await figure.getByRole('table').locator('tbody td').allTextContents()) expect(['Online', 'Offline', 'Restricted', 'No data']).toContain(text);
    expect(await page.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'node-history-offline');
    await page.getByRole('button', { name: 'Day' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === 'day');
    await nodes.getByRole('listitem').first().waitFor();
    await page.getByRole('link', { name: `Open the history of ${thermostat.device_name}` }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard-chart-offline/${THERMOSTAT}`, { timeout: 20_000 });
    await page.getByRole('heading', { name: `History of ${thermostat.device_name} (cached)`, level: 1 }).waitFor({ timeout: 20_000 });
  }, 120_000);
});
