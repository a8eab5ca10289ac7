import type { AdminExportTask, ExportTaskDeleted, ExportTaskListRequest, ExportTasksPaged } from '../../wire/exportTasks';
import { EXPORT_TASKS_PAGE_SIZE } from '../../wire/exportTasks';
import { OTP_HEADER } from '../../wire/userAccess';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/**
 * The admin export task calls (spec 3 §7 "Export tasks"; docs/contracts.md
 * "Export tasks (admin)"): admins read; changes need the write subrole.
 */
export interface ExportTaskEndpoints {
  /** GET /privacy/campaign?limit&page: one page (10), newest first, and the count. */
  list(request?: ExportTaskListRequest): Promise<ExportTasksPaged>;
  /** GET /privacy/campaign/{id}. */
  get(id: string): Promise<AdminExportTask>;
  /** DELETE /privacy/campaign/{id}: not while In Progress (409 EXPORT_IN_PROGRESS). */
  remove(id: string): Promise<ExportTaskDeleted>;
  /** POST /privacy/campaign/{id}/start with the `otp` header (a code from POST /auth/otp/authorize/send). */
  start(id: string, otp: string): Promise<AdminExportTask>;
  /** POST /privacy/campaign/{id}/stop: Pending or In Progress → Canceled. */
  stop(id: string): Promise<AdminExportTask>;
}

const base = '/privacy/campaign';

export function exportTaskEndpoints(request: RequestFn): ExportTaskEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    list: ({ page = 1, limit = EXPORT_TASKS_PAGE_SIZE } = {}) => request('GET', base, { query: { page, limit } }),
    get: (id) => data(request('GET', `${base}/${segment(id)}`)),
    remove: (id) => data(request('DELETE', `${base}/${segment(id)}`)),
    start: (id, otp) => data(request('POST', `${base}/${segment(id)}/start`, { body: {}, headers: { [OTP_HEADER]: otp } })),
    stop: (id) => data(request('POST', `${base}/${segment(id)}/stop`, { body: {} })),
  };
}

/** GET /privacy/campaign/{id}/download: a completed task's file, for admins (downloadExport with this path). */
export const exportTaskDownloadPath = (id: string): string => `${base}/${segment(id)}/download`;
