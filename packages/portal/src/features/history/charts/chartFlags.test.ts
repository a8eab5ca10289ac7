// The deployment's history chart flags (spec 3 §1; docs/decisions.md "History
// charts"): LAST_NODE_HISTORY_DATA starts a series at the range's start with
// the last value recorded before it; DISPLAY_ZERO_FOR_EMPTY_CHART_DATA draws a
// series without data in the range as a flat zero line. Each on and off.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { HistoryAnswer, HistorySeries } from '@homeport/sdk';
import { chartsOf, type ChartFlags } from './fromAnswer';
import { offlineNodeChart } from './offlineNodes';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;
const time = (ms: number) => `@${ms}`;
const FROM = 1_000_000;
const TO = 2_000_000;

function answer(series: Partial<HistorySeries> & Pick<HistorySeries, 'service' | 'property' | 'kind' | 'points'>): HistoryAnswer {
  return { key: 'HP1:1', from: FROM, to: TO, bucketMs: 0, series: [{ unit: '', gaps: [], initial: null, samples: series.points.length, ...series }] };
}
const chartOf = (a: HistoryAnswer, flags: Partial<ChartFlags>) => chartsOf(a, 'node', t, undefined, { flags: { lastBefore: false, zeroForEmpty: false, ...flags }, time })[0]!;

const level = (before: HistorySeries['before'], points: HistorySeries['points'] = [{ t: 1_500_000, v: 60 }], extra: Partial<HistorySeries> = {}) =>
  answer({ service: 'LevelService', property: 'Level', kind: 'numeric', unit: '%', points, before, ...extra });
const door = (before: HistorySeries['before'], points: HistorySeries['points'] = [{ t: 1_600_000, v: 1 }], extra: Partial<HistorySeries> = {}) =>
  answer({ service: 'DoorLockService', property: 'LockState', kind: 'state', points, before, ...extra });

describe('LAST_NODE_HISTORY_DATA', () => {
  it('on: a number starts at the range start with the last value before it, and its table says so', () => {
    const chart = chartOf(level({ t: 400_000, v: 20 }), { lastBefore: true });
    expect(chart.points).toEqual([
      { t: FROM, v: 20 },
      { t: 1_500_000, v: 60 },
    ]);
    expect(chart.rows[0]).toEqual({ t: FROM, text: 'HISTORY.CARRIED {"value":"20.00","time":"@400000"}' });
    expect(chart.rows).toHaveLength(2);
  });

  it('off: the same answer draws from its first point, as before', () => {
    const chart = chartOf(level({ t: 400_000, v: 20 }), { lastBefore: false });
    expect(chart.points).toEqual([{ t: 1_500_000, v: 60 }]);
    expect(chart.rows.map((row) => row.text)).toEqual(['60.00']);
  });

  it('on: a state starts at the range start with its last value before it, read by its labels', () => {
    const chart = chartOf(door({ t: 100, v: 0 }), { lastBefore: true });
    expect(chart.points).toEqual([
      { t: FROM, v: 0 },
      { t: 1_600_000, v: 1 },
    ]);
    expect(chart.rows[0]!.text).toBe('HISTORY.CARRIED {"value":"HISTORY.STATES.LOCKED","time":"@100"}');
  });

  it('off: a state without an initial value stays blank until its first change', () => {
    const chart = chartOf(door({ t: 100, v: 0 }), { lastBefore: false });
    expect(chart.points).toEqual([{ t: 1_600_000, v: 1 }]);
  });

  it('on: a series without points in the range is the carried value across it, and its latest value', () => {
    const chart = chartOf(door({ t: 100, v: 2 }, []), { lastBefore: true });
    expect(chart.points).toEqual([{ t: FROM, v: 2 }]);
    expect(chart.latest).toBe('HISTORY.STATES.UNLOCKED_TIMEOUT');
    expect(chart.rows).toHaveLength(1);
  });

  it('on: nothing is carried without a point before, when a point opens the range, or into a gap at the start', () => {
    expect(chartOf(level(null), { lastBefore: true }).points).toEqual([{ t: 1_500_000, v: 60 }]);
    expect(chartOf(level(undefined), { lastBefore: true }).points).toEqual([{ t: 1_500_000, v: 60 }]);
    expect(chartOf(level({ t: 400_000, v: 20 }, [{ t: FROM, v: 30 }]), { lastBefore: true }).points).toEqual([{ t: FROM, v: 30 }]);
    const inGap = chartOf(level({ t: 400_000, v: 20 }, [{ t: 1_500_000, v: 60, edge: 1 }], { gaps: [{ from: FROM, to: 1_500_000 }] }), { lastBefore: true });
    expect(inGap.points.map((p) => p.v)).toEqual([null, 60]);
  });

  it('on: the carried value wins over the initial value of a step chart', () => {
    const chart = chartOf(door({ t: 100, v: 0 }, [{ t: 1_600_000, v: 1 }], { initial: 2 }), { lastBefore: true });
    expect(chart.points[0]).toEqual({ t: FROM, v: 0 });
    expect(chartOf(door({ t: 100, v: 0 }, [{ t: 1_600_000, v: 1 }], { initial: 2 }), { lastBefore: false }).points[0]).toEqual({ t: FROM, v: 2 });
  });
});

