import {
  BackupSnapshotSchema,
  FleetEvent,
  GatewaySettingsEvent,
  LATEST_RESTORE_POINT,
  parseWire,
  topics,
  type BackupSnapshot,
  type ErrorFeedback,
  type Operation,
  type OperationTask,
  type OperationTaskName,
  type ReplacementKind,
} from '@homeport/sdk';
import type { ClockTimer } from '../clock/simClock';
import type { SimContext } from '../context';
import type { GatewayOp } from '../gateway/gatewayOps';
import {
  readHomeSnapshot,
  replacementFactoryReset,
  replacementMoveDevices,
  replacementMoveFloorsRooms,
  replacementMoveRules,
  type ReplacementStep,
} from '../gateway/ops/cloudChanges';
import type { GatewayRecord, OperationRecord } from '../store/cloudState';
import { applyGatewayPatch } from './applyGatewayPatch';
import { ownerSegment } from './ownerSegment';
import { detachGateways, publishRemovals } from './removeGatewayOwner';
import { notifyUser, UserEvent } from './userNotices';
import { gatewayBySerial } from '../store/cloudIndex';
import { untrustedJson } from '../guard/untrustedJson';

/**
 * Replacement operations (docs/contracts.md "Fleet: replacement,
 * operations, virtual gateways"): a list of tasks run one after another on
 * the simulator clock, each TASK_MS long. A task's effect and its finished
 * mark are written in one commit of cloud.json (the emulator file just
 * before it; every effect writes the same result when run again), so an
 * operation resumes after a restart with the task that was running and no
 * task runs twice. Operations live in `cloud.json` `operations`.
 */

/** How long each task takes on the simulator clock. */
export const TASK_MS = 3_000;
/** The most log lines an operation keeps (the oldest go). */
const TASK_LOG_MAX = 200;

/** Tasks that act on a gateway and need it online when they apply. */
const NEEDS_ONLINE: ReadonlySet<OperationTaskName> = new Set(['moveDevices', 'moveFloorsRooms', 'moveRules', 'transferOwner', 'factoryReset']);
/** Tasks that act on the failed gateway (the others on the new one). */
const ON_FAILED: ReadonlySet<OperationTaskName> = new Set(['snapshot', 'factoryReset', 'retireFailed', 'returnToStock']);

/** The task names of a replacement, in run order. */
export function taskNamesFor(kind: ReplacementKind, automaticFactoryReset: boolean): OperationTaskName[] {
  return [
    'snapshot',
    'moveDevices',
    'moveFloorsRooms',
    'moveRules',
    'transferOwner',
    ...(automaticFactoryReset ? (['factoryReset'] as const) : []),
    kind === 'replace' ? 'retireFailed' : 'returnToStock',
    'finish',
  ];
}

const timersOf = (ctx: SimContext): Map<string, ClockTimer> => ctx.replacementTimers;

export function operationsOf(ctx: SimContext): OperationRecord[] {
  const state = ctx.cloud.state;
  state.operations ??= [];
  return state.operations;
}

export const findOperation = (ctx: SimContext, id: string): OperationRecord | null => operationsOf(ctx).find((op) => op._id === id) ?? null;

const gatewayOf = (ctx: SimContext, serial: string): GatewayRecord | null => gatewayBySerial(ctx.cloud.state, serial) ?? null;

/** The operation as the wire carries it. */
export function operationView(op: OperationRecord): Operation {
  const { id: _id, tasks: _tasks, snapshot: _snapshot, givenUp: _givenUp, ...operation } = op;
  return structuredClone(operation);
}

export const taskView = (task: OperationTask): OperationTask => structuredClone(task);

/** An operation that has not ended or was not given up: its gateways are in a replacement. */
export function isLive(op: OperationRecord): boolean {
  return !op.givenUp && op.status !== 'Completed';
}

