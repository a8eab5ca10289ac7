import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { useWidgetText } from '../i18n/widgetText';
import { RollerShutter, type ShutterKind } from './roller-shutter';
import { ns } from './roller-shutter.texts';

export interface RollerShutterConnectedProps extends ConnectedWidgetProps {
  kind?: ShutterKind;
  service?: string;
  /** The level property; `Command` in the same service (0 stop) is used for Stop when present. */
  property?: string;
}

/** The roller shutter bound to a device's level, with echo suppression while dragging (spec 2 §4). */
export function RollerShutterConnected({
  handle,
  deviceId,
  label,
  kind = 'roller',
  service = 'ShutterService',
  property = 'Level',
  device,
  disabled,
}: RollerShutterConnectedProps) {
  const t = useWidgetText(ns);
  const control = useDeviceControl(handle, deviceId, device);
  const level = useDeviceProperty<number>(handle, deviceId, service, property);
  const command = useDeviceProperty<number>(handle, deviceId, service, 'Command');
  const hasStop = control.device?.service_list.some((s) => s.name === service && s.property_list.some((p) => p.name === 'Command')) ?? false;
  return (
    <RollerShutter
      label={label ?? control.device?.device_name ?? t('DEFAULT_LABEL')}
      kind={kind}
      value={level.value ?? 0}
      disabled={disabled || level.value === undefined || !control.canChange(service, property)}
      onValueChange={level.suppressEcho}
      onValueCommit={(next) => void level.set(next).catch(() => undefined)}
      onStop={hasStop && control.canChange(service, 'Command') ? () => void command.set(0).catch(() => undefined) : undefined}
    />
  );
}
