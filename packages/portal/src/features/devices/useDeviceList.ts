import { useCallback, useSyncExternalStore } from 'react';
import type { DeviceListSnapshot, GatewayHandle } from '@homeport/sdk';

const NONE: DeviceListSnapshot = { state: 'idle', ids: [], error: null };

/** The device list of the handle's store (its first read starts here); idle while there is no handle. */
export function useDeviceList(handle: GatewayHandle | null): DeviceListSnapshot {
  const subscribe = useCallback((listener: () => void) => (handle ? handle.devices.subscribeList(listener) : () => undefined), [handle]);
  return useSyncExternalStore(subscribe, () => (handle ? handle.devices.getList() : NONE));
}
