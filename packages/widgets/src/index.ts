export { vars } from './theme.css';
export { widgetsI18n, WidgetsI18nProvider, defineTexts } from './i18n/widgetText';
export { useDeviceProperty, ECHO_SUPPRESS_MS, type DeviceProperty, type DevicePropertyOptions } from './binding/useDeviceProperty';
export { Switch, type SwitchProps } from './switch/switch';
export { Dimmer, type DimmerProps } from './dimmer/dimmer';
export { SensorValue, type SensorValueProps } from './sensor-value/sensor-value';
export { OptionGroup, type OptionGroupProps } from './option-group/option-group';
export { AudioPlayer, AUDIO_COMMANDS, type AudioPlayerProps, type AudioCommand } from './audio-player/audio-player';
export { SceneStatus, SCENE_STATUS_ICONS, sceneStatusIcon, type SceneStatusProps, type SceneStatusIcon } from './scene-status/scene-status';
