import * as v from 'valibot';
import { queryInteger, recordId } from './fields';
import type { ExportTask } from './userAccess';

/**
 * The admin export tasks (spec 3 §2 "Export tasks", §3 "Export task", §4,
 * §7; docs/contracts.md "Export tasks (admin)"): every user's personal data
 * exports, under /privacy/campaign. The task itself is the ExportTask of
 * wire/userAccess.ts (one model); an admin also sees whose data it is.
 * Admin events travel on the admin topic and stay out of wire/events.ts.
 */

/** spec 3 §9: export tasks, 10 per page. */
export const EXPORT_TASKS_PAGE_SIZE = 10;

/** GET /privacy/campaign: page (1-based), limit (10). */
export const ExportTaskListQuery = v.object({
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, 100, EXPORT_TASKS_PAGE_SIZE),
});
export type ExportTaskListRequest = { page?: number; limit?: number };

/** POST /privacy/campaign/{id}/start and /stop: no fields (the task is in the path, the code in the `otp` header); an unknown field is refused. */
export const ExportTaskActionBody = v.strictObject({}, 'is not a field of this call');

/** Task ids in paths. */
export const ExportTaskIdParam = recordId();

/** spec 3 §3 "Export task": userProfile, whose data the task exports; null once the account is gone. */
export interface ExportTaskUserProfile {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
}

export interface AdminExportTask extends ExportTask {
  userProfile: ExportTaskUserProfile | null;
}

/** GET /privacy/campaign: one page, newest request first, and how many there are in all. */
export interface ExportTasksPaged {
  data: AdminExportTask[];
  count: number;
}

/** DELETE /privacy/campaign/{id}. */
export interface ExportTaskDeleted {
  _id: string;
}

/** Events on `{product}/admin/evt` (spec 3 §4: events set the status). */
export const AdminExportTaskEvent = {
  /** A task was asked for, changed stage, stopped, started again, completed or failed: data is the AdminExportTask. */
  updated: 'admin_export_task_updated',
  /** A task was deleted: data is { _id }. */
  deleted: 'admin_export_task_deleted',
} as const;
export const ADMIN_EXPORT_TASK_EVENTS: readonly string[] = Object.values(AdminExportTaskEvent);

/** The data of admin_export_task_updated and admin_export_task_deleted: the task's id, checked before use. */
export const AdminExportTaskEventData = v.object({ _id: recordId() });
