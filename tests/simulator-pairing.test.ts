// Pairing, exclusion, failed nodes and replacement on the real simulator:
// the portal's side speaks MQTT to the emulated gateway, QA's side presses
// buttons through the control API, and the events come in a real order.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayCode, type Device, type Gateway, type GatewayEvent, type GatewayLink, type NetworkState, type Rule } from '@homeport/sdk';
import { control, DEMO, DEMO_ONLINE, linkFor, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let link: GatewayLink;
let scope: { owner: string; serial: string };
let seen: Array<{ name: string; data: unknown }> = [];

beforeAll(async () => {
  // Paused: the gateway's steps (interview, replacement, wise pairing) wait on the simulator clock, which the polls move on.
  h = await startHarness({ clockRate: 0 });
  const demo = await login(h.sim, DEMO);
  const gateway: Gateway = await restFor(h.sim, demo).gateways.info(DEMO_ONLINE);
  scope = { owner: gateway.userId!, serial: DEMO_ONLINE };
  link = linkFor(h.sim, demo);
  await link.ready();
  link.watchGateway(scope);
  link.on('event', (serial, event: GatewayEvent) => {
    if (serial === DEMO_ONLINE && !event.name.endsWith('_property_changed')) seen.push({ name: event.name, data: event.data });
  });
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});
beforeEach(async () => {
  await ask('close_network').catch(() => undefined);
  seen = [];
});

const ask = <D>(name: string, params: Record<string, unknown> = {}) => link.request<D>(scope, name, params);
const devices = () => ask<Device[]>('get_object_list_by_type_detailed', { type: 'device' });
const sim = async (method: string, path: string, body?: unknown) => {
  const response = await control(h.sim, method, path, body);
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
};
/**
 * A poll's reader that first moves the simulator clock on by 500 ms: the
 * gateway's timed steps come as fast as the test looks, in their order.
 */
const stepping =
  <T>(read: () => T | Promise<T>) =>
  async (): Promise<T> => {
    await sim('POST', '/clock', { advanceMs: 500 });
    return read();
  };
const names = () => seen.map((e) => e.name);
const until = (name: string) => expect.poll(stepping(names), { timeout: 10_000 }).toContain(name);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (e: { code?: number }) => e.code,
  );

describe('inclusion', () => {
  it('opens the network with a countdown; a pressed pair button joins as a new device in Unsorted Devices; the network closes', async () => {
    const opened = await ask<NetworkState>('open_network', { timeout: 60 });
    expect(opened).toMatchObject({ state: 'inclusion' });
    expect(opened.seconds_left).toBeGreaterThan(55);
    const before = (await devices()).length;
    const press = await sim('POST', `/gateways/${DEMO_ONLINE}/pairing`, { kind: 'dimmer', hardwareId: 'ZW-DIMMER-7' });
    expect(press).toMatchObject({ status: 200, body: { data: { state: 'joining', hardwareId: 'ZW-DIMMER-7' } } });
    await until('device_added');
    expect(names()).toEqual(['network_state_changed', 'adding_device_in_progress', 'device_added', 'network_state_changed']);
    expect(seen[3]!.data).toMatchObject({ state: 'closed', reason: 'device_added' });
    const added = seen[2]!.data as { device_id: number; device_name: string };
    const list = await devices();
    expect(list).toHaveLength(before + 1);
    expect(list.find((d) => d.id === added.device_id)).toMatchObject({ kind: 'dimmer', room_id: 0, status: 2, device_name: added.device_name });
  });

  it('lets a press wait for the network, fails as QA arranged, then joins on the next opening', async () => {
    const press = await sim('POST', `/gateways/${DEMO_ONLINE}/pairing`, { kind: 'switch', hardwareId: 'ZW-PLUG-1', outcome: 'fail', failCode: 711, times: 1 });
    expect(press.body.data).toMatchObject({ state: 'waiting' });
    await ask('open_network');
    await until('event_adding_device_failed');
    expect(seen.find((e) => e.name === 'event_adding_device_failed')!.data).toMatchObject({ code: 711, hardware_id: 'ZW-PLUG-1' });
    await expect
      .poll(
        stepping(() => seen.at(-1)?.data),
        { timeout: 5000 },
      )
      .toMatchObject({ state: 'closed', reason: 'failed' });
    seen = [];
    await ask('open_network');
    await until('device_added');
  });

  it('refuses a node that is already on the gateway with 705 "Device already exists"', async () => {
    await ask('open_network');
    await sim('POST', `/gateways/${DEMO_ONLINE}/pairing`, { kind: 'switch', hardwareId: 'ZW-PLUG-1' });
    await until('event_adding_device_failed');
    expect(seen.find((e) => e.name === 'event_adding_device_failed')!.data).toEqual({ code: 705, message: 'Device already exists', hardware_id: 'ZW-PLUG-1' });
  });

  it('refuses to open an open network (8), and closes on request with its reason', async () => {
    await ask('open_network');
    expect(await refusal(ask('exclusion'))).toBe(GatewayCode.wrongState);
    expect(await ask<NetworkState>('close_network')).toMatchObject({ state: 'closed', seconds_left: 0 });
    await expect.poll(stepping(() => seen.at(-1)?.data)).toMatchObject({ state: 'closed', reason: 'closed' });
    expect(await refusal(ask('open_network', { timeout: 5 }))).toBe(GatewayCode.badParams);
  });
});

