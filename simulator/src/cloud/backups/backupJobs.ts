import { strToU8, zipSync } from 'fflate';
import {
  BACKUP_FORMAT,
  BACKUP_MAX_PER_GATEWAY,
  BACKUP_ZIP_ENTRIES,
  BackupErrorCode,
  BackupEvent,
  BackupManifestSchema,
  BackupSnapshotSchema,
  ErrorCode,
  backupFileName,
  backupMinFirmware,
  backupSupported,
  countsAgainstMax,
  isListedBackup,
  parseUntrusted,
  parseWire,
  topics,
  type Backup,
  type BackupManifest,
  type BackupSnapshot,
  type RestoreStarted,
} from '@homeport/sdk';
import type { SimContext } from '../../context';
import { ApiError } from '../../errors/apiError';
import { snapshotParams } from '../../gateway/backupSnapshot';
import { readHomeSnapshot, restoreHomeSnapshot } from '../../gateway/ops/cloudChanges';
import { BackupFiles } from '../../store/backupFiles';
import { gatewayBySerial } from '../../store/cloudIndex';
import type { GatewayRecord } from '../../store/cloudState';
import { applyGatewayPatch } from '../applyGatewayPatch';
import { ownerSegment } from '../ownerSegment';
import { readZipEntries, ZipRefused } from './backupZip';

/*
 * Gateway backups (spec 2 §5 to §7, docs/contracts.md "Backups"): making one
 * on the clock and its delivery, a restore and its end, the list with what a
 * restart lost, the export zip and an imported one. The REST routes
 * (rest/backups/backups.ts) read the call and answer with what these return;
 * the files are store/backupFiles.ts's; the timers are SimContext.backupJobs.
 */

/**
 * How long the gateway takes (simulator clock; docs/decisions.md
 * "Backups"): to pack and upload its snapshot, and to put one back (it
 * rewrites its database and re-arms its rules).
 */
export const BACKUP_CREATE_MS = 8_000;
export const BACKUP_RESTORE_MS = 20_000;

/** The backups being made and the restores running, by backup id and by serial: a restart of the simulator loses them. */
const pendingOf = (ctx: SimContext): SimContext['backupJobs'] => ctx.backupJobs;

const refuse = (status: number, code: string, message: string, field?: string) => new ApiError(status, code, message, field);

/** spec 2 §6, §9: the model's minimum firmware, on the firmware the cloud knows. */
export function requireFirmware(gateway: GatewayRecord): void {
  if (backupSupported(gateway.model, gateway.currentFWVersion)) return;
  const minimum = backupMinFirmware(gateway.model);
  throw refuse(409, BackupErrorCode.firmwareTooOld, `Backups need firmware ${minimum} or later on a ${gateway.model}; this gateway runs ${gateway.currentFWVersion}`);
}

