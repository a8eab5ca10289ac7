import { randomBytes } from 'node:crypto';
import { AdminExportTaskEvent, ExportTaskEvent, topics, UserAccessErrorCode, type AdminExportTask, type ExportTask } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { CloudState, ExportTaskRecord } from '../store/cloudState';
import { userView } from '../rest/shared/views';
import { notifyUser } from './userNotices';
import { userByIdIndexed } from '../store/cloudIndex';

/**
 * Export tasks (spec 2 §3-§4, spec 3 §3-§4; docs/decisions.md "Export
 * tasks"): one model for a user's own export and the admin's tasks. A task
 * is queued Pending for EXPORT_QUEUE_MS, In Progress for EXPORT_BUILD_MS
 * while its file is built, then Completed with the file, on the simulator
 * clock. It fails when its user is gone or the build throws. Every change
 * is told on the user's topic (export_task_*) and the admin topic
 * (admin_export_task_updated).
 */

/** How long a new export waits in the queue (docs/simulator.md). */
export const EXPORT_QUEUE_MS = 10_000;
/** How long its file takes to build. */
export const EXPORT_BUILD_MS = 20_000;
/** From the request to the file: a user's export completes this long after it is asked for. */
export const EXPORT_DELAY_MS = EXPORT_QUEUE_MS + EXPORT_BUILD_MS;

export function exportView(record: ExportTaskRecord): ExportTask {
  const started = record.status !== 'pending' && record.startedAt !== null;
  return {
    _id: record.id,
    userId: record.userId,
    taskState: {
      status: record.status,
      startedAt: started ? record.startedAt : null,
      completedAt: record.status === 'completed' ? record.completedAt : null,
      canceledAt: record.status === 'canceled' ? record.canceledAt : null,
      failedAt: record.status === 'failed' ? record.failedAt : null,
    },
    requestedAt: record.createdAt,
    createdAt: record.createdAt,
    completedAt: record.completedAt,
    failure: record.failure,
    fileName: record.fileName,
    size: record.content === null ? null : Buffer.byteLength(record.content),
  };
}

/** An admin's view: the task and whose data it is (null once the account is gone). */
export function adminExportView(ctx: SimContext, record: ExportTaskRecord): AdminExportTask {
  const user = userByIdIndexed(ctx.cloud.state, record.userId);
  return {
    ...exportView(record),
    userProfile: user ? { _id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName } : null,
  };
}

/** A new task of `userId`'s, queued now. */
export function newExportRecord(ctx: SimContext, userId: string): ExportTaskRecord {
  const now = ctx.now();
  return {
    id: `exp-${randomBytes(6).toString('hex')}`,
    userId,
    status: 'pending',
    createdAt: now,
    startedAt: now + EXPORT_QUEUE_MS,
    completedAt: now + EXPORT_DELAY_MS,
    canceledAt: null,
    failedAt: null,
    failure: null,
    run: 1,
    fileName: null,
    content: null,
  };
}

/** Everything the cloud keeps about one user, as one JSON document (no secrets: no password hash, no session ids, no token hashes). */
export function personalData(ctx: SimContext, userId: string): Record<string, unknown> {
  const state = ctx.cloud.state;
  const user = userByIdIndexed(state, userId);
  if (!user) return { userId };
  return {
    exportedAt: new Date(ctx.now()).toISOString(),
    profile: { ...userView(user), gender: user.gender ?? null, createdAt: user.createdAt },
    gateways: state.gateways.filter((g) => user.devices.includes(g.serialNumber)).map((g) => ({ serialNumber: g.serialNumber, name: g.name, owner: g.userId === user.id })),
    linkedAccounts: state.linkedAccounts
      .filter((l) => l.masterAccountId === user.id || l.secondaryAccountId === user.id)
      // The master's unverified link names no account (docs/decisions.md "No account oracle").
      .map(({ id, masterAccountId, secondaryAccountId, isSupport, verified }) => ({
        id,
        masterAccountId,
        secondaryAccountId: verified || secondaryAccountId === user.id ? secondaryAccountId : '',
        isSupport,
        verified,
      })),
    sessions: state.sessions
      .filter((s) => s.userId === user.id)
      .map((s) => ({ createdAt: s.createdAt, lastSeenAt: s.lastSeenAt, revokedAt: s.revokedAt, clientType: s.clientType ?? 'api', deviceModel: s.deviceModel ?? null })),
    connectedClients: state.oauthGrants
      .filter((g) => g.userId === user.id)
      .map((g) => ({ clientId: g.clientId, serial_number: g.serialNumber, scope: g.scope, createdAt: g.createdAt })),
    messages: state.outbox.filter((m) => m.userId === user.id).map((m) => ({ at: m.at, channel: m.channel, to: m.to, subject: m.subject })),
  };
}

