// Floors, rooms and device names on the real simulator over the real
// broker: each command's effect, its events in order, the refusals (which
// change nothing), and the gateway file on disk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayCode, type Device, type Floor, type Gateway, type GatewayEvent, type GatewayLink } from '@homeport/sdk';
import { DEMO, DEMO_ONLINE, linkFor, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let link: GatewayLink;
let watcher: GatewayLink;
let scope: { owner: string; serial: string };
const seen: GatewayEvent[] = [];

beforeAll(async () => {
  h = await startHarness();
  const demo = await login(h.sim, DEMO);
  const gateway: Gateway = await restFor(h.sim, demo).gateways.info(DEMO_ONLINE);
  scope = { owner: gateway.userId!, serial: DEMO_ONLINE };
  link = linkFor(h.sim, demo);
  // A second client of the same user: it sees what the first one does.
  watcher = linkFor(h.sim, await login(h.sim, DEMO));
  await Promise.all([link.ready(), watcher.ready()]);
  link.watchGateway(scope);
  watcher.watchGateway(scope);
  watcher.on('event', (serial, event) => {
    if ((serial === DEMO_ONLINE && !event.name.startsWith('device_')) || ['device_renamed', 'device_removed'].includes(event.name)) seen.push(event);
  });
});
afterAll(async () => {
  await Promise.all([link?.end(), watcher?.end()]);
  await h?.stop();
});

const ask = <D>(name: string, params: Record<string, unknown> = {}) => link.request<D>(scope, name, params);
const floors = () => ask<Floor[]>('get_floor_list');
const devices = () => ask<Device[]>('get_object_list_by_type_detailed', { type: 'device' });
const stored = () => JSON.parse(readFileSync(join(h.dataDir, 'gateways', `${DEMO_ONLINE}.json`), 'utf8')) as { floors: Floor[]; devices: Device[] };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (e: { code?: number }) => e.code,
  );

