// The sdk against the real simulator on free ports: real REST, real aedes,
// real emulators. Nothing here is mocked.
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, GatewayTimeoutError, topics, type Device, type Gateway, type GatewayEvent, type LoginResult } from '@homeport/sdk';
import { DEMO, DEMO_OFFLINE, DEMO_ONLINE, OTHER, ADMIN, activeTimeouts, control, linkFor, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let demo: LoginResult;
let gateway: Gateway;

beforeAll(async () => {
  h = await startHarness();
  demo = await login(h.sim, DEMO);
  gateway = await restFor(h.sim, demo).gateways.info(DEMO_ONLINE);
});
afterAll(async () => {
  await h?.stop();
});

function firstSwitch(devices: Device[]) {
  for (const device of devices) {
    if (device.status !== 1 && device.status !== 2) continue;
    for (const service of device.service_list) {
      const property = service.property_list.find((p) => p.type === 'bool' && !p.readonly);
      if (property) return { device, service, property };
    }
  }
  throw new Error('seed has no writable switch');
}

describe('REST', () => {
  it('logs the demo user in with a session and the user details', async () => {
    expect(demo.sessionId).toMatch(/\S{16,}/);
    expect(demo.user.username).toBe(DEMO.identity);
    expect(demo.user.groups[0]).toBe('users');
    expect(demo.user.devices).toEqual(expect.arrayContaining([DEMO_ONLINE, DEMO_OFFLINE]));
  });

  it('refuses a wrong password with 401 000401 and missing fields with 000402', async () => {
    const rest = restFor(h.sim);
    const wrong = await rest.auth.login(OTHER.identity, 'Not-The-Pass-1!').catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(wrong).toMatchObject({ status: 401, errorCode: '000401' });
    const missing = await rest.auth.login('', '').catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 400, errorCode: '000402' });
  });

  it('answers an unknown session with 401 00003 on every call', async () => {
    const rest = restFor(h.sim, { sessionId: 'no-such-session-0000000000000000' });
    const error = await rest.gateways.info(DEMO_ONLINE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errorCode: '00003', isSessionExpired: true });
  });

  it("refuses another user's gateway with 403 UDM_NOT_YOUR_DEVICE", async () => {
    const other = await login(h.sim, OTHER);
    const error = await restFor(h.sim, other)
      .gateways.info(DEMO_ONLINE)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, errorCode: 'UDM_NOT_YOUR_DEVICE' });
  });

  it('authorizes a session with the OTP sent to its e-mail (rest.otp)', async () => {
    const session = await login(h.sim, DEMO);
    const rest = restFor(h.sim, session);
    const sent = await rest.otp.send();
    expect(sent).toMatchObject({ otpSent: true, channel: 'email', to: DEMO.identity });
    const short = await rest.otp.verify('12345').catch((e: unknown) => e);
    expect(short).toMatchObject({ status: 400, errorCode: '000400' });
    const outbox = ((await (await control(h.sim, 'GET', `/outbox?to=${encodeURIComponent(DEMO.identity)}&kind=otp`)).json()) as { data: Array<{ code?: string }> }).data;
    expect(await rest.otp.verify(outbox.at(-1)!.code!)).toMatchObject({ authorized: true, expiresIn: 900 });
  });

  it('gives the admin counts that agree with the paged list', async () => {
    const admin = await login(h.sim, ADMIN);
    const rest = restFor(h.sim, admin);
    const counts = await rest.gateways.adminCount();
    const page = await rest.gateways.adminList({ page: 1, limit: 10 });
    expect(counts.count).toBe(page.count);
    expect(counts.count).toBeGreaterThanOrEqual(50);
    expect(page.data).toHaveLength(10);
    expect(counts.assign).toBeLessThan(counts.count);
    expect(counts.online).toBeLessThan(counts.count);
  });
});

