export { vars } from './theme.css';
export { WidgetTextsProvider, type WidgetTextsProviderProps, type WidgetTranslate, type WidgetCatalogue } from './i18n/WidgetTextsProvider';
export type { TextVars } from './i18n/formatText';
export { useDeviceProperty, ECHO_SUPPRESS_MS, type DeviceProperty, type DevicePropertyOptions } from './binding/useDeviceProperty';
export { useDeviceProperties } from './binding/useDeviceProperties';
export type { ConnectedWidgetProps } from './binding/connectedProps';
export { Switch, type SwitchProps } from './switch/switch';
export { Dimmer, type DimmerProps } from './dimmer/dimmer';
export { SensorValue, type SensorValueProps } from './sensor-value/sensor-value';
export { OptionGroup, type OptionGroupProps } from './option-group/option-group';
export { AudioPlayer, AUDIO_COMMANDS, type AudioPlayerProps, type AudioCommand } from './audio-player/audio-player';
export { SceneStatus, SCENE_STATUS_ICONS, sceneStatusIcon, type SceneStatusProps, type SceneStatusIcon } from './scene-status/scene-status';
export { BatteryIcon, batteryBand, BATTERY_CRITICAL, type BatteryIconProps, type BatteryBand } from './battery-icon/battery-icon';
export { FanMode, WiseFanMode, nextFanMode, stepWiseFanMode, FAN_MODE_MAX, type FanModeProps } from './fan-mode/fan-mode';
export { GasDetector, GAS_TYPES, type GasDetectorProps } from './gas-detector/gas-detector';
export { PressureSensor, PRESSURE_TYPES, type PressureSensorProps } from './pressure-sensor/pressure-sensor';
export { ValueSetter, clampToStep, SETTER_DEBOUNCE_MS, SETTER_DEFAULTS, type ValueSetterProps } from './value-setter/value-setter';
export { Thermostat, ThermostatMode, roundToHalf, THERMOSTAT_MODES, FAN_ONLY_MODE, type ThermostatProps, type ThermostatModeProps } from './thermostat/thermostat';
export { ThermostatConnected, type ThermostatConnectedProps } from './thermostat/thermostat.connected';
export { DoorLock, DOOR_LOCK_STATES, DOOR_LOCK_MODES, LOCK_TYPE_ICONS, type DoorLockProps, type DoorLockState } from './door-lock/door-lock';
export { DoorLockConnected, type DoorLockConnectedProps } from './door-lock/door-lock.connected';
export { PanicButton, PANIC_TYPES, panicType, type PanicButtonProps } from './panic-button/panic-button';
export {
  ColorPicker,
  gridColor,
  nearestCell,
  swatchCss,
  colorName,
  COLOR_GRID_ROWS,
  COLOR_GRID_COLUMNS,
  HUE_MAX,
  SATURATION_MAX,
  HUE_FACTOR,
  COLOR_SYNC_MS,
  type ColorPickerProps,
  type Color,
  type ColorName,
} from './color-picker/color-picker';
export { ColorSwatch, type ColorSwatchProps } from './color-picker/color-swatch';
export {
  ColorPickerConnected,
  ColorSwatchConnected,
  saturationFromDevice,
  saturationToDevice,
  type ColorPickerConnectedProps,
  type ColorSwatchConnectedProps,
} from './color-picker/color-picker.connected';
export * from './exports/ir';
export * from './exports/meters';
export * from './exports/media';
export * from './exports/connected';
export { Icon, type IconProps } from './icons/icon';
export { DEVICE_KIND_ICONS, DEVICE_CLASS_ICONS, UNKNOWN_DEVICE_ICON, deviceIcon } from './icons/deviceIcons';
export { DEVICE_STATE_ICONS, deviceState, type DeviceState } from './icons/stateIcons';
export { SCENE_STATUS_PATHS } from './icons/sceneStatusIcons';
export { PANIC_TYPE_ICONS, GAS_ICONS, DOOR_LOCK_ICONS, ALARM_STATE_ICONS } from './icons/alarmIcons';
export { ACTION_ICONS, type IconAction } from './icons/actionIcons';
export { SIGNAL_ICONS, signalBars, type SignalBars } from './icons/signalIcons';
