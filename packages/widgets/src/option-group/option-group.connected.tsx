import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { OptionGroup } from './option-group';

export interface OptionGroupConnectedProps extends ConnectedWidgetProps {
  service: string;
  property: string;
  visibleLabel?: string;
  /** The shown text of an option (e.g. translated); defaults to the device's own text. */
  optionText?: (text: string) => string;
}

/** One choice among the values an option property declares (options.values), sent as the device reports them. */
export function OptionGroupConnected({ handle, deviceId, service, property, label, visibleLabel, optionText = (text) => text, device, disabled }: OptionGroupConnectedProps) {
  const control = useDeviceControl(handle, deviceId, device);
  const state = useDeviceProperty<number | string>(handle, deviceId, service, property);
  const choices = control.definition(service, property)?.options?.values ?? {};
  // Option codes travel as numbers when the device reports numbers.
  const typed = (code: string) => (typeof state.value === 'number' ? Number(code) : code);
  return (
    <OptionGroup
      label={label ?? control.device?.device_name ?? property}
      visibleLabel={visibleLabel}
      value={String(state.value ?? '')}
      options={Object.entries(choices).map(([code, text]) => ({ value: code, label: optionText(text) }))}
      disabled={disabled || state.value === undefined || state.pending || !control.canChange(service, property)}
      onValueChange={(code) => void state.set(typed(code)).catch(() => undefined)}
    />
  );
}