describe('gateway link', () => {
  it('reads the device list and confirms a switch change with a property event, over WebSocket', async () => {
    const link = linkFor(h.sim, demo);
    try {
      await link.ready();
      const scope = { owner: gateway.userId!, serial: DEMO_ONLINE };
      link.watchGateway(scope);
      const devices = await link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' });
      expect(devices.length).toBeGreaterThanOrEqual(15);

      const { device, service, property } = firstSwitch(devices);
      const wanted = !property.value;
      const event = new Promise<GatewayEvent>((resolve) =>
        link.on('event', (serial, e) => {
          if (serial === DEMO_ONLINE && e.name === `device_${device.id}_property_changed`) resolve(e);
        }),
      );
      await link.request(scope, 'set_service_property_value', {
        device: device.id,
        service: service.name,
        property: property.name,
        value: wanted,
      });
      expect((await event).data).toMatchObject({ device_id: device.id, property_name: property.name, property_value: wanted });
      const read = await link.request<{ value: unknown }>(scope, 'get_service_property_value', {
        device: device.id,
        service: service.name,
        property: property.name,
      });
      expect(read.value).toBe(wanted);
    } finally {
      await link.end();
    }
  });

  it('times out a request to an offline gateway and leaves no timer and no pending entry', async () => {
    const link = linkFor(h.sim, demo);
    try {
      await link.ready();
      const scope = { owner: gateway.userId!, serial: DEMO_ONLINE };
      expect((await control(h.sim, 'PATCH', `/gateways/${DEMO_ONLINE}`, { connectionStatus: 'offline' })).status).toBe(200);
      const timersBefore = activeTimeouts();
      const pending = link.request(scope, 'ping', {}, { channel: 'osm', timeoutMs: 300 });
      expect(link.pendingCount).toBe(1);
      await expect(pending).rejects.toBeInstanceOf(GatewayTimeoutError);
      expect(link.pendingCount).toBe(0);
      expect(activeTimeouts()).toBeLessThanOrEqual(timersBefore);
    } finally {
      await control(h.sim, 'PATCH', `/gateways/${DEMO_ONLINE}`, { connectionStatus: 'online' });
      await link.end();
    }
  });

  it('keeps answering after a malformed request payload', async () => {
    const raw = await mqtt.connectAsync(h.sim.mqttTcpUrl, { username: demo.userId, password: demo.sessionId, reconnectPeriod: 0 });
    const scope = { product: 'homeport', owner: gateway.userId!, serial: DEMO_ONLINE };
    await raw.publishAsync(topics.request(scope), '{not json');
    await raw.publishAsync(topics.request(scope), JSON.stringify({ uid: 5, name: [], type: 'nope' }));
    await raw.endAsync();

    const link = linkFor(h.sim, demo, h.sim.mqttTcpUrl);
    try {
      await link.ready();
      link.watchGateway({ owner: gateway.userId!, serial: DEMO_ONLINE });
      await expect(link.request({ owner: gateway.userId!, serial: DEMO_ONLINE }, 'ping', {}, { channel: 'osm' })).resolves.toMatchObject({ pong: true });
    } finally {
      await link.end();
    }
  });

  it("does not let one user reach another user's gateway", async () => {
    const other = await login(h.sim, OTHER);
    const raw = await mqtt.connectAsync(h.sim.mqttTcpUrl, { username: other.userId, password: other.sessionId, reconnectPeriod: 0 });
    try {
      const scope = { product: 'homeport', owner: gateway.userId!, serial: DEMO_ONLINE };
      // mqtt.js 5 rejects a SUBACK with 0x80; the granted codes ride on the error.
      const refused = await raw.subscribeAsync(topics.events(scope)).catch((e: { packet?: { granted?: number[] } }) => e);
      expect((refused as { packet?: { granted?: number[] } }).packet?.granted).toEqual([128]);
    } finally {
      await raw.endAsync(true);
    }
  });

  it("grants a user everything of their own gateway with '#', and nothing of another's", async () => {
    const mine = await mqtt.connectAsync(h.sim.mqttTcpUrl, { username: demo.userId, password: demo.sessionId, reconnectPeriod: 0 });
    const other = await login(h.sim, OTHER);
    const theirs = await mqtt.connectAsync(h.sim.mqttTcpUrl, { username: other.userId, password: other.sessionId, reconnectPeriod: 0 });
    try {
      const filter = `homeport/${gateway.userId}/gtw/${DEMO_ONLINE}/#`;
      expect((await mine.subscribeAsync(filter))[0]?.qos).toBe(0);
      const refused = await theirs.subscribeAsync(filter).catch((e: { packet?: { granted?: number[] } }) => e);
      expect((refused as { packet?: { granted?: number[] } }).packet?.granted).toEqual([128]);
      const wild = await mine.subscribeAsync('homeport/+/gtw/+/#').catch((e: { packet?: { granted?: number[] } }) => e);
      expect((wild as { packet?: { granted?: number[] } }).packet?.granted).toEqual([128]);
    } finally {
      await mine.endAsync(true);
      await theirs.endAsync(true);
    }
  });

  it('refuses MQTT credentials that are not a live session', async () => {
    const attempt = mqtt.connectAsync(h.sim.mqttTcpUrl, { username: demo.userId, password: 'bogus-session', reconnectPeriod: 0, connectTimeout: 5000 });
    await expect(attempt).rejects.toThrow();
  });
});

describe('logout', () => {
  it('ends the session over REST and MQTT', async () => {
    const session = await login(h.sim, DEMO);
    const rest = restFor(h.sim, session);
    const link = linkFor(h.sim, session);
    await link.ready();
    const closed = new Promise<void>((resolve) => link.on('state', (s) => (s === 'unauthorized' || s === 'closed' ? resolve() : undefined)));
    await rest.auth.logout();
    await expect(rest.gateways.info(DEMO_ONLINE)).rejects.toMatchObject({ status: 401, errorCode: '00003' });
    await closed;
    await link.end();
    await expect(mqtt.connectAsync(h.sim.mqttTcpUrl, { username: session.userId, password: session.sessionId, reconnectPeriod: 0, connectTimeout: 5000 })).rejects.toThrow();
  });
});
