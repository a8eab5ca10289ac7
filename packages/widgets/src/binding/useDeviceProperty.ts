import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { GatewayHandle, PropertyValue } from '@homeport/sdk';

/** spec 2 §4: a slider change suppresses the property's echo for 1.1 s (kept by the sdk's device store). */
export { ECHO_SUPPRESS_MS } from '@homeport/sdk';

export interface DevicePropertyOptions<V> {
  /** A value already known (e.g. from the page); shown, and offered to the store, until the store knows one. */
  initial?: V;
}

export interface DeviceProperty<V> {
  /** The confirmed value; undefined until known. */
  value: V | undefined;
  /** Sends the value; resolves when the gateway confirms (value updated), rejects on refusal. */
  set: (value: V) => Promise<void>;
  /** A set is in flight. */
  pending: boolean;
  error: Error | null;
  /** Call on each slider movement: events for this property are ignored for 1.1 s. */
  suppressEcho: () => void;
}

/**
 * Binds a component to one device property of one gateway through the
 * handle's device store (the one owner of device state): only this
 * component re-renders when the property changes, and nothing is read
 * that the store already holds.
 */
export function useDeviceProperty<V extends PropertyValue>(
  handle: GatewayHandle,
  deviceId: number,
  service: string,
  property: string,
  options: DevicePropertyOptions<V> = {},
): DeviceProperty<V> {
  const store = handle.devices;
  const subscribe = useCallback((listener: () => void) => store.subscribe(deviceId, service, property, listener), [store, deviceId, service, property]);
  const snapshot = useSyncExternalStore(subscribe, () => store.getProperty(deviceId, service, property));
  const { initial } = options;
  useEffect(() => {
    if (initial !== undefined) store.offer(deviceId, service, property, initial);
  }, [store, deviceId, service, property, initial]);

  const set = useCallback(
    async (next: V) => {
      await store.set(deviceId, service, property, next);
    },
    [store, deviceId, service, property],
  );
  const suppressEcho = useCallback(() => store.suppressEcho(deviceId, service, property), [store, deviceId, service, property]);

  return { value: (snapshot.value ?? initial) as V | undefined, set, pending: snapshot.pending, error: snapshot.error, suppressEcho };
}
