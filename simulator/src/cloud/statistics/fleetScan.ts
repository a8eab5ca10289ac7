import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  deviceRoleOf,
  GATEWAY_SIZES,
  gatewaySizeOf,
  medianOfHistogram,
  round2,
  SCENE_BUCKETS,
  sceneBucketOf,
  type Device,
  type GatewaySize,
  type SceneBucket,
  type StatisticsReport,
} from '@homeport/sdk';
import { SEED_EPOCH } from '../../seed/ids';

/** What the statistics need of one gateway's home, read from its file (gateway/contents.ts). */
export interface GatewaySummary {
  devices: number;
  actuators: number;
  sensors: number;
  /** Devices whose node answers (not offline 5, not error 4, not a failed node). */
  onlineDevices: number;
  /** Rules (scenes) the gateway keeps. */
  rules: number;
  /** Device count per class (spec 2 §3 catalogue name). */
  classes: Array<[string, number]>;
  /** When the gateway last finished starting (simulator clock, ms). */
  bootedAt: number;
}

/** Gateway contents as the reader takes them (a derived home). */
export type StoredHomeLike = object;

interface StoredHome {
  devices?: Device[];
  rules?: unknown[];
  failedNodes?: number[];
  bootedAt?: number;
}

export function summarize(home: StoredHome): GatewaySummary {
  const devices = home.devices ?? [];
  const failed = new Set(home.failedNodes ?? []);
  const classes = new Map<string, number>();
  let actuators = 0;
  let online = 0;
  for (const device of devices) {
    if (deviceRoleOf(device.kind) === 'actuator') actuators += 1;
    if (device.status !== 5 && device.status !== 4 && !failed.has(device.id)) online += 1;
    const name = typeof device.class === 'string' && device.class !== '' ? device.class : 'Unknown';
    classes.set(name, (classes.get(name) ?? 0) + 1);
  }
  return {
    devices: devices.length,
    actuators,
    sensors: devices.length - actuators,
    onlineDevices: online,
    rules: home.rules?.length ?? 0,
    classes: [...classes.entries()],
    bootedAt: home.bootedAt ?? SEED_EPOCH,
  };
}

/**
 * Reads gateway files for the statistics without loading their emulators
 * (a large fleet costs a file read per gateway, never an emulator each).
 * A summary is kept per serial with the file's mtime and size: a gateway
 * whose file has not changed since the last pass costs a stat, not a parse.
 */
export class GatewayReader {
  private readonly cache = new Map<string, { mtimeMs: number; size: number; summary: GatewaySummary }>();

  /** Summaries of gateways derived from the seed (no file yet): the same for the seed's whole life. */
  private readonly derived = new Map<string, GatewaySummary>();

  constructor(
    private readonly gatewaysDir: string,
    private readonly derive: (serial: string) => StoredHomeLike | null = () => null,
  ) {}

  /** The summary of a gateway's home, or null when its file is missing or unreadable. */
  read(serial: string): GatewaySummary | null {
    if (!/^[A-Z0-9]{1,32}$/.test(serial)) return null;
    const path = join(this.gatewaysDir, `${serial}.json`);
    try {
      const stat = statSync(path);
      const cached = this.cache.get(serial);
      if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.summary;
      const summary = summarize(JSON.parse(readFileSync(path, 'utf8')) as StoredHome);
      this.cache.set(serial, { mtimeMs: stat.mtimeMs, size: stat.size, summary });
      return summary;
    } catch {
      this.cache.delete(serial);
      return this.readDerived(serial);
    }
  }

  /** A generated gateway never loaded: summarised from its derived contents (only the summary is kept). */
  private readDerived(serial: string): GatewaySummary | null {
    const known = this.derived.get(serial);
    if (known) return known;
    const home = this.derive(serial);
    if (!home) return null;
    const summary = summarize(home as StoredHome);
    this.derived.set(serial, summary);
    return summary;
  }

  clear(): void {
    this.cache.clear();
    this.derived.clear();
  }
}

/** The at most this many unread serials a record names. */
const UNREAD_NAMED = 20;

/** A statistics record as kept: the wire record plus, per class, on how many gateways it is (DeviceClassUsage). */
export interface StatisticsRecord extends StatisticsReport {
  classGateways: Record<string, number>;
}

