// Network diagnostics (spec 2 §2, §4; spec 3 §7 "/aggregated_data";
// docs/contracts.md "Network diagnostics") against the real simulator,
// through the sdk's RestClient.netdiag. The expected nodes are read from the
// gateway's own file in the data folder, never from the answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, CONTROLLER_NODE_ID, isRouteExpired, RestClient, ROUTE_EXPIRY_MS, type Device, type LoginResult } from '@homeport/sdk';
import type { SimClock } from '../../clock/simClock';
import { adminAccount, DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, demoAccount, otherAccount, viewerAccount } from '../../seed/accounts';
import { control, loginAs, startTestSim, testClock, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
let clock: SimClock;
let demo: LoginResult;

beforeAll(async () => {
  clock = testClock({ rate: 0 });
  t = await startTestSim({ gateways: 12, clock });
});
afterAll(() => t.stop());

beforeEach(async () => {
  await control(t.sim, 'POST', '/reset');
  clock.setRate(0);
  demo = await loginAs(t.sim, demoAccount);
});

const restAs = (session: LoginResult) => new RestClient({ apiBase: `${t.sim.httpUrl}/api`, getSessionId: () => session.sessionId });
const devicesOnDisk = (serial: string): Device[] => (JSON.parse(readFileSync(join(t.dataDir, 'gateways', `${serial}.json`), 'utf8')) as { devices: Device[] }).devices;
const advance = (ms: number) => control(t.sim, 'POST', '/clock', { advanceMs: ms });
const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.entries[0]?.errorCode };
    throw error;
  }
  throw new Error('the call succeeded');
};

