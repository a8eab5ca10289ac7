import * as v from 'valibot';
import { deviceIdSchema } from './commands';
import { DEVICE_KINDS } from './deviceEvents';
import { integer, recordId, serialNumber, text } from './fields';
import { placeName } from './home';

/**
 * Adding, excluding and replacing devices (spec 2 §4 "Add-device",
 * "Exclude", "Replace device"; §5 device ids; §7 open/close_network,
 * exclusion, remove/replace_failed_node, the /wise calls; docs/contracts.md
 * "Network, pairing and replacement").
 */

// --- the gateway's network state --------------------------------------------

/**
 * closed: nothing joins or leaves. inclusion: a device whose pair button is
 * pressed joins. exclusion: a device whose button is pressed leaves.
 * replace: the next device to join takes the place of a failed one.
 */
export const NETWORK_STATES = ['closed', 'inclusion', 'exclusion', 'replace'] as const;
export type NetworkStateName = (typeof NETWORK_STATES)[number];

/** Why the network state changed. */
export const NETWORK_CHANGE_REASONS = ['opened', 'closed', 'timeout', 'device_added', 'device_removed', 'replaced', 'failed'] as const;

/** Seconds the network stays open when the request names none (spec 2 §9: "otherwise from the server"). */
export const DEFAULT_NETWORK_TIMEOUT_S = 120;
/** Bulk add opens the network this long (spec 2 §9). */
export const BULK_NETWORK_TIMEOUT_S = 180;
export const MAX_NETWORK_TIMEOUT_S = 600;

/** open_network, exclusion (controller_command): `timeout` seconds, 10 to 600. Answer: NetworkState. */
export const OpenNetworkParams = v.object({ timeout: v.optional(integer(10, MAX_NETWORK_TIMEOUT_S)) });
/** close_network (controller_command), get_network_state (query): no params. Answer: NetworkState. */
export const CloseNetworkParams = v.object({});

/** The answer of the network commands and the data of network_state_changed. */
export const NetworkStateSchema = v.object({
  state: v.picklist(NETWORK_STATES),
  /** Seconds left while open; 0 when closed. */
  seconds_left: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The device being replaced while the state is replace. */
  device_id: v.optional(v.nullable(deviceIdSchema())),
  reason: v.optional(v.picklist(NETWORK_CHANGE_REASONS)),
});
export type NetworkState = v.InferOutput<typeof NetworkStateSchema>;

// --- pairing events ----------------------------------------------------------

/** adding_device_in_progress: a device answered the open network and is being interviewed. */
export const AddingDeviceData = v.object({
  bus_id: v.picklist(['zwave', 'zigbee', 'wise', 'ip']),
  kind: v.optional(v.picklist(DEVICE_KINDS)),
  /** A wise or remotely added device's id. */
  hardware_id: v.optional(v.string()),
});

/** device_added: the device is in the list (a client reads it again after 500 ms, spec 2 §4). */
export const DeviceAddedData = v.object({ device_id: deviceIdSchema(), device_name: v.string(), class: v.string(), hardware_id: v.optional(v.string()) });

/** device_removed. */
export const DeviceRemovedData = v.object({ device_id: deviceIdSchema() });

/** devices_added, devices_removed: several at once (a bulk add, a floor's devices). */
export const DevicesChangedData = v.object({ device_ids: v.array(deviceIdSchema()) });

/**
 * event_adding_device_failed codes (docs/contracts.md): 705 the device is
 * already on this or another gateway, 710 the interview timed out, 711 the
 * security keys were refused, 712 the device is not supported.
 */
export const ADDING_FAILED_CODES = { duplicate: 705, timeout: 710, security: 711, unsupported: 712 } as const;
export const AddingFailedData = v.object({
  code: v.pipe(v.number(), v.integer()),
  message: v.string(),
  hardware_id: v.optional(v.string()),
});

/** spec 2 §8: 705 or this message means a duplicate device. */
export const DEVICE_ALREADY_EXISTS = 'Device already exists';

// --- exclusion and failed nodes ------------------------------------------------

/** remove_failed_node: a Z-Wave node that no longer answers leaves the network (code 8 while it still answers, 9 for another bus). */
export const FailedNodeParams = v.object({ device: deviceIdSchema() });

/**
 * replace_failed_node: the network waits (state replace) for a device to
 * take the failed one's place; for a wise device the new id comes with it.
 * The replacement keeps the old device's id, name, room and the rules
 * that name it (docs/contracts.md).
 */
export const ReplaceNodeParams = v.object({ device: deviceIdSchema(), wise_device_id: v.optional(v.lazy(() => wiseDeviceId())) });

