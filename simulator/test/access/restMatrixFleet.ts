import { expect } from 'vitest';
import type { Gateway, Operation, OperationTask } from '@homeport/sdk';
import { cloudOnDisk } from '../harness/simHarness';
import type { HttpRequest, MatrixFixture } from './fixture';
import { adminOnly, allowed, control, ROLE_REFUSED, withSession, type Outcome } from './outcomes';
import type { RestRow } from './restRow';
import { isSignedIn, type Role } from './roles';

/**
 * The access matrix rows of the admin fleet calls (docs/contracts.md
 * "Fleet: replacement, operations, virtual gateways"): every admin reads;
 * only admin-support changes the fleet (the read-only admin 000403); users
 * 000403. REST_ROWS takes them in. The replacement cells replace
 * HP1000000003 (SHH800, other's, online) by HP1000000006 (SHH800,
 * unassigned, online) with the clock paused, and give every operation up
 * and delete it afterwards; the virtual gateway cells remove what they made.
 * State is read from the data folder, never through the role itself.
 */

const FAILED = 'HP1000000003';
const NEW = 'HP1000000006';
/** simulator/src/cloud/replacement.ts TASK_MS. */
const TASK_MS = 3_000;

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });
/** A user id a role would name as its own (anon and friends name the admin's: refused before it matters). */
const ownUserId = (fx: MatrixFixture, role: Role): string => (isSignedIn(role) ? fx.userId(role) : fx.userId('support'));

/** spec 3 §1: admin-support changes the fleet; the read-only admin and users 000403. */
const fleetWrite = (outcome: Outcome = allowed(200)) =>
  withSession({ owner: ROLE_REFUSED, linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: ROLE_REFUSED, support: outcome, supportConnected: outcome });

interface OnDisk {
  gateways: Gateway[];
  operations?: Array<Operation & { tasks: OperationTask[]; givenUp: boolean }>;
}
const disk = (fx: MatrixFixture) => cloudOnDisk<OnDisk>(fx.t.dataDir);
const operations = (fx: MatrixFixture) => disk(fx).operations ?? [];
const virtualSerials = (fx: MatrixFixture) =>
  disk(fx)
    .gateways.filter((g) => g.serialNumber.startsWith('VG'))
    .map((g) => g.serialNumber);
