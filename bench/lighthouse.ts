// Lighthouse on the built portal as the simulator serves it (`npm start`):
// /login signed out, the demo's devices, scenes and gateway settings, and the
// admin's gateway selection; mobile (Lighthouse's default throttling) and
// desktop; the median of three runs each. Each run is a fresh Chromium (Debian's,
// never a downloaded one), so the cache is cold and the bytes are all counted.
// HOMEPORT_LIGHTHOUSE_PLAIN=1 serves the same build without its compressed
// copies: the portal as it was served before the build compressed it.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { RestClient } from '@homeport/sdk';
import { adminAccount, demoAccount, startSimulator } from '@homeport/simulator';
import { percentile } from './stats';

const HOST_DIST = resolve('host/dist');
const RUNS = 3;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

type Account = { username: string; password: string } | undefined;
const PAGES: { path: string; who: string; account: Account }[] = [
  { path: '/login', who: 'signed out', account: undefined },
  { path: '/devices', who: 'demo', account: demoAccount },
  { path: '/scenes', who: 'demo', account: demoAccount },
  { path: '/gtw_settings', who: 'demo', account: demoAccount },
  { path: '/gate_select', who: 'admin', account: adminAccount },
];
const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

/** The figures of one run. Scores 0-100; times in ms; bytes as transferred. */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

export async function benchLighthouse(): Promise<void> {
  if (!existsSync(join(HOST_DIST, 'index.html'))) throw new Error('lighthouse needs the built host: npm run build -w host');
  const plain = process.env.HOMEPORT_LIGHTHOUSE_PLAIN === '1';
  const dataDir = mkdtempSync(join(tmpdir(), 'homeport-bench-lighthouse-'));
  const serveDir = plain ? plainCopyOf(HOST_DIST, dataDir) : HOST_DIST;
  const sim = await startSimulator({ port: 0, mqttPort: 0, dataDir: join(dataDir, 'data'), fresh: true, quiet: true, serveDir });
  try {
    console.log(`  ${plain ? 'uncompressed (HOMEPORT_LIGHTHOUSE_PLAIN=1)' : 'brotli/gzip copies served'}; Chromium at ${chromePath()}; median of ${RUNS} runs`);
    console.log(`  ${'page'.padEnd(28)} ${'form'.padEnd(8)} perf  a11y  best  seo    FCP ms   LCP ms   TBT ms  CLS     bytes`);
    for (const page of PAGES) {
      const session = page.account === undefined ? undefined : await signIn(sim.httpUrl, page.account);
      for (const formFactor of FORM_FACTORS) {
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${sim.httpUrl}${page.path}`, formFactor, session));
        print(`${page.path} (${page.who})`, formFactor, median(runs));
      }
    }
  } finally {
    await sim.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const chromePath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The build without its .br/.gz copies. */
function plainCopyOf(dist: string, into: string): string {
  const copy = join(into, 'dist');
  cpSync(dist, copy, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  return copy;
}

/** The session the portal keeps in localStorage (`homeport.session`), from the REST login (as e2e/browser.ts signs in). */
async function signIn(baseUrl: string, account: { username: string; password: string }): Promise<string> {
  const { sessionId, userId } = await new RestClient({ apiBase: `${baseUrl}/api` }).auth.login(account.username, account.password);
  return JSON.stringify({ sessionId, userId });
}

/**
 * One Lighthouse run in a Chromium of its own. A signed-in page gets its
 * session first, written on the portal's origin (on config.js, as e2e/browser.ts
 * does, so no page asset is cached before the run), and Lighthouse keeps
 * storage (disableStorageReset): the profile is fresh, so the cache is empty.
 */
async function audit(url: string, formFactor: FormFactor, session: string | undefined): Promise<Figures> {
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (session !== undefined) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await page.goto(new URL('/config.js', url).href);
      await page.evaluate((value) => localStorage.setItem('homeport.session', value), session);
      await page.close();
      await browser.close();
    }
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: true,
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (result === undefined) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalDisplayedUrl}: not signed in?`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

/** Each figure's median over the runs, on its own. */
function median(runs: Figures[]): Figures {
  const of = (key: keyof Figures) =>
    percentile(
      runs.map((run) => run[key]).sort((a, b) => a - b),
      50,
    );
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    bytes: of('bytes'),
  };
}

function print(page: string, formFactor: FormFactor, f: Figures): void {
  const cells = [
    page.padEnd(28),
    formFactor.padEnd(8),
    String(f.performance).padStart(4),
    String(f.accessibility).padStart(5),
    String(f.bestPractices).padStart(5),
    String(f.seo).padStart(4),
    f.fcp.toFixed(0).padStart(9),
    f.lcp.toFixed(0).padStart(8),
    f.tbt.toFixed(0).padStart(8),
    f.cls.toFixed(3).padStart(6),
    `${(f.bytes / 1024).toFixed(0)} KiB`.padStart(10),
  ];
  console.log(`  ${cells.join(' ')}`);
}
