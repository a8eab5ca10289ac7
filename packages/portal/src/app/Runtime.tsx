import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, gatewayHandle } from '@homeport/sdk';
import { useSignOut } from '../binding/useSignOut';
import { preloadDevicePages } from '../features/devices/routes';
import { preloadGatewayPages } from '../features/gateway/routes';
import { useToast } from '../binding/useToast';
import { gatewayAtom, linkAtom, linkRenewAtom, sessionAtom } from '../state/atoms';
import { queryKeys } from '../state/queryKeys';
import type { EventNotice } from '../state/gatewayEventTable';
import { gatewayRef } from '../state/gatewayRef';
import { useCurrentGatewayQuery } from '../services/currentGateway';
import { applyGatewayEvent, catchUpAfterOutage } from './gatewayEvents';
import { useGatewayLocks, useGatewayStateRedirect, useOperationModeRedirect } from './gatewayStateRedirect';
import { useAccountEvents } from './accountEvents';
import { followLinkStatus, useReconnectTriggers } from '../services/linkStatus';
import { endSession, sessionEndFor, useSessionEnd } from '../services/sessionEnd';
import { useServices } from '../services/services';

/**
 * The portal's background work, one effect per concern: the user of the
 * session, the real-time link, the current gateway and its events, and the
 * offline redirect. Device state is the sdk's device store's, read by the
 * devices feature. Renders nothing.
 */
export function Runtime() {
  useSessionEnd();
  usePreloadedFeatures();
  useSessionUser();
  useLink();
  useReconnectTriggers();
  useCurrentGatewayQuery();
  useGatewayEvents();
  useAccountEvents();
  useGatewayLocks();
  useGatewayStateRedirect();
  useOperationModeRedirect();
  return null;
}

/**
 * Once someone is signed in, the pages they will open are fetched in the
 * background. A router navigation is a React transition: while a lazy page
 * loads, the old page stays and useLocation keeps the old path, so a
 * redirect that reads the path (gatewayStateRedirect.ts) would judge by the
 * page being left. With the chunks at hand, the path and the page agree.
 */
function usePreloadedFeatures() {
  const signedIn = useAtomValue(sessionAtom) !== null;
  useEffect(() => {
    if (!signedIn) return;
    preloadGatewayPages();
    preloadDevicePages();
  }, [signedIn]);
}

/**
 * spec 1 §4.1: the session check at start, then the user's profile, into the
 * cache (userAtom reads it). A sign-in seeds the cache, so this reads only
 * for a session restored from storage. An empty or NOT_FOUND session logs out.
 */
function useSessionUser() {
  const { rest, config } = useServices();
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const signOut = useSignOut();
  const toast = useToast(config.constants.toastHideDelayMs);
  const { error } = useQuery({
    queryKey: queryKeys.user(session?.userId ?? ''),
    queryFn: async () => {
      if (!session) throw new Error('no session');
      await rest.auth.readSession(session.sessionId);
      return rest.profile.get(session.userId);
    },
    enabled: !!session,
    staleTime: Infinity,
    retry: false,
  });

  // Not data: what a failed restore does to the page (a toast, back to login).
  useEffect(() => {
    if (!error || !session) return;
    if (error instanceof ApiError && error.status === 0) {
      toast(t('ERRORS.NETWORK'), 'error');
      return;
    }
    // 00003, 000622 and 403 were already turned into a session end by the REST client's hook.
    if (error instanceof ApiError && sessionEndFor(error)) return;
    // spec 1 §8: session restore failure goes to login.
    toast(t('ERRORS.00001'), 'error');
    void signOut({ remote: false });
  }, [error, session, signOut, toast, t]);
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
    let stop: (() => void) | null = null;
    let cancelled = false;
    // mqtt.js comes with the link: fetched only once someone has signed in.
    void import('./connectLink').then(({ connectLink }) => {
      if (cancelled) return;
      const link = connectLink({
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
      stop = () => {
        off();
        unfollow();
        store.set(linkAtom, null);
        void link.end();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [sessionId, userId, mqttUrl, config, store, renew]);
}

/** The one listener of the current gateway's events: each enters the one event path (gatewayEvents.ts); its notices show as toasts. */
function useGatewayEvents() {
  const store = useStore();
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  // Kept current apart from the watch, so a language change does not watch the gateway again.
  const say = useRef<(notice: EventNotice) => void>(() => undefined);
  useEffect(() => {
    say.current = (notice) => toast('key' in notice ? t(notice.key, notice.values) : notice.text, notice.tone);
  }, [toast, t]);
  const link = useAtomValue(linkAtom);
  const gateway = useAtomValue(gatewayAtom);
  const serial = gateway?.serialNumber;
  const owner = gateway?.userId ?? null;

  useEffect(() => {
    if (!link || !serial) return;
    const ref = gatewayRef({ serialNumber: serial, userId: owner });
    const unwatch = link.watchGateway(ref);
    const off = link.on('event', (from, event) => {
      if (from === serial) applyGatewayEvent(store, serial, event, (notice) => say.current(notice));
    });
    // The events of an outage are lost: what they keep current is read again once the link is back.
    const offReconnected = gatewayHandle(link, ref).onReconnected(() => catchUpAfterOutage(store, serial));
    return () => {
      off();
      offReconnected();
      unwatch();
    };
  }, [link, serial, owner, store]);
}
