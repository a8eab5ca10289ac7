import { describe, expect, it } from 'vitest';
import { parseWire } from '../wire/parseWire';
import { BackupManifestSchema, BACKUP_FORMAT, ImportBackupFields, SaveBackupBody } from '../wire/backups';
import {
  BACKUP_IMPORT_MAX_BYTES,
  backupFileName,
  backupFileProblem,
  backupMinFirmware,
  backupSupported,
  fileNameFromContentDisposition,
  firmwareNumber,
  listedBackups,
  looksLikeZip,
} from './backups';

describe('firmware number (spec 2 §9 minimums are three-digit numbers)', () => {
  it('reads the digits of the first three parts', () => {
    expect(firmwareNumber('3.7.0')).toBe(370);
    expect(firmwareNumber('3.6.2')).toBe(362);
    expect(firmwareNumber('3.2.1')).toBe(321);
    expect(firmwareNumber('4.1')).toBe(410);
    expect(firmwareNumber('4')).toBe(400);
    expect(firmwareNumber('v3.3.0-rc1')).toBe(330);
  });
  it('keeps the first three digits of a long version, and answers null for no version', () => {
    expect(firmwareNumber('3.10.2')).toBe(310);
    expect(firmwareNumber('')).toBeNull();
    expect(firmwareNumber('beta')).toBeNull();
    expect(firmwareNumber(null)).toBeNull();
  });
});

describe('minimum firmware per model (spec 2 §9: 271 base, 330 most, 321 HA101, 340 NETIC2, 400 ANDROID STB, 410 HA102, JCO always)', () => {
  it('gives each named model its figure, other models 330, an unknown model 271', () => {
    expect(backupMinFirmware('HA101')).toBe(321);
    expect(backupMinFirmware('NETIC2')).toBe(340);
    expect(backupMinFirmware('ANDROID STB')).toBe(400);
    expect(backupMinFirmware('HA102')).toBe(410);
    expect(backupMinFirmware('DOC400')).toBe(330);
    expect(backupMinFirmware('shh800')).toBe(330);
    expect(backupMinFirmware('')).toBe(271);
    expect(backupMinFirmware('JCO4032')).toBeNull();
    expect(backupMinFirmware('JCOW401')).toBeNull();
  });
  it('compares "3.7.0" as 370 against the minimum, at the edge inclusive', () => {
    expect(backupSupported('DOC400', '3.7.0')).toBe(true);
    expect(backupSupported('DOC400', '3.3.0')).toBe(true);
    expect(backupSupported('DOC400', '3.2.9')).toBe(false);
    expect(backupSupported('HA101', '3.2.1')).toBe(true);
    expect(backupSupported('HA101', '3.2.0')).toBe(false);
    expect(backupSupported('HA102', '4.0.1')).toBe(false);
    expect(backupSupported('HA102', '4.1.0')).toBe(true);
    expect(backupSupported('NETIC2', '3.4.0')).toBe(true);
    expect(backupSupported('ANDROID STB', '3.9.9')).toBe(false);
    expect(backupSupported('', '2.7.1')).toBe(true);
    expect(backupSupported('', '2.7.0')).toBe(false);
  });
  it('lets JCO models back up on any firmware, and refuses others without a readable version', () => {
    expect(backupSupported('JCO4032', '1.0.0')).toBe(true);
    expect(backupSupported('JCO4032', '')).toBe(true);
    expect(backupSupported('DOC400', 'unknown')).toBe(false);
  });
});

describe('the backup list (spec 2 §3: kept only when success or uploaded)', () => {
  it('drops in-progress and failed backups and puts the newest first', () => {
    const b = (id: string, status: 'in_progress' | 'success' | 'uploaded' | 'failed', createdAt: number) => ({ _id: id, status, createdAt });
    const list = [b('a', 'success', 1), b('b', 'in_progress', 5), b('c', 'uploaded', 3), b('d', 'failed', 4), b('e', 'success', 2)];
    expect(listedBackups(list).map((x) => x._id)).toEqual(['c', 'e', 'a']);
  });
});

