// Device and gateway history (spec 3 §2 "History charts", §3 "History
// series", §5, §7 "History", §9; docs/contracts.md "History") against the
// real simulator: changes made through the control API and the gateway's
// own command path appear in the history; back-history is generated from
// the seed and the same on every start; answers stay within 2,000 points;
// missing data is reported as edges; CSV; range limits; access.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  downloadHistoryCsv,
  ErrorCode,
  RestClient,
  HISTORY_MAX_POINTS,
  HistoryErrorCode,
  historyCsvRows,
  historyRangeLimits,
  toCsv,
  type ErrorEntry,
  type GatewayCache,
  type HistoryAnswer,
  type HistoryDevice,
  type LoginResult,
} from '@homeport/sdk';
import type { SimClock } from '../../clock/simClock';
import { adminAccount, DEMO_ONLINE_SERIAL, demoAccount, otherAccount } from '../../seed/accounts';
import { api, connectMqtt, control, loginAs, request, scopeOf, startTestSim, testClock, type TestSim } from '../../../test/harness/simHarness';

const T0 = Date.UTC(2026, 5, 15, 12, 0);
const SERIAL = DEMO_ONLINE_SERIAL;
/** Device 2 of the demo gateway is a dimmer (LevelService Level, a number). */
const DIMMER = 2;

let t: TestSim;
let clock: SimClock;
let demo: LoginResult;
let admin: LoginResult;
let other: LoginResult;

beforeAll(async () => {
  clock = testClock({ rate: 0, start: T0 });
  t = await startTestSim({ gateways: 10, clock });
});
afterAll(() => t.stop());

beforeEach(async () => {
  await control(t.sim, 'POST', '/reset');
  [demo, admin, other] = await Promise.all([loginAs(t.sim, demoAccount), loginAs(t.sim, adminAccount), loginAs(t.sim, otherAccount)]);
});

type Answer<T> = { data: T } & ErrorEntry[];
const call = <T>(method: string, path: string, body?: unknown, session: LoginResult = demo) => api<Answer<T>>(t.sim, method, path, { sessionId: session.sessionId, body });
const node = (body: Record<string, unknown>, session?: LoginResult) => call<HistoryAnswer>('POST', '/node_history/node', body, session);

async function csvOf(path: string, body: Record<string, unknown>, session: LoginResult = demo) {
  const response = await fetch(`${t.sim.httpUrl}/api${path}`, {
    method: 'POST',
    headers: { sessionId: session.sessionId, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, csv: true }),
  });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), text: await response.text() };
}

describe('recording', () => {
  it('a level set through the gateway command appears in the device history at the time it was made', async () => {
    await clock.advance(5 * 60_000);
    const client = await connectMqtt(t.sim.mqttTcpUrl, demo);
    try {
      const answer = await request(client, scopeOf(demo.userId, SERIAL), 'set_service_property_value', { device: DIMMER, service: 'LevelService', property: 'Level', value: 37 });
      expect(answer?.code).toBe(0);
    } finally {
      await client.endAsync(true);
    }
    const at = clock.now();
    const { status, body } = await node({ key: `${SERIAL}:${DIMMER}:LevelService`, period: 'day' });
    expect(status).toBe(200);
    const level = body.data.series.find((s) => s.property === 'Level')!;
    expect(level.kind).toBe('numeric');
    expect(level.unit).toBe('%');
    expect(level.points.at(-1)).toMatchObject({ t: at, v: 37 });
  });

  it('a gateway taken offline and back through the control API shows in its status history, and as a gap with edges in its devices', async () => {
    await clock.advance(60 * 60_000);
    const down = clock.now();
    expect((await control(t.sim, 'PATCH', `/gateways/${SERIAL}`, { connectionStatus: 'offline' })).status).toBe(200);
    await clock.advance(8 * 60 * 60_000);
    const up = clock.now();
    expect((await control(t.sim, 'PATCH', `/gateways/${SERIAL}`, { connectionStatus: 'online' })).status).toBe(200);
    await clock.advance(60 * 60_000);

    const gateway = await call<HistoryAnswer>('POST', '/node_history/gateway_status', { serialNumber: SERIAL, period: 'day' });
    expect(gateway.status).toBe(200);
    const points = gateway.body.data.series[0]!.points;
    expect(points.filter((p) => p.t >= down)).toEqual([
      { t: down, v: 0 },
      { t: up, v: 1 },
    ]);

    const device = await node({ key: `${SERIAL}:${DIMMER}`, period: 'day' });
    const level = device.body.data.series.find((s) => s.property === 'Level')!;
    expect(level.gaps).toContainEqual({ from: down, to: up });
    // Nothing inside the gap: the points beside it carry FROM (or FROM-TO) before and TO (or FROM-TO) after.
    expect(level.points.some((p) => p.t > down && p.t < up)).toBe(false);
    const before = level.points.filter((p) => p.t <= down).at(-1);
    if (before) expect([0, 2]).toContain(before.edge);
  });
});

