import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { holdsPrivilege, isAdmin, redirectAfterGatewaySwitch, routes, type Gateway } from '@homeport/sdk';
import { useServices } from '../services/services';
import { chosenSerialAtom, offlineReturnAtom, sessionAtom, userAtom } from '../state/atoms';
import { queryKeys } from '../state/queryKeys';

export type SwitchStep = 'gateway' | 'privilege' | 'pin';
export type GatewaySwitch =
  { phase: 'idle' } | { phase: 'switching'; serial: string; name: string; step: SwitchStep; startedAt: number } | { phase: 'failed'; serial: string; name: string };

/**
 * The header gateway switch (spec 1 §2.6): read the gateway, then (alarm
 * table: a later section) privilege mode, then PIN lock; make it current and
 * go where `redirectAfterGatewaySwitch` says. `cancel` abandons a switch in
 * flight: admins return to gate_select, users keep their gateway.
 */
export function useGatewaySwitch() {
  const store = useStore();
  const queryClient = useQueryClient();
  const { rest } = useServices();
  const navigate = useNavigate();
  const [state, setState] = useState<GatewaySwitch>({ phase: 'idle' });
  const attempt = useRef(0);

  const switchTo = useCallback(
    async (serial: string, name: string) => {
      const mine = ++attempt.current;
      const live = () => attempt.current === mine;
      const startedAt = Date.now();
      setState({ phase: 'switching', serial, name, step: 'gateway', startedAt });
      try {
        const gateway: Gateway = await rest.gateways.info(serial);
        let pinLocked = false;
        let privileged = { active: false, ownedByMe: false };
        if (!gateway.replacementInProgress && gateway.connectionStatus === 'online') {
          if (!live()) return;
          setState({ phase: 'switching', serial, name, step: 'privilege', startedAt });
          const privilege = await rest.gateways.privilegeCheck(serial);
          const userId = store.get(sessionAtom)?.userId ?? '';
          privileged = { active: privilege.privileged, ownedByMe: privilege.privileged && holdsPrivilege(privilege.owner, userId) };
          if (!live()) return;
          setState({ phase: 'switching', serial, name, step: 'pin', startedAt });
          pinLocked = (await rest.gateways.pinLockCheck(serial)).locked;
        }
        if (!live()) return;
        store.set(offlineReturnAtom, null);
        // What was just read is what the page shows: into the cache, then make it current.
        queryClient.setQueryData(queryKeys.gateway(serial), gateway);
        queryClient.setQueryData(queryKeys.gatewayLocks(serial), { serial, pinLocked, privileged });
        store.set(chosenSerialAtom, serial);
        setState({ phase: 'idle' });
        navigate(redirectAfterGatewaySwitch({ gateway, pinLocked, privileged }), { replace: true });
      } catch {
        if (live()) setState({ phase: 'failed', serial, name });
      }
    },
    [rest, store, queryClient, navigate],
  );

  const cancel = useCallback(() => {
    attempt.current += 1;
    const wasSwitching = state.phase === 'switching';
    setState({ phase: 'idle' });
    const user = store.get(userAtom);
    if (wasSwitching && user && isAdmin(user)) navigate(routes.gate_select);
  }, [state.phase, store, navigate]);

  return { state, switchTo, cancel };
}
