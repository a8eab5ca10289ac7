// @vitest-environment jsdom
// The history pages (spec 3 §2 "History charts", §4 "Status mappings in
// charts", §5 date range, §8 CSV rows, §9 chart constants) in jsdom against
// the real simulator in a child process: the week view's tables of values
// hold the server's series (status labels by the spec's mapping, values as
// the sdk displays them, spans without data as "No data"); the range dialog
// refuses dates before 6 months ago or after today and an end before the
// start, and a chosen range shows the server's series of that range; the CSV
// export saves the server's file under its node_history_ name; the gateway
// page reads 1 as Online and 0 as Offline; the offline variant reads the
// device from the gateway's cached image; with DASHBOARD off the addresses
// show the turned-off page.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GatewayLink,
  RestClient,
  defaultCustomerConfig,
  displayHistoryValue,
  gatewayStatusLabel,
  historyKey,
  historyRangeLimits,
  nodeStatusLabel,
  type CustomerConfig,
  type Device,
  type Gateway,
  type HistoryAnswer,
  type HistorySeries,
  type LoginResult,
} from '@homeport/sdk';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { RequireModule } from '../packages/portal/src/app/guards';
import { Toasts } from '../packages/portal/src/components/Toasts';
import { historyRoutes } from '../packages/portal/src/features/history/routes';
import { renderInPortal } from './portalRender';

/** The demo home's thermostat. */
const THERMOSTAT = 3;

let sim: SimProcess;
let demo: LoginResult;
let rest: RestClient;
let gateway: Gateway;
let link: GatewayLink;
/** The thermostat as the gateway's cached image holds it (its option labels). */
let thermostat: Device;

