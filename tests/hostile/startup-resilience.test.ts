// Start no matter what one gateway holds (docs/simulator.md "Set aside"):
// a data folder where one gateway's file is no JSON and one timed gateway
// holds a time trigger in the year 1000000 (what a restored backup once
// wrote) still starts; the other tenants work, the two are listed for QA,
// the owner of the unreadable gateway is told so, and QA can reseed it.
// The simulator runs in this process, started on the folder, stopped,
// the folder corrupted, then started again on it (the one restart this
// test is about).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayCode, type Gateway, type LoginResult, type Rule, type SetAsideEntry } from '@homeport/sdk';
import { DEMO, DEMO_ONLINE, OTHER, OTHER_SERIALS } from '@homeport/test-support';
import { api, connectMqtt, control, loginAs, request, scopeOf, testClock } from '../../simulator/src/testing/simHarness';
import { startSimulator } from '../../simulator/src/startSimulator';
import type { Simulator } from '../../simulator/src/options';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-hostile-startup-'));
const gatewayFile = (serial: string) => join(dataDir, 'gateways', `${serial}.json`);
/** The owner's gateway whose file is made unreadable. */
const BROKEN = DEMO_ONLINE;
/** Another owner's gateway, given a time trigger no date can be made of. */
const TIMED = OTHER_SERIALS[0]!;
const NOT_JSON = '{"serialNumber": "' + BROKEN + '", "devices": [';

let sim: Simulator;
const logs: string[] = [];
const clients: MqttClient[] = [];

const badRule = (id: number): Rule => ({
  id,
  name: 'From a restored backup',
  active: true,
  rule_logic: 'OR',
  time_triggers: [{ id: id + 1, year: 1_000_000, month: 1, day: 1, hour: 8, minute: 0, second: 0, repeat: [false, false, false, false, false, false, false] }],
  event_triggers: [],
  statuses: [],
  scenes: [],
});

beforeAll(async () => {
  const first = await startSimulator({ port: 0, mqttPort: 0, fresh: true, dataDir, clock: testClock({ rate: 0 }), log: () => undefined });
  await first.close();
  // The folder as a bad restore and a damaged disk left it.
  expect(existsSync(gatewayFile(BROKEN))).toBe(true);
  writeFileSync(gatewayFile(BROKEN), NOT_JSON);
  const timed = JSON.parse(readFileSync(gatewayFile(TIMED), 'utf8')) as { rules?: Rule[]; ruleSeq?: number };
  const seq = Math.max(timed.ruleSeq ?? 0, 1000);
  writeFileSync(gatewayFile(TIMED), JSON.stringify({ ...timed, rules: [...(timed.rules ?? []), badRule(seq + 1)], ruleSeq: seq + 2 }));
  const index = JSON.parse(readFileSync(join(dataDir, 'rule-timers.json'), 'utf8')) as { serials: string[] };
  writeFileSync(join(dataDir, 'rule-timers.json'), JSON.stringify({ serials: [...new Set([...index.serials, TIMED, BROKEN])] }));
  // Before, this start failed with "Invalid time value" and every tenant was down.
  sim = await startSimulator({ port: 0, mqttPort: 0, fresh: false, dataDir, clock: testClock({ rate: 0 }), log: (m) => logs.push(m) });
});

