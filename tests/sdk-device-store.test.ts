// The sdk's device store against the real simulator: real REST login, real
// aedes, the real emulated demo gateway. The store's source is the real
// handle; it only records which requests the store sends.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_ADDED_REREAD_MS, DeviceStore, ECHO_SUPPRESS_MS, gatewayHandle, type DeviceSource, type GatewayHandle, type GatewayLink, type LoginResult } from '@homeport/sdk';
import { DEMO, DEMO_ONLINE, control, linkFor, login, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let demo: LoginResult;
let link: GatewayLink;
let handle: GatewayHandle;

beforeAll(async () => {
  h = await startHarness();
  demo = await login(h.sim, DEMO);
  link = linkFor(h.sim, demo);
  await link.ready();
  handle = gatewayHandle(link, { owner: demo.userId, serial: DEMO_ONLINE });
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});

const offs: (() => void)[] = [];
afterEach(() => offs.splice(0).forEach((off) => off()));

/** A store over the real handle that records the names of the requests it sends, and what it warns. */
function recordingStore(now?: () => number) {
  const sent: string[] = [];
  const warnings: string[] = [];
  const source: DeviceSource = {
    request: (name, params, options) => {
      sent.push(name);
      return handle.request(name, params, options);
    },
    onEvent: (listener) => handle.onEvent(listener),
    onReconnected: (listener) => handle.onReconnected(listener),
  };
  const store = new DeviceStore(source, { warn: (message) => warnings.push(message), now, lingerMs: 0 });
  return { store, sent, warnings };
}

/** Resolves at the next notification of `subscribe`'s listener. */
function nextChange(subscribe: (listener: () => void) => () => void): Promise<void> {
  return new Promise((resolve) => {
    const off = subscribe(() => {
      off();
      resolve();
    });
  });
}

const publish = async (name: string, data: unknown) => {
  const response = await control(h.sim, 'POST', `/gateways/${DEMO_ONLINE}/events`, { name, data });
  expect(response.status).toBe(200);
};
const changed = (device: number, service: string, property: string, value: unknown) =>
  publish(`device_${device}_property_changed`, { device_id: device, service_name: service, service_type: 'control', property_name: property, property_value: value });

/** Subscribes and waits until the list is read. */
async function ready(store: DeviceStore) {
  offs.push(store.subscribeList(() => undefined));
  await store.load();
  expect(store.getList().state).toBe('ready');
}

describe('DeviceStore on the demo gateway', () => {
  it('reads the list once and takes property values from it, reading nothing more', async () => {
    const { store, sent } = recordingStore();
    expect(store.getList().state).toBe('idle');
    const states: string[] = [];
    offs.push(store.subscribeList(() => states.push(store.getList().state)));
    offs.push(store.subscribe(1, 'SwitchService', 'State', () => undefined));
    offs.push(store.subscribe(2, 'LevelService', 'Level', () => undefined));
    await store.load();
    expect(states).toEqual(['loading', 'ready']);
    expect(store.getList().ids.length).toBeGreaterThanOrEqual(15);
    expect(store.getDevice(1)?.device_name).toBe('Living Room Outlet');
    const level = await handle.request<{ value: number }>('get_service_property_value', { device: 2, service: 'LevelService', property: 'Level' }, { type: 'query' });
    expect(store.getProperty(2, 'LevelService', 'Level').value).toBe(level.value);
    expect(sent).toEqual(['get_object_list_by_type_detailed']);
  });

  it('reads a property the list lacks once, and keeps its failure as the error', async () => {
    const { store, sent } = recordingStore();
    await ready(store);
    const failed = nextChange((l) => store.subscribe(1, 'NoSuchService', 'Nothing', l));
    offs.push(store.subscribe(1, 'NoSuchService', 'Nothing', () => undefined));
    await failed;
    expect(store.getProperty(1, 'NoSuchService', 'Nothing').error).toBeInstanceOf(Error);
    expect(store.getProperty(1, 'NoSuchService', 'Nothing').value).toBeUndefined();
    expect(sent.filter((n) => n === 'get_service_property_value')).toHaveLength(1);
  });

  it('a property event replaces that property snapshot only; others stay the same object', async () => {
    const { store, sent } = recordingStore();
    await ready(store);
    const other = store.getProperty(2, 'LevelService', 'Level');
    const before = store.getProperty(1, 'SwitchService', 'State');
    const device = store.getDevice(1);
    const next = !before.value;
    const arrived = nextChange((l) => store.subscribe(1, 'SwitchService', 'State', l));
    await changed(1, 'SwitchService', 'State', next);
    await arrived;
    expect(store.getProperty(1, 'SwitchService', 'State')).not.toBe(before);
    expect(store.getProperty(1, 'SwitchService', 'State').value).toBe(next);
    expect(store.getProperty(1, 'SwitchService', 'State')).toBe(store.getProperty(1, 'SwitchService', 'State'));
    expect(store.getProperty(2, 'LevelService', 'Level')).toBe(other);
    expect(store.getDevice(1)).toBe(device);
    expect(sent).toEqual(['get_object_list_by_type_detailed']);
  });

  it('drops a malformed event with one warning and changes nothing', async () => {
    const { store, warnings } = recordingStore();
    await ready(store);
    const before = store.getProperty(1, 'SwitchService', 'State');
    offs.push(store.subscribe(1, 'SwitchService', 'State', () => undefined));
    // The good event after the bad one tells that the bad one was handled (same topic, in order).
    const arrived = nextChange((l) => store.subscribe(2, 'LevelService', 'Level', l));
    await publish('device_1_property_changed', { device_id: 1, service_name: 'SwitchService', property_name: 'State', property_value: { on: true } });
    await changed(2, 'LevelService', 'Level', 12);
    await arrived;
    expect(store.getProperty(1, 'SwitchService', 'State')).toBe(before);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/device_1_property_changed: property_value/);
  });

  it('follows device_status_changed for the device and its subscribers', async () => {
    const { store } = recordingStore();
    await ready(store);
    const device = store.getDevice(1)!;
    const status = device.status === 2 ? 5 : 2;
    const told = nextChange((l) => store.subscribeDevice(1, l));
    await publish('device_status_changed', { device_id: 1, device_status: status });
    await told;
    expect(store.getDevice(1)?.status).toBe(status);
    expect(store.getDevice(1)?.device_name).toBe(device.device_name);
    await publish('device_status_changed', { device_id: 1, device_status: device.status });
  });

  it('set: pending while in flight, then the confirmed value; a refusal keeps the value and sets the error', async () => {
    const { store } = recordingStore();
    await ready(store);
    const start = store.getProperty(2, 'LevelService', 'Level').value as number;
    const target = start === 40 ? 41 : 40;
    const sending = store.set(2, 'LevelService', 'Level', target);
    expect(store.getProperty(2, 'LevelService', 'Level').pending).toBe(true);
    await expect(sending).resolves.toBe(target);
    expect(store.getProperty(2, 'LevelService', 'Level')).toMatchObject({ value: target, pending: false, error: null });

    // A read-only property: the gateway refuses the set (code 4).
    const [id, service, property] = store
      .devices()
      .flatMap((d) => d.service_list.flatMap((s) => s.property_list.filter((p) => p.readonly).map((p) => [d.id, s.name, p.name] as const)))
      .at(0)!;
    const kept = store.getProperty(id, service, property).value;
    await expect(store.set(id, service, property, 99)).rejects.toThrow();
    expect(store.getProperty(id, service, property)).toMatchObject({ value: kept, pending: false });
    expect(store.getProperty(id, service, property).error).toBeInstanceOf(Error);
  });

  it(`ignores a property's events for ${ECHO_SUPPRESS_MS} ms after suppressEcho, then follows them again`, async () => {
    let clock = 1_000_000;
    const { store } = recordingStore(() => clock);
    await ready(store);
    const before = store.getProperty(2, 'LevelService', 'Level').value;
    offs.push(store.subscribe(2, 'LevelService', 'Level', () => undefined));
    store.suppressEcho(2, 'LevelService', 'Level');
    const marker = nextChange((l) => store.subscribe(1, 'SwitchService', 'State', l));
    await changed(2, 'LevelService', 'Level', 77);
    await changed(1, 'SwitchService', 'State', !store.getProperty(1, 'SwitchService', 'State').value);
    await marker;
    expect(store.getProperty(2, 'LevelService', 'Level').value).toBe(before);
    clock += ECHO_SUPPRESS_MS;
    const arrived = nextChange((l) => store.subscribe(2, 'LevelService', 'Level', l));
    await changed(2, 'LevelService', 'Level', 78);
    await arrived;
    expect(store.getProperty(2, 'LevelService', 'Level').value).toBe(78);
  });

  it('reads the list again when the gateway comes back online (its events were lost)', async () => {
    const { store, sent } = recordingStore();
    await ready(store);
    expect((await control(h.sim, 'PATCH', `/gateways/${DEMO_ONLINE}`, { connectionStatus: 'offline' })).status).toBe(200);
    const reread = new Promise<void>((resolve) => {
      const off = handle.onEvent((event) => {
        const changes = (event.data as { changes?: { connectionStatus?: string } } | null)?.changes;
        if (event.name === 'gateway_updated' && changes?.connectionStatus === 'online') {
          off();
          resolve();
        }
      });
    });
    expect((await control(h.sim, 'PATCH', `/gateways/${DEMO_ONLINE}`, { connectionStatus: 'online' })).status).toBe(200);
    await reread;
    // The store heard the event first (it subscribed first) and sent the read at once.
    expect(sent).toEqual(['get_object_list_by_type_detailed', 'get_object_list_by_type_detailed']);
  });
});