describe('exclusion and failed nodes', () => {
  it('excludes a device whose button is pressed while the network is open for exclusion', async () => {
    const target = (await devices()).find((d) => d.kind === 'sensor')!;
    await ask('exclusion');
    expect((await sim('POST', `/gateways/${DEMO_ONLINE}/devices/${target.id}/press`)).status).toBe(200);
    await until('device_removed');
    expect(seen.find((e) => e.name === 'device_removed')!.data).toEqual({ device_id: target.id });
    await expect.poll(stepping(() => seen.at(-1)?.data)).toMatchObject({ state: 'closed', reason: 'device_removed' });
    expect((await devices()).some((d) => d.id === target.id)).toBe(false);
  });

  it('removes a failed Z-Wave node, refusing one that still answers (8) and one of another bus (9)', async () => {
    const list = await devices();
    const zwave = list.find((d) => d.bus_id === 'zwave' && d.status === 2)!;
    const zigbee = list.find((d) => d.bus_id !== 'zwave')!;
    expect(await refusal(ask('remove_failed_node', { device: zwave.id }))).toBe(GatewayCode.wrongState);
    expect(await refusal(ask('remove_failed_node', { device: zigbee.id }))).toBe(GatewayCode.unsupported);
    await sim('POST', `/gateways/${DEMO_ONLINE}/devices/${zwave.id}/fail`, { failed: true });
    await until('device_status_changed');
    // A failed node answers nothing it is asked to do.
    const service = zwave.service_list.find((s) => s.property_list.some((p) => !p.readonly))!;
    const property = service.property_list.find((p) => !p.readonly)!;
    expect(await refusal(ask('set_service_property_value', { device: zwave.id, service: service.name, property: property.name, value: property.value }))).toBe(
      GatewayCode.wrongState,
    );
    await ask('remove_failed_node', { device: zwave.id });
    await until('device_removed');
    expect((await devices()).some((d) => d.id === zwave.id)).toBe(false);
  });
});

