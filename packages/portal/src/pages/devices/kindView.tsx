import type { ReactElement } from 'react';
import { GasDetector, PanicButton, PressureSensor } from '@homeport/widgets';
import type { Device, PropertyValue } from '@homeport/sdk';

/** A property's value by service and name, or undefined. */
export function propertyValue(device: Device, service: string, property: string): PropertyValue | undefined {
  return device.service_list.find((s) => s.name === service)?.property_list.find((p) => p.name === property)?.value;
}

const num = (v: PropertyValue | undefined): number | null => (typeof v === 'number' ? v : null);

/**
 * Read-only device kinds that have a widget of their own; null for kinds the
 * card shows property by property.
 */
export function kindView(device: Device): ReactElement | null {
  switch (device.kind) {
    case 'gas_detector':
      return (
        <GasDetector
          label={device.device_name}
          type={num(propertyValue(device, 'GasService', 'GasType')) ?? 0}
          alarm={propertyValue(device, 'GasService', 'Alarm') === true}
          concentration={num(propertyValue(device, 'GasService', 'Concentration'))}
        />
      );
    case 'pressure_sensor':
      return (
        <PressureSensor
          label={device.device_name}
          type={num(propertyValue(device, 'PressureService', 'PressureType')) ?? -1}
          value={num(propertyValue(device, 'PressureService', 'Pressure'))}
        />
      );
    case 'panic_button':
      return (
        <PanicButton
          label={device.device_name}
          type={num(propertyValue(device, 'PanicService', 'Type')) ?? 3}
          triggered={propertyValue(device, 'PanicService', 'Triggered') === true}
        />
      );
    default:
      return null;
  }
}
