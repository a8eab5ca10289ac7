import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { accountEventAction } from '@homeport/sdk';
import { linkAtom, sessionAtom } from '../state/atoms';
import { markGatewayRemoved } from '../state/gatewayChanges';
import { endSession } from '../services/sessionEnd';

/**
 * The session user's own events (spec 1 §4.1, §4.2): a logout by another
 * session, an expired session and a deleted account end this session; a
 * removed gateway leaves the user's list (and, when current, shows
 * gateway_removed). The rule is the sdk's `accountEventAction`.
 */
export function useAccountEvents() {
  const store = useStore();
  const link = useAtomValue(linkAtom);
  const session = useAtomValue(sessionAtom);

  useEffect(() => {
    if (!link || !session) return;
    const unwatch = link.watchUser();
    const off = link.on('userEvent', (event) => {
      const action = accountEventAction(event, session);
      if (action.kind === 'sessionEnded') endSession(store, action.reason);
      if (action.kind === 'gatewayRemoved') markGatewayRemoved(store, action.serialNumber);
    });
    return () => {
      off();
      unwatch();
    };
  }, [link, session, store]);
}
