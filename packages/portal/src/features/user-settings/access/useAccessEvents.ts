import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_TASK_EVENTS, ExportTaskEvent, LINKED_ACCOUNT_EVENTS } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useToast } from '../../../binding/useToast';
import { linkAtom, sessionAtom } from '../../../state/atoms';
import { accessKeys } from './accessKeys';

/**
 * Live events on the user's own topic (spec 2 §4, §7): linked-account
 * created, verified and deleted read the lists again; an export task's
 * events read the exports again (a completed one says so); a login or
 * logout of another session reads the sessions again.
 */
export function useAccessEvents(): void {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const link = useAtomValue(linkAtom);
  const session = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();
  const userId = session?.userId ?? '';
  useEffect(() => {
    if (!link) return;
    const unwatch = link.watchUser();
    const off = link.on('userEvent', (event) => {
      if (LINKED_ACCOUNT_EVENTS.includes(event.name)) void queryClient.invalidateQueries({ queryKey: accessKeys.linkedAll() });
      if (EXPORT_TASK_EVENTS.includes(event.name)) {
        void queryClient.invalidateQueries({ queryKey: accessKeys.exports(userId) });
        if (event.name === ExportTaskEvent.completed) toast(t('USER_ACCESS.EXPORT.COMPLETED'));
      }
      if (event.name === 'login_user' || event.name === 'logout_user') void queryClient.invalidateQueries({ queryKey: accessKeys.sessions() });
    });
    return () => {
      off();
      unwatch();
    };
  }, [link, queryClient, toast, t, userId]);
}
