// The statistics pages (spec 3 §2 "/statistics_report", "Statistics report
// page", "/analytics"; §5; §8 statistics rows) in jsdom against the real
// simulator in a child process: every chart's table of values holds the
// numbers of the server's record; "Request new data" toasts "Request for new
// data submitted", and a second request while the first runs toasts
// "Submitted request has failed"; a record made while a gateway could not be
// read shows "Data in DB incomplete!"; with the ANALYTICS module off the
// addresses show the turned-off page; analytics with paging off shows every row.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GATEWAY_SIZES,
  GATEWAY_SIZE_LIMITS,
  RestClient,
  SCENE_BUCKETS,
  STATISTICS_REPORT_JOB_MS,
  defaultCustomerConfig,
  isIncomplete,
  type CustomerConfig,
  type LoginResult,
  type StatisticsReport,
} from '@homeport/sdk';
import { ADMIN, DEMO_ONLINE } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { RequireModule } from '../packages/portal/src/services/guards';
import { Toasts } from '../packages/portal/src/components/Toasts';
import { AnalyticsPage, GateStatisticPage, StatisticsReportPage } from '../packages/portal/src/features/statistics/pages';
import { statisticsRoutes } from '../packages/portal/src/features/statistics/routes';
import { renderInPortal } from './portalRender';

let sim: SimProcess;
let admin: LoginResult;
let rest: RestClient;

const withAnalytics: CustomerConfig = { ...defaultCustomerConfig, modules: { ...defaultCustomerConfig.modules, ANALYTICS: true } };
const number = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await sim.control(method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A new record, the way the page asks for one: the request, then the simulator clock past its job. */
async function freshReport(): Promise<StatisticsReport> {
  const asked = await rest.statistics.report.request({
    engine: 'StatisticsReport',
    parameters: { dag_id: 'test', uuid: `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` },
  });
  await control('POST', '/clock', { advanceMs: STATISTICS_REPORT_JOB_MS + 1000 });
  const { report } = await rest.statistics.report.latest();
  expect(report?.uuid).toBe(asked.uuid);
  return report!;
}

/** The rows of a chart's value table, each as its cells' text (row header first). */
function valueRows(title: string): string[][] {
  const table = screen.getByRole('table', { name: `Values of ${title}` });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent ?? ''));
}

function Report() {
  return (
    <>
      <StatisticsReportPage />
      <Toasts />
    </>
  );
}

beforeAll(async () => {
  sim = await startSimProcess();
  admin = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(ADMIN.identity, ADMIN.secret);
  rest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => admin.sessionId });
});
afterAll(async () => {
  await sim?.stop();
});
beforeEach(async () => {
  // The clock stands still unless a test moves it, so a request stays running until then.
  await control('POST', '/clock', { rate: 0 });
  await control('PUT', '/statistics/faults', { unreadable: [] });
});
afterEach(cleanup);

