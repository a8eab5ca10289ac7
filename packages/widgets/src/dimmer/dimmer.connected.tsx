import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { Dimmer } from './dimmer';

export interface DimmerConnectedProps extends ConnectedWidgetProps {
  /** Defaults to LevelService.Level (0 to 100 %). */
  service?: string;
  property?: string;
  visibleLabel?: string;
  /** Defaults to the property's unit, else %. */
  unit?: string;
  /** A CSS background for the track (see Dimmer). */
  track?: string;
}

/**
 * A slider bound to one number property: its range and unit come from the
 * device's description; each movement suppresses the echo for 1.1 s (spec 2 §4).
 */
export function DimmerConnected({ handle, deviceId, service = 'LevelService', property = 'Level', label, visibleLabel, unit, device, disabled, track }: DimmerConnectedProps) {
  const control = useDeviceControl(handle, deviceId, device);
  const level = useDeviceProperty<number>(handle, deviceId, service, property);
  const options = control.definition(service, property)?.options ?? {};
  return (
    <Dimmer
      label={label ?? control.device?.device_name ?? property}
      visibleLabel={visibleLabel}
      track={track}
      value={level.value ?? options.min ?? 0}
      min={options.min ?? 0}
      max={options.max ?? 100}
      step={options.step ?? 1}
      unit={unit ?? options.unit ?? '%'}
      disabled={disabled || level.value === undefined || !control.canChange(service, property)}
      onValueChange={level.suppressEcho}
      onValueCommit={(next) => void level.set(next).catch(() => undefined)}
    />
  );
}
