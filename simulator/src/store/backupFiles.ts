import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Backup, BackupSnapshot } from '@homeport/sdk';
import { writeFileAtomic } from './atomicWrite';
import { reasonOf, type SetAsideFiles } from './setAsideFiles';

const SERIAL = /^[A-Z0-9]{1,32}$/;
/** `{serial}_{12 hex}`: the id names its gateway, so a call by id finds the folder without an index. */
const BACKUP_ID = /^([A-Z0-9]{1,32})_([0-9a-f]{12})$/;

/**
 * `backups/{serial}/`: each backup of a gateway as two files, like the
 * gateway files (DESIGN.md: a file per thing, so one change rewrites one
 * small file): `{id}.json`, the record (rewritten when its status changes),
 * and `{id}.snapshot.json`, the snapshot (written once, when the gateway
 * delivered it or the zip was imported). A reseed empties the folder.
 */
export class BackupFiles {
  constructor(
    readonly dir: string,
    /** Where a record that does not read is set aside (docs/simulator.md "Set aside"); without, it is skipped. */
    private readonly aside: { files: SetAsideFiles; now: () => number; log: (message: string) => void } | null = null,
  ) {}

  /**
   * One record file read, or null when it does not read as a backup of its
   * gateway: then it is set aside (moved to set-aside/, logged, listed) and
   * the gateway's other backups answer as before.
   */
  private readRecord(id: string, path: string): Backup | null {
    try {
      const record = JSON.parse(readFileSync(path, 'utf8')) as unknown;
      const ok = typeof record === 'object' && record !== null && (record as Backup)._id === id && typeof (record as Backup).createdAt === 'number';
      if (ok) return record as Backup;
      throw new TypeError(`backups/${id}.json is not the record of backup ${id}`);
    } catch (error) {
      const serial = BackupFiles.serialOf(id) ?? '';
      const reason = reasonOf(error);
      this.aside?.log(`backup ${id}: its record did not load and is set aside (${reason})`);
      try {
        this.aside?.files.put({ id: `${id}--backup`, serialNumber: serial, kind: 'backup', item: `backups/${serial}/${id}.json`, reason, at: this.aside.now() }, path);
      } catch (failure) {
        this.aside?.log(`backup ${id}: could not be set aside: ${reasonOf(failure)}`);
      }
      return null;
    }
  }

  /** A new id for a backup of `serial`. */
  static newId(serial: string): string {
    if (!SERIAL.test(serial)) throw new Error(`not a gateway serial: ${serial}`);
    return `${serial}_${randomBytes(6).toString('hex')}`;
  }

  /** The gateway a backup id names, or null for anything that is not one of ours. */
  static serialOf(id: string): string | null {
    return BACKUP_ID.exec(id)?.[1] ?? null;
  }

  private folderOf(serial: string): string {
    // The serial becomes a folder name: never let it carry a path.
    if (!SERIAL.test(serial)) throw new Error(`not a gateway serial: ${serial}`);
    return join(this.dir, serial);
  }

  private pathOf(id: string, suffix: '.json' | '.snapshot.json'): string {
    const serial = BackupFiles.serialOf(id);
    if (!serial) throw new Error(`not a backup id: ${id}`);
    return join(this.folderOf(serial), `${id}${suffix}`);
  }

  /** Every backup record of a gateway, oldest first. */
  list(serial: string): Backup[] {
    if (!SERIAL.test(serial)) return [];
    const folder = this.folderOf(serial);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith('.json') && !name.endsWith('.snapshot.json') && BACKUP_ID.test(name.slice(0, -'.json'.length)))
      .map((name) => this.readRecord(name.slice(0, -'.json'.length), join(folder, name)))
      .filter((record): record is Backup => record !== null)
      .sort((a, b) => a.createdAt - b.createdAt || a._id.localeCompare(b._id));
  }

  /** One record by id, or null. */
  find(id: string): Backup | null {
    if (!BackupFiles.serialOf(id)) return null;
    const path = this.pathOf(id, '.json');
    return existsSync(path) ? this.readRecord(id, path) : null;
  }

  write(record: Backup): void {
    mkdirSync(this.folderOf(record.serialNumber), { recursive: true });
    writeFileAtomic(this.pathOf(record._id, '.json'), `${JSON.stringify(record, null, 1)}\n`);
  }

  /** Writes the snapshot once; answers its size in bytes. */
  writeSnapshot(id: string, snapshot: BackupSnapshot): number {
    const text = JSON.stringify(snapshot);
    const serial = BackupFiles.serialOf(id);
    if (!serial) throw new Error(`not a backup id: ${id}`);
    mkdirSync(this.folderOf(serial), { recursive: true });
    writeFileAtomic(this.pathOf(id, '.snapshot.json'), text);
    return Buffer.byteLength(text);
  }

  /** The snapshot as stored (the JSON text, for the zip), or null when there is none. */
  snapshotText(id: string): string | null {
    if (!BackupFiles.serialOf(id)) return null;
    const path = this.pathOf(id, '.snapshot.json');
    return existsSync(path) ? readFileSync(path, 'utf8') : null;
  }

  /** Removes a backup's record and snapshot (the snapshot first: a record never points at nothing for long). */
  remove(id: string): void {
    rmSync(this.pathOf(id, '.snapshot.json'), { force: true });
    rmSync(this.pathOf(id, '.json'), { force: true });
  }

  /** `restoring/{serial}.json`, beside the gateways' folders (a lower-case name is no serial), so a folder holds backups only. */
  private restoringPath(serial: string): string {
    if (!SERIAL.test(serial)) throw new Error(`not a gateway serial: ${serial}`);
    return join(this.dir, 'restoring', `${serial}.json`);
  }

  /**
   * `restoring/{serial}.json`: the backup a restore of the gateway is putting back,
   * written when it starts and removed when it ends, so that a restore whose
   * timer a restart lost is found and ended (cloud/backups/backupJobs.ts).
   */
  markRestoring(serial: string, id: string): void {
    mkdirSync(join(this.dir, 'restoring'), { recursive: true });
    writeFileAtomic(this.restoringPath(serial), `${JSON.stringify({ backupId: id })}\n`);
  }

  /** The backup a restore of the gateway started with, or null when none is marked. */
  restoringOf(serial: string): string | null {
    if (!SERIAL.test(serial)) return null;
    const path = this.restoringPath(serial);
    if (!existsSync(path)) return null;
    try {
      const { backupId } = JSON.parse(readFileSync(path, 'utf8')) as { backupId?: unknown };
      return typeof backupId === 'string' ? backupId : '';
    } catch {
      return '';
    }
  }

  clearRestoring(serial: string): void {
    if (SERIAL.test(serial)) rmSync(this.restoringPath(serial), { force: true });
  }

  /** Removes the folder (reseed); the first backup makes it again. */
  clear(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
