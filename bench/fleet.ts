// `npm run bench -- fleet`: the simulator at several fleet sizes side by side,
// each a child-process simulator on a temp data folder (docs/simulator.md
// "Fleet size"): fresh start time, RSS after start and after every gateway
// was touched once, data-folder size, a device request's round trip over
// MQTT, a login, the admin list's paging and search, a gateway taken
// offline and back by the control API, and three writes that must stay
// proportional to the change at any size: a wrong password, a partner
// app's token refresh and an alarm raised by QA.
// BENCH_FLEET_SIZES sets the sizes (default 50,10000,100000);
// BENCH_FLEET_TOUCH=0 skips touching every gateway (the slow part at 100,000).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GatewayLink, RestClient, topicOwner, type Gateway, type LoginResult } from '@homeport/sdk';
import { ADMIN, DEMO, DEMO_ONLINE } from '@homeport/test-support/accounts';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { summarize } from './stats';

const PRODUCT = 'homeport';
const SIZES = (process.env.BENCH_FLEET_SIZES ?? '50,10000,100000').split(',').map((s) => Number(s.trim()));
const TOUCH = process.env.BENCH_FLEET_TOUCH !== '0';
const ROUND_TRIPS = 1000;
const LOGINS = 20;
const LIST_CALLS = 20;
/** Requests in flight while touching every gateway. */
const TOUCH_IN_FLIGHT = 32;

const GOALS = { rssMiB: 2048, roundTripP99Ms: 5, loginMs: 100 };

interface Row {
  gateways: number;
  startMs: number;
  rssStartMiB: number;
  rssTouchedMiB: number | null;
  touchMs: number | null;
  dataMiB: number;
  files: number;
  roundTrip: { p50: number; p99: number };
  pingRoundTrip: { p50: number; p99: number };
  answerKiB: number;
  loginP50: number;
  loginMax: number;
  listPageP50: number;
  listLastPageP50: number;
  searchP50: number;
  connectionChangeP50: number;
  wrongPasswordP50: number;
  tokenRefreshP50: number;
  alarmRaiseP50: number;
}

const rssMiB = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = folderSize(path);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += statSync(path).size;
      files += 1;
    }
  }
  return { bytes, files };
}

