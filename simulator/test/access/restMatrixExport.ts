import { expect } from 'vitest';
import type { AdminExportTask } from '@homeport/sdk';
import { adminAccount, demoAccount } from '../../src/seed/accounts';
import type { HttpRequest, MatrixFixture } from './fixture';
import { adminOnly, allowed, ROLE_REFUSED, withSession, type Outcome } from './outcomes';
import type { RestRow } from './restRow';
import type { Role } from './roles';

/**
 * The access matrix rows of the admins' export tasks, /privacy/campaign
 * (docs/contracts.md "Export tasks (admin)"): every admin reads and
 * downloads; only admin-support stops, starts (with its own code in the
 * `otp` header) and deletes; users 000403. The tasks are demo's exports,
 * made through demo when a cell needs one; state is read through /__db.
 */

const DEMO = demoAccount.userId;
/** cloud/exportTasks.ts EXPORT_DELAY_MS: queue and build. */
const EXPORT_MS = 30_000;

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}, headers?: Record<string, string>): HttpRequest => ({ method: 'POST', path, body, ...(headers ? { headers } : {}) });

/** spec 3 §1, §6: admin-support changes export tasks; the read-only admin and users 000403. */
const exportWrite = (outcome: Outcome = allowed(200)) =>
  withSession({ owner: ROLE_REFUSED, linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: ROLE_REFUSED, support: outcome, supportConnected: outcome });
const mayWrite = (role: Role) => role === 'support' || role === 'supportConnected';

interface TaskRow {
  id: string;
  status: string;
}
const allTasks = (fx: MatrixFixture) => fx.qaOk<TaskRow[]>('GET', '/__db/exportTasks');
const statusOf = async (fx: MatrixFixture, id: string) => (await allTasks(fx)).find((t) => t.id === id)?.status ?? null;

async function lastCode(fx: MatrixFixture, to: string): Promise<string> {
  const { data } = await fx.qaOk<{ data: Array<{ code?: string }> }>('GET', `/__sim/outbox?to=${encodeURIComponent(to)}&kind=otp`);
  const code = data.at(-1)?.code;
  if (!code) throw new Error(`no code to ${to}`);
  return code;
}

/** Completes every pending or in-progress export on the clock. */
const settle = async (fx: MatrixFixture) => {
  if ((await allTasks(fx)).some((t) => t.status === 'pending' || t.status === 'in_progress')) await fx.qaOk('POST', '/__sim/clock', { advanceMs: EXPORT_MS });
};

/** demo's export through demo (one of demo's codes; each code sent counts against demo's send limit, so only when there is no task at all). */
async function demoExport(fx: MatrixFixture): Promise<string> {
  const sent = await fx.call('owner', post('/api/auth/otp/authorize/send'));
  if (sent.status !== 200) throw new Error(`no code for demo: ${sent.status} ${sent.text}`);
  const started = await fx.call('owner', post('/api/privacy/export/start', { userId: DEMO }, { otp: await lastCode(fx, demoAccount.username) }));
  const id = (started.body as { data?: { _id?: string } }).data?._id;
  if (!id) throw new Error(`no export: ${started.status} ${started.text}`);
  return id;
}

/** A pending task: a standing one, else a canceled one put back in the queue through /__db (not armed: it stays pending), else demo's new export. */
async function pendingTask(fx: MatrixFixture): Promise<string> {
  const tasks = await allTasks(fx);
  const standing = tasks.find((t) => t.status === 'pending');
  if (standing) return standing.id;
  const reused = tasks.find((t) => t.status === 'canceled');
  if (!reused) return demoExport(fx);
  await fx.qaOk('PATCH', `/__db/exportTasks/${reused.id}`, { status: 'pending', canceledAt: null, startedAt: null });
  return reused.id;
}

/** A completed export, made and completed on the clock when there is none. */
async function completedTask(fx: MatrixFixture): Promise<string> {
  const completed = async () => (await allTasks(fx)).find((t) => t.status === 'completed');
  const done = await completed();
  if (done) return done.id;
  await settle(fx);
  const settled = await completed();
  if (settled) return settled.id;
  await demoExport(fx);
  await settle(fx);
  const made = (await allTasks(fx)).find((t) => t.status === 'completed');
  if (!made) throw new Error('the matrix export did not complete');
  return made.id;
}

/** A canceled export: a standing one, else a completed one marked canceled through /__db (no code spent), else a pending one stopped through admin-support. */
async function canceledTask(fx: MatrixFixture): Promise<string> {
  const tasks = await allTasks(fx);
  const standing = tasks.find((t) => t.status === 'canceled');
  if (standing) return standing.id;
  const done = tasks.find((t) => t.status === 'completed' || t.status === 'failed');
  if (done) {
    await fx.qaOk('PATCH', `/__db/exportTasks/${done.id}`, { status: 'canceled', canceledAt: 1, completedAt: null });
    return done.id;
  }
  const id = await pendingTask(fx);
  const stopped = await fx.call('support', post(`/api/privacy/campaign/${id}/stop`));
  if (stopped.status !== 200) throw new Error(`could not stop ${id}: ${stopped.status} ${stopped.text}`);
  return id;
}

