import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, BackupEvent, BackupRemovedData, BackupSchema, parseWire, type Gateway } from '@homeport/sdk';
import { useServices } from '../../../../services/services';
import { useApiErrorText } from '../../../../binding/useApiErrorText';
import { linkAtom, sessionAtom } from '../../../../state/atoms';
import { queryKeys } from '../../../../state/queryKeys';

/** How often a list with a backup being made is read again, besides its events. */
const IN_PROGRESS_REREAD_MS = 3000;

const LIVE_EVENTS: readonly string[] = [BackupEvent.added, BackupEvent.updated, BackupEvent.removed];

/**
 * The gateway's backups as server state (spec 2 §5: "list live-updated by
 * add, update and remove events"): each event, read with the sdk's schema,
 * invalidates the list, which is read again. Read only when `enabled`
 * (the module is on and the firmware supports backups).
 */
export function useBackupList(gateway: Gateway, enabled: boolean) {
  const { rest } = useServices();
  const link = useAtomValue(linkAtom);
  const userId = useAtomValue(sessionAtom)?.userId ?? null;
  const queryClient = useQueryClient();
  const serial = gateway.serialNumber;
  const query = useQuery({
    queryKey: queryKeys.backups(serial),
    queryFn: () => rest.backups.list(serial, userId ?? ''),
    enabled: enabled && userId !== null,
    // A backup being made is also read again now and then, so one whose
    // event was missed (the link was still connecting) does not stay "being made".
    refetchInterval: (current) => (current.state.data?.some((b) => b.status === 'in_progress') ? IN_PROGRESS_REREAD_MS : false),
  });
  useEffect(() => {
    if (!link || !enabled) return;
    return link.on('event', (from, event) => {
      if (from !== serial || !LIVE_EVENTS.includes(event.name)) return;
      const read = parseWire(event.name === BackupEvent.removed ? BackupRemovedData : BackupSchema, event.data, 'data');
      if (!read.ok) {
        console.warn(`[homeport/portal] dropped malformed ${event.name}: ${read.message}`);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.backups(serial) });
    });
  }, [link, serial, enabled, queryClient]);
  return query;
}

/**
 * The words for a failed backup call (spec 2 §8: the translated first
 * error code): the backup catalogue's text for its own codes, the shared
 * error texts for the rest.
 */
export function useBackupErrorText() {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorText();
  return useCallback(
    (caught: unknown) => {
      const code = caught instanceof ApiError ? caught.errorCode : null;
      return code && i18n.exists(`BACKUPS.ERRORS.${code}`) ? t(`BACKUPS.ERRORS.${code}`) : errorText(caught);
    },
    [t, i18n, errorText],
  );
}
