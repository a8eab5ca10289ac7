// The admins' export tasks (spec 3 §2, §4, §6, §7 "Export tasks";
// docs/contracts.md "Export tasks (admin)") on the real simulator with a
// paused clock, over real HTTP and MQTT through the sdk's own client: every
// user's export appears in the admin list; a task runs in stages on the
// clock (Pending, In Progress, Completed); an admin stops one, starts one
// again (with a code in the otp header; a wrong code changes nothing),
// deletes one and downloads its real file; a task whose user is gone fails;
// users and the read-only admin are refused. Events on the admin topic say
// each change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, viewerAccount } from '@homeport/simulator';
import {
  AdminExportTaskEvent,
  ApiError,
  downloadExport,
  exportTaskDownloadPath,
  UserAccessErrorCode,
  type AdminExportTask,
  type GatewayLink,
  type LoginResult,
  type RestClient,
} from '@homeport/sdk';
import { ADMIN, control, DEMO, FAMILY, linkFor, login, OTHER, restFor, startHarness, type Harness } from '@homeport/test-support';

const VIEWER = { identity: viewerAccount.username, secret: viewerAccount.password };
const QUEUE_MS = 10_000;
const BUILD_MS = 20_000;

let h: Harness;
let admin: LoginResult;
let adminRest: RestClient;
let demo: LoginResult;
let demoRest: RestClient;
let viewerRest: RestClient;
let link: GatewayLink;
const adminEvents: Array<{ name: string; data: unknown }> = [];

async function errorOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call was let through');
}

async function lastCode(to: string): Promise<string> {
  const answer = (await (await control(h.sim, 'GET', `/outbox?to=${encodeURIComponent(to)}&kind=otp`)).json()) as { data: Array<{ code?: string }> };
  const code = answer.data.at(-1)?.code;
  if (!code) throw new Error(`no code to ${to}`);
  return code;
}

const advance = async (ms: number) => expect((await control(h.sim, 'POST', '/clock', { advanceMs: ms })).status).toBe(200);

async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}

/** A user's own export, started with a fresh code of theirs. */
async function userExport(rest: RestClient, session: LoginResult, identity: string) {
  await rest.otp.send();
  return rest.userAccess.startExport(session.userId, await lastCode(identity));
}

async function adminCode(): Promise<string> {
  await adminRest.otp.send();
  return lastCode(ADMIN.identity);
}

const statusOf = async (id: string) => (await adminRest.exportTasks.get(id)).taskState.status;
const sawUpdate = (id: string, status: string) => () =>
  adminEvents.some((e) => e.name === AdminExportTaskEvent.updated && (e.data as AdminExportTask)._id === id && (e.data as AdminExportTask).taskState.status === status);

beforeAll(async () => {
  h = await startHarness({ clockRate: 0 });
  admin = await login(h.sim, ADMIN);
  adminRest = restFor(h.sim, admin);
  demo = await login(h.sim, DEMO);
  demoRest = restFor(h.sim, demo);
  viewerRest = restFor(h.sim, await login(h.sim, VIEWER));
  link = linkFor(h.sim, admin);
  await link.ready();
  link.watchAdmin();
  link.on('adminEvent', (event) => adminEvents.push(event));
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});

