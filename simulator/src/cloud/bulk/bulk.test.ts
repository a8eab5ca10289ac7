// Bulk operations against the real simulator: real REST (the sdk's
// RestClient), the real broker, the gateway emulators answering the bulk
// commands, the simulator clock paused so retries move only when the test
// moves it. Nothing is mocked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminEventSchema,
  ApiError,
  parseWire,
  RestClient,
  topicOwner,
  type BulkCampaign,
  type BulkGatewayRow,
  type BulkTask,
  type CreateBulkCampaignRequest,
  type Gateway,
  type LoginResult,
} from '@homeport/sdk';
import { adminAccount, demoAccount, viewerAccount } from '../../seed/accounts';
import { api, connectMqtt, loginAs, request, startTestSim, testClock, watchEvents, type EventWatcher, type TestSim } from '../../../test/harness/simHarness';
import type { SimClock } from '../../clock/simClock';

interface Bench {
  t: TestSim;
  clock: SimClock;
  admin: LoginResult;
  rest: RestClient;
  mqtt: MqttClient;
}

async function open(options: { dataDir?: string; fresh?: boolean; concurrency?: number; paused?: boolean } = {}): Promise<Bench> {
  const clock = testClock({ rate: 0 });
  const t = await startTestSim({
    clock,
    bulkConcurrency: options.concurrency ?? 4,
    bulkPaused: options.paused,
    ...(options.dataDir ? { dataDir: options.dataDir, fresh: options.fresh ?? true } : {}),
  });
  const admin = await loginAs(t.sim, adminAccount);
  const rest = new RestClient({ apiBase: `${t.sim.httpUrl}/api`, getSessionId: () => admin.sessionId });
  const mqtt = await connectMqtt(t.sim.mqttTcpUrl, admin);
  return { t, clock, admin, rest, mqtt };
}

async function gatewayOf(b: Bench, serial: string): Promise<Gateway> {
  return (await api<{ data: Gateway }>(b.t.sim, 'GET', `/__sim/gateways/${serial}`)).body.data;
}

/** Asks a gateway's emulator directly, as the admin's own client (the test's view of what the gateway holds). */
async function ask(b: Bench, serial: string, name: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const owner = topicOwner(await gatewayOf(b, serial));
  const answer = await request(b.mqtt, { product: 'homeport', owner, serial }, name, params, { sender: b.admin.userId });
  if (answer?.code !== 0) throw new Error(`${name} on ${serial}: ${JSON.stringify(answer)}`);
  return answer.data;
}

async function rows(b: Bench): Promise<BulkGatewayRow[]> {
  return (await b.rest.location.filtering({ filter: {}, page: 1, limit: 1000 })).items;
}

const layoutContent = (floor: string) => ({
  content_name: floor,
  content_type: 'lyt' as const,
  content_params: [{ name: 'create_layout' as const, params: { floors: [{ floor_name: floor, rooms: ['Hall', 'Study'] }] }, type: 'command' as const }],
});

async function create(b: Bench, body: Omit<CreateBulkCampaignRequest, 'userId'>): Promise<BulkCampaign> {
  return b.rest.bulk.campaign.create({ ...body, userId: b.admin.userId });
}

async function settled(b: Bench, id: string): Promise<BulkCampaign> {
  await expect.poll(async () => (await b.rest.bulk.campaign.get(id)).status, { timeout: 10_000 }).toMatch(/^(Completed|Failed|Canceled)$/);
  return b.rest.bulk.campaign.get(id);
}

async function tasksOf(b: Bench, id: string, filterBy: 'All' | 'Failed' | 'Canceled' | 'Successful' = 'All'): Promise<BulkTask[]> {
  return (await b.rest.bulk.task.getTasksInCampaign(id, { filterBy, limit: 100 })).items;
}

const floorNames = (data: unknown) =>
  (data as Array<{ floor_name: string; rooms: Array<{ room_name: string }> }>).map((f) => ({ name: f.floor_name, rooms: f.rooms.map((r) => r.room_name) }));

async function setOnline(b: Bench, serial: string, online: boolean): Promise<void> {
  const answer = await api(b.t.sim, 'PATCH', `/__sim/gateways/${serial}`, { body: { connectionStatus: online ? 'online' : 'offline' } });
  expect(answer.status).toBe(200);
}

