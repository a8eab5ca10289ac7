// What a gateway was doing by itself when the simulator stopped carries on
// at the next start on the same data folder: a reboot and a factory reset
// in progress come back online at their time on the simulator clock, and a
// Wi-Fi join is settled. The simulator runs as a child process, killed with
// SIGKILL straight after the acknowledgement.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { LocalGatewayClient, RestClient, type Gateway, type WifiNetwork } from '@homeport/sdk';
import type { SimClockView } from '@homeport/sdk/sim';
import { DEMO, DEMO_OFFLINE, DEMO_ONLINE, OTHER, OTHER_SERIALS } from '@homeport/test-support';
import { dataOf, startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-restart-durable-'));
const children: ChildProcess[] = [];
const FLAT = OTHER_SERIALS[0]!;

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startChild(fresh: boolean): Promise<SimProcess> {
  const started = await startSimProcess({ dataDir, fresh });
  children.push(started.child);
  return started;
}

const data = dataOf;

type ControlView = Gateway & { emulator: { restartingUntil: number | null; localPassword: string; deviceCount: number } };
const viewOf = (sim: SimProcess, serial: string) => data<ControlView>(sim.control('GET', `/gateways/${serial}`));

async function restFor(sim: SimProcess, who: { identity: string; secret: string }): Promise<RestClient> {
  const session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(who.identity, who.secret);
  return new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId });
}

async function localFor(sim: SimProcess, serial: string): Promise<LocalGatewayClient> {
  const local = new LocalGatewayClient({ apiBase: `${sim.httpUrl}/local/${serial}/api` });
  await local.login((await viewOf(sim, serial)).emulator.localPassword);
  return local;
}

it('resumes a reboot, a factory reset and a Wi-Fi join that were in progress when the simulator was killed', async () => {
  const first = await startChild(true);
  await data<SimClockView>(first.control('POST', '/clock', { rate: 0 }));
  expect(await (await restFor(first, DEMO)).gatewaySettings.reboot(DEMO_ONLINE)).toMatchObject({ kind: 'reboot' });
  await (await restFor(first, OTHER)).gatewaySettings.factoryReset(FLAT);
  const rebootBack = (await viewOf(first, DEMO_ONLINE)).emulator.restartingUntil!;
  const resetBack = (await viewOf(first, FLAT)).emulator.restartingUntil!;
  expect(resetBack - rebootBack).toBe(45_000);
  // A Wi-Fi join on another gateway, over its LAN page (it answers offline too).
  const lan = await localFor(first, DEMO_OFFLINE);
  const target: WifiNetwork = (await lan.scanWifi()).find((n) => !n.ssid.startsWith('Homeport-') && n.encryption === 'WPA2')!;
  await lan.setWifi({ ssid: target.ssid, encryption: 'WPA2', password: 'home-network-key' });
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));

  const second = await startChild(false);
  await data<SimClockView>(second.control('POST', '/clock', { rate: 0 }));
  // Nothing has addressed the gateways yet: their returns are on the clock, at the same instants.
  expect((await viewOf(second, DEMO_ONLINE)).emulator.restartingUntil).toBe(rebootBack);
  expect((await viewOf(second, FLAT)).emulator.restartingUntil).toBe(resetBack);
  const clock = await data<SimClockView>(second.control('GET', '/clock'));
  expect(clock.now).toBeLessThan(rebootBack);
  expect((await viewOf(second, DEMO_ONLINE)).connectionStatus).toBe('offline');

  await data<SimClockView>(second.control('POST', '/clock', { to: rebootBack }));
  await expect.poll(async () => (await viewOf(second, DEMO_ONLINE)).connectionStatus).toBe('online');
  expect((await viewOf(second, FLAT)).connectionStatus).toBe('offline');
  await data<SimClockView>(second.control('POST', '/clock', { to: resetBack }));
  await expect.poll(async () => (await viewOf(second, FLAT)).connectionStatus).toBe('online');
  // The wipe had been saved before the answer: it comes back empty.
  expect((await viewOf(second, FLAT)).emulator.deviceCount).toBe(0);
  expect((await viewOf(second, DEMO_ONLINE)).emulator.restartingUntil).toBeNull();

  // The join settled (its time has passed) and moved that gateway to Wi-Fi.
  const board = await (await localFor(second, DEMO_OFFLINE)).boardInfo();
  expect(board.wifi).toEqual({ ssid: target.ssid, encryption: 'WPA2', state: 'connected', quality: target.quality });
  expect((await viewOf(second, DEMO_OFFLINE)).connectionType).toBe('wifi');

  const closed = new Promise((resolve) => second.child.once('close', resolve));
  second.child.kill('SIGKILL');
  await closed;
}, 120_000); // simulator processes start in turn: room for a busy machine, not a speed check