function requireOnline(gateway: GatewayRecord): void {
  if (gateway.connectionStatus !== 'online') throw new ApiError(503, ErrorCode.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
}

async function publish(ctx: SimContext, gateway: GatewayRecord, name: string, data: unknown): Promise<void> {
  await ctx.bus.publishEvent(topics.events({ product: ctx.product, owner: ownerSegment(gateway), serial: gateway.serialNumber }), name, data);
}

/**
 * A backup being made whose timer is gone (the simulator restarted
 * meanwhile) will never be delivered: it is marked failed when next read.
 */
export function backupsOf(ctx: SimContext, serial: string): Backup[] {
  const creating = pendingOf(ctx).creating;
  return ctx.backups.list(serial).map((backup) => {
    if (backup.status !== 'in_progress' || creating.has(backup._id)) return backup;
    const failed: Backup = { ...backup, status: 'failed', updatedAt: ctx.now() };
    ctx.backups.write(failed);
    return failed;
  });
}

export const hasRoom = (ctx: SimContext, gateway: GatewayRecord): boolean => backupsOf(ctx, gateway.serialNumber).filter(countsAgainstMax).length < BACKUP_MAX_PER_GATEWAY;

/** One more backup would pass the most a gateway keeps: backup_max_number_error (spec 2 §5), then 409. */
export async function requireRoom(ctx: SimContext, gateway: GatewayRecord): Promise<void> {
  if (hasRoom(ctx, gateway)) return;
  const message = `This gateway already keeps ${BACKUP_MAX_PER_GATEWAY} backups, the most it may. Remove one to make another.`;
  await publish(ctx, gateway, BackupEvent.maxNumber, { message });
  throw refuse(409, BackupErrorCode.maxNumber, message);
}

/** spec 2 §7 saveBackup: the home as it is now, delivered by the gateway BACKUP_CREATE_MS later (backup_added now, backup_updated then). */
export async function startBackup(ctx: SimContext, gateway: GatewayRecord, request: Pick<Backup, 'userId' | 'type' | 'snapshotName'>): Promise<Backup> {
  requireOnline(gateway);
  requireFirmware(gateway);
  await endLostRestore(ctx, gateway);
  if (gateway.backupRestoreInProgress) throw refuse(409, BackupErrorCode.restoreInProgress, 'A restore is running on this gateway');
  await requireRoom(ctx, gateway);
  // The snapshot is of the home as it is when asked; the gateway takes BACKUP_CREATE_MS to deliver it.
  const snapshot = await ctx.emulators.runIfThere(gateway.serialNumber, readHomeSnapshot, undefined);
  if (!snapshot) throw new Error(`no emulator contents for ${gateway.serialNumber}`);
  // Again with no wait before the write: another call may have taken the last place meanwhile.
  if (!hasRoom(ctx, gateway)) throw refuse(409, BackupErrorCode.maxNumber, `This gateway already keeps ${BACKUP_MAX_PER_GATEWAY} backups, the most it may.`);
  const now = ctx.now();
  const backup: Backup = {
    _id: BackupFiles.newId(gateway.serialNumber),
    status: 'in_progress',
    userId: request.userId,
    serialNumber: gateway.serialNumber,
    type: request.type,
    snapshotName: request.snapshotName,
    // The firmware the gateway runs, as the cloud knows it (the client's value is what it showed).
    currentFWVersion: gateway.currentFWVersion,
    params: snapshotParams(snapshot, 0),
    createdAt: now,
    updatedAt: now,
  };
  ctx.backups.write(backup);
  const pending = pendingOf(ctx);
  pending.creating.set(
    backup._id,
    ctx.clock.setTimeout(() => {
      pending.creating.delete(backup._id);
      deliver(ctx, backup._id, snapshot).catch((error: unknown) => ctx.log(`backup: ${backup._id} not delivered: ${String(error)}`));
    }, BACKUP_CREATE_MS),
  );
  await publish(ctx, gateway, BackupEvent.added, backup);
  ctx.log(`backup: ${backup._id} of ${gateway.serialNumber} started, delivered in ${BACKUP_CREATE_MS} ms`);
  return backup;
}

/** spec 2 §7 restoreBackup: backupRestoreInProgress now, the home put back BACKUP_RESTORE_MS later (finishRestore). */
export async function startRestore(ctx: SimContext, gateway: GatewayRecord, backup: Backup): Promise<RestoreStarted> {
  if (!isListedBackup(backup)) throw refuse(409, BackupErrorCode.notReady, `Backup ${backup._id} is ${backup.status}, not kept`);
  requireOnline(gateway);
  requireFirmware(gateway);
  await endLostRestore(ctx, gateway);
  if (gateway.backupRestoreInProgress) throw refuse(409, BackupErrorCode.restoreInProgress, 'A restore is running on this gateway');
  const text = ctx.backups.snapshotText(backup._id);
  if (text === null) throw refuse(409, BackupErrorCode.notReady, `Backup ${backup._id} has no snapshot`);
  // Kept from before these limits, or put there by hand: refused before anything starts, the gateway free for the next backup.
  const snapshot = readSnapshot(text);
  if (!snapshot.ok) throw refuse(409, BackupErrorCode.corrupt, `Backup ${backup._id} cannot be restored: ${snapshot.message}`);

  // spec 1 §4.2: flagged by an event (backup_restore started, through the same path as the control PATCH).
  await applyGatewayPatch(ctx, gateway, { cloud: { backupRestoreInProgress: true }, emulator: {} });
  const serial = gateway.serialNumber;
  ctx.backups.markRestoring(serial, backup._id);
  const pending = pendingOf(ctx);
  pending.restoring.set(
    serial,
    ctx.clock.setTimeout(() => {
      pending.restoring.delete(serial);
      finishRestore(ctx, serial, backup._id).catch((error: unknown) => ctx.log(`backup: restore of ${serial} did not end: ${String(error)}`));
    }, BACKUP_RESTORE_MS),
  );
  ctx.log(`backup: restore of ${backup._id} on ${serial} started, done in ${BACKUP_RESTORE_MS} ms`);
  const answer: RestoreStarted = { backupId: backup._id, serialNumber: serial, doneInMs: BACKUP_RESTORE_MS };
  return answer;
}

/** A backup removed; one being made is cancelled: the gateway's delivery finds nothing to complete. */
export async function removeBackup(ctx: SimContext, gateway: GatewayRecord, backup: Backup): Promise<{ _id: string; serialNumber: string }> {
  const pending = pendingOf(ctx);
  ctx.clock.clearTimeout(pending.creating.get(backup._id));
  pending.creating.delete(backup._id);
  ctx.backups.remove(backup._id);
  const data = { _id: backup._id, serialNumber: backup.serialNumber };
  await publish(ctx, gateway, BackupEvent.removed, data);
  return data;
}

/** A kept backup as a zip of its manifest and snapshot (GET /backup/export/{id}), with the file name it is offered under. */
export function exportZip(ctx: SimContext, gateway: GatewayRecord, backup: Backup): { fileName: string; zip: Uint8Array } {
  if (!isListedBackup(backup)) throw refuse(409, BackupErrorCode.notReady, `Backup ${backup._id} is ${backup.status}, not kept`);
  const snapshot = ctx.backups.snapshotText(backup._id);
  if (snapshot === null) throw refuse(409, BackupErrorCode.notReady, `Backup ${backup._id} has no snapshot`);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    serialNumber: backup.serialNumber,
    model: gateway.model,
    currentFWVersion: backup.currentFWVersion,
    createdAt: backup.createdAt,
    snapshotName: backup.snapshotName,
  };
  const zip = zipSync({
    [BACKUP_ZIP_ENTRIES.manifest]: strToU8(`${JSON.stringify(manifest, null, 2)}\n`),
    [BACKUP_ZIP_ENTRIES.snapshot]: strToU8(snapshot),
  });
  const fileName = backupFileName(backup.serialNumber, backup.snapshotName, backup.createdAt);
  return { fileName, zip };
}

