import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, GatewayLink, defaultGatewaySerial, isAdmin } from '@homeport/sdk';
import { useSignOut } from '../binding/useSignOut';
import { useToast } from '../binding/useToast';
import { chosenSerialAtom, gatewayAtom, linkAtom, linkRenewAtom, sessionAtom, userAtom } from '../state/atoms';
import { gatewayRef } from '../state/gatewayRef';
import { applyGatewayEvent } from './gatewayEvents';
import { useGatewayLocks, useGatewayStateRedirect, useOperationModeRedirect } from './gatewayStateRedirect';
import { useAccountEvents } from './accountEvents';
import { followLinkStatus, useReconnectTriggers } from './linkStatus';
import { endSession, sessionEndFor, useSessionEnd } from './sessionEnd';
import { useServices } from './services';

/**
 * The portal's background work, one effect per concern: the user of the
 * session, the real-time link, the current gateway and its events, and the
 * offline redirect. Device state is the sdk's device store's, read by the
 * devices feature. Renders nothing.
 */
export function Runtime() {
  useSessionEnd();
  useSessionUser();
  useLink();
  useReconnectTriggers();
  useCurrentGateway();
  useGatewayEvents();
  useAccountEvents();
  useGatewayLocks();
  useGatewayStateRedirect();
  useOperationModeRedirect();
  return null;
}

function useSessionUser() {
  const store = useStore();
  const { rest, config } = useServices();
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const signOut = useSignOut();
  const toast = useToast(config.constants.toastHideDelayMs);

  useEffect(() => {
    if (!session || user) return;
    let cancelled = false;
    // spec 1 §4.1: the session check at start; an empty or NOT_FOUND result logs out.
    rest.auth
      .readSession(session.sessionId)
      .then(() => rest.profile.get(session.userId))
      .then((details) => {
        if (!cancelled) store.set(userAtom, details);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 0) {
          toast(t('ERRORS.NETWORK'), 'error');
          return;
        }
        // 00003, 000622 and 403 were already turned into a session end by the REST client's hook.
        if (error instanceof ApiError && sessionEndFor(error)) return;
        // spec 1 §8: session restore failure goes to login.
        toast(t('ERRORS.00001'), 'error');
        void signOut({ remote: false });
      });
    return () => {
      cancelled = true;
    };
  }, [session, user, rest, store, signOut, toast, t]);
}

function useLink() {
  const store = useStore();
  const { mqttUrl, config } = useServices();
  const session = useAtomValue(sessionAtom);
  const sessionId = session?.sessionId;
  const userId = session?.userId;
  // A new value replaces a closed link with a new one (LinkStatusBanner's Reconnect).
  const renew = useAtomValue(linkRenewAtom);

  useEffect(() => {
    if (!sessionId || !userId) return;
    const link = GatewayLink.connect({
      url: mqttUrl,
      userId,
      sessionId,
      product: config.product,
      mqtt: config.constants.mqtt,
      requestTimeoutMs: config.constants.gatewayRequestTimeoutMs,
      // Background tabs throttle timers; a worker keeps keepalives on time (DESIGN.md).
      timerVariant: typeof Worker === 'undefined' ? 'native' : 'worker',
    });
    store.set(linkAtom, link);
    const unfollow = followLinkStatus(store, link);
    // spec 1 §4.4: not authorized destroys the stored credentials and ends;
    // the session is gone, so it is told as the REST 00003 is (toast, login).
    const off = link.on('state', (state) => {
      if (state === 'unauthorized') endSession(store, 'expired');
    });
    return () => {
      off();
      unfollow();
      store.set(linkAtom, null);
      void link.end();
    };
  }, [sessionId, userId, mqttUrl, config, store, renew]);
}

/** The serial of the current gateway: the chosen one, else the user's first (spec 1 §2.6). */
function useCurrentSerial(): string | null {
  const user = useAtomValue(userAtom);
  const chosen = useAtomValue(chosenSerialAtom);
  if (!user) return null;
  if (isAdmin(user)) return chosen;
  return chosen && user.devices.includes(chosen) ? chosen : defaultGatewaySerial(user);
}

function useCurrentGateway() {
  const store = useStore();
  const { rest } = useServices();
  const serial = useCurrentSerial();

  useEffect(() => {
    if (!serial) {
      store.set(gatewayAtom, null);
      return;
    }
    if (store.get(gatewayAtom)?.serialNumber === serial) return;
    let cancelled = false;
    rest.gateways
      .info(serial)
      .then((gateway) => {
        if (!cancelled) store.set(gatewayAtom, gateway);
      })
      .catch(() => {
        if (!cancelled) store.set(gatewayAtom, null);
      });
    return () => {
      cancelled = true;
    };
  }, [serial, rest, store]);
}

function useGatewayEvents() {
  const store = useStore();
  const link = useAtomValue(linkAtom);
  const gateway = useAtomValue(gatewayAtom);
  const serial = gateway?.serialNumber;
  const owner = gateway?.userId ?? null;

  useEffect(() => {
    if (!link || !serial) return;
    const unwatch = link.watchGateway(gatewayRef({ serialNumber: serial, userId: owner }));
    const off = link.on('event', (from, event) => {
      if (from === serial) applyGatewayEvent(store, serial, event);
    });
    return () => {
      off();
      unwatch();
    };
  }, [link, serial, owner, store]);
}
