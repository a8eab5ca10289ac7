// Gateway settings on the real simulator (paused clock): reboot and factory
// reset with their offline period on the simulator clock, the gateway's own
// settings over MQTT, address, assignment, KPIs, subscription and the
// online/offline notices, each with its refusals changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  GatewayRequestError,
  type ControllerProperties,
  type Device,
  type Floor,
  type Gateway,
  type GatewayEvent,
  type GatewayLink,
  type GatewayTimezone,
  type LoginResult,
  type RestClient,
  type ZigbeeInfo,
  type ZwaveInfo,
} from '@homeport/sdk';
import { control, DEMO, DEMO_ONLINE, FAMILY, linkFor, login, OTHER, OTHER_SERIALS, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let demo: LoginResult;
let rest: RestClient;
let link: GatewayLink;
let scope: { owner: string; serial: string };
const events: GatewayEvent[] = [];

beforeAll(async () => {
  h = await startHarness({ clockRate: 0 });
  demo = await login(h.sim, DEMO);
  rest = restFor(h.sim, demo);
  const gateway = await rest.gateways.info(DEMO_ONLINE);
  scope = { owner: gateway.userId!, serial: DEMO_ONLINE };
  link = linkFor(h.sim, demo);
  await link.ready();
  link.watchGateway(scope);
  link.on('event', (serial, event: GatewayEvent) => {
    if (serial === DEMO_ONLINE && !/^device_\d+_property_changed$/.test(event.name)) events.push(event);
  });
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});

const advance = (ms: number) => control(h.sim, 'POST', '/clock', { advanceMs: ms });
const sim = async <T>(method: string, path: string, body?: unknown): Promise<T> => (await (await control(h.sim, method, path, body)).json()) as T;
const emulatorOf = async (serial = DEMO_ONLINE) =>
  (await sim<{ data: Gateway & { emulator: { restartingUntil: number | null; deviceCount: number } } }>('GET', `/gateways/${serial}`)).data;
const osm = <T>(name: string, params: Record<string, unknown> = {}) => link.request<T>(scope, name, params, { channel: 'osm' });
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof ApiError) return { status: error.status, code: error.errorCode, field: error.entries[0]?.field };
  if (error instanceof GatewayRequestError) return { code: error.code, message: error.message };
  throw new Error(`expected a refusal, got ${String(error)}`);
};
const names = () => events.map((e) => e.name);

