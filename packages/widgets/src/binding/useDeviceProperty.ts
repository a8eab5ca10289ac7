import { useCallback, useEffect, useRef, useState } from 'react';
import { propertyChangedEventName, type GatewayHandle, type PropertyValue } from '@homeport/sdk';

/** spec 2 §4: a slider change suppresses the property's echo for 1.1 s. */
export const ECHO_SUPPRESS_MS = 1100;

export interface DevicePropertyOptions<V> {
  /** A value already known (e.g. from the device list); skips the first read. */
  initial?: V;
}

export interface DeviceProperty<V> {
  /** The confirmed value; undefined until read. */
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
 * Binds a widget to one device property of one gateway: reads it, follows
 * `device_{id}_property_changed`, sends changes and keeps the confirmed value.
 * Only this hook's component re-renders when its property changes.
 */
export function useDeviceProperty<V extends PropertyValue>(
  handle: GatewayHandle,
  deviceId: number,
  service: string,
  property: string,
  options: DevicePropertyOptions<V> = {},
): DeviceProperty<V> {
  const [value, setValue] = useState<V | undefined>(options.initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const quietUntil = useRef(0);
  const hasInitial = options.initial !== undefined;

  useEffect(() => {
    let live = true;
    const eventName = propertyChangedEventName(deviceId);
    const off = handle.onEvent((event) => {
      if (event.name !== eventName || Date.now() < quietUntil.current) return;
      const data = event.data as { service_name?: unknown; property_name?: unknown; property_value?: unknown } | null;
      if (!data || data.service_name !== service || data.property_name !== property) return;
      const next = data.property_value;
      if (next === null || ['boolean', 'number', 'string'].includes(typeof next)) setValue(next as V);
    });
    if (!hasInitial) {
      handle
        .request<{ value: V }>('get_service_property_value', { device: deviceId, service, property }, { type: 'query' })
        .then((answer) => live && setValue(answer.value))
        .catch((e: unknown) => live && setError(e instanceof Error ? e : new Error(String(e))));
    }
    return () => {
      live = false;
      off();
    };
  }, [handle, deviceId, service, property, hasInitial]);

  const set = useCallback(
    async (next: V) => {
      setPending(true);
      setError(null);
      try {
        const answer = await handle.request<{ value?: V }>('set_service_property_value', { device: deviceId, service, property, value: next });
        setValue(answer && answer.value !== undefined ? answer.value : next);
      } catch (e) {
        const failure = e instanceof Error ? e : new Error(String(e));
        setError(failure);
        throw failure;
      } finally {
        setPending(false);
      }
    },
    [handle, deviceId, service, property],
  );

  const suppressEcho = useCallback(() => {
    quietUntil.current = Date.now() + ECHO_SUPPRESS_MS;
  }, []);

  return { value, set, pending, error, suppressEcho };
}
