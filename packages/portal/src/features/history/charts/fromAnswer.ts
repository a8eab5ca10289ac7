import type { TFunction } from 'i18next';
import {
  displayFactor,
  displayHistoryValue,
  doorLockLabel,
  gatewayStatusLabel,
  inHistoryGap,
  nodeStatusLabel,
  type HistoryAnswer,
  type HistorySeries,
  type HistoryValue,
} from '@homeport/sdk';
import type { HistoryChart, HistoryPoint } from './chartModel';

/** spec 3 §9 gauges: voltage 200 to 250, power factor 0 to 1. */
export const GAUGES: Array<{ test: RegExp; min: number; max: number }> = [
  { test: /power_?factor/i, min: 0, max: 1 },
  { test: /voltage/i, min: 200, max: 250 },
];

/** What the series is: the device status, the gateway status, a door lock, another state, or a number. */
type Reading = { levels: Array<{ value: number; label: string }>; level: (raw: HistoryValue) => number | null; text: (raw: HistoryValue) => string };

const asNumber = (raw: HistoryValue): number | null => {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  const parsed = Number(raw);
  return raw.trim() !== '' && Number.isFinite(parsed) ? parsed : null;
};

/** An option property's labels by code (the device's `options.values`), when it has them. */
export type OptionLabels = (service: string, property: string) => Record<string, string> | undefined;

function stateReading(series: HistorySeries, source: 'node' | 'gateway', t: TFunction, optionLabels?: OptionLabels): Reading {
  if (series.service === 'status' && source === 'gateway') {
    // spec 3 §4: 1 Online; 0 or 7 Offline.
    const level = (raw: HistoryValue) => {
      const label = gatewayStatusLabel(asNumber(raw) ?? -1);
      return label === 'online' ? 1 : label === 'offline' ? 0 : null;
    };
    return {
      levels: [
        { value: 0, label: t('HISTORY.STATES.OFFLINE') },
        { value: 1, label: t('HISTORY.STATES.ONLINE') },
      ],
      level,
      text: (raw) => {
        const value = level(raw);
        return value === 1 ? t('HISTORY.STATES.ONLINE') : value === 0 ? t('HISTORY.STATES.OFFLINE') : t('HISTORY.STATES.UNKNOWN');
      },
    };
  }
  if (series.service === 'status') {
    // spec 3 §4: 0, 1, 2 Online; 4, 5, 10 Offline; 7 Restricted.
    const names = { offline: 0, restricted: 1, online: 2 } as const;
    const label = (raw: HistoryValue) => nodeStatusLabel(asNumber(raw) ?? -1);
    return {
      levels: [
        { value: 0, label: t('HISTORY.STATES.OFFLINE') },
        { value: 1, label: t('HISTORY.STATES.RESTRICTED') },
        { value: 2, label: t('HISTORY.STATES.ONLINE') },
      ],
      level: (raw) => {
        const name = label(raw);
        return name === null ? null : names[name];
      },
      text: (raw) => {
        const name = label(raw);
        return name === null ? t('HISTORY.STATES.UNKNOWN') : t(`HISTORY.STATES.${name.toUpperCase()}`);
      },
    };
  }
  const labels = optionLabels?.(series.service, series.property);
  if (labels) {
    // An option property: its levels are its codes, each read by the device's own label.
    const codes = Object.keys(labels)
      .map(Number)
      .filter((code) => Number.isFinite(code))
      .sort((a, b) => a - b);
    return {
      levels: codes.map((code) => ({ value: code, label: labels[String(code)]! })),
      level: asNumber,
      text: (raw) => labels[String(raw)] ?? String(raw),
    };
  }
  if (/door_?lock/i.test(series.service) && /^(locked|lock_?state|door_?lock)$/i.test(series.property)) {
    // spec 3 §4: 0 Locked, 1 Unlocked, 2 Unlocked with timeout; a boolean "Locked" reads true as Locked.
    const keys = { locked: 'LOCKED', unlocked: 'UNLOCKED', unlockedWithTimeout: 'UNLOCKED_TIMEOUT' } as const;
    return {
      levels: [
        { value: 0, label: t('HISTORY.STATES.LOCKED') },
        { value: 1, label: t('HISTORY.STATES.UNLOCKED') },
        { value: 2, label: t('HISTORY.STATES.UNLOCKED_TIMEOUT') },
      ],
      level: (raw) => (typeof raw === 'boolean' ? (raw ? 0 : 1) : asNumber(raw)),
      text: (raw) => {
        const name = typeof raw === 'boolean' ? (raw ? 'locked' : 'unlocked') : doorLockLabel(raw);
        return name === null ? String(raw) : t(`HISTORY.STATES.${keys[name]}`);
      },
    };
  }
  const values = [...series.points.map((p) => p.v), ...(series.initial === null ? [] : [series.initial]), ...(series.before ? [series.before.v] : [])];
  if (values.every((value) => typeof value === 'boolean')) {
    return {
      levels: [
        { value: 0, label: t('HISTORY.STATES.OFF') },
        { value: 1, label: t('HISTORY.STATES.ON') },
      ],
      level: asNumber,
      text: (raw) => (raw === true ? t('HISTORY.STATES.ON') : raw === false ? t('HISTORY.STATES.OFF') : String(raw)),
    };
  }
  // Other states (option codes, texts): one level per distinct value, in the order first seen.
  const distinct = [...new Set(values.map(String))];
  return {
    levels: distinct.map((value, index) => ({ value: index, label: value })),
    level: (raw) => distinct.indexOf(String(raw)),
    text: (raw) => String(raw),
  };
}

