export { vars } from './theme.css';
export { Switch, type SwitchProps } from './switch/switch';
export { Dimmer, type DimmerProps } from './dimmer/dimmer';
export { SensorValue, type SensorValueProps } from './sensor-value/sensor-value';
