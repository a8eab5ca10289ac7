import type { HistoryAnswer, HistoryPeriod, HistoryPoint, HistorySeries, HistoryValue } from '../wire/history';

/**
 * History chart rules (spec 3 §4 "Status mappings in charts", §5 date range,
 * §9 chart constants; docs/contracts.md "History"). Read by the simulator
 * (ranges, gaps, aggregation) and the portal (labels, display, CSV), so the
 * two cannot disagree. Days are UTC days of the simulator clock.
 */

export const DAY_MS = 86_400_000;

/** spec 3 §9: the default period of the charts (and the node-status chart's last 7 days). */
export const DEFAULT_HISTORY_PERIOD: HistoryPeriod = 'week';

/** The span of each period, ending now (a month is 30 days). */
export const HISTORY_PERIOD_MS: Record<HistoryPeriod, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** spec 3 §9: the 6-hour fill interval of step charts, and the longest silence of a numeric series that is not missing data. */
export const HISTORY_FILL_INTERVAL_MS = 21_600_000;

/** spec 3 §5: history reaches back 6 months (taken as 183 days). */
export const HISTORY_MONTHS_BACK = 6;
export const HISTORY_RETENTION_MS = 183 * DAY_MS;

/** spec 3 §9 chart colour. */
export const HISTORY_CHART_COLOUR = '#1C5FCC';

/** spec 3 §9: battery at or below this percentage is critical. */
export const BATTERY_CRITICAL_PERCENT = 5;

// ---- status mappings (spec 3 §4) ----

export type NodeStatusLabel = 'online' | 'offline' | 'restricted';
export type GatewayStatusLabel = 'online' | 'offline';

/** Node status: 0, 1, 2 Online; 4, 5, 10 Offline; 7 Restricted; anything else unknown (null). */
export function nodeStatusLabel(raw: number): NodeStatusLabel | null {
  if (raw === 0 || raw === 1 || raw === 2) return 'online';
  if (raw === 4 || raw === 5 || raw === 10) return 'offline';
  if (raw === 7) return 'restricted';
  return null;
}

/** Gateway status: 1 Online; 0, 7 Offline; anything else unknown (null). */
export function gatewayStatusLabel(raw: number): GatewayStatusLabel | null {
  if (raw === 1) return 'online';
  if (raw === 0 || raw === 7) return 'offline';
  return null;
}

/** The raw gateway status values the history records (1 online, 0 offline). */
export const GATEWAY_STATUS_ONLINE = 1;
export const GATEWAY_STATUS_OFFLINE = 0;

/** Door lock values (spec 3 §4): 0 Locked, 1 Unlocked, 2 Unlocked with timeout. */
export const DOOR_LOCK_LABELS = { 0: 'locked', 1: 'unlocked', 2: 'unlockedWithTimeout' } as const;
/** The other label set of the spec (unlocked, locked, locked with timer), by the same codes. */
export const DOOR_LOCK_ALT_LABELS = { 0: 'unlocked', 1: 'locked', 2: 'lockedWithTimer' } as const;
export type DoorLockLabel = (typeof DOOR_LOCK_LABELS)[keyof typeof DOOR_LOCK_LABELS];

export function doorLockLabel(raw: HistoryValue): DoorLockLabel | null {
  const code = typeof raw === 'string' ? Number(raw) : raw;
  return code === 0 || code === 1 || code === 2 ? DOOR_LOCK_LABELS[code] : null;
}

// ---- periods and range (spec 3 §5) ----

export const startOfDay = (t: number): number => Math.floor(t / DAY_MS) * DAY_MS;
export const endOfDay = (t: number): number => startOfDay(t) + DAY_MS - 1;

/** The earliest and latest times a history call may cover at `now`: from the start of the day 6 months ago to the end of today. */
export function historyRangeLimits(now: number): { earliest: number; latest: number } {
  return { earliest: startOfDay(now - HISTORY_RETENTION_MS), latest: endOfDay(now) };
}

/** The span of a period ending now. */
export function periodSpan(period: HistoryPeriod, now: number): { from: number; to: number } {
  return { from: Math.max(0, now - HISTORY_PERIOD_MS[period]), to: now };
}

export type HistoryRangeCheck = { ok: true; from: number; to: number } | { ok: false; reason: 'order' | 'tooEarly' | 'tooLate' };

/**
 * Checks a from/to range (spec 3 §5): neither before 6 months ago nor after
 * today; `to` is extended to 23:59:59.999 of its day (and then clipped to now
 * for reading: the future has no data).
 */