/** The live operation a gateway takes part in, and its side. */
export function liveOperationOf(ctx: SimContext, serial: string): { op: OperationRecord; role: 'failed' | 'new' } | null {
  for (const op of operationsOf(ctx)) {
    if (!isLive(op)) continue;
    if (op.failedGtwSN === serial) return { op, role: 'failed' };
    if (op.newGtwSN === serial) return { op, role: 'new' };
  }
  return null;
}

/** Counts and progress from the tasks. */
function refresh(ctx: SimContext, op: OperationRecord): void {
  op.finishTaskCount = op.tasks.filter((t) => t.isFinished).length;
  op.failedTaskCount = op.tasks.filter((t) => t.isFailed).length;
  op.canceledTaskCount = op.tasks.filter((t) => t.isCanceled).length;
  const done = op.finishTaskCount + op.canceledTaskCount;
  op.campaignOptions = { progress: op.tasks.length === 0 ? 100 : Math.round((100 * done) / op.tasks.length) };
  op.updatedAt = ctx.now();
}

function log(ctx: SimContext, op: OperationRecord, message: string): void {
  op.taskLog.push({ ts: ctx.now(), message });
  if (op.taskLog.length > TASK_LOG_MAX) op.taskLog.splice(0, op.taskLog.length - TASK_LOG_MAX);
}

async function publish(ctx: SimContext, name: string, op: OperationRecord, task?: OperationTask | null): Promise<void> {
  const data = task === undefined ? { operation: operationView(op) } : { operation: operationView(op), task: task === null ? null : taskView(task) };
  await ctx.bus.publishEvent(topics.adminEvents(ctx.product), name, data);
}

const report = (ctx: SimContext, what: string) => (error: unknown) => ctx.log(`replacement: ${what}: ${String(error)}`);

// ---- create ----

export interface ReplacementInput {
  failed: GatewayRecord;
  fresh: GatewayRecord;
  restorePoint: string;
  automaticFactoryReset: boolean;
  kind: ReplacementKind;
  adminId: string;
}

/**
 * Records the operation, puts both gateways in the replacement
 * (replacement_created, "Gateway state events"), publishes
 * admin_create_rpl_operation and starts the first task. The caller has
 * validated everything.
 */
export async function createReplacement(ctx: SimContext, input: ReplacementInput): Promise<OperationRecord> {
  const now = ctx.now();
  const id = nextId(ctx);
  const names = taskNamesFor(input.kind, input.automaticFactoryReset);
  const op: OperationRecord = {
    id,
    _id: id,
    type: 'rpl',
    kind: input.kind,
    status: 'Pending',
    failedGtwSN: input.failed.serialNumber,
    newGtwSN: input.fresh.serialNumber,
    restorePoint: input.restorePoint,
    automaticFactoryReset: input.automaticFactoryReset,
    userId: input.adminId,
    ownerId: input.failed.userId,
    taskOptions: { numberOfTasks: names.length },
    taskList: names,
    taskLog: [],
    campaignOptions: { progress: 0 },
    finishTaskCount: 0,
    failedTaskCount: 0,
    canceledTaskCount: 0,
    timeOfOperationStart: now,
    timeOfOperationFinish: null,
    updatedAt: now,
    tasks: names.map((name, index) => ({
      _id: `${id}-t${index + 1}`,
      operationId: id,
      index,
      name,
      device: ON_FAILED.has(name) ? input.failed.serialNumber : input.fresh.serialNumber,
      isFailed: false,
      isFinished: false,
      isCanceled: false,
      taskOptions: { progress: 0, status: 'pending' },
      timeOfTaskStart: null,
      taskFinishedTimestamp: null,
      triedCounter: 0,
      retryCounter: 0,
      errorFeedback: null,
    })),
    snapshot: null,
    givenUp: false,
  };
  log(ctx, op, `${input.kind} of ${op.failedGtwSN} by ${op.newGtwSN} created (restore point ${op.restorePoint})`);
  operationsOf(ctx).push(op);
  ctx.cloud.commit();
  await applyGatewayPatch(ctx, input.failed, { cloud: { replacementInProgress: true }, emulator: {}, directives: { replacementPeer: input.fresh.serialNumber } });
  await publish(ctx, FleetEvent.created, op);
  ctx.log(`replacement: ${id} ${input.kind} ${op.failedGtwSN} → ${op.newGtwSN} created`);
  schedule(ctx, op, 0);
  return op;
}

