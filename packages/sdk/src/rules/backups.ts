import type { Backup } from '../wire/backups';

/**
 * The rules of gateway backups (spec 2 §2 "Backups", §3, §6, §9;
 * docs/decisions.md "Backups"), shared by the portal (what it offers) and
 * the simulator (what it refuses), so both say the same.
 */

/**
 * spec 2 §9: the minimum gateway firmware for backup, as a three-digit
 * number. The named models have their own figure; every other named
 * model of the product (DOC400, LIV100, SHH600...) needs 330 ("most
 * models"); 271 is the base, for a gateway whose model is not known.
 * A model starting with JCO always supports backup.
 */
export const BACKUP_MIN_FIRMWARE = {
  base: 271,
  mostModels: 330,
  byModel: { HA101: 321, NETIC2: 340, 'ANDROID STB': 400, HA102: 410 } as Readonly<Record<string, number>>,
  alwaysPrefix: 'JCO',
} as const;

/**
 * A firmware version as the three-digit number the minimums are written
 * in: the digits of its first three parts, first three digits
 * ("3.7.0" → 370, "3.6.2" → 362, "4.1" → 410, "3.10.2" → 310). Null when
 * it does not start with a number.
 */
export function firmwareNumber(version: string | null | undefined): number | null {
  const match = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/i.exec(version ?? '');
  if (!match) return null;
  const digits = `${match[1]}${match[2] ?? '0'}${match[3] ?? '0'}`.padEnd(3, '0').slice(0, 3);
  return Number(digits);
}

/** The model's minimum firmware number, or null when the model always supports backup (JCO…). */
export function backupMinFirmware(model: string | null | undefined): number | null {
  const name = (model ?? '').trim().toUpperCase();
  if (name.startsWith(BACKUP_MIN_FIRMWARE.alwaysPrefix)) return null;
  if (name === '') return BACKUP_MIN_FIRMWARE.base;
  return BACKUP_MIN_FIRMWARE.byModel[name] ?? BACKUP_MIN_FIRMWARE.mostModels;
}

/** Whether a gateway of `model` running `version` can make and restore backups (spec 2 §6, §9). */
export function backupSupported(model: string | null | undefined, version: string | null | undefined): boolean {
  const minimum = backupMinFirmware(model);
  if (minimum === null) return true;
  const number = firmwareNumber(version);
  return number !== null && number >= minimum;
}

/** spec 2 §3: a backup is listed only when it is kept (success) or was imported (uploaded). */
export const isListedBackup = (backup: Pick<Backup, 'status'>): boolean => backup.status === 'success' || backup.status === 'uploaded';

/** The backups a list shows: kept or imported, newest first. */
export function listedBackups<T extends Pick<Backup, 'status' | 'createdAt' | '_id'>>(all: readonly T[]): T[] {
  return all.filter(isListedBackup).sort((a, b) => b.createdAt - a.createdAt || b._id.localeCompare(a._id));
}

/** The most backups one gateway keeps (made, being made or imported); one more is refused with backup_max_number_error. */
export const BACKUP_MAX_PER_GATEWAY = 5;

/** Whether a backup counts against BACKUP_MAX_PER_GATEWAY (a failed one does not). */
export const countsAgainstMax = (backup: Pick<Backup, 'status'>): boolean => backup.status !== 'failed';

/** spec 2 §6, §9: an imported file is at most 0.5 MB (512 KiB). */
export const BACKUP_IMPORT_MAX_BYTES = 512 * 1024;

/**
 * What the server inflates of an imported zip (docs/contracts.md
 * "Backups"): at most BACKUP_ZIP_MAX_ENTRIES entries in all (a backup has
 * two), each name once; at most BACKUP_ZIP_MAX_INFLATED bytes inflated
 * in all, and no entry past BACKUP_ZIP_MAX_RATIO times its compressed
 * size (once past BACKUP_ZIP_RATIO_FROM bytes). Inflating stops at the
 * first byte past a cap and the import is refused as corrupt.
 */
export const BACKUP_ZIP_MAX_ENTRIES = 8;
export const BACKUP_ZIP_MAX_INFLATED = 8 * 1024 * 1024;
export const BACKUP_ZIP_MAX_RATIO = 200;
export const BACKUP_ZIP_RATIO_FROM = 64 * 1024;

export type BackupFileProblem = 'none' | 'many' | 'type' | 'empty' | 'size';

/**
 * spec 2 §6 "Backup import: single .zip file, at most 0.5MB": what is wrong
 * with the chosen files, or null. The server checks the content as well
 * (a .zip name on something else is BACKUP_NOT_ZIP).
 */
export function backupFileProblem(files: ReadonlyArray<{ name: string; size: number }>): BackupFileProblem | null {
  if (files.length === 0) return 'none';
  if (files.length > 1) return 'many';
  const [file] = files as [{ name: string; size: number }];
  if (!/\.zip$/i.test(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > BACKUP_IMPORT_MAX_BYTES) return 'size';
  return null;
}

/** The first bytes of a zip (a local file header, or an empty archive's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06));
}

/**
 * The file name of an exported backup: `backup-{serial}-{name}-{yyyy-mm-dd}.zip`,
 * the name reduced to letters, digits and dashes (safe in any file system
 * and in a content-disposition header).
 */
export function backupFileName(serial: string, snapshotName: string, createdAt: number): string {
  const slug =
    snapshotName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'backup';
  const day = new Date(createdAt).toISOString().slice(0, 10);
  return `backup-${serial}-${slug}-${day}.zip`;
}

/**
 * The file name a content-disposition header gives (RFC 6266: `filename*`
 * in UTF-8 first, then `filename`, quoted or not), or null. Any path in it
 * is dropped.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
    name = plain ? (plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : (plain[2] ?? '').trim()) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
}
