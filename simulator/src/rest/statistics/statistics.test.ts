// The admin statistics report, analytics and one gateway's statistics
// (spec 3 §2, §3 "Statistics aggregates", §5, §7 "Analytics and statistics",
// §9; docs/contracts.md "Statistics and analytics") against the real
// simulator. Expected figures are counted here from the data folder's own
// files (cloud.json and gateways/*.json), never from the answer.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminStatisticsEventSchema,
  deviceRoleOf,
  gatewaySizeOf,
  GATEWAY_SNAPSHOT_INTERVAL_MS,
  isIncomplete,
  medianOf,
  parseWire,
  downloadSavedReportPdf,
  RestClient,
  sceneBucketOf,
  STATISTICS_REPORT_JOB_MS,
  StatisticsEvent,
  type AnalyticsDataAnswer,
  type Device,
  type ErrorEntry,
  type FirmwareVersionRow,
  type Gateway,
  type GatewaySnapshot,
  type GatewayUptimeRow,
  type LoginResult,
  type OnDemandAnswer,
  type SavedReport,
  type SnapshotTimestamps,
  type StatisticsReport,
  type StatisticsReportAnswer,
} from '@homeport/sdk';
import type { SimClock } from '../../clock/simClock';
import { startSimulator } from '../../startSimulator';
import { adminAccount, DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, demoAccount, viewerAccount } from '../../seed/accounts';
import { api, cloudOnDisk, control, loginAs, startTestSim, testClock, watchEvents, type TestSim } from '../../../test/harness/simHarness';
import { deriveGatewayContents } from '../../seed/derivedGateway';
import type { CloudState } from '../../store/cloudState';

let t: TestSim;
let clock: SimClock;
let admin: LoginResult;
let viewer: LoginResult;

beforeAll(async () => {
  clock = testClock({ rate: 0 });
  t = await startTestSim({ gateways: 20, clock });
});
afterAll(() => t.stop());

beforeEach(async () => {
  await control(t.sim, 'POST', '/reset');
  clock.setRate(0);
  [admin, viewer] = await Promise.all([loginAs(t.sim, adminAccount), loginAs(t.sim, viewerAccount)]);
});

type Answer<T> = { data: T; count?: number } & ErrorEntry[];
const call = <T>(method: string, path: string, body?: unknown, session: LoginResult = admin) => api<Answer<T>>(t.sim, method, path, { sessionId: session.sessionId, body });
const advance = (ms: number) => control(t.sim, 'POST', '/clock', { advanceMs: ms });

// ---- the expected figures, from the data folder ----

interface Home {
  devices: Device[];
  rules: unknown[];
}
const fleet = () => cloudOnDisk<{ gateways: Gateway[] }>(t.dataDir).gateways;
/** A gateway's file; a generated gateway never changed has none: its home as derived from the seed in cloud.json (seed/derivedGateway.ts). */
const homeOf = (serial: string): Home => {
  const path = join(t.dataDir, 'gateways', `${serial}.json`);
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as Home;
  const cloud = cloudOnDisk<CloudState>(t.dataDir);
  return deriveGatewayContents(
    cloud.meta,
    cloud.gateways.find((g) => g.serialNumber === serial)!,
  )!;
};

function expectedFigures(unreadable: readonly string[] = []) {
  const gateways = fleet();
  const read = gateways.filter((g) => g.connectionStatus === 'online' && !unreadable.includes(g.serialNumber));
  const homes = read.map((g) => homeOf(g.serialNumber));
  const classes: Record<string, number> = {};
  let actuators = 0;
  let sensors = 0;
  const sizes: Record<string, number> = { small: 0, medium: 0, large: 0 };
  const buckets: Record<string, number> = { '0-10': 0, '11-20': 0, '21-50': 0, '51+': 0 };
  for (const home of homes) {
    sizes[gatewaySizeOf(home.devices.length)]! += 1;
    buckets[sceneBucketOf(home.rules.length)]! += 1;
    for (const device of home.devices) {
      classes[device.class] = (classes[device.class] ?? 0) + 1;
      if (deviceRoleOf(device.kind) === 'actuator') actuators += 1;
      else sensors += 1;
    }
  }
  const scenes = homes.map((h) => h.rules.length);
  return {
    total: gateways.length,
    read: read.length,
    unread: gateways.length - read.length,
    devices: homes.reduce((n, h) => n + h.devices.length, 0),
    actuators,
    sensors,
    classes,
    sizes,
    buckets,
    scenes: { max: Math.max(...scenes), min: Math.min(...scenes), median: medianOf(scenes), total: scenes.reduce((a, b) => a + b, 0) },
  };
}

