import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SeedData } from '../seed/buildSeed';
import type { CloudState } from './cloudState';
import { writeCloudFiles } from './cloudStore';
import { BackupFiles } from './backupFiles';
import { GatewayFiles } from './gatewayFiles';
import { hasTimeTriggers, RuleTimerIndex } from './ruleTimerIndex';
import { SET_ASIDE_FOLDER, SetAsideFiles } from './setAsideFiles';

export interface DataPaths {
  dir: string;
  cloudFile: string;
  gatewaysDir: string;
  /** The control API's token: beside the seed, never part of it (kept across --fresh and reset). */
  controlTokenFile: string;
  /** The gateways whose rules have time triggers, loaded at start (store/ruleTimerIndex.ts). */
  ruleTimersFile: string;
  /** Gateway backups, a folder per gateway (store/backupFiles.ts); a reseed empties it. */
  backupsDir: string;
  /** Bulk campaigns and contents, an append-only log each (cloud/bulk/bulkStore.ts). */
  bulkDir: string;
  /** Admin user groups, a file per group (cloud/groups/groupStore.ts). */
  groupsDir: string;
  /** Announcement campaigns (an append-only log each) and templates (a file each) (cloud/announcements/announcementStore.ts). */
  announcementsDir: string;
  /** Statistics records, requests, gateway snapshots and saved reports, append-only logs (cloud/statistics/statisticsStore.ts). */
  statisticsDir: string;
  /** Device and gateway history, per gateway a folder of daily append-only segments (cloud/history/historyStore.ts). */
  historyDir: string;
  /** What did not load, kept for support (store/setAsideFiles.ts); a reseed empties it. */
  setAsideDir: string;
}

export function dataPaths(dataDir: string): DataPaths {
  const dir = resolve(dataDir);
  return {
    dir,
    cloudFile: join(dir, 'cloud.json'),
    gatewaysDir: join(dir, 'gateways'),
    controlTokenFile: join(dir, 'control-token'),
    ruleTimersFile: join(dir, 'rule-timers.json'),
    backupsDir: join(dir, 'backups'),
    bulkDir: join(dir, 'bulk'),
    groupsDir: join(dir, 'groups'),
    announcementsDir: join(dir, 'announcements'),
    statisticsDir: join(dir, 'statistics'),
    historyDir: join(dir, 'history'),
    setAsideDir: join(dir, SET_ASIDE_FOLDER),
  };
}

/** A data folder counts as seeded once cloud.json exists: it is written last. */
export function isSeeded(paths: DataPaths): boolean {
  return existsSync(paths.cloudFile);
}

/**
 * Writes the seed into the data folder: gateway files first, cloud.json last,
 * so that a process killed while seeding leaves an unseeded folder that the
 * next start seeds again. `writeCloud` lets a reset go through the live lowdb.
 */
export function writeSeed(paths: DataPaths, seed: SeedData, writeCloud?: (state: CloudState) => void): void {
  mkdirSync(paths.dir, { recursive: true });
  rmSync(paths.cloudFile, { force: true });
  const files = new GatewayFiles(paths.gatewaysDir);
  files.clear();
  // The seed has no backups: those of the folder before go with it.
  new BackupFiles(paths.backupsDir).clear();
  // Nor anything set aside: every gateway is the seed's again.
  new SetAsideFiles(paths.setAsideDir).clear();
  for (const contents of seed.contents) files.write(contents);
  RuleTimerIndex.write(
    paths.ruleTimersFile,
    seed.contents.filter(hasTimeTriggers).map((c) => c.serialNumber),
  );
  if (writeCloud) writeCloud(seed.cloud);
  else writeCloudFiles(paths.cloudFile, seed.cloud);
}
