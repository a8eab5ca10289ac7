import type { GatewayHandle } from '@homeport/sdk';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { useWidgetText } from '../i18n/widgetText';
import { Weather } from './weather';
import { ns } from './weather.texts';

export interface WeatherConnectedProps {
  handle: GatewayHandle;
  deviceId: number;
  label?: string;
  service?: string;
}

/** The weather station bound to a device's WeatherService (Summary, Temperature, Humidity, WindSpeed, Pressure, Rainfall). */
export function WeatherConnected({ handle, deviceId, label, service = 'WeatherService' }: WeatherConnectedProps) {
  const t = useWidgetText(ns);
  const summary = useDeviceProperty<number>(handle, deviceId, service, 'Summary').value ?? null;
  const temperature = useDeviceProperty<number>(handle, deviceId, service, 'Temperature').value ?? null;
  const humidity = useDeviceProperty<number>(handle, deviceId, service, 'Humidity').value ?? null;
  const windSpeed = useDeviceProperty<number>(handle, deviceId, service, 'WindSpeed').value ?? null;
  const pressure = useDeviceProperty<number>(handle, deviceId, service, 'Pressure').value ?? null;
  const rainfall = useDeviceProperty<number>(handle, deviceId, service, 'Rainfall').value ?? null;
  return (
    <Weather label={label ?? t('DEFAULT_LABEL')} summary={summary} temperature={temperature} humidity={humidity} windSpeed={windSpeed} pressure={pressure} rainfall={rainfall} />
  );
}