function expectMatches(report: StatisticsReport, expected: ReturnType<typeof expectedFigures>): void {
  expect(report).toMatchObject({ gatewaysTotal: expected.total, gatewaysRead: expected.read, gatewaysUnread: expected.unread, complete: expected.unread === 0 });
  expect({ devices: report.devices, actuators: report.actuators, sensors: report.sensors }).toEqual({
    devices: expected.devices,
    actuators: expected.actuators,
    sensors: expected.sensors,
  });
  expect(Object.fromEntries(report.deviceClasses.map((c) => [c.class, c.count]))).toEqual(expected.classes);
  expect(Object.fromEntries(report.gtwStats.map((s) => [s.size, s.count]))).toEqual(expected.sizes);
  expect(report.gtwStats.reduce((n, s) => n + s.percentage, 0)).toBeCloseTo(100, 1);
  expect(Object.fromEntries(report.sceneStats.count.map((b) => [b.bucket, b.count]))).toEqual(expected.buckets);
  expect(report.sceneStats).toMatchObject({
    max_scenes: expected.scenes.max,
    min_scenes: expected.scenes.min,
    median_scenes: expected.scenes.median,
    total_scenes: expected.scenes.total,
  });
}

// ---- helpers ----

let uuidSeq = 0;
async function requestNewData(session: LoginResult = admin): Promise<OnDemandAnswer> {
  uuidSeq += 1;
  const answer = await call<OnDemandAnswer>(
    'POST',
    '/analytics/request',
    { engine: 'StatisticsReport', parameters: { dag_id: 'statistics_report', uuid: `req-${uuidSeq}` } },
    session,
  );
  expect(answer.status).toBe(202);
  return answer.body.data;
}

const latest = async () => (await call<StatisticsReportAnswer>('GET', '/statistics/report')).body.data;

/** Requests new data, moves the clock past the job and waits for its record. */
async function freshReport(): Promise<StatisticsReport> {
  const request = await requestNewData();
  expect(request.dueAt - request.requestedAt).toBe(STATISTICS_REPORT_JOB_MS);
  await advance(STATISTICS_REPORT_JOB_MS);
  await expect.poll(async () => (await latest()).report?.uuid, { timeout: 10_000 }).toBe(request.uuid);
  return (await latest()).report!;
}

describe('statistics report', () => {
  it('is computed from the seeded fleet on the clock: nothing until the job is done, then the figures of the data folder', async () => {
    const request = await requestNewData();
    expect(request).toMatchObject({ engine: 'StatisticsReport', status: 'queued', reportId: null });
    // The job has not run: no record yet, the request pending.
    await advance(STATISTICS_REPORT_JOB_MS - 1);
    const before = await latest();
    expect(before.report).toBeNull();
    expect(before.pending?.uuid).toBe(request.uuid);
    await advance(1);
    await expect.poll(async () => (await latest()).report?.uuid, { timeout: 10_000 }).toBe(request.uuid);
    const { report, pending } = await latest();
    expect(pending).toBeNull();
    expectMatches(report!, expectedFigures());
    // The seed has an offline gateway: it was not read.
    expect(report!.unreadSerials).toContain(DEMO_OFFLINE_SERIAL);
    expect(isIncomplete(report)).toBe(true);
  });

  it('changes when the fleet changes; until the new job is done the newest record is the previous one', async () => {
    const first = await freshReport();
    const added = await control(t.sim, 'POST', `/gateways/${DEMO_ONLINE_SERIAL}/devices`, { kind: 'gas_detector', count: 5 });
    expect(added.status).toBe(200);
    const request = await requestNewData();
    await advance(STATISTICS_REPORT_JOB_MS / 2);
    const meanwhile = await latest();
    expect(meanwhile.report?._id).toBe(first._id);
    expect(meanwhile.pending?.uuid).toBe(request.uuid);
    await advance(STATISTICS_REPORT_JOB_MS / 2);
    await expect.poll(async () => (await latest()).report?.uuid, { timeout: 10_000 }).toBe(request.uuid);
    const second = (await latest()).report!;
    expect(second.devices).toBe(first.devices + 5);
    expect(second.sensors).toBe(first.sensors + 5);
    expect(second.actuators).toBe(first.actuators);
    expectMatches(second, expectedFigures());
    const list = await call<StatisticsReport[]>('GET', '/statistics/report/list');
    expect(list.body.count).toBe(2);
    expect(list.body.data.map((r) => r._id)).toEqual([second._id, first._id]);
  });

  it('is complete when every gateway is read, and incomplete when a read fails', async () => {
    for (const g of fleet().filter((g) => g.connectionStatus !== 'online')) {
      expect((await control(t.sim, 'PATCH', `/gateways/${g.serialNumber}`, { connectionStatus: 'online' })).status).toBe(200);
    }
    const complete = await freshReport();
    expect(complete.complete).toBe(true);
    expect(isIncomplete(complete)).toBe(false);
    expectMatches(complete, expectedFigures());

    expect((await control(t.sim, 'PUT', '/statistics/faults', { unreadable: [DEMO_ONLINE_SERIAL] })).status).toBe(200);
    const incomplete = await freshReport();
    expect(incomplete).toMatchObject({ complete: false, gatewaysUnread: 1, unreadSerials: [DEMO_ONLINE_SERIAL] });
    expect(isIncomplete(incomplete)).toBe(true);
    expectMatches(incomplete, expectedFigures([DEMO_ONLINE_SERIAL]));
  });

  it('tells the admins on the admin topic when the record is ready (notificationMethod event)', async () => {
    const events = await watchEvents(t.sim.mqttTcpUrl, admin);
    try {
      const report = await freshReport();
      const seen = await events.eventsWhere((e) => e.name === StatisticsEvent.reportReady, 1, 5000);
      expect(seen[0]?.topic).toBe('homeport/admin/evt');
      const parsed = parseWire(AdminStatisticsEventSchema, { name: seen[0]?.name, data: seen[0]?.data });
      if (!parsed.ok) throw new Error(`the event does not parse: ${parsed.field} ${parsed.message}`);
      expect(parsed.value.data).toMatchObject({ request: { uuid: report.uuid, status: 'done', reportId: report._id }, report: { _id: report._id } });
    } finally {
      await events.end();
    }
  });
});

