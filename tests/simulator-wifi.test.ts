// Wi-Fi of the gateway on the real simulator (paused clock): gateway
// settings over MQTT (scan_wifi_networks, get_wifi_status,
// set_wifi_network) and the local interface see one state; a join settles
// on the simulator clock, and a connected gateway really changes its
// network (platform info, the cloud record, network_interface_changed),
// a failed one does not. Bad input and callers who may not change it
// change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GatewayRequestError,
  LocalGatewayClient,
  type GatewayEvent,
  type GatewayLink,
  type LoginResult,
  type PlatformInfo,
  type RestClient,
  type SetWifiNetworkAnswer,
  type WifiNetwork,
  type WifiStatus,
} from '@homeport/sdk';
import { viewerAccount } from '@homeport/simulator';
import { control, DEMO, DEMO_ONLINE, factorySecretsOf, linkFor, login, OTHER, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let demo: LoginResult;
let rest: RestClient;
let link: GatewayLink;
let scope: { owner: string; serial: string };
let local: LocalGatewayClient;
const events: GatewayEvent[] = [];

beforeAll(async () => {
  h = await startHarness({ clockRate: 0 });
  demo = await login(h.sim, DEMO);
  rest = restFor(h.sim, demo);
  scope = { owner: demo.userId, serial: DEMO_ONLINE };
  link = linkFor(h.sim, demo);
  await link.ready();
  link.watchGateway(scope);
  link.on('event', (serial, event: GatewayEvent) => {
    if (serial === DEMO_ONLINE && !/^device_\d+_property_changed$/.test(event.name)) events.push(event);
  });
  local = new LocalGatewayClient({ apiBase: `${h.sim.httpUrl}/local/${DEMO_ONLINE}/api` });
  await local.login((await factorySecretsOf(h.sim, DEMO_ONLINE)).localPassword);
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});

const advance = (ms: number) => control(h.sim, 'POST', '/clock', { advanceMs: ms });
const osm = <T>(name: string, params: Record<string, unknown> = {}) => link.request<T>(scope, name, params, { channel: 'osm' });
const status = () => osm<WifiStatus>('get_wifi_status');
const networkType = async () => (await osm<PlatformInfo>('getPlatformInfo')).network.type;
const names = () => events.map((e) => e.name);
const codeOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof GatewayRequestError) return error.code;
  throw new Error(`expected a refusal, got ${String(error)}`);
};

