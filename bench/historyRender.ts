// The history page's chart render time in a real browser: Debian's Chromium
// (playwright-core) opens the built host (host/dist, `npm run build -w host`
// first) served by a simulator started in this process, signed in as the
// demo user with the DASHBOARD module on. Six months of one-minute data are
// imported for one key (a dimmer's Level); the page then switches between
// the month view (the server's at most 2,000 points per series) and the day
// view of the same device (the baseline, about 1,440 raw points), interleaved,
// the order flipped every round. Each switch is read from the page's own
// performance measures (packages/portal/src/features/history/charts/drawMarks.ts):
// `hp-history-render`, from the first render of the new answer to the commit
// of all its charts (the charts keep the width they measured when first
// shown, so a switch is one draw). Printed: ms p50/p95 of each view, drawn
// points per series, the ratio month/day, against the goal (render under
// 100 ms). No thresholds.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startSimulator } from '@homeport/simulator';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support/accounts';
import { percentile } from './stats';

const MINUTE = 60_000;
const DAYS = 182;
const CHUNK = 5000;
/** Device 2 of the demo gateway: a dimmer (LevelService Level). */
const DEVICE = 2;
const KEY = `${DEMO_ONLINE}:${DEVICE}:LevelService`;
const ROUNDS = 20;
const WARMUP = 3;
const GOAL_MS = 100;
const HOST_DIST = resolve('host/dist');

interface Measure {
  duration: number;
  points: number[];
}

/** The page's performance measures of one name, oldest first. */
const measuresOf = (page: Page, name: string): Promise<Measure[]> =>
  page.evaluate(
    (measureName) =>
      performance.getEntriesByName(measureName, 'measure').map((entry) => {
        const detail = (entry as PerformanceMeasure).detail as { points?: number[] | number } | null;
        const points = detail?.points;
        return { duration: entry.duration, points: Array.isArray(points) ? points : typeof points === 'number' ? [points] : [] };
      }),
    name,
  );

export async function benchHistoryRender(): Promise<void> {
  if (!existsSync(join(HOST_DIST, 'index.html'))) throw new Error('history-render needs the built host: npm run build -w host');
  const dataDir = mkdtempSync(join(tmpdir(), 'homeport-bench-render-'));
  const sim = await startSimulator({ port: 0, mqttPort: 0, dataDir, fresh: true, quiet: true, serveDir: HOST_DIST });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const control = async (path: string, body: unknown) => {
      const response = await fetch(`${sim.httpUrl}/api/__sim${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sim.controlToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    };
    const now = sim.clock.now();
    const first = Math.floor((now - DAYS * 86_400_000) / MINUTE) * MINUTE;
    const total = Math.floor((now - MINUTE - first) / MINUTE);
    const sample = (i: number): [number, number] => [first + i * MINUTE, Math.round((50 + 40 * Math.sin(i / 240) + (i % 7)) * 100) / 100];
    for (let i = 0; i < total; i += CHUNK) {
      await control('/history/samples', { key: KEY, property: 'Level', samples: Array.from({ length: Math.min(CHUNK, total - i) }, (_, j) => sample(i + j)) });
    }
    // The clock stands still: each view's span, and so its answer, stays the same between rounds.
    await control('/clock', { rate: 0 });
    console.log(`  imported ${total.toLocaleString('en')} one-minute samples (${DAYS} days) for ${KEY}:Level; Chromium ${browser.version()}`);

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.addInitScript(() => Object.assign(window, { HOMEPORT_CONFIG: { modules: { DASHBOARD: true } } }));
    await page.goto(`${sim.httpUrl}/login`);
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO.identity);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.secret);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    await page.goto(`${sim.httpUrl}/dashboard_chart/${DEVICE}?period=day`);
    await page.getByRole('figure', { name: 'LevelService · Level' }).waitFor({ timeout: 30_000 });

    const views = { month: 'Month', day: 'Day' } as const;
    const renders: Record<keyof typeof views, Measure[]> = { month: [], day: [] };
    let current: keyof typeof views = 'day';
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      const order: Array<keyof typeof views> = round % 2 === 0 ? ['month', 'day'] : ['day', 'month'];
      for (const view of order) {
        if (view === current) {
          // Same view twice in a row (the order flipped): go through the other one, untimed.
          const other = view === 'month' ? 'day' : 'month';
          await switchTo(page, views[other]);
          current = other;
        }
        const before = (await measuresOf(page, 'hp-history-render')).length;
        await switchTo(page, views[view]);
        current = view;
        await page.waitForFunction((count) => performance.getEntriesByName('hp-history-render', 'measure').length > count, before, { timeout: 30_000 });
        // The page paints the charts (two frames) before the next switch.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        if (round < WARMUP) continue;
        renders[view].push(...(await measuresOf(page, 'hp-history-render')).slice(before));
      }
    }

    const stats = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
    };
    const line = (view: keyof typeof views) => {
      const render = stats(renders[view].map((m) => m.duration));
      const points = renders[view][0]?.points ?? [];
      console.log(
        `  ${view === 'month' ? 'month view' : 'day view (baseline)'}: render p50 ${render.p50.toFixed(1)} ms, p95 ${render.p95.toFixed(1)} ms (n ${renders[view].length}); ` +
          `drawn points per series [${points.join(', ')}] (max ${Math.max(0, ...points)})`,
      );
      return { render, points };
    };
    const month = line('month');
    const day = line('day');
    console.log(`  month/day render p50 ratio ${(month.render.p50 / day.render.p50).toFixed(2)}, p95 ratio ${(month.render.p95 / day.render.p95).toFixed(2)}`);
    console.log(
      `  goal: the month view rendered in under ${GOAL_MS} ms: p50 ${month.render.p50.toFixed(1)} ms (${month.render.p50 < GOAL_MS ? 'under' : 'over'}), p95 ${month.render.p95.toFixed(1)} ms (${month.render.p95 < GOAL_MS ? 'under' : 'over'}); at most 2,000 points per series: ${Math.max(0, ...month.points) <= 2000 ? 'yes' : 'no'}`,
    );
  } finally {
    await browser.close();
    await sim.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function switchTo(page: Page, name: string): Promise<void> {
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name, exact: true }).click();
  await page.waitForFunction((label) => [...document.querySelectorAll('button[aria-pressed="true"]')].some((button) => button.textContent === label), name);
}