const withDashboard: CustomerConfig = { ...defaultCustomerConfig, modules: { ...defaultCustomerConfig.modules, DASHBOARD: true } };
// The page shows UTC times in the catalogue's language (en_EN).
const time = (ms: number) => new Intl.DateTimeFormat('en-EN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(ms));
const day = (ms: number) => new Intl.DateTimeFormat('en-EN', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(ms));
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await sim.control(method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** How the page should read one server value of a series (spec 3 §4 mappings, §9 display rules). */
function expectedText(series: HistorySeries, value: HistorySeries['points'][number]['v'], source: 'node' | 'gateway'): string {
  if (series.service === 'status') {
    const label = source === 'gateway' ? gatewayStatusLabel(Number(value)) : nodeStatusLabel(Number(value));
    return label ? capital(label) : 'Unknown';
  }
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (series.kind === 'state') {
    // An option property reads by the device's own label for its code (a thermostat's "heat").
    const property = thermostat.service_list.find((s) => s.name === series.service)?.property_list.find((p) => p.name === series.property);
    const labels = (property?.options as { values?: Record<string, string> } | undefined)?.values;
    return labels?.[String(value)] ?? String(value);
  }
  return displayHistoryValue(series.service, series.property, value);
}

/** Each series' rows as the page must show them: every point, and "No data" at each gap's start, in time order. */
function expectedRows(series: HistorySeries, source: 'node' | 'gateway'): string[][] {
  const rows = [...series.points.map((p) => ({ t: p.t, text: expectedText(series, p.v, source) })), ...series.gaps.map((gap) => ({ t: gap.from, text: 'No data' }))];
  return rows.sort((a, b) => a.t - b.t).map((row) => [time(row.t), row.text]);
}

const titleOf = (series: HistorySeries, source: 'node' | 'gateway') =>
  series.service === 'status' ? (source === 'gateway' ? 'Gateway status' : 'Device status') : `${series.service} · ${series.property}`;

/** The rows of a chart's value table, each as its cells' text (row header first). */
function valueRows(title: string): string[][] {
  const table = screen.getByRole('table', { name: `Values of ${title}` });
  return [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

function expectTables(answers: HistoryAnswer[], source: 'node' | 'gateway') {
  for (const answer of answers) for (const series of answer.series) expect(valueRows(titleOf(series, source)), titleOf(series, source)).toEqual(expectedRows(series, source));
}

function renderPage(path: string, config: CustomerConfig = withDashboard) {
  renderInPortal(
    <>
      <Routes>
        <Route element={<RequireModule module="DASHBOARD" />}>{historyRoutes}</Route>
      </Routes>
      <Toasts />
    </>,
    { sim, rest, config, signedInAs: demo, gateway, link, path },
  );
}

beforeAll(async () => {
  sim = await startSimProcess();
  demo = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
  rest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => demo.sessionId });
  gateway = await rest.gateways.info(DEMO_ONLINE);
  link = GatewayLink.connect({ url: sim.wsUrl, userId: demo.userId, sessionId: demo.sessionId, product: 'homeport', timerVariant: 'native' });
  await link.ready();
  thermostat = (await rest.history.cache(DEMO_ONLINE)).devices.find((device) => device.id === THERMOSTAT)!;
});
afterAll(async () => {
  await link?.end();
  await sim?.stop();
});
beforeEach(async () => {
  // The clock stands still, so the page's "last week" and the test's are the same span.
  await control('POST', '/clock', { rate: 0 });
});
afterEach(cleanup);

describe('device history', () => {
  it("the week view's tables of values hold the server's series", async () => {
    renderPage(`/dashboard_chart/${THERMOSTAT}`);
    await screen.findByRole('heading', { name: /^History of Bedroom Thermostat/, level: 1 });
    await screen.findByRole('figure', { name: 'Device status' });
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    const key = historyKey({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT });
    const [status, services] = await Promise.all([
      rest.history.nodeStatus({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT, period: 'week' }),
      rest.history.node({ key, period: 'week' }),
    ]);
    expect(services.series.length).toBeGreaterThan(0);
    expect(services.series.some((series) => series.points.length > 0)).toBe(true);
    await waitFor(() => expectTables([status, services], 'node'));
    // One figure per series, each with a caption and its summary.
    expect(screen.getAllByRole('figure')).toHaveLength(status.series.length + services.series.length);
  });

  it('the range dialog keeps from and to within 6 months ago and today; a chosen range shows its series', async () => {
    const user = userEvent.setup();
    renderPage(`/dashboard_chart/${THERMOSTAT}`);
    await screen.findByRole('figure', { name: 'Device status' });
    await user.click(screen.getByRole('button', { name: 'Custom range…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date range' });
    const { earliest, latest } = historyRangeLimits(Date.now());
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    expect(from.getAttribute('min')).toBe(isoDay(earliest));
    expect(from.getAttribute('max')).toBe(isoDay(latest));
    expect(to.getAttribute('min')).toBe(isoDay(earliest));
    expect(to.getAttribute('max')).toBe(isoDay(latest));

    // A typed date before the limit, and one after today, are refused with the reason.
    await user.clear(from);
    await user.type(from, isoDay(earliest - DAY));
    await user.clear(to);
    await user.type(to, isoDay(latest + DAY));
    await user.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(within(dialog).getByText(`No earlier than ${day(earliest)}.`)).toBeTruthy();
    expect(within(dialog).getByText(`No later than ${day(latest)}.`)).toBeTruthy();
    // An end before the start.
    await user.clear(from);
    await user.type(from, isoDay(latest - 3 * DAY));
    await user.clear(to);
    await user.type(to, isoDay(latest - 5 * DAY));
    await user.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(within(dialog).getByText('The end must not be before the start.')).toBeTruthy();

    // A valid range: the end covers its whole day (23:59:59.999 UTC).
    const start = Date.parse(`${isoDay(latest - 10 * DAY)}T00:00:00Z`);
    const end = Date.parse(`${isoDay(latest - 8 * DAY)}T23:59:59.999Z`);
    await user.clear(from);
    await user.type(from, isoDay(start));
    await user.clear(to);
    await user.type(to, isoDay(end));
    await user.click(within(dialog).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Custom range…' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByText(`Showing ${time(start)} – ${time(end)}`);
    const key = historyKey({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT });
    const [status, services] = await Promise.all([
      rest.history.nodeStatus({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT, from: start, to: end }),
      rest.history.node({ key, from: start, to: end }),
    ]);
    await waitFor(() => expectTables([status, services], 'node'));
  });

  it("exports the CSV: the server's file, under its node_history_ name", async () => {
    const saved: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    const revokeObjectURL = URL.revokeObjectURL;
    // jsdom has no object URLs: the page hands its file to the browser through one, so the test keeps the file it is given.
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:history');
    URL.revokeObjectURL = () => undefined;
    try {
      const user = userEvent.setup();
      renderPage(`/dashboard_chart/${THERMOSTAT}`);
      await screen.findByRole('figure', { name: 'Device status' });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      const toast = await screen.findByText(/^Saved node_history_.*\.csv\.$/);
      expect(toast.textContent).toContain(`node_history_${DEMO_ONLINE}_${THERMOSTAT}`);
      expect(saved).toHaveLength(1);
      const text = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsText(saved[0]!);
      });
      const rows = text.trim().split(/\r?\n/);
      const answer = await rest.history.node({ key: historyKey({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT }), period: 'week' });
      // A header, then a row per point of every series.
      expect(rows[0]).toBe('time,service,property,value,min,max,unit,edge');
      expect(rows.length - 1).toBe(answer.series.reduce((sum, series) => sum + series.points.length, 0));
      const first = answer.series.find((series) => series.points.length > 0)!;
      const point = first.points[0]!;
      expect(rows.some((row) => row.startsWith(`${new Date(point.t).toISOString()},${first.service},${first.property},${String(point.v)},`))).toBe(true);
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it('with the DASHBOARD module off the history addresses show the turned-off page', async () => {
    renderPage(`/dashboard_gateway_chart`, defaultCustomerConfig);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});

describe('gateway history', () => {
  it('reads the gateway status with its mapping (1 Online; 0 or 7 Offline) over the week', async () => {
    renderPage('/dashboard_gateway_chart');
    await screen.findByRole('heading', { name: `History of gateway ${DEMO_ONLINE}`, level: 1 });
    await screen.findByRole('figure', { name: 'Gateway status' });
    const answer = await rest.history.gatewayStatus({ serialNumber: DEMO_ONLINE, period: 'week' });
    await waitFor(() => expectTables([answer], 'gateway'));
    for (const row of valueRows('Gateway status')) expect(['Online', 'Offline', 'No data']).toContain(row[1]);
  });
});

describe('offline device history', () => {
  it("reads the device from the gateway's cached image, with the same charts", async () => {
    renderPage(`/dashboard-chart-offline/${THERMOSTAT}`);
    const cache = await rest.history.cache(DEMO_ONLINE);
    const device = cache.devices.find((entry) => entry.id === THERMOSTAT)!;
    await screen.findByRole('heading', { name: `History of ${device.device_name} (cached)`, level: 1 });
    await screen.findByRole('figure', { name: 'Device status' });
    const key = historyKey({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT });
    const [status, services] = await Promise.all([
      rest.history.nodeStatus({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT, period: 'week' }),
      rest.history.node({ key, period: 'week' }),
    ]);
    await waitFor(() => expectTables([status, services], 'node'));
  });
});