/** The gateway delivered its snapshot: kept (success), or failed when it went offline meanwhile. */
async function deliver(ctx: SimContext, id: string, snapshot: BackupSnapshot): Promise<void> {
  const backup = ctx.backups.find(id);
  if (!backup || backup.status !== 'in_progress') return;
  const gateway = gatewayBySerial(ctx.cloud.state, backup.serialNumber);
  if (!gateway) return;
  let done: Backup;
  if (gateway.connectionStatus === 'online') {
    const bytes = ctx.backups.writeSnapshot(id, snapshot);
    done = { ...backup, status: 'success', params: snapshotParams(snapshot, bytes), updatedAt: ctx.now() };
  } else {
    done = { ...backup, status: 'failed', updatedAt: ctx.now() };
  }
  ctx.backups.write(done);
  await publish(ctx, gateway, BackupEvent.updated, done);
  ctx.log(`backup: ${id} ${done.status}`);
}

/**
 * The end of a restore: the home becomes the snapshot, then
 * backupRestoreInProgress false with restoreCompleted. backupFailed when it
 * cannot apply: the gateway went offline meanwhile (QA: PATCH
 * connectionStatus offline), the snapshot is gone, unreadable or breaks a
 * limit of the gateway's commands, or putting it back fails (the home is
 * then put back as it was: gateway/backupSnapshot.ts). The flag is cleared
 * whatever happens. QA clearing the flag by hand ends it too.
 */
