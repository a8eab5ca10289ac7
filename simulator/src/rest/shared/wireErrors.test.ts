// Bad input against the real simulator, over REST and MQTT: every receiver
// checks with the sdk's wire schemas, so the answer names the field at fault
// (nested ones by their path) and nothing changes, in memory or on disk.
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEntry, Gateway, LoginResult } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../../seed/accounts';
import { api, cloudOnDisk, connectMqtt, control, loginAs, outbox, request, scopeOf, startTestSim, type TestSim } from '../../../test/harness/simHarness';

type GatewayWithEmulator = Gateway & { emulator: { privilegedBy: string | null } };

let t: TestSim;
let demo: LoginResult;

beforeAll(async () => {
  t = await startTestSim();
});
afterAll(() => t.stop());
beforeEach(async () => {
  await control(t.sim, 'POST', '/reset');
  demo = await loginAs(t.sim, demoAccount);
});

const asDemo = <T>(method: string, path: string, body?: unknown) => api<T>(t.sim, method, path, { sessionId: demo.sessionId, body });
const onDisk = () => cloudOnDisk<{ gateways: Gateway[]; users: Array<{ username: string }> }>(t.dataDir);
const emulatorOf = async (serial: string) => (await control<{ data: GatewayWithEmulator }>(t.sim, 'GET', `/gateways/${serial}`)).body.data.emulator;

describe('REST: a bad field is named and changes nothing', () => {
  it('register: a bad nested contact names contacts and its path, and writes no user and sends nothing', async () => {
    const usersBefore = onDisk().users.length;
    const sentBefore = (await outbox(t.sim)).length;
    const answer = await api<ErrorEntry[]>(t.sim, 'POST', '/crm/profile', {
      body: {
        identity: 'new.person@example.com',
        secret: 'New-Person-2026!',
        firstName: 'New',
        lastName: 'Person',
        contacts: [{ contact: 'new.person@example.com', isDefault: 'yes', contactType: 'email' }],
        agreeRegister: true,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual([{ errorCode: '000400', field: 'contacts', message: 'contacts.0.isDefault must be true or false' }]);
    expect(onDisk().users).toHaveLength(usersBefore);
    expect(await outbox(t.sim)).toHaveLength(sentBefore);
  });

  it('change password: a mistyped flag is named, and the old password still signs in', async () => {
    const answer = await asDemo<ErrorEntry[]>('POST', '/auth/changePass', {
      checkSecret: demoAccount.password,
      secret: 'Brand-New-Pass-2026!',
      confirmation: 'Brand-New-Pass-2026!',
      logoutOtherClients: 'yes',
    });
    expect(answer.body).toEqual([{ errorCode: '000400', field: 'logoutOtherClients', message: 'logoutOtherClients must be true or false' }]);
    expect((await loginAs(t.sim, demoAccount)).userId).toBe(demo.userId);
  });

  it('rename: a field the call does not know is named, and the name on disk stays', async () => {
    const before = onDisk().gateways.find((g) => g.serialNumber === DEMO_ONLINE_SERIAL)?.name;
    const answer = await asDemo<ErrorEntry[]>('PUT', `/udm/device/${DEMO_ONLINE_SERIAL}/rename`, { name: 'Elsewhere', owner: 'someone' });
    expect(answer.body).toEqual([{ errorCode: '000400', field: 'owner', message: 'owner is not a field of this call' }]);
    expect(onDisk().gateways.find((g) => g.serialNumber === DEMO_ONLINE_SERIAL)?.name).toBe(before);
  });

  it('privilege mode: a bad client name is named, and nobody holds privileged mode', async () => {
    const answer = await asDemo<ErrorEntry[]>('POST', `/udm/device/${DEMO_ONLINE_SERIAL}/privilegeMode/activate`, { client: 'no spaces' });
    expect(answer.body).toEqual([{ errorCode: '000400', field: 'client', message: 'client may hold letters, digits, _ . and - only' }]);
    expect((await emulatorOf(DEMO_ONLINE_SERIAL)).privilegedBy).toBeNull();
  });

  it('lists: a bad query value is named with its range', async () => {
    const answer = await asDemo<ErrorEntry[]>('GET', '/udm/device/list?limit=abc');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual([{ errorCode: '000400', field: 'limit', message: 'limit must be an integer from 1 to 100' }]);
  });

  it('QA patch: a directive without its change is named, and the gateway is as it was', async () => {
    const answer = await control<ErrorEntry[]>(t.sim, 'PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, { name: 'Moved', replacementPeer: 'HP1000000002' });
    expect(answer.body).toEqual([{ errorCode: '000400', field: 'replacementPeer', message: 'replacementPeer goes with replacementInProgress: true' }]);
    expect(onDisk().gateways.find((g) => g.serialNumber === DEMO_ONLINE_SERIAL)?.name).not.toBe('Moved');
  });
});

describe('MQTT: bad params answer code 2 naming the field, and change nothing', () => {
  let client: MqttClient;
  const scope = () => scopeOf(demo.userId, DEMO_ONLINE_SERIAL);
  beforeEach(async () => {
    client = await connectMqtt(t.sim.mqttTcpUrl, demo);
    return () => client.endAsync(true);
  });

  it('set_service_property_value: a mistyped device id is named, and the level stays', async () => {
    const read = () => request(client, scope(), 'get_service_property_value', { device: 2, service: 'LevelService', property: 'Level' });
    const before = (await read())?.data;
    const answer = await request(client, scope(), 'set_service_property_value', { device: 'two', service: 'LevelService', property: 'Level', value: 10 });
    expect(answer).toMatchObject({ code: 2, message: 'device must be a device id (a non-negative integer)' });
    expect((await read())?.data).toEqual(before);
  });

  it('get_object_list_by_type_detailed: a type other than device is named', async () => {
    expect(await request(client, scope(), 'get_object_list_by_type_detailed', { type: 'room' })).toMatchObject({ code: 2, message: 'type must be "device"' });
    expect(await request(client, scope(), 'get_object_list_by_type_detailed', {})).toMatchObject({ code: 2, message: 'type is required' });
  });
});
