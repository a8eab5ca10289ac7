// Gateway replacement and repair (spec 3 §4 "Replacement", §5, §7; docs/contracts.md
// "Fleet: replacement, operations, virtual gateways") against the real simulator,
// its broker and its clock: the operation really moves the failed gateway's home
// and owner, says so on homeport/admin/evt in order, refuses what it must without
// changing anything, fails a task when the new gateway goes offline, resumes on
// retry and after a restart, and deletes only ended operations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_KINDS, type ErrorEntry, type Gateway, type LoginResult, type Operation, type OperationTask, type ReplacementCheck } from '@homeport/sdk';
import { TASK_MS } from '../../cloud/replacement';
import type { GatewayContents } from '../../gateway/contents';
import { adminAccount, DEMO_ONLINE_SERIAL, demoAccount, familyAccount, viewerAccount } from '../../seed/accounts';
import type { SimClock } from '../../clock/simClock';
import { api, cloudOnDisk, control, lastMessage, loginAs, startTestSim, testClock, watchEvents, type EventWatcher, type TestSim } from '../../../test/harness/simHarness';

/** Seed 1, 20 gateways: HP1000000001 demo's DOC400 online (failed); 11 and 13 unassigned online DOC400; 6 unassigned online SHH800; 19 unassigned offline DOC400; 12 assigned DOC400. */
const FAILED = DEMO_ONLINE_SERIAL;
const NEW = 'HP1000000011';
const SPARE = 'HP1000000013';
const SHH = 'HP1000000006';
const OFFLINE = 'HP1000000019';
const ASSIGNED = 'HP1000000012';

let t: TestSim;
let clock: SimClock;
let admin: LoginResult;
let viewer: LoginResult;
let events: EventWatcher | undefined;

beforeAll(async () => {
  clock = testClock({ rate: 0 });
  t = await startTestSim({ gateways: 20, clock });
});
afterAll(() => t.stop());

beforeEach(async () => {
  await control(t.sim, 'POST', '/reset');
  clock.setRate(0);
  [admin, viewer] = await Promise.all([loginAs(t.sim, adminAccount), loginAs(t.sim, viewerAccount)]);
  events = await watchEvents(t.sim.mqttTcpUrl, admin);
});
afterEach(async () => {
  await events?.end();
});

type Answer<T> = { data: T } & ErrorEntry[];
const call = <T>(method: string, path: string, body?: unknown, session: LoginResult = admin) => api<Answer<T>>(t.sim, method, path, { sessionId: session.sessionId, body });

async function authorizeOtp(session: LoginResult = admin): Promise<void> {
  await call('POST', '/auth/otp/authorize/send', {}, session);
  const { code } = await lastMessage(t.sim, session === admin ? adminAccount.username : viewerAccount.username, 'otp');
  expect((await call('POST', '/auth/otp/authorize/verify', { otp: code }, session)).status).toBe(200);
}

const create = (body: Record<string, unknown>, session: LoginResult = admin) =>
  call<{ operation: Operation }>('POST', '/replace/gw/create', { failedGtwSN: FAILED, newGtwSN: NEW, userId: session.userId, ...body }, session);

const getOp = async (id: string) => (await call<Operation>('GET', `/te_operation/${id}`)).body.data;
const tasksOf = async (id: string) =>
  (await api<{ data: OperationTask[]; count: number }>(t.sim, 'GET', `/te_operation/${id}/tasks?limit=100`, { sessionId: admin.sessionId })).body.data;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Moves the simulator clock on until `until` holds: a task that is running is
 * taken to its end, a task waiting to start is let start. The operation's own
 * timers do the work; this only turns the clock and reads the answers.
 */
async function drive(id: string, until: (op: Operation, tasks: OperationTask[]) => boolean): Promise<{ op: Operation; tasks: OperationTask[] }> {
  for (let i = 0; i < 400; i += 1) {
    const [op, tasks] = await Promise.all([getOp(id), tasksOf(id)]);
    if (until(op, tasks)) return { op, tasks };
    const running = tasks.find((task) => task.taskOptions.status === 'running');
    const due = running ? (running.timeOfTaskStart ?? 0) + TASK_MS - clock.now() : 0;
    clock.advance(Math.max(0, due));
    await sleep(10);
  }
  throw new Error(`operation ${id} never reached the expected state`);
}
const ended = (op: Operation) => op.status === 'Completed' || op.status === 'Failed';
const runningTask = (name: string) => (_op: Operation, tasks: OperationTask[]) => tasks.some((task) => task.name === name && task.taskOptions.status === 'running');

