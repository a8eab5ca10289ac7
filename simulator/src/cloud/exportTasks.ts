import { ExportTaskEvent, type ExportTask } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { ExportTaskRecord } from '../store/cloudState';
import { userView } from '../rest/views';
import { notifyUser } from './userNotices';

/** How long a personal data export stays pending on the simulator clock (docs/simulator.md). */
export const EXPORT_DELAY_MS = 30_000;

export function exportView(record: ExportTaskRecord): ExportTask {
  return {
    _id: record.id,
    userId: record.userId,
    taskState: { status: record.status },
    createdAt: record.createdAt,
    completedAt: record.completedAt,
    fileName: record.fileName,
    size: record.content === null ? null : Buffer.byteLength(record.content),
  };
}

/** Everything the cloud keeps about one user, as one JSON document (no secrets: no password hash, no session ids, no token hashes). */
export function personalData(ctx: SimContext, userId: string): Record<string, unknown> {
  const state = ctx.cloud.state;
  const user = state.users.find((u) => u.id === userId);
  if (!user) return { userId };
  return {
    exportedAt: new Date(ctx.now()).toISOString(),
    profile: { ...userView(user), gender: user.gender ?? null, createdAt: user.createdAt },
    gateways: state.gateways.filter((g) => user.devices.includes(g.serialNumber)).map((g) => ({ serialNumber: g.serialNumber, name: g.name, owner: g.userId === user.id })),
    linkedAccounts: state.linkedAccounts
      .filter((l) => l.masterAccountId === user.id || l.secondaryAccountId === user.id)
      .map(({ id, masterAccountId, secondaryAccountId, isSupport, verified }) => ({ id, masterAccountId, secondaryAccountId, isSupport, verified })),
    sessions: state.sessions
      .filter((s) => s.userId === user.id)
      .map((s) => ({ createdAt: s.createdAt, lastSeenAt: s.lastSeenAt, revokedAt: s.revokedAt, clientType: s.clientType ?? 'api', deviceModel: s.deviceModel ?? null })),
    connectedClients: state.oauthGrants
      .filter((g) => g.userId === user.id)
      .map((g) => ({ clientId: g.clientId, serial_number: g.serialNumber, scope: g.scope, createdAt: g.createdAt })),
    messages: state.outbox.filter((m) => m.userId === user.id).map((m) => ({ at: m.at, channel: m.channel, to: m.to, subject: m.subject })),
  };
}

/** Completes a pending export when its time comes (now if it passed): the file is made from the data of that moment. */
export function armExport(ctx: SimContext, record: ExportTaskRecord): void {
  if (record.status !== 'pending' || record.completedAt === null) return;
  ctx.clock.setTimeoutAt(() => {
    const current = ctx.cloud.state.exportTasks.find((t) => t.id === record.id);
    if (!current || current.status !== 'pending') return;
    current.status = 'completed';
    current.completedAt = ctx.now();
    current.fileName = `personal-data-${current.userId}-${current.id}.json`;
    current.content = `${JSON.stringify(personalData(ctx, current.userId), null, 2)}\n`;
    ctx.cloud.commit();
    void notifyUser(ctx, { userId: current.userId, name: ExportTaskEvent.completed, data: exportView(current) }).catch((error: unknown) =>
      ctx.log(`privacy: export_task_completed not published: ${String(error)}`),
    );
  }, record.completedAt);
}

/** Arms every pending export again (at start). */
export function resumeExports(ctx: SimContext): number {
  const pending = ctx.cloud.state.exportTasks.filter((t) => t.status === 'pending');
  for (const record of pending) armExport(ctx, record);
  return pending.length;
}
