import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { gatewayHandle, routes, type AdminGatewayRow } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { chosenSerialAtom, linkAtom, userAtom } from '../../../state/atoms';
import { gatewayRef } from '../../../state/gatewayRef';
import { queryKeys } from '../../../state/queryKeys';

export type SelectionStep = 'privilege' | 'pin' | 'devices';
export type SelectionFailure = 'PRIVILEGED' | 'PIN_LOCKED' | 'NO_RESPONSE';

export type Selection = { phase: 'idle' } | { phase: 'connecting'; serial: string; step: SelectionStep } | { phase: 'failed'; serial: string; reason: SelectionFailure };

/**
 * Gateway selection for admins (spec 1 §4.3, spec 3 §4): a connecting
 * dialog, the privilege check after 1.5 s, the PIN check 1.5 s later, a 15 s
 * failure timer until the device list has loaded, then gtw_settings.
 */
export function useGatewaySelection() {
  const store = useStore();
  const queryClient = useQueryClient();
  const { rest, config } = useServices();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const [selection, setSelection] = useState<Selection>({ phase: 'idle' });
  const attempt = useRef(0);
  const cleanups = useRef<Array<() => void>>([]);

  const stop = useCallback(() => {
    attempt.current += 1;
    for (const cleanup of cleanups.current.splice(0)) cleanup();
  }, []);
  useEffect(() => stop, [stop]);

  const fail = useCallback(
    (serial: string, reason: SelectionFailure) => {
      stop();
      // spec 1 §4.3: return to the list with an alert; the gateway is not kept.
      store.set(chosenSerialAtom, null);
      setSelection({ phase: 'failed', serial, reason });
    },
    [stop, store],
  );

  const select = useCallback(
    async (row: AdminGatewayRow): Promise<'ignored' | 'started'> => {
      // spec 1 §4.3: a replacement in progress makes the choice ignored.
      if (row.replacementInProgress) return 'ignored';
      stop();
      const mine = ++attempt.current;
      const live = () => attempt.current === mine;
      const { serialNumber: serial } = row;
      const { selectionCheckDelayMs, selectionFailureMs } = config.constants;
      const wait = (ms: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          cleanups.current.push(() => clearTimeout(timer));
        });

      setSelection({ phase: 'connecting', serial, step: 'privilege' });
      const failure = setTimeout(() => live() && fail(serial, 'NO_RESPONSE'), selectionFailureMs);
      cleanups.current.push(() => clearTimeout(failure));

      try {
        await wait(selectionCheckDelayMs);
        if (!live()) return 'started';
        const privilege = await rest.gateways.privilegeCheck(serial);
        if (!live()) return 'started';
        // spec 1 §4.2: the owner string's prefix tells whether this client holds it.
        if (privilege.privileged && !(user && privilege.owner?.startsWith(user.id))) return (fail(serial, 'PRIVILEGED'), 'started');

        setSelection({ phase: 'connecting', serial, step: 'pin' });
        await wait(selectionCheckDelayMs);
        if (!live()) return 'started';
        const pin = await rest.gateways.pinLockCheck(serial);
        if (!live()) return 'started';
        if (pin.locked) return (fail(serial, 'PIN_LOCKED'), 'started');

        // spec 1 §4.3: store the choice, load the detailed devices, go to gtw_settings.
        setSelection({ phase: 'connecting', serial, step: 'devices' });
        // The row is the gateway's record: into the cache, then make it current.
        queryClient.setQueryData(queryKeys.gateway(serial), row);
        store.set(chosenSerialAtom, serial);
        if (row.connectionStatus === 'online') await devicesLoaded(store, row, cleanups.current);
        if (!live()) return 'started';
        stop();
        setSelection({ phase: 'idle' });
        navigate(routes.gtw_settings);
      } catch {
        if (live()) fail(serial, 'NO_RESPONSE');
      }
      return 'started';
    },
    [config, rest, store, queryClient, user, navigate, stop, fail],
  );

  const cancel = useCallback(() => {
    stop();
    store.set(chosenSerialAtom, null);
    setSelection({ phase: 'idle' });
  }, [stop, store]);

  return { selection, select, cancel };
}

/**
 * Resolves when the chosen gateway's device list is read, into the device
 * store of its handle (where the pages find it). A failed read never
 * resolves: the selection's failure timer tells it.
 */
function devicesLoaded(store: ReturnType<typeof useStore>, row: AdminGatewayRow, cleanups: Array<() => void>): Promise<void> {
  return new Promise((resolve) => {
    const load = () => {
      const link = store.get(linkAtom);
      if (!link) return false;
      const devices = gatewayHandle(link, gatewayRef(row)).devices;
      void devices.load().then(() => devices.getList().state === 'ready' && resolve());
      return true;
    };
    if (load()) return;
    const unsubscribe = store.sub(linkAtom, () => load() && unsubscribe());
    cleanups.push(unsubscribe);
  });
}
