// The fleet and the cloud on an external broker (docs/simulator.md "External
// broker"): a real Mosquitto 2 started here on a free port, the simulator as a
// child process with --broker, users on the simulator's own (edge) broker.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayLink, RestClient, topics, type Device, type GatewayResponse, type LoginResult } from '@homeport/sdk';
import { DEMO, DEMO_ONLINE, OTHER_SERIALS, deadPort } from '@homeport/test-support';
import { requireMosquitto, startMosquitto, type Mosquitto } from '@homeport/test-support/mosquitto';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { describeLibraryOnMosquitto } from './scenarioLibrary';

const product = 'homeport';

/** A plain client straight on Mosquitto, seeing everything of the product: proof that the traffic crosses it. */
async function spyOn(url: string) {
  const client = await mqtt.connectAsync(url, { protocolVersion: 4, reconnectPeriod: 0 });
  const seen: { topic: string; payload: string }[] = [];
  client.on('message', (topic, payload) => seen.push({ topic, payload: payload.toString('utf8') }));
  await client.subscribeAsync(`${product}/#`, { qos: 0 });
  return { client, seen };
}

/** A user's client on the simulator's edge broker (TCP), with its session. */
function userClient(url: string, session: LoginResult): Promise<MqttClient> {
  return mqtt.connectAsync(url, { username: session.userId, password: session.sessionId, protocolVersion: 4, reconnectPeriod: 0 });
}

/** Sends a request and resolves with its answer, or null when none came within waitMs. */
function ask(client: MqttClient, scope: { owner: string; serial: string }, name: string, params: object, waitMs: number, extra: object = {}): Promise<GatewayResponse | null> {
  const uid = randomUUID();
  const full = { product, ...scope };
  return new Promise((resolve) => {
    const onMessage = (topic: string, payload: Buffer) => {
      if (topic !== topics.response(full)) return;
      const answer = JSON.parse(payload.toString('utf8')) as GatewayResponse;
      if (answer.uid !== uid) return;
      done(answer);
    };
    const timer = setTimeout(() => done(null), waitMs);
    const done = (answer: GatewayResponse | null) => {
      clearTimeout(timer);
      client.off('message', onMessage);
      resolve(answer);
    };
    client.on('message', onMessage);
    client.publish(topics.request(full), JSON.stringify({ uid, sender: 'nobody', name, params, type: 'query', ...extra }), { qos: 0 });
  });
}

/** Resolves with the first line the simulator printed from `from` on that matches (its log). */
function logged(sim: SimProcess, lines: string[], from: number, pattern: RegExp): Promise<string> {
  return new Promise((resolve) => {
    const look = () => {
      const line = lines.slice(from).find((l) => pattern.test(l));
      if (line === undefined) return false;
      sim.child.stdout!.off('data', look);
      resolve(line);
      return true;
    };
    if (!look()) sim.child.stdout!.on('data', look);
  });
}

