import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Backup } from '@homeport/sdk';
import { demoAccount } from '../../src/seed/accounts';
import type { HttpRequest, MatrixFixture } from './fixture';
import { gatewayRead, gatewayWrite } from './outcomes';
import type { RestRow } from './restRow';
import { isSignedIn, TARGET_SERIAL, type Role } from './roles';

/**
 * The access matrix rows of /backup (docs/contracts.md "Backups"):
 * reading the list and exporting need the gateway reachable; every change
 * is a write on it (spec 1 §6: the read-only admin 000403). REST_ROWS
 * takes them in. The state is read from the data folder, never through
 * the role itself.
 */

const SERIAL = TARGET_SERIAL;
const DEMO = demoAccount.userId;
/** simulator/src/cloud/backups/backupJobs.ts BACKUP_CREATE_MS and BACKUP_RESTORE_MS. */
const CREATE_MS = 8_000;
const RESTORE_MS = 20_000;

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });
const ownUserId = (fx: MatrixFixture, role: Role): string => (isSignedIn(role) ? fx.userId(role) : DEMO);

/** The gateway's backup records as the data folder holds them. */
function backupsOnDisk(fx: MatrixFixture): Backup[] {
  const dir = join(fx.t.dataDir, 'backups', SERIAL);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.snapshot.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Backup)
    .sort((a, b) => a._id.localeCompare(b._id));
}
const ids = (fx: MatrixFixture) => backupsOnDisk(fx).map((b) => b._id);
const cloudOf = async (fx: MatrixFixture) => (await fx.gateway(SERIAL)) as unknown as { backupRestoreInProgress: boolean; isAutomaticallyBackup: boolean };

/** The one kept backup the cells use (made by the owner and delivered on the clock), made when there is none. */
async function keptBackup(fx: MatrixFixture): Promise<Backup> {
  const kept = backupsOnDisk(fx).find((b) => b.snapshotName === 'Matrix kept' && b.status === 'success');
  if (kept) return kept;
  const answer = await fx.call('owner', post('/api/backup/saveBackup', { userId: DEMO, serialNumber: SERIAL, snapshotName: 'Matrix kept', currentFWVersion: '3.6.2' }));
  if (answer.status !== 200) throw new Error(`no backup: ${answer.status} ${answer.text}`);
  await fx.qaOk('POST', '/__sim/clock', { advanceMs: CREATE_MS });
  const made = backupsOnDisk(fx).find((b) => b.snapshotName === 'Matrix kept' && b.status === 'success');
  if (!made) throw new Error('the matrix backup was not delivered');
  return made;
}

/** Removes every backup but the kept one (the cells' own), through the owner, so the gateway never reaches its maximum. */
async function removeOthers(fx: MatrixFixture): Promise<void> {
  for (const backup of backupsOnDisk(fx).filter((b) => b.snapshotName !== 'Matrix kept')) {
    await fx.call('owner', { method: 'DELETE', path: `/api/backup/delete/${backup._id}` });
  }
}