afterAll(async () => {
  for (const client of clients) await client.endAsync(true);
  await sim?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(who: typeof DEMO): Promise<{ session: LoginResult; client: MqttClient }> {
  const session = await loginAs(sim, { username: who.identity, password: who.secret });
  const client = await connectMqtt(sim.mqttTcpUrl, session);
  clients.push(client);
  return { session, client };
}

describe('a data folder with one unreadable gateway file and one time trigger no date can be made of', () => {
  it('starts, and logs each of the two with its serial and reason', () => {
    expect(logs.some((m) => m.includes(BROKEN) && m.includes('set aside') && m.includes('SyntaxError'))).toBe(true);
    expect(logs.some((m) => m.includes(TIMED) && m.includes('cannot be armed') && m.includes('RangeError'))).toBe(true);
  });

  it('serves another owner: sign-in, and their gateway answers (it runs, its bad trigger skipped)', async () => {
    const { session, client } = await signedIn(OTHER);
    const answer = await request(client, scopeOf(session.userId, TIMED), 'ping', {}, { channel: 'osm' });
    expect(answer).toMatchObject({ code: GatewayCode.ok });
    const rules = await request(client, scopeOf(session.userId, TIMED), 'get_rules');
    expect(rules?.code).toBe(GatewayCode.ok);
  });

  it('lists both for QA: what failed, why, when, and the kept copy of the file as it was', async () => {
    const listed = await control<{ data: SetAsideEntry[] }>(sim, 'GET', '/set-aside');
    expect(listed.status).toBe(200);
    const byKind = Object.fromEntries(listed.body.data.map((e) => [e.kind, e]));
    expect(byKind.gateway).toMatchObject({ serialNumber: BROKEN, item: `gateways/${BROKEN}.json`, kept: `set-aside/${BROKEN}--gateway.kept`, at: expect.any(Number) });
    expect(byKind.gateway!.reason).toMatch(/SyntaxError/);
    expect(readFileSync(join(dataDir, byKind.gateway!.kept!), 'utf8')).toBe(NOT_JSON);
    expect(byKind['time-trigger']).toMatchObject({ serialNumber: TIMED, kept: null });
    expect(byKind['time-trigger']!.reason).toMatch(/1000000-1-1 8:0:0: RangeError/);
    // The gateways listing marks the one that does not load.
    const gateways = await control<{ data: Gateway[] }>(sim, 'GET', '/gateways');
    expect(gateways.body.data.find((g) => g.serialNumber === BROKEN)?.dataUnavailable).toBe(true);
    expect(gateways.body.data.find((g) => g.serialNumber === TIMED)?.dataUnavailable).toBeUndefined();
  });

  it("tells the broken gateway's owner so, shaped, at once: MQTT code 8 with the reason, REST 503 GATEWAY_DATA_UNAVAILABLE, the record marked", async () => {
    const { session, client } = await signedIn(DEMO);
    const answer = await request(client, scopeOf(session.userId, BROKEN), 'ping', {}, { channel: 'osm' });
    expect(answer).toMatchObject({ code: GatewayCode.wrongState, message: expect.stringContaining('could not be loaded') });
    const privilege = await api<Array<{ errorCode: string; message: string }>>(sim, 'POST', `/udm/device/${BROKEN}/privilegeMode/activate`, {
      sessionId: session.sessionId,
      body: {},
    });
    expect(privilege.status).toBe(503);
    expect(privilege.body).toEqual([{ errorCode: ErrorCode.gatewayDataUnavailable, message: expect.stringContaining('could not be loaded') }]);
    const record = await api<{ data: Gateway }>(sim, 'GET', `/udm/device/hg/${BROKEN}/info`, { sessionId: session.sessionId });
    expect(record.body.data).toMatchObject({ serialNumber: BROKEN, dataUnavailable: true });
    // The process is alive and the file set aside unchanged.
    expect((await request(client, scopeOf(session.userId, BROKEN), 'ping', {}, { channel: 'osm' }))?.code).toBe(GatewayCode.wrongState);
    expect(existsSync(gatewayFile(BROKEN))).toBe(false);
  });

  it('lets QA reseed the broken gateway: it answers again, its mark and entries gone', async () => {
    const reseeded = await control<{ data: { cleared: string[] } }>(sim, 'POST', `/set-aside/${BROKEN}/reseed`);
    expect(reseeded.status).toBe(200);
    expect(reseeded.body.data.cleared).toEqual([`${BROKEN}--gateway`]);
    const { session, client } = await signedIn(DEMO);
    expect((await request(client, scopeOf(session.userId, BROKEN), 'ping', {}, { channel: 'osm' }))?.code).toBe(GatewayCode.ok);
    const listed = await control<{ data: SetAsideEntry[] }>(sim, 'GET', '/set-aside');
    expect(listed.body.data.map((e) => e.serialNumber)).toEqual([TIMED]);
    const gateways = await control<{ data: Gateway[] }>(sim, 'GET', '/gateways');
    expect(gateways.body.data.find((g) => g.serialNumber === BROKEN)?.dataUnavailable).toBeUndefined();
    // Nothing else of it to reseed now: refused, shaped.
    const again = await control<Array<{ errorCode: string }>>(sim, 'POST', `/set-aside/${BROKEN}/reseed`);
    expect(again.status).toBe(404);
    expect(again.body[0]!.errorCode).toBe(ErrorCode.notFound);
  });
});
