// Gateways reached from the cloud side through the registry's `acquire`
// (docs/simulator.md "Gateway ownership"), on a simulator that keeps only a
// few emulators loaded: work on the clock outlives the emulator object it
// began with, and a connection change does not load the gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway, LoginResult, RestClient } from '@homeport/sdk';
import { control, DEMO, DEMO_ONLINE, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let demo: LoginResult;
let rest: RestClient;

beforeAll(async () => {
  // Two emulators loaded at most: touching a few other gateways unloads the idle ones.
  h = await startHarness({ clockRate: 0, loadedGateways: 2, gateways: 60 });
  demo = await login(h.sim, DEMO);
  rest = restFor(h.sim, demo);
});
afterAll(async () => {
  await h?.stop();
});

type SimGateway = Gateway & { emulator: { restartingUntil: number | null; deviceCount: number } };
const sim = async <T>(method: string, path: string, body?: unknown): Promise<T> => (await (await control(h.sim, method, path, body)).json()) as T;
const gatewayOf = async (serial: string) => (await sim<{ data: SimGateway }>('GET', `/gateways/${serial}`)).data;
const advance = (ms: number) => control(h.sim, 'POST', '/clock', { advanceMs: ms });
/** Loads other gateways, so that the registry unloads the least recently used idle ones. */
const touchOthers = async (count: number) => {
  const serials = (await sim<{ data: Array<{ serialNumber: string }> }>('GET', '/gateways')).data.map((g) => g.serialNumber).filter((s) => s !== DEMO_ONLINE);
  for (const serial of serials.slice(0, count)) await gatewayOf(serial);
};

describe('gateway ownership on a small loaded set', () => {
  it('brings a factory-reset gateway back online although its emulator was unloaded while it was away', async () => {
    await rest.gatewaySettings.factoryReset(DEMO_ONLINE);
    const away = await gatewayOf(DEMO_ONLINE);
    expect(away.connectionStatus).toBe('offline');
    expect(away.emulator.restartingUntil).not.toBeNull();
    // The wiped home has no rules and nothing waiting: idle, so the next loads unload it.
    await touchOthers(6);
    // Still restarting: the restart belongs to the simulator's epoch, not to one emulator object.
    expect((await gatewayOf(DEMO_ONLINE)).emulator.restartingUntil).toBe(away.emulator.restartingUntil);
    await touchOthers(6);
    await advance(90_000);
    const back = await gatewayOf(DEMO_ONLINE);
    expect(back.connectionStatus).toBe('online');
    expect(back.emulator.restartingUntil).toBeNull();
    expect(back.emulator.deviceCount).toBe(0);
  });

  it('a reset ends a restart in progress: the gateway is back in its seeded state, not brought online by the old timer', async () => {
    await rest.gatewaySettings.reboot(DEMO_ONLINE);
    expect((await gatewayOf(DEMO_ONLINE)).emulator.restartingUntil).not.toBeNull();
    await control(h.sim, 'POST', '/reset');
    const reset = await gatewayOf(DEMO_ONLINE);
    expect(reset.connectionStatus).toBe('online');
    expect(reset.emulator.restartingUntil).toBeNull();
    // Taken offline by QA after the reset: the old restart's return must not bring it back.
    await sim('PATCH', `/gateways/${DEMO_ONLINE}`, { connectionStatus: 'offline' });
    await advance(45_000);
    expect((await gatewayOf(DEMO_ONLINE)).connectionStatus).toBe('offline');
  });
});
