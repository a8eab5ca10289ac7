import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dimmer, OptionGroup, SensorValue, Switch } from '@homeport/widgets';
import type { Device, DeviceProperty, DeviceService } from '@homeport/sdk';
import { useSetProperty } from '../../binding/useSetProperty';

interface PropertyControlProps {
  device: Device;
  service: DeviceService;
  property: DeviceProperty;
  enabled: boolean;
}

/** One quick control: a switch, a slider or a reading, by the property's type. */
export function PropertyControl({ device, service, property, enabled }: PropertyControlProps) {
  const { t } = useTranslation();
  const setProperty = useSetProperty();
  const [busy, setBusy] = useState(false);
  const name = t(`PROPERTY.${property.name}`, { defaultValue: property.name });
  // The accessible name carries the device too; the card shows it once above.
  const label = t('DEVICES.PROPERTY_LABEL', { device: device.device_name, property: name });
  const send = async (value: boolean | number | string) => {
    setBusy(true);
    await setProperty(device.id, service.name, property.name, value);
    setBusy(false);
  };

  if (!property.readonly && property.type === 'bool') {
    return <Switch label={label} visibleLabel={name} checked={property.value === true} onCheckedChange={(next) => !busy && void send(next)} disabled={!enabled} busy={busy} />;
  }
  const { min, max, step, unit } = property.options ?? {};
  if (!property.readonly && property.type === 'number' && typeof min === 'number' && typeof max === 'number') {
    return (
      <Dimmer
        label={label}
        visibleLabel={name}
        value={typeof property.value === 'number' ? property.value : min}
        min={min}
        max={max}
        step={step ?? 1}
        unit={unit ?? ''}
        disabled={!enabled}
        onValueCommit={(next) => void send(next)}
      />
    );
  }
  const choices = property.options?.values;
  if (!property.readonly && property.type === 'option' && choices) {
    // Option codes travel as numbers when the device reports numbers.
    const typed = (code: string) => (typeof property.value === 'number' ? Number(code) : code);
    return (
      <OptionGroup
        label={label}
        visibleLabel={name}
        value={String(property.value)}
        options={Object.entries(choices).map(([code, text]) => ({ value: code, label: t(`VALUE.${text}`, { defaultValue: text }) }))}
        disabled={!enabled || busy}
        onValueChange={(code) => void send(typed(code))}
      />
    );
  }
  const option = property.type === 'option' ? property.options?.values?.[String(property.value)] : undefined;
  const optionText = option === undefined ? undefined : t(`VALUE.${option}`, { defaultValue: option });
  return (
    <SensorValue
      label={name}
      value={optionText ?? property.value}
      unit={optionText ? undefined : unit}
      trueText={t('DEVICES.ON')}
      falseText={t('DEVICES.OFF')}
    />
  );
}