describe('analytics', () => {
  const data = <R>(body: Record<string, unknown>, session: LoginResult = admin) => call<AnalyticsDataAnswer<R>>('POST', '/analytics/data', body, session);

  it('pages an engine’s rows (limit, page) and answers every row with pagination off', async () => {
    const gateways = fleet();
    const all = await data<GatewayUptimeRow>({ engine: 'GatewayUptime', pagination: false });
    expect(all.status).toBe(200);
    expect(all.body.data.count).toBe(gateways.length);
    expect(all.body.data.rows).toHaveLength(gateways.length);
    expect(all.body.data.limit).toBeNull();
    const pages: GatewayUptimeRow[] = [];
    for (let page = 1; page <= Math.ceil(gateways.length / 6); page += 1) {
      const answer = await data<GatewayUptimeRow>({ engine: 'GatewayUptime', limit: 6, page });
      expect(answer.body.data).toMatchObject({ count: gateways.length, page, limit: 6 });
      pages.push(...answer.body.data.rows);
    }
    expect(pages.map((r) => r.serialNumber)).toEqual(all.body.data.rows.map((r) => r.serialNumber));
    const offline = all.body.data.rows.find((r) => r.serialNumber === DEMO_OFFLINE_SERIAL);
    expect(offline).toMatchObject({ connectionStatus: 'offline', uptimeMs: 0 });
    expect(all.body.data.rows.find((r) => r.serialNumber === DEMO_ONLINE_SERIAL)!.uptimeMs).toBeGreaterThan(0);

    const firmware = await data<FirmwareVersionRow>({ engine: 'FirmwareVersions', pagination: false });
    const versions = new Map<string, number>();
    for (const g of gateways) versions.set(g.currentFWVersion, (versions.get(g.currentFWVersion) ?? 0) + 1);
    expect(Object.fromEntries(firmware.body.data.rows.map((r) => [r.firmware, r.gateways]))).toEqual(Object.fromEntries(versions));
    const first = await data<FirmwareVersionRow>({ engine: 'FirmwareVersions', limit: 1 });
    expect(first.body.data.rows).toEqual(firmware.body.data.rows.slice(0, 1));
  });

  it('answers device class usage from the newest record, with its span', async () => {
    const empty = await data({ engine: 'DeviceClassUsage' });
    expect(empty.body.data.count).toBe(0);
    expect((await call('GET', '/analytics/spans?engine=DeviceClassUsage')).body.data).toMatchObject({ from: null, to: null, samples: 0 });
    const report = await freshReport();
    const usage = await data<{ class: string; devices: number }>({ engine: 'DeviceClassUsage', pagination: false });
    expect(usage.body.data.rows.map((r) => [r.class, r.devices])).toEqual(report.deviceClasses.map((c) => [c.class, c.count]));
    expect(usage.body.data.computedAt).toBe(report.createdAt);
    const span = await call<{ from: number; to: number; samples: number }>('GET', '/analytics/spans?engine=DeviceClassUsage');
    expect(span.body.data).toMatchObject({ from: report.createdAt, to: report.createdAt, samples: 1 });
  });
});

