import { createHash } from 'node:crypto';
import { WifiEvent, type NetworkInterfaceChanged, type SetWifiNetworkAnswer, type SetWifiNetworkRequest, type WifiStatus } from '@homeport/sdk';
import { applyGatewayPatch } from '../cloud/applyGatewayPatch';
import type { SimContext } from '../context';
import { localStateOf } from '../local/localState';
import { scanWifi } from '../local/wifiScan';
import { WIFI_CONNECT_MS, wifiView } from '../local/wifiStatus';
import type { EmittedEvent } from './commands/types';
import type { GatewayEmulator } from './emulator';
import { gatewayBySerial } from '../store/cloudIndex';

/**
 * Joining a Wi-Fi network (spec 2 §2 "Wi-Fi", §7 set-wifi-network), the
 * same way from the local interface and from gateway settings: the setting
 * is saved as `connecting` (beginWifi), and WIFI_CONNECT_MS later on the
 * simulator clock the join is settled (settleWifi): connected when the scan
 * shows the network with that encryption, else failed. A connected gateway
 * reaches the cloud over Wi-Fi from then on (docs/decisions.md "Wi-Fi from
 * gateway settings"): platform info's network type and the cloud record's
 * connectionType become `wifi`, with a new address, and
 * `network_interface_changed` goes out. A failed join changes neither.
 * The cloud record keeps when the join settles, so a simulator stopped
 * meanwhile settles it at its next start (resumeWifi).
 */

/** The status event of a Wi-Fi state. */
const statusEvent = (status: WifiStatus): EmittedEvent => ({ name: WifiEvent.status, data: status });

/** Saves the new network as connecting; answers what the caller says and publishes. The settings were checked by the caller. */
export function beginWifi(emulator: GatewayEmulator, settings: SetWifiNetworkRequest): { answer: SetWifiNetworkAnswer; events: EmittedEvent[] } {
  const local = localStateOf(emulator);
  local.wifi = { ssid: settings.ssid, encryption: settings.encryption, setAt: emulator.now(), state: 'connecting' };
  emulator.save();
  return {
    answer: { ssid: settings.ssid, state: 'connecting', connectMs: WIFI_CONNECT_MS },
    events: [statusEvent(wifiView(emulator, local, emulator.now()))],
  };
}

/** Arms the settling of the join begun last on the gateway (after beginWifi), and notes it in the cloud record. */
export function armWifiSettle(ctx: SimContext, emulator: GatewayEmulator): void {
  const { serial } = emulator;
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  const wifi = localStateOf(emulator).wifi;
  if (!gateway || !wifi || wifi.state !== 'connecting') return;
  gateway.wifiSettleAt = wifi.setAt + WIFI_CONNECT_MS;
  ctx.cloud.commit();
  arm(ctx, serial, wifi.setAt);
}

function arm(ctx: SimContext, serial: string, setAt: number): void {
  ctx.clock.setTimeoutAt(() => {
    settleWifi(ctx, serial, setAt).catch((error: unknown) => ctx.log(`wifi: ${serial} could not settle: ${String(error)}`));
  }, setAt + WIFI_CONNECT_MS);
}

/** The address a Wi-Fi network's router hands the gateway (fixed per gateway and network). */
function wifiAddress(serial: string, ssid: string): string {
  const bytes = createHash('sha256').update(`${serial}/${ssid}`).digest();
  return `192.168.${1 + (bytes[0]! % 254)}.${2 + (bytes[1]! % 252)}`;
}

/**
 * Settles the join begun at `setAt`; nothing when another network was set
 * since (its own timer settles it) or it is settled already.
 */
export async function settleWifi(ctx: SimContext, serial: string, setAt: number): Promise<void> {
  if (!gatewayBySerial(ctx.cloud.state, serial)) return;
  const emulator = await ctx.emulators.acquire(serial);
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway || !emulator) return;
  const { platform } = emulator.contents;
  /**
   * The record's note of this join is done with once the gateway's file
   * says how it ended (or the setting is gone: a factory reset); it is
   * written with the record's connectionType when that follows the
   * gateway's network type (gateway_updated), else alone.
   */
  const settled = async (published: Promise<void>) => {
    if (gateway.wifiSettleAt !== undefined && gateway.wifiSettleAt !== null && gateway.wifiSettleAt <= setAt + WIFI_CONNECT_MS) gateway.wifiSettleAt = null;
    if (platform.networkType !== gateway.connectionType) {
      // applyGatewayPatch writes cloud.json before it publishes: the note and the type in one write, after the events queued above.
      await Promise.all([published, applyGatewayPatch(ctx, gateway, { cloud: { connectionType: platform.networkType }, emulator: {} })]);
      return;
    }
    ctx.cloud.commit();
    await published;
  };
  const local = localStateOf(emulator);
  const wifi = local.wifi;
  // Settled already (a stopped simulator may have saved the gateway's file but not the record), replaced, or forgotten.
  if (!wifi || wifi.setAt !== setAt || wifi.state !== 'connecting') return settled(Promise.resolve());
  const before = wifiView(emulator, { ...local, wifi: null }, emulator.now());
  const seen = scanWifi(serial).some((n) => n.ssid === wifi.ssid && n.encryption === wifi.encryption);
  wifi.state = seen ? 'connected' : 'failed';
  const events: EmittedEvent[] = [];
  const previous = platform.networkType;
  // Another network than the one it was on (the home network it sat on counts): a new interface and address.
  const moved = seen && (previous !== 'wifi' || before.ssid !== wifi.ssid);
  if (moved) {
    platform.networkType = 'wifi';
    platform.ip = wifiAddress(serial, wifi.ssid);
  }
  emulator.save();
  events.push(statusEvent(wifiView(emulator, local, emulator.now())));
  if (moved) {
    const change: NetworkInterfaceChanged = { type: 'wifi', previous, ssid: wifi.ssid, ip: platform.ip };
    events.push({ name: WifiEvent.networkInterface, data: change });
  }
  ctx.log(`wifi: ${serial} ${wifi.state} ${JSON.stringify(wifi.ssid)}${moved ? ` (was ${previous})` : ''}`);
  // The gateway says it first (all queued by emit), then the cloud keeps how it is connected (gateway_updated {connectionType}).
  await settled(emulator.emit(events));
}

/** At start: the joins a stopped simulator left unsettled are settled at their time (at once when it has passed). Answers how many. */
export function resumeWifi(ctx: SimContext): number {
  let count = 0;
  for (const gateway of ctx.cloud.state.gateways) {
    if (gateway.wifiSettleAt === undefined || gateway.wifiSettleAt === null) continue;
    arm(ctx, gateway.serialNumber, gateway.wifiSettleAt - WIFI_CONNECT_MS);
    count++;
  }
  return count;
}
