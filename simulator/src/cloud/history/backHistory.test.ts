// The generated back-history is plausible per quantity (docs/simulator.md
// "History"): the devices of the real seed (read from the simulator's
// cached images) run through the generator over six months; each quantity
// stays in its range, energy never falls, door/window/motion sensors give
// sparse events, and the same seed gives the same values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, type Device, type GatewayCache, type LoginResult } from '@homeport/sdk';
import { adminAccount } from '../../seed/accounts';
import { api, loginAs, startTestSim, testClock, type TestSim } from '../../../test/harness/simHarness';
import { backProperty, hasBackHistory, isEventSensor, quantityOf, type BackContext, type Quantity } from './backHistory';

const T0 = Date.UTC(2026, 5, 15, 12, 0);
let t: TestSim;
let admin: LoginResult;
const devices: { serial: string; device: Device }[] = [];

beforeAll(async () => {
  t = await startTestSim({ gateways: 10, clock: testClock({ rate: 0, start: T0 }) });
  admin = await loginAs(t.sim, adminAccount);
  for (let i = 1; i <= 10; i += 1) {
    const serial = `HP${String(1_000_000_000 + i).padStart(10, '0')}`;
    const cache = await api<{ data: GatewayCache }>(t.sim, 'GET', `/cache/${serial}`, { sessionId: admin.sessionId });
    if (cache.status === 200) for (const device of cache.body.data.devices) devices.push({ serial, device });
  }
}, 120_000);
afterAll(() => t.stop());

const RANGES: Partial<Record<Quantity, [number, number]>> = {
  indoorTemperature: [17, 26],
  humidity: [30, 70],
  voltage: [225, 245],
  battery: [0, 100],
  outdoorTemperature: [-20, 45],
};

const context = (serial: string, seed = 1): BackContext => ({ seed, serial, start: T0 - 183 * DAY_MS, end: T0 });

describe('back-history', () => {
  // Six months of one-minute samples for every device: a minute of CPU on a loaded two-core machine.
  it('keeps each quantity in its range over six months; energy never falls; battery only falls', () => {
    const seen = new Set<Quantity>();
    for (const { serial, device } of devices) {
      for (const service of device.service_list) {
        for (const property of service.property_list) {
          if (!hasBackHistory(service.type, property) || property.type !== 'number') continue;
          const quantity = quantityOf(device.class, service.name, property.name);
          seen.add(quantity);
          const samples = backProperty(context(serial), device, service, property, T0 - 183 * DAY_MS, T0 - 1);
          const values = samples.map((s) => s.v as number);
          const range = RANGES[quantity];
          const label = `${serial} ${device.class} ${service.name} ${property.name}`;
          if (range && values.length > 0) expect([Math.min(...values), Math.max(...values)], label).toSatisfy(([lo, hi]: number[]) => lo! >= range[0] && hi! <= range[1]);
          if (quantity === 'energy')
            expect(
              values.every((v, i) => i === 0 || v >= values[i - 1]!),
              label,
            ).toBe(true);
          if (quantity === 'battery')
            expect(
              values.every((v, i) => i === 0 || v <= values[i - 1]!),
              label,
            ).toBe(true);
        }
      }
    }
    // The seed holds these quantities: the test saw them.
    expect([...seen]).toEqual(expect.arrayContaining(['energy', 'power']));
  }, 120_000);

  it('gives door, window and motion sensors sparse events of a few minutes', () => {
    let sensors = 0;
    for (const { serial, device } of devices) {
      for (const service of device.service_list) {
        for (const property of service.property_list) {
          if (!hasBackHistory(service.type, property) || !isEventSensor(device.class, service.name, property)) continue;
          sensors += 1;
          const changes = backProperty(context(serial), device, service, property, T0 - 30 * DAY_MS, T0 - 1);
          const on = changes.filter((c) => c.v === true).length;
          // Sparse: a few events a day at most.
          expect(on).toBeLessThan(30 * 8);
          expect(on).toBeGreaterThan(0);
          for (let i = 0; i + 1 < changes.length; i += 1) {
            if (changes[i]!.v === true && changes[i + 1]!.v === false) expect(changes[i + 1]!.t - changes[i]!.t).toBeLessThanOrEqual(10 * 60_000);
          }
        }
      }
    }
    expect(sensors).toBeGreaterThan(0);
  });

  it('is the same from the same seed, and another seed gives other values', () => {
    const { serial, device } = devices.find(({ device }) => device.service_list.some((s) => s.property_list.some((p) => p.type === 'number' && hasBackHistory(s.type, p))))!;
    const service = device.service_list.find((s) => s.property_list.some((p) => p.type === 'number' && hasBackHistory(s.type, p)))!;
    const property = service.property_list.find((p) => p.type === 'number')!;
    const span = [T0 - 10 * DAY_MS, T0 - 1] as const;
    const a = backProperty(context(serial), device, service, property, ...span);
    expect(backProperty(context(serial), device, service, property, ...span)).toEqual(a);
    expect(backProperty(context(serial, 2), device, service, property, ...span)).not.toEqual(a);
  });
});
