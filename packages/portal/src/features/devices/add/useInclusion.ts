import { useCallback, useEffect, useState } from 'react';
import { ApiError, DEFAULT_NETWORK_TIMEOUT_S, type CatalogueModel, type GatewayHandle } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { usePrivilegedMode } from '../../../binding/usePrivilegedMode';
import { nextInclusion, type Inclusion } from './inclusion';

/**
 * The include step's work (spec 2 §4): privileged mode on, the network
 * open for inclusion, the gateway's events read into an Inclusion; and on
 * the way out (finish, cancel, leaving the page) the network closed and
 * privileged mode off again. `retry` opens the network once more.
 */
export function useInclusion(handle: GatewayHandle, active: boolean, model: CatalogueModel, deviceId: string | null = null) {
  const { rest } = useServices();
  const serial = handle.gateway.serial;
  const [inclusion, setInclusion] = useState<Inclusion>({ phase: 'starting' });
  const privilege = usePrivilegedMode(serial);

  const open = useCallback(async () => {
    setInclusion({ phase: 'starting' });
    try {
      await privilege.acquire();
      if (model.joinsBy !== 'button' && deviceId) {
        // Added by its id, through the cloud: no network to open; the gateway's events tell the rest.
        if (model.joinsBy === 'wise') await rest.wise.authorize({ gatewayId: serial, deviceId, deviceType: model.wiseType });
        else await rest.wise.initializeRemoteDevice({ gatewayId: serial, idKind: model.joinsBy, deviceId, kind: model.kind });
        setInclusion((now) => (now.phase === 'starting' ? { phase: 'adding', endsAt: null } : now));
        return;
      }
      const state = await handle.command('open_network', { timeout: DEFAULT_NETWORK_TIMEOUT_S }, { type: 'controller_command' });
      const at = Date.now();
      // The answer may come after the device already answered: keep what the events said.
      setInclusion((now) => (now.phase === 'starting' ? { phase: 'open', endsAt: at + state.seconds_left * 1000 } : now));
    } catch (error) {
      // spec 2 §8: 705 from the cloud is the duplicate warning, as from the gateway.
      if (error instanceof ApiError && error.errorCode === '705') return setInclusion({ phase: 'duplicate' });
      setInclusion({ phase: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    }
  }, [handle, rest, serial, model, deviceId, privilege]);

  /** Closes the network (when open) and gives privileged mode back; failures here change nothing the person can act on. */
  const release = useCallback(async () => {
    if (model.joinsBy === 'button') await handle.command('close_network', {}, { type: 'controller_command' }).catch(() => undefined);
    else await rest.wise.cancelPairing(serial).catch(() => undefined);
    await privilege.release();
  }, [handle, rest, serial, model, privilege]);

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
