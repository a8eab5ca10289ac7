import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { defaultGatewaySerial, redirectAfterSignIn, type Gateway, type LoginResult } from '@homeport/sdk';
import { useServices } from '../app/services';
import { gatewayAtom, sessionAtom, userAtom } from '../state/atoms';

/**
 * After a successful login: keep the session, take the user's first gateway
 * as current, run the checks of spec 1 §4.1 (PIN lock, then privilege mode)
 * and go where spec 1 §2.6 says.
 */
export function useSignIn() {
  const store = useStore();
  const { rest } = useServices();
  const navigate = useNavigate();

  return useCallback(
    async (result: LoginResult, lastPath: string | null) => {
      store.set(sessionAtom, { sessionId: result.sessionId, userId: result.userId });
      store.set(userAtom, result.user);
      const serial = defaultGatewaySerial(result.user);
      let gateway: Gateway | null = null;
      let pinLocked = false;
      let privileged = { active: false, ownedByMe: false };
      if (serial) {
        gateway = await rest.gateways.info(serial).catch(() => null);
        if (gateway) {
          store.set(gatewayAtom, gateway);
          const [pin, privilege] = await Promise.all([
            rest.gateways.pinLockCheck(serial).catch(() => ({ locked: false })),
            rest.gateways.privilegeCheck(serial).catch(() => ({ privileged: false, owner: null })),
          ]);
          pinLocked = pin.locked;
          privileged = { active: privilege.privileged, ownedByMe: !!privilege.owner?.startsWith(result.userId) };
        }
      }
      navigate(redirectAfterSignIn({ user: result.user, gateway, pinLocked, privileged, lastPath }), { replace: true });
    },
    [store, rest, navigate],
  );
}
