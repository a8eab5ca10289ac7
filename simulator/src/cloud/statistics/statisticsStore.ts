import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { GatewaySnapshot, OnDemandAnswer, SavedReport } from '@homeport/sdk';
import { readLogLines } from '../../store/campaignLog';
import type { StatisticsRecord } from './fleetScan';

/** An on-demand request as kept: the answer plus how the admin is told. */
export interface RequestRecord extends OnDemandAnswer {
  notificationMethod: 'event' | 'none';
  /** The admin who asked. */
  userId: string;
}

const SERIAL = /^[A-Z0-9]{1,32}$/;

/**
 * The statistics on disk (docs/simulator.md "Statistics"), under
 * `statistics/` of the data folder, every file an append-only log of JSON
 * lines (a change appends one line of its own size, never a rewrite):
 *
 * - `reports.log`: one line per statistics record;
 * - `requests.log`: one line per change of an on-demand request (the last
 *   line of a uuid wins), so a request the simulator was stopped in goes on;
 * - `snapshots/{serial}.log`: one line per snapshot of that gateway;
 * - `saved.log`: one line per saved report.
 *
 * No fsync (as store/atomicWrite.ts): the guarantee is against a killed
 * process. A torn last line is skipped when read.
 */
export class StatisticsStore {
  readonly reportsFile: string;
  readonly requestsFile: string;
  readonly savedFile: string;
  readonly snapshotsDir: string;

  constructor(readonly dir: string) {
    this.reportsFile = join(dir, 'reports.log');
    this.requestsFile = join(dir, 'requests.log');
    this.savedFile = join(dir, 'saved.log');
    this.snapshotsDir = join(dir, 'snapshots');
    mkdirSync(this.snapshotsDir, { recursive: true });
  }

  wipe(): void {
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.snapshotsDir, { recursive: true });
  }

  loadReports(): StatisticsRecord[] {
    return readLogLines<StatisticsRecord>(this.reportsFile).filter((r) => typeof r._id === 'string');
  }

  appendReport(record: StatisticsRecord): void {
    appendFileSync(this.reportsFile, `${JSON.stringify(record)}\n`);
  }

  /** The last line of each request, in the order they were first written. */
  loadRequests(): RequestRecord[] {
    const byUuid = new Map<string, RequestRecord>();
    for (const request of readLogLines<RequestRecord>(this.requestsFile)) if (typeof request.uuid === 'string') byUuid.set(request.uuid, request);
    return [...byUuid.values()];
  }

  appendRequest(request: RequestRecord): void {
    appendFileSync(this.requestsFile, `${JSON.stringify(request)}\n`);
  }

  private snapshotFile(serial: string): string {
    if (!SERIAL.test(serial)) throw new Error(`not a gateway serial: ${serial}`);
    return join(this.snapshotsDir, `${serial}.log`);
  }

  /** A gateway's snapshots, oldest first. */
  loadSnapshots(serial: string): GatewaySnapshot[] {
    if (!SERIAL.test(serial)) return [];
    return readLogLines<GatewaySnapshot>(this.snapshotFile(serial)).filter((s) => typeof s.timestamp === 'number');
  }

  appendSnapshot(snapshot: GatewaySnapshot): void {
    appendFileSync(this.snapshotFile(snapshot.serialNumber), `${JSON.stringify(snapshot)}\n`);
  }

  /** Whether any gateway has a snapshot. */
  hasSnapshots(): boolean {
    return existsSync(this.snapshotsDir) && readdirSync(this.snapshotsDir).some((name) => name.endsWith('.log'));
  }

  loadSaved(): SavedReport[] {
    return readLogLines<SavedReport>(this.savedFile).filter((s) => typeof s._id === 'string');
  }

  appendSaved(report: SavedReport): void {
    appendFileSync(this.savedFile, `${JSON.stringify(report)}\n`);
  }
}
