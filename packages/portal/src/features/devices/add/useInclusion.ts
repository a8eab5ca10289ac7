import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_NETWORK_TIMEOUT_S, NetworkStateSchema, parseWire, type GatewayHandle } from '@homeport/sdk';
import { useServices } from '../../../app/services';
import { nextInclusion, type Inclusion } from './inclusion';

/**
 * The include step's work (spec 2 §4): privileged mode on, the network
 * open for inclusion, the gateway's events read into an Inclusion; and on
 * the way out (finish, cancel, leaving the page) the network closed and
 * privileged mode off again. `retry` opens the network once more.
 */
export function useInclusion(handle: GatewayHandle, active: boolean) {
  const { rest } = useServices();
  const serial = handle.gateway.serial;
  const [inclusion, setInclusion] = useState<Inclusion>({ phase: 'starting' });
  const privileged = useRef(false);

  const open = useCallback(async () => {
    setInclusion({ phase: 'starting' });
    try {
      if (!privileged.current) {
        await rest.gateways.privilegeActivate(serial);
        privileged.current = true;
      }
      const answer = await handle.request('open_network', { timeout: DEFAULT_NETWORK_TIMEOUT_S }, { type: 'controller_command' });
      const read = parseWire(NetworkStateSchema, answer, 'data');
      const at = Date.now();
      // The answer may come after the device already answered: keep what the events said.
      if (read.ok) setInclusion((now) => (now.phase === 'starting' ? { phase: 'open', endsAt: at + read.value.seconds_left * 1000 } : now));
    } catch (error) {
      setInclusion({ phase: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    }
  }, [handle, rest, serial]);

  /** Closes the network (when open) and gives privileged mode back; failures here change nothing the person can act on. */
  const release = useCallback(async () => {
    await handle.request('close_network', {}, { type: 'controller_command' }).catch(() => undefined);
    if (privileged.current) {
      privileged.current = false;
      await rest.gateways.privilegeDeactivate(serial).catch(() => undefined);
    }
  }, [handle, rest, serial]);

  useEffect(() => {
    if (!active) return;
    const off = handle.onEvent((event) => setInclusion((now) => nextInclusion(now, event, Date.now())));
    void open();
    return () => {
      off();
    };
  }, [active, handle, open]);

  // Leaving the wizard by any way gives the gateway back.
  useEffect(() => () => void release(), [release]);

  return { inclusion, retry: open, release };
}
