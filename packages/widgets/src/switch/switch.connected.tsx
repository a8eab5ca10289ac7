import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { Switch } from './switch';

export interface SwitchConnectedProps extends ConnectedWidgetProps {
  /** Defaults to SwitchService.State (outlets, binary lights). */
  service?: string;
  property?: string;
  visibleLabel?: string;
}

/** A switch bound to one boolean property, following the device-status rules. */
export function SwitchConnected({ handle, deviceId, service = 'SwitchService', property = 'State', label, visibleLabel, device, disabled }: SwitchConnectedProps) {
  const control = useDeviceControl(handle, deviceId, device);
  const state = useDeviceProperty<boolean>(handle, deviceId, service, property);
  return (
    <Switch
      label={label ?? control.device?.device_name ?? property}
      visibleLabel={visibleLabel}
      checked={state.value === true}
      busy={state.pending}
      // Busy, not disabled, while a change is confirmed: a disabled button would drop the keyboard focus.
      disabled={disabled || state.value === undefined || !control.canChange(service, property)}
      onCheckedChange={(next) => {
        if (!state.pending) void state.set(next).catch(() => undefined);
      }}
    />
  );
}
