import {
  mdiAccessPoint,
  mdiAlarmLight,
  mdiBrightness6,
  mdiCctv,
  mdiFan,
  mdiGasCylinder,
  mdiGauge,
  mdiHelpCircleOutline,
  mdiHubOutline,
  mdiHvac,
  mdiLightbulb,
  mdiLockSmart,
  mdiMeterElectric,
  mdiMotionSensor,
  mdiPalette,
  mdiPowerSocketEu,
  mdiRemote,
  mdiShieldHome,
  mdiSpeaker,
  mdiThermostat,
  mdiToggleSwitch,
  mdiWeatherPartlyCloudy,
  mdiWindowShutter,
} from '@mdi/js';
import type { DeviceKind } from '@homeport/sdk';

/** One icon per device kind: the kind says what a device does, so a gas detector and a motion sensor differ though both are class "Sensor". */
export const DEVICE_KIND_ICONS: Record<DeviceKind, string> = {
  switch: mdiToggleSwitch,
  dimmer: mdiBrightness6,
  thermostat: mdiThermostat,
  fan: mdiFan,
  roller_shutter: mdiWindowShutter,
  door_lock: mdiLockSmart,
  ir_blaster: mdiRemote,
  color_light: mdiPalette,
  smart_meter: mdiMeterElectric,
  gas_detector: mdiGasCylinder,
  pressure_sensor: mdiGauge,
  panic_button: mdiAlarmLight,
  weather: mdiWeatherPartlyCloudy,
  camera: mdiCctv,
  audio: mdiSpeaker,
  sensor: mdiMotionSensor,
  hue_bridge: mdiHubOutline,
};

/** One icon per device class (the classes spec 2 names and the simulator seeds), for a device whose kind is unknown. */
export const DEVICE_CLASS_ICONS: Record<string, string> = {
  'Access Control': mdiLockSmart,
  Audio: mdiSpeaker,
  Camera: mdiCctv,
  Controller: mdiHubOutline,
  Dimmer: mdiBrightness6,
  HVAC: mdiHvac,
  Light: mdiLightbulb,
  Outlet: mdiPowerSocketEu,
  Remote: mdiRemote,
  Security: mdiShieldHome,
  Sensor: mdiMotionSensor,
  Shutter: mdiWindowShutter,
  Thermostat: mdiThermostat,
  WeatherDevice: mdiWeatherPartlyCloudy,
  Gateway: mdiAccessPoint,
};

export const UNKNOWN_DEVICE_ICON = mdiHelpCircleOutline;

/** The icon of a device: by its kind, else its class, else a question mark. */
export function deviceIcon(device: { kind?: string; class?: string }): string {
  const byKind: Partial<Record<string, string>> = DEVICE_KIND_ICONS;
  return byKind[device.kind ?? ''] ?? DEVICE_CLASS_ICONS[device.class ?? ''] ?? UNKNOWN_DEVICE_ICON;
}
