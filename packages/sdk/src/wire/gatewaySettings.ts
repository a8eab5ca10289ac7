import * as v from 'valibot';
import { BRIDGE_MODES, type BridgeMode } from '../rules/bridgeMode';
import { flag, integer, queryText, recordId, serialNumber, text } from './fields';

/**
 * Wire shapes of gateway settings, /new_gateway and the gateway's own
 * settings commands (spec 2 §2 "Gateway settings", §3, §7; docs/contracts.md
 * "Gateway settings"). The rules behind the fields (licence key, address,
 * OTA window, bridge models) are in rules/.
 */

// ---- REST: /udm ----

/** GET /udm/device/{sn}/reboot and /factoryReset: the gateway restarts and is back after `backInMs` (simulated time). */
export interface RestartAnswer {
  serialNumber: string;
  kind: RestartKind;
  backInMs: number;
}
export const RESTART_KINDS = ['reboot', 'factory_reset'] as const;
export type RestartKind = (typeof RESTART_KINDS)[number];

/** gateway_restarting: published on the gateway's evt topic just before it goes offline. */
export const GatewayRestartingData = v.object({
  serialNumber: text(32),
  kind: v.picklist(RESTART_KINDS, `must be one of ${RESTART_KINDS.join(', ')}`),
  backInMs: integer(0, 3_600_000),
});
export type GatewayRestarting = v.InferOutput<typeof GatewayRestartingData>;

/**
 * PUT /udm/device/{sn}/assign (spec 2 §7: userId, name, secureId,
 * licenceKey). `userId` may only name the caller; `secureId` and
 * `licenceKey` are upper-cased (spec 2 §5) and judged by rules/secureId.ts
 * and rules/licenceKey.ts on arrival.
 */
export const AssignGatewayBody = v.strictObject(
  {
    userId: v.optional(recordId()),
    name: v.optional(v.string('must be a string')),
    secureId: text(128),
    licenceKey: v.optional(text(128, 0)),
  },
  'is not a field of this call',
);
export type AssignGatewayRequest = v.InferInput<typeof AssignGatewayBody>;

// ---- REST: /geolocation (spec 2 §7 "Location") ----

/** The address as it travels (spec 2 §3 "Address"). */
export const GatewayAddressBody = v.strictObject(
  {
    serial_number: serialNumber(),
    address: v.strictObject({ line1: text(200, 0), line2: v.optional(text(200, 0), '') }, 'is not a field of the address (line1, line2)'),
    city: text(200, 0),
    zip: text(50, 0),
    country: v.optional(text(100, 0), ''),
    alpha2Code: text(2, 0),
  },
  'is not a field of this call',
);
export type GatewayAddressRequest = v.InferInput<typeof GatewayAddressBody>;

/** A stored address, with where it was found (null: not located, GEOLOCATION off). */
export interface GatewayAddress {
  serial_number: string;
  address: { line1: string; line2: string };
  city: string;
  zip: string;
  country: string;
  alpha2Code: string;
  location: GeoLocation | null;
  updatedAt: number;
}

export interface GeoLocation {
  lat: number;
  lng: number;
}

/** A place GET /geolocation/searchByCityName answers. */
export interface GeoPlace {
  city: string;
  state: string;
  country: string;
  alpha2Code: string;
  location: GeoLocation;
}

/** GET /geolocation/searchByCityName?name=…&alpha2Code=… (at least 2 characters). */
export const CitySearchQuery = v.object({
  name: v.pipe(v.string('must be given once, as a plain value'), v.trim(), v.minLength(2, 'must be at least 2 characters'), v.maxLength(64, 'must be at most 64 characters')),
  alpha2Code: queryText(2),
});

/** POST /geolocation/get: where an address is, without storing it. */
export const GeolocateBody = v.strictObject({ city: text(200), zip: v.optional(text(50, 0), ''), alpha2Code: text(2, 2) }, 'is not a field of this call');

// ---- REST: /alarm/gtw (spec 2 §7, GW_OO_NOTIF) ----

/** POST /alarm/gtw/enableOOnotifications: tell `userId` (the caller) when the gateway goes online or offline. */
export const OnlineOfflineNotificationsBody = v.strictObject({ value: flag(), serialNumber: serialNumber(), userId: recordId() }, 'is not a field of this call');

// ---- REST: /kpi, /subs ----

/** GET /kpi/data/gateway?serialNumber=… and POST /kpi/data/gateway/sync {serialNumber}. */
export const KpiQuery = v.object({ serialNumber: serialNumber() });
export const KpiSyncBody = v.strictObject({ serialNumber: serialNumber() }, 'is not a field of this call');

export const KPI_NAMES = ['uptime', 'devices', 'devicesOffline', 'zwaveNodes', 'zigbeeNodes', 'rules', 'cpuLoad', 'memoryUsed', 'storageUsed'] as const;
export type KpiName = (typeof KPI_NAMES)[number];

export interface Kpi {
  name: KpiName;
  value: number;
  /** s, count, % */
  unit: 's' | 'count' | '%';
}

/** The gateway's KPI report as the cloud last received it; `syncedAt` null before the first sync. */
export interface KpiReport {
  serialNumber: string;
  syncedAt: number | null;
  kpis: Kpi[];
}