describe('gateway statistics', () => {
  const timestamps = (serial: string, page = 1) => call<SnapshotTimestamps>('GET', `/gateway_statistics/${serial}/timestamps?page=${page}`);

  it('takes a snapshot of every gateway each simulated day, and on demand; timestamps are paged 10, newest first', async () => {
    expect((await timestamps(DEMO_ONLINE_SERIAL)).body.data.count).toBe(0);
    const now = (await control<{ data: { now: number } }>(t.sim, 'GET', '/clock')).body.data.now;
    const midnight = (Math.floor(now / GATEWAY_SNAPSHOT_INTERVAL_MS) + 1) * GATEWAY_SNAPSHOT_INTERVAL_MS;
    await advance(midnight - now);
    // A simulated day ends the sessions (idle limit): sign in again.
    [admin, viewer] = await Promise.all([loginAs(t.sim, adminAccount), loginAs(t.sim, viewerAccount)]);
    await expect.poll(async () => (await timestamps(DEMO_OFFLINE_SERIAL)).body.data.count, { timeout: 10_000 }).toBe(1);
    const daily = (await timestamps(DEMO_ONLINE_SERIAL)).body.data.timestamps[0]!;
    expect(daily).toBe(midnight);

    const taken: number[] = [daily];
    for (let i = 0; i < 11; i += 1) {
      const answer = await call<GatewaySnapshot>('POST', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/snapshots`, {});
      expect(answer.status).toBe(201);
      expect(answer.body.data.reason).toBe('onDemand');
      taken.push(answer.body.data.timestamp);
    }
    expect(new Set(taken).size).toBe(12);
    const first = (await timestamps(DEMO_ONLINE_SERIAL)).body.data;
    const second = (await timestamps(DEMO_ONLINE_SERIAL, 2)).body.data;
    expect(first).toMatchObject({ count: 12, page: 1, limit: 10 });
    expect(first.timestamps).toHaveLength(10);
    expect(second.timestamps).toHaveLength(2);
    expect([...first.timestamps, ...second.timestamps]).toEqual([...taken].sort((a, b) => b - a));

    const snapshot = (await call<GatewaySnapshot>('GET', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/snapshots/${daily}`)).body.data;
    const home = homeOf(DEMO_ONLINE_SERIAL);
    expect(snapshot).toMatchObject({ serialNumber: DEMO_ONLINE_SERIAL, timestamp: daily, reason: 'daily', read: true, devices: home.devices.length, rules: home.rules.length });
    const offline = (await call<GatewaySnapshot>('GET', `/gateway_statistics/${DEMO_OFFLINE_SERIAL}/snapshots/${midnight}`)).body.data;
    expect(offline).toMatchObject({ connectionStatus: 'offline', read: false, uptimeMs: 0, onlineDevices: 0, devices: homeOf(DEMO_OFFLINE_SERIAL).devices.length });
  });

  it('saves a report from a snapshot and downloads it as a real PDF naming the gateway', async () => {
    const snapshot = (await call<GatewaySnapshot>('POST', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/snapshots`, {})).body.data;
    const created = await call<SavedReport>('POST', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/reports`, { timestamp: snapshot.timestamp, name: 'Monthly check' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ serialNumber: DEMO_ONLINE_SERIAL, name: 'Monthly check', timestamp: snapshot.timestamp, createdBy: admin.userId, snapshot });
    const list = await call<SavedReport[]>('GET', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/reports`);
    expect(list.body.count).toBe(1);
    expect(list.body.data[0]!._id).toBe(created.body.data._id);

    const response = await fetch(`${t.sim.httpUrl}/api/gateway_statistics/${DEMO_ONLINE_SERIAL}/reports/${created.body.data._id}/pdf`, { headers: { sessionId: admin.sessionId } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${created.body.data.fileName}"`);
    expect(created.body.data.fileName).toContain(DEMO_ONLINE_SERIAL);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width * height).toBeGreaterThan(0);
    expect(pdf.getTitle()).toContain(DEMO_ONLINE_SERIAL);
    expect(pdf.getSubject()).toBe('Monthly check');
  });
});

