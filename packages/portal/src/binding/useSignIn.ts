import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { defaultGatewaySerial, redirectAfterSignIn, routes, type Gateway, type LoginResult } from '@homeport/sdk';
import { pendingOAuthRequest } from '../services/oauthRequest';
import { readGatewayLocks } from '../services/readGatewayLocks';
import type { GatewayLocks } from '../state/atoms';
import { useServices } from '../services/services';
import { lastPageAtom, loginMessageAtom, sessionAtom, signInLandingAtom, signInReturnAtom } from '../state/atoms';
import { queryKeys } from '../state/queryKeys';

/**
 * After a successful login: take the user's first gateway as current, run
 * the checks of spec 1 §4.1 (PIN lock, then privilege mode), then store the
 * session and go where spec 1 §2.6 says (or to /oauth2-dialog when a
 * partner's linking request waits). Nothing is stored until the checks
 * are done, so no guard sees a half-signed-in state.
 *
 * "The last known state" of §2.6 is the page asked for before signing in,
 * else the page this user last had open on this browser; the sdk's rule
 * drops it when a blocking state outranks it or the role may not open it
 * (docs/decisions.md "Where sign-in lands").
 */
export function useSignIn() {
  const store = useStore();
  const queryClient = useQueryClient();
  const { restFor } = useServices();
  const navigate = useNavigate();

  return useCallback(
    async (result: LoginResult) => {
      const rest = restFor(result.sessionId);
      const serial = defaultGatewaySerial(result.user);
      let gateway: Gateway | null = null;
      let locks: GatewayLocks | null = null;
      let pinLocked = false;
      let privileged = { active: false, ownedByMe: false };
      if (serial) {
        gateway = await rest.gateways.info(serial).catch(() => null);
        if (gateway) {
          locks = await readGatewayLocks(rest, serial, result.userId).catch(() => null);
          pinLocked = locks?.pinLocked ?? false;
          privileged = locks?.privileged ?? privileged;
        }
      }
      // What the sign-in read seeds the cache, so nothing is read twice.
      queryClient.setQueryData(queryKeys.user(result.userId), result.user);
      if (serial && gateway) queryClient.setQueryData(queryKeys.gateway(serial), gateway);
      if (serial && locks) queryClient.setQueryData(queryKeys.gatewayLocks(serial), locks);
      const lastPage = store.get(lastPageAtom);
      const lastPath = store.get(signInReturnAtom) ?? (lastPage?.userId === result.userId ? lastPage.path : null);
      // A partner's linking request (spec 1 §2.1 /login with client_id) goes on to the gateway choice.
      const next = pendingOAuthRequest() ? routes.oauth2_dialog : redirectAfterSignIn({ user: result.user, gateway, pinLocked, privileged, lastPath });
      store.set(signInReturnAtom, null);
      store.set(signInLandingAtom, next);
      store.set(loginMessageAtom, null);
      store.set(sessionAtom, { sessionId: result.sessionId, userId: result.userId });
      navigate(next, { replace: true });
    },
    [store, queryClient, restFor, navigate],
  );
}