/** The kept backup's zip, as the owner exports it. */
async function keptZip(fx: MatrixFixture): Promise<Uint8Array<ArrayBuffer>> {
  const kept = await keptBackup(fx);
  const response = await fetch(`${fx.httpUrl}/api/backup/export/${kept._id}`, { headers: { sessionId: fx.session('owner').sessionId } });
  if (response.status !== 200) throw new Error(`export: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let keptId = 'none';
let spareId = 'none';
let zip: Uint8Array<ArrayBuffer> = new Uint8Array(0);

export const BACKUP_ROWS: RestRow[] = [
  row({
    service: 'backup',
    method: 'GET',
    route: '/api/backup/:sn/list/:userId',
    why: "spec 2 §7, spec 1 §6: the gateway's users and every admin read its backups; the userId is the caller's own",
    expect: gatewayRead,
    request: (fx, role) => ({ method: 'GET', path: `/api/backup/${SERIAL}/list/${ownUserId(fx, role)}` }),
    answer: (body) => expect(Array.isArray((body as { data: unknown }).data)).toBe(true),
  }),
  row({
    service: 'backup',
    method: 'POST',
    route: '/api/backup/saveBackup',
    why: 'spec 2 §7, spec 1 §6: a backup is a write on the gateway (admin-support, not the read-only admin)',
    expect: gatewayWrite,
    prepare: removeOthers,
    request: (fx, role) => post('/api/backup/saveBackup', { userId: ownUserId(fx, role), serialNumber: SERIAL, snapshotName: `Matrix ${role}`, currentFWVersion: '3.6.2' }),
    observe: ids,
    effect: (after, before) => expect(after.length, 'one more backup').toBe(before.length + 1),
    restore: async (fx) => {
      await fx.qaOk('POST', '/__sim/clock', { advanceMs: CREATE_MS });
      await removeOthers(fx);
    },
  }),
  row({
    service: 'backup',
    method: 'POST',
    route: '/api/backup/restoreBackup',
    why: 'spec 2 §2, spec 1 §6: a restore is a write on the gateway; it is flagged at once (backupRestoreInProgress)',
    expect: gatewayWrite,
    prepare: async (fx) => {
      keptId = (await keptBackup(fx))._id;
    },
    request: (fx, role) => post('/api/backup/restoreBackup', { backupId: keptId, serialNumber: SERIAL, userId: ownUserId(fx, role) }),
    observe: async (fx) => (await cloudOf(fx)).backupRestoreInProgress,
    effect: (after) => expect(after, 'backupRestoreInProgress').toBe(true),
    // The restore ends on the clock: the home becomes the kept snapshot, the seed's (no cell changes the home before).
    restore: async (fx) => {
      await fx.qaOk('POST', '/__sim/clock', { advanceMs: RESTORE_MS });
      if ((await cloudOf(fx)).backupRestoreInProgress) await fx.patchGateway(SERIAL, { backupRestoreInProgress: false });
    },
  }),
  row({
    service: 'backup',
    method: 'POST',
    route: '/api/backup/:sn/automatically/:userId',
    why: 'spec 2 §7, spec 1 §6: the automatic-backup flag is a gateway setting (a write)',
    expect: gatewayWrite,
    request: async (fx, role) => post(`/api/backup/${SERIAL}/automatically/${ownUserId(fx, role)}`, { isAutomaticallyBackup: !(await cloudOf(fx)).isAutomaticallyBackup }),
    observe: async (fx) => (await cloudOf(fx)).isAutomaticallyBackup,
    effect: (after, before) => expect(after).toBe(!before),
    restore: async (fx, _role, before) => {
      if (before !== undefined) await fx.patchGateway(SERIAL, { isAutomaticallyBackup: before });
    },
  }),
  row({
    service: 'backup',
    method: 'DELETE',
    route: '/api/backup/delete/:id',
    why: 'spec 2 §7, spec 1 §6: removing a backup is a write on its gateway',
    expect: gatewayWrite,
    prepare: async (fx) => {
      await removeOthers(fx);
      const answer = await fx.call('owner', post('/api/backup/saveBackup', { userId: DEMO, serialNumber: SERIAL, snapshotName: 'Matrix spare', currentFWVersion: '3.6.2' }));
      spareId = (answer.body as { data: Backup }).data._id;
      await fx.qaOk('POST', '/__sim/clock', { advanceMs: CREATE_MS });
    },
    request: () => ({ method: 'DELETE', path: `/api/backup/delete/${spareId}` }),
    observe: (fx) => ids(fx).includes(spareId),
    effect: (after) => expect(after, 'the backup is gone').toBe(false),
    restore: removeOthers,
  }),
  row({
    service: 'backup',
    method: 'GET',
    route: '/api/backup/export/:id',
    why: 'spec 2 §7: the zip of a backup, for whoever reads the gateway',
    expect: gatewayRead,
    prepare: async (fx) => {
      keptId = (await keptBackup(fx))._id;
    },
    request: () => ({ method: 'GET', path: `/api/backup/export/${keptId}` }),
  }),
  row({
    service: 'backup',
    method: 'POST',
    route: '/api/backup/import/:sn',
    why: 'spec 2 §6, §7, spec 1 §6: importing a zip adds a backup to the gateway (a write)',
    expect: gatewayWrite,
    prepare: async (fx) => {
      zip = await keptZip(fx);
      await removeOthers(fx);
    },
    request: (fx, role) => ({
      method: 'POST',
      path: `/api/backup/import/${SERIAL}`,
      multipart: { fields: { fileName: 'matrix.zip', userId: ownUserId(fx, role) }, file: { field: 'file', name: 'matrix.zip', bytes: zip } },
    }),
    observe: ids,
    effect: (after, before) => expect(after.length, 'one more backup').toBe(before.length + 1),
    restore: removeOthers,
  }),
];