async function finishRestore(ctx: SimContext, serial: string, id: string): Promise<void> {
  ctx.backups.clearRestoring(serial);
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway?.backupRestoreInProgress) return;
  let result: 'restoreCompleted' | 'backupFailed' = 'backupFailed';
  try {
    const text = ctx.backups.snapshotText(id);
    const read = text === null ? null : readSnapshot(text);
    if (read && !read.ok) ctx.log(`backup: ${id} cannot be restored: ${read.message}`);
    // The gateway's part (ops/cloudChanges.ts): its home becomes the snapshot, saved; a gateway not there fails the restore.
    if (gateway.connectionStatus === 'online' && read?.ok && (await ctx.emulators.runIfThere(serial, restoreHomeSnapshot, { snapshot: read.value }))) result = 'restoreCompleted';
  } catch (error) {
    ctx.log(`backup: restore of ${id} on ${serial} failed: ${String(error)}`);
  }
  await endRestore(ctx, gateway, id, result);
}

/** backupRestoreInProgress false with its result; cleared even when the event cannot go out (or every later backup would answer 409). */
async function endRestore(ctx: SimContext, gateway: GatewayRecord, id: string, result: 'restoreCompleted' | 'backupFailed'): Promise<void> {
  const serial = gateway.serialNumber;
  try {
    await applyGatewayPatch(ctx, gateway, { cloud: { backupRestoreInProgress: false }, emulator: {}, directives: { backupRestoreResult: result } });
  } catch (error) {
    gateway.backupRestoreInProgress = false;
    ctx.cloud.commit();
    ctx.log(`backup: restore of ${id} on ${serial} ended (${result}) without its event: ${String(error)}`);
  }
  ctx.log(`backup: restore of ${id} on ${serial}: ${result}`);
}

/**
 * A restore this simulator started but whose timer is gone (it restarted
 * meanwhile) would never end: it ends now, backupFailed, the home as it was
 * (a restore changes the home only at its end). A flag QA set by hand has
 * no restore behind it and stays.
 */
export async function endLostRestore(ctx: SimContext, gateway: GatewayRecord): Promise<void> {
  const serial = gateway.serialNumber;
  if (pendingOf(ctx).restoring.has(serial)) return;
  const id = ctx.backups.restoringOf(serial);
  if (id === null) return;
  ctx.backups.clearRestoring(serial);
  if (!gateway.backupRestoreInProgress) return;
  ctx.log(`backup: the restore of ${id || 'a backup'} on ${serial} was lost (the simulator restarted): backupFailed`);
  await endRestore(ctx, gateway, id, 'backupFailed');
}

const corrupt = (why: string) => refuse(400, BackupErrorCode.corrupt, `This zip is not a Homeport backup: ${why}`, 'file');

/** JSON text read under the depth guard: undefined when it is not JSON or nests too deep (nothing walks it before). */
function guardedJson(text: string): { ok: true; value: unknown } | { ok: false; why: string } {
  // The zip's caps bound its size; the one guard bounds its depth.
  const read = parseUntrusted(text, { maxBytes: Number.MAX_SAFE_INTEGER });
  if (read.ok) return read;
  return { ok: false, why: read.reason === 'too deep' ? 'nests too deep' : 'is not JSON' };
}

/**
 * A snapshot as stored or imported, checked with every limit the gateway's
 * commands keep (BackupSnapshotSchema): the value, or the message naming
 * the first field that is wrong.
 */
