// The control API's physical world and the cloud's pairing calls run as
// operations where the gateway's emulator lives (gateway/ops/physicalWorld.ts,
// gateway/ops/cloudPairing.ts): on a paused clock, a reaction's later steps
// wait on the gateway's clock, and a reset in between silences them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device, Gateway, GatewayEvent, RestClient } from '@homeport/sdk';
import { control, DEMO, DEMO_ONLINE, linkFor, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let rest: RestClient;

beforeAll(async () => {
  // A paused clock, and few emulators loaded: a gateway with pairing under way stays busy while others are touched.
  h = await startHarness({ clockRate: 0, loadedGateways: 2, gateways: 60 });
  rest = restFor(h.sim, await login(h.sim, DEMO));
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

type SimGateway = Gateway & { emulator: { deviceCount: number } };
const sim = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
  const response = await control(h.sim, method, path, body);
  return { status: response.status, body: (await response.json()) as T };
};
const deviceCount = async (serial = DEMO_ONLINE) => (await sim<{ data: SimGateway }>('GET', `/gateways/${serial}`)).body.data.emulator.deviceCount;
const advance = (ms: number) => control(h.sim, 'POST', '/clock', { advanceMs: ms });
/** Loads other gateways, so that the registry unloads the least recently used idle ones. */
const touchOthers = async (count: number) => {
  const serials = (await sim<{ data: Array<{ serialNumber: string }> }>('GET', '/gateways')).body.data.map((g) => g.serialNumber).filter((s) => s !== DEMO_ONLINE);
  for (const serial of serials.slice(0, count)) await deviceCount(serial);
};

describe('pairing as gateway operations', () => {
  it('joins a device paired through the cloud once the gateway clock reaches its interview, although other gateways were loaded meanwhile', async () => {
    const before = await deviceCount();
    expect(await rest.wise.authorize({ gatewayId: DEMO_ONLINE, deviceId: 'C0FFEE000001', deviceType: 'Lighting.Switch', deviceName: 'Shed' })).toEqual({
      deviceId: 'C0FFEE000001',
      status: 'pairing',
    });
    await touchOthers(6);
    await advance(1000);
    expect(await deviceCount()).toBe(before);
    await advance(1500);
    expect(await deviceCount()).toBe(before + 1);
    await expect(rest.wise.authorize({ gatewayId: DEMO_ONLINE, deviceId: 'C0FFEE000001' })).rejects.toMatchObject({ status: 409, errorCode: '705' });
  });

  it('adds a remote device by its id after its short interview, and refuses it while it is pending and once it is there', async () => {
    const before = await deviceCount();
    const body = { gatewayId: DEMO_ONLINE, idKind: 'custom' as const, deviceId: 'CAFE0000CAFE0001', kind: 'camera', deviceName: 'Gate camera' };
    expect(await rest.wise.initializeRemoteDevice(body)).toEqual({ deviceId: 'CAFE0000CAFE0001', status: 'pairing' });
    await expect(rest.wise.initializeRemoteDevice(body)).rejects.toMatchObject({ status: 409, errorCode: '705' });
    await advance(600);
    expect(await deviceCount()).toBe(before + 1);
    await expect(rest.wise.initializeRemoteDevice(body)).rejects.toMatchObject({ status: 409, errorCode: '705' });
  });

  it('cancels what has not joined: the interview that comes due adds nothing', async () => {
    const before = await deviceCount();
    await rest.wise.authorize({ gatewayId: DEMO_ONLINE, deviceId: 'C0FFEE000002' });
    expect(await rest.wise.cancelPairing(DEMO_ONLINE)).toEqual({ cancelled: 1 });
    await advance(3000);
    expect(await deviceCount()).toBe(before);
  });

  it('puts the seeded home back with restore-home after devices were installed; an unknown gateway is 404 and changes nothing', async () => {
    type Restored = { data: { serialNumber: string; devices: number; floors: number } };
    const seeded = (await sim<Restored>('POST', `/gateways/${DEMO_ONLINE}/restore-home`)).body.data;
    expect(seeded.serialNumber).toBe(DEMO_ONLINE);
    expect(await deviceCount()).toBe(seeded.devices);
    const installed = await sim<{ data: { added: number[] } }>('POST', `/gateways/${DEMO_ONLINE}/devices`, { kind: 'switch', count: 3, name: 'Extra' });
    expect(installed.status).toBe(200);
    expect(installed.body.data.added).toHaveLength(3);
    expect(await deviceCount()).toBe(seeded.devices + 3);
    const restored = await sim<Restored>('POST', `/gateways/${DEMO_ONLINE}/restore-home`);
    expect(restored).toEqual({ status: 200, body: { data: seeded } });
    expect(await deviceCount()).toBe(seeded.devices);
    expect((await sim('POST', '/gateways/HP0000000000/restore-home')).status).toBe(404);
  });

  it('silences the later steps of a pairing started before a reset', async () => {
    await rest.wise.authorize({ gatewayId: DEMO_ONLINE, deviceId: 'C0FFEE000003', deviceName: 'Before the reset' });
    expect((await sim('POST', '/reset')).status).toBe(200);
    const seeded = await deviceCount();
    const demo = await login(h.sim, DEMO);
    rest = restFor(h.sim, demo);
    const link = linkFor(h.sim, demo);
    try {
      await link.ready();
      const scope = { owner: (await rest.gateways.info(DEMO_ONLINE)).userId!, serial: DEMO_ONLINE };
      link.watchGateway(scope);
      const added: string[] = [];
      link.on('event', (serial, event: GatewayEvent) => {
        if (serial === DEMO_ONLINE && event.name === 'device_added') added.push((event.data as { hardware_id: string }).hardware_id);
      });
      // A request answered after the clock moved: what the old pairing would have said has come by then.
      await advance(5000);
      const list = await link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' });
      expect(list).toHaveLength(seeded);
      expect(added).toEqual([]);
      // The pending id went with the old emulator: pairing it again is accepted, and this one joins.
      expect(await rest.wise.authorize({ gatewayId: DEMO_ONLINE, deviceId: 'C0FFEE000003' })).toMatchObject({ status: 'pairing' });
      await advance(2500);
      await expect.poll(() => added, { timeout: 10_000 }).toEqual(['C0FFEE000003']);
      expect(await deviceCount()).toBe(seeded + 1);
    } finally {
      await link.end();
    }
  });
});
