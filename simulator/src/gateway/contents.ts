import type { BridgeMode, Device, Floor, Rule, ScenarioStatus } from '@homeport/sdk';
import type { FactorySecrets } from './factorySecrets';

/** What the gateway itself reports in getPlatformInfo (spec 2 §3 "Platform info"). */
export interface PlatformState {
  model: string;
  ohmVersion: string;
  appVersion: string;
  osmVersion: string;
  networkType: 'ethernet' | 'wifi' | 'unknown';
  ip: string;
}

/**
 * One emulated gateway's own state, stored in `gateways/{serial}.json`
 * (DESIGN.md: a file per gateway, so one change rewrites one small file).
 */
export interface GatewayContents {
  serialNumber: string;
  platform: PlatformState;
  /** Holder of privileged mode ("{userId}" or "{userId}:{client}"), null when inactive. */
  privilegedBy: string | null;
  pinLocked: boolean;
  /** The sticker (gateway/factorySecrets.ts): plain, for QA to read; the gateway checks against the hashes below. */
  factory: FactorySecrets;
  /**
   * Salted scrypt of the gateway PIN: made from `factory.pin` the first time
   * a PIN is checked (gateway/gatewayPin.ts), replaced by a PIN reset.
   */
  pinCodeHash?: string | null;
  /** The LAN web interface's state; absent until first used (factory settings, from `factory.localPassword`). */
  local?: LocalState;
  devices: Device[];
  /** Floor 0 holds the fixed room 0 "Unsorted Devices" (spec 2 §2 Home setup). */
  floors: Floor[];
  /** The node behind each device id, by its hardware id (a paired node's; a duplicate join is refused with 705). */
  hardwareIds?: Record<string, string>;
  /** Devices whose node no longer answers (QA made it fail): offline, and removable as a failed node. */
  failedNodes?: number[];
  /** When each node in `failedNodes` failed (simulator clock, ms, by device id): its mesh routes stop being refreshed then (gateway/mesh.ts). */
  nodeFailedAt?: Record<string, number>;
  /** The rules (scenes) the gateway keeps and runs (gateway/rules/ruleEngine.ts), in the order they were made. */
  rules: Rule[];
  /** The 20 scenario statuses, by resource id 0 to 19 (sdk SCENARIO_STATUS_NAMES). */
  scenarioStatuses: ScenarioStatus[];
  /** The last id handed out to a rule, trigger, action set or notification (one sequence, never reused). */
  ruleSeq: number;
  /** Node upgrades QA arranged to fail (control API "firmware"): the percentage at which each device's next upgrade stops, by device id. */
  upgradeFailAt?: Record<string, number>;
  /** The gateway's own settings (gateway/gatewaySettings.ts); absent: factory settings. */
  settings?: GatewaySettingsState;
  /** When the gateway last finished starting (simulator clock, ms); absent: it has run since the seed. */
  bootedAt?: number;
}

/** What gateway settings changes on the gateway itself (spec 2 §2), beside the local interface's state. */
export interface GatewaySettingsState {
  /** spec 2 §4 bridge mode; the cloud keeps it as operationMode bits (sdk rules/bridgeMode.ts). */
  bridgeMode: BridgeMode;
  /** OtaControllerService: the node firmware window, "HH:mm" (sdk rules/otaWindow.ts). */
  ota: { AutoUpdateStartTime: string; AutoUpdateStopTime: string };
  /** AlarmControllerService: the gateway's own notification toggles. */
  alarms: { Notifications: boolean; StatusChangeNotifications: boolean };
}

/** Contents as a gateway file holds them: a folder seeded before factory secrets has none (migrations/upgradeGatewayContents.ts). */
export type StoredGatewayContents = Omit<GatewayContents, 'factory' | 'rules' | 'scenarioStatuses' | 'ruleSeq'> & {
  factory?: unknown;
  rules?: Rule[];
  scenarioStatuses?: ScenarioStatus[];
  ruleSeq?: number;
};

/** Seconds getPlatformInfo reports in lock_status while PIN-locked (the spec gives no figure). */
export const PIN_LOCK_SECONDS = 300;

export type { WifiEncryption } from '@homeport/sdk';
import type { WifiEncryption } from '@homeport/sdk';

/** The gateway's local web interface (spec 2 §7): admin password, sessions, Wi-Fi and timezone. */
export interface LocalState {
  /** scrypt of the SHA-256 hex digest of the admin password. */
  adminPasswordHash: string;
  /** Local sessions; `id` is the SHA-256 of the session token. */
  sessions: Array<{ id: string; createdAt: number; lastSeenAt: number }>;
  /**
   * The network set last (local set-wifi-network or set_wifi_network), when
   * (simulator clock) and how joining it went: `connecting` until
   * gateway/wifiConnect.ts settles it WIFI_CONNECT_MS later. Files from
   * before `state` existed are judged by the time alone.
   */
  wifi: { ssid: string; encryption: WifiEncryption; setAt: number; state?: 'connecting' | 'connected' | 'failed' } | null;
  timezone: string;
}