const contentsOf = (serial: string) => JSON.parse(readFileSync(join(t.dataDir, 'gateways', `${serial}.json`), 'utf8')) as GatewayContents;
const cloud = () => cloudOnDisk<{ gateways: Gateway[]; users: Array<{ id: string; devices: string[] }>; operations?: Operation[] }>(t.dataDir);
const gatewayOnDisk = (serial: string) => cloud().gateways.find((g) => g.serialNumber === serial);
const adminEvents = () => events!.seen.filter((s) => s.topic === 'homeport/admin/evt');
const fleetFlags = (flags: Record<string, boolean>) => control(t.sim, 'PUT', '/fleet/flags', flags);

describe('a whole replacement', () => {
  it('moves devices, rooms and rules and the owner to the new gateway, retires the failed one, and says so in order on homeport/admin/evt', async () => {
    const home = contentsOf(FAILED);
    await authorizeOtp();
    const created = await create({});
    expect(created.status).toBe(201);
    const op = created.body.data.operation;
    expect(op).toMatchObject({ status: 'Pending', kind: 'replace', failedGtwSN: FAILED, newGtwSN: NEW, restorePoint: 'latest', ownerId: demoAccount.userId });
    expect(op.taskList).toEqual(['snapshot', 'moveDevices', 'moveFloorsRooms', 'moveRules', 'transferOwner', 'retireFailed', 'finish']);
    // Both gateways are in the replacement while it runs.
    expect(gatewayOnDisk(FAILED)?.replacementInProgress).toBe(true);
    expect(gatewayOnDisk(NEW)?.replacementInProgress).toBe(true);
    const check = await call<ReplacementCheck>('GET', `/replace/gw/check/${NEW}`);
    expect(check.body.data).toEqual({ serialNumber: NEW, inProgress: true, operationId: op._id, role: 'new' });

    const { op: done, tasks } = await drive(op._id, ended);
    expect(done.status).toBe('Completed');
    expect(done).toMatchObject({ finishTaskCount: 7, failedTaskCount: 0, campaignOptions: { progress: 100 } });
    expect(tasks.every((task) => task.isFinished && task.triedCounter === 1)).toBe(true);

    const moved = contentsOf(NEW);
    expect(moved.devices).toEqual(home.devices);
    expect(moved.floors).toEqual(home.floors);
    expect(moved.rules).toEqual(home.rules);
    expect(moved.scenarioStatuses).toEqual(home.scenarioStatuses);
    const fresh = gatewayOnDisk(NEW);
    expect(fresh).toMatchObject({ userId: demoAccount.userId, replacementInProgress: false, replacementFinished: true });
    expect(gatewayOnDisk(FAILED)).toBeUndefined();
    // The owner and the linked account reach the new gateway, not the failed one.
    for (const userId of [demoAccount.userId, familyAccount.userId]) {
      const devices = cloud().users.find((u) => u.id === userId)?.devices ?? [];
      expect(devices).toContain(NEW);
      expect(devices).not.toContain(FAILED);
    }
    const demo = await loginAs(t.sim, demoAccount);
    const list = await api<{ data: Gateway[] }>(t.sim, 'GET', '/udm/device/list', { sessionId: demo.sessionId });
    expect(list.body.data.map((g) => g.serialNumber)).toContain(NEW);
    expect(list.body.data.map((g) => g.serialNumber)).not.toContain(FAILED);

    const seen = await events!.eventsWhere((s) => s.name === 'admin_finished_rpl_operation', 1, 5000);
    expect(seen).toHaveLength(1);
    const names = adminEvents()
      .map((s) => s.name)
      .filter((name) => name.includes('rpl_operation') || name.startsWith('replacement_'));
    expect(names).toEqual([
      'replacement_created',
      'admin_create_rpl_operation',
      // Each of the seven tasks starts and finishes.
      ...Array.from({ length: 14 }, () => 'admin_updated_rpl_operation'),
      'replacement_finished',
      'admin_finished_rpl_operation',
    ]);
    const updates = adminEvents().filter((s) => s.name === 'admin_updated_rpl_operation');
    expect(updates.map((s) => (s.data as { task: OperationTask }).task.name)).toEqual(op.taskList.flatMap((name) => [name, name]));
    // The owner was told the failed gateway left them and the new one is theirs.
    const demoTopic = `homeport/${demoAccount.userId}/usr/${demoAccount.userId}/evt`;
    expect(events!.seen.filter((s) => s.topic === demoTopic && (s.name === 'gateway_removed' || s.name === 'gateway_assigned')).map((s) => [s.name, s.data])).toEqual([
      ['gateway_removed', { serialNumber: FAILED }],
      ['gateway_assigned', { serialNumber: NEW, userId: demoAccount.userId }],
    ]);
  });

  it('repairs: the home moves, the failed unit is wiped and goes back to stock unassigned', async () => {
    const home = contentsOf(FAILED);
    await fleetFlags({ SECURE_IMPORTANT_ROUTES_WITH_OTP: false });
    const created = await create({ kind: 'repair', automaticFactoryReset: true });
    expect(created.status).toBe(201);
    const op = created.body.data.operation;
    expect(op.taskList).toEqual(['snapshot', 'moveDevices', 'moveFloorsRooms', 'moveRules', 'transferOwner', 'factoryReset', 'returnToStock', 'finish']);
    const { op: done } = await drive(op._id, ended);
    expect(done.status).toBe('Completed');
    expect(contentsOf(NEW).devices).toEqual(home.devices);
    expect(contentsOf(FAILED).devices).toEqual([]);
    expect(contentsOf(FAILED).rules).toEqual([]);
    expect(gatewayOnDisk(FAILED)).toMatchObject({ userId: null, replacementInProgress: false, replacementFinished: true });
    expect(gatewayOnDisk(NEW)?.userId).toBe(demoAccount.userId);
  });

  it('restores a chosen backup of the failed gateway rather than its home of now', async () => {
    await fleetFlags({ SECURE_IMPORTANT_ROUTES_WITH_OTP: false });
    const demo = await loginAs(t.sim, demoAccount);
    const saved = await api<{ data: { _id: string } }>(t.sim, 'POST', '/backup/saveBackup', {
      sessionId: demo.sessionId,
      body: { userId: demoAccount.userId, serialNumber: FAILED, snapshotName: 'Before', currentFWVersion: '3.6.2' },
    });
    expect(saved.status).toBe(200);
    clock.advance(8_000);
    const backupDevices = contentsOf(FAILED).devices;
    // The home changes after the backup (QA adds a device), so the two differ.
    const added = await control(t.sim, 'POST', `/gateways/${FAILED}/devices`, { kind: DEVICE_KINDS[0] });
    expect(added.status).toBe(200);
    expect(contentsOf(FAILED).devices.length).toBe(backupDevices.length + 1);
    const created = await create({ restorePoint: saved.body.data._id });
    expect(created.status).toBe(201);
    const { op } = await drive(created.body.data.operation._id, ended);
    expect(op.status).toBe('Completed');
    expect(contentsOf(NEW).devices).toEqual(backupDevices);
  });
});

