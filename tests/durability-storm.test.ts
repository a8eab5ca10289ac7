// A simulator killed (SIGKILL) in the middle of a write storm: three writers
// at once (a dimmer's level and a device's name over MQTT, announcement
// templates over REST), each counting what was acknowledged. Straight after
// the kill every file of the data folder parses (a log may end in one torn
// line, which the loader skips); after a restart on the same folder every
// acknowledged write is there, and nothing newer than what was sent.
import { readdirSync, readFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { GatewayLink, RestClient, templatePageOf } from '@homeport/sdk';
import { ADMIN, DEMO, DEMO_ONLINE } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-storm-'));
const started: SimProcess[] = [];
afterAll(() => {
  for (const sim of started) sim.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Seed: the Hall Dimmer (device 2), its LevelService.Level 0..100, and the Kitchen Outlet (device 1) to rename. */
const LEVEL = { device: 2, service: 'LevelService', property: 'Level' } as const;
const RENAMED = 1;

async function start(fresh: boolean): Promise<SimProcess> {
  const sim = await startSimProcess({ dataDir, fresh });
  started.push(sim);
  return sim;
}

async function clients(sim: SimProcess) {
  const demoRest = new RestClient({ apiBase: `${sim.httpUrl}/api` });
  const demo = await demoRest.auth.login(DEMO.identity, DEMO.secret);
  const adminLogin = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(ADMIN.identity, ADMIN.secret);
  const admin = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => adminLogin.sessionId });
  const link = GatewayLink.connect({ url: sim.wsUrl, userId: demo.userId, sessionId: demo.sessionId, product: 'homeport' });
  await link.ready();
  const scope = { owner: demo.userId, serial: DEMO_ONLINE };
  link.watchGateway(scope);
  return { admin, link, scope };
}

/** One writer: sends write(n) for n = 1, 2, ... one after another until stopped, counting what was sent and acknowledged. */
function writer(write: (n: number) => Promise<unknown>) {
  const state = { sent: 0, acked: 0, stopped: false };
  const done = (async () => {
    while (!state.stopped) {
      const n = state.sent + 1;
      state.sent = n;
      try {
        await write(n);
        state.acked = n;
      } catch {
        return; // The process is gone.
      }
    }
  })();
  return { state, done };
}

/** Files that do not parse: JSON files whole, logs line by line (the last line of a log may be torn by the kill). */
function unreadable(dir: string): string[] {
  const bad: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) {
        try {
          JSON.parse(readFileSync(path, 'utf8'));
        } catch {
          bad.push(path);
        }
      } else if (name.endsWith('.log')) {
        const lines = readFileSync(path, 'utf8').split('\n').slice(0, -1);
        const whole = lines.slice(0, -1).filter((line) => line.trim() !== '');
        for (const line of whole) {
          try {
            JSON.parse(line);
          } catch {
            bad.push(`${path}: ${line.slice(0, 80)}`);
          }
        }
      }
    }
  };
  walk(dir);
  return bad;
}

it('loses no acknowledged write when killed in the middle of a write storm, and its files parse', async () => {
  const first = await start(true);
  const { admin, link, scope } = await clients(first);

  const level = writer((n) => link.request(scope, 'set_service_property_value', { ...LEVEL, value: Math.min(n, 100) }));
  const name = writer((n) => link.request(scope, 'set_device_name', { device: RENAMED, name: `Storm ${n}` }));
  const templates = writer((n) => admin.announcements.template.create({ name: `storm-${n}`, notificationType: 'push', title: `Storm ${n}`, message: 'Written in a storm' }));
  // The kill lands while every writer has a write in flight, once each has had some acknowledged.
  await expect.poll(() => Math.min(level.state.acked, name.state.acked, templates.state.acked), { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  for (const w of [level, name, templates]) w.state.stopped = true;
  await Promise.all([level.done, name.done, templates.done]);
  await link.end().catch(() => undefined);

  expect(unreadable(dataDir)).toEqual([]);

  const second = await start(false);
  const after = await clients(second);
  const { value } = await after.link.request<{ value: number }>(after.scope, 'get_service_property_value', LEVEL);
  // The last acknowledged level, or one sent after it that landed before the kill.
  expect(value).toBeGreaterThanOrEqual(Math.min(level.state.acked, 100));
  expect(value).toBeLessThanOrEqual(Math.min(level.state.sent, 100));

  const devices = await after.link.request<Array<{ id: number; device_name: string }>>(after.scope, 'get_object_list_by_type_detailed', { type: 'device' });
  const renamed = Number(/^Storm (\d+)$/.exec(devices.find((d) => d.id === RENAMED)?.device_name ?? '')?.[1]);
  expect(renamed).toBeGreaterThanOrEqual(name.state.acked);
  expect(renamed).toBeLessThanOrEqual(name.state.sent);

  const kept = new Set(templatePageOf(await after.admin.announcements.template.search({ searchPhrase: 'storm-', limit: 5000 })).items.map((t) => t.name));
  const acked = Array.from({ length: templates.state.acked }, (_, i) => `storm-${i + 1}`);
  expect(acked.filter((n) => !kept.has(n))).toEqual([]);
  expect(kept.size).toBeLessThanOrEqual(templates.state.sent);
  await after.link.end();
}, 180_000); // two simulator processes and a storm: room for a busy machine, not a speed check