describe('DeviceStore following the device list events', () => {
  const scope = () => ({ owner: demo.userId, serial: DEMO_ONLINE });

  it('takes a rename and a room move from their events, without reading the list again', async () => {
    const { store, sent } = recordingStore();
    await ready(store);
    const id = store.getList().ids[0]!;
    const renamed = nextChange((l) => store.subscribeDevice(id, l));
    await link.request(scope(), 'set_device_name', { device: id, name: 'Hall light' });
    await renamed;
    expect(store.getDevice(id)!.device_name).toBe('Hall light');
    const room = (await link.request<Array<{ floor_id: number; rooms: Array<{ room_id: number }> }>>(scope(), 'get_floor_list')).find((f) => f.floor_id !== 0)!.rooms[0]!.room_id;
    const target = store.getDevice(id)!.room_id === room ? 0 : room;
    const moved = new Promise<void>((resolve) => {
      const off = store.subscribeDevice(id, () => {
        if (store.getDevice(id)!.room_id !== target) return;
        off();
        resolve();
      });
    });
    await link.request(scope(), target === 0 ? 'remove_device_from_room' : 'add_device_to_room', target === 0 ? { device: id } : { device: id, room_id: target });
    await moved;
    expect(sent).toEqual(['get_object_list_by_type_detailed']);
  });

  it('drops a removed device at once, from the ids and the device', async () => {
    const { store } = recordingStore();
    await ready(store);
    const id = store.getList().ids.at(-1)!;
    const gone = nextChange((l) => store.subscribeList(l));
    await link.request(scope(), 'delete_device', { device: id });
    await gone;
    expect(store.getList().ids).not.toContain(id);
    expect(store.getDevice(id)).toBeUndefined();
  });

  it(`reads the list again ${DEVICE_ADDED_REREAD_MS} ms after device_added, once for several`, async () => {
    const { store, sent } = recordingStore();
    await ready(store);
    for (const id of [9001, 9002])
      expect((await control(h.sim, 'POST', `/gateways/${DEMO_ONLINE}/events`, { name: 'device_added', data: { device_id: id, device_name: 'New', class: 'Outlet' } })).status).toBe(
        200,
      );
    await expect.poll(() => sent.length).toBe(2);
    // Both events fell in one wait: a second read would have been sent by now.
    await new Promise((resolve) => setTimeout(resolve, DEVICE_ADDED_REREAD_MS * 2));
    expect(sent).toEqual(['get_object_list_by_type_detailed', 'get_object_list_by_type_detailed']);
  });
});

describe('gatewayHandle', () => {
  it('is the same handle, and so the same store, for the same link and gateway', () => {
    const again = gatewayHandle(link, { owner: demo.userId, serial: DEMO_ONLINE });
    expect(again).toBe(handle);
    expect(again.devices).toBe(handle.devices);
    expect(gatewayHandle(link, { owner: demo.userId, serial: 'HP1000000002' })).not.toBe(handle);
  });
});