describe('reboot (spec 2 §2)', () => {
  it('goes offline at once, answers nothing meanwhile, and comes back by itself when the clock passes its delay', async () => {
    events.length = 0;
    const answer = await rest.gatewaySettings.reboot(DEMO_ONLINE);
    expect(answer).toEqual({ serialNumber: DEMO_ONLINE, kind: 'reboot', backInMs: 45_000 });
    expect((await rest.gateways.info(DEMO_ONLINE)).connectionStatus).toBe('offline');
    await expect.poll(names).toEqual(['gateway_restarting', 'gateway_updated']);
    expect(events[1]!.data).toMatchObject({ changes: { connectionStatus: 'offline' } });
    // Offline: a second reboot is refused, and the gateway answers nothing.
    expect(await refusal(rest.gatewaySettings.reboot(DEMO_ONLINE))).toMatchObject({ status: 503, code: '000503' });
    expect((await emulatorOf()).emulator.restartingUntil).toBeGreaterThan(0);

    await advance(44_999);
    expect((await rest.gateways.info(DEMO_ONLINE)).connectionStatus).toBe('offline');
    await advance(1);
    expect((await rest.gateways.info(DEMO_ONLINE)).connectionStatus).toBe('online');
    await expect.poll(() => events.at(-1)?.data).toMatchObject({ changes: { connectionStatus: 'online' } });
    expect((await emulatorOf()).emulator.restartingUntil).toBeNull();
    // Uptime starts again from the restart.
    const kpis = await rest.gatewaySettings.syncKpis(DEMO_ONLINE);
    expect(kpis.kpis.find((k) => k.name === 'uptime')?.value).toBe(0);
  });

  it('is refused to a stranger and to the read-only admin, changing nothing', async () => {
    const other = restFor(h.sim, await login(h.sim, OTHER));
    expect(await refusal(other.gatewaySettings.reboot(DEMO_ONLINE))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    expect(await refusal(rest.gatewaySettings.reboot('HP9999999999'))).toMatchObject({ status: 404, code: '000404' });
    expect((await rest.gateways.info(DEMO_ONLINE)).connectionStatus).toBe('online');
  });
});

describe('the gateway own settings over MQTT', () => {
  it('answers Z-Wave and Zigbee info from the gateway, with its nodes counted', async () => {
    const zwave = await osm<ZwaveInfo>('get_zwave_info');
    const zigbee = await osm<ZigbeeInfo>('get_zigbee_info');
    const devices = await link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' });
    expect(zwave).toMatchObject({ nodeId: 1, role: 'primary', nodes: devices.filter((d) => d.bus_id === 'zwave').length });
    expect(zwave.homeId).toMatch(/^[0-9A-F]{8}$/);
    expect(zigbee.channel).toBeGreaterThanOrEqual(11);
    expect(zigbee.channel).toBeLessThanOrEqual(26);
    expect(zigbee.macAddress).toMatch(/^([0-9A-F]{2}:){7}[0-9A-F]{2}$/);
    expect(zigbee.nodes).toBe(devices.filter((d) => d.bus_id === 'zigbee').length);
    // The same figures every time: they are the chips'.
    expect(await osm<ZwaveInfo>('get_zwave_info')).toEqual(zwave);
  });

  it('sets the timezone (shared with the local interface) and refuses an unknown one', async () => {
    const before = await osm<GatewayTimezone>('get_timezone');
    expect(before.location).toBe('Asia/Kolkata');
    expect(before.available).toContain('Europe/Berlin');
    await osm('set_timezone', { location: 'Europe/Berlin' });
    expect((await osm<GatewayTimezone>('get_timezone')).location).toBe('Europe/Berlin');
    await expect.poll(names).toContain('timezone_changed');
    expect(await refusal(osm('set_timezone', { location: 'Mars/Olympus' }))).toMatchObject({ code: 5 });
    expect((await osm<GatewayTimezone>('get_timezone')).location).toBe('Europe/Berlin');
  });

  it('sets the node firmware window, refusing an end before the start with code 5 and no change', async () => {
    const set = (start: string, stop: string) =>
      osm<ControllerProperties>('set_controller_properties', { service: 'OtaControllerService', values: { AutoUpdateStartTime: start, AutoUpdateStopTime: stop } });
    const read = async () => (await osm<ControllerProperties>('get_controller_properties')).OtaControllerService;
    expect(await read()).toEqual({ AutoUpdateStartTime: '02:00', AutoUpdateStopTime: '05:00' });
    await set('01:30', '03:45');
    expect(await read()).toEqual({ AutoUpdateStartTime: '01:30', AutoUpdateStopTime: '03:45' });
    expect(await refusal(set('04:00', '03:00'))).toMatchObject({ code: 5, message: expect.stringContaining('later than') });
    expect(await refusal(set('04:00', '04:00'))).toMatchObject({ code: 5 });
    expect(await refusal(set('25:00', '26:00'))).toMatchObject({ code: 2 });
    expect(await read()).toEqual({ AutoUpdateStartTime: '01:30', AutoUpdateStopTime: '03:45' });
  });

  it('toggles the gateway notification switches (AlarmControllerService) with an event each', async () => {
    events.length = 0;
    const answer = await osm<ControllerProperties>('set_controller_properties', { service: 'AlarmControllerService', values: { StatusChangeNotifications: false } });
    expect(answer.AlarmControllerService).toEqual({ Notifications: true, StatusChangeNotifications: false });
    await expect
      .poll(() => events.find((e) => e.name === 'controller_property_changed')?.data)
      .toEqual({
        service_name: 'AlarmControllerService',
        property_name: 'StatusChangeNotifications',
        property_value: false,
      });
  });

  it('sets bridge mode: the cloud keeps the operationMode bits and tells gateway_mode_changed', async () => {
    events.length = 0;
    await osm('setGatewayOperationMode', { mode: 'remote' });
    await expect.poll(async () => (await rest.gateways.info(DEMO_ONLINE)).operationMode).toBe(3);
    await expect.poll(names).toEqual(['bridge_mode_changed', 'gateway_updated', 'gateway_mode_changed']);
    await osm('setGatewayOperationMode', { mode: 'local' });
    await expect.poll(async () => (await rest.gateways.info(DEMO_ONLINE)).operationMode).toBe(1);
    await osm('setGatewayOperationMode', { mode: 'normal' });
    await expect.poll(async () => (await rest.gateways.info(DEMO_ONLINE)).operationMode).toBe(0);
    expect(await refusal(osm('setGatewayOperationMode', { mode: 'sideways' }))).toMatchObject({ code: 2 });
  });

  it('refuses bridge mode on a model that is not allowed (HA101), with code 9', async () => {
    const other = await login(h.sim, OTHER);
    const otherLink = linkFor(h.sim, other);
    try {
      await otherLink.ready();
      // HP1000000005: an HA101 of other's (seed).
      const ha101 = { owner: other.userId, serial: OTHER_SERIALS[2]! };
      const error = await otherLink.request(ha101, 'setGatewayOperationMode', { mode: 'local' }, { channel: 'osm' }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 9 });
      expect((await restFor(h.sim, other).gateways.info(ha101.serial)).operationMode).toBe(4);
    } finally {
      await otherLink.end();
    }
  });

  it('changes the local interface password from the cloud: the new one logs in there, the old one no more', async () => {
    const secrets = (await sim<{ data: { emulator: { localPassword: string } } }>('GET', `/gateways/${DEMO_ONLINE}`)).data.emulator;
    const localLogin = (password: string) =>
      fetch(`${h.sim.httpUrl}/local/${DEMO_ONLINE}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
    expect((await localLogin(secrets.localPassword)).status).toBe(200);
    expect(await refusal(osm('set_gateway_password', { newPassword: 'short' }))).toMatchObject({ code: 5 });
    await osm('set_gateway_password', { newPassword: 'New-Local-Pass-1' });
    expect((await localLogin('New-Local-Pass-1')).status).toBe(200);
    expect((await localLogin(secrets.localPassword)).status).toBe(401);
  });
});

describe('factory reset (spec 2 §2: devices, rooms and rules are wiped)', () => {
  it('wipes the home, its rules and the gateway settings, keeps the cloud record, and comes back empty', async () => {
    expect((await link.request<unknown[]>(scope, 'get_rules')).length).toBeGreaterThan(0);
    events.length = 0;
    const answer = await rest.gatewaySettings.factoryReset(DEMO_ONLINE);
    expect(answer).toMatchObject({ kind: 'factory_reset', backInMs: 90_000 });
    await expect.poll(names).toEqual(['gateway_restarting', 'gateway_factory_reset', 'gateway_updated']);
    expect((await emulatorOf()).emulator.deviceCount).toBe(0);
    await advance(90_000);
    await expect.poll(async () => (await rest.gateways.info(DEMO_ONLINE)).connectionStatus).toBe('online');
    expect(await link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' })).toEqual([]);
    const floors = await link.request<Floor[]>(scope, 'get_floor_list');
    expect(floors).toEqual([{ floor_id: 0, floor_name: 'Unsorted', rooms: [{ room_id: 0, room_name: 'Unsorted Devices', devices: [] }] }]);
    expect(await link.request<unknown[]>(scope, 'get_rules')).toEqual([]);
    expect((await osm<GatewayTimezone>('get_timezone')).location).toBe('Asia/Kolkata');
    expect((await osm<ControllerProperties>('get_controller_properties')).OtaControllerService).toEqual({ AutoUpdateStartTime: '02:00', AutoUpdateStopTime: '05:00' });
    const gateway = await rest.gateways.info(DEMO_ONLINE);
    expect(gateway).toMatchObject({ name: 'Demo Home', userId: demo.userId });
  });

  it('QA puts the seeded home back', async () => {
    const restored = await sim<{ data: { devices: number } }>('POST', `/gateways/${DEMO_ONLINE}/restore-home`);
    expect(restored.data.devices).toBeGreaterThan(15);
    expect((await link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' })).length).toBe(restored.data.devices);
    expect((await link.request<unknown[]>(scope, 'get_rules')).length).toBeGreaterThan(0);
  });
});

describe('address and geolocation (spec 2 §5, §8)', () => {
  const address = { serial_number: DEMO_ONLINE, address: { line1: '12 Race Course Road', line2: '' }, city: 'Coimbatore', zip: '641018', alpha2Code: 'IN' };

  it('stores the owner address with its location and tells the gateway topic', async () => {
    expect(await rest.gatewaySettings.address(DEMO_ONLINE)).toBeNull();
    events.length = 0;
    const saved = await rest.gatewaySettings.setAddress(address);
    expect(saved).toMatchObject({ serial_number: DEMO_ONLINE, city: 'Coimbatore', country: 'India', location: { lat: 11.0168, lng: 76.9558 } });
    expect(await rest.gatewaySettings.address(DEMO_ONLINE)).toEqual(saved);
    await expect.poll(names).toContain('gateway_address_changed');
  });

  it('answers 404 RES_COMMAND_LOCATION_INVALID for a city it cannot locate, and 400 for bad characters, changing nothing', async () => {
    const before = await rest.gatewaySettings.address(DEMO_ONLINE);
    expect(await refusal(rest.gatewaySettings.setAddress({ ...address, city: 'Atlantis' }))).toEqual({ status: 404, code: 'RES_COMMAND_LOCATION_INVALID', field: 'city' });
    expect(await refusal(rest.gatewaySettings.setAddress({ ...address, address: { line1: '12, Race Course Rd.', line2: '' } }))).toMatchObject({ status: 400, field: 'address' });
    expect(await refusal(rest.gatewaySettings.setAddress({ ...address, zip: '' }))).toMatchObject({ status: 400, field: 'zip' });
    expect(await rest.gatewaySettings.address(DEMO_ONLINE)).toEqual(before);
  });

  it('is the owner alone to change (UDM_NOT_YOUR_DEVICE), while linked users read it', async () => {
    const family = restFor(h.sim, await login(h.sim, FAMILY));
    expect(await refusal(family.gatewaySettings.setAddress({ ...address, city: 'Chennai' }))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    expect((await family.gatewaySettings.address(DEMO_ONLINE))?.city).toBe('Coimbatore');
  });

  it('searches cities by name', async () => {
    const found = await rest.gatewaySettings.searchCity('coim', 'IN');
    expect(found.map((p) => p.city)).toEqual(['Coimbatore']);
  });
});

describe('subscription and licence keys', () => {
  it('lists the caller licence keys and the gateway subscription with its key masked', async () => {
    const licences = await rest.gatewaySettings.licences();
    expect(licences.filter((l) => l.status === 'unused')).toHaveLength(2);
    for (const l of licences) expect(l.licenceKey).toMatch(/^[0-9A-F]{20}$/);
    const sub = await rest.gatewaySettings.subscription(DEMO_ONLINE);
    expect(sub).toMatchObject({ status: 'active', plan: 'Homeport Care' });
    expect(sub.licenceKey).toMatch(/^•{16}[0-9A-F]{4}$/);
  });

  it('assigns an unassigned gateway with its secure id and a licence key; refusals change nothing', async () => {
    const serial = 'HP1000000006';
    const { secureId } = (await sim<{ data: Gateway }>('GET', `/gateways/${serial}`)).data;
    const spare = (await rest.gatewaySettings.licences()).find((l) => l.status === 'unused')!.licenceKey;
    const otherKey = (await restFor(h.sim, await login(h.sim, OTHER)).gatewaySettings.licences()).find((l) => l.status === 'unused')!.licenceKey;
    const assign = (body: Parameters<RestClient['gatewaySettings']['assign']>[1]) => rest.gatewaySettings.assign(serial.toLowerCase(), body);

    expect(await refusal(assign({ secureId, licenceKey: '0123' }))).toMatchObject({ status: 400, field: 'licenceKey' });
    expect(await refusal(assign({ secureId, licenceKey: 'XYZ0123456789ABCDEF0' }))).toMatchObject({ status: 400, field: 'licenceKey' });
    expect(await refusal(assign({ secureId, licenceKey: otherKey }))).toMatchObject({ status: 400, field: 'licenceKey' });
    expect(await refusal(assign({ secureId: 'ABCDEF0123456789ABCDEF01', licenceKey: spare }))).toMatchObject({ status: 400, field: 'secureId' });
    expect(await refusal(rest.gatewaySettings.assign(DEMO_ONLINE, { secureId, licenceKey: spare }))).toMatchObject({ status: 409 });
    expect((await sim<{ data: Gateway }>('GET', `/gateways/${serial}`)).data.userId).toBeNull();

    const gateway = await assign({ secureId: secureId.toLowerCase(), licenceKey: spare.toLowerCase(), name: 'Garden Office' });
    expect(gateway).toMatchObject({ serialNumber: serial, userId: demo.userId, name: 'Garden Office' });
    expect((await rest.profile.get(demo.userId)).devices).toContain(serial);
    expect((await rest.gatewaySettings.licences()).find((l) => l.licenceKey === spare)).toMatchObject({ status: 'active', serialNumber: serial });
    expect((await rest.gatewaySettings.subscription(serial)).status).toBe('active');
  });

  it('ends the subscription: the gateway is subscription-locked', async () => {
    events.length = 0;
    const family = restFor(h.sim, await login(h.sim, FAMILY));
    expect(await refusal(family.gatewaySettings.deactivateSubscription(DEMO_ONLINE))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    const sub = await rest.gatewaySettings.deactivateSubscription(DEMO_ONLINE);
    expect(sub.status).toBe('inactive');
    expect((await rest.gateways.info(DEMO_ONLINE)).subscriptionLockMode).toBe(1);
    await expect.poll(names).toContain('subscription_lock_changed');
    expect(await refusal(rest.gatewaySettings.deactivateSubscription(DEMO_ONLINE))).toMatchObject({ status: 409 });
    await control(h.sim, 'PATCH', `/gateways/${DEMO_ONLINE}`, { subscriptionLockMode: 0 });
  });
});

describe('KPIs and online/offline notices', () => {
  it('syncs the KPIs from the gateway, refusing an OSM below 1.25.0 with 409', async () => {
    const report = await rest.gatewaySettings.syncKpis(DEMO_ONLINE);
    expect(report.kpis.find((k) => k.name === 'devices')?.value).toBe((await emulatorOf()).emulator.deviceCount);
    expect(await rest.gatewaySettings.kpis(DEMO_ONLINE)).toEqual(report);
    // HP1000000004 (other's JCO4032) runs OSM 1.24.0 in the seed: online, it is still refused.
    const oldOsm = OTHER_SERIALS[1]!;
    const other = restFor(h.sim, await login(h.sim, OTHER));
    expect(await refusal(other.gatewaySettings.syncKpis(oldOsm))).toMatchObject({ status: 503, code: '000503' });
    await control(h.sim, 'PATCH', `/gateways/${oldOsm}`, { connectionStatus: 'online' });
    expect(await refusal(other.gatewaySettings.syncKpis(oldOsm))).toMatchObject({ status: 409, code: '000409' });
    expect(await other.gatewaySettings.kpis(oldOsm)).toEqual({ serialNumber: oldOsm, syncedAt: null, kpis: [] });
    expect(await refusal(other.gatewaySettings.syncKpis(DEMO_ONLINE))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
  });

  it('sends a push message to a user who asked when the gateway goes offline and back', async () => {
    await rest.gatewaySettings.setOnlineOfflineNotifications({ value: true, serialNumber: DEMO_ONLINE, userId: demo.userId });
    expect(await rest.gatewaySettings.onlineOfflineNotifications(DEMO_ONLINE)).toEqual({ enabled: true });
    expect(await refusal(rest.gatewaySettings.setOnlineOfflineNotifications({ value: true, serialNumber: DEMO_ONLINE, userId: 'someone-else' }))).toMatchObject({ status: 403 });
    await control(h.sim, 'DELETE', '/outbox');
    await rest.gatewaySettings.reboot(DEMO_ONLINE);
    await advance(45_000);
    const outbox = await sim<{ data: Array<{ kind: string; subject: string }> }>('GET', `/outbox?to=${DEMO.identity}&kind=push`);
    expect(outbox.data.map((m) => m.subject)).toEqual(['Demo Home is offline', 'Demo Home is back online']);
  });
});

// Last: a reset ends every session.
describe('a reset after an assignment', () => {
  it('gives the seed back, also when the assignment came after an earlier reset', async () => {
    // After a reset the cloud state is the seed's own objects: an assignment must not reach into the seed.
    for (let round = 0; round < 2; round += 1) {
      expect((await control(h.sim, 'POST', '/reset')).status).toBe(200);
      const session = await login(h.sim, DEMO);
      const client = restFor(h.sim, session);
      expect((await client.profile.get(session.userId)).devices).not.toContain('HP1000000006');
      expect((await sim<{ data: Gateway }>('GET', '/gateways/HP1000000006')).data.userId).toBeNull();
      const { secureId } = (await sim<{ data: Gateway }>('GET', '/gateways/HP1000000006')).data;
      const spare = (await client.gatewaySettings.licences()).find((l) => l.status === 'unused')!.licenceKey;
      await client.gatewaySettings.assign('HP1000000006', { secureId, licenceKey: spare });
      expect((await client.profile.get(session.userId)).devices).toContain('HP1000000006');
    }
  });
});
