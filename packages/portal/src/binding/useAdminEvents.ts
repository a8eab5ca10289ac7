import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import type { GatewayEvent } from '@homeport/sdk';
import { linkAtom } from '../state/atoms';

/**
 * Watches the admins' topic while the page is on screen and hands each of
 * its events to `onEvent` (the latest one given, so the caller need not
 * keep it stable).
 */
export function useAdminEvents(onEvent: (event: GatewayEvent) => void): void {
  const link = useAtomValue(linkAtom);
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    if (!link) return;
    const unwatch = link.watchAdmin();
    const off = link.on('adminEvent', (event) => handle(event));
    return () => {
      off();
      unwatch();
    };
  }, [link]);
}

/**
 * Live lists from the admins' topic: an event named in `names` reads the
 * queries under `queryKey` again. A campaign over many gateways or
 * recipients sends an event per task change; they are gathered, so a burst
 * costs one read of each list on screen `gatherMs` after its first event,
 * not one read per event (each of which would cancel the one before).
 */
export function useAdminEventRefresh(names: ReadonlySet<string>, queryKey: QueryKey, gatherMs = 250): void {
  const link = useAtomValue(linkAtom);
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!link) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unwatch = link.watchAdmin();
    const off = link.on('adminEvent', (event) => {
      if (!names.has(event.name) || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
      }, gatherMs);
    });
    return () => {
      if (timer) clearTimeout(timer);
      off();
      unwatch();
    };
  }, [link, queryClient, names, key, gatherMs]);
}
