// Statistics in Debian's Chromium against the simulator, with the ANALYTICS
// module turned on by the deployment's config (window.HOMEPORT_CONFIG; off
// in the default build): the admin opens Analytics from the side menu and
// the statistics report from there; requests new data ("Request for new
// data submitted"), the simulator clock passes the job and the report shows
// the record; the fleet changes (devices added to a gateway through the
// control API), new data is requested again and the report's figures follow
// the change. Then a gateway's statistics page from its gateway row: a
// snapshot taken, saved as a report, and the report's PDF downloaded
// (a real file whose bytes start with %PDF, named by content-disposition).
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STATISTICS_REPORT_JOB_MS } from '@homeport/sdk';
import { DEMO_ONLINE } from '@homeport/test-support';
import { ACCOUNTS, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);
const ADMIN = ACCOUNTS.admin;

const on = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

async function signInWithAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => Object.assign(window, { HOMEPORT_CONFIG: { modules: { ANALYTICS: true } } }));
  await signIn(page, baseUrl, ADMIN);
  await page.goto(`${baseUrl}/gate_select`);
  await on(page, '/gate_select');
}

/** A summary figure of the report (en numbers: "1,234"). */
async function figure(page: Page, label: string): Promise<number> {
  const text = await page
    .locator('.hp-stats__figures > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

/** "Request new data", then the simulator clock past the job; resolves once the page shows the new record. */
async function requestNewData(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Request new data' }).click();
  await page.getByText('Request for new data submitted').waitFor();
  const pending = page.getByText(/^New data was requested at/);
  await pending.waitFor();
  await sim(baseUrl, 'POST', '/clock', { advanceMs: STATISTICS_REPORT_JOB_MS + 1000 });
  await pending.waitFor({ state: 'detached', timeout: 20_000 });
}

describe('statistics', () => {
  it('the statistics report follows the fleet: new devices show after new data is requested', async () => {
    const page = ui.page;
    await signInWithAnalytics(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).click();
    await on(page, '/analytics');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    // After a reset there is no record yet, so the device class engine has no rows.
    await page.getByText('This engine has no rows.').waitFor();

    await page.getByRole('link', { name: 'Open the statistics report' }).click();
    await on(page, '/statistics_report');
    await requestNewData(page);
    const devices = await figure(page, 'Devices');
    const actuators = await figure(page, 'Actuators');
    const sensors = await figure(page, 'Sensors');
    expect(devices).toBe(actuators + sensors);

    // The fleet changes: an installer adds 5 switches and 3 sensors to an online gateway.
    await sim(baseUrl, 'POST', `/gateways/${DEMO_ONLINE}/devices`, { kind: 'switch', count: 5, name: 'Stats switch' });
    await sim(baseUrl, 'POST', `/gateways/${DEMO_ONLINE}/devices`, { kind: 'sensor', count: 3, name: 'Stats sensor' });
    // The record on screen is the old one until new data is requested.
    expect(await figure(page, 'Devices')).toBe(devices);
    await requestNewData(page);
    await expect.poll(() => figure(page, 'Devices'), { timeout: 20_000 }).toBe(devices + 8);
    expect(await figure(page, 'Actuators')).toBe(actuators + 5);
    expect(await figure(page, 'Sensors')).toBe(sensors + 3);

    // Every chart is a figure whose values can be shown as a table.
    for (const name of ['Gateway sizes', 'Average devices per gateway size', 'Gateways by scene count', 'Actuators versus sensors (average per gateway)', 'Device classes'])
      await page.getByRole('figure', { name }).waitFor();
    const classes = page.getByRole('figure', { name: 'Device classes' });
    await classes.getByRole('button', { name: 'Show values' }).click();
    await classes.getByRole('table').getByRole('rowheader').first().waitFor();
    await screenshot(page, 'statistics-report');

    // Analytics now reads the new record: the device class rows are there.
    await page.getByRole('link', { name: 'Back to analytics' }).click();
    await on(page, '/analytics');
    await page.getByRole('table', { name: 'Device class usage: rows' }).getByRole('row').nth(1).waitFor();
    await screenshot(page, 'statistics-analytics');
  });

  it("a gateway's statistics: a snapshot saved as a report and its PDF downloaded", async () => {
    const page = ui.page;
    await signInWithAnalytics(page);
    const search = page.getByRole('searchbox');
    await search.fill(DEMO_ONLINE);
    await search.press('Enter');
    await page.getByRole('link', { name: `Statistics of ${DEMO_ONLINE}` }).click();
    await on(page, `/gate_statistic/${DEMO_ONLINE}`);
    await page.getByRole('heading', { name: `Statistics of gateway ${DEMO_ONLINE}`, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Take a snapshot now' }).click();
    await page.getByText('A snapshot was taken.').waitFor();
    await page.getByRole('heading', { name: /^Snapshot of / }).waitFor();
    await page.getByRole('figure', { name: 'Device classes of this snapshot' }).waitFor();
    const timestamps = page.getByRole('table', { name: `Snapshots of gateway ${DEMO_ONLINE}` });
    await timestamps.getByRole('button', { pressed: true }).waitFor();

    await page.getByRole('textbox', { name: 'Report name (optional)' }).fill('E2E report');
    await page.getByRole('button', { name: 'Save report' }).click();
    await page.getByText('Report E2E report was saved.').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF: E2E report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    // The page says so in a toast shown for 5 s from the moment the file is
    // handed to the browser, the moment of the download event: look for it
    // from then on, while the file is saved and read, not after (on a busy
    // machine saving and reading it took long enough for the toast to go).
    const [bytes] = await Promise.all([file.path().then((path) => readFile(path)), page.getByText(`${file.suggestedFilename()} was downloaded.`).waitFor()]);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshot(page, 'statistics-gateway');
  });
});
