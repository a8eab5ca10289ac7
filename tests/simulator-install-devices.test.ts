// Devices an installer has already paired, added through the control API on
// the real simulator: the gateway announces them once over real MQTT, its
// device list and data folder hold them, and a refused call changes nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gatewayHandle, type Device, type Floor, type Gateway, type GatewayEvent, type GatewayHandle, type GatewayLink } from '@homeport/sdk';
import { control, DEMO, DEMO_OFFLINE, DEMO_ONLINE, linkFor, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let link: GatewayLink;
let handle: GatewayHandle;
let scope: { owner: string; serial: string };
let seen: Array<{ serial: string; name: string; data: unknown }> = [];

beforeAll(async () => {
  h = await startHarness();
  const demo = await login(h.sim, DEMO);
  const gateway: Gateway = await restFor(h.sim, demo).gateways.info(DEMO_ONLINE);
  scope = { owner: gateway.userId!, serial: DEMO_ONLINE };
  link = linkFor(h.sim, demo);
  await link.ready();
  link.watchGateway(scope);
  link.watchGateway({ owner: gateway.userId!, serial: DEMO_OFFLINE });
  link.on('event', (serial, event: GatewayEvent) => seen.push({ serial, name: event.name, data: event.data }));
  handle = gatewayHandle(link, scope);
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});
beforeEach(() => {
  seen = [];
});

const ask = <D>(name: string, params: Record<string, unknown> = {}) => link.request<D>(scope, name, params);
const devices = () => ask<Device[]>('get_object_list_by_type_detailed', { type: 'device' });
const sim = async (method: string, path: string, body?: unknown) => {
  const response = await control(h.sim, method, path, body);
  return { status: response.status, body: (await response.json()) as unknown };
};
const install = (body: unknown, serial = DEMO_ONLINE) => sim('POST', `/gateways/${serial}/devices`, body);
const deviceCount = async (serial = DEMO_ONLINE) => ((await sim('GET', `/gateways/${serial}`)).body as { data: { emulator: { deviceCount: number } } }).data.emulator.deviceCount;
const onDisk = (serial = DEMO_ONLINE) =>
  JSON.parse(readFileSync(join(h.dataDir, 'gateways', `${serial}.json`), 'utf8')) as { devices: Device[]; hardwareIds?: Record<string, string> };
const addedEvents = () => seen.filter((e) => e.name === 'device_added' || e.name === 'devices_added');

describe('installing devices through the control API', () => {
  it('adds 25 dimmers in a room at once: one devices_added names them, the list, the data folder and the device store hold them', async () => {
    const floors = await ask<Floor[]>('get_floor_list');
    const room = floors.flatMap((f) => f.rooms).find((r) => r.room_id !== 0)!;
    const before = await devices();
    // The device store of a client that reads the list: it reads it again after devices_added.
    const offList = handle.devices.subscribeList(() => undefined);
    await handle.devices.load();

    const answer = await install({ kind: 'dimmer', count: 25, name: 'Hotel lamp', roomId: room.room_id });
    expect(answer.status).toBe(200);
    const added = (answer.body as { data: { added: number[] } }).data.added;
    expect(added).toHaveLength(25);
    expect(new Set(added).size).toBe(25);
    expect(Math.min(...added)).toBeGreaterThan(Math.max(...before.map((d) => d.id)));

    await expect.poll(addedEvents, { timeout: 5000 }).toHaveLength(1);
    expect(addedEvents()[0]).toEqual({ serial: DEMO_ONLINE, name: 'devices_added', data: { device_ids: added } });

    const list = await devices();
    expect(list).toHaveLength(before.length + 25);
    const installed = list.filter((d) => added.includes(d.id));
    expect(installed.map((d) => d.device_name)).toEqual(added.map((_, i) => `Hotel lamp ${i + 1}`));
    expect(installed.every((d) => d.kind === 'dimmer' && d.room_id === room.room_id && d.status === 2)).toBe(true);
    expect(await deviceCount()).toBe(before.length + 25);

    // Saved, each with its node's hardware id (all different).
    const file = onDisk();
    expect(file.devices.filter((d) => added.includes(d.id))).toHaveLength(25);
    const hardware = added.map((id) => file.hardwareIds?.[String(id)]);
    expect(hardware.every((id) => typeof id === 'string' && /^[0-9A-F]{16}$/.test(id))).toBe(true);
    expect(new Set(hardware).size).toBe(25);
    // The room's device list is derived from the devices' room.
    const roomAfter = (await ask<Floor[]>('get_floor_list')).flatMap((f) => f.rooms).find((r) => r.room_id === room.room_id)!;
    expect(roomAfter.devices).toEqual(expect.arrayContaining(added));

    await expect.poll(() => added.every((id) => handle.devices.getList().ids.includes(id)), { timeout: 5000 }).toBe(true);
    offList();
  });

  it('announces one device with device_added, named as the gateway names a new node, in Unsorted Devices', async () => {
    const answer = await install({ kind: 'thermostat' });
    expect(answer.status).toBe(200);
    const [id] = (answer.body as { data: { added: number[] } }).data.added;
    await expect.poll(addedEvents, { timeout: 5000 }).toHaveLength(1);
    const device = (await devices()).find((d) => d.id === id)!;
    expect(device).toMatchObject({ kind: 'thermostat', room_id: 0, status: 2 });
    expect(device.device_name).toMatch(new RegExp(`^${device.class} \\d+$`));
    expect(addedEvents()[0]).toEqual({
      serial: DEMO_ONLINE,
      name: 'device_added',
      data: { device_id: id, device_name: device.device_name, class: device.class, hardware_id: onDisk().hardwareIds?.[String(id)] },
    });
  });

  it('takes the bus it is told', async () => {
    const answer = await install({ kind: 'switch', count: 2, bus: 'wise', name: 'Wise plug' });
    const added = (answer.body as { data: { added: number[] } }).data.added;
    expect((await devices()).filter((d) => added.includes(d.id)).map((d) => d.bus_id)).toEqual(['wise', 'wise']);
  });

  it('refuses bad input with a clear error, and changes nothing', async () => {
    const before = await deviceCount();
    const beforeFile = onDisk();
    const refusals: Array<[unknown, number, string]> = [
      [{ kind: 'toaster' }, 400, 'kind'],
      [{ kind: 'switch', count: 0 }, 400, 'count'],
      [{ kind: 'switch', count: 2001 }, 400, 'count'],
      [{ kind: 'switch', count: 1.5 }, 400, 'count'],
      [{ kind: 'switch', roomId: 987 }, 404, ''],
      [{ kind: 'switch', bus: 'bluetooth' }, 400, 'bus'],
      [{ kind: 'switch', count: 100, name: 'x'.repeat(37) }, 400, 'name'],
      [{ kind: 'switch', colour: 'red' }, 400, 'colour'],
      [{}, 400, 'kind'],
    ];
    for (const [body, status, field] of refusals) {
      const answer = await install(body);
      expect({ body, status: answer.status }).toEqual({ body, status });
      const [entry] = answer.body as Array<{ errorCode: string; message: string; field?: string }>;
      expect(entry!.errorCode).toBe(`000${status}`);
      expect(entry!.message.length).toBeGreaterThan(5);
      if (field) expect(entry!.field).toBe(field);
    }
    expect((await install({ kind: 'switch', roomId: 987 })).body).toEqual([{ errorCode: '000404', message: `No room 987 on ${DEMO_ONLINE}` }]);
    expect((await install({ kind: 'switch' }, 'HP9999999999')).status).toBe(404);

    // DEMO_OFFLINE is offline in the seed: its radio hears nothing.
    const offlineBefore = await deviceCount(DEMO_OFFLINE);
    const offline = await install({ kind: 'switch', count: 3 }, DEMO_OFFLINE);
    expect(offline.status).toBe(409);
    expect((offline.body as Array<{ errorCode: string }>)[0]!.errorCode).toBe('000409');
    expect(await deviceCount(DEMO_OFFLINE)).toBe(offlineBefore);

    expect(await deviceCount()).toBe(before);
    expect(onDisk()).toEqual(beforeFile);
    // A barrier: an event published now arrives after anything the refusals could have published.
    await sim('POST', `/gateways/${DEMO_ONLINE}/events`, { name: 'install_barrier', data: {} });
    await expect.poll(() => seen.some((e) => e.name === 'install_barrier')).toBe(true);
    expect(addedEvents()).toEqual([]);
  });
});