describe('replacement', () => {
  it('replaces a failed device by a node of its class: same id, name and room; statuses 0, 3, 1', async () => {
    const old = (await devices()).find((d) => d.kind === 'dimmer' && d.room_id !== 0)!;
    expect(await refusal(ask('replace_failed_node', { device: old.id }))).toBe(GatewayCode.wrongState);
    await sim('POST', `/gateways/${DEMO_ONLINE}/devices/${old.id}/fail`, { failed: true });
    expect(await ask<NetworkState>('replace_failed_node', { device: old.id })).toMatchObject({ state: 'replace', device_id: old.id });
    await sim('POST', `/gateways/${DEMO_ONLINE}/pairing`, { kind: 'dimmer', hardwareId: 'ZW-NEW-DIMMER' });
    await expect
      .poll(
        stepping(() => seen.filter((e) => e.name === 'replace_device').map((e) => (e.data as { status: number }).status)),
        { timeout: 10_000 },
      )
      .toEqual([0, 3, 1]);
    const after = (await devices()).find((d) => d.id === old.id)!;
    expect(after).toMatchObject({ id: old.id, device_name: old.device_name, room_id: old.room_id, status: 2 });
  });

  it('keeps the scenes that use a replaced device: its trigger and action stay, and the action drives the new node', async () => {
    const old = (await devices()).find((d) => d.kind === 'dimmer' && d.status === 2)!;
    const service = old.service_list.find((s) => s.property_list.some((p) => !p.readonly && p.type === 'number'))!;
    const property = service.property_list.find((p) => !p.readonly && p.type === 'number')!;
    const target = property.options?.max ?? 100;
    const rule = await ask<Rule>('create_rule', { name: `Replaced ${old.id}`, active: false });
    await ask('add_device_trigger', { rule_id: rule.id, device: old.id, service: service.name, property: property.name, value: 1, compare_type: 'GT' });
    const set = (await ask<Rule>('add_action_set', { rule_id: rule.id })).scenes[0]!;
    const before = await ask<Rule>('add_action_device', { rule_id: rule.id, action_set_id: set.id, device: old.id, service: service.name, property: property.name, value: target });

    await sim('POST', `/gateways/${DEMO_ONLINE}/devices/${old.id}/fail`, { failed: true });
    await ask('replace_failed_node', { device: old.id });
    await sim('POST', `/gateways/${DEMO_ONLINE}/pairing`, { kind: 'dimmer', hardwareId: 'ZW-NEW-DIMMER-2' });
    await expect
      .poll(
        stepping(() => seen.filter((e) => e.name === 'replace_device').map((e) => (e.data as { status: number }).status)),
        { timeout: 10_000 },
      )
      .toEqual([0, 3, 1]);

    expect(await ask<Rule>('get_rule', { rule_id: rule.id })).toEqual(before);
    await ask('run_rule', { rule_id: rule.id });
    await expect
      .poll(
        stepping(async () => (await ask<{ value: unknown }>('get_service_property_value', { device: old.id, service: service.name, property: property.name })).value),
        {
          timeout: 10_000,
        },
      )
      .toBe(target);
    await ask('delete_rule', { rule_id: rule.id });
  });

  it('fails a replacement by a node of another class: statuses 0, 4, 2, and the device stays failed', async () => {
    const old = (await devices()).find((d) => d.kind === 'thermostat')!;
    await sim('POST', `/gateways/${DEMO_ONLINE}/devices/${old.id}/fail`, { failed: true });
    await ask('replace_failed_node', { device: old.id });
    await sim('POST', `/gateways/${DEMO_ONLINE}/pairing`, { kind: 'switch', hardwareId: 'ZW-WRONG' });
    await expect
      .poll(
        stepping(() => seen.filter((e) => e.name === 'replace_device').map((e) => (e.data as { status: number }).status)),
        { timeout: 10_000 },
      )
      .toEqual([0, 4, 2]);
    expect((await devices()).find((d) => d.id === old.id)!.status).toBe(5);
  });
});

