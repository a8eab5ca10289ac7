import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Device, GatewayHandle } from '@homeport/sdk';
import { useDeviceList } from '../devices/useDeviceList';

const NONE: Device[] = [];

/**
 * The gateway's devices from the sdk's device store, as a list that
 * changes when a device joins or leaves, is renamed or changes status
 * (spec 2 §4: only online devices are offered; a device going offline
 * leaves the choice at once). Empty while there is no handle.
 */
export function useDevices(handle: GatewayHandle | null): Device[] {
  const cache = useRef<{ key: string; devices: Device[] }>({ key: '', devices: NONE });
  // The list's ids come from useDeviceList; each listed device is followed for its name and status.
  const { ids } = useDeviceList(handle);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!handle) return () => undefined;
      const offs = ids.map((id) => handle.devices.subscribeDevice(id, listener));
      return () => {
        for (const off of offs) off();
      };
    },
    [handle, ids],
  );
  const snapshot = () => {
    if (!handle) return NONE;
    const devices = handle.devices.devices();
    const key = devices.map((d) => `${d.id}:${d.status}:${d.device_name}`).join('\n');
    if (key !== cache.current.key) cache.current = { key, devices };
    return cache.current.devices;
  };
  return useSyncExternalStore(subscribe, snapshot);
}