describe('refusals change nothing', () => {
  it('needs an OTP authorization when SECURE_IMPORTANT_ROUTES_WITH_OTP is on', async () => {
    const before = JSON.stringify(cloud().gateways);
    const answer = await create({});
    expect(answer.status).toBe(403);
    expect(answer.body[0]?.errorCode).toBe('OTP_AUTHORIZATION_REQUIRED');
    expect(JSON.stringify(cloud().gateways)).toBe(before);
    expect(cloud().operations ?? []).toEqual([]);
    await authorizeOtp();
    expect((await create({})).status).toBe(201);
  });

  it('refuses each bad pair with its own code', async () => {
    await fleetFlags({ SECURE_IMPORTANT_ROUTES_WITH_OTP: false });
    const before = JSON.stringify(cloud().gateways);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ newGtwSN: FAILED }, 400, 'RPL_SAME_GATEWAY'],
      [{ newGtwSN: OFFLINE }, 409, 'RPL_NEW_OFFLINE'],
      [{ newGtwSN: ASSIGNED }, 409, 'RPL_NEW_OFFLINE'],
      [{ newGtwSN: 'HP1000000015' }, 409, 'RPL_NEW_ASSIGNED'],
      [{ newGtwSN: SHH }, 409, 'RPL_NOT_COMPATIBLE'],
      [{ failedGtwSN: SPARE }, 409, 'RPL_FAILED_NOT_ASSIGNED'],
      [{ restorePoint: 'HP1000000001_000000000000' }, 400, 'RPL_RESTORE_POINT_UNKNOWN'],
      [{ newGtwSN: 'HP9999999999' }, 404, '000404'],
      [{ kind: 'swap' }, 400, '000400'],
      [{ userId: demoAccount.userId }, 403, '000403'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await create(body);
      expect({ body, status: answer.status, code: answer.body[0]?.errorCode }).toEqual({ body, status, code });
    }
    expect(JSON.stringify(cloud().gateways)).toBe(before);
    expect(cloud().operations ?? []).toEqual([]);
  });

  it('refuses a gateway already in a replacement, users and the read-only admin, and a disabled RPL_GTW', async () => {
    await fleetFlags({ SECURE_IMPORTANT_ROUTES_WITH_OTP: false });
    expect((await create({})).status).toBe(201);
    const again = await create({ newGtwSN: SPARE });
    expect(again.status).toBe(409);
    expect(again.body[0]?.errorCode).toBe('RPL_IN_PROGRESS');
    expect((await create({ failedGtwSN: 'HP1000000003', newGtwSN: NEW })).body[0]?.errorCode).toBe('RPL_IN_PROGRESS');
    expect((await create({ newGtwSN: SPARE }, viewer)).body[0]?.errorCode).toBe('000403');
    const demo = await loginAs(t.sim, demoAccount);
    expect((await create({ newGtwSN: SPARE }, demo)).status).toBe(403);
    await fleetFlags({ RPL_GTW: false });
    expect((await create({ failedGtwSN: 'HP1000000017', newGtwSN: SPARE })).body[0]?.errorCode).toBe('RPL_DISABLED');
    expect(cloud().operations).toHaveLength(1);
  });
});

