import type { ExportStatus, ExportTask } from '../wire/userAccess';

/**
 * What an admin may do with an export task (spec 3 §4 "Export tasks"),
 * shared by the simulator's refusals and the portal's controls.
 */

type WithStatus = { taskState: { status: ExportStatus } };

/** spec 3 §4: start is allowed unless In Progress and disabled when Completed; a pending one runs now, a canceled or failed one runs again. */
export const mayStartExportTask = (task: WithStatus): boolean => task.taskState.status !== 'in_progress' && task.taskState.status !== 'completed';
/** Pending or In Progress → Canceled. */
export const mayStopExportTask = (task: WithStatus): boolean => task.taskState.status === 'pending' || task.taskState.status === 'in_progress';
/** Delete: anything but In Progress (the file is being built). */
export const mayDeleteExportTask = (task: WithStatus): boolean => task.taskState.status !== 'in_progress';
/** The file downloads once Completed. */
export const mayDownloadExportTask = (task: WithStatus): boolean => task.taskState.status === 'completed';

/** The status words of spec 3 §4, as translation keys' suffixes: Pending, In Progress, Completed, Canceled, Failed. */
export const EXPORT_STATUS_KEYS: Record<ExportStatus, string> = {
  pending: 'PENDING',
  in_progress: 'IN_PROGRESS',
  completed: 'COMPLETED',
  canceled: 'CANCELED',
  failed: 'FAILED',
};

/** The stages a task went through, oldest first (the details page's timeline). */
export function exportTaskTimeline(task: ExportTask): Array<{ stage: 'requested' | 'started' | 'completed' | 'canceled' | 'failed'; at: number }> {
  const { taskState: s } = task;
  const stages: Array<{ stage: 'requested' | 'started' | 'completed' | 'canceled' | 'failed'; at: number | null }> = [
    { stage: 'requested', at: task.requestedAt },
    { stage: 'started', at: s.startedAt },
    { stage: 'completed', at: s.completedAt },
    { stage: 'canceled', at: s.canceledAt },
    { stage: 'failed', at: s.failedAt },
  ];
  return stages.filter((entry): entry is { stage: (typeof stages)[number]['stage']; at: number } => entry.at !== null).sort((a, b) => a.at - b.at);
}
