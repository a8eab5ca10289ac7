import { BackupEvent, BackupRemovedData, BackupSchema } from '@homeport/sdk';
import { onData, type GatewayEventTable } from '../../../../state/gatewayEventTable';
import { dropBackup, writeBackup } from './backupCache';

/**
 * spec 2 §5: the backup list is live-updated by add, update and remove
 * events. Each event carries the record (or the removed id), which the
 * cached list takes without a read.
 */
export const backupEvents: GatewayEventTable = {
  [BackupEvent.added]: onData(BackupSchema, ({ queryClient, serial }, backup) => writeBackup(queryClient, serial, backup)),
  [BackupEvent.updated]: onData(BackupSchema, ({ queryClient, serial }, backup) => writeBackup(queryClient, serial, backup)),
  [BackupEvent.removed]: onData(BackupRemovedData, ({ queryClient, serial }, removed) => dropBackup(queryClient, serial, removed._id)),
};