describe('DISPLAY_ZERO_FOR_EMPTY_CHART_DATA', () => {
  it('on: a number without data in the range is a flat zero line from start to end; its table says 0', () => {
    const chart = chartOf(level(null, []), { zeroForEmpty: true });
    expect(chart.zeroFilled).toBe(true);
    expect(chart.points).toEqual([
      { t: FROM, v: 0 },
      { t: TO, v: 0 },
    ]);
    expect(chart.rows).toEqual([{ t: FROM, text: '0.00' }]);
    expect(chart.latest).toBe('0.00');
  });

  it('off: the same series has no points and no rows (the figure says "No values")', () => {
    const chart = chartOf(level(null, []), { zeroForEmpty: false });
    expect(chart.zeroFilled).toBeUndefined();
    expect(chart.points).toEqual([]);
    expect(chart.rows).toEqual([]);
  });

  it('on: the zero line breaks at the gaps', () => {
    const chart = chartOf(level(null, [], { gaps: [{ from: 1_200_000, to: 1_400_000 }] }), { zeroForEmpty: true });
    expect(chart.points).toEqual([
      { t: FROM, v: 0 },
      { t: 1_200_000, v: null },
      { t: 1_400_000, v: 0 },
      { t: TO, v: 0 },
    ]);
  });

  it('on: a state reads its zero by its own labels (a door lock 0 is Locked)', () => {
    const chart = chartOf(door(null, []), { zeroForEmpty: true });
    expect(chart.points.map((p) => p.v)).toEqual([0, 0]);
    expect(chart.rows.map((row) => row.text)).toEqual(['HISTORY.STATES.LOCKED']);
  });

  it('on: a series with data, or with a carried value (both flags on), is not zero-filled', () => {
    expect(chartOf(level(null), { zeroForEmpty: true }).zeroFilled).toBeUndefined();
    const carried = chartOf(level({ t: 400_000, v: 20 }, []), { zeroForEmpty: true, lastBefore: true });
    expect(carried.zeroFilled).toBeUndefined();
    expect(carried.points).toEqual([{ t: FROM, v: 20 }]);
    // Without LAST_NODE_HISTORY_DATA the value before is not drawn, so the empty series is zero-filled.
    expect(chartOf(level({ t: 400_000, v: 20 }, []), { zeroForEmpty: true, lastBefore: false }).zeroFilled).toBe(true);
  });
});

describe('offlineNodeChart (/node_history_offline)', () => {
  const node = { id: 4, name: 'Hall sensor', status: 4 };
  const span = { from: FROM, to: TO };
  const status = (points: HistorySeries['points'], extra: Partial<HistorySeries> = {}): HistorySeries => ({
    service: 'status',
    property: 'status',
    kind: 'state',
    unit: '',
    points,
    gaps: [],
    initial: null,
    samples: points.length,
    ...extra,
  });

  it("draws the server's status series under the node's name", () => {
    const drawn = offlineNodeChart({ node, series: status([{ t: 1_100_000, v: 2 }]), cachedAt: 1_900_000, span, t });
    expect(drawn.source).toBe('server');
    expect(drawn.chart.title).toBe('Hall sensor');
    expect(drawn.chart.rows.map((row) => row.text)).toEqual(['HISTORY.STATES.ONLINE']);
  });

  it('falls back to the status of the cached image, from when it was taken, when the server knows nothing', () => {
    for (const series of [undefined, status([])]) {
      const drawn = offlineNodeChart({ node, series, cachedAt: 1_700_000, span, t });
      expect(drawn.source).toBe('cache');
      expect(drawn.chart.points).toEqual([{ t: 1_700_000, v: 0 }]);
      expect(drawn.chart.rows.map((row) => row.text)).toEqual(['HISTORY.STATES.OFFLINE']);
    }
    // An image older than the span holds from the span's start; one newer than it says nothing about it.
    expect(offlineNodeChart({ node, series: undefined, cachedAt: 10, span, t }).chart.points).toEqual([{ t: FROM, v: 0 }]);
    expect(offlineNodeChart({ node, series: undefined, cachedAt: TO + 1, span, t }).chart.rows).toEqual([]);
  });

  it("a status known only from before the range is the server's (drawn with LAST_NODE_HISTORY_DATA on)", () => {
    const drawn = offlineNodeChart({ node, series: status([], { before: { t: 10, v: 7 } }), cachedAt: 1_700_000, span, t, flags: { lastBefore: true, zeroForEmpty: false } });
    expect(drawn.source).toBe('server');
    expect(drawn.chart.points).toEqual([{ t: FROM, v: 1 }]);
  });
});
