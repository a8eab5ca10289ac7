import * as v from 'valibot';
import { WIFI_ENCRYPTIONS, type WifiEncryption } from '../rules/wifi';
import { text } from './fields';

/**
 * Wi-Fi of the gateway as gateway settings reaches it over MQTT (spec 2 §2
 * "Wi-Fi appears inside gateway settings", §3 "Wi-Fi network", §9): the
 * same scan, the same state and the same setting as the local interface's
 * scan-wifi-networks, get-board-info `wifi` and set-wifi-network (spec 2
 * §7), so a network set one way is seen the other way
 * (docs/contracts.md "Wi-Fi from gateway settings").
 */

/** A network the gateway sees; `quality` in percent (0 to 100; the icon bands are rules/wifi.ts). */
export interface WifiNetwork {
  ssid: string;
  encryption: WifiEncryption;
  quality: number;
}

export const WIFI_STATES = ['disconnected', 'connecting', 'connected', 'failed'] as const;
export type WifiState = (typeof WIFI_STATES)[number];

/** The gateway's Wi-Fi now: the network set last (or its home network), and how joining it went. */
export interface WifiStatus {
  ssid: string | null;
  encryption: WifiEncryption | null;
  state: WifiState;
  /** Percent, while connected; null otherwise. */
  quality: number | null;
}

/**
 * set_wifi_network (osm, command) and the local POST set-wifi-network:
 * `ssid` 1 to 32 characters; the password's rules per encryption are
 * rules/wifi.ts `wifiPasswordProblem` (judged by the gateway on arrival).
 */
export const SetWifiNetworkParams = v.object({
  encryption: v.picklist(WIFI_ENCRYPTIONS, `must be one of ${WIFI_ENCRYPTIONS.join(', ')}`),
  password: text(128, 0),
  ssid: text(32),
});
export type SetWifiNetworkRequest = v.InferOutput<typeof SetWifiNetworkParams>;

/** The answer to a set: the gateway is joining; the outcome follows after `connectMs` (simulator clock) as wifi_status_changed. */
export interface SetWifiNetworkAnswer {
  ssid: string;
  state: 'connecting';
  connectMs: number;
}

/** Names of the Wi-Fi commands (channel osm). */
export const WifiCommand = {
  scan: 'scan_wifi_networks',
  status: 'get_wifi_status',
  set: 'set_wifi_network',
} as const;

export const NETWORK_TYPES = ['ethernet', 'wifi', 'unknown'] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];

/** wifi_status_changed: the gateway's Wi-Fi state changed (connecting, then connected or failed). */
export const WifiStatusChangedData = v.object({
  ssid: v.nullable(text(32)),
  encryption: v.nullable(v.picklist(WIFI_ENCRYPTIONS)),
  state: v.picklist(WIFI_STATES),
  quality: v.nullable(v.number()),
});

/** network_interface_changed: the gateway now reaches the cloud over another interface (platform info's network type). */
export const NetworkInterfaceChangedData = v.object({
  type: v.picklist(NETWORK_TYPES),
  previous: v.picklist(NETWORK_TYPES),
  ssid: v.nullable(text(32)),
  ip: text(64),
});
export type NetworkInterfaceChanged = v.InferOutput<typeof NetworkInterfaceChangedData>;

export const WifiEvent = {
  status: 'wifi_status_changed',
  networkInterface: 'network_interface_changed',
} as const;
