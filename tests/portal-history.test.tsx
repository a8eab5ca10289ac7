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
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultCustomerConfig,
  displayHistoryValue,
  gatewayStatusLabel,
  historyKey,
  historyRangeLimits,
  nodeStatusLabel,
  type CustomerConfig,
  type Device,
  type HistoryAnswer,
  type HistorySeries,
} from '@homeport/sdk';
import { DEMO_ONLINE } from '@homeport/test-support';
import { DAY, historySetup, isoDay, time, valueRows, withSavedFiles } from './historySetup';

/** The demo home's thermostat. */
const THERMOSTAT = 3;

const setup = historySetup();
/** The thermostat as the gateway's cached image holds it (its option labels). */
let thermostat: Device;

const withDashboard: CustomerConfig = { ...defaultCustomerConfig, modules: { ...defaultCustomerConfig.modules, DASHBOARD: true } };
const day = (ms: number) => new Intl.DateTimeFormat('en-EN', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(ms));

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

function expectTables(answers: HistoryAnswer[], source: 'node' | 'gateway') {
  for (const answer of answers) for (const series of answer.series) expect(valueRows(titleOf(series, source)), titleOf(series, source)).toEqual(expectedRows(series, source));
}

const renderPage = (path: string, config: CustomerConfig = withDashboard) => setup.render(path, config);

beforeAll(async () => {
  thermostat = (await setup.rest.history.cache(DEMO_ONLINE)).devices.find((device) => device.id === THERMOSTAT)!;
});

describe('device history', () => {
  it("the week view's tables of values hold the server's series", async () => {
    renderPage(`/dashboard_chart/${THERMOSTAT}`);
    // The file's first page waits for the link's first device list (a limit on waiting, as in the other history files).
    await screen.findByRole('heading', { name: /^History of Bedroom Thermostat/, level: 1 }, { timeout: 15_000 });
    await screen.findByRole('figure', { name: 'Device status' });
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    const key = historyKey({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT });
    const [status, services] = await Promise.all([
      setup.rest.history.nodeStatus({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT, period: 'week' }),
      setup.rest.history.node({ key, period: 'week' }),
    ]);
    expect(services.series.length).toBeGreaterThan(0);
    expect(services.series.some((series) => series.points.length > 0)).toBe(true);
    await waitFor(() => expectTables([status, services], 'node'));
    // One figure per series, each with a caption and its summary.
    expect(screen.getAllByRole('figure')).toHaveLength(status.series.length + services.series.length);
  });

  it('the range dialog keeps from and to within 6 months ago and today; a chosen range shows its series', async () => {
    const user = userEvent.setup({ delay: null });
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
      setup.rest.history.nodeStatus({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT, from: start, to: end }),
      setup.rest.history.node({ key, from: start, to: end }),
    ]);
    await waitFor(() => expectTables([status, services], 'node'));
  });

  it("exports the CSV: the server's file, under its node_history_ name", async () => {
    await withSavedFiles(async (saved) => {
      const user = userEvent.setup({ delay: null });
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
      const answer = await setup.rest.history.node({ key: historyKey({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT }), period: 'week' });
      // A header, then a row per point of every series.
      expect(rows[0]).toBe('time,service,property,value,min,max,unit,edge');
      expect(rows.length - 1).toBe(answer.series.reduce((sum, series) => sum + series.points.length, 0));
      const first = answer.series.find((series) => series.points.length > 0)!;
      const point = first.points[0]!;
      expect(rows.some((row) => row.startsWith(`${new Date(point.t).toISOString()},${first.service},${first.property},${String(point.v)},`))).toBe(true);
    });
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
    const answer = await setup.rest.history.gatewayStatus({ serialNumber: DEMO_ONLINE, period: 'week' });
    await waitFor(() => expectTables([answer], 'gateway'));
    for (const row of valueRows('Gateway status')) expect(['Online', 'Offline', 'No data']).toContain(row[1]);
  });
});

describe('offline device history', () => {
  it("reads the device from the gateway's cached image, with the same charts", async () => {
    renderPage(`/dashboard-chart-offline/${THERMOSTAT}`);
    const cache = await setup.rest.history.cache(DEMO_ONLINE);
    const device = cache.devices.find((entry) => entry.id === THERMOSTAT)!;
    await screen.findByRole('heading', { name: `History of ${device.device_name} (cached)`, level: 1 });
    await screen.findByRole('figure', { name: 'Device status' });
    const key = historyKey({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT });
    const [status, services] = await Promise.all([
      setup.rest.history.nodeStatus({ serialNumber: DEMO_ONLINE, deviceId: THERMOSTAT, period: 'week' }),
      setup.rest.history.node({ key, period: 'week' }),
    ]);
    await waitFor(() => expectTables([status, services], 'node'));
  });
});
