// The REST routes that reach a gateway through named operations
// (gateway/ops/cloudReads.ts, restWrites.ts) against the real simulator: a
// device report is found, accepted, saved and emitted in one operation, a
// refused one changes nothing on disk and says nothing; the control API's
// summary and the factory secrets read the gateway's own state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type ErrorEntry } from '@homeport/sdk';
import { adminAccount, DEMO_ONLINE_SERIAL, demoAccount } from '../../seed/accounts';
import { api, control, loginAs, startTestSim, watchEvents, type EventWatcher, type TestSim } from '../../../test/harness/simHarness';
import { gatewayOpNamed } from '../gatewayOps';
import './index';

const DIMMER = { device: 2, service: 'LevelService', property: 'Level' } as const;

let t: TestSim;
let events: EventWatcher | undefined;

beforeAll(async () => {
  t = await startTestSim({ gateways: 5 });
});
afterAll(() => t.stop());
beforeEach(async () => {
  await control(t.sim, 'POST', '/reset');
  events = await watchEvents(t.sim.mqttTcpUrl, await loginAs(t.sim, adminAccount));
});
afterEach(async () => {
  await events?.end();
});

const report = (body: Record<string, unknown>, device: number = DIMMER.device) =>
  control<ErrorEntry[] & { data: unknown }>(t.sim, 'POST', `/gateways/${DEMO_ONLINE_SERIAL}/devices/${device}/report`, body);
const levelOnDisk = (): unknown => {
  const file = JSON.parse(readFileSync(join(t.dataDir, 'gateways', `${DEMO_ONLINE_SERIAL}.json`), 'utf8')) as {
    devices: Array<{ id: number; service_list: Array<{ name: string; property_list: Array<{ name: string; value: unknown }> }> }>;
  };
  const device = file.devices.find((d) => d.id === DIMMER.device);
  return device?.service_list.find((s) => s.name === DIMMER.service)?.property_list.find((p) => p.name === DIMMER.property)?.value;
};
const levelEvents = () => events!.seen.filter((e) => e.name === `device_${DIMMER.device}_property_changed`);

describe('gateway operations from REST', () => {
  it('are registered by name, as an owner in another process would look them up', () => {
    for (const name of ['summary', 'locks', 'factorySecrets', 'kpis', 'camera', 'ruleLog', 'mesh', 'reportValue', 'pinHash', 'setPinHash', 'emitAlarm']) {
      expect(gatewayOpNamed(name), name).toBeDefined();
    }
  });

  it('a device report is saved and announced; the answer is what was stored', async () => {
    const answer = await report({ service: DIMMER.service, property: DIMMER.property, value: 42 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { device: DIMMER.device, service: DIMMER.service, property: DIMMER.property, value: 42 } });
    expect(levelOnDisk()).toBe(42);
    const seen = await events!.eventsWhere((e) => e.name === `device_${DIMMER.device}_property_changed`, 1);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.topic).toBe(`homeport/${demoAccount.userId}/gtw/${DEMO_ONLINE_SERIAL}/evt`);
  });

  it('a refused report (unknown device, unknown property, unaccepted value) changes nothing and says nothing', async () => {
    const before = levelOnDisk();
    const unknownDevice = await report({ service: DIMMER.service, property: DIMMER.property, value: 5 }, 999);
    expect(unknownDevice.status).toBe(404);
    expect(unknownDevice.body[0]!.errorCode).toBe(ErrorCode.notFound);
    const unknownProperty = await report({ service: DIMMER.service, property: 'NoSuchProperty', value: 5 });
    expect(unknownProperty.status).toBe(404);
    const badValue = await report({ service: DIMMER.service, property: DIMMER.property, value: 'bright' });
    expect(badValue.status).toBe(400);
    expect(badValue.body[0]).toMatchObject({ errorCode: ErrorCode.invalidInput, field: 'value' });
    expect(levelOnDisk()).toBe(before);
    // A good report after them is a fence: its event is the only one.
    expect((await report({ service: DIMMER.service, property: DIMMER.property, value: 7 })).status).toBe(200);
    await events!.eventsWhere((e) => e.name === `device_${DIMMER.device}_property_changed`, 1);
    expect(levelEvents()).toHaveLength(1);
  });

  it('the control API shows the gateway’s own state and sticker; an unknown gateway is 404', async () => {
    const answer = await control<{ data: { emulator: { deviceCount: number; factoryPin: string; localPassword: string; pinLocked: boolean } } }>(
      t.sim,
      'GET',
      `/gateways/${DEMO_ONLINE_SERIAL}`,
    );
    const { emulator } = answer.body.data;
    expect(emulator.deviceCount).toBeGreaterThan(0);
    expect(emulator.pinLocked).toBe(false);
    expect(await t.sim.factorySecrets(DEMO_ONLINE_SERIAL)).toEqual({ pin: emulator.factoryPin, localPassword: emulator.localPassword });
    expect(await t.sim.factorySecrets('HP9999999999')).toBeNull();
    expect((await control(t.sim, 'GET', '/gateways/HP9999999999')).status).toBe(404);
  });

  it('the camera pages find the gateway’s camera; another device or an unknown one is not found', async () => {
    const demo = await loginAs(t.sim, demoAccount);
    const { accessToken } = (await api<{ data: { accessToken: string } }>(t.sim, 'GET', '/multimedia/user/getAccessToken', { sessionId: demo.sessionId })).body.data;
    const page = (device: number, view: string) => fetch(`${t.sim.httpUrl}/sim-media/${DEMO_ONLINE_SERIAL}/${device}/${view}?token=${accessToken}`);
    const live = await page(14, 'live');
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('Entrance Camera: Live view');
    expect(await (await page(14, 'events')).text()).toContain('Motion detected');
    expect((await page(DIMMER.device, 'live')).status).toBe(404);
    expect((await page(999, 'live')).status).toBe(404);
  });
});