/** Waits until the watcher has seen `count` more events, then answers them. */
async function nextEvents(count: number, from: number): Promise<Array<{ name: string; data: unknown }>> {
  await expect.poll(() => seen.length - from, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
  return seen.slice(from, from + count).map(({ name, data }) => ({ name, data }));
}

describe('floors and rooms', () => {
  it('lists floor 0 with Unsorted Devices first, each room with the devices whose room_id it is', async () => {
    const [list, all] = await Promise.all([floors(), devices()]);
    expect(list[0]!.floor_id).toBe(0);
    expect(list[0]!.rooms[0]).toMatchObject({ room_id: 0, room_name: 'Unsorted Devices' });
    for (const floor of list)
      for (const room of floor.rooms)
        expect(room.devices.sort()).toEqual(
          all
            .filter((d) => d.room_id === room.room_id)
            .map((d) => d.id)
            .sort(),
        );
  });

  it('adds a floor and a room, moves a device in, renames both, and tells the other client in order', async () => {
    const from = seen.length;
    const { floor_id } = await ask<{ floor_id: number }>('add_floor', { name: '  Attic ' });
    const { room_id } = await ask<{ room_id: number }>('add_room', { floor_id, name: 'Studio' });
    const device = (await devices()).find((d) => d.room_id === 0)!;
    await ask('add_device_to_room', { device: device.id, room_id });
    await ask('rename_room', { room_id, name: 'Music studio' });
    await ask('rename_floor', { floor_id, name: 'Loft' });
    expect(await nextEvents(5, from)).toEqual([
      { name: 'floor_added', data: { floor_id, floor_name: 'Attic' } },
      { name: 'room_added', data: { floor_id, room_id, room_name: 'Studio' } },
      { name: 'dev_added_to_room', data: { device_id: device.id, room_id } },
      { name: 'room_name_changed', data: { floor_id, room_id, room_name: 'Music studio' } },
      { name: 'floor_name_changed', data: { floor_id, floor_name: 'Loft' } },
    ]);
    const loft = (await floors()).find((f) => f.floor_id === floor_id)!;
    expect(loft).toEqual({ floor_id, floor_name: 'Loft', rooms: [{ room_id, room_name: 'Music studio', devices: [device.id] }] });
    // On disk before the answer: the file holds the same layout and the device's room.
    expect(stored().floors.find((f) => f.floor_id === floor_id)).toEqual(loft);
    expect(stored().devices.find((d) => d.id === device.id)!.room_id).toBe(room_id);
  });

  it('moves a device from one room to another: removed from the old, then added to the new', async () => {
    const list = await floors();
    const [a, b] = list
      .filter((f) => f.floor_id !== 0)
      .flatMap((f) => f.rooms)
      .filter((r) => r.devices.length > 0);
    const device = a!.devices[0]!;
    const from = seen.length;
    await ask('add_device_to_room', { device, room_id: b!.room_id });
    expect(await nextEvents(2, from)).toEqual([
      { name: 'dev_removed_from_room', data: { device_id: device, room_id: a!.room_id } },
      { name: 'dev_added_to_room', data: { device_id: device, room_id: b!.room_id } },
    ]);
    await ask('remove_device_from_room', { device });
    expect((await devices()).find((d) => d.id === device)!.room_id).toBe(0);
  });

  it('removes a room and then a floor, their devices going to Unsorted Devices first', async () => {
    const from = seen.length;
    const { floor_id } = await ask<{ floor_id: number }>('add_floor', { name: 'Basement' });
    const { room_id } = await ask<{ room_id: number }>('add_room', { floor_id, name: 'Workshop' });
    const { room_id: other } = await ask<{ room_id: number }>('add_room', { floor_id, name: 'Cellar' });
    const [d1, d2] = (await devices()).filter((d) => d.room_id === 0);
    await ask('add_device_to_room', { device: d1!.id, room_id });
    await ask('add_device_to_room', { device: d2!.id, room_id: other });
    await ask('remove_room', { room_id });
    await ask('remove_floor', { floor_id });
    expect((await nextEvents(10, from)).slice(5)).toEqual([
      { name: 'dev_removed_from_room', data: { device_id: d1!.id, room_id } },
      { name: 'room_removed', data: { floor_id, room_id } },
      { name: 'dev_removed_from_room', data: { device_id: d2!.id, room_id: other } },
      { name: 'room_removed', data: { floor_id, room_id: other } },
      { name: 'floor_removed', data: { floor_id } },
    ]);
    const all = await devices();
    expect([d1, d2].map((d) => all.find((x) => x.id === d!.id)!.room_id)).toEqual([0, 0]);
    expect((await floors()).some((f) => f.floor_id === floor_id)).toBe(false);
  });

  it('refuses duplicates (7), the fixed room and floor (9), unknown ids (3) and bad params (2), changing nothing', async () => {
    const before = await floors();
    const floor = before.find((f) => f.floor_id !== 0 && f.rooms.length > 0)!;
    const room = floor.rooms[0]!;
    expect(await refusal(ask('add_floor', { name: floor.floor_name.toUpperCase() }))).toBe(GatewayCode.duplicate);
    expect(await refusal(ask('add_room', { floor_id: floor.floor_id, name: ` ${room.room_name.toLowerCase()} ` }))).toBe(GatewayCode.duplicate);
    expect(await refusal(ask('rename_room', { room_id: 0, name: 'Hall' }))).toBe(GatewayCode.unsupported);
    expect(await refusal(ask('remove_room', { room_id: 0 }))).toBe(GatewayCode.unsupported);
    expect(await refusal(ask('remove_floor', { floor_id: 0 }))).toBe(GatewayCode.unsupported);
    expect(await refusal(ask('add_room', { floor_id: 0, name: 'Hall' }))).toBe(GatewayCode.unsupported);
    expect(await refusal(ask('add_device_to_room', { device: 1, room_id: 9999 }))).toBe(GatewayCode.notFound);
    expect(await refusal(ask('add_device_to_room', { device: 9999, room_id: room.room_id }))).toBe(GatewayCode.notFound);
    expect(await refusal(ask('rename_floor', { floor_id: 9999, name: 'X' }))).toBe(GatewayCode.notFound);
    expect(await refusal(ask('add_floor', { name: '   ' }))).toBe(GatewayCode.badParams);
    expect(await refusal(ask('add_floor', { name: 'x'.repeat(41) }))).toBe(GatewayCode.badParams);
    expect(await refusal(ask('add_floor', { name: 'Bad\u0007name' }))).toBe(GatewayCode.badParams);
    expect(await refusal(ask('add_room', { floor_id: '1', name: 'Hall' }))).toBe(GatewayCode.badParams);
    expect(await floors()).toEqual(before);
  });

  it('answers "zone" commands as room commands', async () => {
    const floor = (await floors()).find((f) => f.floor_id !== 0)!;
    const { room_id } = await ask<{ room_id: number }>('add_zone', { floor_id: floor.floor_id, name: 'Porch' });
    await ask('rename_zone', { room_id, name: 'Veranda' });
    expect((await floors()).flatMap((f) => f.rooms).find((r) => r.room_id === room_id)?.room_name).toBe('Veranda');
    await ask('remove_zone', { room_id });
    expect((await floors()).flatMap((f) => f.rooms).some((r) => r.room_id === room_id)).toBe(false);
  });
});

describe('device names and removal', () => {
  it('renames a device (device_renamed) and refuses a bad name', async () => {
    const device = (await devices())[0]!;
    const from = seen.length;
    await ask('set_device_name', { device: device.id, name: ' Reading lamp ' });
    expect(await nextEvents(1, from)).toEqual([{ name: 'device_renamed', data: { device_id: device.id, device_name: 'Reading lamp' } }]);
    expect((await devices())[0]!.device_name).toBe('Reading lamp');
    expect(await refusal(ask('set_device_name', { device: device.id, name: '' }))).toBe(GatewayCode.badParams);
    expect(await refusal(ask('set_device_name', { device: 9999, name: 'Ghost' }))).toBe(GatewayCode.notFound);
    expect((await devices())[0]!.device_name).toBe('Reading lamp');
  });

  it('deletes a device record: device_removed, gone from the list and from its room', async () => {
    const device = (await devices()).find((d) => d.room_id !== 0 && d.room_id !== null)!;
    const from = seen.length;
    await ask('delete_device', { device: device.id });
    expect(await nextEvents(1, from)).toEqual([{ name: 'device_removed', data: { device_id: device.id } }]);
    expect((await devices()).some((d) => d.id === device.id)).toBe(false);
    expect((await floors()).flatMap((f) => f.rooms).some((r) => r.devices.includes(device.id))).toBe(false);
    expect(await refusal(ask('delete_device', { device: device.id }))).toBe(GatewayCode.notFound);
  });
});