/**
 * The statistics of one pass over the fleet (spec 3 §3 "Statistics
 * aggregates"), gathered gateway by gateway in constant memory per gateway
 * (a histogram of scene counts, not a list): `add` a read gateway,
 * `unread` one that could not be read, then `finish`.
 */
export class ReportAccumulator {
  private total = 0;
  private read = 0;
  private unreadCount = 0;
  private readonly unreadSerials: string[] = [];
  private readonly sizes = new Map<GatewaySize, { count: number; devices: number; actuators: number; sensors: number }>(
    GATEWAY_SIZES.map((s) => [s, { count: 0, devices: 0, actuators: 0, sensors: 0 }]),
  );
  private readonly buckets = new Map<SceneBucket, number>(SCENE_BUCKETS.map((b) => [b, 0]));
  private readonly sceneHistogram = new Map<number, number>();
  private sceneSum = 0;
  private sceneMax = 0;
  private sceneMin = Number.POSITIVE_INFINITY;
  private readonly classes = new Map<string, { devices: number; gateways: number }>();
  private actuators = 0;
  private sensors = 0;

  add(summary: GatewaySummary): void {
    this.total += 1;
    this.read += 1;
    const size = this.sizes.get(gatewaySizeOf(summary.devices))!;
    size.count += 1;
    size.devices += summary.devices;
    size.actuators += summary.actuators;
    size.sensors += summary.sensors;
    const bucket = sceneBucketOf(summary.rules);
    this.buckets.set(bucket, this.buckets.get(bucket)! + 1);
    this.sceneHistogram.set(summary.rules, (this.sceneHistogram.get(summary.rules) ?? 0) + 1);
    this.sceneSum += summary.rules;
    this.sceneMax = Math.max(this.sceneMax, summary.rules);
    this.sceneMin = Math.min(this.sceneMin, summary.rules);
    for (const [name, count] of summary.classes) {
      const entry = this.classes.get(name) ?? { devices: 0, gateways: 0 };
      entry.devices += count;
      entry.gateways += 1;
      this.classes.set(name, entry);
    }
    this.actuators += summary.actuators;
    this.sensors += summary.sensors;
  }

  unread(serial: string): void {
    this.total += 1;
    this.unreadCount += 1;
    if (this.unreadSerials.length < UNREAD_NAMED) this.unreadSerials.push(serial);
  }

  finish(meta: { _id: string; createdAt: number; requestedAt: number | null; uuid: string | null }): StatisticsRecord {
    const avg = (sum: number, n: number) => (n === 0 ? 0 : round2(sum / n));
    const classEntries = [...this.classes.entries()].sort((a, b) => b[1].devices - a[1].devices || a[0].localeCompare(b[0]));
    return {
      ...meta,
      complete: this.unreadCount === 0,
      gatewaysTotal: this.total,
      gatewaysRead: this.read,
      gatewaysUnread: this.unreadCount,
      unreadSerials: [...this.unreadSerials],
      gtwStats: GATEWAY_SIZES.map((size) => {
        const s = this.sizes.get(size)!;
        return {
          size,
          count: s.count,
          percentage: this.read === 0 ? 0 : round2((s.count * 100) / this.read),
          avg_devices: avg(s.devices, s.count),
          avg_actuators: avg(s.actuators, s.count),
          avg_sensors: avg(s.sensors, s.count),
        };
      }),
      sceneStats: {
        count: SCENE_BUCKETS.map((bucket) => ({ bucket, count: this.buckets.get(bucket)! })),
        max_scenes: this.sceneMax,
        avg_scenes: avg(this.sceneSum, this.read),
        median_scenes: medianOfHistogram(this.sceneHistogram, this.read),
        min_scenes: this.read === 0 ? 0 : this.sceneMin,
        total_scenes: this.sceneSum,
      },
      deviceClasses: classEntries.map(([name, c]) => ({ class: name, count: c.devices })),
      actuators: this.actuators,
      sensors: this.sensors,
      devices: this.actuators + this.sensors,
      classGateways: Object.fromEntries(classEntries.map(([name, c]) => [name, c.gateways])),
    };
  }
}

/** The wire record (without what only the simulator keeps). */
export function reportView(record: StatisticsRecord): StatisticsReport {
  const { classGateways: _classGateways, ...report } = record;
  return report;
}
