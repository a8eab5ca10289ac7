import type { TFunction } from 'i18next';
import { displayFactor, displayHistoryValue, doorLockLabel, gatewayStatusLabel, nodeStatusLabel, type HistoryAnswer, type HistorySeries, type HistoryValue } from '@homeport/sdk';
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
  const values = [...series.points.map((p) => p.v), ...(series.initial === null ? [] : [series.initial])];
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

/** The charts of an answer, one per series, in the server's order. */
export function chartsOf(answer: HistoryAnswer, source: 'node' | 'gateway', t: TFunction, optionLabels?: OptionLabels): HistoryChart[] {
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
      const points = series.points.map((p) => ({ t: p.t, v: typeof p.v === 'number' ? p.v * factor : asNumber(p.v) }));
      const gauge = GAUGES.find((entry) => entry.test.test(series.property) || entry.test.test(series.service));
      const last = series.points[series.points.length - 1];
      return {
        id,
        title,
        kind: 'area',
        unit: shownUnit(series.unit, factor),
        points: withGaps(points, series),
        rows: sortRows([...series.points.map((p) => ({ t: p.t, text: displayHistoryValue(series.service, series.property, p.v, series.unit) })), ...gapRows]),
        latest: last ? displayHistoryValue(series.service, series.property, last.v, series.unit) : '',
        gaps: series.gaps.length,
        ...(gauge ? { gauge: { min: gauge.min, max: gauge.max } } : {}),
      } satisfies HistoryChart;
    }
    const reading = stateReading(series, source, t, optionLabels);
    const points: HistoryPoint[] = series.points.map((p) => ({ t: p.t, v: reading.level(p.v) }));
    // A step chart starts at the left edge with the value in force there.
    if (series.initial !== null && (series.points[0]?.t ?? Infinity) > answer.from) points.unshift({ t: answer.from, v: reading.level(series.initial) });
    const last = series.points[series.points.length - 1];
    return {
      id,
      title,
      kind: 'step',
      unit: '',
      points: withGaps(points, series),
      levels: reading.levels,
      rows: sortRows([...series.points.map((p) => ({ t: p.t, text: reading.text(p.v) })), ...gapRows]),
      latest: last ? reading.text(last.v) : series.initial !== null ? reading.text(series.initial) : '',
      gaps: series.gaps.length,
    } satisfies HistoryChart;
  });
}
