import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationStatus, OperationTask, TaskFilter } from '@homeport/sdk';

/** The words for an operation's status and kind, a task's name and state, and a time. */
export function useFleetText() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      status: (status: OperationStatus) => t(`FLEET.STATUS.${status}`),
      kind: (kind: string) => t(`FLEET.KIND.${kind}`),
      taskName: (task: Pick<OperationTask, 'name'>) => t(`FLEET.TASK.${task.name}`),
      taskStatus: (status: TaskFilter) => t(`FLEET.TASK_STATUS.${status}`),
      time: (ms: number | null) => (ms === null ? '—' : new Date(ms).toLocaleString()),
    }),
    [t],
  );
}
