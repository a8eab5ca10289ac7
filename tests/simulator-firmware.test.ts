// Gateway firmware campaigns on the real simulator (paused clock): the
// campaigns per model, table/info and refresh, a confirmed campaign's
// installation through every status on the simulator clock to installed
// (the version changes), a canceled one, an installation that goes on after
// a restart, and every refusal changing nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, viewerAccount } from '@homeport/simulator';
import {
  ApiError,
  DeviceStore,
  gatewayHandle,
  RestClient,
  type DeviceSource,
  type Gateway,
  type GatewayEvent,
  type GatewayLink,
  type LoginResult,
  type PlatformInfo,
  type RestClient as Rest,
} from '@homeport/sdk';
import { control, DEMO, DEMO_OFFLINE, DEMO_ONLINE, linkFor, login, OTHER, OTHER_SERIALS, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let demo: LoginResult;
let rest: Rest;
let link: GatewayLink;
let scope: { owner: string; serial: string };
const events: GatewayEvent[] = [];
/** Other Flat: an SHH800, a model without campaigns. */
const OTHER_FLAT = OTHER_SERIALS[0]!;

beforeAll(async () => {
  h = await startHarness({ clockRate: 0 });
  demo = await login(h.sim, DEMO);
  rest = restFor(h.sim, demo);
  scope = { owner: (await rest.gateways.info(DEMO_ONLINE)).userId!, serial: DEMO_ONLINE };
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

const advance = (ms: number) => h.sim.clock.advance(ms);
const sim = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
  const answer = await control(h.sim, method, path, body);
  return { status: answer.status, body: (await answer.json()) as T };
};
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof ApiError) return { status: error.status, code: error.errorCode, field: error.entries[0]?.field };
  throw new Error(`expected a refusal, got ${String(error)}`);
};
const fwStatuses = () => events.filter((e) => e.name === 'fw_installation_changed').map((e) => (e.data as { status: string }).status);
const statusNow = async (serial = DEMO_ONLINE) => (await rest.zota.tableInfo(serial)).installation?.status;
/** What a refusal must leave as it was: the gateway record and the cloud's firmware state. */
const snapshot = async (serial = DEMO_ONLINE) => ({
  gateway: await rest.gateways.info(serial),
  states: (await sim<unknown[]>('GET', '/../__db/firmwareStates')).body,
  campaigns: await rest.zota.campaigns(),
});

describe('campaigns (spec 2 §3, §7 list, modellist, software/{id})', () => {
  it('lists the campaigns of a model, newest first, and none for a model without', async () => {
    const doc = await rest.zota.campaigns('doc400');
    expect(doc.map((c) => [c.campaignID, c.softwareVersion])).toEqual([
      ['fwc-2', '4.1.0'],
      ['fwc-1', '4.0.1'],
    ]);
    expect(doc[0]!.softwareDescription).toContain('Faster Z-Wave inclusion');
    expect(await rest.zota.campaigns('SHH800')).toEqual([]);
    expect((await rest.zota.campaigns()).length).toBe(5);
  });

  it('lists the models with their campaign count and newest version', async () => {
    const models = await rest.zota.models();
    expect(models.find((m) => m.model === 'DOC400')).toEqual({ model: 'DOC400', campaigns: 2, latestVersion: '4.1.0' });
    expect(models.find((m) => m.model === 'SHH800')).toEqual({ model: 'SHH800', campaigns: 0, latestVersion: null });
  });

  it('reads a software by id, 404 for an unknown one and 000400 for a malformed one', async () => {
    expect(await rest.zota.software('fw-doc400-4.1.0')).toMatchObject({ model: 'DOC400', softwareVersion: '4.1.0', campaignID: 'fwc-2' });
    expect(await refusal(rest.zota.software('fw-doc400-9.9.9'))).toMatchObject({ status: 404, code: '000404' });
    expect(await refusal(rest.zota.software('bad id!'))).toMatchObject({ status: 400, code: '000400', field: 'id' });
  });
});

