import type { GatewayHandle } from '@homeport/sdk';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { BatteryIcon } from '../battery-icon/battery-icon';
import { GasDetector } from '../gas-detector/gas-detector';
import { PanicButton } from '../panic-button/panic-button';
import { PressureSensor } from '../pressure-sensor/pressure-sensor';
import { SensorValue } from './sensor-value';

/**
 * Connected forms of the read-only widgets: each reads its properties once
 * and follows their events. Labels default to the device's name.
 */
interface ReadingProps {
  handle: GatewayHandle;
  deviceId: number;
  label?: string;
}

export interface SensorValueConnectedProps extends ReadingProps {
  service: string;
  property: string;
  /** Texts for a boolean reading (default On / Off). */
  trueText?: string;
  falseText?: string;
  /** The shown text of an option property's value (options.values), e.g. translated; defaults to the device's text. */
  optionText?: (text: string) => string;
}

/** Any one reading, with the unit the device gives it; an option property shows its value's text. */
export function SensorValueConnected({ handle, deviceId, service, property, label, trueText, falseText, optionText = (text) => text }: SensorValueConnectedProps) {
  const control = useDeviceControl(handle, deviceId);
  const value = useDeviceProperty<boolean | number | string>(handle, deviceId, service, property);
  const definition = control.definition(service, property);
  const option = definition?.type === 'option' && value.value !== undefined ? definition.options?.values?.[String(value.value)] : undefined;
  return (
    <SensorValue
      label={label ?? control.device?.device_name ?? property}
      value={option !== undefined ? optionText(option) : (value.value ?? null)}
      unit={option !== undefined ? undefined : definition?.options?.unit}
      trueText={trueText}
      falseText={falseText}
    />
  );
}

export function GasDetectorConnected({ handle, deviceId, label, service = 'GasService' }: ReadingProps & { service?: string }) {
  const control = useDeviceControl(handle, deviceId);
  const type = useDeviceProperty<number>(handle, deviceId, service, 'GasType');
  const alarm = useDeviceProperty<boolean>(handle, deviceId, service, 'Alarm');
  const concentration = useDeviceProperty<number>(handle, deviceId, service, 'Concentration');
  return <GasDetector label={label ?? control.device?.device_name ?? service} type={type.value ?? 0} alarm={alarm.value === true} concentration={concentration.value ?? null} />;
}

export function PressureSensorConnected({ handle, deviceId, label, service = 'PressureService' }: ReadingProps & { service?: string }) {
  const control = useDeviceControl(handle, deviceId);
  const type = useDeviceProperty<number>(handle, deviceId, service, 'PressureType');
  const pressure = useDeviceProperty<number>(handle, deviceId, service, 'Pressure');
  return (
    <PressureSensor
      label={label ?? control.device?.device_name ?? service}
      type={type.value ?? -1}
      value={pressure.value ?? null}
      unit={control.definition(service, 'Pressure')?.options?.unit}
    />
  );
}

export function PanicButtonConnected({ handle, deviceId, label, service = 'PanicService' }: ReadingProps & { service?: string }) {
  const control = useDeviceControl(handle, deviceId);
  const type = useDeviceProperty<number>(handle, deviceId, service, 'Type');
  const triggered = useDeviceProperty<boolean>(handle, deviceId, service, 'Triggered');
  return <PanicButton label={label ?? control.device?.device_name ?? service} type={type.value ?? 3} triggered={triggered.value === true} />;
}

export function BatteryIconConnected({ handle, deviceId, showText }: Omit<ReadingProps, 'label'> & { showText?: boolean }) {
  const level = useDeviceProperty<number>(handle, deviceId, 'BatteryService', 'BatteryLevel');
  return <BatteryIcon level={level.value ?? null} showText={showText} />;
}