describe('back-history', () => {
  it('is generated from the seed: a second start from the same seed answers the same', async () => {
    const body = { key: `${SERIAL}:${DIMMER}`, from: T0 - 20 * DAY_MS, to: T0 - 10 * DAY_MS };
    const first = await node(body);
    expect(first.status).toBe(200);
    expect(first.body.data.series.length).toBeGreaterThan(0);
    expect(first.body.data.series.some((s) => s.points.length > 100)).toBe(true);

    // Another start, a few days later on the clock: the same past, the same answer.
    const second = await startTestSim({ gateways: 10, clock: testClock({ rate: 0, start: T0 + 3 * DAY_MS }) });
    try {
      const session = await loginAs(second.sim, demoAccount);
      const again = await api<Answer<HistoryAnswer>>(second.sim, 'POST', '/node_history/node', { sessionId: session.sessionId, body });
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(first.body.data);
    } finally {
      await second.stop();
    }
  });

  it('a month view keeps at most 2,000 points per series, with the min and max of each bucket', async () => {
    const { body } = await node({ key: `${SERIAL}:${DIMMER}:LevelService`, period: 'month' });
    const level = body.data.series.find((s) => s.property === 'Level')!;
    expect(level.samples).toBeGreaterThan(HISTORY_MAX_POINTS);
    expect(level.points.length).toBeLessThanOrEqual(HISTORY_MAX_POINTS);
    expect(body.data.bucketMs).toBeGreaterThan(0);
    const averaged = level.points.filter((p) => p.min !== undefined);
    expect(averaged.length).toBeGreaterThan(0);
    for (const p of averaged) {
      expect(p.min!).toBeLessThanOrEqual(p.v as number);
      expect(p.max!).toBeGreaterThanOrEqual(p.v as number);
    }
    // Oldest first, one point per bucket.
    expect(level.points.every((p, i) => i === 0 || p.t > level.points[i - 1]!.t)).toBe(true);
  });

  it('reports the outages of the generated history as gaps and edges, not interpolated', async () => {
    const span = historyRangeLimits(clock.now());
    const status = await call<HistoryAnswer>('POST', '/node_history/gateway_status', { serialNumber: SERIAL, from: span.earliest, to: clock.now() });
    const offline = status.body.data.series[0]!.points.filter((p) => p.v === 0);
    // Six months hold outages (about one day in ten).
    expect(offline.length).toBeGreaterThan(3);

    const at = offline[Math.floor(offline.length / 2)]!.t;
    const { body } = await node({ key: `${SERIAL}:${DIMMER}:LevelService`, from: at - DAY_MS, to: at + DAY_MS });
    const level = body.data.series.find((s) => s.property === 'Level')!;
    const gap = level.gaps.find((g) => g.from === at)!;
    expect(gap).toBeDefined();
    expect(level.points.some((p) => p.t > gap.from && p.t < gap.to)).toBe(false);
    const before = level.points.filter((p) => p.t <= gap.from).at(-1)!;
    const after = level.points.find((p) => p.t >= gap.to)!;
    expect([0, 2]).toContain(before.edge);
    expect([1, 2]).toContain(after.edge);
  });

  it('is only for seeded devices: a device added later has none before it joined', async () => {
    await clock.advance(60_000);
    const added = await control<{ data: { added: number[] } }>(t.sim, 'POST', `/gateways/${SERIAL}/devices`, { kind: 'dimmer' });
    expect(added.status).toBe(200);
    const id = added.body.data.added[0]!;
    const fresh = await node({ key: `${SERIAL}:${id}`, period: 'month' });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.series.length).toBeGreaterThan(0);
    expect(fresh.body.data.series.every((s) => s.points.length === 0)).toBe(true);
    // A seeded device of the same kind has its month.
    const seeded = await node({ key: `${SERIAL}:${DIMMER}`, period: 'month' });
    expect(seeded.body.data.series.some((s) => s.points.length > 0)).toBe(true);
  });

  it('gives the device status over time, with the raw values the chart maps', async () => {
    const { status, body } = await call<HistoryAnswer>('POST', '/node_history/node_status', { serialNumber: SERIAL, deviceId: DIMMER, period: 'month' });
    expect(status).toBe(200);
    const series = body.data.series[0]!;
    expect(series).toMatchObject({ service: 'status', property: 'status', kind: 'state' });
    expect(new Set(series.points.map((p) => p.v))).toEqual(new Set([2, 5]));
  });
});

