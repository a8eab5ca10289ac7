// The month view from per-day summaries (docs/simulator.md "History"):
// against the real simulator, the answer read from the summaries equals the
// answer read raw (HOMEPORT_HISTORY_SUMMARIES=off) on the same data, the
// summaries are on disk beside the day logs, and a day that grows after its
// summary was built is summarized again.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HISTORY_MAX_POINTS, type HistoryAnswer, type LoginResult } from '@homeport/sdk';
import type { SimClock } from '../../clock/simClock';
import { adminAccount, DEMO_ONLINE_SERIAL } from '../../seed/accounts';
import { api, control, loginAs, startTestSim, testClock, type TestSim } from '../../../test/harness/simHarness';

/** Not on a minute: bucket edges fall inside minutes. */
const T0 = Date.UTC(2026, 5, 15, 12, 0, 17, 345);
const MINUTE = 60_000;
const KEY = `${DEMO_ONLINE_SERIAL}:2:LevelService`;
const DAYS = 40;

let t: TestSim;
let clock: SimClock;
let admin: LoginResult;

beforeAll(async () => {
  clock = testClock({ rate: 0, start: T0 });
  t = await startTestSim({ gateways: 10, clock });
  admin = await loginAs(t.sim, adminAccount);
  const first = Math.floor((T0 - DAYS * DAY_MS) / MINUTE) * MINUTE;
  const samples: [number, number][] = [];
  for (let i = 0; first + i * MINUTE < T0 - MINUTE; i += 1) {
    samples.push([first + i * MINUTE, Math.round((50 + 40 * Math.sin(i / 240) + (i % 7) / 3) * 100) / 100]);
    // Some minutes of one day hold a second sample: a bucket edge may split them.
    if (i >= 10 * 1440 && i < 10 * 1440 + 300) samples.push([first + i * MINUTE + 30_000, (i % 11) + 0.1]);
  }
  for (let i = 0; i < samples.length; i += 5000) {
    const imported = await control(t.sim, 'POST', '/history/samples', { key: KEY, property: 'Level', samples: samples.slice(i, i + 5000) });
    expect(imported.status).toBe(200);
  }
}, 120_000);
afterAll(() => t.stop());
afterEach(() => {
  delete process.env.HOMEPORT_HISTORY_SUMMARIES;
});

const month = async (body: Record<string, unknown> = { key: KEY, period: 'month' }) => {
  const answer = await api<{ data: HistoryAnswer }>(t.sim, 'POST', '/node_history/node', { sessionId: admin.sessionId, body });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const raw = async (body?: Record<string, unknown>) => {
  process.env.HOMEPORT_HISTORY_SUMMARIES = 'off';
  try {
    return await month(body);
  } finally {
    delete process.env.HOMEPORT_HISTORY_SUMMARIES;
  }
};
const folder = () => join(t.dataDir, 'history', DEMO_ONLINE_SERIAL);

describe('day summaries', () => {
  it('the month view from summaries is the month view read raw, and the summaries lie beside the closed days', async () => {
    const fromSummaries = await month();
    const level = fromSummaries.series.find((s) => s.property === 'Level')!;
    expect(level.samples).toBeGreaterThan(30 * 1440);
    expect(level.points.length).toBeLessThanOrEqual(HISTORY_MAX_POINTS);
    expect(fromSummaries.bucketMs).toBeGreaterThan(0);
    expect(fromSummaries).toEqual(await raw());
    const names = readdirSync(folder());
    const closedDays = names.filter((n) => n.endsWith('.log')).filter((n) => Date.parse(`${n.slice(0, 10)}T00:00:00Z`) + DAY_MS <= T0);
    const summarized = closedDays.filter((n) => existsSync(join(folder(), n.replace('.log', '.sum'))));
    // Every closed day the month covers whole has its summary; today has none.
    expect(summarized.length).toBeGreaterThanOrEqual(29);
    expect(names).not.toContain(`${new Date(T0).toISOString().slice(0, 10)}.sum`);
  });

  it('ranges of other widths and starts answer the same both ways (a week, 31 days, a day split across bucket edges)', async () => {
    for (const body of [
      { key: KEY, period: 'week' },
      { key: KEY, from: T0 - 31 * DAY_MS, to: T0 - DAY_MS },
      { key: KEY, from: T0 - 38 * DAY_MS, to: T0 - 2 * DAY_MS },
    ]) {
      expect(await month(body)).toEqual(await raw(body));
    }
  });

  it('a past day that grows after its summary was built is summarized again', async () => {
    await month();
    const day = Math.floor((T0 - 5 * DAY_MS) / DAY_MS) * DAY_MS;
    const imported = await control(t.sim, 'POST', '/history/samples', { key: KEY, property: 'Level', samples: [[day + 12 * 3_600_000 + 7_000, 999]] });
    expect(imported.status).toBe(200);
    const after = await month();
    const level = after.series.find((s) => s.property === 'Level')!;
    expect(level.points.some((p) => p.max === 999)).toBe(true);
    expect(after).toEqual(await raw());
  });
});
