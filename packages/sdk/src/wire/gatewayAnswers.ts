import * as v from 'valibot';
import { BRIDGE_MODES } from '../rules/bridgeMode';
import { WIFI_ENCRYPTIONS } from '../rules/wifi';
import { deviceIdSchema } from './commands';
import { WIFI_STATES } from './wifi';

/**
 * Answers of the gateway commands that no other wire file reads
 * (docs/contracts.md "Gateway commands answered by the emulator"); the
 * command map (gatewayCommands.ts) pairs each command with its answer.
 * The interfaces of the same shapes (ZwaveInfo, WifiStatus, ...) stay where
 * they are; gatewayCommands.test-d.ts proves each schema gives exactly them.
 */

const count = () => v.pipe(v.number(), v.integer(), v.minValue(0));
const id = () => v.pipe(v.number(), v.integer(), v.minValue(0));

/** No params: a query or command that takes nothing. */
export const NoParams = v.object({});

/** getPlatformInfo (osm, spec 2 §3). */
export const PlatformInfoSchema = v.object({
  gateway: v.object({ ohm_version: v.string(), app_version: v.string(), osm_version: v.string(), model: v.string() }),
  network: v.object({ type: v.picklist(['ethernet', 'wifi', 'unknown']), ip: v.string() }),
  lock_status: v.number(),
});

/** getLockStatus (osm): the PIN lock's status code, 0 when not locked. */
export const LockStatusSchema = v.object({ status: v.number() });
/** get_privileged_mode (osm, spec 1 §4.2): whether privileged mode is held, and by whom. */
export const PrivilegedModeSchema = v.object({ active: v.boolean(), owner: v.nullable(v.string()) });
export const PongSchema = v.object({ pong: v.boolean() });

/** The home-setup writes answer the id they changed. */
export const FloorIdAnswer = v.object({ floor_id: id() });
export const RoomIdAnswer = v.object({ room_id: id() });
export const DeviceRoomAnswer = v.object({ device_id: deviceIdSchema(), room_id: id() });
export const DeviceNameAnswer = v.object({ device_id: deviceIdSchema(), device_name: v.string() });
export const DeviceIdAnswer = v.object({ device_id: deviceIdSchema() });

/** delete_rule and run_rule. */
export const RuleIdAnswer = v.object({ rule_id: id() });
export const RunRuleAnswer = v.object({ rule_id: id(), run_id: id() });

/** Gateway settings (osm): the shapes of wire/gatewaySettings.ts's interfaces. */
export const ZwaveInfoSchema = v.object({ apiVersion: v.string(), homeId: v.string(), nodeId: v.number(), role: v.picklist(['primary', 'secondary', 'sis']), nodes: count() });
export const ZigbeeInfoSchema = v.object({ channel: v.number(), firmwareVersion: v.string(), macAddress: v.string(), txPower: v.number(), nodes: count() });
export const GatewayTimezoneSchema = v.object({ location: v.string(), available: v.array(v.string()) });
export const TimezoneAnswer = v.object({ location: v.string() });
export const PasswordChangedAnswer = v.object({ passwordChanged: v.literal(true) });
export const OperationModeAnswer = v.object({ mode: v.picklist(BRIDGE_MODES) });
export const ControllerPropertiesSchema = v.object({
  OtaControllerService: v.object({ AutoUpdateStartTime: v.string(), AutoUpdateStopTime: v.string() }),
  AlarmControllerService: v.object({ Notifications: v.boolean(), StatusChangeNotifications: v.boolean() }),
});

/** Wi-Fi (osm): wire/wifi.ts's interfaces as schemas. */
export const WifiNetworkSchema = v.object({ ssid: v.string(), encryption: v.picklist(WIFI_ENCRYPTIONS), quality: v.number() });
export const WifiStatusSchema = v.object({
  ssid: v.nullable(v.string()),
  encryption: v.nullable(v.picklist(WIFI_ENCRYPTIONS)),
  state: v.picklist(WIFI_STATES),
  quality: v.nullable(v.number()),
});
export const SetWifiNetworkAnswerSchema = v.object({ ssid: v.string(), state: v.literal('connecting'), connectMs: v.number() });

/** create_layout (bulk): every floor asked for, with its rooms, and how many were new. */
export const CreateLayoutAnswer = v.object({
  floors: v.array(v.object({ floor_id: id(), floor_name: v.string(), rooms: v.array(v.object({ room_id: id(), room_name: v.string() })) })),
  created: count(),
});
