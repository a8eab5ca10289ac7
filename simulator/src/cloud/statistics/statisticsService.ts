import { randomBytes } from 'node:crypto';
import {
  GATEWAY_SNAPSHOT_INTERVAL_MS,
  savedReportFileName,
  STATISTICS_REPORT_ENGINE,
  STATISTICS_REPORT_JOB_MS,
  StatisticsEvent,
  topics,
  type AnalyticsSpan,
  type DeviceClassUsageRow,
  type FirmwareVersionRow,
  type GatewaySnapshot,
  type GatewayUptimeRow,
  type SavedReport,
  type SnapshotReason,
} from '@homeport/sdk';
import type { ClockTimer, SimClock } from '../../clock/simClock';
import type { Log } from '../../log';
import type { GatewayRecord } from '../../store/cloudState';
import type { CloudStore } from '../../store/cloudStore';
import type { CloudBus } from '../cloudBus';
import { GatewayReader, ReportAccumulator, reportView, type GatewaySummary, type StatisticsRecord, type StoredHomeLike } from './fleetScan';
import { StatisticsStore, type RequestRecord } from './statisticsStore';

/** Gateways read between two yields to the event loop: a pass over a large fleet never blocks the server for long. */
const CHUNK = 200;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface StatisticsServiceOptions {
  dir: string;
  gatewaysDir: string;
  /** A generated gateway not loaded yet has no file: its home as derived from the seed (seed/derivedGateway.ts). */
  derive?: (serial: string) => StoredHomeLike | null;
  cloud: CloudStore;
  clock: SimClock;
  bus: CloudBus;
  product: string;
  log: Log;
  /** A fresh seed: whatever the folder held is wiped. */
  wipe?: boolean;
}

/**
 * The admin statistics of the simulator's cloud (docs/simulator.md
 * "Statistics"; docs/contracts.md "Statistics and analytics"):
 *
 * - statistics records, each made by a StatisticsReport request that runs
 *   STATISTICS_REPORT_JOB_MS on the simulator clock and then reads every
 *   gateway of the fleet in one pass (online gateways only: an offline one,
 *   or one QA made unreadable, is counted unread and the record incomplete);
 * - analytics engines answered from the newest record (DeviceClassUsage) or
 *   from the fleet as it is (FirmwareVersions, GatewayUptime);
 * - per gateway snapshots, a round of every gateway each simulated day at
 *   00:00 UTC and one on demand, and saved reports made from them.
 */