/** spec 2 §4 replace_device statuses: 0 started, 3 match, 4 mismatch (then 2), 1 finished, 2 failed. */
export const REPLACE_STATUS = { started: 0, finished: 1, failed: 2, match: 3, mismatch: 4 } as const;
export const ReplaceDeviceData = v.object({
  device_id: deviceIdSchema(),
  status: v.picklist([0, 1, 2, 3, 4]),
  message: v.optional(v.string()),
});

// --- device ids (spec 2 §5) ----------------------------------------------------

/** Wise: 12 or 16 hexadecimal characters, upper-cased. */
export const wiseDeviceId = () =>
  v.pipe(
    v.string('must be 12 or 16 hexadecimal characters'),
    v.trim(),
    v.regex(/^(?:[0-9A-Fa-f]{12}|[0-9A-Fa-f]{16})$/, 'must be 12 or 16 hexadecimal characters'),
    v.toUpperCase(),
  );
/** Media (camera, NVR): letters and digits, up to 50. */
export const mediaDeviceId = () => v.pipe(v.string('must be 1 to 50 letters and digits'), v.trim(), v.regex(/^[A-Za-z0-9]{1,50}$/, 'must be 1 to 50 letters and digits'));
/** Custom (remotely added): exactly 16 letters and digits. */
export const customDeviceId = () => v.pipe(v.string('must be exactly 16 letters and digits'), v.trim(), v.regex(/^[A-Za-z0-9]{16}$/, 'must be exactly 16 letters and digits'));

/** The device kinds that are added by id rather than by pressing a button. */
export const ID_KINDS = ['wise', 'media', 'custom'] as const;
export type IdKind = (typeof ID_KINDS)[number];

// --- REST: /wise (spec 2 §7) ---------------------------------------------------

/** What a wise device is, as a pairing request or a CSV line names it (spec 2 §3 wise kinds: Hvac.*, Sensory.*, …). */
export const wiseDeviceType = () =>
  v.pipe(text(64), v.regex(/^(?:Hvac|Sensory|Security|Lighting|Controller|Closure)\.[A-Za-z0-9_]{1,48}$/, 'must be a wise type such as Lighting.Switch'));

/** POST /wise/authorize. `replaces`: the failed device this one replaces (the wise replace wizard's pairing step). */
export const WiseAuthorizeBody = v.object({
  gatewayId: serialNumber(),
  deviceId: wiseDeviceId(),
  userId: v.optional(recordId()),
  deviceType: v.optional(wiseDeviceType()),
  deviceName: v.optional(placeName()),
  replaces: v.optional(deviceIdSchema()),
});

/** At most this many devices in one bulk request (a 0.5 MB CSV holds fewer). */
export const MAX_BULK_DEVICES = 500;

/** One line of the bulk file (spec 2 §5: deviceId, deviceName, deviceType). */
export const BulkDeviceSchema = v.object({ deviceId: wiseDeviceId(), deviceName: placeName(), deviceType: wiseDeviceType() });
export type BulkDevice = v.InferOutput<typeof BulkDeviceSchema>;

/** POST /wise/authorize/bulk. */
export const WiseBulkBody = v.object({
  gatewayId: serialNumber(),
  userId: v.optional(recordId()),
  devices: v.pipe(
    v.array(BulkDeviceSchema, 'must be a list of devices'),
    v.minLength(1, 'must list at least one device'),
    v.maxLength(MAX_BULK_DEVICES, `must list at most ${MAX_BULK_DEVICES} devices`),
  ),
});

/** POST /wise/InitializeRemoteDevice: a media or custom device added by id alone (no button). */
export const RemoteDeviceBody = v.pipe(
  v.object({
    gatewayId: serialNumber(),
    idKind: v.picklist(['media', 'custom'], 'must be media or custom'),
    deviceId: mediaDeviceId(),
    kind: v.picklist(DEVICE_KINDS, `must be one of ${DEVICE_KINDS.join(', ')}`),
    deviceName: v.optional(placeName()),
  }),
  v.forward(
    v.check((body) => body.idKind !== 'custom' || body.deviceId.length === 16, 'must be exactly 16 letters and digits'),
    ['deviceId'],
  ),
);

/** The answer of /wise/authorize and /wise/InitializeRemoteDevice: the gateway is pairing it; device_added or event_adding_device_failed follows. */
export interface WisePairingAnswer {
  deviceId: string;
  status: 'pairing';
}
/** The answer of /wise/authorize/bulk: each device accepted for pairing, or refused with why. */
export interface WiseBulkAnswer {
  accepted: string[];
  refused: Array<{ deviceId: string; errorCode: string; message: string }>;
}

// --- the bulk file (spec 2 §5) --------------------------------------------------

export const MAX_BULK_FILE_BYTES = 512 * 1024;
