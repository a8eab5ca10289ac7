import { useAtomValue, useSetAtom, type useStore } from 'jotai';
import { useEffect, useState } from 'react';
import type { GatewayLink } from '@homeport/sdk';
import { LOADING_LIMIT_MS } from '../components/states';
import { linkAtom, linkRenewAtom, linkStatusAtom, type LinkStatus } from '../state/atoms';

type Store = ReturnType<typeof useStore>;

/** The frame's view of one link state (docs/decisions.md "Reconnecting"). */
export function linkStatusOf(link: GatewayLink, wasConnected: boolean): LinkStatus {
  const { state, retry } = link;
  if (state === 'closed') return { kind: 'closed' };
  if ((state === 'offline' || state === 'reconnecting') && retry) {
    return { kind: 'down', attempt: retry.attempt, nextAttemptAt: retry.nextAttemptAt, wasConnected };
  }
  // connecting, connected, and unauthorized (which ends the session instead: sessionEnd.ts).
  return { kind: 'up' };
}

/**
 * Keeps linkStatusAtom in step with a link from the moment it is created
 * (so "was it ever connected" is known); returns the unsubscribe.
 */
export function followLinkStatus(store: Store, link: GatewayLink): () => void {
  let wasConnected = link.state === 'connected';
  store.set(linkStatusAtom, linkStatusOf(link, wasConnected));
  const off = link.on('state', (state) => {
    if (state === 'connected') wasConnected = true;
    // A new object per event: each retry changes the state, so nothing is missed between renders.
    store.set(linkStatusAtom, linkStatusOf(link, wasConnected));
  });
  return () => {
    off();
    store.set(linkStatusAtom, { kind: 'up' });
  };
}

/**
 * Tries at once when the browser says the network is back (`online`) or the
 * tab is looked at again (`visibilitychange` to visible), instead of
 * waiting out a back-off of up to a minute. The sdk has no DOM; the page
 * owns these listeners and calls reconnectNow(), which does nothing unless
 * a retry is waiting.
 */
export function useReconnectTriggers() {
  const link = useAtomValue(linkAtom);

  useEffect(() => {
    if (!link) return;
    const tryNow = () => {
      link.reconnectNow();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tryNow();
    };
    window.addEventListener('online', tryNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', tryNow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [link]);
}

/** Why a page that waits on the link cannot go on, and how it tries again. */
export type LinkTrouble = { kind: 'down' | 'closed' | 'slow'; retrying: boolean; retry: () => void };

/**
 * For a page whose content comes over the link (the devices): null while the
 * link is up, or connecting within the spec's 15 s request time-out; else
 * what is wrong, with a retry that reconnects. A refused connection is told
 * at once ('down', the same retry as the frame's "Try now"); a first connect
 * that is still under way after `limitMs` ('slow', e.g. a socket that opened
 * but never answered the CONNECT, which mqtt.js gives up on only after its
 * 30 s connect time-out) starts a new link; a closed link is renewed.
 * `waiting` says whether the page still waits for something the link brings.
 */
export function useLinkTrouble(waiting: boolean, limitMs = LOADING_LIMIT_MS): LinkTrouble | null {
  const status = useAtomValue(linkStatusAtom);
  const link = useAtomValue(linkAtom);
  const renew = useSetAtom(linkRenewAtom);
  const connected = link?.state === 'connected';
  const [slow, setSlow] = useState(false);
  const stuck = waiting && status.kind === 'up' && !connected;

  useEffect(() => {
    setSlow(false);
    if (!stuck) return;
    const timer = setTimeout(() => setSlow(true), limitMs);
    return () => clearTimeout(timer);
  }, [stuck, limitMs, link]);

  if (!waiting) return null;
  if (status.kind === 'down') return { kind: 'down', retrying: status.nextAttemptAt === null, retry: () => void link?.reconnectNow() };
  if (status.kind === 'closed') return { kind: 'closed', retrying: false, retry: () => renew((n) => n + 1) };
  if (stuck && slow) return { kind: 'slow', retrying: false, retry: () => renew((n) => n + 1) };
  return null;
}
