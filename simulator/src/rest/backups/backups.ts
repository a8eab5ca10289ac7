import busboy from 'busboy';
import type { Request, Response } from 'express';
import { Router } from 'express';
import {
  AutomaticBackupBody,
  BACKUP_IMPORT_MAX_BYTES,
  BackupErrorCode,
  BackupIdParam,
  ImportBackupFields,
  RestoreBackupBody,
  SaveBackupBody,
  SerialParam,
  looksLikeZip,
  type Backup,
} from '@homeport/sdk';
import { applyGatewayPatch } from '../../cloud/applyGatewayPatch';
import { backupsOf, endLostRestore, exportZip, importZip, removeBackup, startBackup, startRestore } from '../../cloud/backups/backupJobs';
import type { SimContext } from '../../context';
import { ApiError, badInput, notFound } from '../../errors/apiError';
import type { GatewayRecord, UserRecord } from '../../store/cloudState';
import { handle } from '../shared/handle';
import { jsonBody } from '../shared/jsonBody';
import { reachableGateway } from '../shared/reachableGateway';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody, readInput } from '../shared/readInput';
import { requireGatewayWrite } from '../shared/writeAccess';

const refuse = (status: number, code: string, message: string, field?: string) => new ApiError(status, code, message, field);

/** spec 2 §7 names the caller in the path or the body: it must be the caller's own id. */
function requireOwnUserId(user: UserRecord, userId: string): void {
  if (userId !== user.id) throw refuse(403, BackupErrorCode.wrongOwner, 'userId must be your own user id', 'userId');
}

/** A backup by id with the gateway it belongs to (404 when there is none; UDM_NOT_YOUR_DEVICE when the caller does not reach it). */
function backupFor(ctx: SimContext, user: UserRecord, id: string): { backup: Backup; gateway: GatewayRecord } {
  const backup = ctx.backups.find(id);
  if (!backup) throw notFound(`No backup ${id}`);
  return { backup, gateway: reachableGateway(ctx, user, backup.serialNumber) };
}

/**
 * spec 2 §7 /backup (docs/contracts.md "Backups"): list, save, restore,
 * the automatic flag, delete, export as a zip and import of one. Mounted
 * before the API's JSON parser: the import is multipart; every other call
 * reads JSON with the same parser. Reads need the gateway reachable; every
 * change is a write on the gateway (its users and admin-support).
 */
export function backupRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));

  router.post(
    '/import/:sn',
    handle(async (req, res) => importBackup(ctx, req, res)),
  );

  router.use(jsonBody({ limit: '16kb', type: () => true }));

  router.get(
    '/:sn/list/:userId',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const serial = readInput(SerialParam, req.params.sn, 'sn');
      requireOwnUserId(user, readInput(BackupIdParam, req.params.userId, 'userId'));
      const gateway = reachableGateway(ctx, user, serial);
      await endLostRestore(ctx, gateway);
      res.json({ data: backupsOf(ctx, gateway.serialNumber) });
    }),
  );

  router.post(
    '/saveBackup',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const body = readBody(req, SaveBackupBody);
      requireOwnUserId(user, body.userId);
      const gateway = reachableGateway(ctx, user, body.serialNumber);
      requireGatewayWrite(user, gateway);
      const backup = await startBackup(ctx, gateway, { userId: user.id, type: body.type, snapshotName: body.snapshotName });
      res.json({ data: backup });
    }),
  );

  router.post(
    '/restoreBackup',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const body = readBody(req, RestoreBackupBody);
      requireOwnUserId(user, body.userId);
      const { backup, gateway } = backupFor(ctx, user, body.backupId);
      if (backup.serialNumber !== body.serialNumber) throw notFound(`No backup ${body.backupId} on gateway ${body.serialNumber}`);
      requireGatewayWrite(user, gateway);
      const answer = await startRestore(ctx, gateway, backup);
      res.json({ data: answer });
    }),
  );

  router.post(
    '/:sn/automatically/:userId',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const serial = readInput(SerialParam, req.params.sn, 'sn');
      requireOwnUserId(user, readInput(BackupIdParam, req.params.userId, 'userId'));
      const { isAutomaticallyBackup } = readBody(req, AutomaticBackupBody);
      const gateway = reachableGateway(ctx, user, serial);
      requireGatewayWrite(user, gateway);
      // gateway_updated carries the change to every client of the gateway.
      await applyGatewayPatch(ctx, gateway, { cloud: { isAutomaticallyBackup }, emulator: {} }, 'records');
      res.json({ data: { serialNumber: gateway.serialNumber, isAutomaticallyBackup: gateway.isAutomaticallyBackup } });
    }),
  );

  router.delete(
    '/delete/:id',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const { backup, gateway } = backupFor(ctx, user, readInput(BackupIdParam, req.params.id, 'id'));
      requireGatewayWrite(user, gateway);
      const data = await removeBackup(ctx, gateway, backup);
      res.json({ data });
    }),
  );

  router.get(
    '/export/:id',
    handle((req, res) => {
      const { user } = callerOf(res);
      const { backup, gateway } = backupFor(ctx, user, readInput(BackupIdParam, req.params.id, 'id'));
      const { fileName, zip } = exportZip(ctx, gateway, backup);
      res.set({
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'cache-control': 'no-store',
      });
      res.send(Buffer.from(zip));
    }),
  );

  return router;
}

