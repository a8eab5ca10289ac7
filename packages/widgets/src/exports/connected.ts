// Connected forms of the basic widgets (one barrel per area keeps parallel work apart).
export { SwitchConnected, type SwitchConnectedProps } from '../switch/switch.connected';
export { DimmerConnected, type DimmerConnectedProps } from '../dimmer/dimmer.connected';
export { ValueSetterConnected, type ValueSetterConnectedProps } from '../value-setter/value-setter.connected';
export { FanModeConnected, type FanModeConnectedProps } from '../fan-mode/fan-mode.connected';
export { AudioPlayerConnected, type AudioPlayerConnectedProps } from '../audio-player/audio-player.connected';
export { OptionGroupConnected, type OptionGroupConnectedProps } from '../option-group/option-group.connected';
export {
  SensorValueConnected,
  type SensorValueConnectedProps,
  GasDetectorConnected,
  PressureSensorConnected,
  PanicButtonConnected,
  BatteryIconConnected,
} from '../sensor-value/sensors.connected';
export { doorLockState } from '../door-lock/door-lock.connected';
