import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { GatewayHandle, PropertyRef, PropertySnapshot } from '@homeport/sdk';

/**
 * Several properties of one device in one hook, for widgets that show a
 * fixed set (the smart meter's phases and relays): one subscription per
 * property, and one array that stays the same until one of them changes.
 * `refs` should be a constant (module level), or memoised.
 */
export function useDeviceProperties(handle: GatewayHandle, deviceId: number, refs: readonly PropertyRef[]): readonly PropertySnapshot[] {
  const store = handle.devices;
  const last = useRef<readonly PropertySnapshot[]>([]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const offs = refs.map((ref) => store.subscribe(deviceId, ref.service, ref.property, listener));
      return () => offs.forEach((off) => off());
    },
    [store, deviceId, refs],
  );
  const getSnapshot = () => {
    const next = refs.map((ref) => store.getProperty(deviceId, ref.service, ref.property));
    const previous = last.current;
    if (next.length === previous.length && next.every((cell, i) => cell === previous[i])) return previous;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(subscribe, getSnapshot);
}
