import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Gateway } from '@homeport/sdk';
import { useServices } from '../../../../services/services';
import { useApiErrorText } from '../../../../binding/useApiErrorText';
import { linkStatusAtom, sessionAtom } from '../../../../state/atoms';
import { queryKeys } from '../../../../state/queryKeys';

/** How often a list with a backup being made is read again while the live link is down (its events are lost then). */
const IN_PROGRESS_REREAD_MS = 3000;

/**
 * The gateway's backups as server state, read once; then kept by what the
 * calls answer and what the events carry (spec 2 §5: "list live-updated by
 * add, update and remove events"; backupEvents.ts, backupCache.ts). Read
 * only when `enabled` (the module is on and the firmware supports backups).
 */
export function useBackupList(gateway: Gateway, enabled: boolean) {
  const { rest } = useServices();
  const userId = useAtomValue(sessionAtom)?.userId ?? null;
  const linkUp = useAtomValue(linkStatusAtom).kind === 'up';
  const serial = gateway.serialNumber;
  return useQuery({
    queryKey: queryKeys.backups(serial),
    queryFn: () => rest.backups.list(serial, userId ?? ''),
    enabled: enabled && userId !== null,
    // The fallback while the link is down: a backup being made would otherwise stay "being made".
    refetchInterval: (current) => (!linkUp && current.state.data?.some((b) => b.status === 'in_progress') ? IN_PROGRESS_REREAD_MS : false),
  });
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
