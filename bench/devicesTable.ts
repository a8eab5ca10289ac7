// The portal's devices table (packages/portal/src/features/devices/list/
// DevicesTable.tsx) over a 1,000-device home, in jsdom against the real
// simulator: a gateway is given 1,000 devices of twelve kinds through the
// control API (POST /api/__sim/gateways/{serial}/devices, in batches that
// mix the kinds on every page), another gateway 10 of them (the baseline).
// Printed: the first render (mount to committed, flushSync) at page size
// 10, and the commit that first shows 50 rows (the pager's page-size
// choice, as a person makes it: the table always opens at 10), each against
// the 10-device table's mount (ratios; medians of 9 alternated rounds after
// a warm-up); then how many table rows React re-rendered when one property
// event the table shows arrives (goal 1), one it does not show (goal 0),
// and one device_status_changed (goal 1).
//
// How the table is loaded: the portal and widgets style themselves with
// vanilla-extract `.css.ts` files, which plain Node cannot import. Vite's
// SSR loader compiles them (vanillaExtractPlugin, the workspace packages
// resolved to their sources with the conditions of vitest.config.ts), so
// bench/devicesTableApp.tsx is loaded with server.ssrLoadModule. React,
// react-dom and the other node_modules packages stay Node's own modules
// (Vite externalizes them), so the DevTools hook below sees the very
// react-dom that renders. No build is needed.
//
// How rows are counted: React.Profiler cannot wrap rows that DataTable
// makes. A __REACT_DEVTOOLS_GLOBAL_HOOK__ is installed when this module is
// evaluated (bench/run.ts imports it before any section loads react-dom);
// react-dom injects itself into it and calls onCommitFiberRoot after each
// commit. While recording, each commit's fibers are walked the way React
// DevTools decides what rendered: from the root, descending only where a
// fiber's children were reconciled anew (child !== alternate.child), a
// component counts when it mounted or carries the PerformedWork flag. Each
// such component is attributed to the <tr key> of its table row; the
// distinct keys are the rows that re-rendered. The counter's own check: on
// mount it counts every shown row.
//
// React runs its development build here (as in widget-renders), where each
// element also records an owner stack (jsxDEV is among the top entries of a
// CPU profile of this section): the figures are for comparing, not what a
// production bundle costs. The seeding's devices_added events reach no one:
// the link connects after it. The section ends with POST /api/__sim/reset.
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import type { Simulator } from '@homeport/simulator';
import type { DeviceKind, Floor } from '@homeport/sdk';
import type * as TableApp from './devicesTableApp';

/** What one fiber is to the walk (react-reconciler's Fiber, the fields read). */
interface Fiber {
  tag: number;
  key: string | null;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  alternate: Fiber | null;
}

/** react-reconciler's work tags: function, class, forwardRef, memo and simple memo components; host (DOM) elements. */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const HOST_COMPONENT = 5;
/** react-reconciler's ReactFiberFlags.PerformedWork: the component's render ran and its output was used. */
const PERFORMED_WORK = 0b1;

interface Recording {
  rows: Set<string>;
  /** Components outside any row that rendered (the table itself, the pager…). */
  outside: Set<string>;
  commits: number;
}

const hook = {
  isDisabled: false,
  supportsFiber: true,
  renderers: new Map<number, unknown>(),
  recording: null as Recording | null,
  inject(renderer: unknown): number {
    const id = this.renderers.size + 1;
    this.renderers.set(id, renderer);
    return id;
  },
  onCommitFiberRoot(_rendererId: number, root: { current: Fiber }): void {
    if (!this.recording) return;
    this.recording.commits++;
    visit(root.current, this.recording);
  },
  onCommitFiberUnmount(): void {},
  onPostCommitFiberRoot(): void {},
  checkDCE(): void {},
};
const globalHook = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
if (globalHook.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined) globalHook.__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;

function visit(fiber: Fiber, into: Recording): void {
  const previous = fiber.alternate;
  if (COMPONENT_TAGS.has(fiber.tag) && (previous === null || (fiber.flags & PERFORMED_WORK) !== 0)) note(fiber, into);
  // Children not reconciled in this render: nothing below rendered.
  if (previous !== null && fiber.child === previous.child) return;
  for (let child = fiber.child; child; child = child.sibling) visit(child, into);
}

function note(fiber: Fiber, into: Recording): void {
  for (let up = fiber.return; up; up = up.return) {
    if (up.tag === HOST_COMPONENT && up.type === 'tr' && up.key !== null) {
      into.rows.add(up.key);
      return;
    }
  }
  into.outside.add(componentName(fiber.type));
}

function componentName(type: unknown): string {
  if (typeof type === 'function') return (type as { displayName?: string }).displayName ?? type.name;
  const inner = (type as { render?: { name?: string }; type?: { name?: string } } | null) ?? {};
  return inner.render?.name ?? inner.type?.name ?? 'anonymous';
}