describe('the fleet and the cloud on an external Mosquitto', () => {
  const dir = mkdtempSync(join(tmpdir(), 'homeport-broker-'));
  const dataDir = join(dir, 'data');
  let port: number;
  let mosquitto: Mosquitto;
  let sim: SimProcess;
  let session: LoginResult;
  let scope: { owner: string; serial: string };
  const lines: string[] = [];
  const closers: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    requireMosquitto();
    port = await deadPort();
    mosquitto = await startMosquitto(port, dir);
    sim = await startSimProcess({ dataDir, args: ['--broker', `mqtt://127.0.0.1:${port}`] });
    sim.child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
    session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
    scope = { owner: session.userId, serial: DEMO_ONLINE };
  }, 120_000);

  afterAll(async () => {
    for (const close of closers) await close().catch(() => undefined);
    await sim?.stop();
    await mosquitto?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('answers a user’s request over the edge broker, and the request and answer cross Mosquitto', async () => {
    const spy = await spyOn(`mqtt://127.0.0.1:${port}`);
    closers.push(() => spy.client.endAsync());
    const user = await userClient(sim.mqttTcpUrl, session);
    closers.push(() => user.endAsync());
    await user.subscribeAsync(topics.response({ product, ...scope }), { qos: 0 });

    const answer = await ask(user, scope, 'get_object_list_by_type_detailed', { type: 'device' }, 60_000);
    expect(answer).toMatchObject({ code: 0 });
    expect((answer!.data as Device[]).length).toBeGreaterThan(0);
    // The bridge carried the request to Mosquitto (stamped with the connection's user) and the fleet's answer came back through it.
    await expect.poll(() => spy.seen.some((m) => m.topic === topics.response({ product, ...scope }) && m.payload.includes(answer!.uid))).toBe(true);
    const request = () => spy.seen.find((m) => m.topic === topics.request({ product, ...scope }) && m.payload.includes(answer!.uid));
    await expect.poll(request).toBeDefined();
    expect(JSON.parse(request()!.payload)).toMatchObject({ uid: answer!.uid, sender: session.userId, name: 'get_object_list_by_type_detailed' });
  }, 120_000);

  it('serves the browser transport (MQTT over WebSocket) the same way', async () => {
    const link = GatewayLink.connect({ url: sim.wsUrl, userId: session.userId, sessionId: session.sessionId, product, mqtt: { reconnectPeriodMs: 200 } });
    closers.push(() => link.end());
    await link.ready();
    link.watchGateway(scope);
    const devices = await link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' });
    expect(devices.map((d) => d.id)).toContain(2);
  }, 120_000);

  it('saves a device change made over MQTT and tells the user with its event', async () => {
    const user = await userClient(sim.mqttTcpUrl, session);
    closers.push(() => user.endAsync());
    const events: { name: string; data: unknown }[] = [];
    user.on('message', (topic, payload) => {
      if (topic === topics.events({ product, ...scope })) events.push(JSON.parse(payload.toString('utf8')) as { name: string; data: unknown });
    });
    await user.subscribeAsync([topics.response({ product, ...scope }), topics.events({ product, ...scope })], { qos: 0 });
    const file = join(dataDir, 'gateways', `${DEMO_ONLINE}.json`);
    const levelOf = () => {
      const contents = JSON.parse(readFileSync(file, 'utf8')) as { devices: Device[] };
      const dimmer = contents.devices.find((d) => d.id === 2)!;
      return dimmer.service_list.find((s) => s.name === 'LevelService')!.property_list.find((p) => p.name === 'Level')!.value;
    };
    const level = levelOf() === 37 ? 38 : 37;

    const target = { device: 2, service: 'LevelService', property: 'Level' };
    const answer = await ask(user, scope, 'set_service_property_value', { ...target, value: level }, 60_000, { type: 'command' });
    expect(answer).toMatchObject({ code: 0 });
    // On disk before the answer (DESIGN.md "Simulator"), and read back by a new request.
    expect(levelOf()).toBe(level);
    await expect(ask(user, scope, 'get_service_property_value', target, 60_000)).resolves.toMatchObject({ code: 0, data: { value: level } });
    await expect.poll(() => events.find((e) => e.name === 'device_2_property_changed')?.data, { timeout: 30_000 }).toMatchObject({ property_value: level });
  }, 120_000);

  it('keeps the edge ACL: no subscription to another user’s gateway, and a forged sender is stamped over', async () => {
    const spy = await spyOn(`mqtt://127.0.0.1:${port}`);
    closers.push(() => spy.client.endAsync());
    const user = await userClient(sim.mqttTcpUrl, session);
    closers.push(() => user.endAsync());
    const other = await fetch(`${sim.httpUrl}/api/__sim/gateways/${OTHER_SERIALS[0]}`, { headers: { authorization: `Bearer ${sim.controlToken}` } });
    const otherGateway = ((await other.json()) as { data: { userId: string } }).data;
    // Refused with 0x80 (MQTT 3.1.1 §3.9.3), as on the embedded broker alone.
    await expect(user.subscribeAsync(topics.events({ product, owner: otherGateway.userId, serial: OTHER_SERIALS[0]! }), { qos: 0 })).rejects.toMatchObject({
      packet: { granted: [128] },
    });

    await user.subscribeAsync(topics.response({ product, ...scope }), { qos: 0 });
    const answer = await ask(user, scope, 'get_object_list_by_type_detailed', { type: 'device' }, 60_000, { sender: 'someone-else' });
    expect(answer).toMatchObject({ code: 0 });
    const request = () => spy.seen.find((m) => m.topic === topics.request({ product, ...scope }) && m.payload.includes(answer!.uid));
    await expect.poll(request).toBeDefined();
    expect(JSON.parse(request()!.payload)).toMatchObject({ sender: session.userId });

    // A request to another user's gateway ends the connection on the edge and never reaches Mosquitto.
    const intruder = await userClient(sim.mqttTcpUrl, session);
    const closed = new Promise<void>((resolve) => intruder.once('close', () => resolve()));
    const otherRequest = topics.request({ product, owner: otherGateway.userId, serial: OTHER_SERIALS[0]! });
    intruder.publish(
      otherRequest,
      JSON.stringify({ uid: randomUUID(), sender: session.userId, name: 'get_object_list_by_type_detailed', params: { type: 'device' }, type: 'query' }),
    );
    await closed;
    await intruder.endAsync(true);
    expect(spy.seen.some((m) => m.topic === otherRequest)).toBe(false);
  }, 120_000);

  it('acts a broker fault on the edge: users are dropped, the fleet stays on Mosquitto and answers the next client', async () => {
    const from = lines.length;
    const user = await userClient(sim.mqttTcpUrl, session);
    const closed = new Promise<void>((resolve) => user.once('close', () => resolve()));
    const response = await sim.control('POST', '/faults', { kind: 'broker', action: 'disconnect' });
    expect(response.status).toBe(201);
    await closed;
    await user.endAsync(true);
    const next = await userClient(sim.mqttTcpUrl, session);
    closers.push(() => next.endAsync());
    await next.subscribeAsync(topics.response({ product, ...scope }), { qos: 0 });
    await expect(ask(next, scope, 'get_object_list_by_type_detailed', { type: 'device' }, 60_000)).resolves.toMatchObject({ code: 0 });
    // Nothing on the cloud side lost its connection to the external broker.
    expect(lines.slice(from).filter((line) => /external broker .* lost the connection/.test(line))).toEqual([]);
  }, 120_000);

  it('loses requests while Mosquitto is down, says so, and answers again once it is back on the same port', async () => {
    const user = await userClient(sim.mqttTcpUrl, session);
    closers.push(() => user.endAsync());
    await user.subscribeAsync(topics.response({ product, ...scope }), { qos: 0 });
    await expect(ask(user, scope, 'get_object_list_by_type_detailed', { type: 'device' }, 60_000)).resolves.toMatchObject({ code: 0 });

    const from = lines.length;
    await mosquitto.stop();
    await logged(sim, lines, from, /external broker .*: bridge lost the connection, reconnecting/);
    // A negative only: nothing can answer while the broker is away (the request is dropped at the bridge).
    expect(await ask(user, scope, 'get_object_list_by_type_detailed', { type: 'device' }, 1_500)).toBeNull();
    await logged(sim, lines, from, /bridge: the external broker is away, user requests are dropped/);

    mosquitto = await startMosquitto(port, dir);
    // mqtt.js reconnects each client and subscribes again; poll until a request is answered.
    let answered: GatewayResponse | null = null;
    while (answered === null) answered = await ask(user, scope, 'get_object_list_by_type_detailed', { type: 'device' }, 2_000);
    expect(answered).toMatchObject({ code: 0 });
    await logged(sim, lines, from, /external broker .*: fleet connected again/);
    // The user's own connection on the edge was never dropped.
    expect(user.connected).toBe(true);
  }, 120_000);
});

