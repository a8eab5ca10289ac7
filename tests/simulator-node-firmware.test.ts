// Node firmware from the physical world on the real simulator: the vendor
// publishes new firmware for a node (control API), the owner's client
// starts the upgrade over real MQTT and follows its progress events; QA can
// make the next upgrade fail at a chosen percentage.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Device, Gateway, GatewayEvent, GatewayLink } from '@homeport/sdk';
import { control, DEMO, DEMO_ONLINE, linkFor, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let link: GatewayLink;
let scope: { owner: string; serial: string };
/** OTAService property events, per device, in arrival order. */
let ota: Array<{ device: number; property: string; value: unknown }> = [];

beforeAll(async () => {
  // Paused: an upgrade's steps wait on the simulator clock, which the polls move on.
  h = await startHarness({ clockRate: 0 });
  const demo = await login(h.sim, DEMO);
  const gateway: Gateway = await restFor(h.sim, demo).gateways.info(DEMO_ONLINE);
  link = linkFor(h.sim, demo);
  await link.ready();
  scope = { owner: gateway.userId!, serial: DEMO_ONLINE };
  link.watchGateway(scope);
  link.on('event', (serial, e: GatewayEvent) => {
    const data = e.data as { device_id?: number; service_name?: string; property_name?: string; property_value?: unknown };
    if (serial === DEMO_ONLINE && data.service_name === 'OTAService') ota.push({ device: data.device_id!, property: data.property_name!, value: data.property_value });
  });
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});
beforeEach(() => {
  ota = [];
});

const devices = () => link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' });
const otaValue = (device: Device | undefined, name: string) => device?.service_list.find((s) => s.name === 'OTAService')?.property_list.find((p) => p.name === name)?.value;
const start = (id: number) => link.request(scope, 'set_service_property_value', { device: id, service: 'OTAService', property: 'UpgradeState', value: 2 });
const sim = async (method: string, path: string, body?: unknown) => {
  const response = await control(h.sim, method, path, body);
  return { status: response.status, body: (await response.json()) as unknown };
};
/**
 * A poll's reader that first moves the simulator clock on by 500 ms: an
 * upgrade's steps come as fast as the test looks, in their order.
 */
const stepping =
  <T>(read: () => T | Promise<T>) =>
  async (): Promise<T> => {
    await sim('POST', '/clock', { advanceMs: 500 });
    return read();
  };
const firmware = (id: number, body: unknown) => sim('POST', `/gateways/${DEMO_ONLINE}/devices/${id}/firmware`, body);
const eventsOf = (id: number) => ota.filter((e) => e.device === id).map((e) => [e.property, e.value] as const);

/**
 * A dimmer (it has an OTAService) an installer just paired: it joins with new
 * firmware waiting, which the vendor then withdraws (so each test starts from none).
 */
async function newDimmer(): Promise<Device> {
  const answer = await sim('POST', `/gateways/${DEMO_ONLINE}/devices`, { kind: 'dimmer' });
  const [id] = (answer.body as { data: { added: number[] } }).data.added as [number];
  expect(
    otaValue(
      (await devices()).find((d) => d.id === id),
      'NewFirmwareAvailable',
    ),
  ).toBe(true);
  expect(await firmware(id, { available: false })).toEqual({ status: 200, body: { data: { device: id, available: false, failAt: null } } });
  await expect.poll(() => eventsOf(id)).toEqual([['NewFirmwareAvailable', false]]);
  ota = [];
  const device = (await devices()).find((d) => d.id === id)!;
  expect(otaValue(device, 'NewFirmwareAvailable')).toBe(false);
  return device;
}

describe('node firmware from the control API', () => {
  it('publishes new firmware with its property event; the upgrade then reports its progress in order and finishes', async () => {
    const device = await newDimmer();
    // Without new firmware the gateway refuses to start (code 5).
    await expect(start(device.id)).rejects.toMatchObject({ code: 5 });

    expect(await firmware(device.id, { available: true })).toEqual({ status: 200, body: { data: { device: device.id, available: true, failAt: null } } });
    await expect.poll(() => eventsOf(device.id)).toEqual([['NewFirmwareAvailable', true]]);
    expect(
      otaValue(
        (await devices()).find((d) => d.id === device.id),
        'NewFirmwareAvailable',
      ),
    ).toBe(true);

    ota = [];
    await start(device.id);
    await expect
      .poll(
        stepping(() => eventsOf(device.id).some(([name, value]) => name === 'NewFirmwareAvailable' && value === false)),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(eventsOf(device.id)).toEqual([
      ['UpgradeState', 2],
      ['UpgradeProgress', 0],
      ['UpgradeProgress', 25],
      ['UpgradeProgress', 50],
      ['UpgradeProgress', 75],
      ['UpgradeProgress', 100],
      ['UpgradeState', 4],
      ['NewFirmwareAvailable', false],
    ]);
    const after = (await devices()).find((d) => d.id === device.id)!;
    expect(after.firmwareVersion).not.toBe(device.firmwareVersion);
  });

  it('with failAt 50, stops at 50 with UpgradeState 3 and the firmware still new; the next upgrade succeeds', async () => {
    const device = await newDimmer();
    expect(await firmware(device.id, { available: true, failAt: 50 })).toEqual({ status: 200, body: { data: { device: device.id, available: true, failAt: 50 } } });
    await expect.poll(() => eventsOf(device.id)).toEqual([['NewFirmwareAvailable', true]]);
    ota = [];
    await start(device.id);
    await expect
      .poll(
        stepping(() => eventsOf(device.id).some(([name, value]) => name === 'UpgradeState' && value === 3)),
        { timeout: 10_000 },
      )
      .toBe(true);
    // Whatever else the upgrade would have sent has had its time (one step more, UPGRADE_STEP_MS), and has come in before the answer to a request after it.
    await sim('POST', '/clock', { advanceMs: 1000 });
    await devices();
    expect(eventsOf(device.id)).toEqual([
      ['UpgradeState', 2],
      ['UpgradeProgress', 0],
      ['UpgradeProgress', 25],
      ['UpgradeProgress', 50],
      ['UpgradeState', 3],
    ]);
    const failed = (await devices()).find((d) => d.id === device.id)!;
    expect([otaValue(failed, 'UpgradeState'), otaValue(failed, 'UpgradeProgress'), otaValue(failed, 'NewFirmwareAvailable')]).toEqual([3, 50, true]);
    expect(failed.firmwareVersion).toBe(device.firmwareVersion);

    // The arrangement was for one upgrade: started again, it finishes.
    ota = [];
    await start(device.id);
    await expect
      .poll(
        stepping(() => eventsOf(device.id).at(-1)),
        { timeout: 10_000 },
      )
      .toEqual(['NewFirmwareAvailable', false]);
    expect(
      eventsOf(device.id)
        .filter(([name]) => name === 'UpgradeProgress')
        .map(([, value]) => value),
    ).toEqual([0, 25, 50, 75, 100]);
  });

  it('reports a failure between two steps at the step that reaches it, and failAt null takes an arrangement back', async () => {
    const device = await newDimmer();
    await firmware(device.id, { available: true, failAt: 30 });
    await expect.poll(() => eventsOf(device.id)).toEqual([['NewFirmwareAvailable', true]]);
    ota = [];
    await start(device.id);
    await expect
      .poll(
        stepping(() => eventsOf(device.id).at(-1)),
        { timeout: 10_000 },
      )
      .toEqual(['UpgradeState', 3]);
    expect(
      eventsOf(device.id)
        .filter(([name]) => name === 'UpgradeProgress')
        .map(([, value]) => value),
    ).toEqual([0, 25, 30]);

    expect((await firmware(device.id, { failAt: 10 })).body).toMatchObject({ data: { failAt: 10 } });
    expect((await firmware(device.id, { failAt: null })).body).toMatchObject({ data: { failAt: null } });
    ota = [];
    await start(device.id);
    await expect
      .poll(
        stepping(() => eventsOf(device.id).at(-1)),
        { timeout: 10_000 },
      )
      .toEqual(['NewFirmwareAvailable', false]);
  });

  it('says nothing when nothing changes', async () => {
    const device = await newDimmer();
    await firmware(device.id, { available: false });
    await firmware(device.id, { available: true });
    await firmware(device.id, { available: true });
    await expect.poll(() => eventsOf(device.id)).toEqual([['NewFirmwareAvailable', true]]);
    await sim('POST', `/gateways/${DEMO_ONLINE}/devices/${device.id}/report`, { service: 'OTAService', property: 'UpgradeProgress', value: 1 });
    // The report is published after anything the calls before it published.
    await expect.poll(() => eventsOf(device.id).length).toBe(2);
    expect(eventsOf(device.id)).toEqual([
      ['NewFirmwareAvailable', true],
      ['UpgradeProgress', 1],
    ]);
  });

  it('refuses bad input with a clear error, and changes nothing', async () => {
    const device = await newDimmer();
    const withoutOta = (await devices()).find((d) => !d.service_list.some((s) => s.name === 'OTAService'))!;
    const refusals: Array<[number, unknown, number, string | undefined]> = [
      [device.id, {}, 400, 'available'],
      [device.id, { available: 'yes' }, 400, 'available'],
      [device.id, { failAt: 0 }, 400, 'failAt'],
      [device.id, { failAt: 100 }, 400, 'failAt'],
      [device.id, { failAt: 12.5 }, 400, 'failAt'],
      [device.id, { available: true, when: 'now' }, 400, 'when'],
      [withoutOta.id, { available: true }, 404, undefined],
      [99_999, { available: true }, 404, undefined],
    ];
    for (const [id, body, status, field] of refusals) {
      const answer = await firmware(id, body);
      expect({ id, body, status: answer.status }).toEqual({ id, body, status });
      const [entry] = answer.body as Array<{ errorCode: string; message: string; field?: string }>;
      expect(entry!.errorCode).toBe(`000${status}`);
      expect(entry!.field).toBe(field);
    }
    expect(((await firmware(withoutOta.id, { available: true })).body as Array<{ message: string }>)[0]!.message).toContain('has no OTAService');
    expect((await sim('POST', `/gateways/${DEMO_ONLINE}/devices/abc/firmware`, { available: true })).status).toBe(400);

    // Nothing changed: no event, no new firmware, and the next upgrade (once firmware is published) is not arranged to fail.
    expect(
      otaValue(
        (await devices()).find((d) => d.id === device.id),
        'NewFirmwareAvailable',
      ),
    ).toBe(false);
    expect(eventsOf(device.id)).toEqual([]);
    expect((await firmware(device.id, { available: true })).body).toEqual({ data: { device: device.id, available: true, failAt: null } });
  });
});
