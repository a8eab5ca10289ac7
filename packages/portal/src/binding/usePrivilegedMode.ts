import { useCallback, useMemo, useRef } from 'react';
import { useServices } from '../services/services';

/**
 * Privileged mode held by this person for the length of one act on the
 * gateway's network (spec 2 §4: adding, excluding, replacing devices).
 * `acquire` takes it once (409 while another party holds it), `release`
 * gives it back if taken; a failure to give it back changes nothing the
 * person can act on, so it is not reported.
 */
export function usePrivilegedMode(serial: string): { acquire: () => Promise<void>; release: () => Promise<void> } {
  const { rest } = useServices();
  const held = useRef(false);
  const acquire = useCallback(async () => {
    if (held.current) return;
    await rest.gateways.privilegeActivate(serial);
    held.current = true;
  }, [rest, serial]);
  const release = useCallback(async () => {
    if (!held.current) return;
    held.current = false;
    await rest.gateways.privilegeDeactivate(serial).catch(() => undefined);
  }, [rest, serial]);
  return useMemo(() => ({ acquire, release }), [acquire, release]);
}
