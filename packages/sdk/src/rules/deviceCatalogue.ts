import type { Device, DeviceKind } from '../wire/deviceEvents';

/**
 * What a person can add from the add-device wizard (spec 2 §2 "type,
 * device" tabs; §3 device type catalogue), by type and then model. Each
 * model says how it joins: `button` devices join an open network when
 * their pair button is pressed (Z-Wave, Zigbee). Devices added by an id
 * (wise, media, custom; spec 2 §5) are paired through the /wise calls;
 * media devices only where MULTIMEDIA_SUPPORT is on.
 */
export interface CatalogueModel {
  /** Stable id, also the i18n key of its name (PAIRING.MODEL.{id}). */
  id: string;
  kind: DeviceKind;
  bus: Device['bus_id'];
  joinsBy: 'button' | 'wise' | 'media' | 'custom';
  /** The wise type sent with a wise pairing (spec 2 §3 wise kinds). */
  wiseType?: string;
}

export interface CatalogueType {
  /** A device type of spec 2 §3 (DEVICE_TYPE.{type} names it). */
  type: string;
  models: readonly CatalogueModel[];
}

const button = (id: string, kind: DeviceKind, bus: Device['bus_id'] = 'zwave'): CatalogueModel => ({ id, kind, bus, joinsBy: 'button' });
const wise = (id: string, kind: DeviceKind, wiseType: string): CatalogueModel => ({ id, kind, bus: 'wise', joinsBy: 'wise', wiseType });

export const DEVICE_CATALOGUE: readonly CatalogueType[] = [
  { type: 'Outlet', models: [button('zwave_plug', 'switch'), button('zigbee_plug', 'switch', 'zigbee'), wise('wise_plug', 'switch', 'Lighting.Switch')] },
  { type: 'Light', models: [button('zwave_dimmer', 'dimmer'), button('zigbee_colour_bulb', 'color_light', 'zigbee'), wise('wise_dimmer', 'dimmer', 'Lighting.Dimmer')] },
  { type: 'Thermostat', models: [button('zwave_thermostat', 'thermostat'), wise('wise_thermostat', 'thermostat', 'Hvac.Thermostat')] },
  { type: 'HVAC', models: [button('zwave_fan', 'fan')] },
  { type: 'Shutter', models: [button('zwave_roller_shutter', 'roller_shutter')] },
  { type: 'Access Control', models: [button('zwave_door_lock', 'door_lock')] },
  {
    type: 'Security',
    models: [button('zwave_gas_detector', 'gas_detector'), button('zwave_panic_button', 'panic_button'), button('zigbee_pressure_sensor', 'pressure_sensor', 'zigbee')],
  },
  { type: 'Sensor', models: [button('zigbee_contact_sensor', 'sensor', 'zigbee')] },
  { type: 'Remote', models: [button('zigbee_ir_blaster', 'ir_blaster', 'zigbee')] },
  { type: 'Camera', models: [{ id: 'ip_camera', kind: 'camera', bus: 'ip', joinsBy: 'media' }] },
  { type: 'Controller', models: [{ id: 'custom_device', kind: 'hue_bridge', bus: 'ip', joinsBy: 'custom' }] },
];

/** The model of `id`, with its type; undefined for an id the catalogue does not have. */
export function catalogueModel(id: string): { type: CatalogueType; model: CatalogueModel } | undefined {
  for (const type of DEVICE_CATALOGUE) {
    const model = type.models.find((m) => m.id === id);
    if (model) return { type, model };
  }
  return undefined;
}
