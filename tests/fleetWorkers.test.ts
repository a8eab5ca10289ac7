// The fleet split across worker processes (docs/simulator.md "Fleet workers"):
// a real Mosquitto 2 started here, the simulator as a child process with
// --broker and --fleet-workers 2, users on the simulator's edge broker.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestClient, topics, type GatewayResponse, type LoginResult } from '@homeport/sdk';
import { DEMO, DEMO_ONLINE, OTHER, OTHER_SERIALS, deadPort } from '@homeport/test-support';
import { requireMosquitto, startMosquitto, type Mosquitto } from '@homeport/test-support/mosquitto';
import { dataOf, startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { shardOf } from '@homeport/simulator';
import { describeLibraryOnMosquitto } from './scenarioLibrary';

const product = 'homeport';
/** Of the other user's gateways, one on the worker that DEMO_ONLINE is not on (brought online in beforeAll). */
const OTHER_ONLINE = OTHER_SERIALS.find((serial) => shardOf(serial, 2) !== shardOf(DEMO_ONLINE, 2))!;
type Event = { name: string; data: Record<string, unknown> };

/** A user's client on the simulator's edge broker, with its session, receiving its gateway's answers and events. */
async function userOn(sim: SimProcess, session: LoginResult, serial: string) {
  const scope = { product, owner: session.userId, serial };
  const client = await mqtt.connectAsync(sim.mqttTcpUrl, { username: session.userId, password: session.sessionId, protocolVersion: 4, reconnectPeriod: 0 });
  const events: Event[] = [];
  const answers = new Map<string, GatewayResponse>();
  client.on('message', (topic, payload) => {
    const message = JSON.parse(payload.toString('utf8')) as Event & GatewayResponse;
    if (topic === topics.events(scope)) events.push(message);
    else answers.set(message.uid, message);
  });
  await client.subscribeAsync([topics.response(scope), topics.events(scope)], { qos: 0 });
  /** Sends a request; its answer, or null when none came within waitMs. */
  const ask = async (name: string, params: object, waitMs = 20_000): Promise<GatewayResponse | null> => {
    const uid = randomUUID();
    client.publish(topics.request(scope), JSON.stringify({ uid, sender: 'nobody', name, params, type: 'query' }), { qos: 0 });
    const until = Date.now() + waitMs;
    while (Date.now() < until) {
      const answer = answers.get(uid);
      if (answer) return answer;
      await new Promise((r) => setTimeout(r, 20));
    }
    return null;
  };
  const level = async (device: number) => {
    const answer = await ask('get_service_property_value', { device, service: 'LevelService', property: 'Level' });
    return (answer?.data as { value?: unknown } | undefined)?.value;
  };
  return { client, events, ask, level };
}

describe('the fleet in two worker processes on Mosquitto', () => {
  const dir = mkdtempSync(join(tmpdir(), 'homeport-workers-'));
  const dataDir = join(dir, 'data');
  let port: number;
  let mosquitto: Mosquitto;
  let sim: SimProcess;
  let demo: LoginResult;
  let other: LoginResult;
  const lines: string[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  const sawLine = (pattern: RegExp, from = 0) => lines.slice(from).find((l) => pattern.test(l));
  const control = (method: string, path: string, body?: unknown) => dataOf<Record<string, unknown>>(sim.control(method, path, body));

  beforeAll(async () => {
    requireMosquitto();
    port = await deadPort();
    mosquitto = await startMosquitto(port, dir);
    sim = await startSimProcess({ dataDir, args: ['--broker', `mqtt://127.0.0.1:${port}`, '--fleet-workers', '2'] });
    lines.push(...sim.printed.split('\n'));
    sim.child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
    const rest = new RestClient({ apiBase: `${sim.httpUrl}/api` });
    demo = await rest.auth.login(DEMO.identity, DEMO.secret);
    other = await rest.auth.login(OTHER.identity, OTHER.secret);
    await control('PATCH', `/gateways/${OTHER_ONLINE}`, { connectionStatus: 'online' });
  }, 180_000);

  afterAll(async () => {
    for (const close of closers) await close().catch(() => undefined);
    await sim?.stop();
    await mosquitto?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  /** The pid of the worker of a shard, from the latest "ready" line. */
  const workerPid = (shard: number) => {
    const ready = lines.filter((l) => l.includes(`fleet: worker ${shard} ready`));
    return Number(/pid (\d+)/.exec(ready.at(-1) ?? '')?.[1]);
  };
  const alive = (pid: number) => spawnSync('kill', ['-0', String(pid)]).status === 0;

  it('runs each shard in a process of its own, and answers gateways of both', async () => {
    // The two gateways land on different workers.
    expect(shardOf(DEMO_ONLINE, 2)).not.toBe(shardOf(OTHER_ONLINE, 2));
    const pids = [workerPid(0), workerPid(1)];
    expect(pids.every((pid) => pid > 0 && alive(pid) && pid !== sim.child.pid)).toBe(true);
    expect(pids[0]).not.toBe(pids[1]);
    // Each worker keeps its shard's requests: the process that owns the gateway answers from its file.
    const mine = await userOn(sim, demo, DEMO_ONLINE);
    const theirs = await userOn(sim, other, OTHER_ONLINE);
    closers.push(
      () => mine.client.endAsync(),
      () => theirs.client.endAsync(),
    );
    expect(await mine.ask('get_object_list_by_type_detailed', { type: 'device' })).toMatchObject({ code: 0 });
    expect(await theirs.ask('get_object_list_by_type_detailed', { type: 'device' })).toMatchObject({ code: 0 });
    // The cloud's control API reads the gateway through an operation run on its worker (the sticker lives in the gateway).
    const gateway = await control('GET', `/gateways/${DEMO_ONLINE}`);
    expect(gateway).toMatchObject({ serialNumber: DEMO_ONLINE, emulator: { factoryPin: expect.stringMatching(/^\d{6}$/), deviceCount: expect.any(Number) } });
    expect((gateway.emulator as { deviceCount: number }).deviceCount).toBeGreaterThan(5);
  }, 120_000);

  it('saves a change in the owning worker, and the cloud reads it back through an operation', async () => {
    const user = await userOn(sim, demo, DEMO_ONLINE);
    closers.push(() => user.client.endAsync());
    const file = join(dataDir, 'gateways', `${DEMO_ONLINE}.json`);
    const answer = await user.ask('set_service_property_value', { device: 2, service: 'LevelService', property: 'Level', value: 41 });
    expect(answer).toMatchObject({ code: 0 });
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { devices: { id: number; service_list: { name: string; property_list: { name: string; value: unknown }[] }[] }[] };
    expect(
      saved.devices
        .find((d) => d.id === 2)!
        .service_list.find((s) => s.name === 'LevelService')!
        .property_list.find((p) => p.name === 'Level')!.value,
    ).toBe(41);
    await expect.poll(() => user.events.some((e) => e.name === 'device_2_property_changed' && e.data.property_value === 41)).toBe(true);
    // A refusal from inside the worker crosses as the ApiError it was: 404 000404 for a device the gateway lacks.
    const refused = await sim.control('POST', `/gateways/${DEMO_ONLINE}/devices/999/report`, { service: 'LevelService', property: 'Level', value: 1 });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual([expect.objectContaining({ errorCode: '000404' })]);
  }, 120_000);

  it('raises a device alarm in the cloud, after the property event, and the gateway’s rule notifies its owner', async () => {
    await control('DELETE', '/outbox');
    const user = await userOn(sim, demo, DEMO_ONLINE);
    closers.push(() => user.client.endAsync());
    // The Kitchen Gas Detector (10) reports gas: the "Gas leak" rule turns the bulb on, pushes to the owner, raises alarm 100.
    await control('POST', `/gateways/${DEMO_ONLINE}/devices/10/report`, { service: 'GasService', property: 'Alarm', value: true });
    await expect.poll(() => user.events.filter((e) => e.name === 'alarm_notification_created').length, { timeout: 20_000 }).toBe(2);
    const names = user.events.map((e) => e.name);
    const property = names.indexOf('device_10_property_changed');
    const alarms = user.events.filter((e) => e.name === 'alarm_notification_created');
    expect(property).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('alarm_notification_created')).toBeGreaterThan(property);
    // Both raised by the cloud: recorded, with its notification ids (not the gateway's bare event).
    expect(alarms.map((a) => (a.data.alarmNotifParams as { alarmCode: number }).alarmCode).sort()).toEqual([100, 101]);
    expect(alarms.every((a) => typeof a.data.notificationId === 'string' && a.data.serialNumber === DEMO_ONLINE)).toBe(true);
    const outbox = await dataOf<{ kind: string; to: string; subject: string }[]>(sim.control('GET', '/outbox?kind=push'));
    expect(outbox.some((m) => m.to === DEMO.identity && /gas/i.test(m.subject))).toBe(true);
  }, 120_000);

  it('refuses a command through QA’s fault, asked of the cloud for each request', async () => {
    const user = await userOn(sim, demo, DEMO_ONLINE);
    closers.push(() => user.client.endAsync());
    await control('POST', '/faults', { kind: 'command-error', methods: ['set_service_property_value'], code: 5, message: 'Device is busy', times: 1 });
    const params = { device: 2, service: 'LevelService', property: 'Level', value: 42 };
    expect(await user.ask('set_service_property_value', params)).toMatchObject({ code: 5, message: 'Device is busy' });
    expect(await user.ask('set_service_property_value', params)).toMatchObject({ code: 0 });
  }, 120_000);

  it('moves the workers’ clocks with the cloud’s: an upgrade’s steps run when QA advances a paused clock', async () => {
    const user = await userOn(sim, demo, DEMO_ONLINE);
    closers.push(() => user.client.endAsync());
    await control('POST', '/clock', { rate: 0 });
    await control('POST', `/gateways/${DEMO_ONLINE}/devices/2/firmware`, { available: true });
    expect(await user.ask('set_service_property_value', { device: 2, service: 'OTAService', property: 'UpgradeState', value: 2 })).toMatchObject({ code: 0 });
    const progress = () => user.events.filter((e) => e.name === 'device_2_property_changed' && e.data.property_name === 'UpgradeProgress').map((e) => e.data.property_value);
    // Paused: nothing after the first step, however long we wait.
    await new Promise((r) => setTimeout(r, 1500));
    const before = progress();
    expect(before.length).toBeLessThanOrEqual(1);
    await control('POST', '/clock', { advanceMs: 10_000 });
    await expect.poll(progress, { timeout: 20_000 }).toEqual([0, 25, 50, 75, 100]);
    await control('POST', '/clock', { rate: 1 });
  }, 120_000);

  it('starts a killed worker again, its gateways’ state kept in their files, while the other shard answers throughout', async () => {
    const mine = await userOn(sim, demo, DEMO_ONLINE);
    const theirs = await userOn(sim, other, OTHER_ONLINE);
    closers.push(
      () => mine.client.endAsync(),
      () => theirs.client.endAsync(),
    );
    expect(await mine.ask('set_service_property_value', { device: 2, service: 'LevelService', property: 'Level', value: 43 })).toMatchObject({ code: 0 });
    const shard = shardOf(DEMO_ONLINE, 2);
    const pid = workerPid(shard);
    const from = lines.length;
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => sawLine(new RegExp(`fleet: worker ${shard} \\(pid ${pid}\\) ended`), from), { timeout: 20_000 }).toBeDefined();
    expect(await theirs.ask('get_object_list_by_type_detailed', { type: 'device' })).toMatchObject({ code: 0 });
    await expect.poll(() => sawLine(new RegExp(`fleet: worker ${shard} ready`), from), { timeout: 60_000 }).toBeDefined();
    expect(workerPid(shard)).not.toBe(pid);
    expect(await mine.level(2)).toBe(43);
  }, 180_000);

  it('reaches every worker with a reset: the seed’s value is back', async () => {
    const user = await userOn(sim, demo, DEMO_ONLINE);
    expect(await user.ask('set_service_property_value', { device: 2, service: 'LevelService', property: 'Level', value: 44 })).toMatchObject({ code: 0 });
    await user.client.endAsync();
    await control('POST', '/reset');
    const again = await userOn(sim, await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret), DEMO_ONLINE);
    closers.push(() => again.client.endAsync());
    const seeded = await again.level(2);
    expect(typeof seeded).toBe('number');
    expect(seeded).not.toBe(44);
  }, 120_000);

  it('drops what does not read on the workers’ topics, and goes on', async () => {
    const spy = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { protocolVersion: 4, reconnectPeriod: 0 });
    closers.push(() => spy.endAsync());
    const from = lines.length;
    await spy.publishAsync(`__homeport_fleet/${product}/worker/0`, 'not json');
    await spy.publishAsync(`__homeport_fleet/${product}/cloud/1`, JSON.stringify({ t: 'op', id: -1 }));
    await expect.poll(() => sawLine(/fleet: dropped a message from worker 1/, from), { timeout: 10_000 }).toBeDefined();
    // After the reset above: signed in again, and the gateway brought online again.
    await control('PATCH', `/gateways/${OTHER_ONLINE}`, { connectionStatus: 'online' });
    const user = await userOn(sim, await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(OTHER.identity, OTHER.secret), OTHER_ONLINE);
    closers.push(() => user.client.endAsync());
    expect(await user.ask('get_object_list_by_type_detailed', { type: 'device' })).toMatchObject({ code: 0 });
  }, 120_000);

  // Last: it kills this simulator. Its own start is not needed for it: the workers of any running fleet will do.
  it('ends its workers with a killed simulator: none is left behind', async () => {
    const pids = [workerPid(0), workerPid(1)];
    expect(pids.every((pid) => pid > 0)).toBe(true);
    expect(pids.every(alive)).toBe(true);
    await sim.stop('SIGKILL');
    // Their IPC channel closes with the simulator: each worker stops by itself.
    await expect.poll(() => pids.filter(alive), { timeout: 20_000 }).toEqual([]);
  }, 120_000);
});

describe('--fleet-workers', () => {
  it('needs --broker: a usage error otherwise', () => {
    const main = join(dirname(fileURLToPath(import.meta.url)), '../simulator/src/main.ts');
    const run = spawnSync(process.execPath, ['--conditions=@homeport/source', '--import', 'tsx', main, '--fleet-workers', '2'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--fleet-workers needs --broker');
  });
});

// Every scenario of the library (power cut, firmware campaign, alarm escalation, replacement, …) with the
// gateways in two workers: operations, the clock, resets and the gateways' events all cross processes.
describeLibraryOnMosquitto('the scenario library, with two fleet workers on Mosquitto', { fleetWorkers: 2 });