const replacementState = (fx: MatrixFixture) => ({
  operations: operations(fx).map((op) => ({ id: op._id, status: op.status, tasks: op.tasks.map((t) => t.taskOptions.status) })),
  gateways: disk(fx)
    .gateways.filter((g) => g.serialNumber === FAILED || g.serialNumber === NEW)
    .map((g) => ({ serial: g.serialNumber, inReplacement: g.replacementInProgress, userId: g.userId })),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The clock stops (nothing runs on between the cells' calls), the OTP step is off. */
async function stand(fx: MatrixFixture): Promise<void> {
  await fx.qaOk('POST', '/__sim/clock', { rate: 0 });
  await fx.qaOk('PUT', '/__sim/fleet/flags', { SECURE_IMPORTANT_ROUTES_WITH_OTP: false });
}

/** Every operation given up and deleted, the new gateway online, the build's flags, the clock running. */
async function clearOperations(fx: MatrixFixture): Promise<void> {
  for (const op of operations(fx)) {
    if (!op.givenUp && op.status !== 'Completed') await fx.call('support', post(`/api/te_operation/${op._id}/cancel`));
    await fx.call('support', { method: 'DELETE', path: `/api/te_operation/${op._id}` });
  }
  await fx.qaOk('PATCH', `/__sim/gateways/${NEW}`, { connectionStatus: 'online' });
  await fx.qaOk('PUT', '/__sim/fleet/flags', { SECURE_IMPORTANT_ROUTES_WITH_OTP: true, RPL_GTW: true, VIRTUAL_GTW: true });
  await fx.qaOk('POST', '/__sim/clock', { rate: 1 });
}

/** A running replacement of FAILED by NEW, made by admin-support. */
async function liveOperation(fx: MatrixFixture): Promise<string> {
  await clearOperations(fx);
  await stand(fx);
  const answer = await fx.call('support', post('/api/replace/gw/create', { failedGtwSN: FAILED, newGtwSN: NEW, userId: fx.userId('support') }));
  const id = (answer.body as { data?: { operation?: { _id?: string } } }).data?.operation?._id;
  if (!id) throw new Error(`no operation: ${answer.status} ${answer.text}`);
  return id;
}

/** A Failed replacement with a failed task (NEW went offline as moveDevices ran), to retry. */
async function failedOperation(fx: MatrixFixture): Promise<string> {
  const id = await liveOperation(fx);
  await fx.qaOk('PATCH', `/__sim/gateways/${NEW}`, { connectionStatus: 'offline' });
  for (let i = 0; i < 200; i += 1) {
    const op = operations(fx).find((o) => o._id === id);
    if (op?.status === 'Failed') break;
    const running = op?.tasks.find((t) => t.taskOptions.status === 'running');
    const { data } = await fx.qaOk<{ data: { now: number } }>('GET', '/__sim/clock');
    await fx.qaOk('POST', '/__sim/clock', { advanceMs: Math.max(0, running ? (running.timeOfTaskStart ?? 0) + TASK_MS - data.now : 0) });
    await sleep(10);
  }
  await fx.qaOk('PATCH', `/__sim/gateways/${NEW}`, { connectionStatus: 'online' });
  if (operations(fx).find((o) => o._id === id)?.status !== 'Failed') throw new Error('the matrix operation did not fail');
  return id;
}

/** An ended (given up) operation, for the reads and the delete. */
async function endedOperation(fx: MatrixFixture): Promise<string> {
  const id = await liveOperation(fx);
  await fx.call('support', post(`/api/te_operation/${id}/cancel`));
  return id;
}

const firstOperation = (fx: MatrixFixture): string => operations(fx)[0]?._id ?? 'op-none';

async function makeVirtual(fx: MatrixFixture): Promise<void> {
  const answer = await fx.call('support', post('/api/udm/device/upload/one/vg', { hardwareModel: 'VOC200', firmwareModel: '4.0.1', creatorId: fx.userId('support') }));
  if (answer.status !== 201) throw new Error(`no virtual gateway: ${answer.status} ${answer.text}`);
}

async function removeVirtuals(fx: MatrixFixture): Promise<void> {
  for (const serialNumber of virtualSerials(fx)) await fx.call('support', post('/api/udm/device/remove/one/vg', { serialNumber }));
  await fx.qaOk('PUT', '/__sim/fleet/flags', { VIRTUAL_GTW: true });
}

export const FLEET_ROWS: RestRow[] = [
  // ---- replacement ----
  row({
    service: 'replace',
    method: 'POST',
    route: '/api/replace/gw/create',
    why: 'spec 3 §2, §6: admin only; a change of the fleet needs admin-support (the OTP step off for the cell)',
    expect: fleetWrite(allowed(201)),
    prepare: async (fx) => {
      await clearOperations(fx);
      await stand(fx);
    },
    request: (fx, role) => post('/api/replace/gw/create', { failedGtwSN: FAILED, newGtwSN: NEW, userId: ownUserId(fx, role) }),
    observe: replacementState,
    effect: (after, before) => {
      expect(after.operations).toHaveLength(before.operations.length + 1);
      expect(after.gateways.every((g) => g.inReplacement)).toBe(true);
    },
    restore: clearOperations,
  }),
  row({
    service: 'replace',
    method: 'GET',
    route: '/api/replace/gw/check/:sn',
    why: 'spec 3 §4: gateway selection checks a replacement in progress (admins)',
    expect: adminOnly,
    request: () => get(`/api/replace/gw/check/${FAILED}`),
    answer: (body) => expect((body as { data: { serialNumber: string } }).data.serialNumber).toBe(FAILED),
  }),
  // ---- operations ----
  row({
    service: 'te_operation',
    method: 'GET',
    route: '/api/te_operation/list',
    why: 'spec 3 §2 "Operations list": admins',
    expect: adminOnly,
    request: () => get('/api/te_operation/list'),
    answer: (body) => expect(Array.isArray((body as { data: unknown }).data)).toBe(true),
  }),
  row({
    service: 'te_operation',
    method: 'GET',
    route: '/api/te_operation/:id',
    why: 'spec 3 §2 "Operation details": admins',
    expect: adminOnly,
    prepare: async (fx) => {
      await endedOperation(fx);
    },
    request: (fx) => get(`/api/te_operation/${firstOperation(fx)}`),
    restore: clearOperations,
  }),
  row({
    service: 'te_operation',
    method: 'GET',
    route: '/api/te_operation/:id/tasks',
    why: 'spec 3 §2 "Operation details" task list: admins',
    expect: adminOnly,
    prepare: async (fx) => {
      await endedOperation(fx);
    },
    request: (fx) => get(`/api/te_operation/${firstOperation(fx)}/tasks`),
    restore: clearOperations,
  }),
  row({
    service: 'te_operation',
    method: 'DELETE',
    route: '/api/te_operation/:id',
    why: 'spec 3 §4: delete of an ended operation; admin-support',
    expect: fleetWrite(),
    prepare: async (fx) => {
      await endedOperation(fx);
    },
    request: (fx) => ({ method: 'DELETE', path: `/api/te_operation/${firstOperation(fx)}` }),
    observe: replacementState,
    effect: (after, before) => expect(after.operations).toHaveLength(before.operations.length - 1),
    restore: clearOperations,
  }),
  row({
    service: 'te_operation',
    method: 'POST',
    route: '/api/te_operation/:id/retry',
    why: 'spec 3 §2: retry of a failed operation; admin-support',
    expect: fleetWrite(),
    prepare: async (fx) => {
      await failedOperation(fx);
    },
    request: (fx) => post(`/api/te_operation/${firstOperation(fx)}/retry`),
    observe: replacementState,
    effect: (after) => expect(after.operations[0]?.status).toBe('InProgress'),
    restore: clearOperations,
  }),
  row({
    service: 'te_operation',
    method: 'POST',
    route: '/api/te_operation/:id/cancel',
    why: 'spec 3 §2: cancel all tasks; admin-support',
    expect: fleetWrite(),
    prepare: async (fx) => {
      await liveOperation(fx);
    },
    request: (fx) => post(`/api/te_operation/${firstOperation(fx)}/cancel`),
    observe: replacementState,
    effect: (after) => {
      expect(after.operations[0]?.status).toBe('Failed');
      expect(after.gateways.some((g) => g.inReplacement)).toBe(false);
    },
    restore: clearOperations,
  }),
  row({
    service: 'te_operation',
    method: 'POST',
    route: '/api/te_operation/:id/tasks/:taskId/cancel',
    why: 'spec 3 §2: cancel one task; admin-support',
    expect: fleetWrite(),
    prepare: async (fx) => {
      await liveOperation(fx);
    },
    request: (fx) => {
      const op = operations(fx)[0];
      const last = op?.tasks.at(-1)?._id ?? 'task-none';
      return post(`/api/te_operation/${op?._id ?? 'op-none'}/tasks/${last}/cancel`);
    },
    observe: replacementState,
    effect: (after) => expect(after.operations[0]?.tasks.at(-1)).toBe('canceled'),
    restore: clearOperations,
  }),
  // ---- udm: removal, unassigned gateways, hardware, virtual gateways ----
  row({
    service: 'udm',
    method: 'DELETE',
    route: '/api/udm/device/:sn',
    why: 'spec 3 §2, §7: admin removal; admin-support (the cells remove a virtual gateway they made)',
    expect: fleetWrite(),
    prepare: makeVirtual,
    request: (fx) => ({ method: 'DELETE', path: `/api/udm/device/${virtualSerials(fx)[0] ?? 'VG0000000000'}` }),
    observe: virtualSerials,
    effect: (after, before) => expect(after).toHaveLength(before.length - 1),
    restore: removeVirtuals,
  }),
  row({
    service: 'udm',
    method: 'GET',
    route: '/api/udm/device/fetchGtwWithoutUser',
    why: 'spec 3 §7: the unassigned gateways a replacement picks from (admins)',
    expect: adminOnly,
    request: () => get('/api/udm/device/fetchGtwWithoutUser'),
  }),
  row({
    service: 'udm',
    method: 'GET',
    route: '/api/udm/hardware/list',
    why: 'spec 3 §7: the virtual gateway dialog (admins)',
    expect: adminOnly,
    request: () => get('/api/udm/hardware/list'),
  }),
  row({
    service: 'udm',
    method: 'GET',
    route: '/api/udm/admin/generate-sn-and-sid',
    why: 'spec 3 §7: ids for a new virtual gateway; admin-support (VIRTUAL_GTW)',
    expect: fleetWrite(),
    request: () => get('/api/udm/admin/generate-sn-and-sid'),
  }),
  row({
    service: 'udm',
    method: 'POST',
    route: '/api/udm/device/upload/one/vg',
    why: 'spec 3 §7: virtual gateway creation; admin-support (VIRTUAL_GTW)',
    expect: fleetWrite(allowed(201)),
    request: (fx, role) => post('/api/udm/device/upload/one/vg', { hardwareModel: 'VOC200', firmwareModel: '4.0.1', creatorId: ownUserId(fx, role) }),
    observe: virtualSerials,
    effect: (after, before) => expect(after).toHaveLength(before.length + 1),
    restore: removeVirtuals,
  }),
  row({
    service: 'udm',
    method: 'POST',
    route: '/api/udm/device/remove/one/vg',
    why: 'spec 3 §7: virtual gateway removal; admin-support (VIRTUAL_GTW)',
    expect: fleetWrite(),
    prepare: makeVirtual,
    request: (fx) => post('/api/udm/device/remove/one/vg', { serialNumber: virtualSerials(fx)[0] ?? 'VG0000000000' }),
    observe: virtualSerials,
    effect: (after, before) => expect(after).toHaveLength(before.length - 1),
    restore: removeVirtuals,
  }),
  // ---- QA ----
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/fleet/flags',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => get('/api/__sim/fleet/flags'),
  }),
  row({
    service: '__sim',
    method: 'PUT',
    route: '/api/__sim/fleet/flags',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => ({ method: 'PUT', path: '/api/__sim/fleet/flags', body: { VIRTUAL_GTW: false } }),
    observe: async (fx) => (await fx.qaOk<{ data: Record<string, boolean> }>('GET', '/__sim/fleet/flags')).data,
    effect: (after) => expect(after.VIRTUAL_GTW).toBe(false),
    restore: async (fx) => {
      await fx.qaOk('PUT', '/__sim/fleet/flags', { VIRTUAL_GTW: true });
    },
  }),
];
