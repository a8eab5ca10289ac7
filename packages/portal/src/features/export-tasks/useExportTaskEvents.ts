import { ADMIN_EXPORT_TASK_EVENTS } from '@homeport/sdk';
import { useAdminEventRefresh } from '../../binding/useAdminEvents';
import { exportTaskKeys } from './exportTaskKeys';

const EXPORT_TASK_EVENTS: ReadonlySet<string> = new Set(ADMIN_EXPORT_TASK_EVENTS);

/** spec 3 §4 "Events set the status": the admin topic's admin_export_task_* events read the tasks on screen again. */
export function useExportTaskEvents(): void {
  useAdminEventRefresh(EXPORT_TASK_EVENTS, exportTaskKeys.all(), 150);
}