function nextId(ctx: SimContext): string {
  const taken = new Set(operationsOf(ctx).map((op) => op._id));
  let n = operationsOf(ctx).length + 1;
  while (taken.has(`op-${n}`)) n += 1;
  return `op-${n}`;
}

// ---- running ----

/** Runs `advance` after `ms` (the one timer of this operation). */
function schedule(ctx: SimContext, op: OperationRecord, ms: number): void {
  const timers = timersOf(ctx);
  ctx.clock.clearTimeout(timers.get(op._id));
  const id = op._id;
  timers.set(
    id,
    ctx.clock.setTimeout(() => {
      timers.delete(id);
      advance(ctx, id).catch(report(ctx, `operation ${id} did not go on`));
    }, ms),
  );
}

function stop(ctx: SimContext, id: string): void {
  const timers = timersOf(ctx);
  ctx.clock.clearTimeout(timers.get(id));
  timers.delete(id);
}

/**
 * One step: the running task applies when its time is up (or is waited
 * for), else the next pending task starts, else the operation completes.
 */
async function advance(ctx: SimContext, id: string): Promise<void> {
  const op = findOperation(ctx, id);
  if (!op || (op.status !== 'Pending' && op.status !== 'InProgress')) return;
  const running = op.tasks.find((t) => t.taskOptions.status === 'running');
  if (running) {
    const dueAt = (running.timeOfTaskStart ?? ctx.now()) + TASK_MS;
    if (dueAt > ctx.now()) {
      schedule(ctx, op, dueAt - ctx.now());
      return;
    }
    await applyTask(ctx, op, running);
    return;
  }
  const next = op.tasks.find((t) => t.taskOptions.status === 'pending');
  if (!next) {
    await complete(ctx, op);
    return;
  }
  op.status = 'InProgress';
  next.taskOptions = { progress: 0, status: 'running' };
  next.timeOfTaskStart = ctx.now();
  next.triedCounter += 1;
  log(ctx, op, `${next.name} on ${next.device} started`);
  refresh(ctx, op);
  ctx.cloud.commit();
  await publish(ctx, FleetEvent.updated, op, next);
  schedule(ctx, op, TASK_MS);
}

class TaskFailure extends Error {
  constructor(
    readonly feedback: string,
    readonly troubleshooting: string,
  ) {
    super(feedback);
  }
}

/** The task's effect; throws TaskFailure when it cannot apply. Answers what to publish after the commit. */
async function effectOf(ctx: SimContext, op: OperationRecord, task: OperationTask): Promise<() => Promise<void>> {
  const gateway = gatewayOf(ctx, task.device);
  if (!gateway && task.name !== 'retireFailed' && task.name !== 'returnToStock' && task.name !== 'finish') {
    throw new TaskFailure(`Gateway ${task.device} is no longer in the fleet`, 'Cancel this operation; the gateway was removed.');
  }
  if (gateway && NEEDS_ONLINE.has(task.name) && gateway.connectionStatus !== 'online') {
    throw new TaskFailure(
      `Gateway ${task.device} is offline`,
      `Bring gateway ${task.device} online, then retry the operation${task.name === 'factoryReset' ? ', or cancel this task' : ''}.`,
    );
  }
  const nothing = async () => undefined;
  /** Runs a task's part on a gateway (ops/cloudChanges.ts): one that is not there fails the task, as does a restore point not read. */
  const onGateway = async <A>(serial: string, step: GatewayOp<A, ReplacementStep>, args: A): Promise<() => Promise<void>> => {
    const answer = await ctx.emulators.runIfThere(serial, step, args);
    if (!answer) throw new TaskFailure(`Gateway ${serial} does not answer`, 'Check the gateway, then retry the operation.');
    if (answer.noRestorePoint) throw new TaskFailure('The restore point was not read', 'Retry the operation.');
    return nothing;
  };
  const home = { home: op.snapshot ?? null };
  switch (task.name) {
    case 'snapshot':
      op.snapshot = await readRestorePoint(ctx, op);
      return nothing;
    case 'moveDevices':
      // As a restore does (gateway/backupSnapshot.ts applySnapshot): the radio closes, a pairing in progress is forgotten.
      return onGateway(op.newGtwSN, replacementMoveDevices, home);
    case 'moveFloorsRooms':
      return onGateway(op.newGtwSN, replacementMoveFloorsRooms, home);
    case 'moveRules':
      return onGateway(op.newGtwSN, replacementMoveRules, home);
    case 'transferOwner':
      return transferOwner(ctx, op);
    case 'factoryReset':
      return onGateway(op.failedGtwSN, replacementFactoryReset, undefined);
    case 'retireFailed':
      return retire(ctx, op);
    case 'returnToStock':
      return returnToStock(ctx, op);
    case 'finish':
      return nothing;
  }
}

