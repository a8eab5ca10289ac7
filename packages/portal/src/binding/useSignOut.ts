import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '@homeport/sdk';
import { useServices } from '../services/services';
import type { LoginMessage } from './loginMessage';
import { chosenSerialAtom, loginMessageAtom, offlineReturnAtom, sessionAtom, signInLandingAtom, signInReturnAtom } from '../state/atoms';

/**
 * Ends the session: tells the server (which revokes it for REST and MQTT),
 * then forgets everything local and goes to login. `remote: false` skips the
 * server call when the session is already dead; `message` is shown on the
 * login page.
 */
export function useSignOut() {
  const store = useStore();
  const queryClient = useQueryClient();
  const { rest } = useServices();
  const navigate = useNavigate();
  return useCallback(
    async ({ remote = true, message }: { remote?: boolean; message?: LoginMessage } = {}) => {
      if (remote) await rest.auth.logout().catch(() => undefined);
      store.set(loginMessageAtom, message ?? null);
      store.set(sessionAtom, null);
      store.set(chosenSerialAtom, null);
      store.set(offlineReturnAtom, null);
      // Signing out is not losing one's way: the next sign-in lands as usual.
      store.set(signInReturnAtom, null);
      store.set(signInLandingAtom, null);
      // Nothing read in this session outlives it.
      queryClient.clear();
      navigate(routes.login, { replace: true });
    },
    [rest, store, queryClient, navigate],
  );
}