describe('the statistics report', () => {
  it("shows the server's record: each chart's table of values holds its numbers", async () => {
    const report = await freshReport();
    renderInPortal(<Report />, { sim, rest, signedInAs: admin, config: withAnalytics, path: '/statistics_report' });
    await screen.findByRole('figure', { name: 'Gateway sizes' });

    const sizeLabel = (size: string) =>
      ({
        small: `Small (up to ${GATEWAY_SIZE_LIMITS.small} devices)`,
        medium: `Medium (${GATEWAY_SIZE_LIMITS.small + 1} to ${GATEWAY_SIZE_LIMITS.medium} devices)`,
        large: `Large (more than ${GATEWAY_SIZE_LIMITS.medium} devices)`,
      })[size]!;
    const statsOf = (size: string) => report.gtwStats.find((s) => s.size === size)!;
    expect(valueRows('Gateway sizes')).toEqual(GATEWAY_SIZES.map((size) => [sizeLabel(size), number(statsOf(size).count), number(statsOf(size).percentage)]));
    expect(valueRows('Average devices per gateway size')).toEqual(GATEWAY_SIZES.map((size) => [sizeLabel(size), number(statsOf(size).avg_devices)]));
    expect(valueRows('Gateways by scene count')).toEqual(SCENE_BUCKETS.map((bucket) => [bucket, number(report.sceneStats.count.find((entry) => entry.bucket === bucket)!.count)]));
    expect(valueRows('Actuators versus sensors (average per gateway)')).toEqual(
      GATEWAY_SIZES.map((size) => [sizeLabel(size), number(statsOf(size).avg_actuators), number(statsOf(size).avg_sensors)]),
    );
    expect(report.deviceClasses.length).toBeGreaterThan(0);
    expect(valueRows('Device classes')).toEqual(report.deviceClasses.map((entry) => [entry.class, number(entry.count)]));
    // The shares add up and the sizes count every read gateway.
    expect(report.gtwStats.reduce((sum, s) => sum + s.count, 0)).toBe(report.gatewaysRead);

    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Gateways')).toBe(number(report.gatewaysTotal));
    expect(figure('Devices')).toBe(number(report.devices));
    expect(figure('Actuators')).toBe(number(report.actuators));
    expect(figure('Sensors')).toBe(number(report.sensors));
    expect(figure('Median scenes per gateway')).toBe(number(report.sceneStats.median_scenes));
    // Offline gateways of the seed cannot be read: the message shows exactly when the record says so.
    expect(screen.queryByText('Data in DB incomplete!') !== null).toBe(isIncomplete(report));
  });

  it('a chart shows its table of values on request, by keyboard', async () => {
    await freshReport();
    const user = userEvent.setup();
    renderInPortal(<Report />, { sim, rest, signedInAs: admin, config: withAnalytics, path: '/statistics_report' });
    const figure = await screen.findByRole('figure', { name: 'Device classes' });
    const toggle = within(figure).getByRole('button', { name: 'Show values' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(within(figure).getByRole('button', { name: 'Hide values' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(figure).getByRole('table').closest('.hp-visually-hidden')).toBeNull();
  });

  it('requests new data: "Request for new data submitted"; a second request while it runs: "Submitted request has failed"', async () => {
    await freshReport();
    const user = userEvent.setup();
    renderInPortal(<Report />, { sim, rest, signedInAs: admin, config: withAnalytics, path: '/statistics_report' });
    const button = await screen.findByRole('button', { name: 'Request new data' });
    await user.click(button);
    await screen.findByText('Request for new data submitted');
    // The page says a request is running (read from the server).
    await screen.findByText(/New data was requested at/);
    const { pending } = await rest.statistics.report.latest();
    expect(pending).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request new data' }));
    await screen.findByText('Submitted request has failed');
    // Once the clock passes the job, the new record is the one shown.
    await control('POST', '/clock', { advanceMs: STATISTICS_REPORT_JOB_MS + 1000 });
    const { report } = await rest.statistics.report.latest();
    expect(report?.uuid).toBe(pending!.uuid);
    await waitFor(() => expect(screen.queryByText(/New data was requested at/)).toBeNull(), { timeout: 10_000 });
  });

  it('shows "Data in DB incomplete!" for a record made while a gateway could not be read', async () => {
    await control('PUT', '/statistics/faults', { unreadable: [DEMO_ONLINE] });
    const report = await freshReport();
    expect(report.complete).toBe(false);
    renderInPortal(<Report />, { sim, rest, signedInAs: admin, config: withAnalytics, path: '/statistics_report' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Data in DB incomplete!')).toBeTruthy();
    expect(alert.textContent).toContain(DEMO_ONLINE);
    expect(alert.textContent).toContain(`the ${report.gatewaysRead} read ones`);
  });
});

describe('the ANALYTICS module', () => {
  const Mounted = () => (
    <Suspense fallback={<p>Loading</p>}>
      <Routes>
        <Route element={<RequireModule module="ANALYTICS" />}>{statisticsRoutes}</Route>
      </Routes>
    </Suspense>
  );

  it.each(['/statistics_report', '/analytics', `/gate_statistic/${DEMO_ONLINE}`])('off (this build): %s shows the turned-off page', async (path) => {
    renderInPortal(<Mounted />, { sim, rest, signedInAs: admin, path });
    await screen.findByRole('heading', { name: 'Turned off', level: 1 });
  });

  it('on: /statistics_report shows the report', async () => {
    renderInPortal(<Mounted />, { sim, rest, signedInAs: admin, config: withAnalytics, path: '/statistics_report' });
    await screen.findByRole('heading', { name: 'Statistics report', level: 1 });
  });
});

describe('analytics', () => {
  it('pages the rows 10 at a time, and with paging off shows every row the server counts', async () => {
    const user = userEvent.setup();
    const all = await rest.statistics.analytics.data({ engine: 'GatewayUptime', pagination: false });
    expect(all.count).toBeGreaterThan(10);
    renderInPortal(<AnalyticsPage />, { sim, rest, signedInAs: admin, config: withAnalytics, path: '/analytics' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Engine' }), 'GatewayUptime');
    const table = await screen.findByRole('table', { name: 'Gateway uptime: rows' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByRole('navigation', { name: /pag/i })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Show the results in pages' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Gateway uptime: rows' })).getAllByRole('row')).toHaveLength(all.count + 1));
    expect(screen.queryByRole('navigation', { name: /pag/i })).toBeNull();
    for (const row of all.rows) expect(within(screen.getByRole('table', { name: 'Gateway uptime: rows' })).getByText(row.key)).toBeTruthy();
    await screen.findByText(/The data covers|This engine has no data yet/);
  });
});

describe("a gateway's statistics", () => {
  it('lists the snapshot times 10 a page, shows the chosen snapshot, and saves it as a report', async () => {
    const user = userEvent.setup();
    for (let i = 0; i < 12; i += 1) {
      await control('POST', '/statistics/snapshots', { serialNumber: DEMO_ONLINE });
      await control('POST', '/clock', { advanceMs: 60_000 });
    }
    const first = await rest.statistics.gateway.timestamps(DEMO_ONLINE);
    expect(first.timestamps).toHaveLength(10);
    expect(first.count).toBeGreaterThanOrEqual(12);
    renderInPortal(
      <>
        <Routes>
          <Route path="/gate_statistic/:serialNumber" element={<GateStatisticPage />} />
        </Routes>
        <Toasts />
      </>,
      { sim, rest, signedInAs: admin, config: withAnalytics, path: `/gate_statistic/${DEMO_ONLINE}` },
    );
    const table = await screen.findByRole('table', { name: `Snapshots of gateway ${DEMO_ONLINE}` });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    const shows = within(table).getAllByRole('button', { name: /^Show snapshot of / });
    // The newest is shown until another is chosen.
    expect(shows[0]!.getAttribute('aria-pressed')).toBe('true');
    await user.click(shows[1]!);
    expect(shows[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(shows[0]!.getAttribute('aria-pressed')).toBe('false');
    const chosen = await rest.statistics.gateway.snapshot(DEMO_ONLINE, first.timestamps[1]!);
    const devices = await screen.findByText('Devices', { selector: 'dt' });
    await waitFor(() => expect(devices.nextElementSibling?.textContent).toBe(number(chosen.devices)));
    expect(valueRows('Device classes of this snapshot')).toEqual(chosen.deviceClasses.map((entry) => [entry.class, number(entry.count)]));

    const name = `Report ${Date.now().toString(36)}`;
    await user.type(screen.getByRole('textbox', { name: 'Report name (optional)' }), name);
    await user.click(screen.getByRole('button', { name: 'Save report' }));
    await screen.findByText(`Report ${name} was saved.`);
    const saved = await screen.findByRole('table', { name: `Saved reports of gateway ${DEMO_ONLINE}` });
    await within(saved).findByText(name);
    expect(within(saved).getByRole('button', { name: `Download PDF: ${name}` })).toBeTruthy();
    const reports = await rest.statistics.gateway.reports(DEMO_ONLINE);
    expect(reports.data.find((report) => report.name === name)?.timestamp).toBe(chosen.timestamp);
  });
});