async function readRestorePoint(ctx: SimContext, op: OperationRecord): Promise<BackupSnapshot> {
  if (op.restorePoint === LATEST_RESTORE_POINT) {
    const snapshot = await ctx.emulators.runIfThere(op.failedGtwSN, readHomeSnapshot, undefined);
    if (!snapshot) throw new TaskFailure(`Gateway ${op.failedGtwSN} has no home the cloud knows`, 'Choose a backup as the restore point.');
    return snapshot;
  }
  const text = ctx.backups.snapshotText(op.restorePoint);
  const read = text === null ? null : parseWire(BackupSnapshotSchema, safeJson(text), 'snapshot');
  if (!read?.ok) throw new TaskFailure(`Backup ${op.restorePoint} cannot be read`, 'Delete this operation and start again with another restore point.');
  return read.value;
}

function safeJson(text: string): unknown {
  try {
    return untrustedJson(text);
  } catch {
    return undefined;
  }
}

/**
 * The owner and the users linked to the failed gateway reach the new one
 * instead: the failed gateway leaves them (gateway_removed to each), the new
 * one takes the failed one's owner and name (gateway_updated).
 */
function transferOwner(ctx: SimContext, op: OperationRecord): () => Promise<void> {
  const failed = gatewayOf(ctx, op.failedGtwSN);
  const fresh = gatewayOf(ctx, op.newGtwSN);
  if (!fresh) throw new TaskFailure(`Gateway ${op.newGtwSN} is no longer in the fleet`, 'Cancel this operation.');
  if (fresh.userId !== null && fresh.userId === op.ownerId) return async () => undefined; // moved already
  const ownerId = failed?.userId ?? null;
  if (!failed || ownerId === null) throw new TaskFailure(`Gateway ${op.failedGtwSN} has no owner any more`, 'Cancel this task, or delete the operation.');
  const state = ctx.cloud.state;
  const [removal] = detachGateways(ctx.product, state, [failed]);
  fresh.userId = ownerId;
  fresh.name = failed.name;
  for (const user of state.users) {
    if ((user.id === ownerId || removal?.holders.includes(user.id)) && !user.devices.includes(fresh.serialNumber)) user.devices.push(fresh.serialNumber);
  }
  op.ownerId = ownerId;
  return async () => {
    if (removal) await publishRemovals(ctx, [removal]);
    // As an assignment says it (rest/udm/udmSettings.ts): each user who now reaches the new gateway, and the admins.
    const assigned = { serialNumber: fresh.serialNumber, userId: ownerId };
    for (const holder of state.users.filter((u) => u.devices.includes(fresh.serialNumber))) {
      await notifyUser(ctx, { userId: holder.id, name: GatewaySettingsEvent.assigned, data: assigned });
    }
    await ctx.bus.publishEvent(topics.adminEvents(ctx.product), GatewaySettingsEvent.assigned, assigned);
    const changes = { serialNumber: fresh.serialNumber, changes: { userId: ownerId, name: fresh.name } };
    await ctx.bus.publishEvent(topics.events({ product: ctx.product, owner: ownerSegment(fresh), serial: fresh.serialNumber }), 'gateway_updated', changes);
    await ctx.bus.publishEvent(topics.adminEvents(ctx.product), 'gateway_updated', changes);
    ctx.accessChanged();
  };
}

