// A node firmware upgrade on the real simulator: writing OTAService
// UpgradeState 2 starts it; the device reports its progress in events and
// ends with no new firmware and the next firmware version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayRequestError, type Device, type Gateway, type GatewayEvent, type GatewayLink } from '@homeport/sdk';
import { DEMO, DEMO_ONLINE, linkFor, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let link: GatewayLink;
let scope: { owner: string; serial: string };

beforeAll(async () => {
  h = await startHarness();
  const demo = await login(h.sim, DEMO);
  const gateway: Gateway = await restFor(h.sim, demo).gateways.info(DEMO_ONLINE);
  link = linkFor(h.sim, demo);
  await link.ready();
  scope = { owner: gateway.userId!, serial: DEMO_ONLINE };
  link.watchGateway(scope);
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});

const devices = () => link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' });
const ota = (device: Device, name: string) => device.service_list.find((s) => s.name === 'OTAService')?.property_list.find((p) => p.name === name)?.value;
const start = (device: Device) => link.request(scope, 'set_service_property_value', { device: device.id, service: 'OTAService', property: 'UpgradeState', value: 2 });

describe('node firmware upgrade', () => {
  it('refuses a start without new firmware, and any value but 2, with code 5', async () => {
    const list = await devices();
    const current = list.find((d) => ota(d, 'NewFirmwareAvailable') === false)!;
    const pending = list.find((d) => ota(d, 'NewFirmwareAvailable') === true)!;
    await expect(start(current)).rejects.toMatchObject({ code: 5 });
    const wrong = await link
      .request(scope, 'set_service_property_value', { device: pending.id, service: 'OTAService', property: 'UpgradeState', value: 4 })
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(GatewayRequestError);
    expect(wrong).toMatchObject({ code: 5 });
    expect(
      ota(
        (await devices()).find((d) => d.id === pending.id)!,
        'UpgradeState',
      ),
    ).toBe(0);
  });

  it('reports progress up to 100, then finished, no new firmware and the next version', async () => {
    const device = (await devices()).find((d) => ota(d, 'NewFirmwareAvailable') === true)!;
    const seen: Array<[string, unknown]> = [];
    const done = new Promise<void>((resolve) =>
      link.on('event', (serial, e: GatewayEvent) => {
        const data = e.data as { device_id?: number; property_name?: string; property_value?: unknown };
        if (serial !== DEMO_ONLINE || data.device_id !== device.id) return;
        seen.push([data.property_name!, data.property_value]);
        if (data.property_name === 'NewFirmwareAvailable' && data.property_value === false) resolve();
      }),
    );
    await start(device);
    await done;
    expect(seen.filter(([name]) => name === 'UpgradeProgress').map(([, value]) => value)).toEqual([0, 25, 50, 75, 100]);
    expect(seen).toContainEqual(['UpgradeState', 2]);
    expect(seen).toContainEqual(['UpgradeState', 4]);
    const after = (await devices()).find((d) => d.id === device.id)!;
    expect(ota(after, 'NewFirmwareAvailable')).toBe(false);
    expect(after.firmwareVersion).not.toBe(device.firmwareVersion);
    expect(after.firmwareVersion.split('.').slice(0, -1)).toEqual(device.firmwareVersion.split('.').slice(0, -1));
  });
});