describe('failure, retry, cancel and restart', () => {
  it('fails a task when the new gateway goes offline mid-way; retry once it is back finishes', async () => {
    await fleetFlags({ SECURE_IMPORTANT_ROUTES_WITH_OTP: false });
    const op = (await create({})).body.data.operation;
    await drive(op._id, runningTask('moveFloorsRooms'));
    await control(t.sim, 'PATCH', `/gateways/${NEW}`, { connectionStatus: 'offline' });
    const { op: failed, tasks } = await drive(op._id, ended);
    expect(failed).toMatchObject({ status: 'Failed', failedTaskCount: 1, finishTaskCount: 2 });
    const bad = tasks.find((task) => task.isFailed);
    expect(bad?.name).toBe('moveFloorsRooms');
    expect(bad?.errorFeedback).toMatchObject({ defaultMsg: `Gateway ${NEW} is offline`, timeOfFail: expect.any(Number) });
    expect(bad?.errorFeedback?.troubleshooting).toContain('online');
    // Still in the replacement: retry may resume it.
    expect(gatewayOnDisk(NEW)?.replacementInProgress).toBe(true);
    const failedOnly = await api<{ data: OperationTask[]; count: number }>(t.sim, 'GET', `/te_operation/${op._id}/tasks?filterBy=failed`, { sessionId: admin.sessionId });
    expect(failedOnly.body.count).toBe(1);

    await control(t.sim, 'PATCH', `/gateways/${NEW}`, { connectionStatus: 'online' });
    const retried = await call<{ operation: Operation }>('POST', `/te_operation/${op._id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body.data.operation.status).toBe('InProgress');
    const { op: done, tasks: after } = await drive(op._id, ended);
    expect(done.status).toBe('Completed');
    const again = after.find((task) => task.name === 'moveFloorsRooms');
    expect(again).toMatchObject({ isFinished: true, isFailed: false, triedCounter: 2, retryCounter: 1, errorFeedback: null });
    expect(after.filter((task) => task.name !== 'moveFloorsRooms').every((task) => task.triedCounter === 1)).toBe(true);
    expect(gatewayOnDisk(NEW)?.userId).toBe(demoAccount.userId);
  });

  it('cancels one task (skipped) and cancels all (Failed, the replacement given up); retry then has nothing to do', async () => {
    await fleetFlags({ SECURE_IMPORTANT_ROUTES_WITH_OTP: false });
    const op = (await create({ automaticFactoryReset: true })).body.data.operation;
    const reset = (await tasksOf(op._id)).find((task) => task.name === 'factoryReset')!;
    const skipped = await call<{ task: OperationTask }>('POST', `/te_operation/${op._id}/tasks/${reset._id}/cancel`, {});
    expect(skipped.status).toBe(200);
    expect(skipped.body.data.task).toMatchObject({ isCanceled: true, taskOptions: { status: 'canceled' } });
    expect((await call('POST', `/te_operation/${op._id}/tasks/${reset._id}/cancel`, {})).body[0]?.errorCode).toBe('OPERATION_TASK_NOT_CANCELABLE');
    await drive(op._id, runningTask('moveDevices'));
    const running = (await tasksOf(op._id)).find((task) => task.taskOptions.status === 'running')!;
    expect((await call('POST', `/te_operation/${op._id}/tasks/${running._id}/cancel`, {})).body[0]?.errorCode).toBe('OPERATION_TASK_NOT_CANCELABLE');
    expect((await call('DELETE', `/te_operation/${op._id}`)).body[0]?.errorCode).toBe('OPERATION_NOT_DELETABLE');

    const canceled = await call<{ operation: Operation }>('POST', `/te_operation/${op._id}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.operation).toMatchObject({ status: 'Failed', failedTaskCount: 0 });
    expect(gatewayOnDisk(NEW)?.replacementInProgress).toBe(false);
    expect(gatewayOnDisk(FAILED)).toMatchObject({ replacementInProgress: false, userId: demoAccount.userId });
    expect((await call('POST', `/te_operation/${op._id}/retry`, {})).body[0]?.errorCode).toBe('OPERATION_NOTHING_TO_RETRY');
    expect((await call('POST', `/te_operation/${op._id}/cancel`, {})).body[0]?.errorCode).toBe('OPERATION_ENDED');
    // Nothing runs on: the clock moving on changes nothing.
    const frozen = JSON.stringify(await tasksOf(op._id));
    clock.advance(TASK_MS * 10);
    await sleep(50);
    expect(JSON.stringify(await tasksOf(op._id))).toBe(frozen);
    // A new replacement of the same gateways may start now.
    expect((await create({})).status).toBe(201);
  });

  it('deletes only Completed or Failed operations, and a deleted Failed one gives the replacement up', async () => {
    await fleetFlags({ SECURE_IMPORTANT_ROUTES_WITH_OTP: false });
    const op = (await create({})).body.data.operation;
    expect((await call('DELETE', `/te_operation/${op._id}`)).body[0]?.errorCode).toBe('OPERATION_NOT_DELETABLE');
    await drive(op._id, runningTask('moveDevices'));
    await control(t.sim, 'PATCH', `/gateways/${NEW}`, { connectionStatus: 'offline' });
    await drive(op._id, ended);
    expect((await call('DELETE', `/te_operation/${op._id}`, undefined, viewer)).body[0]?.errorCode).toBe('000403');
    const removed = await call<{ _id: string }>('DELETE', `/te_operation/${op._id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data._id).toBe(op._id);
    expect((await call('GET', `/te_operation/${op._id}`)).status).toBe(404);
    expect(gatewayOnDisk(FAILED)?.replacementInProgress).toBe(false);
    expect(gatewayOnDisk(NEW)?.replacementInProgress).toBe(false);
  });

  it('lists operations newest first with skip, limit, status and serial search; tasks page by 15 with filters', async () => {
    await fleetFlags({ SECURE_IMPORTANT_ROUTES_WITH_OTP: false });
    const first = (await create({})).body.data.operation;
    await drive(first._id, ended);
    const second = (await create({ failedGtwSN: NEW, newGtwSN: SPARE })).body.data.operation;
    const list = async (query: string) => (await api<{ data: Operation[]; count: number }>(t.sim, 'GET', `/te_operation/list${query}`, { sessionId: admin.sessionId })).body;
    expect((await list('')).data.map((op) => op._id)).toEqual([second._id, first._id]);
    expect(await list('?limit=1&skip=1')).toMatchObject({ count: 2, data: [{ _id: first._id }] });
    expect((await list('?status=Completed')).data.map((op) => op._id)).toEqual([first._id]);
    expect((await list(`?search=${SPARE.toLowerCase()}`)).data.map((op) => op._id)).toEqual([second._id]);
    expect((await api(t.sim, 'GET', '/te_operation/list?limit=0', { sessionId: admin.sessionId })).status).toBe(400);
    const tasks = await api<{ data: OperationTask[]; count: number }>(t.sim, 'GET', `/te_operation/${first._id}/tasks?search=move&page=1&limit=2`, { sessionId: admin.sessionId });
    expect(tasks.body.count).toBe(3);
    expect(tasks.body.data.map((task) => task.name)).toEqual(['moveDevices', 'moveFloorsRooms']);
  });
});

describe('restart', () => {
  it('resumes a running operation after the simulator restarts, and runs no task twice', async () => {
    const own = testClock({ rate: 0 });
    const first = await startTestSim({ gateways: 20, clock: own });
    const session = await loginAs(first.sim, adminAccount);
    await control(first.sim, 'PUT', '/fleet/flags', { SECURE_IMPORTANT_ROUTES_WITH_OTP: false });
    const created = await api<{ data: { operation: Operation } }>(first.sim, 'POST', '/replace/gw/create', {
      sessionId: session.sessionId,
      body: { failedGtwSN: FAILED, newGtwSN: NEW, userId: session.userId },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.operation._id;
    const read = async (sim: TestSim['sim'], sessionId: string) =>
      (await api<{ data: OperationTask[] }>(sim, 'GET', `/te_operation/${id}/tasks?limit=100`, { sessionId })).body.data;
    // Up to moveRules running: three tasks done.
    for (let i = 0; i < 400; i += 1) {
      const tasks = await read(first.sim, session.sessionId);
      if (tasks.some((task) => task.name === 'moveRules' && task.taskOptions.status === 'running')) break;
      const running = tasks.find((task) => task.taskOptions.status === 'running');
      own.advance(Math.max(0, running ? (running.timeOfTaskStart ?? 0) + TASK_MS - own.now() : 0));
      await sleep(10);
    }
    const before = await read(first.sim, session.sessionId);
    expect(before.filter((task) => task.isFinished).map((task) => task.name)).toEqual(['snapshot', 'moveDevices', 'moveFloorsRooms']);
    expect(before.find((task) => task.taskOptions.status === 'running')?.name).toBe('moveRules');
    await first.sim.close();

    const again = testClock({ rate: 0, start: own.now() });
    const second = await startTestSim({ gateways: 20, clock: again, dataDir: first.dataDir, fresh: false });
    try {
      const admin2 = await loginAs(second.sim, adminAccount);
      for (let i = 0; i < 400; i += 1) {
        const op = (await api<{ data: Operation }>(second.sim, 'GET', `/te_operation/${id}`, { sessionId: admin2.sessionId })).body.data;
        if (op.status === 'Completed' || op.status === 'Failed') break;
        const tasks = await read(second.sim, admin2.sessionId);
        const running = tasks.find((task) => task.taskOptions.status === 'running');
        again.advance(Math.max(0, running ? (running.timeOfTaskStart ?? 0) + TASK_MS - again.now() : 0));
        await sleep(10);
      }
      const op = (await api<{ data: Operation }>(second.sim, 'GET', `/te_operation/${id}`, { sessionId: admin2.sessionId })).body.data;
      expect(op.status).toBe('Completed');
      const tasks = await read(second.sim, admin2.sessionId);
      expect(tasks.map((task) => [task.name, task.triedCounter])).toEqual(op.taskList.map((name) => [name, 1]));
      expect(second.logs.some((line) => line.includes('1 operations resumed'))).toBe(true);
    } finally {
      await second.stop();
    }
  });
});