/** replace: the failed unit leaves the fleet (as the admin removal does). */
function retire(ctx: SimContext, op: OperationRecord): () => Promise<void> {
  const failed = gatewayOf(ctx, op.failedGtwSN);
  if (!failed) return async () => undefined; // retired already
  const removals = failed.userId === null ? [] : detachGateways(ctx.product, ctx.cloud.state, [failed]);
  removeGatewayRecord(ctx, failed);
  return async () => {
    await publishRemovals(ctx, removals);
    await ctx.bus.publishEvent(topics.adminEvents(ctx.product), UserEvent.gatewayRemoved, { serialNumber: op.failedGtwSN });
  };
}

/** repair: the failed unit stays in the fleet, unassigned, back in stock. */
function returnToStock(ctx: SimContext, op: OperationRecord): () => Promise<void> {
  const failed = gatewayOf(ctx, op.failedGtwSN);
  if (!failed) return async () => undefined;
  const removals = failed.userId === null ? [] : detachGateways(ctx.product, ctx.cloud.state, [failed]);
  failed.name = 'Unassigned gateway';
  return async () => {
    await publishRemovals(ctx, removals);
    await ctx.bus.publishEvent(topics.adminEvents(ctx.product), 'gateway_updated', { serialNumber: failed.serialNumber, changes: { userId: null, name: failed.name } });
  };
}

/** The record leaves cloud.json (the caller commits) and the emulator's file goes. */
export function removeGatewayRecord(ctx: SimContext, gateway: GatewayRecord): void {
  const state = ctx.cloud.state;
  state.gateways = state.gateways.filter((g) => g !== gateway);
  for (const user of state.users) user.devices = user.devices.filter((s) => s !== gateway.serialNumber);
  ctx.emulators.remove(gateway.serialNumber);
}

async function applyTask(ctx: SimContext, op: OperationRecord, task: OperationTask): Promise<void> {
  let after: () => Promise<void>;
  try {
    after = await effectOf(ctx, op, task);
  } catch (error) {
    if (!(error instanceof TaskFailure)) throw error;
    await failTask(ctx, op, task, error);
    return;
  }
  task.isFinished = true;
  task.taskOptions = { progress: 100, status: 'finished' };
  task.taskFinishedTimestamp = ctx.now();
  log(ctx, op, `${task.name} on ${task.device} finished`);
  refresh(ctx, op);
  ctx.cloud.commit();
  await after();
  await publish(ctx, FleetEvent.updated, op, task);
  await advance(ctx, op._id);
}

async function failTask(ctx: SimContext, op: OperationRecord, task: OperationTask, failure: TaskFailure): Promise<void> {
  const feedback: ErrorFeedback = { defaultMsg: failure.feedback, customMsg: null, timeOfFail: ctx.now(), troubleshooting: failure.troubleshooting };
  task.isFailed = true;
  task.taskOptions = { progress: 0, status: 'failed' };
  task.errorFeedback = feedback;
  op.status = 'Failed';
  op.timeOfOperationFinish = ctx.now();
  log(ctx, op, `${task.name} on ${task.device} failed: ${failure.feedback}`);
  refresh(ctx, op);
  ctx.cloud.commit();
  ctx.log(`replacement: ${op._id} ${task.name} failed: ${failure.feedback}`);
  await publish(ctx, FleetEvent.updated, op, task);
  await publish(ctx, FleetEvent.finished, op);
}

