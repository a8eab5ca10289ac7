// Automatic network images (docs/decisions.md "Network diagnostics")
// against the real simulator with its clock advanced: none on a fresh
// gateway, one at 03:00 gateway time each day it was online, and one when
// the mesh changes by more than a node (at most one an hour).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, RestClient, type LoginResult } from '@homeport/sdk';
import type { SimClock } from '../../clock/simClock';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../../seed/accounts';
import { control, loginAs, startTestSim, testClock, type TestSim } from '../../../test/harness/simHarness';
import { dailyTimes } from './autoSnapshots';

const T0 = Date.UTC(2026, 5, 15, 12, 0);
const HOUR = 3_600_000;
let t: TestSim;
let clock: SimClock;
let demo: LoginResult;

beforeAll(async () => {
  clock = testClock({ rate: 0, start: T0 });
  t = await startTestSim({ gateways: 10, clock });
});
afterAll(() => t.stop());
beforeEach(async () => {
  await control(t.sim, 'POST', '/reset');
  clock.setRate(0);
  demo = await loginAs(t.sim, demoAccount);
});

const rest = () => new RestClient({ apiBase: `${t.sim.httpUrl}/api`, getSessionId: () => demo.sessionId });
/** Moves the clock on; a new session, as the old one may have expired on the way. */
const advance = async (ms: number) => {
  await control(t.sim, 'POST', '/clock', { advanceMs: ms });
  demo = await loginAs(t.sim, demoAccount);
};
const imageTimes = async (serialNumber = DEMO_ONLINE_SERIAL): Promise<number[]> => {
  const times: number[] = [];
  for (let page = 0; ; page += 1) {
    const { image, count } = await rest().netdiag.historyImage({ serialNumber, page });
    if (!image) return times.reverse();
    times.push(image.takenAt);
    if (page + 1 >= count) return times.reverse();
  }
};

describe('automatic network images', () => {
  it('a fresh gateway has none; three days on it has one at 03:00 gateway time of each day', async () => {
    const start = clock.now();
    expect(await rest().netdiag.historyImage({ serialNumber: DEMO_ONLINE_SERIAL })).toEqual({ image: null, page: 0, count: 0 });
    await advance(3 * DAY_MS);
    const times = await imageTimes();
    expect(times).toHaveLength(3);
    const zone = (await control<{ data: { timezone?: string } }>(t.sim, 'GET', `/gateways/${DEMO_ONLINE_SERIAL}`)).body.data?.timezone;
    if (zone) expect(times).toEqual(dailyTimes(start, clock.now(), zone));
    // 03:00 on the gateway's wall clock, whatever its zone.
    for (const at of times) expect(new Intl.DateTimeFormat('en-GB', { timeZone: zone ?? 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)).toBe('03:00');
    // Read again: nothing doubles.
    expect(await imageTimes()).toEqual(times);
  });

  it('skips a 03:00 at which the gateway was offline', async () => {
    await advance(DAY_MS);
    const first = await imageTimes();
    expect(first).toHaveLength(1);
    // Offline for a whole day: its 03:00 passes without an image.
    await control(t.sim, 'PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, { connectionStatus: 'offline' });
    await advance(DAY_MS);
    await control(t.sim, 'PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, { connectionStatus: 'online' });
    await advance(DAY_MS);
    const times = await imageTimes();
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBe(2 * DAY_MS);
  });

  it('keeps an image when the mesh changes by more than a node, at most one an hour', async () => {
    await rest().netdiag.create({ serialNumber: DEMO_ONLINE_SERIAL });
    await advance(2 * HOUR);
    const before = (await imageTimes()).length;
    await control(t.sim, 'POST', `/gateways/${DEMO_ONLINE_SERIAL}/devices`, { kind: 'switch', count: 3, roomId: 0, bus: 'zigbee' });
    const changed = await imageTimes();
    expect(changed).toHaveLength(before + 1);
    expect(changed.at(-1)).toBe(clock.now());
    // Within the hour another change keeps nothing new.
    await advance(10 * 60_000);
    await control(t.sim, 'POST', `/gateways/${DEMO_ONLINE_SERIAL}/devices`, { kind: 'switch', count: 3, roomId: 0, bus: 'zigbee' });
    expect(await imageTimes()).toHaveLength(before + 1);
    // One node more than the last image, after the hour, is not enough.
    await advance(2 * HOUR);
    await rest().netdiag.create({ serialNumber: DEMO_ONLINE_SERIAL });
    await advance(2 * HOUR);
    await control(t.sim, 'POST', `/gateways/${DEMO_ONLINE_SERIAL}/devices`, { kind: 'switch', count: 1, roomId: 0, bus: 'wise' });
    expect(await imageTimes()).toHaveLength(before + 2);
  });
});