export class StatisticsService {
  readonly store: StatisticsStore;
  private readonly reader: GatewayReader;
  private records: StatisticsRecord[] = [];
  private readonly requests = new Map<string, RequestRecord>();
  private readonly requestTimers = new Map<string, ClockTimer>();
  private readonly snapshots = new Map<string, GatewaySnapshot[]>();
  private saved: SavedReport[] = [];
  private readonly unreadable = new Set<string>();
  private dailyTimer: ClockTimer | null = null;
  private closed = false;
  /** Passes under way (a test or a close waits for them). */
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly options: StatisticsServiceOptions) {
    this.store = new StatisticsStore(options.dir);
    if (options.wipe) this.store.wipe();
    this.reader = new GatewayReader(options.gatewaysDir, options.derive);
    this.load();
  }

  private get now(): number {
    return this.options.clock.now();
  }

  private load(): void {
    this.records = this.store.loadReports();
    this.requests.clear();
    for (const request of this.store.loadRequests()) this.requests.set(request.uuid, request);
    this.saved = this.store.loadSaved();
    this.snapshots.clear();
  }

  /** Arms what the clock runs: a request the last run left pending, and the daily snapshot round when the folder holds statistics. Answers the requests taken up again. */
  resume(): number {
    let resumed = 0;
    for (const request of this.requests.values()) {
      if (request.status === 'done') continue;
      this.arm(request);
      resumed += 1;
    }
    if (this.records.length > 0 || this.saved.length > 0 || this.store.hasSnapshots()) this.inUse();
    return resumed;
  }

  /** A reseed: the folder emptied, the memory forgotten, the clock's timers armed again (the reset cleared the clock). */
  reset(): void {
    for (const timer of this.requestTimers.values()) this.options.clock.clearTimeout(timer);
    this.requestTimers.clear();
    this.options.clock.clearTimeout(this.dailyTimer);
    this.store.wipe();
    this.reader.clear();
    this.unreadable.clear();
    this.load();
    this.dailyTimer = null;
  }

  /**
   * The statistics are in use (an admin or QA called them, or the folder
   * holds some): the daily snapshot round is armed from now on. A simulator
   * nobody asks for statistics keeps its clock free of it.
   */
  inUse(): void {
    if (this.dailyTimer === null) this.armDaily();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.requestTimers.values()) this.options.clock.clearTimeout(timer);
    this.options.clock.clearTimeout(this.dailyTimer);
    await Promise.allSettled([...this.running]);
  }

  // ---- faults (control API) ----

  setUnreadable(serials: readonly string[]): string[] {
    this.unreadable.clear();
    for (const serial of serials) this.unreadable.add(serial);
    return [...this.unreadable];
  }

  unreadableSerials(): string[] {
    return [...this.unreadable];
  }

  // ---- the fleet ----

  private gateways(): GatewayRecord[] {
    return this.options.cloud.state.gateways;
  }

  gateway(serial: string): GatewayRecord | null {
    return this.gateways().find((g) => g.serialNumber === serial) ?? null;
  }

  /** The gateway's home as the cloud can read it now: null when offline, made unreadable, or its file is gone. */
  private readLive(gateway: GatewayRecord): GatewaySummary | null {
    if (gateway.connectionStatus !== 'online' || this.unreadable.has(gateway.serialNumber)) return null;
    return this.reader.read(gateway.serialNumber);
  }

  // ---- statistics records ----

  latest(): StatisticsRecord | null {
    return this.records.length === 0 ? null : this.records[this.records.length - 1]!;
  }

  /** Newest first. */
  list(): StatisticsRecord[] {
    return [...this.records].reverse();
  }

  pending(): RequestRecord | null {
    for (const request of this.requests.values()) if (request.status !== 'done') return request;
    return null;
  }

  hasRequest(uuid: string): boolean {
    return this.requests.has(uuid);
  }

  /** A StatisticsReport request: kept, then run when the clock reaches its due time. */
  request(input: { uuid: string; dag_id: string; notificationMethod: 'event' | 'none'; userId: string }): RequestRecord {
    const requestedAt = this.now;
    const request: RequestRecord = {
      uuid: input.uuid,
      dag_id: input.dag_id,
      engine: STATISTICS_REPORT_ENGINE,
      status: 'queued',
      requestedAt,
      dueAt: requestedAt + STATISTICS_REPORT_JOB_MS,
      reportId: null,
      notificationMethod: input.notificationMethod,
      userId: input.userId,
    };
    this.store.appendRequest(request);
    this.requests.set(request.uuid, request);
    this.arm(request);
    return request;
  }

  private arm(request: RequestRecord): void {
    const timer = this.options.clock.setTimeoutAt(() => {
      this.requestTimers.delete(request.uuid);
      this.track(this.runRequest(request.uuid));
    }, request.dueAt);
    this.requestTimers.set(request.uuid, timer);
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) => this.options.log(`statistics: ${String(error)}`)).finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /** Waits for the passes under way (tests, close). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async runRequest(uuid: string): Promise<void> {
    const queued = this.requests.get(uuid);
    if (!queued || queued.status === 'done') return;
    const running: RequestRecord = { ...queued, status: 'running' };
    this.requests.set(uuid, running);
    const record = await this.scan({ requestedAt: running.requestedAt, uuid });
    // A reset while the pass ran forgot the request: its record goes with it.
    if (this.closed || this.requests.get(uuid) !== running) return;
    this.store.appendReport(record);
    this.records.push(record);
    const done: RequestRecord = { ...running, status: 'done', reportId: record._id };
    this.store.appendRequest(done);
    this.requests.set(uuid, done);
    this.options.log(`statistics: record ${record._id}: ${record.gatewaysRead} of ${record.gatewaysTotal} gateways read`);
    if (done.notificationMethod === 'event') {
      await this.options.bus.publishEvent(topics.adminEvents(this.options.product), StatisticsEvent.reportReady, { request: requestView(done), report: reportView(record) });
    }
  }

  /**
   * The fleet in chunks: `visit` is called for each gateway still in the
   * fleet, with a yield to the event loop between chunks. A gateway that
   * left the fleet while the pass waited is skipped (the fleet is looked at
   * again after each yield, by reference and length: no scan per gateway).
   */
  private async eachGateway(visit: (gateway: GatewayRecord) => void): Promise<void> {
    const list = [...this.gateways()];
    let seen = this.gateways();
    let seenLength = seen.length;
    let present: Set<GatewayRecord> | null = null;
    for (let i = 0; i < list.length; i += 1) {
      if (i > 0 && i % CHUNK === 0) {
        await yieldToLoop();
        if (this.closed) return;
        const now = this.gateways();
        if (now !== seen || now.length !== seenLength) {
          seen = now;
          seenLength = now.length;
          present = new Set(now);
        }
      }
      const gateway = list[i]!;
      if (present && !present.has(gateway)) continue;
      visit(gateway);
    }
  }

  /** One pass over the fleet. */
  private async scan(meta: { requestedAt: number | null; uuid: string | null }): Promise<StatisticsRecord> {
    const totals = new ReportAccumulator();
    await this.eachGateway((gateway) => {
      const summary = this.readLive(gateway);
      if (summary) totals.add(summary);
      else totals.unread(gateway.serialNumber);
    });
    return totals.finish({ _id: `sr${Date.now().toString(36)}${randomBytes(4).toString('hex')}`, createdAt: this.now, ...meta });
  }

  // ---- analytics ----

  deviceClassUsage(): { rows: DeviceClassUsageRow[]; computedAt: number } {
    const record = this.latest();
    if (!record) return { rows: [], computedAt: this.now };
    const total = record.devices;
    return {
      computedAt: record.createdAt,
      rows: record.deviceClasses.map((entry) => ({
        key: entry.class,
        class: entry.class,
        devices: entry.count,
        gateways: record.classGateways[entry.class] ?? 0,
        percentage: total === 0 ? 0 : Math.round((entry.count * 10_000) / total) / 100,
      })),
    };
  }

  firmwareVersions(model: string | undefined): FirmwareVersionRow[] {
    const versions = new Map<string, { gateways: number; online: number }>();
    let total = 0;
    for (const gateway of this.gateways()) {
      if (model !== undefined && gateway.model !== model.toUpperCase()) continue;
      total += 1;
      const entry = versions.get(gateway.currentFWVersion) ?? { gateways: 0, online: 0 };
      entry.gateways += 1;
      if (gateway.connectionStatus === 'online') entry.online += 1;
      versions.set(gateway.currentFWVersion, entry);
    }
    return [...versions.entries()]
      .sort((a, b) => b[1].gateways - a[1].gateways || a[0].localeCompare(b[0]))
      .map(([firmware, e]) => ({ key: firmware, firmware, gateways: e.gateways, online: e.online, percentage: total === 0 ? 0 : Math.round((e.gateways * 10_000) / total) / 100 }));
  }

  /** GatewayUptime keys (serials) in fleet order, narrowed by model; the rows are read only for the page asked (`uptimeRows`). */
  uptimeGateways(model: string | undefined): GatewayRecord[] {
    return model === undefined ? this.gateways() : this.gateways().filter((g) => g.model === model.toUpperCase());
  }

  uptimeRows(gateways: readonly GatewayRecord[]): GatewayUptimeRow[] {
    const now = this.now;
    return gateways.map((gateway) => {
      const online = gateway.connectionStatus === 'online';
      const summary = this.reader.read(gateway.serialNumber);
      const since = summary ? summary.bootedAt : null;
      return {
        key: gateway.serialNumber,
        serialNumber: gateway.serialNumber,
        model: gateway.model,
        connectionStatus: gateway.connectionStatus,
        uptimeMs: online && since !== null ? Math.max(0, now - since) : 0,
        since,
      };
    });
  }

  span(engine: AnalyticsSpan['engine']): AnalyticsSpan {
    if (engine === 'DeviceClassUsage') {
      const first = this.records[0];
      const last = this.latest();
      return { engine, from: first?.createdAt ?? null, to: last?.createdAt ?? null, samples: this.records.length };
    }
    // The live engines cover the fleet as it is now.
    return { engine, from: this.now, to: this.now, samples: this.gateways().length };
  }

  // ---- gateway snapshots ----

  snapshotsOf(serial: string): GatewaySnapshot[] {
    let list = this.snapshots.get(serial);
    if (!list) {
      list = this.store.loadSnapshots(serial);
      this.snapshots.set(serial, list);
    }
    return list;
  }

  /** Takes and keeps one snapshot of a gateway now. An offline (or unreadable) gateway gives its last known home, `read` false. */
  takeSnapshot(gateway: GatewayRecord, reason: SnapshotReason): GatewaySnapshot {
    const live = this.readLive(gateway);
    const summary = live ?? this.reader.read(gateway.serialNumber);
    const list = this.snapshots.get(gateway.serialNumber);
    const last = list ? list[list.length - 1]?.timestamp : undefined;
    // Timestamps are keys: a second snapshot in the same ms (a paused clock) is a ms later.
    const timestamp = last !== undefined && last >= this.now ? last + 1 : this.now;
    const online = gateway.connectionStatus === 'online';
    const snapshot: GatewaySnapshot = {
      serialNumber: gateway.serialNumber,
      timestamp,
      reason,
      connectionStatus: gateway.connectionStatus,
      read: live !== null,
      model: gateway.model,
      firmware: gateway.currentFWVersion,
      devices: summary?.devices ?? 0,
      onlineDevices: online && summary ? summary.onlineDevices : 0,
      actuators: summary?.actuators ?? 0,
      sensors: summary?.sensors ?? 0,
      rules: summary?.rules ?? 0,
      uptimeMs: online && summary ? Math.max(0, this.now - summary.bootedAt) : 0,
      deviceClasses: (summary?.classes ?? []).map(([name, count]) => ({ class: name, count })).sort((a, b) => b.count - a.count || a.class.localeCompare(b.class)),
    };
    this.store.appendSnapshot(snapshot);
    list?.push(snapshot);
    return snapshot;
  }

  /** The daily round: a snapshot of every gateway, in chunks. Answers how many were taken. */
  async snapshotRound(): Promise<number> {
    let taken = 0;
    await this.eachGateway((gateway) => {
      this.takeSnapshot(gateway, 'daily');
      taken += 1;
    });
    return taken;
  }

  private armDaily(): void {
    if (this.closed) return;
    const next = (Math.floor(this.now / GATEWAY_SNAPSHOT_INTERVAL_MS) + 1) * GATEWAY_SNAPSHOT_INTERVAL_MS;
    this.dailyTimer = this.options.clock.setTimeoutAt(() => {
      this.dailyTimer = null;
      this.track(
        this.snapshotRound().then((taken) => {
          this.options.log(`statistics: daily round, ${taken} gateway snapshots`);
        }),
      );
      this.armDaily();
    }, next);
  }

  // ---- saved reports ----

  savedOf(serial: string): SavedReport[] {
    return this.saved.filter((r) => r.serialNumber === serial).reverse();
  }

  findSaved(serial: string, id: string): SavedReport | null {
    return this.saved.find((r) => r._id === id && r.serialNumber === serial) ?? null;
  }

  saveReport(snapshot: GatewaySnapshot, name: string | undefined, userId: string): SavedReport {
    const createdAt = this.now;
    const report: SavedReport = {
      _id: `rep${Date.now().toString(36)}${randomBytes(4).toString('hex')}`,
      serialNumber: snapshot.serialNumber,
      name: name ?? `${snapshot.serialNumber} ${new Date(snapshot.timestamp).toISOString()}`,
      timestamp: snapshot.timestamp,
      createdAt,
      createdBy: userId,
      fileName: savedReportFileName(snapshot.serialNumber, snapshot.timestamp),
      snapshot,
    };
    this.store.appendSaved(report);
    this.saved.push(report);
    return report;
  }
}

/** A request as the wire carries it (without what only the simulator keeps). */
export function requestView(request: RequestRecord): Omit<RequestRecord, 'notificationMethod' | 'userId'> {
  const { notificationMethod: _method, userId: _userId, ...answer } = request;
  return answer;
}
