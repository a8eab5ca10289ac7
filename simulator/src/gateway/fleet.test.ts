import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics, type Device, type LoginResult } from '@homeport/sdk';
import { DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, demoAccount } from '../seed/accounts';
import { api, connectMqtt, loginAs, nextEvent, request, scopeOf, startTestSim, subscribeCodes, type TestSim } from '../../test/harness/simHarness';

let t: TestSim;
let demo: LoginResult;
let client: MqttClient;
const scope = () => scopeOf(demo.userId, DEMO_ONLINE_SERIAL);
const patch = (body: Record<string, unknown>) => api(t.sim, 'PATCH', `/__sim/gateways/${DEMO_ONLINE_SERIAL}`, { body });

beforeAll(async () => {
  t = await startTestSim();
  demo = await loginAs(t.sim, demoAccount);
  client = await connectMqtt(t.sim.mqttTcpUrl, demo);
  await subscribeCodes(client, [topics.events(scope())]);
});
afterAll(async () => {
  await client.endAsync(true);
  await t.stop();
});

const read = async (device: number, service: string, property: string) => (await request(client, scope(), 'get_service_property_value', { device, service, property }))?.data;

describe('device commands', () => {
  it('lists the detailed devices', async () => {
    const response = await request(client, scope(), 'get_object_list_by_type_detailed', { type: 'device' });
    expect(response?.code).toBe(0);
    const devices = response?.data as Device[];
    expect(devices.length).toBeGreaterThanOrEqual(16);
    expect(devices[0]).toHaveProperty('service_list');
  });

  it('sets a property: saved, answered {value}, then device_{id}_property_changed on evt', async () => {
    const event = nextEvent(client, topics.events(scope()), (e) => e.name === 'device_3_property_changed');
    const response = await request(client, scope(), 'set_service_property_value', { device: 3, service: 'ThermostatService', property: 'SetPoint', value: 23.5 });
    expect(response).toMatchObject({ code: 0, data: { value: 23.5 } });
    expect((await event)?.data).toEqual({
      device_id: 3,
      service_name: 'ThermostatService',
      service_type: 'control',
      property_name: 'SetPoint',
      property_value: 23.5,
    });
    expect(await read(3, 'ThermostatService', 'SetPoint')).toEqual({ value: 23.5 });
  });

  it('answers each refusal with its code and leaves the value as it was', async () => {
    const set = (params: Record<string, unknown>) => request(client, scope(), 'set_service_property_value', params);
    const base = { device: 2, service: 'LevelService', property: 'Level' };
    const before = await read(2, 'LevelService', 'Level');
    expect(await set({ ...base, device: '2', value: 10 })).toMatchObject({ code: 2, message: expect.stringContaining('device') });
    expect(await set({ ...base, service: '', value: 10 })).toMatchObject({ code: 2, message: expect.stringContaining('service') });
    expect(await set(base)).toMatchObject({ code: 2, message: 'value is required' });
    expect(await set({ ...base, device: 999, value: 10 })).toMatchObject({ code: 3 });
    expect(await set({ ...base, service: 'NoService', value: 10 })).toMatchObject({ code: 3 });
    expect(await set({ ...base, property: 'NoProperty', value: 10 })).toMatchObject({ code: 3 });
    expect(await set({ device: 9, service: 'MeteringService', property: 'Energy', value: 1 })).toMatchObject({ code: 4 });
    expect(await set({ ...base, value: 101 })).toMatchObject({ code: 5 });
    expect(await set({ ...base, value: 'high' })).toMatchObject({ code: 5 });
    expect(await request(client, scope(), 'no_such_command')).toMatchObject({ code: 1 });
    expect(await request(client, scope(), 'ping', {}, { channel: 'ohm' })).toMatchObject({ code: 1 });
    expect(await request(client, scope(), 'get_object_list_by_type_detailed', { type: 'room' })).toMatchObject({ code: 2 });
    expect(await read(2, 'LevelService', 'Level')).toEqual(before);
  });

  it('refuses writes with -1 "Privileged mode is active" while another party holds it, not reads nor the holder', async () => {
    await patch({ privilegedBy: 'someone-else:portal' });
    try {
      const params = { device: 1, service: 'SwitchService', property: 'State', value: false };
      expect(await request(client, scope(), 'set_service_property_value', params)).toEqual({ uid: expect.any(String), code: -1, message: 'Privileged mode is active' });
      expect(await request(client, scope(), 'get_privileged_mode', {}, { channel: 'osm' })).toMatchObject({ data: { active: true, owner: 'someone-else:portal' } });
      expect(await read(1, 'SwitchService', 'State')).toEqual({ value: true });
      // The payload's sender is not who asked: the broker sets it to the connection's user.
      expect(await request(client, scope(), 'set_service_property_value', params, { sender: 'someone-else' })).toMatchObject({ code: -1 });
      expect(await read(1, 'SwitchService', 'State')).toEqual({ value: true });
      await patch({ privilegedBy: `${demo.userId}:portal` });
      expect(await request(client, scope(), 'set_service_property_value', params, { sender: 'someone-else' })).toMatchObject({ code: 0 });
    } finally {
      await patch({ privilegedBy: null });
    }
  });
});

