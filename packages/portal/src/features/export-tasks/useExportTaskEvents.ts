import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { ADMIN_EXPORT_TASK_EVENTS } from '@homeport/sdk';
import { linkAtom } from '../../state/atoms';
import { exportTaskKeys } from './exportTaskKeys';

/** Several changes at once (a stage, a stop) read the lists once, this long after the first. */
const GATHER_MS = 150;

/** spec 3 §4 "Events set the status": the admin topic's admin_export_task_* events read the tasks on screen again. */
export function useExportTaskEvents(): void {
  const link = useAtomValue(linkAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!link) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unwatch = link.watchAdmin();
    const off = link.on('adminEvent', (event) => {
      if (!ADMIN_EXPORT_TASK_EVENTS.includes(event.name) || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: exportTaskKeys.all() });
      }, GATHER_MS);
    });
    return () => {
      if (timer) clearTimeout(timer);
      off();
      unwatch();
    };
  }, [link, queryClient]);
}