export function checkHistoryRange(from: number, to: number, now: number): HistoryRangeCheck {
  if (from > to) return { ok: false, reason: 'order' };
  const { earliest, latest } = historyRangeLimits(now);
  if (from < earliest || to < earliest) return { ok: false, reason: 'tooEarly' };
  if (from > latest || to > latest) return { ok: false, reason: 'tooLate' };
  return { ok: true, from, to: endOfDay(to) };
}

/** The span a request covers: its period, or its checked range. */
export function requestSpan(request: { period?: HistoryPeriod; from?: number; to?: number }, now: number): HistoryRangeCheck {
  if (request.period !== undefined) return { ok: true, ...periodSpan(request.period, now) };
  return checkHistoryRange(request.from ?? 0, request.to ?? 0, now);
}

// ---- fill and gap rules ----

/** Whether `at` lies in one of the spans without data [from, to) (spec 3 §3 "History series"): no value is carried into one. */
export function inHistoryGap(gaps: readonly { from: number; to: number }[], at: number): boolean {
  return gaps.some((gap) => gap.from <= at && at < gap.to);
}

/** The bucket width that keeps a span within `maxPoints` points (whole minutes; 0 when raw samples fit). */
export function bucketWidth(spanMs: number, samples: number, maxPoints: number): number {
  if (samples <= maxPoints) return 0;
  const raw = Math.ceil((spanMs + 1) / maxPoints);
  return Math.ceil(raw / 60_000) * 60_000;
}

/**
 * Marks the points beside missing data (spec 3 §3 "History series"): for
 * each gap [from, to), the last point at or before its start gets 0 (FROM),
 * the first point at or after its end 1 (TO); a point that is both gets 2
 * (FROM-TO). Points and gaps oldest first; nothing is interpolated.
 */
export function markEdges(points: HistoryPoint[], gaps: readonly { from: number; to: number }[]): HistoryPoint[] {
  if (gaps.length === 0 || points.length === 0) return points;
  const marks = new Map<number, number>();
  const mark = (index: number, bit: number) => marks.set(index, (marks.get(index) ?? 0) | bit);
  for (const gap of gaps) {
    const before = lastIndexAtOrBefore(points, gap.from);
    if (before >= 0) mark(before, 1);
    const after = lastIndexAtOrBefore(points, gap.to - 1) + 1;
    if (after < points.length) mark(after, 2);
  }
  return points.map((point, index) => {
    const bits = marks.get(index);
    if (bits === undefined) return point;
    return { ...point, edge: bits === 3 ? 2 : bits === 1 ? 0 : 1 };
  });
}