describe('table/info and table/refresh (spec 2 §8 "There is no firmware upgrade available.")', () => {
  it('offers the newest newer campaign of the gateway model, and none to a model without campaigns', async () => {
    const info = await rest.zota.tableInfo(DEMO_ONLINE);
    expect(info).toMatchObject({ serialNumber: DEMO_ONLINE, model: 'DOC400', currentFWVersion: '3.6.2', checkedAt: null, campaign: { campaignID: 'fwc-2' } });
    expect(info.installation).toMatchObject({ softwareId: 'fw-doc400-3.6.2', status: 'installed' });
    const other = restFor(h.sim, await login(h.sim, OTHER));
    expect((await other.zota.tableInfo(OTHER_FLAT)).campaign).toBeNull();
    expect(await refusal(other.zota.tableInfo(DEMO_ONLINE))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
  });

  it('refresh records when the gateway checked; an offline gateway cannot be asked', async () => {
    const info = await rest.zota.refresh(DEMO_ONLINE);
    expect(info.checkedAt).toBe(h.sim.clock.now());
    expect(await refusal(rest.zota.refresh(DEMO_OFFLINE))).toMatchObject({ status: 503, code: '000503' });
  });
});

describe('confirm refusals change nothing', () => {
  it('wrong owner, read-only admin, unknown campaign, another model, not newer, offline, malformed', async () => {
    const older = (await sim<{ data: { campaignID: string } }>('POST', '/zota/campaigns', { model: 'DOC400', softwareVersion: '3.0.0', softwareDescription: ['Old'] })).body.data;
    const before = await snapshot();
    const beforeOffline = await rest.gateways.info(DEMO_OFFLINE);
    events.length = 0;
    const other = restFor(h.sim, await login(h.sim, OTHER));
    const viewer = restFor(h.sim, await login(h.sim, { identity: viewerAccount.username, secret: viewerAccount.password }));
    expect(await refusal(other.zota.confirm({ gatewayID: DEMO_ONLINE, campaignID: 'fwc-2' }))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    expect(await refusal(viewer.zota.confirm({ gatewayID: DEMO_ONLINE, campaignID: 'fwc-2' }))).toMatchObject({ status: 403, code: '000403' });
    expect(await refusal(rest.zota.confirm({ gatewayID: DEMO_ONLINE, campaignID: 'fwc-404' }))).toMatchObject({ status: 404, code: 'ZOTA_UNKNOWN_CAMPAIGN', field: 'campaignID' });
    expect(await refusal(rest.zota.confirm({ gatewayID: DEMO_ONLINE, campaignID: 'fwc-3' }))).toMatchObject({ status: 409, code: 'ZOTA_WRONG_MODEL' });
    expect(await refusal(rest.zota.confirm({ gatewayID: DEMO_ONLINE, campaignID: older.campaignID }))).toMatchObject({ status: 409, code: 'ZOTA_NOT_NEWER' });
    // DEMO_OFFLINE runs 4.0.1: 4.1.0 is newer, but the gateway cannot accept it.
    expect(await refusal(rest.zota.confirm({ gatewayID: DEMO_OFFLINE, campaignID: 'fwc-2' }))).toMatchObject({ status: 503, code: '000503' });
    expect(await refusal(rest.zota.confirm({ gatewayID: DEMO_ONLINE } as never))).toMatchObject({ status: 400, code: '000400', field: 'campaignID' });
    expect(await refusal(rest.request('POST', '/zota/confirm', { body: { gatewayID: DEMO_ONLINE, campaignID: 'fwc-2', force: true } }))).toMatchObject({
      status: 400,
      field: 'force',
    });
    expect(await snapshot()).toEqual(before);
    await sim('DELETE', `/zota/campaigns/${older.campaignID}`);
    expect(await rest.gateways.info(DEMO_OFFLINE)).toEqual(beforeOffline);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual([]);
  });
});

describe('an installation (spec 1 §4.2: accepted, delivering, delivered, downloading, installing, installed)', () => {
  it('runs through every status on the simulator clock, in order on the broker, and installs the version', async () => {
    events.length = 0;
    const answer = await rest.zota.confirm({ gatewayID: DEMO_ONLINE, campaignID: 'fwc-2' });
    expect(answer).toEqual({ serialNumber: DEMO_ONLINE, campaignID: 'fwc-2', softwareId: 'fw-doc400-4.1.0', status: 'accepted' });
    await expect.poll(fwStatuses).toEqual(['accepted']);
    expect(events.map((e) => e.name)).toEqual(['gateway_updated', 'fw_installation_changed']);
    expect(events[1]!.data).toEqual({ softwareId: 'fw-doc400-4.1.0', status: 'accepted' });
    const gateway = await rest.gateways.info(DEMO_ONLINE);
    expect(gateway.installationSoftwareId).toBe('fw-doc400-4.1.0');

    // A second confirm while it runs is refused and changes nothing.
    expect(await refusal(rest.zota.confirm({ gatewayID: DEMO_ONLINE, campaignID: 'fwc-1' }))).toMatchObject({ status: 409, code: 'ZOTA_INSTALLATION_RUNNING' });
    expect(await rest.gateways.info(DEMO_ONLINE)).toEqual(gateway);

    advance(4_999);
    expect(await statusNow()).toBe('accepted');
    advance(1);
    expect(await statusNow()).toBe('delivering');
    advance(20_000);
    await expect.poll(statusNow).toBe('delivered');
    // The rest at once: each status follows when the last one's events went out.
    advance(5_000 + 60_000 + 90_000);
    await expect.poll(statusNow).toBe('installed');
    await expect.poll(fwStatuses).toEqual(['accepted', 'delivering', 'delivered', 'downloading', 'installing', 'installed']);

    const after: Gateway = await rest.gateways.info(DEMO_ONLINE);
    expect(after.currentFWVersion).toBe('4.1.0');
    expect(after.swVersions.ohmVersion).toBe('4.22.0');
    const history = after.installations.at(-1)!.history;
    expect(history.map((s) => s.status)).toEqual(['accepted', 'delivering', 'delivered', 'downloading', 'installing', 'installed']);
    // Each status at its due time on the simulator clock.
    expect(history.slice(1).map((s, i) => s.ts! - history[i]!.ts!)).toEqual([5_000, 20_000, 5_000, 60_000, 90_000]);
    const platform = await link.request<PlatformInfo>(scope, 'getPlatformInfo', {}, { channel: 'osm' });
    expect(platform.gateway.ohm_version).toBe('4.22.0');
    // 4.1.0 is the newest: no upgrade any more.
    expect((await rest.zota.tableInfo(DEMO_ONLINE)).campaign).toBeNull();
    const finalUpdate = events.filter((e) => e.name === 'gateway_updated').at(-1)!.data as { changes: Record<string, unknown> };
    expect(finalUpdate.changes).toMatchObject({ currentFWVersion: '4.1.0', swVersions: { ohmVersion: '4.22.0' } });
  });

  it('QA publishes a campaign; a canceled installation stops there and the version stays', async () => {
    const published = await sim<{ data: { campaignID: string; softwareId: string } }>('POST', '/zota/campaigns', {
      model: 'doc400',
      softwareVersion: '4.2.0',
      softwareDescription: ['Energy reports per room'],
    });
    expect(published.status).toBe(201);
    const { campaignID, softwareId } = published.body.data;
    expect((await rest.zota.tableInfo(DEMO_ONLINE)).campaign?.campaignID).toBe(campaignID);
    events.length = 0;
    await rest.zota.confirm({ gatewayID: DEMO_ONLINE, campaignID });
    advance(5_000);
    expect(await statusNow()).toBe('delivering');
    const canceled = await sim<{ data: { installation: { status: string } } }>('POST', `/gateways/${DEMO_ONLINE}/firmware-installation`, { action: 'cancel' });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.installation.status).toBe('canceled');
    advance(600_000);
    await expect.poll(fwStatuses).toEqual(['accepted', 'delivering', 'canceled']);
    expect(events.filter((e) => e.name === 'fw_installation_changed').at(-1)!.data).toEqual({ softwareId, status: 'canceled' });
    const gateway = await rest.gateways.info(DEMO_ONLINE);
    expect(gateway.currentFWVersion).toBe('4.1.0');
    expect(await statusNow()).toBe('canceled');
    // Nothing left to cancel; a bad action is 000400.
    expect((await sim('POST', `/gateways/${DEMO_ONLINE}/firmware-installation`, { action: 'cancel' })).body).toEqual([
      expect.objectContaining({ errorCode: 'ZOTA_NO_INSTALLATION' }),
    ]);
    expect((await sim('POST', `/gateways/${DEMO_ONLINE}/firmware-installation`, { action: 'stop' })).status).toBe(400);
    // The campaign can be confirmed again after a cancel.
    await rest.zota.confirm({ gatewayID: DEMO_ONLINE, campaignID });
    expect(await statusNow()).toBe('accepted');
    await sim('POST', `/gateways/${DEMO_ONLINE}/firmware-installation`, { action: 'fail' });
    expect(await statusNow()).toBe('failed');
  });
});

describe('installed reloads the device list (spec 1 §4.2)', () => {
  it("the sdk's device store reads the list again once, when the installation ends installed", async () => {
    const handle = gatewayHandle(link, scope);
    let reads = 0;
    const source: DeviceSource = {
      request: (name, params, options) => {
        if (name === 'get_object_list_by_type_detailed') reads += 1;
        return handle.request(name, params, options);
      },
      onEvent: (listener) => handle.onEvent(listener),
      onReconnected: (listener) => handle.onReconnected(listener),
    };
    const store = new DeviceStore(source, { lingerMs: 0 });
    const stop = store.subscribeList(() => undefined);
    try {
      await expect.poll(() => store.getList().state).toBe('ready');
      const before = reads;
      const campaign = (await rest.zota.tableInfo(DEMO_ONLINE)).campaign!;
      await rest.zota.confirm({ gatewayID: DEMO_ONLINE, campaignID: campaign.campaignID });
      advance(5_000 + 20_000 + 5_000 + 60_000);
      await expect.poll(statusNow).toBe('installing');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reads).toBe(before);
      advance(90_000);
      await expect.poll(statusNow).toBe('installed');
      await expect.poll(() => reads).toBe(before + 1);
      await expect.poll(() => store.getList().state).toBe('ready');
    } finally {
      stop();
    }
  });
});