/** 1,000 devices of twelve kinds; the baseline takes one of each of the first ten. */
const MIX: Array<[DeviceKind, number]> = [
  ['switch', 200],
  ['dimmer', 150],
  ['sensor', 150],
  ['color_light', 100],
  ['roller_shutter', 100],
  ['thermostat', 80],
  ['door_lock', 60],
  ['fan', 50],
  ['smart_meter', 40],
  ['panic_button', 30],
  ['camera', 20],
  ['audio', 20],
];
const BIG = { serial: 'HP1000000006', count: 1000 };
const SMALL = { serial: 'HP1000000007', count: 10 };
/** Devices per installation call: every page of 10 holds two kinds or more. */
const BATCH = 5;
const ROUNDS = 9;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const n = (count: number) => count.toLocaleString('en-US');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`devices-table bench: ${what} did not happen within ${timeoutMs} ms`);
    await sleep(10);
  }
}

/** Records the rows React re-renders from `act` until `arrived` and 300 ms more (anything else the event causes has had its turn). */
async function rowsRenderedBy(act: () => unknown, arrived: () => boolean, what: string): Promise<Recording> {
  const recording: Recording = { rows: new Set(), outside: new Set(), commits: 0 };
  hook.recording = recording;
  try {
    await act();
    await until(arrived, what);
    await sleep(300);
  } finally {
    hook.recording = null;
  }
  return recording;
}

