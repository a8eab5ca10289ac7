import {
  bucketWidth,
  HISTORY_MAX_POINTS,
  HISTORY_RETENTION_MS,
  historyUnit,
  markEdges,
  nodeStatusLabel,
  startOfDay,
  type Device,
  type DeviceProperty,
  type HistoryAnswer,
  type HistoryGap,
  type HistoryPoint,
  type HistorySeries,
  type HistoryValue,
  type HistoryBefore,
  type NodesStatusAnswer,
} from '@homeport/sdk';
import type { SimClock } from '../../clock/simClock';
import type { EmittedEvent } from '../../gateway/commands/outcome';
import type { GatewayUplink } from '../../gateway/uplink';
import type { CloudStore } from '../../store/cloudStore';
import {
  backDeviceStatus,
  backGatewayStatus,
  backLastBefore,
  backOutages,
  backProperty,
  backStatusAt,
  backStatusChangeBefore,
  backValueAt,
  hasBackHistory,
  type BackContext,
} from './backHistory';
import { DaySummaries, SUMMARY_COLUMNS, SummaryColumn, type SeriesSummary } from './daySummary';
import { HistoryStore, type HistoryEntry } from './historyStore';

const DAY_MS = 86_400_000;
const dayKey = (t: number): string => new Date(Math.floor(t / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

type Span = { from: number; to: number };

const PROPERTY_EVENT = /^device_(\d+)_property_changed$/;

/** The series of a device: its properties that have history (numbers, booleans, options of control and sensory services). */
export function chartedProperties(device: Device, service?: string): { service: { name: string; type: string }; property: DeviceProperty }[] {
  return device.service_list
    .filter((s) => service === undefined || s.name === service)
    .flatMap((s) => s.property_list.filter((p) => hasBackHistory(s.type, p)).map((p) => ({ service: { name: s.name, type: s.type }, property: p })));
}

/** Merges overlapping spans, clipped to [from, to]. */
function mergeSpans(spans: Span[], from: number, to: number): Span[] {
  const sorted = spans
    .map((s) => ({ from: Math.max(s.from, from), to: Math.min(s.to, to) }))
    .filter((s) => s.from < s.to)
    .sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * Aggregates raw samples to at most HISTORY_MAX_POINTS points: raw when they
 * fit; else one point per bucket (numbers: average, min, max, folded by
 * `foldNumeric`; states: the bucket's last value), at the bucket's start.
 */
export function aggregate(samples: readonly { t: number; v: HistoryValue }[], from: number, to: number, numeric: boolean): { points: HistoryPoint[]; bucketMs: number } {
  const bucketMs = bucketWidth(to - from, samples.length, HISTORY_MAX_POINTS);
  if (bucketMs === 0) return { points: samples.map(({ t, v }) => ({ t, v })), bucketMs };
  if (numeric) return { points: foldNumeric(from, bucketMs, (add) => addSamples(add, samples)), bucketMs };
  const points: HistoryPoint[] = [];
  let index = -1;
  for (const { t, v } of samples) {
    const i = Math.floor((t - from) / bucketMs);
    if (i === index) points[points.length - 1]!.v = v;
    else points.push({ t: from + i * bucketMs, v });
    index = i;
  }
  return { points, bucketMs };
}

/** The rows of a summary inside [from, to]; null when a row holds samples on both sides of an end (read that day raw). */
function within(rows: SeriesSummary, from: number, to: number): SeriesSummary | null {
  let start = 0;
  let end = rows.length;
  if (rows.length === 0 || (rows[SummaryColumn.first]! >= from && rows[rows.length - SUMMARY_COLUMNS + SummaryColumn.last]! <= to)) return rows;
  while (start < end && rows[start + SummaryColumn.last]! < from) start += SUMMARY_COLUMNS;
  if (start < end && rows[start + SummaryColumn.first]! < from) return null;
  while (end > start && rows[end - SUMMARY_COLUMNS + SummaryColumn.first]! > to) end -= SUMMARY_COLUMNS;
  if (end > start && rows[end - SUMMARY_COLUMNS + SummaryColumn.last]! > to) return null;
  return rows.subarray(start, end);
}

/** One cell of `foldNumeric`: `count` samples from time `t` on, with their sum, min and max. */
type AddCell = (t: number, count: number, sum: number, min: number, max: number) => void;

/** Feeds raw samples to `foldNumeric`, each a cell of one; a sample that is not a number is passed over. */
function addSamples(add: AddCell, samples: readonly { t: number; v: HistoryValue }[]): void {
  for (const { t, v } of samples) if (typeof v === 'number') add(t, 1, v, v, v);
}

/**
 * The numeric bucket fold, fed with cells: a raw sample is a cell of one
 * (`aggregate`); a summary row (daySummary.ts) a cell of its minute, given
 * only when its first and last sample fall in the same bucket. The same
 * points as from the raw samples (sums are added minute by minute:
 * identical while a minute holds one sample, else equal to the last bits
 * before the 3-decimal rounding).
 */
export function foldNumeric(from: number, bucketMs: number, feed: (add: AddCell) => void): HistoryPoint[] {
  const points: HistoryPoint[] = [];
  let index = -1;
  let sum = 0;
  let count = 0;
  let min = 0;
  let max = 0;
  const flush = () => {
    if (count === 0) return;
    const t = from + index * bucketMs;
    points.push(count === 1 ? { t, v: sum } : { t, v: Math.round((sum / count) * 1000) / 1000, min, max });
  };
  feed((t, n, s, lo, hi) => {
    const i = Math.floor((t - from) / bucketMs);
    if (i !== index) {
      flush();
      index = i;
      sum = 0;
      count = 0;
    }
    min = count === 0 ? lo : Math.min(min, lo);
    max = count === 0 ? hi : Math.max(max, hi);
    sum += s;
    count += n;
  });
  flush();
  return points;
}

/**
 * Device and gateway history (docs/simulator.md "History"): every property
 * and status change the gateways make is appended to the store (the uplink
 * is wrapped by `recordingUplink`; connection changes come from
 * applyGatewayPatch), and seeded devices have six months of back-history
 * generated from the seed on read (backHistory.ts). Reads merge the two at
 * the gateway's boundary, mark missing data (the gateway or device offline)
 * as gaps and edges, and aggregate to at most 2,000 points per series.
 */
export class HistoryService {
  readonly store: HistoryStore;
  readonly summaries: DaySummaries;
  /** HOMEPORT_HISTORY_SUMMARIES=off: every read is raw (read at each call: the bench and the tests compare both paths in one process). */
  get useSummaries(): boolean {
    return process.env.HOMEPORT_HISTORY_SUMMARIES !== 'off';
  }

  constructor(private readonly options: { dir: string; cloud: CloudStore; clock: SimClock; wipe: boolean }) {
    this.store = new HistoryStore(options.dir, options.clock.now());
    if (options.wipe) this.store.wipe(options.clock.now());
    this.summaries = new DaySummaries(this.store);
  }

  /**
   * A numeric property's points over [from, to]: the generated samples, then
   * the recorded days, each whole closed day from its summary (daySummary.ts)
   * unless a summary minute would straddle a bucket, the rest raw. The same
   * answer as `aggregate` over the raw samples.
   */
  private numericPoints(
    serial: string,
    generated: readonly { t: number; v: HistoryValue }[],
    recordedFrom: number,
    from: number,
    to: number,
    keep: (e: HistoryEntry) => boolean,
    series: string,
  ): { points: HistoryPoint[]; bucketMs: number; samples: number } {
    const now = this.options.clock.now();
    const first = dayKey(recordedFrom);
    const last = dayKey(to);
    type Part = { day: string; summary: SeriesSummary | null; raw: HistoryEntry[] | null };
    const parts: Part[] = [];
    let total = generated.length;
    const rawOf = (day: string) => this.store.readDay(serial, day, keep).filter((e) => e.t >= recordedFrom && e.t <= to);
    for (const day of this.store.days(serial, [series])) {
      if (day < first || day > last) continue;
      let summary = this.useSummaries ? this.summaries.get(serial, day, series, now) : null;
      if (summary) summary = within(summary, recordedFrom, to);
      if (summary) {
        for (let i = SummaryColumn.count; i < summary.length; i += SUMMARY_COLUMNS) total += summary[i]!;
        parts.push({ day, summary, raw: null });
      } else {
        const raw = rawOf(day);
        total += raw.length;
        parts.push({ day, summary: null, raw });
      }
    }
    const bucketMs = bucketWidth(to - from, total, HISTORY_MAX_POINTS);
    if (bucketMs === 0) {
      const samples = [...generated, ...parts.flatMap((part) => part.raw ?? rawOf(part.day))];
      return { ...aggregate(samples, from, to, true), samples: samples.length };
    }
    // A minute whose samples fall in two buckets cannot be split: that day is read raw.
    for (const part of parts) {
      const rows = part.summary;
      if (!rows) continue;
      for (let i = 0; i < rows.length; i += SUMMARY_COLUMNS) {
        if (Math.floor((rows[i + SummaryColumn.first]! - from) / bucketMs) !== Math.floor((rows[i + SummaryColumn.last]! - from) / bucketMs)) {
          part.summary = null;
          part.raw = rawOf(part.day);
          break;
        }
      }
    }
    const points = foldNumeric(from, bucketMs, (add) => {
      addSamples(add, generated);
      for (const part of parts) {
        if (part.raw) addSamples(add, part.raw);
        const rows = part.summary;
        if (!rows) continue;
        for (let i = 0; i < rows.length; i += SUMMARY_COLUMNS) {
          add(rows[i + SummaryColumn.first]!, rows[i + SummaryColumn.count]!, rows[i + SummaryColumn.sum]!, rows[i + SummaryColumn.min]!, rows[i + SummaryColumn.max]!);
        }
      }
    });
    return { points, bucketMs, samples: total };
  }

  /** A reseed: the recorded history goes; back-history ends at the new seed's time. */
  reset(): void {
    this.store.wipe(this.options.clock.now());
  }

  // ---- recording ----

  private readonly eventListeners: ((serial: string, names: readonly string[]) => void)[] = [];

  /** Calls `listener` with the names of the events each gateway says, after they are recorded (cloud/netdiag/autoSnapshots.ts). */
  onEvents(listener: (serial: string, names: readonly string[]) => void): void {
    this.eventListeners.push(listener);
  }

  /** Tells the listeners; one that fails never stops the others nor the gateway's events. */
  notifyEvents(serial: string, events: readonly EmittedEvent[]): void {
    if (this.eventListeners.length === 0) return;
    const names = events.map((e) => e.name);
    for (const listener of this.eventListeners) {
      try {
        listener(serial, names);
      } catch {
        // Ignored, as a failed history write.
      }
    }
  }

  /** Records what a gateway said: property changes and device status changes. */
  recordEvents(serial: string, events: readonly EmittedEvent[]): void {
    const t = this.options.clock.now();
    const entries: HistoryEntry[] = [];
    for (const event of events) {
      const data = event.data as Record<string, unknown> | null;
      if (!data || typeof data !== 'object') continue;
      if (PROPERTY_EVENT.test(event.name) && typeof data.device_id === 'number' && typeof data.service_name === 'string' && typeof data.property_name === 'string') {
        const value = data.property_value;
        if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') {
          entries.push({ t, k: 'p', d: data.device_id, s: data.service_name, p: data.property_name, v: value });
        }
      } else if (event.name === 'device_added' && typeof data.device_id === 'number') {
        entries.push({ t, k: 'a', d: data.device_id, v: 1 });
      } else if (event.name === 'devices_added' && Array.isArray(data.device_ids)) {
        for (const id of data.device_ids) if (typeof id === 'number') entries.push({ t, k: 'a', d: id, v: 1 });
      } else if (event.name === 'device_status_changed' && typeof data.device_id === 'number' && typeof data.device_status === 'number') {
        entries.push({ t, k: 's', d: data.device_id, v: data.device_status });
      }
    }
    this.store.append(serial, entries);
  }

  /** Records a gateway's connection change. */
  recordGateway(serial: string, status: 'online' | 'offline'): void {
    this.store.append(serial, [{ t: this.options.clock.now(), k: 'g', v: status === 'online' ? 1 : 0 }]);
  }

  /** Imported samples of one property (QA, bench): appended; the gateway's back-history ends where they start. */
  importSamples(serial: string, deviceId: number, service: string, property: string, samples: readonly [number, HistoryValue][]): number {
    if (samples.length === 0) return 0;
    this.store.append(
      serial,
      samples.map(([t, v]) => ({ t, k: 'p', d: deviceId, s: service, p: property, v })),
    );
    this.store.moveBoundary(serial, Math.min(...samples.map(([t]) => t)));
    return samples.length;
  }

  // ---- reading ----

  /** The generated span of a gateway (of one of its devices: none when it joined after the seed). */
  private back(serial: string, deviceId?: number): BackContext {
    const start = startOfDay(this.store.recordingFrom - HISTORY_RETENTION_MS - 86_400_000);
    const added = deviceId !== undefined && this.store.days(serial, [`a|${deviceId}`]).length > 0;
    return { seed: this.options.cloud.state.meta?.seed ?? 0, serial, start, end: added ? start : this.store.boundaryOf(serial) };
  }

  /** The spans the gateway (and the device, when given) was offline in [from, to]. */
  outages(serial: string, from: number, to: number, deviceId?: number): Span[] {
    const back = this.back(serial, deviceId);
    const spans: Span[] = from < back.end ? backOutages(back, from, Math.min(to, back.end - 1), deviceId) : [];
    const start = Math.max(from, back.end);
    if (start <= to) {
      const gatewayKeep = (e: HistoryEntry) => e.k === 'g';
      const deviceKeep = (e: HistoryEntry) => e.k === 's' && e.d === deviceId;
      const keysOf = (keep: (e: HistoryEntry) => boolean) => (keep === gatewayKeep ? ['g'] : [`s|${deviceId}`]);
      const walk = (keep: (e: HistoryEntry) => boolean, offline: (v: number) => boolean, initial: number | null) => {
        let downSince: number | null = initial !== null && offline(initial) ? start : null;
        for (const entry of this.store.read(serial, start, to, keep, keysOf(keep))) {
          const down = offline(entry.v as number);
          if (down && downSince === null) downSince = entry.t;
          if (!down && downSince !== null) {
            spans.push({ from: downSince, to: entry.t });
            downSince = null;
          }
        }
        if (downSince !== null) spans.push({ from: downSince, to });
      };
      const gatewayBefore = this.store.lastBefore(serial, start, gatewayKeep, ['g'])?.v ?? (start === from && from < back.end ? backStatusAt(back, from) : null);
      walk(gatewayKeep, (v) => v !== 1, gatewayBefore as number | null);
      if (deviceId !== undefined) {
        const deviceBefore = this.store.lastBefore(serial, start, deviceKeep, [`s|${deviceId}`])?.v ?? null;
        walk(deviceKeep, (v) => nodeStatusLabel(v) === 'offline', deviceBefore as number | null);
      }
    }
    return mergeSpans(spans, from, to);
  }

  /**
   * The last point before `from`: recorded ones first (the day index names
   * the last day holding the series, one segment is read), else the
   * generated back-history's last before min(from, boundary); null when none.
   */
  private lastBefore(
    serial: string,
    back: BackContext,
    from: number,
    keep: (e: HistoryEntry) => boolean,
    series: readonly string[],
    generated: (t: number) => HistoryBefore | null,
    recordedBefore: (t: number) => HistoryEntry | null = (t) => this.store.lastBefore(serial, t, keep, series),
  ): HistoryBefore | null {
    const floor = startOfDay(this.options.clock.now() - HISTORY_RETENTION_MS);
    if (from > back.end) {
      const recorded = recordedBefore(from);
      if (recorded) return recorded.t >= floor ? { t: recorded.t, v: recorded.v } : null;
    }
    const found = generated(Math.min(from, back.end));
    return found && found.t >= floor ? found : null;
  }

  /** One property's series over [from, to]. */
  propertySeries(
    serial: string,
    device: Device,
    service: { name: string; type: string },
    property: DeviceProperty,
    from: number,
    to: number,
    gaps: HistoryGap[],
  ): HistorySeries & { bucketMs: number } {
    const back = this.back(serial, device.id);
    const keep = (e: HistoryEntry) => e.k === 'p' && e.d === device.id && e.s === service.name && e.p === property.name;
    const series = [`p|${device.id}|${service.name}|${property.name}`];
    const generated = from < back.end ? backProperty(back, device, service, property, from, Math.min(to, back.end - 1)) : [];
    const numeric = property.type === 'number';
    let aggregated: { points: HistoryPoint[]; bucketMs: number; samples: number };
    if (numeric) aggregated = this.numericPoints(serial, generated, Math.max(from, back.end), from, to, keep, series[0]!);
    else {
      const recorded = back.end <= to ? this.store.read(serial, Math.max(from, back.end), to, keep, series) : [];
      const samples = [...generated, ...recorded];
      aggregated = { ...aggregate(samples, from, to, false), samples: samples.length };
    }
    // The last recorded sample before `from`, looked up once (from the summaries for numbers).
    let lastRecorded: HistoryEntry | null | undefined;
    const recordedBefore = (t: number): HistoryEntry | null => {
      if (lastRecorded !== undefined) return lastRecorded;
      if (numeric && this.useSummaries) {
        const days = this.store.days(serial, series).filter((day) => day <= dayKey(t));
        const found = this.summaries.lastBefore(serial, t, series[0]!, days, this.options.clock.now());
        if (found !== undefined) return (lastRecorded = found && { t: found.t, k: 'p', d: device.id, s: service.name, p: property.name, v: found.v });
      }
      return (lastRecorded = this.store.lastBefore(serial, t, keep, series));
    };
    let initial: HistoryValue | null;
    if (from < back.end) initial = backValueAt(back, device, service, property, from - 1);
    else {
      const before = recordedBefore(from);
      if (before) initial = before.v;
      else if (!this.store.anyFrom(serial, back.end, keep, series)) initial = property.value;
      else initial = backValueAt(back, device, service, property, back.end - 1);
    }
    const { points, bucketMs } = aggregated;
    return {
      service: service.name,
      property: property.name,
      kind: numeric ? 'numeric' : 'state',
      unit: property.options?.unit ?? historyUnit(service.name, property.name),
      points: markEdges(points, gaps),
      gaps,
      initial,
      before: this.lastBefore(serial, back, from, keep, series, (t) => backLastBefore(back, device, service, property, t), recordedBefore),
      samples: aggregated.samples,
      bucketMs,
    };
  }

  /** POST /node_history/node: the device's charted properties (one service's when given). */
  nodeHistory(serial: string, device: Device, service: string | undefined, from: number, to: number, key: string): HistoryAnswer {
    const gaps = this.outages(serial, from, to, device.id);
    const series = chartedProperties(device, service).map(({ service: s, property }) => this.propertySeries(serial, device, s, property, from, to, gaps));
    return { key, from, to, bucketMs: Math.max(0, ...series.map((s) => s.bucketMs)), series: series.map(({ bucketMs: _bucket, ...s }) => s) };
  }

  private statusSeries(
    samples: { t: number; v: number }[],
    initial: number | null,
    before: HistoryBefore | null,
    from: number,
    to: number,
    gaps: HistoryGap[],
  ): HistorySeries & { bucketMs: number } {
    const { points, bucketMs } = aggregate(samples, from, to, false);
    return { service: 'status', property: 'status', kind: 'state', unit: '', points: markEdges(points, gaps), gaps, initial, before, samples: samples.length, bucketMs };
  }

  /** POST /node_history/node_status: the device's raw status over [from, to]; gaps where its gateway was offline. */
  nodeStatus(serial: string, device: Device, from: number, to: number, key: string): HistoryAnswer {
    const back = this.back(serial, device.id);
    const keep = (e: HistoryEntry) => e.k === 's' && e.d === device.id;
    const wanted = [`s|${device.id}`];
    const generated = from < back.end ? backDeviceStatus(back, device.id, from, Math.min(to, back.end - 1)) : [];
    const recorded = back.end <= to ? this.store.read(serial, Math.max(from, back.end), to, keep, wanted) : [];
    const initial = from < back.end ? backStatusAt(back, from - 1, device.id) : ((this.store.lastBefore(serial, from, keep, wanted)?.v as number | undefined) ?? device.status);
    const gaps = this.outages(serial, from, to);
    const before = this.lastBefore(serial, back, from, keep, wanted, (t) => backStatusChangeBefore(back, t, device.id));
    const series = this.statusSeries([...generated, ...recorded] as { t: number; v: number }[], initial, before, from, to, gaps);
    const { bucketMs, ...rest } = series;
    return { key, from, to, bucketMs, series: [rest] };
  }

  /** POST /node_history/nodes_status: every device's status series of the gateway (its cached image), one outage walk for all. */
  nodesStatus(serial: string, devices: readonly Device[], online: boolean, from: number, to: number): NodesStatusAnswer {
    const nodes = devices.map((device) => {
      const { bucketMs, series } = this.nodeStatus(serial, device, from, to, `${serial}:${device.id}`);
      return { deviceId: device.id, name: device.device_name, status: device.status, series: series[0]!, bucketMs };
    });
    return {
      serialNumber: serial,
      from,
      to,
      bucketMs: Math.max(0, ...nodes.map((n) => n.bucketMs)),
      cachedAt: this.cachedAt(serial, online),
      connectionStatus: online ? 'online' : 'offline',
      nodes: nodes.map(({ bucketMs: _bucket, ...node }) => node),
    };
  }

  /** POST /node_history/gateway_status: the gateway's connection (1 online, 0 offline) over [from, to]. */
  gatewayStatus(serial: string, online: boolean, from: number, to: number): HistoryAnswer {
    const back = this.back(serial);
    const keep = (e: HistoryEntry) => e.k === 'g';
    const generated = from < back.end ? backGatewayStatus(back, from, Math.min(to, back.end - 1)) : [];
    const recorded = back.end <= to ? this.store.read(serial, Math.max(from, back.end), to, keep, ['g']) : [];
    const initial = from < back.end ? backStatusAt(back, from - 1) : ((this.store.lastBefore(serial, from, keep, ['g'])?.v as number | undefined) ?? (online ? 1 : 0));
    const before = this.lastBefore(serial, back, from, keep, ['g'], (t) => backStatusChangeBefore(back, t));
    const series = this.statusSeries([...generated, ...recorded] as { t: number; v: number }[], initial, before, from, to, []);
    const { bucketMs, ...rest } = series;
    return { key: serial, from, to, bucketMs, series: [rest] };
  }

  /** When the gateway's cached image was last refreshed: now while online, else when it went offline (null: unknown). */
  cachedAt(serial: string, online: boolean): number {
    const now = this.options.clock.now();
    if (online) return now;
    const last = this.store.lastBefore(serial, now + 1, (e) => e.k === 'g' && e.v !== 1, ['g']);
    return last?.t ?? Math.min(now, this.store.boundaryOf(serial));
  }
}

/** The uplink every emulator speaks through, with what it says recorded in the history first. */
export function recordingUplink(uplink: GatewayUplink, history: HistoryService): GatewayUplink {
  return {
    ...uplink,
    events(serial, events) {
      try {
        history.recordEvents(serial, events);
      } catch {
        // A history write that fails never stops the gateway's events.
      }
      history.notifyEvents(serial, events);
      return uplink.events(serial, events);
    },
  };
}
