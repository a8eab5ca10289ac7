import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { SETTER_DEFAULTS, ValueSetter } from './value-setter';

export interface ValueSetterConnectedProps extends ConnectedWidgetProps {
  service: string;
  property: string;
  visibleLabel?: string;
}

/** The value setter bound to one number property: the property's min and max (default 16 to 31), sent 700 ms after the last change. */
export function ValueSetterConnected({ handle, deviceId, service, property, label, visibleLabel, device, disabled }: ValueSetterConnectedProps) {
  const control = useDeviceControl(handle, deviceId, device);
  const value = useDeviceProperty<number>(handle, deviceId, service, property);
  const options = control.definition(service, property)?.options ?? {};
  return (
    <ValueSetter
      label={label ?? control.device?.device_name ?? property}
      visibleLabel={visibleLabel}
      value={value.value ?? options.min ?? SETTER_DEFAULTS.min}
      min={options.min}
      max={options.max}
      step={options.step}
      unit={options.unit}
      disabled={disabled || value.value === undefined || !control.canChange(service, property)}
      onValueChange={value.suppressEcho}
      onValueCommit={(next) => void value.set(next).catch(() => undefined)}
    />
  );
}
