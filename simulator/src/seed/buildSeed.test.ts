import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceStatus, type DeviceKind } from '@homeport/sdk';
import { adminAccount, DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, demoAccount, familyAccount, NAMED_GATEWAY_COUNT, otherAccount } from './accounts';
import { deriveGatewayContents } from './derivedGateway';
import { buildSeed, type SeedData } from './buildSeed';
import { UNSORTED_ROOM_ID, UNSORTED_ROOM_NAME } from './floors';

// A Record over the union makes the compiler list every DeviceKind here.
const EVERY_KIND: Record<DeviceKind, true> = {
  switch: true,
  dimmer: true,
  thermostat: true,
  fan: true,
  roller_shutter: true,
  door_lock: true,
  ir_blaster: true,
  color_light: true,
  smart_meter: true,
  gas_detector: true,
  pressure_sensor: true,
  panic_button: true,
  weather: true,
  camera: true,
  audio: true,
  sensor: true,
  hue_bridge: true,
};

afterEach(() => vi.restoreAllMocks());

/** The seed's contents with the generated gateways' derived, in fleet order. */
const everyContents = (data: SeedData) => [...data.contents, ...data.cloud.gateways.slice(data.contents.length).map((record) => deriveGatewayContents(data.cloud.meta, record)!)];

