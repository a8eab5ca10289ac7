import * as v from 'valibot';

/**
 * The device shapes as the gateway sends them (docs/contracts.md "Devices"):
 * the entries of `get_object_list_by_type_detailed {type: "device"}`, and
 * the events `device_{id}_property_changed` and `device_status_changed`.
 * The TypeScript types of the model are inferred from these schemas, so the
 * types and the checks cannot disagree.
 */

const text = v.pipe(v.string(), v.maxLength(256));
const id = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PropertyValueSchema = v.nullable(v.union([v.boolean(), v.number(), v.string()]));
export type PropertyValue = v.InferOutput<typeof PropertyValueSchema>;

export const PropertyOptionsSchema = v.object({
  min: v.optional(v.number()),
  max: v.optional(v.number()),
  step: v.optional(v.number()),
  unit: v.optional(v.string()),
  /** Allowed values of an option property, by code. */
  values: v.optional(v.record(v.string(), v.string())),
  /** Spec 2 §4: stays enabled while the device is offline (status 5). */
  notToDisable: v.optional(v.boolean()),
  /** Spec 2 §4: stays enabled while the device is restricted (status 7). */
  enabledWhenRestricted: v.optional(v.boolean()),
});
export type PropertyOptions = v.InferOutput<typeof PropertyOptionsSchema>;

export const DevicePropertySchema = v.object({
  name: text,
  value: PropertyValueSchema,
  type: v.picklist(['bool', 'number', 'text', 'option']),
  readonly: v.boolean(),
  options: v.optional(PropertyOptionsSchema),
});
export type DeviceProperty = v.InferOutput<typeof DevicePropertySchema>;

export const DeviceServiceSchema = v.object({
  name: text,
  type: text,
  property_list: v.array(DevicePropertySchema),
});
export type DeviceService = v.InferOutput<typeof DeviceServiceSchema>;

export const PropertyRefSchema = v.object({ service: text, property: text });
export type PropertyRef = v.InferOutput<typeof PropertyRefSchema>;

/** The widget kind the portal renders for a device. */
export const DEVICE_KINDS = [
  'switch',
  'dimmer',
  'thermostat',
  'fan',
  'roller_shutter',
  'door_lock',
  'ir_blaster',
  'color_light',
  'smart_meter',
  'gas_detector',
  'pressure_sensor',
  'panic_button',
  'weather',
  'camera',
  'audio',
  'sensor',
  'hue_bridge',
] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** Device status codes 0 to 7 (spec 1 §9; named in model/entities.ts DeviceStatus). */
export const DeviceStatusSchema = v.picklist([0, 1, 2, 3, 4, 5, 6, 7]);
export type DeviceStatusCode = v.InferOutput<typeof DeviceStatusSchema>;

/** One entry of the detailed device list. */
export const DeviceSchema = v.object({
  id,
  device_name: v.string(),
  /** Device type catalogue entry (spec 2 §3): Outlet, Dimmer, Thermostat, ... */
  class: v.string(),
  kind: v.picklist(DEVICE_KINDS),
  device_manufacturer: v.string(),
  status: DeviceStatusSchema,
  bus_id: v.picklist(['zwave', 'zigbee', 'wise', 'ip']),
  icon: v.string(),
  firmwareVersion: v.string(),
  room_id: v.nullable(id),
  service_list: v.array(DeviceServiceSchema),
  /** At most 4 (spec 2 §9). */
  quick_properties: v.array(PropertyRefSchema),
});
export type Device = v.InferOutput<typeof DeviceSchema>;

/** `device_{id}_property_changed` (spec 3 §7 "Real-time events received"). */
export const PropertyChangedSchema = v.object({
  device_id: id,
  service_name: text,
  service_type: v.optional(v.string()),
  property_name: text,
  property_value: PropertyValueSchema,
});
export type PropertyChanged = v.InferOutput<typeof PropertyChangedSchema>;

/** `device_status_changed`. */
export const DeviceStatusChangedSchema = v.object({
  device_id: id,
  device_status: DeviceStatusSchema,
});
export type DeviceStatusChanged = v.InferOutput<typeof DeviceStatusChangedSchema>;

/** The answer to get_service_property_value and set_service_property_value. */
export const PropertyAnswerSchema = v.object({ value: PropertyValueSchema });

/** "service_list.0.property_list.2.type: Invalid type: ..." — the path names the field. */
export function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'invalid';
  const path = v.getDotPath(first);
  return path ? `${path}: ${first.message}` : first.message;
}