describe('a restart of the simulator', () => {
  it('goes on with a running installation from its stored history', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'homeport-fw-'));
    try {
      const first = await startSimulator({ port: 0, mqttPort: 0, fresh: true, quiet: true, clockRate: 0, dataDir });
      const restOf = async (s: typeof first) => new RestClient({ apiBase: `${s.httpUrl}/api`, getSessionId: () => null });
      const signIn = async (s: typeof first) => {
        const session = await (await restOf(s)).auth.login(DEMO.identity, DEMO.secret);
        return new RestClient({ apiBase: `${s.httpUrl}/api`, getSessionId: () => session.sessionId });
      };
      const a = await signIn(first);
      await a.zota.confirm({ gatewayID: DEMO_ONLINE, campaignID: 'fwc-2' });
      first.clock.advance(5_000);
      expect((await a.zota.tableInfo(DEMO_ONLINE)).installation?.status).toBe('delivering');
      await first.close();

      const second = await startSimulator({ port: 0, mqttPort: 0, quiet: true, clockRate: 0, dataDir });
      try {
        const b = await signIn(second);
        expect((await b.zota.tableInfo(DEMO_ONLINE)).installation?.status).toBe('delivering');
        // Past the due time of every step, whatever the new clock started at.
        second.clock.advance(200_000);
        await expect.poll(async () => (await b.zota.tableInfo(DEMO_ONLINE)).installation?.status).toBe('installed');
        const history = (await b.zota.tableInfo(DEMO_ONLINE)).installation!.history;
        expect(history.slice(1).map((s, i) => s.ts! - history[i]!.ts!)).toEqual([5_000, 20_000, 5_000, 60_000, 90_000]);
        expect((await b.gateways.info(DEMO_ONLINE)).currentFWVersion).toBe('4.1.0');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
