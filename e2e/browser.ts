import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ADMIN, DEMO, DEMO_ONLINE, FAMILY } from '@homeport/test-support/accounts';
import { AXE_PAGES } from './workerCount';
import { workerSimulator } from './workers';

export { workerSimulator } from './workers';

/**
 * axe-core's minified build, the one its package ships beside `axe.source`
 * (the unminified axe.js): the same version and rules, less than half the
 * text to send into each page and parse there.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Debian's Chromium, never a downloaded one (README, house rules). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // The sandbox needs a user namespace CI machines do not grant root; the
    // network flags stop Chromium calling home on a closed network.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

let workerChromium: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by its first spec file and used by every
 * later one (the worker keeps this module: isolate is off), each test in a
 * context of its own. A launch costs about a second of CPU. Playwright
 * closes the browser when the worker process ends.
 */
export function workerBrowser(): Promise<Browser> {
  workerChromium ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => {
      workerChromium = undefined;
    });
    return browser;
  });
  return workerChromium;
}

/** The widths every screenshot is taken at: a common laptop and a small phone. */
export const DESKTOP_WIDTH = 1366;
export const PHONE_WIDTH = 375;

/** Pictures for people are taken with E2E_SCREENSHOTS=1 (`screenshot` also takes those of a width whose check failed). */
export const PICTURES = process.env.E2E_SCREENSHOTS === '1';

/**
 * Looks at a page as a user and an auditor would: at 1366 px wide it runs
 * axe-core, at 375 px it runs axe again and checks that the page does not
 * scroll sideways; then the viewport the test had is restored. A serious or
 * critical axe violation or a sideways scroll fails the test (softly: the
 * test goes on, so one run shows every finding). Each page's counts by
 * impact go to test-results/axe-summary.json.
 *
 * The pictures, NAME.png and NAME-375.png in test-results/screenshots, are
 * for people: taken for every page with `E2E_SCREENSHOTS=1 npm run
 * test:e2e`, and in every run for a width whose check failed, so a failure
 * comes with the page it saw. Full-page PNGs of 153 pages at two
 * widths were a tenth of the stage's time for pictures nobody opened.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 860 };
  try {
    await resizeTo(page, DESKTOP_WIDTH, before.height);
    const wide = await checkAccessibility(page, name);
    if (PICTURES || wide.blocking) await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });

    await resizeTo(page, PHONE_WIDTH, before.height);
    const narrow = await checkAccessibility(page, `${name}-375`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(scrollWidth, `${name} at ${PHONE_WIDTH} px scrolls sideways (${page.url()})`).toBeLessThanOrEqual(PHONE_WIDTH);
    if (PICTURES || narrow.blocking || scrollWidth > PHONE_WIDTH) await page.screenshot({ path: `test-results/screenshots/${name}-375.png`, fullPage: true });
    recordAxeSummary({ [name]: wide.counts, [`${name}-375`]: narrow.counts });
  } finally {
    await resizeTo(page, before.width, before.height);
  }
}

/**
 * Pictures for a person reviewing a section, beside the checked ones of
 * `screenshot`: the page at 1280 and 375 px (full length unless `fullPage`
 * is false), an open dialog alone, and `part` alone, into
 * /tmp/shots-{section}. Taken only with E2E_REVIEW_SHOTS=1, so the suite
 * does not pay for pictures nobody opens.
 */
export async function reviewShots(page: Page, section: string, name: string, options: { part?: Locator; fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_REVIEW_SHOTS !== '1') return;
  const dir = `/tmp/shots-${section}`;
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 860 };
  try {
    for (const width of [1280, PHONE_WIDTH]) {
      await resizeTo(page, width, before.height);
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: options.fullPage ?? true });
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
      if ((await dialog.count()) > 0) await dialog.first().screenshot({ path: `${dir}/${name}-${width}-dialog.png` });
      if (options.part && (await options.part.count()) > 0) await options.part.first().screenshot({ path: `${dir}/${name}-${width}-part.png` });
    }
  } finally {
    await resizeTo(page, before.width, before.height);
  }
}

async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  const current = page.viewportSize();
  if (current?.width === width && current.height === height) return;
  await page.setViewportSize({ width, height });
  // Two frames: media queries apply and React effects that follow the width have painted.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  // Then finite animations (a drawer sliding in) end; spinners turn forever and are not waited for.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
type ImpactCounts = Record<Impact, number>;

interface AxeFinding {
  id: string;
  impact: Impact | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string }>;
}

/**
 * Runs axe-core in the page. Its source goes in through the DevTools
 * protocol (page.evaluate), not a script tag: the simulator's
 * Content-Security-Policy allows only the page's own scripts, and an
 * inline tag would be refused (and reported as a CSP violation).
 */