/** Every task finished or skipped: Completed, and both gateways leave the replacement (replacement_finished). */
async function complete(ctx: SimContext, op: OperationRecord): Promise<void> {
  op.status = 'Completed';
  op.timeOfOperationFinish = ctx.now();
  log(ctx, op, 'completed');
  refresh(ctx, op);
  ctx.cloud.commit();
  await leaveReplacement(ctx, op);
  await publish(ctx, FleetEvent.finished, op);
  ctx.log(`replacement: ${op._id} completed`);
}

/** Both gateways (those still in the fleet) leave the replacement, through the "Gateway state events" path. */
async function leaveReplacement(ctx: SimContext, op: OperationRecord): Promise<void> {
  const gateway = [gatewayOf(ctx, op.newGtwSN), gatewayOf(ctx, op.failedGtwSN)].find((g) => g?.replacementInProgress);
  if (gateway) await applyGatewayPatch(ctx, gateway, { cloud: { replacementInProgress: false }, emulator: {} });
}

// ---- admin actions ----

/** Failed tasks back to pending; the operation runs on from the first of them. */
export async function retryOperation(ctx: SimContext, op: OperationRecord): Promise<void> {
  for (const task of op.tasks) {
    if (!task.isFailed) continue;
    task.isFailed = false;
    task.errorFeedback = null;
    task.taskOptions = { progress: 0, status: 'pending' };
    task.retryCounter += 1;
  }
  op.status = 'InProgress';
  op.timeOfOperationFinish = null;
  log(ctx, op, 'retried');
  refresh(ctx, op);
  ctx.cloud.commit();
  await publish(ctx, FleetEvent.updated, op, null);
  schedule(ctx, op, 0);
}

/** Every task not finished is cancelled; the operation ends Failed and the replacement is given up. */
export async function cancelAllTasks(ctx: SimContext, op: OperationRecord): Promise<void> {
  stop(ctx, op._id);
  for (const task of op.tasks) {
    if (task.isFinished || task.isCanceled) continue;
    task.isFailed = false;
    task.isCanceled = true;
    task.taskOptions = { progress: 0, status: 'canceled' };
  }
  op.status = 'Failed';
  op.timeOfOperationFinish = ctx.now();
  op.givenUp = true;
  log(ctx, op, 'every remaining task cancelled');
  refresh(ctx, op);
  ctx.cloud.commit();
  await leaveReplacement(ctx, op);
  await publish(ctx, FleetEvent.updated, op, null);
  await publish(ctx, FleetEvent.finished, op);
}

/** One pending or failed task is skipped; a Failed operation without failed tasks left runs on. */
export async function cancelOneTask(ctx: SimContext, op: OperationRecord, task: OperationTask): Promise<void> {
  task.isFailed = false;
  task.isCanceled = true;
  task.taskOptions = { progress: 0, status: 'canceled' };
  log(ctx, op, `${task.name} on ${task.device} cancelled`);
  const resumes = op.status === 'Failed' && !op.givenUp && op.tasks.every((t) => !t.isFailed);
  if (resumes) {
    op.status = 'InProgress';
    op.timeOfOperationFinish = null;
  }
  refresh(ctx, op);
  ctx.cloud.commit();
  await publish(ctx, FleetEvent.updated, op, task);
  if (resumes) schedule(ctx, op, 0);
}

/** Removes an ended operation; a Failed replacement still held is given up first. */
export async function deleteOperation(ctx: SimContext, op: OperationRecord): Promise<void> {
  stop(ctx, op._id);
  const state = ctx.cloud.state;
  state.operations = operationsOf(ctx).filter((o) => o !== op);
  ctx.cloud.commit();
  if (op.status === 'Failed' && !op.givenUp) await leaveReplacement(ctx, op);
  ctx.log(`replacement: ${op._id} deleted`);
}

/** At start: every operation that was running goes on (a running task from its start time). */
export function resumeOperations(ctx: SimContext): number {
  const live = operationsOf(ctx).filter((op) => op.status === 'Pending' || op.status === 'InProgress');
  for (const op of live) schedule(ctx, op, 0);
  return live.length;
}
