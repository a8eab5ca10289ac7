import { describe, expect, it } from 'vitest';
import { parseWire } from '../wire/parseWire';
import { EXPORT_TASKS_PAGE_SIZE, ExportTaskIdParam, ExportTaskListQuery } from '../wire/exportTasks';
import { EXPORT_STATUSES, type ExportStatus, type ExportTask } from '../wire/userAccess';
import { EXPORT_STATUS_KEYS, exportTaskTimeline, mayDeleteExportTask, mayDownloadExportTask, mayStartExportTask, mayStopExportTask } from './exportTasks';

const task = (status: ExportStatus) => ({ taskState: { status } });
const over = (rule: (t: ReturnType<typeof task>) => boolean) => Object.fromEntries(EXPORT_STATUSES.map((s) => [s, rule(task(s))]));

describe('export task rules (spec 3 §4 "Export tasks")', () => {
  it('starts unless in progress, and not when completed', () => {
    expect(over(mayStartExportTask)).toEqual({ pending: true, in_progress: false, completed: false, canceled: true, failed: true });
  });
  it('stops a pending or in-progress task', () => {
    expect(over(mayStopExportTask)).toEqual({ pending: true, in_progress: true, completed: false, canceled: false, failed: false });
  });
  it('deletes anything but an in-progress task', () => {
    expect(over(mayDeleteExportTask)).toEqual({ pending: true, in_progress: false, completed: true, canceled: true, failed: true });
  });
  it('downloads a completed task only', () => {
    expect(over(mayDownloadExportTask)).toEqual({ pending: false, in_progress: false, completed: true, canceled: false, failed: false });
  });
  it('names the five statuses of the spec', () => {
    expect(Object.values(EXPORT_STATUS_KEYS)).toEqual(['PENDING', 'IN_PROGRESS', 'COMPLETED', 'CANCELED', 'FAILED']);
  });
});

describe('export task wire', () => {
  it('pages 10 by default (spec 3 §9) and refuses a bad page', () => {
    expect(EXPORT_TASKS_PAGE_SIZE).toBe(10);
    expect(parseWire(ExportTaskListQuery, {})).toEqual({ ok: true, value: { page: 1, limit: 10 } });
    expect(parseWire(ExportTaskListQuery, { page: '2', limit: '5' })).toEqual({ ok: true, value: { page: 2, limit: 5 } });
    expect(parseWire(ExportTaskListQuery, { page: '0' }).ok).toBe(false);
    expect(parseWire(ExportTaskListQuery, { limit: 'many' }).ok).toBe(false);
  });
  it('takes record ids only', () => {
    expect(parseWire(ExportTaskIdParam, 'exp-0a1b2c').ok).toBe(true);
    expect(parseWire(ExportTaskIdParam, '../etc').ok).toBe(false);
  });
});

describe('export task timeline', () => {
  const base: ExportTask = {
    _id: 'exp-1',
    userId: 'u1',
    requestedAt: 1000,
    createdAt: 1000,
    completedAt: null,
    failure: null,
    fileName: null,
    size: null,
    taskState: { status: 'canceled', startedAt: 2000, completedAt: null, canceledAt: 3000, failedAt: null },
  };
  it('lists the stages reached, oldest first', () => {
    expect(exportTaskTimeline(base)).toEqual([
      { stage: 'requested', at: 1000 },
      { stage: 'started', at: 2000 },
      { stage: 'canceled', at: 3000 },
    ]);
  });
});
