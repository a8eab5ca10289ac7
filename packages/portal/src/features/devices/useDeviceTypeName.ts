import { useTranslation } from 'react-i18next';

/** A device class as people say it ("WeatherDevice" is a weather station); an unknown class shows as reported. */
export function useDeviceTypeName(): (deviceClass: string) => string {
  const { t } = useTranslation();
  return (deviceClass) => t(`DEVICE_TYPE.${deviceClass}`, { defaultValue: deviceClass });
}