describe('a locked-down Mosquitto (password file and ACL, as docs/simulator.md shows)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'homeport-broker-locked-'));
  let port: number;
  let mosquitto: Mosquitto;

  beforeAll(async () => {
    requireMosquitto();
    const passwords = join(dir, 'homeport.passwd');
    const acl = join(dir, 'homeport.acl');
    await new Promise<void>((resolve, reject) => {
      const make = spawn('/usr/bin/mosquitto_passwd', ['-c', '-b', passwords, 'homeport', 's3cret:with@signs'], { stdio: 'inherit' });
      make.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`mosquitto_passwd exited with ${code}`))));
    });
    writeFileSync(acl, 'user homeport\ntopic readwrite homeport/#\ntopic readwrite __homeport_scenarios/#\n');
    // Started as root, Mosquitto reads these files as its own user (`mosquitto`) after dropping privileges.
    chmodSync(dir, 0o755);
    chmodSync(passwords, 0o644);
    chmodSync(acl, 0o644);
    port = await deadPort();
    mosquitto = await startMosquitto(port, dir, `allow_anonymous false\npassword_file ${passwords}\nacl_file ${acl}\n`);
  }, 120_000);

  afterAll(async () => {
    await mosquitto?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('runs with the internal user of the URL, and never prints its password', async () => {
    const sim = await startSimProcess({ args: ['--broker', `mqtt://homeport:${encodeURIComponent('s3cret:with@signs')}@127.0.0.1:${port}`] });
    let printed = sim.printed;
    sim.child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    try {
      const session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
      const user = await userClient(sim.mqttTcpUrl, session);
      const scope = { owner: session.userId, serial: DEMO_ONLINE };
      await user.subscribeAsync(topics.response({ product, ...scope }), { qos: 0 });
      await expect(ask(user, scope, 'get_object_list_by_type_detailed', { type: 'device' }, 60_000)).resolves.toMatchObject({ code: 0 });
      await user.endAsync();
      // The banner names the broker and its user, the password hidden; nothing it printed since shows the password either.
      expect(sim.printed).toContain(`external broker mqtt://homeport:***@127.0.0.1:${port} (fleet and cloud`);
      expect(printed).not.toContain('s3cret');
    } finally {
      await sim.stop();
    }
  }, 120_000);

  it('fails the start with exit code 1 when the password is wrong', async () => {
    await expect(startSimProcess({ args: ['--broker', `mqtt://homeport:wrong@127.0.0.1:${port}`] })).rejects.toThrow(
      new RegExp(
        `simulator exited with 1:[\\s\\S]*could not connect to the external broker mqtt://homeport:\\*\\*\\*@127\\.0\\.0\\.1:${port} \\(Connection refused: Not authorized\\)`,
      ),
    );
  }, 120_000);
});

// The cloud side's other clients on the external broker: each scenario of the library commands gateways
// through the bulk commander's way (gateway.command), waits for events on the scenario tap, and resets.
describeLibraryOnMosquitto('the scenario library, with the simulator in process on Mosquitto');

describe('an unreachable external broker', () => {
  it('fails the start with exit code 1 and a message naming the broker', async () => {
    const port = await deadPort();
    await expect(startSimProcess({ args: ['--broker', `mqtt://127.0.0.1:${port}`] })).rejects.toThrow(
      new RegExp(`simulator exited with 1:[\\s\\S]*The simulator did not start: could not connect to the external broker mqtt://127\\.0\\.0\\.1:${port} \\(connect ECONNREFUSED`),
    );
  }, 120_000);
});
