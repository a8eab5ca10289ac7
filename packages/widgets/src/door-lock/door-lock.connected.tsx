import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { useWidgetText } from '../i18n/widgetText';
import { DoorLock, type DoorLockState } from './door-lock';
import { ns } from './door-lock.texts';

export interface DoorLockConnectedProps extends ConnectedWidgetProps {
  service?: string;
}

const TYPES = ['Arm', 'Emergency', 'Fire', 'Panic'];

/** The lock state: locked with timer while an auto-relock time is set (docs/contracts.md). */
export function doorLockState(locked: boolean | undefined, autoRelockSeconds: number | undefined): DoorLockState {
  if (!locked) return 'unlocked';
  return autoRelockSeconds !== undefined && autoRelockSeconds > 0 ? 'locked_with_timer' : 'locked';
}

/** The door lock bound to a device's DoorLockService (Locked, AutoRelock, OperatingMode, LockType). */
export function DoorLockConnected({ handle, deviceId, label, service = 'DoorLockService', device, disabled }: DoorLockConnectedProps) {
  const t = useWidgetText(ns);
  const control = useDeviceControl(handle, deviceId, device);
  const locked = useDeviceProperty<boolean>(handle, deviceId, service, 'Locked');
  const relock = useDeviceProperty<number>(handle, deviceId, service, 'AutoRelock');
  const mode = useDeviceProperty<number>(handle, deviceId, service, 'OperatingMode');
  const type = useDeviceProperty<number>(handle, deviceId, service, 'LockType');
  return (
    <DoorLock
      label={label ?? control.device?.device_name ?? t('DEFAULT_LABEL')}
      state={doorLockState(locked.value, relock.value)}
      type={type.value === undefined ? undefined : TYPES[type.value]}
      mode={mode.value}
      disabled={disabled || locked.value === undefined || locked.pending || !control.canChange(service, 'Locked')}
      modeDisabled={disabled || !control.canChange(service, 'OperatingMode')}
      onLockedChange={(next) => void locked.set(next).catch(() => undefined)}
      onModeChange={(next) => void mode.set(next).catch(() => undefined)}
    />
  );
}