describe('seed', () => {
  it('is deterministic and never calls Math.random', () => {
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random in the seed');
    });
    // Everything but the factory secrets, which are random (the next test).
    const sameSecrets = () => ({ pin: '123456', localPassword: 'same-for-all' });
    const a = buildSeed({ seed: 7, gateways: 50 }, sameSecrets);
    const b = buildSeed({ seed: 7, gateways: 50 }, sameSecrets);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(random).not.toHaveBeenCalled();
    expect(JSON.stringify(buildSeed({ seed: 8, gateways: 50 }).cloud.gateways)).not.toBe(JSON.stringify(a.cloud.gateways));
  });

  it('gives every gateway random factory secrets: not the serial, different between gateways and between two seeds alike', () => {
    const first = everyContents(buildSeed({ seed: 1, gateways: 50 }));
    const second = everyContents(buildSeed({ seed: 1, gateways: 50 }));
    for (const { factory } of first) {
      expect(factory.pin).toMatch(/^\d{6}$/);
      expect(factory.localPassword).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    }
    // The same serial gets other secrets in another folder, so they cannot come from the serial.
    // (Margins, not exact counts: two random six-digit PINs are equal once in a million.)
    expect(first.filter((c, i) => c.factory.localPassword !== second[i]!.factory.localPassword)).toHaveLength(50);
    expect(first.filter((c, i) => c.factory.pin !== second[i]!.factory.pin).length).toBeGreaterThan(45);
    // And gateways of one folder do not share them.
    expect(new Set(first.map((c) => c.factory.localPassword)).size).toBe(50);
    expect(new Set(first.map((c) => c.factory.pin)).size).toBeGreaterThan(45);
  });

  it('gives the demo user an online DOC400 with every widget kind, and an offline gateway', () => {
    const { cloud, contents } = buildSeed({ seed: 1, gateways: 50 });
    const online = cloud.gateways.find((g) => g.serialNumber === DEMO_ONLINE_SERIAL)!;
    const offline = cloud.gateways.find((g) => g.serialNumber === DEMO_OFFLINE_SERIAL)!;
    expect(online).toMatchObject({ userId: demoAccount.userId, connectionStatus: 'online', model: 'DOC400' });
    expect(offline).toMatchObject({ userId: demoAccount.userId, connectionStatus: 'offline' });

    const home = contents.find((c) => c.serialNumber === DEMO_ONLINE_SERIAL)!;
    expect(home.devices.length).toBeGreaterThanOrEqual(16);
    expect(new Set(home.devices.map((d) => d.kind))).toEqual(new Set(Object.keys(EVERY_KIND)));
    expect(home.devices.some((d) => d.status === DeviceStatus.offline)).toBe(true);
    expect(home.devices.some((d) => d.status === DeviceStatus.restricted)).toBe(true);
    const properties = home.devices.flatMap((d) => d.service_list.flatMap((s) => s.property_list));
    expect(properties.some((p) => p.options?.notToDisable)).toBe(true);
    expect(properties.some((p) => p.options?.enabledWhenRestricted)).toBe(true);
    expect(properties.some((p) => p.readonly)).toBe(true);
    for (const device of home.devices) {
      expect(device.quick_properties.length).toBeLessThanOrEqual(4);
      for (const ref of device.quick_properties) {
        const service = device.service_list.find((s) => s.name === ref.service);
        expect(
          service?.property_list.some((p) => p.name === ref.property),
          `${device.device_name} ${ref.property}`,
        ).toBe(true);
      }
    }
  });

  it('lays out floors whose rooms list exactly the devices in them, with Unsorted Devices', () => {
    const home = buildSeed({ seed: 1, gateways: 50 }).contents[0]!;
    const rooms = home.floors.flatMap((f) => f.rooms);
    expect(rooms.find((r) => r.room_id === UNSORTED_ROOM_ID)?.room_name).toBe(UNSORTED_ROOM_NAME);
    expect(home.floors.filter((f) => f.floor_id !== 0).length).toBeGreaterThanOrEqual(2);
    for (const device of home.devices) {
      expect(rooms.filter((r) => r.devices.includes(device.id)).map((r) => r.room_id)).toEqual([device.room_id]);
    }
  });

  it('builds a fleet over four regions with every combination of assigned and online', () => {
    const seed = buildSeed({ seed: 1, gateways: 50 });
    const { cloud } = seed;
    expect(cloud.gateways).toHaveLength(50);
    // Only the named gateways' contents are written at seeding; the others are derived on first load.
    expect(seed.contents).toHaveLength(NAMED_GATEWAY_COUNT);
    expect(everyContents(seed)).toHaveLength(50);
    expect(new Set(cloud.gateways.map((g) => g.serialNumber)).size).toBe(50);
    expect(new Set(cloud.gateways.map((g) => g.region))).toEqual(new Set(['S', 'N', 'E', 'W']));
    for (const assigned of [true, false]) {
      for (const status of ['online', 'offline']) {
        expect(cloud.gateways.some((g) => (g.userId !== null) === assigned && g.connectionStatus === status)).toBe(true);
      }
    }
    for (const gateway of cloud.gateways) {
      if (gateway.userId === null) continue;
      const owner = cloud.users.find((u) => u.id === gateway.userId);
      expect(owner?.devices).toContain(gateway.serialNumber);
    }
  });

  it('seeds the accounts with salted scrypt hashes and the admin groups', () => {
    const { cloud } = buildSeed({ seed: 1, gateways: 50 });
    const byName = (name: string) => cloud.users.find((u) => u.username === name)!;
    expect(byName(adminAccount.username).groups).toEqual(['admin', 'admin-support']);
    expect(byName(otherAccount.username).devices.length).toBeGreaterThan(0);
    expect(byName(familyAccount.username)).toMatchObject({ parentsIds: [demoAccount.userId], devices: demoAccount.owns });
    const hashes = [demoAccount, adminAccount, otherAccount].map((a) => byName(a.username).passwordHash!);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(cloud)).not.toContain(demoAccount.password);
  });

  it('derives a generated gateway from the seed and its serial alone: the same in any fleet size, 10 to 30 devices when assigned', () => {
    const small = buildSeed({ seed: 1, gateways: 50 });
    const large = buildSeed({ seed: 1, gateways: 400 });
    const secrets = () => ({ pin: '123456', localPassword: 'abcd-efgh-ijkm' });
    const derive = (data: SeedData, index: number) => deriveGatewayContents(data.cloud.meta, data.cloud.gateways[index - 1]!, secrets)!;
    for (const index of [6, 10, 33, 50]) expect(derive(large, index)).toEqual(derive(small, index));
    const generated = large.cloud.gateways.slice(NAMED_GATEWAY_COUNT);
    for (const record of generated) {
      const { devices } = derive(large, Number(record.serialNumber.slice(2)) - 1_000_000_000);
      if (record.userId === null) expect(devices).toEqual([]);
      else expect(devices.length).toSatisfy((n: number) => n >= 10 && n <= 30);
    }
    const assigned = generated.filter((g) => g.userId !== null);
    const average = assigned.reduce((sum, g) => sum + derive(large, Number(g.serialNumber.slice(2)) - 1_000_000_000).devices.length, 0) / assigned.length;
    expect(average).toBeGreaterThan(17);
    expect(average).toBeLessThan(23);
    // Named and virtual gateways are never derived.
    expect(deriveGatewayContents(large.cloud.meta, large.cloud.gateways[0]!, secrets)).toBeNull();
  });

  it('refuses a fleet smaller than the named gateways', () => {
    expect(() => buildSeed({ seed: 1, gateways: 4 })).toThrow(/gateways/);
  });
});
