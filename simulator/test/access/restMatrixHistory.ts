import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { HttpRequest, MatrixFixture } from './fixture';
import { control, gatewayRead } from './outcomes';
import type { RestRow } from './restRow';
import { TARGET_SERIAL } from './roles';

/**
 * The access matrix rows of the history calls (docs/contracts.md
 * "History"): a user reads the gateways they reach (owner, linked), another
 * user's is 403 UDM_NOT_YOUR_DEVICE; admins read any. Reads change nothing.
 * The QA import is read back from the data folder's `history/` segments.
 */

const SERIAL = TARGET_SERIAL;
/** A dimmer of the target gateway (device 2: LevelService Level). */
const DEVICE = 2;

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });

/** The lines of the target gateway's history segments. */
function linesOnDisk(fx: MatrixFixture): number {
  const folder = join(fx.t.dataDir, 'history', SERIAL);
  if (!existsSync(folder)) return 0;
  return readdirSync(folder)
    .filter((name) => name.endsWith('.log'))
    .reduce(
      (sum, name) =>
        sum +
        readFileSync(join(folder, name), 'utf8')
          .split('\n')
          .filter((line) => line !== '').length,
      0,
    );
}

const seriesOf = (body: unknown) => (body as { data: { series: unknown[] } }).data.series;

export const HISTORY_ROWS: RestRow[] = [
  row({
    service: 'node_history',
    method: 'POST',
    route: '/api/node_history/node',
    why: 'spec 3 §7 "History": a gateway the caller reaches; admins reach all',
    expect: gatewayRead,
    request: () => post('/api/node_history/node', { key: `${SERIAL}:${DEVICE}`, period: 'day' }),
    answer: (body) => expect(seriesOf(body).length).toBeGreaterThan(0),
  }),
  row({
    service: 'node_history',
    method: 'POST',
    route: '/api/node_history/node_status',
    why: 'spec 3 §7 "Node status by time": a gateway the caller reaches',
    expect: gatewayRead,
    request: () => post('/api/node_history/node_status', { serialNumber: SERIAL, deviceId: DEVICE, period: 'week' }),
    answer: (body) => expect(seriesOf(body)).toHaveLength(1),
  }),
  row({
    service: 'node_history',
    method: 'POST',
    route: '/api/node_history/nodes_status',
    why: 'spec 2 route list: /node_history_offline is open to both roles; a gateway the caller reaches',
    expect: gatewayRead,
    request: () => post('/api/node_history/nodes_status', { serialNumber: SERIAL, period: 'week' }),
    answer: (body) => expect((body as { data: { nodes: unknown[] } }).data.nodes.length).toBeGreaterThan(0),
  }),
  row({
    service: 'node_history',
    method: 'POST',
    route: '/api/node_history/gateway_status',
    why: 'spec 3 §7 "Gateway status by time": a gateway the caller reaches',
    expect: gatewayRead,
    request: () => post('/api/node_history/gateway_status', { serialNumber: SERIAL, period: 'week' }),
    answer: (body) => expect(seriesOf(body)).toHaveLength(1),
  }),
  row({
    service: 'cache',
    method: 'GET',
    route: '/api/cache/:sn',
    why: 'spec 3 §7 "Cached image ... under /cache": a gateway the caller reaches',
    expect: gatewayRead,
    request: () => get(`/api/cache/${SERIAL}`),
    answer: (body) => expect((body as { data: { serialNumber: string } }).data.serialNumber).toBe(SERIAL),
  }),
  row({
    service: 'cache',
    method: 'GET',
    route: '/api/cache/:sn/devices/:id',
    why: 'spec 3 §3 "Device (history)", §7 "device summary endpoints under /cache"',
    expect: gatewayRead,
    request: () => get(`/api/cache/${SERIAL}/devices/${DEVICE}`),
    answer: (body) => expect((body as { data: { id: number } }).data.id).toBe(DEVICE),
  }),
  // ---- QA ----
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/history/samples',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => post('/api/__sim/history/samples', { key: `${SERIAL}:${DEVICE}:LevelService`, property: 'Level', samples: [[Date.now() - 60_000, 12]] }),
    observe: linesOnDisk,
    effect: (after, before) => expect(after).toBe(before + 1),
  }),
];