describe('wise pairing through the cloud', () => {
  it('pairs a wise id without an open network, refuses it twice (409 705), and fails one QA arranged, once', async () => {
    const rest = restFor(h.sim, await login(h.sim, DEMO));
    expect(await rest.wise.authorize({ gatewayId: DEMO_ONLINE, deviceId: 'a1b2c3d4e5f6', deviceType: 'Lighting.Dimmer', deviceName: 'Porch light' })).toEqual({
      deviceId: 'A1B2C3D4E5F6',
      status: 'pairing',
    });
    await until('device_added');
    expect(seen.find((e) => e.name === 'device_added')!.data).toMatchObject({ device_name: 'Porch light', hardware_id: 'A1B2C3D4E5F6' });
    expect((await devices()).find((d) => d.device_name === 'Porch light')).toMatchObject({ kind: 'dimmer', bus_id: 'wise' });
    await expect(rest.wise.authorize({ gatewayId: DEMO_ONLINE, deviceId: 'A1B2C3D4E5F6' })).rejects.toMatchObject({ status: 409, errorCode: '705' });

    seen = [];
    await sim('POST', `/gateways/${DEMO_ONLINE}/pairing`, { kind: 'switch', bus: 'wise', hardwareId: 'FFEEDDCCBBAA0011', outcome: 'fail', failCode: 710, times: 1 });
    const bulk = await rest.wise.authorizeBulk({
      gatewayId: DEMO_ONLINE,
      devices: [
        { deviceId: 'FFEEDDCCBBAA0011', deviceName: 'Plug one', deviceType: 'Lighting.Switch' },
        { deviceId: '0011223344556677', deviceName: 'Plug two', deviceType: 'Lighting.Switch' },
        { deviceId: 'A1B2C3D4E5F6', deviceName: 'Again', deviceType: 'Lighting.Switch' },
      ],
    });
    expect(bulk).toEqual({ accepted: ['FFEEDDCCBBAA0011', '0011223344556677'], refused: [{ deviceId: 'A1B2C3D4E5F6', errorCode: '705', message: 'Device already exists' }] });
    await expect
      .poll(
        stepping(() => names().filter((n) => n === 'device_added' || n === 'event_adding_device_failed' || n === 'devices_added')),
        { timeout: 10_000 },
      )
      .toEqual(['event_adding_device_failed', 'device_added', 'devices_added']);
    // The closing event names the devices of the request that joined: here the one.
    const joined = seen.find((e) => e.name === 'device_added')!.data as { device_id: number };
    expect(seen.find((e) => e.name === 'devices_added')!.data).toEqual({ device_ids: [joined.device_id] });
    // The failed one is retried, as the portal does, and joins.
    expect(
      await rest.wise.authorizeBulk({ gatewayId: DEMO_ONLINE, devices: [{ deviceId: 'FFEEDDCCBBAA0011', deviceName: 'Plug one', deviceType: 'Lighting.Switch' }] }),
    ).toMatchObject({ accepted: ['FFEEDDCCBBAA0011'] });
    await expect
      .poll(
        stepping(() => names().filter((n) => n === 'device_added').length),
        { timeout: 10_000 },
      )
      .toBe(2);
  });

  it('refuses bad ids naming the field and changes nothing; cancels pairings not yet joined', async () => {
    const rest = restFor(h.sim, await login(h.sim, DEMO));
    const before = (await devices()).length;
    await expect(rest.wise.authorize({ gatewayId: DEMO_ONLINE, deviceId: 'XYZ' })).rejects.toMatchObject({ status: 400 });
    await expect(rest.wise.initializeRemoteDevice({ gatewayId: DEMO_ONLINE, idKind: 'custom', deviceId: 'SHORT', kind: 'camera' })).rejects.toMatchObject({ status: 400 });
    await rest.wise.authorize({ gatewayId: DEMO_ONLINE, deviceId: '123456789ABC' });
    expect(await rest.wise.cancelPairing(DEMO_ONLINE)).toEqual({ cancelled: 1 });
    // Past the time a wise pairing takes (WISE_PAIRING_MS) on the simulator clock: a pairing still running would have joined.
    await sim('POST', '/clock', { advanceMs: 2500 });
    expect((await devices()).length).toBe(before);
  });
});

describe('the control API refuses bad input and changes nothing', () => {
  it('answers 400 naming the field, 404 for an unknown device or gateway', async () => {
    const before = (await sim('GET', `/gateways/${DEMO_ONLINE}/network`)).body.data;
    expect((await sim('POST', `/gateways/${DEMO_ONLINE}/pairing`, { kind: 'toaster' })).status).toBe(400);
    expect((await sim('POST', `/gateways/${DEMO_ONLINE}/pairing`, { kind: 'switch', failCode: 999 })).status).toBe(400);
    expect((await sim('POST', `/gateways/${DEMO_ONLINE}/devices/9999/press`)).status).toBe(404);
    expect((await sim('POST', `/gateways/${DEMO_ONLINE}/devices/1/fail`, { failed: 'yes' })).status).toBe(400);
    expect((await sim('POST', '/gateways/HP0000000000/pairing', { kind: 'switch' })).status).toBe(404);
    expect((await sim('GET', `/gateways/${DEMO_ONLINE}/network`)).body.data).toEqual(before);
  });
});