describe('the import file (spec 2 §6: single .zip file, at most 0.5MB)', () => {
  it('takes one .zip of up to 512 KiB', () => {
    expect(backupFileProblem([{ name: 'home.zip', size: 1000 }])).toBeNull();
    expect(backupFileProblem([{ name: 'HOME.ZIP', size: BACKUP_IMPORT_MAX_BYTES }])).toBeNull();
  });
  it('says what is wrong: none, several, not a zip, empty, too big', () => {
    expect(backupFileProblem([])).toBe('none');
    expect(
      backupFileProblem([
        { name: 'a.zip', size: 1 },
        { name: 'b.zip', size: 1 },
      ]),
    ).toBe('many');
    expect(backupFileProblem([{ name: 'home.tar.gz', size: 10 }])).toBe('type');
    expect(backupFileProblem([{ name: 'home.zip', size: 0 }])).toBe('empty');
    expect(backupFileProblem([{ name: 'home.zip', size: BACKUP_IMPORT_MAX_BYTES + 1 }])).toBe('size');
  });
  it('knows a zip by its first bytes', () => {
    expect(looksLikeZip(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe(true);
    expect(looksLikeZip(new Uint8Array([0x50, 0x4b, 0x05, 0x06]))).toBe(true);
    expect(looksLikeZip(new TextEncoder().encode('{"not":"a zip"}'))).toBe(false);
    expect(looksLikeZip(new Uint8Array([0x50]))).toBe(false);
  });
  it('checks the multipart text fields', () => {
    expect(parseWire(ImportBackupFields, { fileName: 'home.zip', userId: 'u-1' }).ok).toBe(true);
    expect(parseWire(ImportBackupFields, { fileName: '../etc/passwd', userId: 'u-1' })).toMatchObject({ ok: false, field: 'fileName' });
    expect(parseWire(ImportBackupFields, { fileName: 'home.zip', userId: 'u-1', extra: '1' })).toMatchObject({ ok: false, field: 'extra' });
  });
});

describe('file names (spec 2 §7: the export is named by content-disposition)', () => {
  it('names an export by serial, name and day, safely', () => {
    expect(backupFileName('HP1000000001', 'Before party!', Date.UTC(2026, 10, 25, 12))).toBe('backup-HP1000000001-Before-party-2026-11-25.zip');
    expect(backupFileName('HP1', '   ', 0)).toBe('backup-HP1-backup-1970-01-01.zip');
    expect(backupFileName('HP1', 'Küche', 0)).toBe('backup-HP1-Kuche-1970-01-01.zip');
  });
  it('reads filename*, then filename, quoted or not, without any path', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a b.zip"')).toBe('a b.zip');
    expect(fileNameFromContentDisposition('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(fileNameFromContentDisposition(`attachment; filename="x.zip"; filename*=UTF-8''K%C3%BCche.zip`)).toBe('Küche.zip');
    expect(fileNameFromContentDisposition('attachment; filename="../../evil.zip"')).toBe('evil.zip');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('wire bodies', () => {
  it('trims the backup name and refuses an empty one or a bad firmware', () => {
    const ok = parseWire(SaveBackupBody, { userId: 'u1', serialNumber: 'hp1', snapshotName: '  Before party ', currentFWVersion: '3.6.2' });
    expect(ok).toMatchObject({ ok: true, value: { serialNumber: 'HP1', snapshotName: 'Before party', type: 'manual' } });
    expect(parseWire(SaveBackupBody, { userId: 'u1', serialNumber: 'HP1', snapshotName: '  ', currentFWVersion: '3.6.2' })).toMatchObject({ ok: false, field: 'snapshotName' });
    expect(parseWire(SaveBackupBody, { userId: 'u1', serialNumber: 'HP1', snapshotName: 'x', currentFWVersion: 'latest' })).toMatchObject({ ok: false, field: 'currentFWVersion' });
    expect(parseWire(SaveBackupBody, { userId: 'u1', serialNumber: 'HP1', snapshotName: 'x', currentFWVersion: '3.6.2', type: 'automatic' })).toMatchObject({
      ok: false,
      field: 'type',
    });
  });
  it('reads a manifest of the current format only', () => {
    const manifest = { format: BACKUP_FORMAT, serialNumber: 'HP1000000001', model: 'DOC400', currentFWVersion: '3.6.2', createdAt: 1, snapshotName: 'x' };
    expect(parseWire(BackupManifestSchema, manifest).ok).toBe(true);
    expect(parseWire(BackupManifestSchema, { ...manifest, format: 'other/9' })).toMatchObject({ ok: false, field: 'format' });
  });
});