export async function benchDevicesTable(sim: Simulator): Promise<void> {
  const control = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${sim.httpUrl}/api/__sim${path}`, {
      method,
      headers: { authorization: `Bearer ${sim.controlToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} /api/__sim${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };

  const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: 'http://localhost/' });
  const { window } = dom;
  Object.assign(globalThis, {
    window,
    document: window.document,
    navigator: window.navigator,
    HTMLElement: window.HTMLElement,
    Element: window.Element,
    Node: window.Node,
    getComputedStyle: window.getComputedStyle.bind(window),
    IS_REACT_ACT_ENVIRONMENT: false,
  });

  const { createServer } = await import('vite');
  const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
  const vite = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'error',
    plugins: [vanillaExtractPlugin()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    // As vitest.config.ts: the workspace packages resolve to their sources.
    resolve: { conditions: ['@homeport/source', 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: ['@homeport/source', 'node'] } },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  let link: TableApp.GatewayLink | null = null;
  const cleanups: Array<() => void> = [];
  try {
    const app = (await vite.ssrLoadModule('/bench/devicesTableApp.tsx')) as typeof TableApp;
    if (hook.renderers.size === 0) throw new Error('react-dom did not inject itself into the DevTools hook: it was loaded before bench/devicesTable.ts was evaluated');

    // ---- the homes: two unassigned gateways given to demo, filled by an installer ----
    const rest = new app.RestClient({ apiBase: `${sim.httpUrl}/api` });
    const session = await rest.auth.login('demo@homeport.test', 'Demo-Pass-2026!');
    await control('PATCH', `/gateways/${SMALL.serial}`, { connectionStatus: 'online' });
    for (const { serial } of [BIG, SMALL]) await control('PUT', `/gateways/${serial}/owner`, { userId: session.userId });
    const seedStart = performance.now();
    let calls = 0;
    const left = new Map(MIX);
    while ([...left.values()].some((n) => n > 0)) {
      for (const [kind, n] of left) {
        if (n === 0) continue;
        const count = Math.min(BATCH, n);
        await control('POST', `/gateways/${BIG.serial}/devices`, { kind, count });
        left.set(kind, n - count);
        calls++;
      }
    }
    const seedMs = performance.now() - seedStart;
    for (const [kind] of MIX.slice(0, SMALL.count)) await control('POST', `/gateways/${SMALL.serial}/devices`, { kind });

    link = app.GatewayLink.connect({ url: sim.mqttTcpUrl, userId: session.userId, sessionId: session.sessionId, product: 'homeport' });
    await link.ready();
    const homes = [];
    for (const { serial, count } of [BIG, SMALL]) {
      const handle = app.gatewayHandle(link, { owner: session.userId, serial });
      // The store stays loaded and watched between mounts, as the portal's does while its pages change.
      cleanups.push(handle.devices.subscribeList(() => undefined));
      const readStart = performance.now();
      await handle.devices.load();
      const readMs = performance.now() - readStart;
      const ids = handle.devices.getList().ids;
      if (ids.length !== count) throw new Error(`${serial} holds ${ids.length} devices, not ${count}`);
      const floors = await handle.request<Floor[]>('get_floor_list', {}, { type: 'query' });
      homes.push({ serial, count, handle, floors, readMs });
    }
    const [big, small] = homes as [(typeof homes)[number], (typeof homes)[number]];
    console.log(
      `  seeded ${n(big.count)} devices of ${MIX.length} kinds in ${calls} control calls (${(seedMs / 1000).toFixed(1)} s); the device store read their list in ${big.readMs.toFixed(0)} ms`,
    );

    const container = document.getElementById('root')!;
    const mount = (home: typeof big) => app.mountDevicesTable(container, home.handle, home.floors);

    // ---- first render: alternated rounds after a warm-up, medians ----
    const baseMs: number[] = [];
    const bigMs: number[] = [];
    const big50Ms: number[] = [];
    for (let round = -1; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ['small', 'big'] : ['big', 'small'];
      for (const which of order) {
        if (which === 'small') {
          const table = mount(small);
          if (round >= 0) baseMs.push(table.mountMs);
          table.unmount();
        } else {
          const table = mount(big);
          const ms50 = table.choosePageSize(50);
          if (round >= 0) {
            bigMs.push(table.mountMs);
            big50Ms.push(ms50);
          }
          table.unmount();
        }
      }
    }
    const base = median(baseMs);
    const ratio = (ms: number) => `${(ms / base).toFixed(2)}x the baseline`;
    console.log(`  first render, ${n(small.count)} devices (the baseline; one page)   ${base.toFixed(1)} ms (median of ${ROUNDS})`);
    console.log(`  first render, ${n(big.count)} devices, page size 10         ${median(bigMs).toFixed(1)} ms  (${ratio(median(bigMs))})`);
    console.log(`  page size 50 chosen, ${n(big.count)} devices (50 rows)      ${median(big50Ms).toFixed(1)} ms  (${ratio(median(big50Ms))}; the table opens at 10)`);

    // ---- rows re-rendered by one event ----
    const counted = (r: Recording, of: number) =>
      `${r.rows.size} of ${of}${r.rows.size > 0 ? ` (row ${[...r.rows].join(', ')})` : ''}${r.outside.size > 0 ? `, and outside the rows: ${[...r.outside].join(', ')}` : ''}`;
    const { handle } = big;
    const firmwareOf = (id: number) => handle.devices.getProperty(id, 'OTAService', 'NewFirmwareAvailable').value;
    const recorded = (act: () => void): Recording => {
      const recording: Recording = { rows: new Set(), outside: new Set(), commits: 0 };
      hook.recording = recording;
      try {
        act();
      } finally {
        hook.recording = null;
      }
      return recording;
    };

    let table: TableApp.MountedTable | undefined;
    const mounting = recorded(() => (table = mount(big)));
    cleanups.push(() => table?.unmount());
    const checks = [`mount ${mounting.rows.size} of ${table!.shownIds().length}`];
    const lines: string[] = [];
    await sleep(500);
    for (const pageSize of [10, 50]) {
      if (pageSize !== 10) {
        const switching = recorded(() => table!.choosePageSize(pageSize));
        checks.push(`page size ${pageSize} chosen ${switching.rows.size} of ${table!.shownIds().length}`);
        await sleep(300);
      }
      const shown = table!.shownIds();
      // A dimmer (it shows its firmware) and another device, both shown; at 50, the other beyond the first 10.
      const dimmer = shown.find((id) => handle.devices.getDevice(id)?.kind === 'dimmer');
      const other = shown.slice(pageSize === 10 ? 0 : 10).find((id) => id !== dimmer);
      if (dimmer === undefined || other === undefined) throw new Error(`no dimmer among the rows shown at page size ${pageSize}`);

      const next = firmwareOf(dimmer) !== true;
      const property = await rowsRenderedBy(
        () => control('POST', `/gateways/${big.serial}/devices/${dimmer}/firmware`, { available: next }),
        () => firmwareOf(dimmer) === next,
        'the NewFirmwareAvailable event',
      );
      const level = handle.devices.getProperty(dimmer, 'LevelService', 'Level').value === 33 ? 34 : 33;
      const hidden = await rowsRenderedBy(
        () => control('POST', `/gateways/${big.serial}/devices/${dimmer}/report`, { service: 'LevelService', property: 'Level', value: level }),
        () => handle.devices.getProperty(dimmer, 'LevelService', 'Level').value === level,
        'the Level event',
      );
      const status = await rowsRenderedBy(
        () => control('POST', `/gateways/${big.serial}/devices/${other}/fail`, { failed: true }),
        () => handle.devices.getDevice(other)?.status === 5,
        'device_status_changed',
      );
      await control('POST', `/gateways/${big.serial}/devices/${other}/fail`, { failed: false });
      await until(() => handle.devices.getDevice(other)?.status === 2, 'the device coming back');

      lines.push(
        `  rows React re-rendered by one event, page size ${pageSize} (${shown.length} rows shown):`,
        `    a property the table shows (device ${dimmer} OTAService.NewFirmwareAvailable ${next}): ${counted(property, shown.length)} (goal 1)`,
        `    a property it does not show (device ${dimmer} LevelService.Level ${level}): ${counted(hidden, shown.length)} (goal 0)`,
        `    device_status_changed (device ${other} offline): ${counted(status, shown.length)} (goal 1)`,
      );
    }
    console.log(`  the row counter's own checks: rows it saw render on ${checks.join(', on ')} (goal: all)`);
    for (const line of lines) console.log(line);
  } finally {
    for (const cleanup of cleanups.reverse()) cleanup();
    await link?.end();
    await vite.close();
    // The other sections find the seed as it was.
    await control('POST', '/reset');
  }
}
