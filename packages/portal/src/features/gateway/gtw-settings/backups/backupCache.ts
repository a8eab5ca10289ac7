import type { QueryClient } from '@tanstack/react-query';
import type { Backup } from '@homeport/sdk';
import { queryKeys } from '../../../../state/queryKeys';

/**
 * The cached backup list takes a record it is told about (a create's or an
 * import's answer, backup_added, backup_updated) without a read: a new one is
 * added, a known one replaced. A list not read yet stays unread.
 */
export function writeBackup(queryClient: QueryClient, serial: string, backup: Backup): void {
  queryClient.setQueryData<Backup[]>(queryKeys.backups(serial), (cached) => {
    if (!cached) return cached;
    const known = cached.some((b) => b._id === backup._id);
    return known ? cached.map((b) => (b._id === backup._id ? backup : b)) : [...cached, backup];
  });
}

/** A removed backup leaves the cached list (its remove call's answer, backup_removed). */
export function dropBackup(queryClient: QueryClient, serial: string, backupId: string): void {
  queryClient.setQueryData<Backup[]>(queryKeys.backups(serial), (cached) => cached?.filter((b) => b._id !== backupId));
}