/** Points and null gap markers in time order: a null at each gap's start breaks the line there. */
function withGaps(points: HistoryPoint[], series: HistorySeries): HistoryPoint[] {
  if (series.gaps.length === 0) return points;
  const marks = series.gaps.map((gap) => ({ t: gap.from, v: null }));
  return [...points, ...marks].sort((a, b) => a.t - b.t || (a.v === null ? 1 : 0) - (b.v === null ? 1 : 0));
}

/** The unit of a value shown with its display factor (spec 3 §9): kW ×1000 reads W, hA (hundreds of amperes) ×100 reads A. */
export function shownUnit(unit: string, factor: number): string {
  if (factor === 1000 && unit === 'kW') return 'W';
  if (factor === 100 && unit === 'hA') return 'A';
  return unit;
}

/** The deployment's history chart flags (spec 3 §1; docs/decisions.md "History charts"). */
export interface ChartFlags {
  /** LAST_NODE_HISTORY_DATA: a series starts at the range's start with the last value recorded before it (the answer's `before`). */
  lastBefore: boolean;
  /** DISPLAY_ZERO_FOR_EMPTY_CHART_DATA: a series without data in the range is a flat zero line, not "no values". */
  zeroForEmpty: boolean;
}

export const NO_CHART_FLAGS: ChartFlags = { lastBefore: false, zeroForEmpty: false };

/**
 * The value carried to the range's start (LAST_NODE_HISTORY_DATA): the
 * last point before the range, when the server knows one, the series has
 * no point at the start itself, and the start is not inside a gap.
 */
function carriedOf(series: HistorySeries, from: number, flags: ChartFlags): { t: number; v: HistoryValue } | null {
  const before = series.before ?? null;
  if (!flags.lastBefore || before === null) return null;
  if ((series.points[0]?.t ?? Infinity) <= from || inHistoryGap(series.gaps, from)) return null;
  return before;
}

/** The flat zero line of an empty series (DISPLAY_ZERO_FOR_EMPTY_CHART_DATA): 0 from the start to the end, broken by the gaps. */
function zeroPoints(series: HistorySeries, from: number, to: number, zero: number): HistoryPoint[] {
  const starts = [from, ...series.gaps.map((gap) => gap.to)].filter((at) => at < to && !inHistoryGap(series.gaps, at));
  return [...starts.map((at) => ({ t: at, v: zero })), ...(inHistoryGap(series.gaps, to) ? [] : [{ t: to, v: zero }])];
}

