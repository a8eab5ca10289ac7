import type { AutomaticBackupAnswer, Backup, RestoreBackupRequest, RestoreStarted, SaveBackupRequest } from '../../wire/backups';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/**
 * The JSON calls of /backup (spec 2 §7; docs/contracts.md "Backups"). The
 * zip export and import move files, not JSON: rest/backupTransfer.ts.
 */
export interface BackupEndpoints {
  /** GET /backup/{sn}/list/{userId}: every backup of the gateway (the list shows success and uploaded ones: rules/backups.ts). */
  list(serial: string, userId: string): Promise<Backup[]>;
  /** POST /backup/saveBackup: starts a backup (in_progress; backup_updated says when it is kept). */
  save(body: SaveBackupRequest): Promise<Backup>;
  /** POST /backup/restoreBackup: the gateway puts the snapshot back; backup_restore says when it is done. */
  restore(body: RestoreBackupRequest): Promise<RestoreStarted>;
  /** POST /backup/{sn}/automatically/{userId}: the automatic-backup flag of the gateway. */
  setAutomatic(serial: string, userId: string, isAutomaticallyBackup: boolean): Promise<AutomaticBackupAnswer>;
  /** DELETE /backup/delete/{id}. */
  remove(id: string): Promise<{ _id: string; serialNumber: string }>;
}

export function backupEndpoints(request: RequestFn): BackupEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    list: (serial, userId) => data(request<DataEnvelope<Backup[]>>('GET', `/backup/${segment(serial)}/list/${segment(userId)}`)),
    save: (body) => data(request<DataEnvelope<Backup>>('POST', '/backup/saveBackup', { body })),
    restore: (body) => data(request<DataEnvelope<RestoreStarted>>('POST', '/backup/restoreBackup', { body })),
    setAutomatic: (serial, userId, isAutomaticallyBackup) =>
      data(request<DataEnvelope<AutomaticBackupAnswer>>('POST', `/backup/${segment(serial)}/automatically/${segment(userId)}`, { body: { isAutomaticallyBackup } })),
    remove: (id) => data(request<DataEnvelope<{ _id: string; serialNumber: string }>>('DELETE', `/backup/delete/${segment(id)}`)),
  };
}