async function checkAccessibility(page: Page, name: string): Promise<{ counts: ImpactCounts; blocking: boolean }> {
  if (process.env.E2E_NO_AXE) return { counts: { minor: 0, moderate: 0, serious: 0, critical: 0 }, blocking: false };
  const installed = await page.evaluate(() => 'axe' in window);
  if (!installed) await page.evaluate(AXE_SOURCE);
  // Every rule runs and every violation is counted; the CSS selector of each
  // node found, a third of axe's time on a portal page, is made only when a
  // finding must be reported (a second run, on the same page).
  let violations = await runAxe(page, false);
  if (violations.some(isBlocking)) violations = await runAxe(page, true);
  const counts: ImpactCounts = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  for (const violation of violations) counts[violation.impact ?? 'minor'] += violation.nodes.length;
  const blocking = violations
    .filter(isBlocking)
    .flatMap((violation) => violation.nodes.map((node) => `${violation.impact} ${violation.id} (${violation.help}): ${node.target.join(' ')} ${node.html.slice(0, 160)}`));
  expect.soft(blocking, `axe on ${name} (${page.url()})`).toEqual([]);
  return { counts, blocking: blocking.length > 0 };
}

const isBlocking = (violation: AxeFinding) => violation.impact === 'serious' || violation.impact === 'critical';

/**
 * One axe-core run over the page. Only violations are read: axe then lists
 * every node of a violation as before, but one node each of the passes and
 * the inapplicable and incomplete rules (axe's resultTypes), which it
 * otherwise gathers in full for nothing. Without `selectors` the nodes come
 * without their CSS selector.
 */
async function runAxe(page: Page, selectors: boolean): Promise<AxeFinding[]> {
  return page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: { resultTypes: string[]; selectors: boolean }) => Promise<{ violations: AxeFinding[] }> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'], selectors });
    return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, html }) => ({ target, html })) }));
  }, selectors);
}

/** This page's counts, in a file of its own: workers write at once, and globalSetup merges them at the end. */
function recordAxeSummary(pages: Record<string, ImpactCounts>): void {
  mkdirSync(AXE_PAGES, { recursive: true });
  writeFileSync(`${AXE_PAGES}/${Object.keys(pages)[0]}.json`, `${JSON.stringify(pages)}\n`);
}

/** QA's back door: the simulator control API, with the token of this worker's simulator. */
export async function sim(baseUrl: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/__sim${path}`, {
    method,
    headers: { authorization: `Bearer ${workerSimulator().controlToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const otpMessages = async (baseUrl: string, to: string) =>
  ((await sim(baseUrl, 'GET', `/outbox?to=${encodeURIComponent(to)}&kind=otp`)) as { data: Array<{ code?: string }> }).data;

/** How many one-time codes the outbox holds for `to` (to wait, later, for one sent after now). */
export async function otpCount(baseUrl: string, to: string): Promise<number> {
  return (await otpMessages(baseUrl, to)).length;
}

/** The newest one-time code e-mailed to `to`, once more than `seen` went there (so not one sent before). */
export async function lastOtp(baseUrl: string, to: string, seen = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const data = await otpMessages(baseUrl, to);
      code = data.length > seen ? data.at(-1)?.code : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Reads device properties straight from the gateway, as a second signed-in client would (not through the page). */
export async function gatewayReader(baseUrl: string, who = DEMO, serial = DEMO_ONLINE) {
  const { GatewayLink, RestClient, gatewayHandle } = await import('@homeport/sdk');
  const session = await new RestClient({ apiBase: `${baseUrl}/api` }).auth.login(who.identity, who.secret);
  const link = GatewayLink.connect({
    url: `${baseUrl.replace(/^http/, 'ws')}/mqtt`,
    userId: session.userId,
    sessionId: session.sessionId,
    product: 'homeport',
    timerVariant: 'native',
  });
  await link.ready();
  const handle = gatewayHandle(link, { owner: session.userId, serial });
  return {
    read: (device: number, service: string, property: string) =>
      handle.request<{ value: unknown }>('get_service_property_value', { device, service, property }, { type: 'query' }).then((a) => a.value),
    /** Any gateway command, as another client of the same user sends it. */
    request: (name: string, params: Record<string, unknown>) => handle.request(name, params),
    close: () => link.end(),
  };
}

/**
 * Console messages where Chromium reports a Content-Security-Policy
 * violation ("Refused to ... because it violates the following Content
 * Security Policy directive"): the page must need nothing the simulator's
 * policy refuses (docs/simulator.md "HTTP hardening").
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/**
 * The usual frame of a portal spec file: the worker's Chromium, one browser
 * context for the file, and for each test the simulator reset to its seed
 * (and its outbox emptied when asked) and a fresh page whose script errors
 * are printed and which fails the test on any CSP violation.
 *
 * The context outlives its tests so that its cache does too: a page load in
 * a new context fetches and compiles the portal's scripts afresh in a new
 * renderer, about 0.5 CPU-seconds more than in a context that has loaded
 * them before. What a test could leave in it is taken away before the next:
 * its pages are closed (their timers and live links end with them), and the
 * cookies, the portal's origin storage and the network conditions go back
 * to those of a new context.
 */
export function portalPage(baseUrl: string, options: { clearOutbox?: boolean; viewport?: { width: number; height: number } } = {}): { readonly page: Page } {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let violations: string[] = [];
  beforeAll(async () => {
    const browser = await workerBrowser();
    context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 860 } });
  });
  afterAll(async () => {
    await context?.close();
    context = undefined;
  });
  beforeEach(async () => {
    await sim(baseUrl, 'POST', '/reset');
    if (options.clearOutbox) await sim(baseUrl, 'DELETE', '/outbox');
    page = await context!.newPage();
    await clearSiteData(page, baseUrl);
    page.on('pageerror', (error) => console.error('page error:', error.message));
    violations = watchCspViolations(page);
  });
  afterEach(async () => {
    page = undefined;
    await Promise.all(context!.pages().map((open) => open.close()));
    await context!.clearCookies();
    await context!.setOffline(false);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });
  return {
    get page() {
      if (!page) throw new Error('portalPage: no page outside a test');
      return page;
    },
  };
}

