// The sdk's RestClient.fleet and the admin operation events against the real
// simulator (paused clock), over real HTTP and MQTT: every fleet call the
// portal makes, as the portal makes it, and the events parsed with the sdk's
// own schema (docs/contracts.md "Fleet: replacement, operations, virtual gateways").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminOperationEventSchema,
  ApiError,
  candidatesFor,
  canDeleteOperation,
  FleetErrorCode,
  OPERATION_TASK_PAGE_SIZE,
  parseWire,
  type AdminOperationEventMessage,
  type GatewayLink,
  type LoginResult,
  type Operation,
  type RestClient,
} from '@homeport/sdk';
import { ADMIN, control, DEMO, DEMO_OFFLINE, DEMO_ONLINE, linkFor, login, restFor, startHarness, type Harness } from '@homeport/test-support';

/** Seed 1, 50 gateways: HP1000000011 is an unassigned, online DOC400 (a candidate for demo's DOC400). */
const NEW = 'HP1000000011';
/** cloud/replacement.ts TASK_MS. */
const TASK_MS = 3_000;

let h: Harness;
let admin: LoginResult;
let rest: RestClient;
let link: GatewayLink;
const events: AdminOperationEventMessage[] = [];

beforeAll(async () => {
  h = await startHarness({ clockRate: 0 });
  admin = await login(h.sim, ADMIN);
  rest = restFor(h.sim, admin);
  link = linkFor(h.sim, admin);
  await link.ready();
  link.watchAdmin();
  link.on('adminEvent', (event) => {
    const parsed = parseWire(AdminOperationEventSchema, event);
    if (parsed.ok) events.push(parsed.value);
  });
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const advance = (ms: number) => control(h.sim, 'POST', '/clock', { advanceMs: ms });

async function authorize(): Promise<void> {
  await rest.otp.send();
  const answer = (await (await control(h.sim, 'GET', `/outbox?kind=otp&to=${encodeURIComponent(ADMIN.identity)}`)).json()) as { data: Array<{ code: string }> };
  await rest.otp.verify(answer.data.at(-1)!.code);
}

/** Turns the clock until the operation has ended, reading it through the sdk. */
async function runToEnd(id: string): Promise<Operation> {
  for (let i = 0; i < 400; i += 1) {
    const op = await rest.fleet.operations.get(id);
    if (canDeleteOperation(op)) return op;
    const { data: tasks } = await rest.fleet.operations.tasks(id, { filterBy: 'running' });
    const running = tasks[0];
    const clock = (await (await control(h.sim, 'GET', '/clock')).json()) as { data: { now: number } };
    await advance(Math.max(0, running ? (running.timeOfTaskStart ?? 0) + TASK_MS - clock.data.now : 0));
    await sleep(10);
  }
  throw new Error(`operation ${id} did not end`);
}

describe('RestClient.fleet', () => {
  it('replaces a gateway from the candidates the sdk picks, and the admin events parse with the sdk schema', async () => {
    const failed = await rest.gateways.info(DEMO_ONLINE);
    const { data: unassigned } = await rest.fleet.fetchGtwWithoutUser({ models: ['DOC400', 'LIV100'] });
    const candidates = candidatesFor(failed, unassigned);
    expect(candidates.map((g) => g.serialNumber)).toContain(NEW);
    expect(candidates.every((g) => g.connectionStatus === 'online' && g.userId === null)).toBe(true);

    // SECURE_IMPORTANT_ROUTES_WITH_OTP is on in this build: the call needs the OTP step first.
    const refused = await rest.fleet.replace.create({ failedGtwSN: DEMO_ONLINE, newGtwSN: NEW, userId: admin.userId }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errorCode).toBe(FleetErrorCode.otpRequired);
    await authorize();
    const { operation } = await rest.fleet.replace.create({ failedGtwSN: DEMO_ONLINE, newGtwSN: NEW, userId: admin.userId });
    expect(await rest.fleet.replace.check(DEMO_ONLINE)).toEqual({ serialNumber: DEMO_ONLINE, inProgress: true, operationId: operation._id, role: 'failed' });
    const done = await runToEnd(operation._id);
    expect(done.status).toBe('Completed');
    const tasks = await rest.fleet.operations.tasks(operation._id);
    expect(tasks.count).toBe(operation.taskOptions.numberOfTasks);
    expect(tasks.data.length).toBeLessThanOrEqual(OPERATION_TASK_PAGE_SIZE);
    expect((await rest.fleet.operations.list({ status: 'Completed' })).data.map((op) => op._id)).toContain(operation._id);

    for (let i = 0; i < 100 && !events.some((e) => e.name === 'admin_finished_rpl_operation'); i += 1) await sleep(20);
    expect(events[0]).toMatchObject({ name: 'admin_create_rpl_operation', data: { operation: { _id: operation._id } } });
    expect(events.at(-1)).toMatchObject({ name: 'admin_finished_rpl_operation', data: { operation: { status: 'Completed' } } });
    expect(events.filter((e) => e.name === 'admin_updated_rpl_operation')).toHaveLength(2 * operation.taskList.length);

    expect(await rest.fleet.operations.remove(operation._id)).toEqual({ _id: operation._id });
    // The owner reaches the new gateway, theirs now.
    const demo = await login(h.sim, DEMO);
    expect((await restFor(h.sim, demo).gateways.info(NEW)).userId).toBe(demo.userId);
  });

  it('cancels a task and all tasks, refuses a retry with nothing to retry, and removes gateways', async () => {
    const { operation } = await rest.fleet.replace.create({ failedGtwSN: NEW, newGtwSN: 'HP1000000013', userId: admin.userId });
    const { data: tasks } = await rest.fleet.operations.tasks(operation._id, { search: 'finish' });
    const skipped = await rest.fleet.operations.cancelTask(operation._id, tasks[0]!._id);
    expect(skipped.task.isCanceled).toBe(true);
    const all = await rest.fleet.operations.cancelAll(operation._id);
    expect(all.operation.status).toBe('Failed');
    const retry = await rest.fleet.operations.retry(operation._id).catch((error: unknown) => error);
    expect((retry as ApiError).errorCode).toBe(FleetErrorCode.nothingToRetry);
    expect(await rest.fleet.operations.remove(operation._id)).toEqual({ _id: operation._id });

    expect((await rest.fleet.gateways.remove(DEMO_OFFLINE)).formerOwner).not.toBeNull();
    const hardware = await rest.fleet.hardwareList();
    const virtual = hardware.find((h) => h.virtual)!;
    const ids = await rest.fleet.generateSnAndSid();
    const created = await rest.fleet.createVirtual({ hardwareModel: virtual.hardwareModel, firmwareModel: virtual.firmwareModels[0]!, creatorId: admin.userId, ...ids });
    expect(created.newlyGenerated).toEqual(ids);
    expect((await rest.fleet.removeVirtual(ids.serialNumber)).removed).toBe(true);
  });
});