/** The index of the last point at or before `t` (-1: none), by halving. */
function lastIndexAtOrBefore(points: readonly HistoryPoint[], t: number): number {
  let lo = 0;
  let hi = points.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.t <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * The spans of a numeric series without data: any silence longer than the
 * fill interval between two samples (or between the span's edges and the
 * nearest sample) is missing data.
 */
export function silenceGaps(times: readonly number[], from: number, to: number, limit = HISTORY_FILL_INTERVAL_MS): { from: number; to: number }[] {
  const gaps: { from: number; to: number }[] = [];
  let last = from;
  let first = true;
  for (const t of times) {
    if (t - last > limit) gaps.push({ from: first ? from : last, to: t });
    last = t;
    first = false;
  }
  if (to - last > limit) gaps.push({ from: last, to });
  return gaps;
}

/**
 * The points a step chart draws: each value repeated every fill interval
 * until the next change (or `to`), never into missing data (a point marked
 * FROM or FROM-TO is not carried on).
 */
export function fillSteps(points: readonly HistoryPoint[], to: number, interval = HISTORY_FILL_INTERVAL_MS): HistoryPoint[] {
  const filled: HistoryPoint[] = [];
  points.forEach((point, index) => {
    filled.push(point);
    if (point.edge === 0 || point.edge === 2) return;
    const until = points[index + 1]?.t ?? to;
    for (let t = point.t + interval; t < until; t += interval) filled.push({ t, v: point.v });
  });
  return filled;
}

// ---- value display (spec 3 §9) ----

const isPower = (property: string): boolean => /power/i.test(property) && !/factor/i.test(property);
const isRmsCurrent = (property: string): boolean => /rms_?current|current_rms/i.test(property);
const isRounded = (service: string, property: string): boolean => /temperature|weather/i.test(service) || /temperature|weather/i.test(property);

/**
 * The factor a value is multiplied by when shown: power ×1000 (the device
 * reports kW), RMS current ×100, else 1. A power the device already reports
 * in W (its unit says so: an outlet's Power, a meter's PowerLimit) is shown
 * as it is.
 */
export function displayFactor(service: string, property: string, unit?: string): number {
  if (isRmsCurrent(property)) return 100;
  if (isPower(property) && unit !== 'W') return 1000;
  return 1;
}

/** A value as a chart shows it: power ×1000, RMS current ×100; temperature and weather rounded; other numbers to 2 decimals. */
export function displayHistoryValue(service: string, property: string, value: HistoryValue, unit?: string): string {
  if (typeof value !== 'number') return String(value);
  const shown = value * displayFactor(service, property, unit);
  if (isRounded(service, property)) return String(Math.round(shown));
  return shown.toFixed(2);
}

/** spec 3 §9 units. */
export const HISTORY_UNITS = ['kWh', '%', '°C', 'Lx', 'm/s', 'g/m3', 'W', 'V', 'K', 'A'] as const;

/** The unit of a property ('' when none), by its name (and its service's). */
export function historyUnit(service: string, property: string): string {
  const name = `${service} ${property}`.toLowerCase();
  if (/energy|consumption|kwh/.test(name)) return 'kWh';
  if (/power_factor|factor/.test(name)) return '';
  if (/voltage/.test(name)) return 'V';
  if (/current/.test(name)) return 'A';
  if (/power/.test(name)) return 'W';
  if (/colou?r_?temp/.test(name)) return 'K';
  if (/temperature/.test(name)) return '°C';
  if (/humidity|battery|level|dim|brightness|position|cpu|ram/.test(name)) return '%';
  if (/lux|illumin|light_intensity|luminance/.test(name)) return 'Lx';
  if (/wind/.test(name)) return 'm/s';
  if (/absolute_humidity|g\/m3/.test(name)) return 'g/m3';
  return '';
}

/** Whether a value is drawn as a state (step chart) rather than a number (area chart). */
export function isStateValue(value: HistoryValue | null): boolean {
  return typeof value !== 'number';
}

// ---- CSV (spec 3 §9 file names) ----

const isoDay = (t: number): string => new Date(t).toISOString().slice(0, 10);

/** node_history_{serial}_{deviceId}[_{service}]_{fromDay}_{toDay}.csv */
export function nodeHistoryFileName(key: { serialNumber: string; deviceId: number; service?: string }, from: number, to: number): string {
  const service = key.service !== undefined ? `_${key.service.replace(/[^A-Za-z0-9_-]/g, '-')}` : '';
  return `node_history_${key.serialNumber}_${key.deviceId}${service}_${isoDay(from)}_${isoDay(to)}.csv`;
}

/** gateway_history-{serial}-{fromDay}-{toDay}.csv */
export function gatewayHistoryFileName(serialNumber: string, from: number, to: number): string {
  return `gateway_history-${serialNumber}-${isoDay(from)}-${isoDay(to)}.csv`;
}

export const HISTORY_CSV_HEADER = ['time', 'service', 'property', 'value', 'min', 'max', 'unit', 'edge'] as const;

/** A plain decimal number (as String(number) writes one): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. A text cell a spreadsheet would run as a formula (starting
 * =, +, -, @, tab or CR: a service or unit named `=HYPERLINK(…)`) is
 * neutralised as OWASP describes: prefixed with ' and quoted. A plain
 * number (-3.5) stays a number (docs/decisions.md "CSV cells").
 */
export function csvCell(value: string): string {
  if (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value)) return `"'${value.replace(/"/g, '""')}"`;
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
const edgeName = (edge: HistoryPoint['edge']): string => (edge === 0 ? 'FROM' : edge === 1 ? 'TO' : edge === 2 ? 'FROM-TO' : '');

/** The rows of a history CSV (header first): one per point, oldest first within each series, ISO times, raw values. */
export function historyCsvRows(answer: Pick<HistoryAnswer, 'series'>): string[][] {
  const rows: string[][] = [[...HISTORY_CSV_HEADER]];
  for (const series of answer.series) {
    for (const point of series.points) {
      rows.push([
        new Date(point.t).toISOString(),
        series.service,
        series.property,
        String(point.v),
        point.min === undefined ? '' : String(point.min),
        point.max === undefined ? '' : String(point.max),
        series.unit,
        edgeName(point.edge),
      ]);
    }
  }
  return rows;
}

/** The CSV text of rows (CRLF line ends, cells quoted when needed). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The series of an answer for one service (all when absent). */
export function seriesOf(answer: Pick<HistoryAnswer, 'series'>, service?: string): HistorySeries[] {
  return service === undefined ? answer.series : answer.series.filter((series) => series.service === service);
}
