import { useAtomValue, type useStore } from 'jotai';
import { useEffect } from 'react';
import type { GatewayLink } from '@homeport/sdk';
import { linkAtom, linkStatusAtom, type LinkStatus } from '../state/atoms';

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