describe('refusals', () => {
  it('refuses users everything, and the read-only admin what makes something new', async () => {
    const demo = await loginAs(t.sim, demoAccount);
    for (const [method, path, body] of [
      ['GET', '/statistics/report'],
      ['GET', '/statistics/report/list'],
      ['POST', '/analytics/request', { engine: 'StatisticsReport', parameters: { dag_id: 'd', uuid: 'user-1' } }],
      ['POST', '/analytics/data', { engine: 'FirmwareVersions' }],
      ['GET', '/analytics/spans?engine=FirmwareVersions'],
      ['GET', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/timestamps`],
      ['POST', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/snapshots`, {}],
    ] as const) {
      const answer = await call(method, path, body, demo);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body[0]?.errorCode).toBe('000403');
    }
    expect((await call('GET', '/statistics/report', undefined, viewer)).status).toBe(200);
    expect((await call('POST', '/analytics/request', { engine: 'StatisticsReport', parameters: { dag_id: 'd', uuid: 'viewer-1' } }, viewer)).status).toBe(403);
    expect((await call('POST', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/snapshots`, {}, viewer)).status).toBe(403);
    expect((await latest()).pending).toBeNull();
    expect((await call<SnapshotTimestamps>('GET', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/timestamps`)).body.data.count).toBe(0);
  });

  it('refuses bad input with a code naming the field, changing nothing', async () => {
    const bad = async (method: string, path: string, body: unknown, status: number, code: string) => {
      const answer = await call(method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.body[0]?.errorCode).toBe(code);
    };
    await bad('POST', '/analytics/request', { engine: 'Other', parameters: { dag_id: 'd', uuid: 'u1' } }, 400, '000400');
    await bad('POST', '/analytics/request', { engine: 'StatisticsReport', parameters: { dag_id: 'd', uuid: 'u1', extra: true } }, 400, '000400');
    await bad('POST', '/analytics/request', { engine: 'StatisticsReport', parameters: { dag_id: 'd', uuid: 'has space' } }, 400, '000400');
    await bad('POST', '/analytics/data', { engine: 'FirmwareVersions', limit: 0 }, 400, '000400');
    await bad('POST', '/analytics/data', { engine: 'Nope' }, 400, '000400');
    await bad('GET', '/analytics/spans?engine=Nope', undefined, 400, '000400');
    await bad('GET', '/statistics/report/list?limit=1000', undefined, 400, '000400');
    await bad('GET', '/gateway_statistics/NOT-A-SERIAL/timestamps', undefined, 400, '000400');
    await bad('GET', '/gateway_statistics/ZZ999/timestamps', undefined, 404, 'STATS_GATEWAY_UNKNOWN');
    await bad('GET', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/snapshots/12`, undefined, 404, 'STATS_SNAPSHOT_UNKNOWN');
    await bad('GET', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/snapshots/soon`, undefined, 400, '000400');
    await bad('POST', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/reports`, { timestamp: 12 }, 404, 'STATS_SNAPSHOT_UNKNOWN');
    await bad('POST', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/reports`, { timestamp: 'x' }, 400, '000400');
    await bad('GET', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/reports/rep-none/pdf`, undefined, 404, 'STATS_REPORT_UNKNOWN');
    expect((await latest()).pending).toBeNull();

    // One request at a time; a uuid once.
    const request = await requestNewData();
    await bad('POST', '/analytics/request', { engine: 'StatisticsReport', parameters: { dag_id: 'd', uuid: 'other-uuid' } }, 409, 'STATS_REQUEST_RUNNING');
    await advance(STATISTICS_REPORT_JOB_MS);
    await expect.poll(async () => (await latest()).report?.uuid, { timeout: 10_000 }).toBe(request.uuid);
    await bad('POST', '/analytics/request', { engine: 'StatisticsReport', parameters: { dag_id: 'd', uuid: request.uuid } }, 409, 'STATS_UUID_TAKEN');
    expect((await call<StatisticsReport[]>('GET', '/statistics/report/list')).body.count).toBe(1);
  });
});

describe('durability', () => {
  it('keeps records, a pending request, snapshots and saved reports across a restart', async () => {
    const ownClock = testClock({ rate: 0 });
    const started = await startTestSim({ gateways: 5, clock: ownClock });
    const { dataDir } = started;
    const session = await loginAs(started.sim, adminAccount);
    const send = <T>(method: string, path: string, body?: unknown) => api<Answer<T>>(started.sim, method, path, { sessionId: session.sessionId, body });
    await send('POST', '/analytics/request', { engine: 'StatisticsReport', parameters: { dag_id: 'd', uuid: 'restart-1' } });
    ownClock.advance(STATISTICS_REPORT_JOB_MS);
    await expect.poll(async () => (await send<StatisticsReportAnswer>('GET', '/statistics/report')).body.data.report?.uuid, { timeout: 10_000 }).toBe('restart-1');
    const record = (await send<StatisticsReportAnswer>('GET', '/statistics/report')).body.data.report!;
    const snapshot = (await send<GatewaySnapshot>('POST', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/snapshots`, {})).body.data;
    const saved = (await send<SavedReport>('POST', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/reports`, { timestamp: snapshot.timestamp })).body.data;
    await send('POST', '/analytics/request', { engine: 'StatisticsReport', parameters: { dag_id: 'd', uuid: 'restart-2' } });
    await started.sim.close();

    const again = await startSimulator({ port: 0, mqttPort: 0, dataDir, clock: ownClock, log: () => undefined });
    try {
      const session2 = await loginAs(again, adminAccount);
      const read = <T>(method: string, path: string) => api<Answer<T>>(again, method, path, { sessionId: session2.sessionId });
      const after = (await read<StatisticsReportAnswer>('GET', '/statistics/report')).body.data;
      expect(after.report).toEqual(record);
      expect(after.pending?.uuid).toBe('restart-2');
      expect((await read<SnapshotTimestamps>('GET', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/timestamps`)).body.data.timestamps).toEqual([snapshot.timestamp]);
      expect((await read<SavedReport[]>('GET', `/gateway_statistics/${DEMO_ONLINE_SERIAL}/reports`)).body.data).toEqual([saved]);
      // The pending request runs when its time comes.
      ownClock.advance(STATISTICS_REPORT_JOB_MS);
      await expect.poll(async () => (await read<StatisticsReportAnswer>('GET', '/statistics/report')).body.data.report?.uuid, { timeout: 10_000 }).toBe('restart-2');
    } finally {
      await again.close();
      await started.stop();
    }
  });
});