export function readSnapshot(text: string): { ok: true; value: BackupSnapshot } | { ok: false; message: string } {
  const json = guardedJson(text);
  if (!json.ok) return { ok: false, message: `${BACKUP_ZIP_ENTRIES.snapshot} ${json.why}` };
  const read = parseWire(BackupSnapshotSchema, json.value, 'snapshot');
  return read.ok ? read : { ok: false, message: read.message };
}

/**
 * The zip's manifest and snapshot, or BACKUP_ZIP_CORRUPT naming what is
 * wrong. The zip is read by backupZip.ts: its caps (entries, names,
 * inflated bytes, ratio) hold while it inflates, off the event loop.
 */
async function readZip(bytes: Buffer): Promise<{ manifest: BackupManifest; snapshot: BackupSnapshot }> {
  let entries: Map<string, Buffer>;
  try {
    entries = await readZipEntries(bytes, new Set<string>(Object.values(BACKUP_ZIP_ENTRIES)));
  } catch (error) {
    throw corrupt(error instanceof ZipRefused ? error.message : 'it cannot be read');
  }
  const textOf = (name: string): string => {
    const data = entries.get(name);
    if (!data) throw corrupt(`${name} is missing`);
    return data.toString('utf8');
  };
  const manifestJson = guardedJson(textOf(BACKUP_ZIP_ENTRIES.manifest));
  if (!manifestJson.ok) throw corrupt(`${BACKUP_ZIP_ENTRIES.manifest} ${manifestJson.why}`);
  const manifest = parseWire(BackupManifestSchema, manifestJson.value, 'manifest');
  if (!manifest.ok) throw corrupt(`${BACKUP_ZIP_ENTRIES.manifest}: ${manifest.message}`);
  const snapshot = readSnapshot(textOf(BACKUP_ZIP_ENTRIES.snapshot));
  if (!snapshot.ok) throw corrupt(`${BACKUP_ZIP_ENTRIES.snapshot}: ${snapshot.message}`);
  return { manifest: manifest.value, snapshot: snapshot.value };
}

/**
 * An uploaded zip kept as an `uploaded` backup of this very gateway (its
 * serial and model): every refusal has its own errorCode and keeps nothing.
 */
export async function importZip(ctx: SimContext, gateway: GatewayRecord, userId: string, fileName: string, bytes: Buffer): Promise<Backup> {
  const { manifest, snapshot } = await readZip(bytes);
  if (manifest.serialNumber !== gateway.serialNumber || manifest.model.toUpperCase() !== gateway.model.toUpperCase()) {
    throw refuse(
      409,
      BackupErrorCode.wrongGateway,
      `This backup is of gateway ${manifest.serialNumber} (${manifest.model}); it can be imported to that gateway only, not to ${gateway.serialNumber} (${gateway.model})`,
      'file',
    );
  }
  requireFirmware(gateway);
  await requireRoom(ctx, gateway);
  // Again with no wait before the write: another import may have taken the last place meanwhile.
  if (!hasRoom(ctx, gateway)) throw refuse(409, BackupErrorCode.maxNumber, `This gateway already keeps ${BACKUP_MAX_PER_GATEWAY} backups, the most it may.`);

  const now = ctx.now();
  const id = BackupFiles.newId(gateway.serialNumber);
  const size = ctx.backups.writeSnapshot(id, snapshot);
  const backup: Backup = {
    _id: id,
    status: 'uploaded',
    userId,
    serialNumber: gateway.serialNumber,
    type: 'manual',
    snapshotName: manifest.snapshotName,
    currentFWVersion: manifest.currentFWVersion,
    params: snapshotParams(snapshot, size),
    createdAt: now,
    updatedAt: now,
  };
  ctx.backups.write(backup);
  await publish(ctx, gateway, BackupEvent.added, backup);
  ctx.log(`backup: ${id} imported to ${gateway.serialNumber} from ${fileName}`);
  return backup;
}