/** A task that may be deleted (not in progress): a standing one, else a copy of any task put in through /__db (no code spent), else demo's new export settled. */
let copies = 0;
async function deletableTask(fx: MatrixFixture): Promise<string> {
  const tasks = await fx.qaOk<Array<TaskRow & Record<string, unknown>>>('GET', '/__db/exportTasks');
  const standing = tasks.find((t) => t.status !== 'in_progress');
  if (standing) return standing.id;
  const model = tasks[0];
  if (!model) return completedTask(fx);
  const id = `exp-matrix-${++copies}`;
  await fx.qaOk('POST', '/__db/exportTasks', { ...model, id, status: 'completed', run: 1 });
  return id;
}

/** A fresh code of the admin's (only the write roles' cells spend one; the others are refused before the header is read). */
async function adminCode(fx: MatrixFixture, role: Role): Promise<string> {
  if (!mayWrite(role)) return '123456';
  const sent = await fx.call(role, post('/api/auth/otp/authorize/send'));
  if (sent.status !== 200) throw new Error(`no code for ${role}: ${sent.status} ${sent.text}`);
  return lastCode(fx, adminAccount.username);
}

let taskId = 'none';
let otp = '000000';

export const EXPORT_TASK_ROWS: RestRow[] = [
  row({
    service: 'privacy',
    method: 'GET',
    route: '/api/privacy/campaign',
    why: 'spec 3 §2 "Export tasks", §7: get many (limit, page); admins',
    expect: adminOnly,
    prepare: async (fx) => {
      await completedTask(fx);
    },
    request: () => get('/api/privacy/campaign?limit=10&page=1'),
    answer: (body) => {
      const { data, count } = body as { data: AdminExportTask[]; count: number };
      expect(count).toBeGreaterThan(0);
      expect(data.length).toBe(Math.min(10, count));
    },
  }),
  row({
    service: 'privacy',
    method: 'GET',
    route: '/api/privacy/campaign/:id',
    why: 'spec 3 §2 "/export_detailsCampaign/{taskId}", §7: get one; admins',
    expect: adminOnly,
    prepare: async (fx) => {
      taskId = await completedTask(fx);
    },
    request: () => get(`/api/privacy/campaign/${taskId}`),
    answer: (body) => expect((body as { data: AdminExportTask }).data.userProfile?.username).toBe(demoAccount.username),
  }),
  row({
    service: 'privacy',
    method: 'GET',
    route: '/api/privacy/campaign/:id/download',
    why: 'spec 3 §2 "Export tasks": a completed task\'s file; admins',
    expect: adminOnly,
    prepare: async (fx) => {
      taskId = await completedTask(fx);
    },
    request: () => get(`/api/privacy/campaign/${taskId}/download`),
    answer: (body) => expect((body as { profile?: { username?: string } }).profile?.username).toBe(demoAccount.username),
  }),
  row({
    service: 'privacy',
    method: 'POST',
    route: '/api/privacy/campaign/:id/stop',
    variant: 'a pending task',
    why: 'spec 3 §2, §4: stop (Pending or In Progress → Canceled); admin-support',
    expect: exportWrite(),
    prepare: async (fx) => {
      taskId = await pendingTask(fx);
    },
    request: () => post(`/api/privacy/campaign/${taskId}/stop`),
    observe: (fx) => statusOf(fx, taskId),
    effect: (after) => expect(after, 'status').toBe('canceled'),
  }),
  row({
    service: 'privacy',
    method: 'POST',
    route: '/api/privacy/campaign/:id/start',
    variant: "a canceled task, the caller's code",
    why: 'spec 3 §4, §6: start runs a canceled task again; admin-support, with the otp header (checked after the role)',
    expect: exportWrite(),
    prepare: async (fx, role) => {
      taskId = await canceledTask(fx);
      otp = await adminCode(fx, role);
    },
    request: () => post(`/api/privacy/campaign/${taskId}/start`, {}, { otp }),
    observe: (fx) => statusOf(fx, taskId),
    effect: (after) => expect(after, 'status').toBe('in_progress'),
    restore: settle,
  }),
  row({
    service: 'privacy',
    method: 'DELETE',
    route: '/api/privacy/campaign/:id',
    variant: 'a task not in progress',
    why: 'spec 3 §2 "Export tasks": delete (not while In Progress); admin-support',
    expect: exportWrite(),
    prepare: async (fx) => {
      taskId = await deletableTask(fx);
    },
    request: () => ({ method: 'DELETE', path: `/api/privacy/campaign/${taskId}` }),
    observe: async (fx) => (await allTasks(fx)).length,
    effect: (after, before) => expect(after, 'tasks').toBe(before - 1),
  }),
];