describe('bulk operations on the real simulator', () => {
  let b: Bench;
  let watcher: EventWatcher;
  let online: string[];
  let offline: string[];

  beforeAll(async () => {
    b = await open();
    watcher = await watchEvents(b.t.sim.mqttTcpUrl, b.admin);
    const all = await rows(b);
    online = all.filter((r) => r.connectionStatus === 'online').map((r) => r.serialNumber);
    offline = all.filter((r) => r.connectionStatus === 'offline').map((r) => r.serialNumber);
    expect(online.length).toBeGreaterThan(8);
    expect(offline.length).toBeGreaterThan(1);
  });

  afterAll(async () => {
    await watcher.end();
    await b.mqtt.endAsync(true);
    await b.t.stop();
  });

  it('runs a layout campaign to Completed: every gateway really has the floor and rooms, and the bom events say so', async () => {
    const serials = online.slice(0, 6);
    watcher.clear();
    const campaign = await create(b, { operation_name: 'Attic everywhere', content: layoutContent('Attic'), devices: serials.map((s) => s.toLowerCase()) });
    expect(campaign).toMatchObject({ status: 'Pending', operation_type: 'lyt', campaignOptions: { retryNumber: 3, progress: 0 }, taskCounters: { total: 6, pending: 6 } });
    const done = await settled(b, campaign._id);
    expect(done).toMatchObject({ status: 'Completed', finishTaskCount: 6, campaignOptions: { progress: 100 }, taskCounters: { successful: 6, failed: 0 } });
    expect(done.timeOfOperationStart).not.toBeNull();
    expect(done.timeOfOperationFinish).not.toBeNull();
    for (const serial of serials) {
      expect(floorNames(await ask(b, serial, 'get_floor_list'))).toContainEqual({ name: 'Attic', rooms: ['Hall', 'Study'] });
    }
    const tasks = await tasksOf(b, campaign._id);
    expect(tasks.map((t) => t.device)).toEqual([...serials].sort());
    expect(tasks.every((t) => t.isFinished && !t.isFailed && t.triedCounter === 1 && t.taskOptions.status === 'Successful')).toBe(true);

    const finished = await watcher.eventsWhere((e) => e.name === 'bom_campaign_updated_finished' && (e.data as BulkCampaign)._id === campaign._id, 1);
    expect(finished[0]?.topic).toBe('homeport/admin/evt');
    const mine = watcher.seen.filter((e) => e.topic === 'homeport/admin/evt' && e.name.startsWith('bom_'));
    expect(mine.map((e) => e.name)).toContain('bom_campaign_created');
    expect(mine.filter((e) => e.name === 'bom_task_updated')).toHaveLength(12);
    // Every bom event reads with the sdk's admin event schema (what the portal parses).
    for (const event of mine) expect(parseWire(AdminEventSchema, { name: event.name, data: event.data }).ok).toBe(true);
  });

  it('runs a scene from stored content, a status campaign and an inclusion campaign with the real gateway commands', async () => {
    const serials = online.slice(6, 9);
    const scene = await b.rest.bulk.content.create({
      content_name: 'Night mode',
      content_type: 'scn',
      content_params: [{ name: 'create_rule', params: { name: 'Bulk night', dest_class: 'ScenarioController' }, type: 'command' }],
    });
    expect((await b.rest.bulk.content.list({ type: 'scn', filterBy: 'night' })).items.map((c) => c._id)).toEqual([scene._id]);
    const scn = await create(b, { operation_name: 'Night scene', contentId: scene._id, operation_type: 'scn', devices: serials });
    expect(scn.content.content_type).toBe('scn');
    const ts = await create(b, {
      operation_name: 'Vacation on',
      content: {
        content_name: 'Vacation',
        content_type: 'ts',
        content_params: [{ name: 'update_scenario_status', params: { statuses: [{ resource_id: 11, state: true }] }, type: 'command' }],
      },
      devices: serials,
    });
    const inc = await create(b, { operation_name: 'Open network', devices: serials });
    expect(inc.operation_type).toBe('inc');
    for (const id of [scn._id, ts._id, inc._id]) expect((await settled(b, id)).status).toBe('Completed');
    for (const serial of serials) {
      const rules = (await ask(b, serial, 'get_rules')) as Array<{ name: string }>;
      expect(rules.filter((r) => r.name === 'Bulk night')).toHaveLength(1);
      const statuses = (await ask(b, serial, 'get_statuses')) as Array<{ name: string; state: boolean }>;
      expect(statuses[11]).toEqual({ name: 'vacation', state: true });
      expect(await ask(b, serial, 'get_network_state')).toMatchObject({ state: 'inclusion' });
    }
    await b.rest.bulk.content.delete(scene._id);
    expect((await b.rest.bulk.content.list({ type: 'scn' })).items).toEqual([]);
  });

  it('fails an offline gateway with feedback after retryNumber retries backed off on the simulator clock, and a reset succeeds once it is online', async () => {
    const [down] = offline;
    const up = online[9]!;
    const campaign = await create(b, { operation_name: 'Cellar', content: layoutContent('Cellar'), devices: [down!, up], campaignOptions: { retryNumber: 2 } });
    const taskOf = async () => (await tasksOf(b, campaign._id)).find((t) => t.device === down)!;
    await expect.poll(async () => (await taskOf()).retryCounter).toBe(1);
    const first = await taskOf();
    expect(first).toMatchObject({ taskOptions: { status: 'Pending' }, triedCounter: 1, isFailed: false });
    expect(first.errorFeedback).toMatchObject({ defautlMsg: 'Gateway is offline' });
    expect(first.nextAttemptAt! - first.errorFeedback!.timeOfFail).toBe(5_000);
    // Nothing happens before the back-off has passed.
    b.clock.advance(4_999);
    expect((await taskOf()).triedCounter).toBe(1);
    b.clock.advance(1);
    await expect.poll(async () => (await taskOf()).retryCounter).toBe(2);
    const second = await taskOf();
    expect(second.nextAttemptAt! - second.errorFeedback!.timeOfFail).toBe(10_000);
    b.clock.advance(10_000);
    await expect.poll(async () => (await taskOf()).taskOptions.status).toBe('Failed');
    const failed = await taskOf();
    expect(failed).toMatchObject({ isFailed: true, isFinished: true, triedCounter: 3, retryCounter: 2 });
    expect(failed.errorFeedback).toMatchObject({ defautlMsg: 'Gateway is offline', troubleshooting: expect.stringContaining('reset') });
    expect(await b.rest.bulk.campaign.get(campaign._id)).toMatchObject({ status: 'Failed', taskCounters: { successful: 1, failed: 1 } });
    expect((await tasksOf(b, campaign._id, 'Failed')).map((t) => t.device)).toEqual([down]);

    await setOnline(b, down!, true);
    const reset = await b.rest.bulk.task.reset(failed._id);
    expect(reset.changed).toBe(1);
    expect(reset.campaign.status).toBe('In Progress');
    const done = await settled(b, campaign._id);
    expect(done).toMatchObject({ status: 'Completed', taskCounters: { successful: 2, failed: 0 } });
    expect(await taskOf()).toMatchObject({ taskOptions: { status: 'Successful' }, triedCounter: 1, errorFeedback: null });
    expect(floorNames(await ask(b, down!, 'get_floor_list'))).toContainEqual({ name: 'Cellar', rooms: ['Hall', 'Study'] });
    await setOnline(b, down!, false);
  });

  it('succeeds on a retry when the gateway comes back during the back-off', async () => {
    const down = offline[1]!;
    const campaign = await create(b, { operation_name: 'Garage', content: layoutContent('Garage'), devices: [down] });
    await expect.poll(async () => (await tasksOf(b, campaign._id))[0]?.retryCounter).toBe(1);
    await setOnline(b, down, true);
    b.clock.advance(5_000);
    const done = await settled(b, campaign._id);
    expect(done.status).toBe('Completed');
    expect((await tasksOf(b, campaign._id))[0]).toMatchObject({ triedCounter: 2, retryCounter: 1, taskOptions: { status: 'Successful' } });
    await setOnline(b, down, false);
  });

  it('cancels one task, then the campaign; resetAll runs the canceled tasks again', async () => {
    const serials = online.slice(10, 14);
    expect((await api(b.t.sim, 'POST', '/__sim/bulk/queue', { body: { action: 'pause' } })).status).toBe(200);
    const campaign = await create(b, { operation_name: 'Loft', content: layoutContent('Loft'), devices: serials });
    const tasks = await tasksOf(b, campaign._id);
    const one = await b.rest.bulk.task.cancelSpecific([tasks[0]!._id]);
    expect(one.changed).toBe(1);
    expect(one.campaigns[0]).toMatchObject({ status: 'Pending', taskCounters: { canceled: 1, pending: 3 } });
    expect((await tasksOf(b, campaign._id, 'Canceled')).map((t) => t._id)).toEqual([tasks[0]!._id]);
    const all = await b.rest.bulk.campaign.cancelAll(campaign._id);
    expect(all).toMatchObject({ changed: 3, campaign: { status: 'Canceled', finishTaskCount: 4, taskCounters: { canceled: 4 } } });
    // A second cancel is refused: the campaign has ended.
    await expect(b.rest.bulk.campaign.remove(campaign._id)).rejects.toMatchObject({ status: 409 });
    await api(b.t.sim, 'POST', '/__sim/bulk/queue', { body: { action: 'resume' } });
    // Nothing was sent to a canceled task's gateway.
    for (const serial of serials) expect(floorNames(await ask(b, serial, 'get_floor_list')).map((f) => f.name)).not.toContain('Loft');

    const again = await b.rest.bulk.task.resetAll(campaign._id);
    expect(again.changed).toBe(4);
    expect((await settled(b, campaign._id)).status).toBe('Completed');
    for (const serial of serials) expect(floorNames(await ask(b, serial, 'get_floor_list')).map((f) => f.name)).toContain('Loft');
    await b.rest.bulk.campaign.delete(campaign._id);
    await expect(b.rest.bulk.campaign.get(campaign._id)).rejects.toMatchObject({ status: 404 });
  });

  it('lists, searches and pages the log and the tasks', async () => {
    const page = await b.rest.bulk.campaign.list({ limit: 2, page: 1 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect((await b.rest.bulk.campaign.list({ searchPhrase: 'ATTIC' })).items.map((c) => c.operation_name)).toEqual(['Attic everywhere']);
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const before = (await b.rest.bulk.campaign.list({ limit: 100 })).total;
    const refusal = async (call: Promise<unknown>) => {
      try {
        await call;
      } catch (error) {
        return { status: (error as ApiError).status, code: (error as ApiError).entries[0]?.errorCode, field: (error as ApiError).entries[0]?.field };
      }
      throw new Error('not refused');
    };
    expect(await refusal(create(b, { operation_name: 'None', devices: [] }))).toEqual({ status: 400, code: 'BULK_NO_SERIALS', field: 'devices' });
    expect(await refusal(create(b, { operation_name: 'Ghost', devices: ['NOSUCH1'] }))).toMatchObject({ status: 404, code: 'BULK_UNKNOWN_GATEWAY' });
    expect(await refusal(create(b, { operation_name: 'Scene?', operation_type: 'scn', devices: [online[0]!] }))).toMatchObject({ status: 400, code: 'BULK_CONTENT_MISMATCH' });
    expect(await refusal(create(b, { operation_name: 'Bad', content: { ...layoutContent('X'), content_params: [] } as never, devices: [online[0]!] }))).toMatchObject({
      status: 400,
      code: '000400',
      field: 'content',
    });
    expect(await refusal(b.rest.bulk.campaign.create({ operation_name: 'Not me', userId: 'someone-else', devices: [online[0]!] }))).toMatchObject({
      status: 403,
      code: 'BULK_WRONG_USER',
    });
    for (const account of [viewerAccount, demoAccount]) {
      const session = await loginAs(b.t.sim, account);
      const other = new RestClient({ apiBase: `${b.t.sim.httpUrl}/api`, getSessionId: () => session.sessionId });
      expect(await refusal(other.bulk.campaign.create({ operation_name: 'Nope', userId: session.userId, devices: [online[0]!] }))).toMatchObject({ status: 403, code: '000403' });
    }
    expect((await b.rest.bulk.campaign.list({ limit: 100 })).total).toBe(before);
  });

  it('serves regions, states, centres and the filter, and imports centres and gateways all or nothing', async () => {
    expect((await b.rest.location.regions()).map((r) => r.code)).toEqual(['S', 'N', 'E', 'W']);
    const states = await b.rest.location.countriesInRegion('S');
    expect(states.length).toBeGreaterThan(0);
    const centres = await b.rest.location.jCenterInState(states[0]!.state);
    const centre = centres[0]!;
    const details = await b.rest.location.jDetailsInCenter(centre.jc, ['S']);
    const filtered = await b.rest.location.filtering({ filter: { reglist: ['S'], statelist: [centre.state], jcenterlist: [centre.jc] }, limit: 100 });
    expect(filtered.items.map((r) => r.serialNumber)).toEqual(details.jpDetails.map((p) => p.serialNumber));
    expect(filtered.items[0]?.ohmVersion).toBe((await gatewayOf(b, filtered.items[0]!.serialNumber)).swVersions.ohmVersion);
    expect(filtered.items[0]?.jioCenter).toEqual({
      jc: centre.jc,
      jcName: `${centre.jc} Jio Centre`,
      jpDetails: { jpCode: `JP-${filtered.items[0]!.serialNumber}`, serialNumber: filtered.items[0]!.serialNumber },
    });

    const serial = online[0]!;
    const bad = await b.rest.location
      .importDet({
        centres: new Blob(['region,state,centre,jcName\nS,Goa,Panaji,Panaji Hub\nX,Nowhere,Void,Void\n']),
        gateways: new Blob([`serial,centre,jpCode\n${serial},Panaji,JP-NEW1\nNOSUCH,Panaji,JP-2\n`]),
      })
      .catch((error: unknown) => error as ApiError);
    expect(bad).toBeInstanceOf(ApiError);
    expect((bad as ApiError).entries.map((e) => e.message)).toEqual(['line 3: region must be S, N, E or W', 'line 3: no gateway NOSUCH']);
    expect((await gatewayOf(b, serial)).centre).not.toBe('Panaji');

    const good = await b.rest.location.importDet({
      centres: new Blob(['region,state,centre,jcName\nS,Goa,Panaji,Panaji Hub\n']),
      gateways: new Blob([`serial,centre,jpCode\n${serial},Panaji,JP-NEW1\n`]),
    });
    expect(good).toEqual({ centres: { added: 1, updated: 0 }, gateways: { updated: 1 } });
    expect(await gatewayOf(b, serial)).toMatchObject({ region: 'S', state: 'Goa', centre: 'Panaji' });
    expect(await b.rest.location.jDetailsInCenter('Panaji')).toMatchObject({ jcName: 'Panaji Hub', jpDetails: [{ jpCode: 'JP-NEW1', serialNumber: serial }] });
  });
});

describe('a restarted simulator resumes the bulk queue', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'homeport-bulk-resume-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('checks the tasks that were in flight, runs the waiting ones, and runs no task twice or loses one', async () => {
    const first = await open({ dataDir, fresh: true, concurrency: 3 });
    const serials = (await rows(first))
      .filter((r) => r.connectionStatus === 'online')
      .slice(0, 7)
      .map((r) => r.serialNumber);
    const content = {
      content_name: 'Evening',
      content_type: 'scn' as const,
      content_params: [{ name: 'create_rule' as const, params: { name: 'Bulk evening', dest_class: 'ScenarioController' as const }, type: 'command' as const }],
    };
    // Stall: tasks are written In Progress and never sent, as if the process died between the mark and the send.
    await api(first.t.sim, 'POST', '/__sim/bulk/queue', { body: { action: 'stall' } });
    const campaign = await create(first, { operation_name: 'Evening scene', content, devices: serials });
    await expect.poll(async () => (await tasksOf(first, campaign._id)).filter((t) => t.taskOptions.status === 'In Progress').length).toBe(3);
    const inFlight = (await tasksOf(first, campaign._id)).filter((t) => t.taskOptions.status === 'In Progress').map((t) => t.device);
    // One in-flight command did reach its gateway before the stop (its answer was lost).
    await ask(first, inFlight[0]!, 'create_rule', { name: 'Bulk evening' });
    await first.mqtt.endAsync(true);
    await first.t.sim.close();

    // Paused at start, so the watcher sees everything the resumed queue does.
    const second = await open({ dataDir, fresh: false, concurrency: 3, paused: true });
    const watcher = await watchEvents(second.t.sim.mqttTcpUrl, second.admin);
    try {
      expect((await tasksOf(second, campaign._id)).filter((t) => t.taskOptions.status === 'In Progress').map((t) => t.device)).toEqual(inFlight);
      await api(second.t.sim, 'POST', '/__sim/bulk/queue', { body: { action: 'resume' } });
      const done = await settled(second, campaign._id);
      expect(done).toMatchObject({ status: 'Completed', taskCounters: { total: 7, successful: 7 } });
      const tasks = await tasksOf(second, campaign._id);
      expect(tasks.map((t) => t.device)).toEqual([...serials].sort());
      // Each task counted one attempt: the resumed ones were not counted again.
      expect(tasks.map((t) => t.triedCounter)).toEqual(serials.map(() => 1));
      for (const serial of serials) {
        const rules = (await ask(second, serial, 'get_rules')) as Array<{ name: string }>;
        expect(rules.filter((r) => r.name === 'Bulk evening')).toHaveLength(1);
      }
      // The gateway that had the rule already got no create_rule in the second run; every other made it once.
      const created = watcher.seen.filter((e) => e.name === 'scenario_changed' && (e.data as { action: string }).action === 'created').map((e) => e.topic.split('/')[3]);
      expect(created.sort()).toEqual(serials.filter((s) => s !== inFlight[0]).sort());
      expect(second.t.logs.some((line) => line.includes('bulk: 7 tasks resumed'))).toBe(true);
    } finally {
      await watcher.end();
      await second.mqtt.endAsync(true);
      await second.t.sim.close();
    }
  });
});
