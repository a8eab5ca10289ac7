import type { Operation, OperationStatus, OperationTask } from '../wire/fleet';

/**
 * The rules of gateway replacement and repair and of the operations that
 * carry them out (spec 3 §2 "Gateway selection screen", §4 "Replacement",
 * §5 "Gateway replacement", §9), shared by the portal (what it offers) and
 * the simulator (what it refuses), so both say the same.
 */

/**
 * The cross-replace model table (spec 3 §2: "a cross-replace model table
 * decides compatibility"; the source's table is not shown, so this is the
 * project's, docs/contracts.md "Fleet"). Key: the failed gateway's model;
 * value: the models that may take its home. A model always replaces
 * itself. Families share radios and a home format:
 * - DOC400 and LIV100 are one family: each replaces the other;
 * - HA102 is the newer HA101: it replaces an HA101, not the reverse;
 * - SHH800 is the newer SHH600: it replaces an SHH600, not the reverse;
 * - JCO4032 has no peer;
 * - VOC200 (virtual) is replaced by a virtual gateway only.
 * An unknown model is replaced by the same model only. Compared without
 * regard to case.
 */
export const CROSS_REPLACE_MODELS: Readonly<Record<string, readonly string[]>> = {
  DOC400: ['DOC400', 'LIV100'],
  LIV100: ['LIV100', 'DOC400'],
  HA101: ['HA101', 'HA102'],
  HA102: ['HA102'],
  SHH600: ['SHH600', 'SHH800'],
  SHH800: ['SHH800'],
  JCO4032: ['JCO4032'],
  VOC200: ['VOC200'],
};

const modelKey = (model: string | null | undefined): string => (model ?? '').trim().toUpperCase();

/** Whether a gateway of `newModel` may take the home of a failed `failedModel` (the table above). */
export function isCompatibleModel(failedModel: string | null | undefined, newModel: string | null | undefined): boolean {
  const failed = modelKey(failedModel);
  const candidate = modelKey(newModel);
  if (failed === '' || candidate === '') return false;
  return (CROSS_REPLACE_MODELS[failed] ?? [failed]).includes(candidate);
}

/** The gateway fields the candidate rule reads. */
export interface ReplacementGateway {
  serialNumber: string;
  model: string;
  connectionStatus: string;
  userId: string | null;
  replacementInProgress: boolean;
}

/** Why a gateway may not take the failed one's home, or null when it may (the simulator's refusal in the same order). */
export type CandidateRefusal = 'sameGateway' | 'newOffline' | 'newAssigned' | 'notCompatible' | 'inProgress';

export function candidateRefusal(failed: ReplacementGateway, candidate: ReplacementGateway): CandidateRefusal | null {
  if (candidate.serialNumber.toUpperCase() === failed.serialNumber.toUpperCase()) return 'sameGateway';
  if (candidate.replacementInProgress) return 'inProgress';
  if (candidate.connectionStatus !== 'online') return 'newOffline';
  if (candidate.userId !== null) return 'newAssigned';
  if (!isCompatibleModel(failed.model, candidate.model)) return 'notCompatible';
  return null;
}

/**
 * spec 3 §2, §5: repair and replace lists offer only online, unassigned
 * gateways of a compatible model; never the failed one itself, nor one in
 * a replacement. Keeps the order given.
 */
export function candidatesFor<T extends ReplacementGateway>(failed: ReplacementGateway, gateways: readonly T[]): T[] {
  return gateways.filter((gateway) => candidateRefusal(failed, gateway) === null);
}

/** The operation statuses by name (spec 3 §4). */
export const OperationStatusName = {
  pending: 'Pending',
  inProgress: 'InProgress',
  completed: 'Completed',
  failed: 'Failed',
} as const satisfies Record<string, OperationStatus>;

/** spec 3 §4: operation delete is enabled only for Completed or Failed. */
export const canDeleteOperation = (operation: Pick<Operation, 'status'>): boolean =>
  operation.status === OperationStatusName.completed || operation.status === OperationStatusName.failed;

/** Whether the operation has ended (no task will run unless it is retried). */
export const isOperationEnded = (operation: Pick<Operation, 'status'>): boolean => canDeleteOperation(operation);

/** Retry is offered for a Failed operation that has a failed task (retry resumes the failed tasks). */
export const canRetryOperation = (operation: Pick<Operation, 'status' | 'failedTaskCount'>): boolean =>
  operation.status === OperationStatusName.failed && operation.failedTaskCount > 0;

/** Cancel all is offered while the operation has not ended. */
export const canCancelAllTasks = (operation: Pick<Operation, 'status'>): boolean => !isOperationEnded(operation);

/** A task can be cancelled (skipped) while it waits or after it failed; not while it runs, nor once finished or cancelled. */
export const canCancelTask = (task: Pick<OperationTask, 'taskOptions' | 'isFinished' | 'isCanceled'>): boolean =>
  !task.isFinished && !task.isCanceled && (task.taskOptions.status === 'pending' || task.taskOptions.status === 'failed');

/**
 * spec 3 §8: the error-feedback dialog of a task with none that has not
 * finished shows "no informations yet" (NO_INFORMATIONS_YET_BULK).
 */
export const hasNoFeedbackYet = (task: Pick<OperationTask, 'errorFeedback' | 'isFinished'>): boolean => task.errorFeedback === null && !task.isFinished;

/** spec 3 §9: page sizes of the operation list and of an operation's task list. */
export const OPERATION_PAGE_SIZE = 10;
export const OPERATION_TASK_PAGE_SIZE = 15;