describe('Wi-Fi from gateway settings and the local interface', () => {
  let scan: WifiNetwork[];

  it('scans the same networks over MQTT as the local interface, and an Ethernet gateway has no Wi-Fi yet', async () => {
    scan = await osm<WifiNetwork[]>('scan_wifi_networks');
    expect(scan.length).toBeGreaterThan(3);
    expect(await local.scanWifi()).toEqual(scan);
    expect(scan.map((n) => n.quality)).toEqual([...scan.map((n) => n.quality)].sort((a, b) => b - a));
    expect(await status()).toEqual({ ssid: null, encryption: null, state: 'disconnected', quality: null });
    expect((await local.boardInfo()).wifi).toEqual(await status());
    expect(await networkType()).toBe('ethernet');
    expect((await rest.gateways.info(DEMO_ONLINE)).connectionType).toBe('ethernet');
  });

  it('joins a scanned network set from gateway settings when the clock passes the join, and the gateway moves to Wi-Fi', async () => {
    const target = scan.find((n) => n.encryption === 'WPA2')!;
    events.length = 0;
    const answer = await osm<SetWifiNetworkAnswer>('set_wifi_network', { ssid: target.ssid, encryption: 'WPA2', password: 'home-network-key' });
    expect(answer).toEqual({ ssid: target.ssid, state: 'connecting', connectMs: 2000 });
    expect(await status()).toEqual({ ssid: target.ssid, encryption: 'WPA2', state: 'connecting', quality: null });
    // The local interface sees the same join.
    expect((await local.boardInfo()).wifi).toEqual(await status());
    await expect.poll(names).toEqual(['wifi_status_changed']);

    await advance(1999);
    expect((await status()).state).toBe('connecting');
    expect(await networkType()).toBe('ethernet');
    await advance(1);
    expect(await status()).toEqual({ ssid: target.ssid, encryption: 'WPA2', state: 'connected', quality: target.quality });
    expect(await networkType()).toBe('wifi');
    await expect.poll(names).toEqual(['wifi_status_changed', 'wifi_status_changed', 'network_interface_changed', 'gateway_updated']);
    const moved = events[2]!.data as { type: string; previous: string; ssid: string; ip: string };
    expect(moved).toMatchObject({ type: 'wifi', previous: 'ethernet', ssid: target.ssid });
    expect((await osm<PlatformInfo>('getPlatformInfo')).network.ip).toBe(moved.ip);
    expect(events[3]!.data).toEqual({ serialNumber: DEMO_ONLINE, changes: { connectionType: 'wifi' } });
    expect((await rest.gateways.info(DEMO_ONLINE)).connectionType).toBe('wifi');
    const board = await local.boardInfo();
    expect(board.ethernet).toEqual({ connected: false, ip: null });
    expect(board.wifi).toEqual(await status());
  });

  it('fails to join a network set locally that the gateway cannot see, and stays on the network it had', async () => {
    const before = await osm<PlatformInfo>('getPlatformInfo');
    events.length = 0;
    await local.setWifi({ ssid: 'Not-In-Range', encryption: 'WPA', password: 'password-1' });
    // Gateway settings sees the local change.
    expect(await status()).toEqual({ ssid: 'Not-In-Range', encryption: 'WPA', state: 'connecting', quality: null });
    await advance(2000);
    expect(await status()).toEqual({ ssid: 'Not-In-Range', encryption: 'WPA', state: 'failed', quality: null });
    await expect.poll(names).toEqual(['wifi_status_changed', 'wifi_status_changed']);
    expect((await osm<PlatformInfo>('getPlatformInfo')).network).toEqual(before.network);
    expect((await rest.gateways.info(DEMO_ONLINE)).connectionType).toBe('wifi');
  });

  it('fails a scanned network given with another encryption than its own', async () => {
    const open = scan.find((n) => n.encryption === 'none')!;
    await osm('set_wifi_network', { ssid: open.ssid, encryption: 'WPA2', password: 'whatever-1' });
    await advance(2000);
    expect((await status()).state).toBe('failed');
  });

  it('settles only the network set last when a second is set while the first is joining', async () => {
    const [first, second] = scan.filter((n) => n.encryption !== 'WEP');
    const passwordOf = (n: WifiNetwork) => (n.encryption === 'none' ? '' : 'a-long-password');
    await osm('set_wifi_network', { ssid: first!.ssid, encryption: first!.encryption, password: passwordOf(first!) });
    await advance(1000);
    await osm('set_wifi_network', { ssid: second!.ssid, encryption: second!.encryption, password: passwordOf(second!) });
    await advance(1000);
    expect(await status()).toMatchObject({ ssid: second!.ssid, state: 'connecting' });
    await advance(1000);
    expect(await status()).toMatchObject({ ssid: second!.ssid, state: 'connected' });
  });

  it('refuses bad settings with code 2 or 5, changing nothing and saying nothing', async () => {
    const before = await status();
    const network = (await osm<PlatformInfo>('getPlatformInfo')).network;
    events.length = 0;
    const wpa = scan.find((n) => n.encryption === 'WPA2')!.ssid;
    expect(await codeOf(osm('set_wifi_network', { ssid: wpa, encryption: 'WPA3', password: 'password-1' }))).toBe(2);
    expect(await codeOf(osm('set_wifi_network', { ssid: wpa, encryption: 'WPA2', password: 'short' }))).toBe(5);
    expect(await codeOf(osm('set_wifi_network', { ssid: wpa, encryption: 'WEP', password: '1234' }))).toBe(5);
    expect(await codeOf(osm('set_wifi_network', { ssid: wpa, encryption: 'none', password: 'not-empty' }))).toBe(5);
    expect(await codeOf(osm('set_wifi_network', { ssid: 'x'.repeat(33), encryption: 'WPA2', password: 'password-1' }))).toBe(2);
    expect(await codeOf(osm('set_wifi_network', { ssid: '', encryption: 'none', password: '' }))).toBe(2);
    expect(await codeOf(osm('set_wifi_network', { encryption: 'none', password: '' }))).toBe(2);
    // The local interface refuses the same.
    await expect(local.setWifi({ ssid: wpa, encryption: 'WPA2', password: 'short' })).rejects.toMatchObject({ status: 400, errorCode: '000400' });
    await advance(5000);
    expect(await status()).toEqual(before);
    expect((await osm<PlatformInfo>('getPlatformInfo')).network).toEqual(network);
    await osm('ping');
    expect(names()).toEqual([]);
  });

  it('refuses the read-only admin with code 6 and another user reaches nothing, changing nothing', async () => {
    const before = await status();
    const viewer = await login(h.sim, { identity: viewerAccount.username, secret: viewerAccount.password });
    const viewerLink = linkFor(h.sim, viewer);
    const stranger = linkFor(h.sim, await login(h.sim, OTHER));
    try {
      await viewerLink.ready();
      // The admin reads it (spec 1 §6) but may not change it.
      expect(await viewerLink.request<WifiStatus>(scope, 'get_wifi_status', {}, { channel: 'osm' })).toEqual(before);
      const set = { ssid: 'Viewer-Net', encryption: 'none', password: '' };
      expect(await codeOf(viewerLink.request(scope, 'set_wifi_network', set, { channel: 'osm' }))).toBe(6);
      await stranger.ready();
      const refused = await stranger.request(scope, 'set_wifi_network', { ...set, ssid: 'Stranger-Net' }, { channel: 'osm', timeoutMs: 1500 }).catch((e: unknown) => e);
      // The broker refuses the stranger the gateway's topics (SUBACK 0x80): the command never reaches it.
      expect(refused).toMatchObject({ packet: { granted: [128, 128] } });
    } finally {
      await viewerLink.end();
      await stranger.end();
    }
    await advance(5000);
    expect(await status()).toEqual(before);
  });
});
