// Exports of the meter and comfort widgets (one barrel per area keeps parallel work apart).
export { RollerShutter, SHUTTER_OPEN_TOP, clampShutterLevel, type RollerShutterProps, type ShutterKind } from '../roller-shutter/roller-shutter';
export { RollerShutterConnected, type RollerShutterConnectedProps } from '../roller-shutter/roller-shutter.connected';
export { Weather, WEATHER_SUMMARIES, weatherSummary, roundWeather, type WeatherProps, type WeatherReading, type WeatherSummary } from '../weather/weather';
export { WeatherConnected, type WeatherConnectedProps } from '../weather/weather.connected';
export { SmartMeter, METER_POWER_FACTOR, METER_CURRENT_FACTOR, meterShown, type SmartMeterProps, type MeterPhase, type MeterSwitch } from '../smart-meter/smart-meter';
export { SmartMeterConnected, type SmartMeterConnectedProps } from '../smart-meter/smart-meter.connected';
export { HueBridge, type HueBridgeProps, type HueBridgeState } from '../hue-bridge/hue-bridge';
export { HueBridgeConnected, type HueBridgeConnectedProps } from '../hue-bridge/hue-bridge.connected';
export { useDeviceControl, type DeviceControl } from '../binding/useDeviceControl';