/** GET /subs/getSubForGateway?serialNumber=…, POST /subs/deactivate {serialNumber}. */
export const SubscriptionQuery = v.object({ serialNumber: serialNumber() });
export const SubscriptionDeactivateBody = v.strictObject({ serialNumber: serialNumber() }, 'is not a field of this call');

export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'none'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface Subscription {
  serialNumber: string;
  status: SubscriptionStatus;
  plan: string | null;
  /** The licence key behind it, masked but for its last 4 characters. */
  licenceKey: string | null;
  activatedAt: number | null;
  validUntil: number | null;
}

/** A row of GET /subs/licenceKeyForUser: the caller's licence keys (whole: they are the caller's). */
export interface Licence {
  licenceKey: string;
  plan: string;
  /** The gateway it is used by, null while unused. */
  serialNumber: string | null;
  status: 'unused' | 'active' | 'inactive';
}

// ---- MQTT: the gateway's own settings (osm) ----

/** get_zwave_info (osm, query): the Z-Wave controller (spec 2 §2 "Z-Wave info"). */
export interface ZwaveInfo {
  apiVersion: string;
  homeId: string;
  nodeId: number;
  role: 'primary' | 'secondary' | 'sis';
  /** Z-Wave devices in the network besides the controller. */
  nodes: number;
}

/** get_zigbee_info (osm, query): the Zigbee coordinator (spec 2 §2 "Zigbee info"). */
export interface ZigbeeInfo {
  channel: number;
  firmwareVersion: string;
  macAddress: string;
  /** dBm. */
  txPower: number;
  nodes: number;
}

/** get_timezone / set_timezone (osm): the gateway's timezone, shared with its local interface. */
export interface GatewayTimezone {
  location: string;
  available: string[];
}
export const SetTimezoneParams = v.object({ location: text(64) });

/**
 * set_gateway_password (osm): the local interface's admin password, set by
 * the cloud for a user who may change the gateway. Plain (8 to 64
 * characters) or its SHA-256 hex digest (spec 2 §7 "hashed passwords").
 */
export const SetGatewayPasswordParams = v.object({ newPassword: text(128) });

/** setGatewayOperationMode (osm, spec 2 §7): the bridge mode; the cloud keeps the bits (rules/bridgeMode.ts). */
export const SetOperationModeParams = v.object({ mode: v.picklist(BRIDGE_MODES, `must be one of ${BRIDGE_MODES.join(', ')}`) });
export type { BridgeMode };

/**
 * The gateway's own services (spec 2 §7: OTA start and stop times use
 * OtaControllerService; alarm notification toggles AlarmControllerService).
 * get_controller_properties answers all; set_controller_properties sets
 * several properties of one service at once (the OTA window is judged whole).
 */
export interface ControllerProperties {
  OtaControllerService: { AutoUpdateStartTime: string; AutoUpdateStopTime: string };
  AlarmControllerService: { Notifications: boolean; StatusChangeNotifications: boolean };
}
export const CONTROLLER_SERVICES = ['OtaControllerService', 'AlarmControllerService'] as const;
export type ControllerService = (typeof CONTROLLER_SERVICES)[number];

const hhmm = () => v.pipe(v.string('must be a time HH:mm'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm (00:00 to 23:59)'));

export const SetControllerPropertiesParams = v.variant(
  'service',
  [
    v.object({
      service: v.literal('OtaControllerService'),
      values: v.strictObject({ AutoUpdateStartTime: hhmm(), AutoUpdateStopTime: hhmm() }, 'is not a property of OtaControllerService'),
    }),
    v.object({
      service: v.literal('AlarmControllerService'),
      values: v.strictObject({ Notifications: v.optional(flag()), StatusChangeNotifications: v.optional(flag()) }, 'is not a property of AlarmControllerService'),
    }),
  ],
  `must be one of ${CONTROLLER_SERVICES.join(', ')}`,
);
export type SetControllerPropertiesRequest = v.InferInput<typeof SetControllerPropertiesParams>;

/** controller_property_changed: one property of the gateway's own services changed. */
export const ControllerPropertyChangedData = v.object({
  service_name: v.picklist(CONTROLLER_SERVICES, `must be one of ${CONTROLLER_SERVICES.join(', ')}`),
  property_name: text(64),
  property_value: v.union([v.string(), v.boolean()], 'must be a string or true or false'),
});

/** bridge_mode_changed: the gateway's answer to setGatewayOperationMode, before the cloud's gateway_mode_changed. */
export const BridgeModeChangedData = v.object({ mode: v.picklist(BRIDGE_MODES, `must be one of ${BRIDGE_MODES.join(', ')}`) });

/** Event names of gateway settings (docs/contracts.md "Gateway settings"). */
export const GatewaySettingsEvent = {
  restarting: 'gateway_restarting',
  factoryReset: 'gateway_factory_reset',
  controllerProperty: 'controller_property_changed',
  timezone: 'timezone_changed',
  bridgeMode: 'bridge_mode_changed',
  address: 'gateway_address_changed',
  assigned: 'gateway_assigned',
} as const;
