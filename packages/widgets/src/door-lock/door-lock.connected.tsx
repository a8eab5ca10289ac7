import type { GatewayHandle } from '@homeport/sdk';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { DoorLock } from './door-lock';

export interface DoorLockConnectedProps {
  handle: GatewayHandle;
  deviceId: number;
  label?: string;
  service?: string;
  disabled?: boolean;
}

/** The door lock bound to a device's DoorLockService (Locked, OperatingMode, LockType). */
export function DoorLockConnected({ handle, deviceId, label = 'Door lock', service = 'DoorLockService', disabled }: DoorLockConnectedProps) {
  const locked = useDeviceProperty<boolean>(handle, deviceId, service, 'Locked');
  const mode = useDeviceProperty<number>(handle, deviceId, service, 'OperatingMode');
  const type = useDeviceProperty<number>(handle, deviceId, service, 'LockType');
  const types = ['Arm', 'Emergency', 'Fire', 'Panic'];
  return (
    <DoorLock
      label={label}
      state={locked.value ? 'locked' : 'unlocked'}
      type={type.value === undefined ? undefined : types[type.value]}
      mode={mode.value}
      disabled={disabled || locked.value === undefined || locked.pending}
      onLockedChange={(next) => void locked.set(next).catch(() => undefined)}
      onModeChange={(next) => void mode.set(next).catch(() => undefined)}
    />
  );
}
