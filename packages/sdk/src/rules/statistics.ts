import type { DeviceKind } from '../wire/deviceEvents';
import type { DeviceRole, GatewaySize, SceneBucket, StatisticsReport } from '../wire/statistics';

/**
 * The rules of the statistics report, analytics and gateway statistics
 * (spec 3 §2 "Statistics report page", §3 "Statistics aggregates", §5, §9),
 * shared by the simulator (what it computes) and the portal (what it shows).
 */

/** spec 3 §9 page sizes: gateway statistics timestamps 10; saved reports, statistics records and analytics rows 10 by default. */
export const STATISTICS_PAGE_SIZES = { timestamps: 10, savedReports: 10, reports: 10, analytics: 10 } as const;

/** The largest analytics page a client may ask for (pagination off answers every row). */
export const ANALYTICS_MAX_LIMIT = 100;

/**
 * Gateway size classes by device count (spec 3 §2 "gateway size pie";
 * the thresholds are ours, docs/contracts.md "Statistics and analytics"):
 * small up to 10 devices, medium 11 to 30, large above 30.
 */
export const GATEWAY_SIZE_LIMITS = { small: 10, medium: 30 } as const;

export function gatewaySizeOf(devices: number): GatewaySize {
  if (devices <= GATEWAY_SIZE_LIMITS.small) return 'small';
  if (devices <= GATEWAY_SIZE_LIMITS.medium) return 'medium';
  return 'large';
}

/** spec 3 §9 scene-count buckets 0-10, 11-20, 21-50, 51+ (a negative or fractional count is taken as its whole, floored at 0). */
export function sceneBucketOf(scenes: number): SceneBucket {
  const n = Math.max(0, Math.floor(scenes));
  if (n <= 10) return '0-10';
  if (n <= 20) return '11-20';
  if (n <= 50) return '21-50';
  return '51+';
}

/**
 * Whether a device kind acts or senses. Actuators change the home
 * (switches, lights, climate, shutters, locks, IR, audio, bridges);
 * sensors report it (meters, detectors, buttons, weather, cameras).
 */
const SENSOR_KINDS: ReadonlySet<DeviceKind> = new Set<DeviceKind>(['smart_meter', 'gas_detector', 'pressure_sensor', 'panic_button', 'weather', 'camera', 'sensor']);

export function deviceRoleOf(kind: DeviceKind | string): DeviceRole {
  return SENSOR_KINDS.has(kind as DeviceKind) ? 'sensor' : 'actuator';
}

/** spec 3 §5, §8: a record is incomplete when some gateways could not be read; the page shows "Data in DB incomplete!". */
export function isIncomplete(report: Pick<StatisticsReport, 'complete' | 'gatewaysUnread'> | null | undefined): boolean {
  if (!report) return false;
  return !report.complete || report.gatewaysUnread > 0;
}

/** The translation key of the incomplete notice (spec 3 §8 "Data in DB incomplete!"). */
export const STATISTICS_INCOMPLETE_KEY = 'STATISTICS.INCOMPLETE';

/** How long a StatisticsReport request runs on the simulator clock before its record is stored. */
export const STATISTICS_REPORT_JOB_MS = 10_000;

/** How often the simulator takes every gateway's snapshot (simulator clock). */
export const GATEWAY_SNAPSHOT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Median of whole numbers (the mean of the two middle ones for an even count; 0 for none). */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median from a histogram of counts: `histogram[n]` gateways have n scenes (cheap for a large fleet). */
export function medianOfHistogram(histogram: ReadonlyMap<number, number>, total: number): number {
  if (total === 0) return 0;
  const keys = [...histogram.keys()].sort((a, b) => a - b);
  const at = (index: number): number => {
    let seen = 0;
    for (const key of keys) {
      seen += histogram.get(key)!;
      if (index < seen) return key;
    }
    return keys[keys.length - 1]!;
  };
  const mid = total >> 1;
  return total % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** Rounds to two decimals (percentages and averages on the wire). */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The file name a saved report's PDF carries: `gateway-statistics-{serial}-{ISO time without colons}.pdf`. */
export function savedReportFileName(serialNumber: string, timestamp: number): string {
  const stamp = new Date(timestamp)
    .toISOString()
    .replace(/[:]/g, '-')
    .replace(/\.\d{3}Z$/, 'Z');
  return `gateway-statistics-${serialNumber}-${stamp}.pdf`;
}

/** 1-based page of a list: the slice and the count. */
export function statisticsPage<T>(items: readonly T[], page: number, limit: number): T[] {
  const start = (page - 1) * limit;
  return items.slice(start, start + limit);
}
