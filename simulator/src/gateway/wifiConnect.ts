import type { SetWifiNetworkAnswer, SetWifiNetworkRequest } from '@homeport/sdk';
import { applyGatewayPatch } from '../cloud/applyGatewayPatch';
import type { SimContext } from '../context';
import { localStateOf } from '../local/localState';
import { WIFI_CONNECT_MS, wifiView } from '../local/wifiStatus';
import type { EmittedEvent } from './commands/outcome';
import type { GatewayEmulator } from './emulator';
import { settleWifiJoin, wifiJoinConnecting } from './ops/cloudChanges';
import { wifiStatusEvent } from './wifiJoin';
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

/** Saves the new network as connecting; answers what the caller says and publishes. The settings were checked by the caller. */
export function beginWifi(emulator: GatewayEmulator, settings: SetWifiNetworkRequest): { answer: SetWifiNetworkAnswer; events: EmittedEvent[] } {
  const local = localStateOf(emulator);
  local.wifi = { ssid: settings.ssid, encryption: settings.encryption, setAt: emulator.now(), state: 'connecting' };
  emulator.save();
  return {
    answer: { ssid: settings.ssid, state: 'connecting', connectMs: WIFI_CONNECT_MS },
    events: [wifiStatusEvent(wifiView(emulator, local, emulator.now()))],
  };
}

/**
 * Arms the settling of the join begun last on the gateway (after beginWifi),
 * and notes it in the cloud record: from the gateway's own interface, which
 * holds the emulator (local/localRoutes.ts).
 */
export function armWifiSettle(ctx: SimContext, emulator: GatewayEmulator): void {
  const wifi = localStateOf(emulator).wifi;
  if (wifi?.state === 'connecting') armWifiSettleAt(ctx, emulator.serial, wifi.setAt);
}

/** The same from the cloud (a gateway's report that a join began): the gateway is asked when the join was set. */
export async function armReportedWifiSettle(ctx: SimContext, serial: string): Promise<void> {
  const joining = await ctx.emulators.runIfThere(serial, wifiJoinConnecting, undefined);
  if (joining) armWifiSettleAt(ctx, serial, joining.setAt);
}

/** The cloud's part: the record notes when the join set at `setAt` settles, and the clock settles it then. */
function armWifiSettleAt(ctx: SimContext, serial: string, setAt: number): void {
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway) return;
  gateway.wifiSettleAt = setAt + WIFI_CONNECT_MS;
  ctx.cloud.commit();
  arm(ctx, serial, setAt);
}

function arm(ctx: SimContext, serial: string, setAt: number): void {
  ctx.clock.setTimeoutAt(() => {
    settleWifi(ctx, serial, setAt).catch((error: unknown) => ctx.log(`wifi: ${serial} could not settle: ${String(error)}`));
  }, setAt + WIFI_CONNECT_MS);
}

/**
 * Settles the join begun at `setAt` (the gateway's part: ops/cloudChanges.ts
 * settleWifiJoin); nothing when another network was set since (its own
 * timer settles it) or it is settled already.
 */
export async function settleWifi(ctx: SimContext, serial: string, setAt: number): Promise<void> {
  if (!gatewayBySerial(ctx.cloud.state, serial)) return;
  // The gateway says it first (its events written), then the cloud keeps how it is connected (gateway_updated {connectionType}).
  const settledOn = await ctx.emulators.runIfThere(serial, settleWifiJoin, { setAt });
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway || !settledOn) return;
  if (settledOn.logLine !== null) ctx.log(settledOn.logLine);
  /**
   * The record's note of this join is done with once the gateway's file
   * says how it ended (or the setting is gone: a factory reset); it is
   * written with the record's connectionType when that follows the
   * gateway's network type (gateway_updated), else alone.
   */
  if (gateway.wifiSettleAt !== undefined && gateway.wifiSettleAt !== null && gateway.wifiSettleAt <= setAt + WIFI_CONNECT_MS) gateway.wifiSettleAt = null;
  if (settledOn.networkType !== gateway.connectionType) {
    // applyGatewayPatch writes cloud.json before it publishes: the note and the type in one write.
    await applyGatewayPatch(ctx, gateway, { cloud: { connectionType: settledOn.networkType }, emulator: {} });
    return;
  }
  ctx.cloud.commit();
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
