import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_NETWORK_TIMEOUT_S, DeviceRemovedData, NetworkStateSchema, parseWire, ReplaceDeviceData, type GatewayEvent, type GatewayHandle } from '@homeport/sdk';
import { usePrivilegedMode } from '../../../binding/usePrivilegedMode';

/** Where an exclusion or replacement stands. */
export type Session = { phase: 'idle' } | { phase: 'starting' } | { phase: 'open'; endsAt: number } | { phase: 'closed' } | { phase: 'done' } | { phase: 'error'; error: Error };

/**
 * One act on the gateway's network that needs privileged mode (spec 2 §4:
 * exclusion, replacement): privileged mode on, the command sent, the
 * countdown from network_state_changed, and the events of `deviceId`
 * (device_removed ends an exclusion; replace_device statuses are handed to
 * `onReplace`). Leaving closes the network and gives privileged mode back.
 */
export function useNetworkSession(handle: GatewayHandle, deviceId: number, onReplace?: (status: number) => void) {
  const serial = handle.gateway.serial;
  const [session, setSession] = useState<Session>({ phase: 'idle' });
  const privilege = usePrivilegedMode(serial);
  const replaceRef = useRef(onReplace);
  useEffect(() => {
    replaceRef.current = onReplace;
  }, [onReplace]);

  const release = useCallback(async () => {
    await handle.command('close_network', {}, { type: 'controller_command' }).catch(() => undefined);
    await privilege.release();
  }, [handle, privilege]);

  const start = useCallback(
    async (command: 'exclusion' | 'replace_failed_node', params: { wise_device_id?: string } = {}) => {
      setSession({ phase: 'starting' });
      try {
        await privilege.acquire();
        const options = { type: 'controller_command' } as const;
        const state =
          command === 'exclusion'
            ? await handle.command('exclusion', { timeout: DEFAULT_NETWORK_TIMEOUT_S }, options)
            : await handle.command('replace_failed_node', { device: deviceId, ...params }, options);
        const at = Date.now();
        setSession((now) => (now.phase === 'starting' ? { phase: 'open', endsAt: at + state.seconds_left * 1000 } : now));
      } catch (error) {
        setSession({ phase: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      }
    },
    [deviceId, handle, privilege],
  );

  useEffect(() => {
    const off = handle.onEvent((event: GatewayEvent) => {
      if (event.name === 'device_removed') {
        const read = parseWire(DeviceRemovedData, event.data, 'data');
        if (read.ok && read.value.device_id === deviceId) setSession({ phase: 'done' });
      } else if (event.name === 'replace_device') {
        const read = parseWire(ReplaceDeviceData, event.data, 'data');
        if (read.ok && read.value.device_id === deviceId) replaceRef.current?.(read.value.status);
      } else if (event.name === 'network_state_changed') {
        const read = parseWire(NetworkStateSchema, event.data, 'data');
        if (!read.ok) return;
        const at = Date.now();
        setSession((now) => {
          if (now.phase === 'done' || now.phase === 'error' || now.phase === 'idle') return now;
          // spec 2 §4: an open network counts down; any other state stops it.
          if (read.value.state !== 'closed') return { phase: 'open', endsAt: at + read.value.seconds_left * 1000 };
          return read.value.reason === 'device_removed' || read.value.reason === 'replaced' ? now : { phase: 'closed' };
        });
      }
    });
    return off;
  }, [handle, deviceId]);

  useEffect(() => () => void release(), [release]);

  return { session, start, release };
}