describe('admin export tasks', () => {
  let taskId = '';

  it("lists every user's export tasks, newest first, 10 a page, with whose data it is", async () => {
    expect(await adminRest.exportTasks.list()).toEqual({ data: [], count: 0 });
    const task = await userExport(demoRest, demo, DEMO.identity);
    taskId = task._id;
    const page = await adminRest.exportTasks.list();
    expect(page.count).toBe(1);
    expect(page.data[0]).toMatchObject({
      _id: task._id,
      userId: demo.userId,
      requestedAt: task.requestedAt,
      taskState: { status: 'pending', startedAt: null, completedAt: null, canceledAt: null, failedAt: null },
      userProfile: { _id: demo.userId, username: DEMO.identity },
    });
    await eventually(sawUpdate(task._id, 'pending'));
    const bad = await errorOf(adminRest.exportTasks.list({ page: 0 }));
    expect([bad.status, bad.errorCode]).toEqual([400, '000400']);
    expect(bad.message).toMatch(/page/);
  });

  it('runs a task in stages on the clock: pending, in progress, completed', async () => {
    await advance(QUEUE_MS - 1);
    expect(await statusOf(taskId)).toBe('pending');
    await advance(1);
    const started = await adminRest.exportTasks.get(taskId);
    expect(started.taskState.status).toBe('in_progress');
    expect(started.taskState.startedAt).toBe(started.requestedAt + QUEUE_MS);
    await eventually(sawUpdate(taskId, 'in_progress'));
    await advance(BUILD_MS);
    const done = await adminRest.exportTasks.get(taskId);
    expect(done.taskState.status).toBe('completed');
    expect(done.taskState.completedAt).toBe(done.requestedAt + QUEUE_MS + BUILD_MS);
    expect(done.size).toBeGreaterThan(0);
    await eventually(sawUpdate(taskId, 'completed'));
  });

  it("downloads a completed task's real file for the admin", async () => {
    const file = await downloadExport({ apiBase: `${h.sim.httpUrl}/api`, sessionId: admin.sessionId, id: taskId, path: exportTaskDownloadPath(taskId) });
    const data = JSON.parse(await file.blob.text()) as { profile: { username: string; id: string } };
    expect(data.profile.username).toBe(DEMO.identity);
    expect(file.fileName).toBe((await adminRest.exportTasks.get(taskId)).fileName);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|secretHash|scrypt/);
  });

  it('refuses to start a completed task, before the code is asked for', async () => {
    const refused = await errorOf(adminRest.exportTasks.start(taskId, '123456'));
    expect([refused.status, refused.errorCode]).toEqual([409, UserAccessErrorCode.exportNotStartable]);
  });

  it('starts a pending task now, only with the right code; a wrong or missing code changes nothing', async () => {
    const otherSession = await login(h.sim, OTHER);
    const other = await userExport(restFor(h.sim, otherSession), otherSession, OTHER.identity);
    const missing = await errorOf(adminRest.exportTasks.start(other._id, ''));
    expect([missing.status, missing.errorCode]).toEqual([401, UserAccessErrorCode.otpRequired]);
    const code = await adminCode();
    const wrong = await errorOf(adminRest.exportTasks.start(other._id, code === '000000' ? '111111' : '000000'));
    expect([wrong.status, wrong.errorCode]).toEqual([400, UserAccessErrorCode.wrongOtp]);
    expect(await statusOf(other._id)).toBe('pending');
    // A field the call does not take is refused, and nothing changes.
    const extra = await fetch(`${h.sim.httpUrl}/api/privacy/campaign/${other._id}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sessionId: admin.sessionId, otp: code },
      body: JSON.stringify({ userId: 'someone' }),
    });
    expect(extra.status).toBe(400);
    expect(await statusOf(other._id)).toBe('pending');

    const started = await adminRest.exportTasks.start(other._id, code);
    expect(started.taskState.status).toBe('in_progress');
    expect(started.taskState.startedAt).toBe(started.requestedAt);
    // The code is used up; an in-progress task is refused first anyway.
    const again = await errorOf(adminRest.exportTasks.start(other._id, code));
    expect([again.status, again.errorCode]).toEqual([409, UserAccessErrorCode.exportNotStartable]);
    // Deleting an in-progress task is refused.
    const busy = await errorOf(adminRest.exportTasks.remove(other._id));
    expect([busy.status, busy.errorCode]).toEqual([409, UserAccessErrorCode.exportInProgress]);
    // The old queue timer does nothing; the build completes BUILD_MS after the start.
    await advance(BUILD_MS);
    expect(await statusOf(other._id)).toBe('completed');
  });

  it('stops an in-progress task (canceled; the clock then completes nothing) and runs it again with a code', async () => {
    const task = await userExport(demoRest, demo, DEMO.identity);
    await advance(QUEUE_MS);
    expect(await statusOf(task._id)).toBe('in_progress');
    const stopped = await adminRest.exportTasks.stop(task._id);
    expect(stopped.taskState).toMatchObject({ status: 'canceled', completedAt: null });
    expect(stopped.taskState.canceledAt).not.toBeNull();
    await eventually(sawUpdate(task._id, 'canceled'));
    await advance(BUILD_MS * 2);
    expect(await statusOf(task._id)).toBe('canceled');
    const twice = await errorOf(adminRest.exportTasks.stop(task._id));
    expect([twice.status, twice.errorCode]).toEqual([409, UserAccessErrorCode.exportNotReady]);
    // The user sees it canceled too.
    expect((await demoRest.userAccess.privacyOverview(demo.userId)).tasks.find((t) => t._id === task._id)?.taskState.status).toBe('canceled');

    const rerun = await adminRest.exportTasks.start(task._id, await adminCode());
    expect(rerun.taskState).toMatchObject({ status: 'in_progress', canceledAt: null });
    await advance(BUILD_MS);
    expect(await statusOf(task._id)).toBe('completed');
    const file = await downloadExport({ apiBase: `${h.sim.httpUrl}/api`, sessionId: demo.sessionId, id: task._id });
    expect((JSON.parse(await file.blob.text()) as { profile: { username: string } }).profile.username).toBe(DEMO.identity);
  });

  it('deletes a task that is not in progress', async () => {
    const before = (await adminRest.exportTasks.list()).count;
    expect(await adminRest.exportTasks.remove(taskId)).toEqual({ _id: taskId });
    await eventually(() => adminEvents.some((e) => e.name === AdminExportTaskEvent.deleted && (e.data as { _id: string })._id === taskId));
    expect((await adminRest.exportTasks.list()).count).toBe(before - 1);
    expect((await errorOf(adminRest.exportTasks.get(taskId))).status).toBe(404);
  });

  it('fails a task whose user is gone; an admin may delete it', async () => {
    const family = await login(h.sim, FAMILY);
    const task = await userExport(restFor(h.sim, family), family, FAMILY.identity);
    expect((await control(h.sim, 'DELETE', `/users/${family.userId}`)).status).toBe(200);
    await advance(QUEUE_MS);
    const failed = await adminRest.exportTasks.get(task._id);
    expect(failed).toMatchObject({ taskState: { status: 'failed' }, failure: UserAccessErrorCode.exportUserGone, userProfile: null });
    expect(failed.taskState.failedAt).not.toBeNull();
    await eventually(sawUpdate(task._id, 'failed'));
    await adminRest.exportTasks.remove(task._id);
  });

  it('pages 10 at a time', async () => {
    const count = (await adminRest.exportTasks.list()).count;
    const page = await adminRest.exportTasks.list({ page: 1, limit: 1 });
    expect([page.data.length, page.count]).toEqual([Math.min(1, count), count]);
    expect((await adminRest.exportTasks.list({ page: 99 })).data).toEqual([]);
  });

  it('refuses users, and changes by the read-only admin', async () => {
    const task = (await adminRest.exportTasks.list()).data[0]!;
    for (const call of [
      () => demoRest.exportTasks.list(),
      () => demoRest.exportTasks.get(task._id),
      () => demoRest.exportTasks.stop(task._id),
      () => demoRest.exportTasks.remove(task._id),
    ]) {
      expect((await errorOf(call())).status).toBe(403);
    }
    const foreign = await errorOf(downloadExport({ apiBase: `${h.sim.httpUrl}/api`, sessionId: demo.sessionId, id: task._id, path: exportTaskDownloadPath(task._id) }));
    expect(foreign.status).toBe(403);
    expect((await viewerRest.exportTasks.list()).count).toBeGreaterThan(0);
    for (const call of [() => viewerRest.exportTasks.start(task._id, '123456'), () => viewerRest.exportTasks.stop(task._id), () => viewerRest.exportTasks.remove(task._id)]) {
      expect((await errorOf(call())).status).toBe(403);
    }
    expect((await adminRest.exportTasks.get(task._id)).taskState.status).toBe(task.taskState.status);
  });
});

describe('durability', () => {
  it('keeps the tasks and resumes an in-progress one after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'homeport-export-tasks-'));
    try {
      const first = await startSimulator({ port: 0, mqttPort: 0, fresh: true, quiet: true, clockRate: 0, dataDir });
      const user = await restFor(first).auth.login(DEMO.identity, DEMO.secret);
      const rest = restFor(first, user);
      await rest.otp.send();
      const outbox = (await (await control(first, 'GET', `/outbox?to=${encodeURIComponent(DEMO.identity)}&kind=otp`)).json()) as { data: Array<{ code?: string }> };
      const task = await rest.userAccess.startExport(user.userId, outbox.data.at(-1)!.code!);
      await control(first, 'POST', '/clock', { advanceMs: QUEUE_MS });
      await first.close();

      const second = await startSimulator({ port: 0, mqttPort: 0, fresh: false, quiet: true, clockRate: 0, dataDir });
      const adminAgain = restFor(second, await restFor(second).auth.login(ADMIN.identity, ADMIN.secret));
      expect((await adminAgain.exportTasks.get(task._id)).taskState.status).toBe('in_progress');
      // The restarted clock starts from the wall clock again, short of the due time: move it past.
      await control(second, 'POST', '/clock', { advanceMs: QUEUE_MS + BUILD_MS });
      expect((await adminAgain.exportTasks.get(task._id)).taskState.status).toBe('completed');
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