/**
 * Empties what the portal's origin keeps in the page's context (its
 * localStorage, where the session and the chosen gateway live, and any
 * IndexedDB, Cache Storage or service worker), through DevTools, before the
 * page has opened anything: the test starts as in a new context.
 */
async function clearSiteData(page: Page, baseUrl: string): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  try {
    await devtools.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' });
  } finally {
    await devtools.detach();
  }
}

/** A gateway's factory PIN and local password, as QA reads them from the control API (never derived from the serial). */
export async function factorySecretsOf(baseUrl: string, serial: string): Promise<{ factoryPin: string; localPassword: string }> {
  const { factoryPin, localPassword } = ((await sim(baseUrl, 'GET', `/gateways/${serial}`)) as { data: { emulator: { factoryPin: string; localPassword: string } } }).data.emulator;
  return { factoryPin, localPassword };
}

/** The seeded accounts the specs sign in with (README "Demo accounts"). */
export const ACCOUNTS = { demo: DEMO, admin: ADMIN, family: FAMILY } as const;

/** Fills the portal's e-mail login form and submits it (the page must show /login). */
export async function submitLogin(page: Page, who: { identity: string; secret: string }): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(who.identity);
  await page.getByLabel('Password', { exact: true }).fill(who.secret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs `who` in over REST and keeps the session where the portal keeps its
 * own (localStorage `homeport.session`, in the shape the login page stores:
 * state/atoms.ts and binding/useSignIn.ts), with `gateway` as the chosen
 * gateway (`homeport.gateway`, as an admin's connect from gateway selection
 * leaves it). The next `goto` opens the portal signed in, as a reload after
 * a sign-in through the form would: for specs whose subject is not the
 * sign-in itself (auth, sso and session keep the form). The storage is
 * written from a document of the portal's origin that is not the portal
 * (its deployment settings file), once: a later sign-out stays signed out.
 * Call it after the simulator reset, which ends every session.
 */
export async function signIn(page: Page, baseUrl: string, who: { identity: string; secret: string }, options: { gateway?: string } = {}): Promise<void> {
  const { RestClient } = await import('@homeport/sdk');
  const { sessionId, userId } = await new RestClient({ apiBase: `${baseUrl}/api` }).auth.login(who.identity, who.secret);
  await page.goto(`${baseUrl}/config.js`);
  await page.evaluate(
    ({ session, gateway }) => {
      localStorage.setItem('homeport.session', session);
      if (gateway !== null) localStorage.setItem('homeport.gateway', gateway);
    },
    { session: JSON.stringify({ sessionId, userId }), gateway: options.gateway === undefined ? null : JSON.stringify(options.gateway) },
  );
}

/** Signs an admin in and connects to `serial` from gateway selection (spec 1 §4.3); resolves on /gtw_settings. */
export async function adminConnect(page: Page, baseUrl: string, who: { identity: string; secret: string }, serial: string): Promise<void> {
  const on = (path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, who);
  await on('/gate_select');
  const search = page.getByRole('searchbox');
  await search.fill(serial);
  await search.press('Enter');
  await page
    .getByRole('row', { name: new RegExp(serial) })
    .getByRole('button')
    .first()
    .click();
  await on('/gtw_settings');
}

/**
 * The quick controls show a first page (spec 2 §9: 6 at the specs' 1280 px)
 * and "Load more" doubles it: press it until every device of the gateway is
 * on the page, for specs that work with devices beyond the first page.
 */
export async function showAllQuickControls(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: 'Load more' });
  await page
    .getByText(/Showing \d+ of \d+/)
    .or(page.getByRole('article').first())
    .first()
    .waitFor({ timeout: 20_000 });
  for (let i = 0; i < 10 && (await more.count()) > 0; i++) await more.click();
}
