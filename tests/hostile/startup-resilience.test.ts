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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ErrorCode, GatewayCode, GatewayRequestError, type Gateway, type GatewayLink, type Rule } from '@homeport/sdk';
import type { SetAsideEntry } from '@homeport/sdk/sim';
import { SimClock, startSimulator, type Simulator } from '@homeport/simulator';
import { DEMO, DEMO_ONLINE, OTHER, OTHER_SERIALS, control, linkFor, login, restFor, type Credentials } from '@homeport/test-support';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-hostile-startup-'));
const gatewayFile = (serial: string) => join(dataDir, 'gateways', `${serial}.json`);
/** The owner's gateway whose file is made unreadable. */
const BROKEN = DEMO_ONLINE;
/** Another owner's gateway, given a time trigger no date can be made of. */
const TIMED = OTHER_SERIALS[0]!;
const NOT_JSON = '{"serialNumber": "' + BROKEN + '", "devices": [';

let sim: Simulator;
const logs: string[] = [];
const links: GatewayLink[] = [];

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
  const first = await startSimulator({ port: 0, mqttPort: 0, fresh: true, dataDir, clock: new SimClock({ rate: 0 }), quiet: true });
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
  sim = await startSimulator({ port: 0, mqttPort: 0, fresh: false, dataDir, clock: new SimClock({ rate: 0 }), log: (m) => logs.push(m) });
});

afterAll(async () => {
  for (const link of links) await link.end();
  await sim?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signed in, with a link to the broker as the portal has. */
async function signedIn(who: Credentials) {
  const session = await login(sim, who);
  const link = linkFor(sim, session);
  links.push(link);
  await link.ready();
  return { session, link, rest: restFor(sim, session) };
}

/** A request's answer code (0 when it succeeded) and message, as the gateway sent them. */
async function answerOf(link: GatewayLink, owner: string, serial: string, name: string): Promise<{ code: number; message?: string }> {
  try {
    await link.request({ owner, serial }, name, {}, { channel: name === 'ping' ? 'osm' : 'ohm', timeoutMs: 5000 });
    return { code: GatewayCode.ok };
  } catch (error) {
    if (error instanceof GatewayRequestError) return { code: error.code, message: error.message };
    throw error;
  }
}

/** A control API call's status and body. */
async function qa<T>(method: string, path: string): Promise<{ status: number; body: T }> {
  const response = await control(sim, method, path);
  return { status: response.status, body: (await response.json()) as T };
}

describe('a data folder with one unreadable gateway file and one time trigger no date can be made of', () => {
  it('starts, and logs each of the two with its serial and reason', () => {
    expect(logs.some((m) => m.includes(BROKEN) && m.includes('set aside') && m.includes('SyntaxError'))).toBe(true);
    expect(logs.some((m) => m.includes(TIMED) && m.includes('cannot be armed') && m.includes('RangeError'))).toBe(true);
  });

  it('serves another owner: sign-in, and their gateway answers (it runs, its bad trigger skipped)', async () => {
    const { session, link } = await signedIn(OTHER);
    expect(await answerOf(link, session.userId, TIMED, 'ping')).toEqual({ code: GatewayCode.ok });
    const rules = await link.request<Rule[]>({ owner: session.userId, serial: TIMED }, 'get_rules');
    expect(rules.some((r) => r.time_triggers.some((t) => t.year === 1_000_000))).toBe(true);
  });

  it('lists both for QA: what failed, why, when, and the kept copy of the file as it was', async () => {
    const listed = await qa<{ data: SetAsideEntry[] }>('GET', '/set-aside');
    expect(listed.status).toBe(200);
    const byKind = Object.fromEntries(listed.body.data.map((e) => [e.kind, e]));
    expect(byKind.gateway).toMatchObject({ serialNumber: BROKEN, item: `gateways/${BROKEN}.json`, kept: `set-aside/${BROKEN}--gateway.kept`, at: expect.any(Number) });
    expect(byKind.gateway!.reason).toMatch(/SyntaxError/);
    expect(readFileSync(join(dataDir, byKind.gateway!.kept!), 'utf8')).toBe(NOT_JSON);
    expect(byKind['time-trigger']).toMatchObject({ serialNumber: TIMED, kept: null });
    expect(byKind['time-trigger']!.reason).toMatch(/1000000-1-1 8:0:0: RangeError/);
    // The gateways listing marks the one that does not load.
    const gateways = await qa<{ data: Gateway[] }>('GET', '/gateways');
    expect(gateways.body.data.find((g) => g.serialNumber === BROKEN)?.dataUnavailable).toBe(true);
    expect(gateways.body.data.find((g) => g.serialNumber === TIMED)?.dataUnavailable).toBeUndefined();
  });

  it("tells the broken gateway's owner so, shaped, at once: MQTT code 8 with the reason, REST 503 GATEWAY_DATA_UNAVAILABLE, the record marked", async () => {
    const { session, link, rest } = await signedIn(DEMO);
    expect(await answerOf(link, session.userId, BROKEN, 'ping')).toEqual({ code: GatewayCode.wrongState, message: expect.stringContaining('could not be loaded') });
    const refused = await rest.gateways.privilegeActivate(BROKEN).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, errorCode: ErrorCode.gatewayDataUnavailable, message: expect.stringContaining('could not be loaded') });
    expect(await rest.gateways.info(BROKEN)).toMatchObject({ serialNumber: BROKEN, dataUnavailable: true });
    // The process is alive and the file set aside stays aside.
    expect((await answerOf(link, session.userId, BROKEN, 'get_rules')).code).toBe(GatewayCode.wrongState);
    expect(existsSync(gatewayFile(BROKEN))).toBe(false);
  });

  it('lets QA reseed the broken gateway: it answers again, its mark and entries gone', async () => {
    const reseeded = await qa<{ data: { cleared: string[] } }>('POST', `/set-aside/${BROKEN}/reseed`);
    expect(reseeded.status).toBe(200);
    expect(reseeded.body.data.cleared).toEqual([`${BROKEN}--gateway`]);
    const { session, link } = await signedIn(DEMO);
    expect(await answerOf(link, session.userId, BROKEN, 'ping')).toEqual({ code: GatewayCode.ok });
    const listed = await qa<{ data: SetAsideEntry[] }>('GET', '/set-aside');
    expect(listed.body.data.map((e) => e.serialNumber)).toEqual([TIMED]);
    const gateways = await qa<{ data: Gateway[] }>('GET', '/gateways');
    expect(gateways.body.data.find((g) => g.serialNumber === BROKEN)?.dataUnavailable).toBeUndefined();
    // Nothing else of it to reseed now: refused, shaped.
    const again = await qa<Array<{ errorCode: string }>>('POST', `/set-aside/${BROKEN}/reseed`);
    expect(again.status).toBe(404);
    expect(again.body[0]!.errorCode).toBe(ErrorCode.notFound);
  });
});
