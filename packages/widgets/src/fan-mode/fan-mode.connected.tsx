import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { FanMode, WiseFanMode } from './fan-mode';

export interface FanModeConnectedProps extends ConnectedWidgetProps {
  /** Defaults to FanService.Mode. */
  service?: string;
  property?: string;
  /** `wise`: clamps at the ends instead of wrapping (spec 2 §4). */
  variant?: 'cycle' | 'wise';
}

/** The fan mode bound to one option property: FanMode cycles 0 to 3, WiseFanMode clamps. */
export function FanModeConnected({ handle, deviceId, service = 'FanService', property = 'Mode', variant = 'cycle', label, device, disabled }: FanModeConnectedProps) {
  const control = useDeviceControl(handle, deviceId, device);
  const mode = useDeviceProperty<number>(handle, deviceId, service, property);
  const Widget = variant === 'wise' ? WiseFanMode : FanMode;
  return (
    <Widget
      label={label ?? control.device?.device_name ?? property}
      mode={mode.value ?? 0}
      disabled={disabled || mode.value === undefined || mode.pending || !control.canChange(service, property)}
      onModeChange={(next) => void mode.set(next).catch(() => undefined)}
    />
  );
}
