// History pages against the real simulator (a child process) where a range
// holds no data: a device added now has no history before it joined
// (docs/simulator.md "History"). Exporting the CSV of such a range shows the
// toast "export no data in range" (spec 3 §8) and saves no file; its series
// show "No values" with DISPLAY_ZERO_FOR_EMPTY_CHART_DATA off, and a flat
// zero line whose table says 0 with it on.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultCustomerConfig, historyKey, type CustomerConfig, type HistoryAnswer } from '@homeport/sdk';
import { DEMO_ONLINE } from '@homeport/test-support';
import { DAY, historySetup, isoDay, time, valueRows, withSavedFiles } from './historySetup';

const setup = historySetup();
/** A dimmer added by the test: it has no history before now. */
let dimmer: number;

const config = (flags: Partial<CustomerConfig['flags']> = {}): CustomerConfig => ({
  ...defaultCustomerConfig,
  modules: { ...defaultCustomerConfig.modules, DASHBOARD: true },
  flags: { ...defaultCustomerConfig.flags, ...flags },
});

/** Ten to eight days ago (UTC days), before the dimmer joined. */
function emptyRange(): { from: number; to: number } {
  const today = Date.parse(`${isoDay(Date.now())}T00:00:00Z`);
  return { from: today - 10 * DAY, to: today - 7 * DAY - 1 };
}

const renderPage = (path: string, flags: Partial<CustomerConfig['flags']> = {}) => setup.render(path, config(flags));

beforeAll(async () => {
  const added = (await setup.control('POST', `/gateways/${DEMO_ONLINE}/devices`, { kind: 'dimmer', name: 'Empty lamp' })) as { data: { added: number[] } };
  dimmer = added.data.added[0]!;
});

/** The server's answer for the dimmer over the empty range: its series, none with a point (checked, so the test reads a real empty range). */
async function emptyAnswer(): Promise<HistoryAnswer> {
  const { from, to } = emptyRange();
  const answer = await setup.rest.history.node({ key: historyKey({ serialNumber: DEMO_ONLINE, deviceId: dimmer }), from, to });
  expect(answer.series.length).toBeGreaterThan(0);
  for (const series of answer.series) expect(series.points).toEqual([]);
  return answer;
}

describe('a range without data', () => {
  it('exporting its CSV shows "export no data in range" and saves no file', async () => {
    await emptyAnswer();
    await withSavedFiles(async (saved) => {
      const user = userEvent.setup();
      const { from, to } = emptyRange();
      renderPage(`/dashboard_chart/${dimmer}?from=${from}&to=${to}`);
      await screen.findByRole('heading', { name: /^History of Empty lamp/, level: 1 }, { timeout: 10_000 });
      await screen.findByText(`Showing ${time(from)} – ${time(to)}`);
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await screen.findByText('There is no data to export in this range.');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(false));
      expect(saved).toHaveLength(0);
      expect(screen.queryByText(/^Saved /)).toBeNull();
    });
  });

  it('DISPLAY_ZERO_FOR_EMPTY_CHART_DATA off: each series says "No values in this period."', async () => {
    const answer = await emptyAnswer();
    const { from, to } = emptyRange();
    renderPage(`/dashboard_chart/${dimmer}?from=${from}&to=${to}`, { DISPLAY_ZERO_FOR_EMPTY_CHART_DATA: false });
    for (const series of answer.series) {
      const figure = await screen.findByRole('figure', { name: new RegExp(`^${series.service} · ${series.property}`) });
      expect(within(figure).getByText('No values in this period.')).toBeTruthy();
      expect(valueRows(`${series.service} · ${series.property}`)).toEqual([]);
    }
  });

  it('DISPLAY_ZERO_FOR_EMPTY_CHART_DATA on: each series is a flat zero line whose table says 0', async () => {
    const answer = await emptyAnswer();
    const { from, to } = emptyRange();
    renderPage(`/dashboard_chart/${dimmer}?from=${from}&to=${to}`, { DISPLAY_ZERO_FOR_EMPTY_CHART_DATA: true });
    const numeric = answer.series.filter((series) => series.kind === 'numeric');
    expect(numeric.length).toBeGreaterThan(0);
    for (const series of answer.series) {
      const title = `${series.service} · ${series.property}`;
      const figure = await screen.findByRole('figure', { name: new RegExp(`^${title}`) });
      expect(within(figure).getByText(`Nothing was recorded from ${time(answer.from)} to ${time(answer.to)}; shown as 0.`)).toBeTruthy();
      expect(within(figure).queryByText('No values in this period.')).toBeNull();
      const rows = valueRows(title);
      expect(rows).toHaveLength(1);
      expect(rows[0]![0]).toBe(time(answer.from));
      // A number reads 0 as the sdk shows numbers (two decimals); a boolean state its 0.
      if (series.kind === 'numeric') expect(rows[0]![1]).toBe('0.00');
      else expect(rows[0]![1]).toBe('0');
    }
  });
});