describe('system commands', () => {
  it('answers platform info, lock status and ping', async () => {
    const info = await request(client, scope(), 'getPlatformInfo', {}, { channel: 'osm' });
    expect(info).toMatchObject({ code: 0, data: { gateway: { model: 'DOC400' }, lock_status: 0 } });
    expect(await request(client, scope(), 'getLockStatus', {}, { channel: 'osm' })).toMatchObject({ data: { status: 0 } });
    await patch({ pinLocked: true });
    try {
      expect(await request(client, scope(), 'getLockStatus', {}, { channel: 'osm' })).toMatchObject({ data: { status: 0x80 } });
      expect((await request(client, scope(), 'getPlatformInfo', {}, { channel: 'osm' }))?.data).toMatchObject({ lock_status: 300 });
    } finally {
      await patch({ pinLocked: false });
    }
  });
});

describe('robustness', () => {
  it('drops malformed payloads, logs them, and still answers the next request', async () => {
    const garbage = [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ uid: 5, name: [], type: 'nope' }),
      JSON.stringify({ uid: 'u', sender: 's', name: 'ping', params: 3, type: 'query' }),
      '',
    ];
    for (const payload of garbage) client.publish(topics.request(scope(), 'osm'), payload);
    expect(await request(client, scope(), 'ping', {}, { channel: 'osm' })).toMatchObject({ code: 0, data: { pong: true } });
    expect(t.logs.filter((line) => line.includes('malformed request')).length).toBe(garbage.length);
  });

  it('answers a wrong envelope with a readable uid with code 2 and what was wrong', async () => {
    const uid = 'envelope-check';
    const responses = topics.response(scope(), 'osm');
    await client.subscribeAsync(responses);
    const answer = new Promise<unknown>((resolve) => {
      client.on('message', (topic, payload) => {
        const body = JSON.parse(payload.toString()) as { uid?: string };
        if (topic === responses && body.uid === uid) resolve(body);
      });
    });
    client.publish(topics.request(scope(), 'osm'), JSON.stringify({ uid, sender: demo.userId, name: 'ping', params: [], type: 'query' }));
    expect(await answer).toMatchObject({ uid, code: 2, message: expect.stringContaining('params') });
  });

  it('answers nothing while the gateway is offline, and again once it is back online', async () => {
    expect((await patch({ connectionStatus: 'offline' })).status).toBe(200);
    try {
      expect(await request(client, scope(), 'ping', {}, { channel: 'osm', timeoutMs: 300 })).toBeNull();
    } finally {
      await patch({ connectionStatus: 'online' });
    }
    expect(await request(client, scope(), 'ping', {}, { channel: 'osm' })).toMatchObject({ code: 0 });
  });

  it('never answers for the seeded offline gateway', async () => {
    expect(await request(client, scopeOf(demo.userId, DEMO_OFFLINE_SERIAL), 'ping', {}, { channel: 'osm', timeoutMs: 300 })).toBeNull();
  });
});
