import { useTranslation } from 'react-i18next';
import { DimmerConnected, OptionGroupConnected, SensorValueConnected, SwitchConnected } from '@homeport/widgets';
import type { Device, DeviceProperty, DeviceService, GatewayHandle } from '@homeport/sdk';

/** A colour light's sliders show what their values mean: the hue's rainbow (0 to 360°), white from warm to cool. */
const COLOR_TRACKS: Partial<Record<string, string>> = {
  HueLevel: 'linear-gradient(to right, hsl(0 100% 50%), hsl(60 100% 50%), hsl(120 100% 50%), hsl(180 100% 50%), hsl(240 100% 50%), hsl(300 100% 50%), hsl(360 100% 50%))',
  ColorTemperature: 'linear-gradient(to right, #ffb46b, #fff4e8, #cddcff)',
};

interface PropertyControlProps {
  handle: GatewayHandle;
  device: Device;
  service: DeviceService;
  property: DeviceProperty;
  /** The user may write (role, subrole); the device-status rules are the widget's. */
  canWrite: boolean;
}

/** One property as a connected widget: a switch, a slider, a choice or a reading, by the property's type. */
export function PropertyControl({ handle, device, service, property, canWrite }: PropertyControlProps) {
  const { t } = useTranslation();
  // The device catalogue's names first (radio link, firmware), then the general ones.
  const name = t([`DEVICE_PROPERTY.${property.name}`, `PROPERTY.${property.name}`], { defaultValue: property.name });
  const optionText = (text: string) => t(`VALUE.${text}`, { defaultValue: text });
  // The accessible name carries the device too; the card shows it once above.
  const bound = {
    handle,
    deviceId: device.id,
    service: service.name,
    property: property.name,
    label: t('DEVICES.PROPERTY_LABEL', { device: device.device_name, property: name }),
    visibleLabel: name,
    disabled: !canWrite,
  };
  const { min, max, unit, values } = property.options ?? {};

  if (!property.readonly && property.type === 'bool') return <SwitchConnected {...bound} />;
  if (!property.readonly && property.type === 'number' && typeof min === 'number' && typeof max === 'number')
    return <DimmerConnected {...bound} unit={unit ?? ''} track={service.name === 'ColorService' ? COLOR_TRACKS[property.name] : undefined} />;
  if (!property.readonly && property.type === 'option' && values) return <OptionGroupConnected {...bound} optionText={optionText} />;
  return (
    <SensorValueConnected
      handle={handle}
      deviceId={device.id}
      service={service.name}
      property={property.name}
      label={name}
      trueText={t('DEVICES.ON')}
      falseText={t('DEVICES.OFF')}
      optionText={optionText}
    />
  );
}