// ---- import ----

interface Upload {
  fields: Record<string, string>;
  file: Buffer | null;
  tooBig: boolean;
  files: number;
}

/** Reads the multipart body: text fields, and one file kept up to the limit (more is drained, not kept). */
function readUpload(req: Request): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: BACKUP_IMPORT_MAX_BYTES, fields: 8, fieldSize: 1024, parts: 10 } });
    } catch {
      reject(badInput('body', 'body must be multipart/form-data (file, fileName, userId)'));
      return;
    }
    const upload: Upload = { fields: {}, file: null, tooBig: false, files: 0 };
    parser.on('field', (name, value) => {
      upload.fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      upload.files += 1;
      if (name !== 'file') {
        upload.fields[name] = '(a file)';
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        upload.tooBig = true;
      });
      stream.on('end', () => {
        upload.file = upload.tooBig ? Buffer.alloc(0) : Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', () => {
      upload.files += 1;
    });
    parser.on('error', () => reject(badInput('body', 'the multipart body could not be read')));
    parser.on('close', () => resolve(upload));
    req.pipe(parser);
  });
}

/**
 * POST /backup/import/{sn} (spec 2 §6, §7): multipart file, fileName and
 * userId. One .zip of at most 0.5 MB, holding a manifest and a snapshot of
 * this very gateway (its serial and model); kept as `uploaded`. Every
 * refusal has its own errorCode and keeps nothing.
 */
async function importBackup(ctx: SimContext, req: Request, res: Response): Promise<void> {
  const { user } = callerOf(res);
  const serial = readInput(SerialParam, req.params.sn, 'sn');
  const gateway = reachableGateway(ctx, user, serial);
  requireGatewayWrite(user, gateway);
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw badInput('body', 'body must be multipart/form-data (file, fileName, userId)');
  }
  const upload = await readUpload(req);
  const fields = readInput(ImportBackupFields, upload.fields);
  requireOwnUserId(user, fields.userId);
  if (upload.files > 1) throw badInput('file', 'send one file only');
  if (upload.tooBig) throw refuse(413, BackupErrorCode.tooBig, `The file is larger than ${BACKUP_IMPORT_MAX_BYTES / 1024} KB (0.5 MB)`, 'file');
  if (!upload.file || upload.file.length === 0) throw badInput('file', 'file is required: the backup .zip');
  if (!/\.zip$/i.test(fields.fileName) || !looksLikeZip(upload.file)) throw refuse(400, BackupErrorCode.notZip, 'The file is not a .zip', 'file');
  const backup = await importZip(ctx, gateway, user.id, fields.fileName, upload.file);
  res.json({ data: backup });
}