async function timed<T>(run: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function samples(count: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(await timed(() => run(i) as Promise<unknown>));
  return out;
}

async function adminGet(sim: SimProcess, admin: LoginResult, path: string): Promise<unknown> {
  const response = await fetch(`${sim.httpUrl}/api${path}`, { headers: { sessionId: admin.sessionId } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function measure(gateways: number): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homeport-fleet-'));
  const start = performance.now();
  // Touching every gateway is one admin connection asking thousands of things: no per-connection limit (docs/simulator.md "Fairness").
  const sim = await startSimProcess({ dataDir, args: ['--gateways', String(gateways), '--client-rate', 'off'] });
  const startMs = performance.now() - start;
  try {
    const pid = sim.child.pid!;
    const rssStartMiB = rssMiB(pid);
    const rest = new RestClient({ apiBase: `${sim.httpUrl}/api` });

    const logins = await samples(LOGINS, () => rest.auth.login(DEMO.identity, DEMO.secret));
    const demo = await rest.auth.login(DEMO.identity, DEMO.secret);
    const admin = await rest.auth.login(ADMIN.identity, ADMIN.secret);

    // A device request over MQTT, the demo user on the demo home (ACL check and fleet lookup on every one).
    const link = GatewayLink.connect({ url: sim.mqttTcpUrl, userId: demo.userId, sessionId: demo.sessionId, product: PRODUCT });
    await link.ready();
    const scope = { owner: demo.userId, serial: DEMO_ONLINE };
    const ask = () => link.request(scope, 'get_object_list_by_type_detailed', { type: 'device' });
    for (let i = 0; i < 100; i++) await ask();
    const roundTrip = summarize(await samples(ROUND_TRIPS, ask));
    const answerKiB = Buffer.byteLength(JSON.stringify(await ask())) / 1024;
    // The smallest request there is (the gateway answers pong): the path without the device list's weight.
    const ping = () => link.request(scope, 'ping', {}, { channel: 'osm' });
    for (let i = 0; i < 100; i++) await ping();
    const pingRoundTrip = summarize(await samples(ROUND_TRIPS, ping));
    await link.end();

    // The admin list: the first page, the last page, and a search (owner username, name, serial).
    const limit = 20;
    const lastPage = Math.max(1, Math.ceil(gateways / limit));
    const listPage = summarize(await samples(LIST_CALLS, () => adminGet(sim, admin, `/udm/device/adminList?page=1&limit=${limit}`)));
    const listLast = summarize(await samples(LIST_CALLS, () => adminGet(sim, admin, `/udm/device/adminList?page=${lastPage}&limit=${limit}`)));
    const search = summarize(
      await samples(LIST_CALLS, (i) =>
        adminGet(sim, admin, `/udm/device/adminList?page=1&limit=${limit}&searchText=${encodeURIComponent(['demo', 'Home', 'HP10000004', 'unassigned'][i % 4]!)}`),
      ),
    );

    // QA takes a gateway offline and back (the control PATCH): the record changed, its events, the answer.
    const connection = summarize(
      await samples(LIST_CALLS, async (i) => {
        const response = await sim.control('PATCH', `/gateways/${DEMO_ONLINE}`, { connectionStatus: i % 2 === 0 ? 'offline' : 'online' });
        if (!response.ok) throw new Error(`PATCH: ${response.status} ${await response.text()}`);
      }),
    );

    // A wrong password (unknown identities, so that no lock answers first): counted and written.
    const wrongPassword = summarize(
      await samples(4, async (i) => {
        const response = await fetch(`${sim.httpUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identity: `nobody-${i}@homeport.test`, secret: 'Wrong-Pass-2026!', loginType: 'EMAIL' }),
        });
        if (response.status !== 401) throw new Error(`wrong password: ${response.status} ${await response.text()}`);
      }),
    );
    // A partner app (the seeded qa-partner client) linked to the demo home, then refreshing its token.
    const callback = 'http://localhost:4444/oauth-callback';
    const authorized = await fetch(`${sim.httpUrl}/api/oauth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sessionId: demo.sessionId },
      body: JSON.stringify({ client_id: 'qa-partner', redirect_uri: callback, response_type: 'code', scope: 'devices', state: 'bench', serial_number: DEMO_ONLINE }),
    });
    const { code } = ((await authorized.json()) as { data: { code: string } }).data;
    const partner = { client_id: 'qa-partner', client_secret: 'qa-partner-secret' };
    const tokenCall = async (fields: Record<string, string>) => {
      const response = await fetch(`${sim.httpUrl}/api/oauth2/token`, { method: 'POST', body: new URLSearchParams({ ...partner, ...fields }) });
      if (!response.ok) throw new Error(`token: ${response.status} ${await response.text()}`);
      return (await response.json()) as { refresh_token: string };
    };
    const { refresh_token } = await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: callback });
    const tokenRefresh = summarize(await samples(LIST_CALLS, () => tokenCall({ grant_type: 'refresh_token', refresh_token })));
    // QA raises a gas alarm on the demo home (its alarm table made by the first, outside the samples).
    const raise = async () => {
      const response = await sim.control('POST', `/gateways/${DEMO_ONLINE}/alarms`, { alarmCode: 102 });
      if (!response.ok) throw new Error(`alarm: ${response.status} ${await response.text()}`);
    };
    await raise();
    const alarmRaise = summarize(await samples(LIST_CALLS, raise));

    // Every gateway touched once: a request to each online one (the admin reaches all), 32 in flight.
    let rssTouchedMiB: number | null = null;
    let touchMs: number | null = null;
    if (TOUCH) {
      // An offline gateway answers nothing (as a real one): every online one is touched.
      const fleet = ((await sim.control('GET', '/gateways').then((r) => r.json())) as { data: Gateway[] }).data.filter((g) => g.connectionStatus === 'online');
      const adminLink = GatewayLink.connect({ url: sim.mqttTcpUrl, userId: admin.userId, sessionId: admin.sessionId, product: PRODUCT });
      await adminLink.ready();
      let next = 0;
      const worker = async () => {
        while (next < fleet.length) {
          const gateway = fleet[next++]!;
          await adminLink.request({ owner: topicOwner(gateway), serial: gateway.serialNumber }, 'get_object_list_by_type_detailed', { type: 'device' }).catch(() => undefined);
        }
      };
      touchMs = await timed(() => Promise.all(Array.from({ length: TOUCH_IN_FLIGHT }, worker)));
      await adminLink.end();
      rssTouchedMiB = rssMiB(pid);
    }
    const size = folderSize(dataDir);
    return {
      gateways,
      startMs,
      rssStartMiB,
      rssTouchedMiB,
      touchMs,
      dataMiB: size.bytes / 1024 / 1024,
      files: size.files,
      roundTrip: { p50: roundTrip.p50, p99: roundTrip.p99 },
      pingRoundTrip: { p50: pingRoundTrip.p50, p99: pingRoundTrip.p99 },
      answerKiB,
      loginP50: summarize(logins).p50,
      loginMax: Math.max(...logins),
      listPageP50: listPage.p50,
      listLastPageP50: listLast.p50,
      searchP50: search.p50,
      connectionChangeP50: connection.p50,
      wrongPasswordP50: wrongPassword.p50,
      tokenRefreshP50: tokenRefresh.p50,
      alarmRaiseP50: alarmRaise.p50,
    };
  } finally {
    await sim.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const f1 = (n: number | null) => (n === null ? '-' : n.toFixed(1));
const f2 = (n: number) => n.toFixed(2);

export async function benchFleet(): Promise<void> {
  const rows: Row[] = [];
  for (const size of SIZES) {
    console.log(`  ${size.toLocaleString('en')} gateways…`);
    rows.push(await measure(size));
  }
  const table: Array<[string, (r: Row) => string, string]> = [
    ['fresh start (s)', (r) => (r.startMs / 1000).toFixed(1), ''],
    ['RSS after start (MiB)', (r) => f1(r.rssStartMiB), ''],
    ['touch every gateway (s)', (r) => (r.touchMs === null ? '-' : (r.touchMs / 1000).toFixed(1)), ''],
    ['RSS after every gateway touched (MiB)', (r) => f1(r.rssTouchedMiB), `<= ${GOALS.rssMiB}`],
    ['data folder (MiB)', (r) => f1(r.dataMiB), ''],
    ['data folder files', (r) => String(r.files), ''],
    ['device list request: answer (KiB)', (r) => f1(r.answerKiB), ''],
    ['device list request round trip p50 (ms)', (r) => f2(r.roundTrip.p50), ''],
    ['device list request round trip p99 (ms)', (r) => f2(r.roundTrip.p99), `<= ${GOALS.roundTripP99Ms}`],
    ['ping round trip p50 (ms)', (r) => f2(r.pingRoundTrip.p50), ''],
    ['ping round trip p99 (ms)', (r) => f2(r.pingRoundTrip.p99), `<= ${GOALS.roundTripP99Ms}`],
    ['login p50 (ms)', (r) => f1(r.loginP50), `<= ${GOALS.loginMs}`],
    ['login max (ms)', (r) => f1(r.loginMax), ''],
    ['admin list, first page p50 (ms)', (r) => f2(r.listPageP50), ''],
    ['admin list, last page p50 (ms)', (r) => f2(r.listLastPageP50), ''],
    ['admin list, search p50 (ms)', (r) => f2(r.searchP50), ''],
    ['gateway offline or online (control PATCH) p50 (ms)', (r) => f2(r.connectionChangeP50), ''],
    ['wrong password p50 (ms)', (r) => f2(r.wrongPasswordP50), ''],
    ['partner token refresh p50 (ms)', (r) => f2(r.tokenRefreshP50), ''],
    ['alarm raised by QA p50 (ms)', (r) => f2(r.alarmRaiseP50), ''],
  ];
  const header = ['', ...rows.map((r) => `${r.gateways.toLocaleString('en')} gw`), 'goal'];
  const lines = [header, ...table.map(([name, cell, goal]) => [name, ...rows.map(cell), goal])];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  for (const line of lines) console.log(`  ${line.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`);
  const last = rows.at(-1)!;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `  at ${last.gateways.toLocaleString('en')}: RSS goal ${last.rssTouchedMiB === null ? 'not measured' : verdict(last.rssTouchedMiB <= GOALS.rssMiB)}, round trip goal ${verdict(last.roundTrip.p99 <= GOALS.roundTripP99Ms)} (device list), ${verdict(last.pingRoundTrip.p99 <= GOALS.roundTripP99Ms)} (ping), login goal ${verdict(last.loginP50 <= GOALS.loginMs)}`,
  );
}