/** The charts of an answer, one per series, in the server's order. */
export function chartsOf(
  answer: HistoryAnswer,
  source: 'node' | 'gateway',
  t: TFunction,
  optionLabels?: OptionLabels,
  { flags = NO_CHART_FLAGS, time = (ms: number) => new Date(ms).toISOString() }: { flags?: ChartFlags; time?: (ms: number) => string } = {},
): HistoryChart[] {
  const timeText = time;
  return answer.series.map((series) => {
    const id = `${series.service}:${series.property}`;
    const title =
      series.service === 'status'
        ? t(source === 'gateway' ? 'HISTORY.GATEWAY_STATUS_TITLE' : 'HISTORY.STATUS_TITLE')
        : t('HISTORY.SERVICE_TITLE', { service: series.service, property: series.property });
    const gapRows = series.gaps.map((gap) => ({ t: gap.from, text: t('HISTORY.GAP') }));
    const sortRows = (rows: Array<{ t: number; text: string }>) => rows.sort((a, b) => a.t - b.t);
    if (series.kind === 'numeric') {
      const factor = displayFactor(series.service, series.property, series.unit);
      const scaled = (v: HistoryValue) => (typeof v === 'number' ? v * factor : asNumber(v));
      const shown = (v: HistoryValue) => displayHistoryValue(series.service, series.property, v, series.unit);
      const gauge = GAUGES.find((entry) => entry.test.test(series.property) || entry.test.test(series.service));
      const carried = carriedOf(series, answer.from, flags);
      const zeroFilled = flags.zeroForEmpty && series.points.length === 0 && carried === null;
      const points: HistoryPoint[] = zeroFilled ? zeroPoints(series, answer.from, answer.to, 0) : series.points.map((p) => ({ t: p.t, v: scaled(p.v) }));
      const rows = series.points.map((p) => ({ t: p.t, text: shown(p.v) }));
      if (carried) {
        points.unshift({ t: answer.from, v: scaled(carried.v) });
        rows.unshift({ t: answer.from, text: t('HISTORY.CARRIED', { value: shown(carried.v), time: timeText(carried.t) }) });
      }
      if (zeroFilled) rows.push({ t: answer.from, text: shown(0) });
      const last = series.points[series.points.length - 1];
      return {
        id,
        title,
        kind: 'area',
        unit: shownUnit(series.unit, factor),
        points: withGaps(points, series),
        rows: sortRows([...rows, ...gapRows]),
        latest: last ? shown(last.v) : carried ? shown(carried.v) : zeroFilled ? shown(0) : '',
        gaps: series.gaps.length,
        ...(gauge ? { gauge: { min: gauge.min, max: gauge.max } } : {}),
        ...(zeroFilled ? { zeroFilled } : {}),
      } satisfies HistoryChart;
    }
    const reading = stateReading(series, source, t, optionLabels);
    const carried = carriedOf(series, answer.from, flags);
    const zeroFilled = flags.zeroForEmpty && series.points.length === 0 && carried === null;
    // The zero of a state is its raw value 0 as the series reads it (a node's 0 is Online, a lock's Locked); a reading without a 0 draws its lowest level.
    const zeroLevel = reading.level(0);
    const zero = zeroLevel === null || zeroLevel < 0 ? { v: 0, text: '0' } : { v: zeroLevel, text: reading.text(0) };
    const points: HistoryPoint[] = zeroFilled ? zeroPoints(series, answer.from, answer.to, zero.v) : series.points.map((p) => ({ t: p.t, v: reading.level(p.v) }));
    const rows = series.points.map((p) => ({ t: p.t, text: reading.text(p.v) }));
    if (carried) {
      points.unshift({ t: answer.from, v: reading.level(carried.v) });
      rows.unshift({ t: answer.from, text: t('HISTORY.CARRIED', { value: reading.text(carried.v), time: timeText(carried.t) }) });
    } else if (!zeroFilled && series.initial !== null && (series.points[0]?.t ?? Infinity) > answer.from) {
      // A step chart starts at the left edge with the value in force there.
      points.unshift({ t: answer.from, v: reading.level(series.initial) });
    }
    if (zeroFilled) rows.push({ t: answer.from, text: zero.text });
    const last = series.points[series.points.length - 1];
    return {
      id,
      title,
      kind: 'step',
      unit: '',
      points: withGaps(points, series),
      levels: reading.levels,
      rows: sortRows([...rows, ...gapRows]),
      latest: last ? reading.text(last.v) : carried ? reading.text(carried.v) : zeroFilled ? zero.text : series.initial !== null ? reading.text(series.initial) : '',
      gaps: series.gaps.length,
      ...(zeroFilled ? { zeroFilled } : {}),
    } satisfies HistoryChart;
  });
}