describe('CSV', () => {
  it('answers text/csv named node_history_…, one row per point of the JSON answer', async () => {
    const body = { key: `${SERIAL}:${DIMMER}:LevelService`, from: T0 - 3 * DAY_MS, to: T0 - 2 * DAY_MS };
    const json = await node(body);
    const csv = await csvOf('/node_history/node', body);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.disposition).toBe(`attachment; filename="node_history_${SERIAL}_${DIMMER}_LevelService_2026-06-12_2026-06-13.csv"`);
    expect(csv.text).toBe(toCsv(historyCsvRows(json.body.data)));
    expect(csv.text.split('\r\n')[0]).toBe('time,service,property,value,min,max,unit,edge');
  });

  it('names the gateway file gateway_history-…', async () => {
    const csv = await csvOf('/node_history/gateway_status', { serialNumber: SERIAL, period: 'week' });
    expect(csv.status).toBe(200);
    expect(csv.disposition).toMatch(new RegExp(`^attachment; filename="gateway_history-${SERIAL}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
  });
});

describe('refusals and access', () => {
  it('refuses a range that starts more than 6 months ago, or ends after today, and a body with both period and range', async () => {
    const early = await node({ key: `${SERIAL}:${DIMMER}`, from: clock.now() - 200 * DAY_MS, to: clock.now() });
    expect(early.status).toBe(400);
    expect(early.body[0]).toMatchObject({ errorCode: HistoryErrorCode.rangeOutside, field: 'from' });
    const late = await node({ key: `${SERIAL}:${DIMMER}`, from: clock.now(), to: clock.now() + 2 * DAY_MS });
    expect(late.status).toBe(400);
    expect(late.body[0]).toMatchObject({ errorCode: HistoryErrorCode.rangeOutside, field: 'to' });
    const both = await node({ key: `${SERIAL}:${DIMMER}`, period: 'day', from: clock.now() - DAY_MS, to: clock.now() });
    expect(both.status).toBe(400);
    expect(both.body[0]!.errorCode).toBe(ErrorCode.invalidInput);
  });

  it("refuses another user's gateway (403), answers its owner and an admin; an unknown device is 404", async () => {
    const body = { key: `${SERIAL}:${DIMMER}`, period: 'day' };
    const stranger = await node(body, other);
    expect(stranger.status).toBe(403);
    expect(stranger.body[0]!.errorCode).toBe(ErrorCode.notYourDevice);
    expect((await call('POST', '/node_history/gateway_status', { serialNumber: SERIAL, period: 'day' }, other)).status).toBe(403);
    expect((await call('GET', `/cache/${SERIAL}`, undefined, other)).status).toBe(403);
    expect((await node(body, admin)).status).toBe(200);
    expect((await node(body)).status).toBe(200);
    const unknown = await node({ key: `${SERIAL}:9999`, period: 'day' });
    expect(unknown.status).toBe(404);
    expect(unknown.body[0]!.errorCode).toBe(HistoryErrorCode.deviceUnknown);
  });
});

describe('cached image', () => {
  it('gives the offline gateway image and one device of it, cached when the gateway went offline', async () => {
    await clock.advance(60_000);
    const down = clock.now();
    await control(t.sim, 'PATCH', `/gateways/${SERIAL}`, { connectionStatus: 'offline' });
    await clock.advance(60 * 60_000);
    const cache = await call<GatewayCache>('GET', `/cache/${SERIAL}`);
    expect(cache.status).toBe(200);
    expect(cache.body.data).toMatchObject({ serialNumber: SERIAL, connectionStatus: 'offline', cachedAt: down });
    expect(cache.body.data.devices.some((d) => d.id === DIMMER)).toBe(true);
    const device = await call<HistoryDevice>('GET', `/cache/${SERIAL}/devices/${DIMMER}`);
    expect(device.status).toBe(200);
    expect(device.body.data.id).toBe(DIMMER);
    expect(device.body.data.service_list.some((s) => s.name === 'LevelService')).toBe(true);
    // Its history still answers while the gateway is offline.
    expect((await node({ key: `${SERIAL}:${DIMMER}`, period: 'day' })).status).toBe(200);
  });
});

describe('sdk client', () => {
  it('RestClient.history reads the JSON answers and downloadHistoryCsv the file with its name', async () => {
    const rest = new RestClient({ apiBase: `${t.sim.httpUrl}/api`, getSessionId: () => demo.sessionId });
    const week = await rest.history.gatewayStatus({ serialNumber: SERIAL, period: 'week' });
    expect(week.series[0]!.property).toBe('status');
    const device = await rest.history.cachedDevice(SERIAL, DIMMER);
    expect(device.id).toBe(DIMMER);
    const body = { serialNumber: SERIAL, deviceId: DIMMER, from: T0 - 2 * DAY_MS, to: T0 - 2 * DAY_MS };
    const file = await downloadHistoryCsv({ apiBase: `${t.sim.httpUrl}/api`, sessionId: demo.sessionId, kind: 'nodeStatus', body });
    expect(file.fileName).toBe(`node_history_${SERIAL}_${DIMMER}_status_2026-06-13_2026-06-13.csv`);
    const json = await rest.history.nodeStatus(body);
    expect(file.text).toBe(toCsv(historyCsvRows(json)));
    await expect(rest.history.node({ key: `${SERIAL}:${DIMMER}`, from: T0 - 400 * DAY_MS, to: T0 })).rejects.toMatchObject({ status: 400 });
  });
});

describe('the last point before the range', () => {
  it('answers, per series, the last recorded point before from with its own time (LAST_NODE_HISTORY_DATA)', async () => {
    const now = clock.now();
    const day = Math.floor(now / DAY_MS) * DAY_MS;
    const key = `${SERIAL}:${DIMMER}:LevelService`;
    const imported = await control(t.sim, 'POST', '/history/samples', {
      key,
      property: 'Level',
      samples: [
        [day - 3 * DAY_MS, 11],
        [day - 2 * DAY_MS + 3_600_000, 22],
      ],
    });
    expect(imported.status).toBe(200);
    const { status, body } = await node({ key, from: day - DAY_MS, to: day - DAY_MS });
    expect(status).toBe(200);
    const level = body.data.series.find((s) => s.property === 'Level')!;
    expect(level.before).toEqual({ t: day - 2 * DAY_MS + 3_600_000, v: 22 });
    // The status series carry it too: the generated era's last change (or its start) before the range.
    const status2 = await call<HistoryAnswer>('POST', '/node_history/gateway_status', { serialNumber: SERIAL, from: T0 - 10 * DAY_MS, to: T0 - 10 * DAY_MS });
    const before = status2.body.data.series[0]!.before!;
    expect(before.t).toBeLessThan(T0 - 10 * DAY_MS);
    expect([0, 1]).toContain(before.v);
  });

  it('finds it in the generated back-history: the last sample before from, within a day for a number', async () => {
    const from = T0 - 30 * DAY_MS;
    const { body } = await node({ key: `${SERIAL}:${DIMMER}:LevelService`, from, to: from });
    const level = body.data.series.find((s) => s.property === 'Level')!;
    expect(level.before).not.toBeNull();
    expect(level.before!.t).toBeLessThan(from);
    expect(level.before!.t).toBeGreaterThan(from - DAY_MS);
    expect(typeof level.before!.v).toBe('number');
  });
});

describe('node history offline', () => {
  it('nodes_status answers every node of the cached image with its status series, while the gateway is offline', async () => {
    await clock.advance(60_000);
    const down = clock.now();
    await control(t.sim, 'PATCH', `/gateways/${SERIAL}`, { connectionStatus: 'offline' });
    await clock.advance(60 * 60_000);
    const cache = await call<GatewayCache>('GET', `/cache/${SERIAL}`);
    const rest = new RestClient({ apiBase: `${t.sim.httpUrl}/api`, getSessionId: () => demo.sessionId });
    const answer = await rest.history.nodesStatus({ serialNumber: SERIAL, from: down - 7 * DAY_MS, to: clock.now() });
    expect(answer).toMatchObject({ serialNumber: SERIAL, connectionStatus: 'offline', cachedAt: down });
    expect(answer.nodes.map((n) => n.deviceId)).toEqual(cache.body.data.devices.map((d) => d.id));
    for (const entry of answer.nodes) {
      expect(entry.series).toMatchObject({ service: 'status', property: 'status', kind: 'state' });
      // The same series as the one-device call.
      const one = await rest.history.nodeStatus({ serialNumber: SERIAL, deviceId: entry.deviceId, from: answer.from, to: answer.to });
      expect(entry.series).toEqual(one.series[0]);
    }
    expect(answer.nodes.find((n) => n.deviceId === DIMMER)!.name).toBe(cache.body.data.devices.find((d) => d.id === DIMMER)!.device_name);
  });

  it("refuses another user's gateway and a body with a field it does not know", async () => {
    expect((await call('POST', '/node_history/nodes_status', { serialNumber: SERIAL, period: 'week' }, other)).status).toBe(403);
    const refused = await call<unknown>('POST', '/node_history/nodes_status', { serialNumber: SERIAL, period: 'week', csv: true });
    expect(refused.status).toBe(400);
    expect(refused.body[0]).toMatchObject({ errorCode: ErrorCode.invalidInput });
  });
});