describe('the sdk client', () => {
  it('reaches every statistics call through RestClient.statistics and downloads the PDF', async () => {
    const rest = new RestClient({ apiBase: `${t.sim.httpUrl}/api`, getSessionId: () => admin.sessionId });
    const request = await rest.statistics.report.request({ engine: 'StatisticsReport', parameters: { dag_id: 'sdk', uuid: 'sdk-1', notificationMethod: 'none' } });
    expect(request.status).toBe('queued');
    expect((await rest.statistics.report.latest()).pending?.uuid).toBe('sdk-1');
    await advance(STATISTICS_REPORT_JOB_MS);
    await expect.poll(async () => (await rest.statistics.report.latest()).report?.uuid, { timeout: 10_000 }).toBe('sdk-1');
    expect((await rest.statistics.report.list()).count).toBe(1);
    const usage = await rest.statistics.analytics.data({ engine: 'DeviceClassUsage', pagination: false });
    expect(usage.count).toBeGreaterThan(0);
    expect((await rest.statistics.analytics.spans('DeviceClassUsage')).samples).toBe(1);
    const snapshot = await rest.statistics.gateway.takeSnapshot(DEMO_ONLINE_SERIAL);
    expect(await rest.statistics.gateway.snapshot(DEMO_ONLINE_SERIAL, snapshot.timestamp)).toEqual(snapshot);
    expect((await rest.statistics.gateway.timestamps(DEMO_ONLINE_SERIAL)).timestamps).toEqual([snapshot.timestamp]);
    const saved = await rest.statistics.gateway.createReport(DEMO_ONLINE_SERIAL, { timestamp: snapshot.timestamp });
    expect((await rest.statistics.gateway.reports(DEMO_ONLINE_SERIAL)).data.map((r) => r._id)).toEqual([saved._id]);
    const pdf = await downloadSavedReportPdf({ apiBase: `${t.sim.httpUrl}/api`, sessionId: admin.sessionId, serialNumber: DEMO_ONLINE_SERIAL, id: saved._id });
    expect(pdf.fileName).toBe(saved.fileName);
    expect(pdf.blob.size).toBeGreaterThan(0);
    await expect(rest.statistics.gateway.snapshot(DEMO_ONLINE_SERIAL, 1)).rejects.toMatchObject({ status: 404 });
  });
});