describe('network diagnostics', () => {
  it('the topology of a seeded gateway: the controller and every device, each routed towards the controller', async () => {
    const rest = restAs(demo);
    const topology = await rest.netdiag.topology(DEMO_ONLINE_SERIAL);
    const devices = devicesOnDisk(DEMO_ONLINE_SERIAL);
    expect(topology.serialNumber).toBe(DEMO_ONLINE_SERIAL);
    expect(topology.nodes.map((n) => n.id).sort((a, b) => a - b)).toEqual([CONTROLLER_NODE_ID, ...devices.map((d) => d.id)].sort((a, b) => a - b));
    expect(topology.nodes.find((n) => n.id === CONTROLLER_NODE_ID)?.role).toBe(0);
    for (const device of devices) expect(topology.nodes.find((n) => n.id === device.id)?.name).toBe(device.device_name);
    // One route per device; following them always ends at the controller.
    expect(topology.edges.map((e) => e.from).sort((a, b) => a - b)).toEqual(devices.map((d) => d.id).sort((a, b) => a - b));
    const next = new Map(topology.edges.map((e) => [e.from, e.to]));
    for (const device of devices) {
      let at = device.id;
      for (let hops = 0; at !== CONTROLLER_NODE_ID && hops < 50; hops += 1) at = next.get(at)!;
      expect(at).toBe(CONTROLLER_NODE_ID);
    }
    for (const e of topology.edges) {
      expect(e.linkQuality).toBeGreaterThanOrEqual(0);
      expect(e.linkQuality).toBeLessThanOrEqual(255);
    }
    // Only the routes of devices the seed has offline (5) or in error (4) have expired.
    const down = devices.filter((d) => d.status === 4 || d.status === 5).map((d) => d.id);
    expect(topology.edges.filter((e) => isRouteExpired(e, topology.takenAt)).map((e) => e.from)).toEqual(down);
    // A node others route through is a routing node (2); the same gateway at the same time answers the same.
    for (const e of topology.edges.filter((e) => e.to !== CONTROLLER_NODE_ID)) expect(topology.nodes.find((n) => n.id === e.to)?.role).toBe(2);
    expect(await rest.netdiag.topology(DEMO_ONLINE_SERIAL)).toEqual(topology);
  });

  it("a failed node's route ages and expires once the clock passes 242 s; live nodes' routes are refreshed", async () => {
    const rest = restAs(demo);
    const before = await rest.netdiag.topology(DEMO_ONLINE_SERIAL);
    const down = before.edges.filter((e) => isRouteExpired(e, before.takenAt)).map((e) => e.from);
    const fresh = (topology: typeof before) => topology.edges.filter((e) => !down.includes(e.from));
    const victim = fresh(before)[0]!.from;
    await control(t.sim, 'POST', `/gateways/${DEMO_ONLINE_SERIAL}/devices/${victim}/fail`, { failed: true });
    await advance(ROUTE_EXPIRY_MS / 2);
    const half = await rest.netdiag.topology(DEMO_ONLINE_SERIAL);
    expect(fresh(half).filter((e) => isRouteExpired(e, half.takenAt))).toEqual([]);
    await advance(ROUTE_EXPIRY_MS / 2 + 60_000);
    const after = await rest.netdiag.topology(DEMO_ONLINE_SERIAL);
    expect(
      fresh(after)
        .filter((e) => isRouteExpired(e, after.takenAt))
        .map((e) => e.from),
    ).toEqual([victim]);
    // No one routes through a failed node.
    expect(after.edges.filter((e) => e.to === victim)).toEqual([]);
    // Back again: refreshed at its next round.
    await control(t.sim, 'POST', `/gateways/${DEMO_ONLINE_SERIAL}/devices/${victim}/fail`, { failed: false });
    const back = await rest.netdiag.topology(DEMO_ONLINE_SERIAL);
    expect(fresh(back).filter((e) => isRouteExpired(e, back.takenAt))).toEqual([]);
  });

  it('a device added joins the mesh', async () => {
    const rest = restAs(demo);
    const before = await rest.netdiag.topology(DEMO_ONLINE_SERIAL);
    const added = await control<{ data: { added: number[] } }>(t.sim, 'POST', `/gateways/${DEMO_ONLINE_SERIAL}/devices`, { kind: 'switch', count: 6, roomId: 0, bus: 'zigbee' });
    const ids = added.body.data.added;
    const after = await rest.netdiag.topology(DEMO_ONLINE_SERIAL);
    expect(after.nodes.length).toBe(before.nodes.length + 6);
    for (const id of ids) expect(after.nodes.find((n) => n.id === id)?.networkType).toBe('zigBee');
  });

  it('network images are kept with their spans, paged newest first; none at first', async () => {
    const rest = restAs(demo);
    expect(await rest.netdiag.historyImage({ serialNumber: DEMO_ONLINE_SERIAL })).toEqual({ image: null, page: 0, count: 0 });
    expect(await rest.netdiag.spans({ serialNumber: DEMO_ONLINE_SERIAL })).toEqual({ spans: [], count: 0 });
    const first = await rest.netdiag.create({ serialNumber: DEMO_ONLINE_SERIAL });
    await advance(10 * 60_000);
    const second = await rest.netdiag.create({ serialNumber: DEMO_ONLINE_SERIAL });
    await advance(2 * 3_600_000);
    const third = await rest.netdiag.create({ serialNumber: DEMO_ONLINE_SERIAL });
    // On disk, one line per image.
    const lines = readFileSync(join(t.dataDir, 'netdiag', `${DEMO_ONLINE_SERIAL}.log`), 'utf8')
      .trim()
      .split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { _id: string })._id)).toEqual([first._id, second._id, third._id]);

    const spans = await rest.netdiag.spans({ serialNumber: DEMO_ONLINE_SERIAL });
    expect(spans).toEqual({
      count: 2,
      spans: [
        { from: third.takenAt, to: third.takenAt, images: 1 },
        { from: first.takenAt, to: second.takenAt, images: 2 },
      ],
    });
    const latest = await rest.netdiag.historyImage({ serialNumber: DEMO_ONLINE_SERIAL });
    expect(latest.count).toBe(3);
    expect(latest.image?._id).toBe(third._id);
    const inSpan = await rest.netdiag.historyImage({ serialNumber: DEMO_ONLINE_SERIAL, from: first.takenAt, to: second.takenAt, page: 1 });
    expect(inSpan).toMatchObject({ count: 2, page: 1, image: { _id: first._id } });

    // Pages of spans: the second of one a page is the older span.
    expect((await restAs(demo).netdiag.spans({ serialNumber: DEMO_ONLINE_SERIAL, page: 1, limit: 1 })).spans).toEqual([{ from: first.takenAt, to: second.takenAt, images: 2 }]);
  });

  it('refusals: an offline gateway has no live topology, a stranger reaches nothing, the read-only admin catches no image, bad input changes nothing', async () => {
    const rest = restAs(demo);
    expect(await failure(rest.netdiag.topology(DEMO_OFFLINE_SERIAL))).toEqual({ status: 503, code: '000503' });
    const other = await loginAs(t.sim, otherAccount);
    expect(await failure(restAs(other).netdiag.topology(DEMO_ONLINE_SERIAL))).toMatchObject({ status: 403 });
    const viewer = await loginAs(t.sim, viewerAccount);
    expect((await restAs(viewer).netdiag.topology(DEMO_ONLINE_SERIAL)).serialNumber).toBe(DEMO_ONLINE_SERIAL);
    expect(await failure(restAs(viewer).netdiag.create({ serialNumber: DEMO_ONLINE_SERIAL }))).toEqual({ status: 403, code: '000403' });
    const admin = await loginAs(t.sim, adminAccount);
    expect(await failure(restAs(admin).netdiag.create({ serialNumber: 'not a serial!' }))).toMatchObject({ status: 400 });
    expect(await failure(restAs(admin).netdiag.historyImage({ serialNumber: DEMO_ONLINE_SERIAL, page: -1 }))).toMatchObject({ status: 400 });
    expect((await rest.netdiag.spans({ serialNumber: DEMO_ONLINE_SERIAL })).count).toBe(0);
  });
});
