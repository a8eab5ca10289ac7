import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { STATISTICS_REPORT_JOB_MS } from '@homeport/sdk';
import type { HttpRequest, MatrixFixture } from './fixture';
import { adminOnly, allowed, control, ROLE_REFUSED, withSession, type Outcome } from './outcomes';
import type { RestRow } from './restRow';
import { TARGET_SERIAL, type Role } from './roles';

/**
 * The access matrix rows of the admin statistics calls (docs/contracts.md
 * "Statistics and analytics"): every admin reads; only admin-support makes
 * something new (a request for new data, a snapshot, a saved report; the
 * read-only admin 000403); users 000403. REST_ROWS takes them in. State is
 * read from the data folder's `statistics/` logs, never through the role.
 */

const SERIAL = TARGET_SERIAL;

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });

/** spec 3 §1: admin-support makes new statistics; the read-only admin and users 000403. */
const statisticsWrite = (outcome: Outcome = allowed(201)) =>
  withSession({ owner: ROLE_REFUSED, linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: ROLE_REFUSED, support: outcome, supportConnected: outcome });

function linesOf<T>(fx: MatrixFixture, ...path: string[]): T[] {
  const file = join(fx.t.dataDir, 'statistics', ...path);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

interface RequestLine {
  uuid: string;
  status: string;
}
/** The last state of each request, by uuid. */
const requestsOnDisk = (fx: MatrixFixture): Record<string, string> => Object.fromEntries(linesOf<RequestLine>(fx, 'requests.log').map((r) => [r.uuid, r.status]));
const snapshotsOnDisk = (fx: MatrixFixture) => linesOf<{ timestamp: number }>(fx, 'snapshots', `${SERIAL}.log`);
const savedOnDisk = (fx: MatrixFixture) => linesOf<{ _id: string; serialNumber: string }>(fx, 'saved.log');

/** A snapshot of the target gateway taken through QA when it has none; answers its timestamp. */
async function ensureSnapshot(fx: MatrixFixture): Promise<number> {
  const kept = snapshotsOnDisk(fx);
  if (kept.length > 0) return kept[kept.length - 1]!.timestamp;
  await fx.qaOk('POST', '/__sim/statistics/snapshots', { serialNumber: SERIAL });
  return snapshotsOnDisk(fx).at(-1)!.timestamp;
}

/** A saved report of the target gateway, made by admin-support when there is none; answers its id. */
async function ensureSaved(fx: MatrixFixture): Promise<string> {
  const kept = savedOnDisk(fx).filter((r) => r.serialNumber === SERIAL);
  if (kept.length > 0) return kept[kept.length - 1]!._id;
  const timestamp = await ensureSnapshot(fx);
  const answer = await fx.call('support', post(`/api/gateway_statistics/${SERIAL}/reports`, { timestamp }));
  if (answer.status !== 201) throw new Error(`no saved report: ${answer.status} ${answer.text}`);
  return savedOnDisk(fx).at(-1)!._id;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request a cell made is run to its end (the clock moved past it), so the next cell may ask again. */
async function finishRequests(fx: MatrixFixture): Promise<void> {
  if (!Object.values(requestsOnDisk(fx)).some((s) => s !== 'done')) return;
  await fx.qaOk('POST', '/__sim/clock', { advanceMs: STATISTICS_REPORT_JOB_MS });
  for (let i = 0; i < 250 && Object.values(requestsOnDisk(fx)).some((s) => s !== 'done'); i += 1) await sleep(20);
  if (Object.values(requestsOnDisk(fx)).some((s) => s !== 'done')) throw new Error('a statistics request did not finish');
}

let seq = 0;
const uuidFor = (role: Role) => `matrix-${role}-${Date.now().toString(36)}-${(seq += 1)}`;

export const STATISTICS_ROWS: RestRow[] = [
  row({
    service: 'statistics',
    method: 'GET',
    route: '/api/statistics/report',
    why: 'spec 3 §2 "Statistics report page", §6: admin only',
    expect: adminOnly,
    request: () => get('/api/statistics/report'),
    answer: (body) => expect(body).toHaveProperty('data.pending'),
  }),
  row({
    service: 'statistics',
    method: 'GET',
    route: '/api/statistics/report/list',
    why: 'docs/contracts.md "Statistics and analytics": the kept records (admins)',
    expect: adminOnly,
    request: () => get('/api/statistics/report/list'),
    answer: (body) => expect(typeof (body as { count: number }).count).toBe('number'),
  }),
  row({
    service: 'analytics',
    method: 'POST',
    route: '/api/analytics/request',
    why: 'spec 3 §7 "On-demand request"; a new record needs admin-support',
    expect: statisticsWrite(allowed(202)),
    prepare: finishRequests,
    request: (_fx, role) => post('/api/analytics/request', { engine: 'StatisticsReport', parameters: { dag_id: 'matrix', uuid: uuidFor(role) } }),
    observe: requestsOnDisk,
    effect: (after, before) => expect(Object.keys(after)).toHaveLength(Object.keys(before).length + 1),
    restore: finishRequests,
  }),
  row({
    service: 'analytics',
    method: 'POST',
    route: '/api/analytics/data',
    why: 'spec 3 §7 "Analytics data": a read (admins)',
    expect: adminOnly,
    request: () => post('/api/analytics/data', { engine: 'FirmwareVersions', limit: 5 }),
    answer: (body) => expect((body as { data: { count: number } }).data.count).toBeGreaterThan(0),
  }),
  row({
    service: 'analytics',
    method: 'GET',
    route: '/api/analytics/spans',
    why: 'spec 3 §7 "Spans are also fetched" (admins)',
    expect: adminOnly,
    request: () => get('/api/analytics/spans?engine=GatewayUptime'),
    answer: (body) => expect((body as { data: { engine: string } }).data.engine).toBe('GatewayUptime'),
  }),
  row({
    service: 'gateway_statistics',
    method: 'GET',
    route: '/api/gateway_statistics/:sn/timestamps',
    why: 'spec 3 §7 "timestamps by serial (10 per page)" (admins)',
    expect: adminOnly,
    prepare: async (fx) => {
      await ensureSnapshot(fx);
    },
    request: () => get(`/api/gateway_statistics/${SERIAL}/timestamps`),
    answer: (body) => expect((body as { data: { count: number } }).data.count).toBeGreaterThan(0),
  }),
  row({
    service: 'gateway_statistics',
    method: 'GET',
    route: '/api/gateway_statistics/:sn/snapshots/:timestamp',
    why: 'spec 3 §7 "Gateway statistics: get" (admins)',
    expect: adminOnly,
    prepare: async (fx) => {
      await ensureSnapshot(fx);
    },
    request: async (fx) => get(`/api/gateway_statistics/${SERIAL}/snapshots/${await ensureSnapshot(fx)}`),
    answer: (body) => expect((body as { data: { serialNumber: string } }).data.serialNumber).toBe(SERIAL),
  }),
  row({
    service: 'gateway_statistics',
    method: 'POST',
    route: '/api/gateway_statistics/:sn/snapshots',
    why: 'docs/contracts.md "Statistics and analytics": a snapshot on demand needs admin-support',
    expect: statisticsWrite(),
    request: () => post(`/api/gateway_statistics/${SERIAL}/snapshots`),
    observe: (fx) => snapshotsOnDisk(fx).length,
    effect: (after, before) => expect(after).toBe(before + 1),
  }),
  row({
    service: 'gateway_statistics',
    method: 'GET',
    route: '/api/gateway_statistics/:sn/reports',
    why: 'spec 3 §7 "saved reports" (admins)',
    expect: adminOnly,
    prepare: async (fx) => {
      await ensureSaved(fx);
    },
    request: () => get(`/api/gateway_statistics/${SERIAL}/reports`),
    answer: (body) => expect((body as { count: number }).count).toBeGreaterThan(0),
  }),
  row({
    service: 'gateway_statistics',
    method: 'POST',
    route: '/api/gateway_statistics/:sn/reports',
    why: 'docs/contracts.md "Statistics and analytics": saving a report needs admin-support',
    expect: statisticsWrite(),
    prepare: async (fx) => {
      await ensureSnapshot(fx);
    },
    request: async (fx) => post(`/api/gateway_statistics/${SERIAL}/reports`, { timestamp: await ensureSnapshot(fx), name: 'Matrix report' }),
    observe: (fx) => savedOnDisk(fx).length,
    effect: (after, before) => expect(after).toBe(before + 1),
  }),
  row({
    service: 'gateway_statistics',
    method: 'GET',
    route: '/api/gateway_statistics/:sn/reports/:id/pdf',
    why: 'spec 3 §7 "PDF download" (admins)',
    expect: adminOnly,
    prepare: async (fx) => {
      await ensureSaved(fx);
    },
    request: async (fx) => get(`/api/gateway_statistics/${SERIAL}/reports/${await ensureSaved(fx)}/pdf`),
  }),
  // ---- QA ----
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/statistics/faults',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => get('/api/__sim/statistics/faults'),
  }),
  row({
    service: '__sim',
    method: 'PUT',
    route: '/api/__sim/statistics/faults',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => ({ method: 'PUT', path: '/api/__sim/statistics/faults', body: { unreadable: [SERIAL] } }),
    observe: async (fx) => (await fx.qaOk<{ data: { unreadable: string[] } }>('GET', '/__sim/statistics/faults')).data.unreadable,
    effect: (after) => expect(after).toEqual([SERIAL]),
    restore: async (fx) => {
      await fx.qaOk('PUT', '/__sim/statistics/faults', { unreadable: [] });
    },
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/statistics/snapshots',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => post('/api/__sim/statistics/snapshots', { serialNumber: SERIAL }),
    observe: (fx) => snapshotsOnDisk(fx).length,
    effect: (after, before) => expect(after).toBe(before + 1),
  }),
];