/** Tells the task's user (`userEvent`, when the change is one of theirs) and the admins what the task now is. */
export async function announceExport(ctx: SimContext, record: ExportTaskRecord, userEvent: string | null): Promise<void> {
  if (userEvent !== null) await notifyUser(ctx, { userId: record.userId, name: userEvent, data: exportView(record) });
  await ctx.bus.publishEvent(topics.adminEvents(ctx.product), AdminExportTaskEvent.updated, adminExportView(ctx, record));
}

const announceLater = (ctx: SimContext, record: ExportTaskRecord, userEvent: string | null) =>
  void announceExport(ctx, record, userEvent).catch((error: unknown) => ctx.log(`privacy: ${userEvent ?? AdminExportTaskEvent.updated} not published: ${String(error)}`));

function fail(ctx: SimContext, record: ExportTaskRecord, failure: string): void {
  record.status = 'failed';
  record.failedAt = ctx.now();
  record.failure = failure;
  record.completedAt = null;
  record.fileName = null;
  record.content = null;
  ctx.cloud.commit();
  announceLater(ctx, record, ExportTaskEvent.failed);
}

/** The stage timers of the task's current run: pending → in progress at startedAt, in progress → completed (or failed) at completedAt. */
export function armExport(ctx: SimContext, record: ExportTaskRecord): void {
  const run = record.run;
  const current = (status: ExportTaskRecord['status']) => {
    const found = ctx.cloud.state.exportTasks.find((t) => t.id === record.id);
    return found && found.run === run && found.status === status ? found : null;
  };
  const userExists = (task: ExportTaskRecord) => ctx.cloud.state.users.some((u) => u.id === task.userId);
  if (record.status === 'pending' && record.startedAt !== null) {
    ctx.clock.setTimeoutAt(() => {
      const task = current('pending');
      if (!task) return;
      if (!userExists(task)) return fail(ctx, task, UserAccessErrorCode.exportUserGone);
      task.status = 'in_progress';
      task.startedAt = ctx.now();
      task.completedAt = task.startedAt + EXPORT_BUILD_MS;
      ctx.cloud.commit();
      announceLater(ctx, task, ExportTaskEvent.started);
      armExport(ctx, task);
    }, record.startedAt);
    return;
  }
  if (record.status === 'in_progress' && record.completedAt !== null) {
    ctx.clock.setTimeoutAt(() => {
      const task = current('in_progress');
      if (!task) return;
      if (!userExists(task)) return fail(ctx, task, UserAccessErrorCode.exportUserGone);
      let content: string;
      try {
        content = `${JSON.stringify(personalData(ctx, task.userId), null, 2)}\n`;
      } catch (error) {
        ctx.log(`privacy: export ${task.id} not built: ${String(error)}`);
        return fail(ctx, task, UserAccessErrorCode.exportBuildFailed);
      }
      task.status = 'completed';
      task.completedAt = ctx.now();
      task.fileName = `personal-data-${task.userId}-${task.id}.json`;
      task.content = content;
      ctx.cloud.commit();
      announceLater(ctx, task, ExportTaskEvent.completed);
    }, record.completedAt);
  }
}

/** An admin's start: a pending task runs now, a canceled or failed one runs again (a new run; the last run's ends are cleared). */
export function runExportNow(ctx: SimContext, record: ExportTaskRecord): void {
  const now = ctx.now();
  record.status = 'in_progress';
  record.run += 1;
  record.startedAt = now;
  record.completedAt = now + EXPORT_BUILD_MS;
  record.canceledAt = null;
  record.failedAt = null;
  record.failure = null;
  record.fileName = null;
  record.content = null;
  ctx.cloud.commit();
  armExport(ctx, record);
}

/** A stop (the user's or an admin's): Pending or In Progress → Canceled; the run's timers then do nothing. */
export function cancelExport(ctx: SimContext, record: ExportTaskRecord): void {
  if (record.status === 'pending') record.startedAt = null;
  record.status = 'canceled';
  record.canceledAt = ctx.now();
  record.completedAt = null;
  ctx.cloud.commit();
}

/** Arms every pending or in-progress export again (at start). */
export function resumeExports(ctx: SimContext): number {
  const live = ctx.cloud.state.exportTasks.filter((t) => t.status === 'pending' || t.status === 'in_progress');
  for (const record of live) armExport(ctx, record);
  return live.length;
}

/** A data folder from before the stages: stopped becomes canceled, the stage fields are filled. Answers whether anything changed. */
export function upgradeExportTasks(state: CloudState): boolean {
  let changed = false;
  for (const task of state.exportTasks) {
    const old = task as Omit<Partial<ExportTaskRecord>, 'status'> & { status: string };
    if (typeof old.run === 'number') continue;
    changed = true;
    if (old.status === 'stopped') {
      task.status = 'canceled';
      task.canceledAt = task.createdAt;
    } else task.canceledAt = null;
    task.startedAt = task.completedAt === null ? null : task.completedAt - EXPORT_BUILD_MS;
    task.failedAt = null;
    task.failure = null;
    task.run = 1;
  }
  return changed;
}
