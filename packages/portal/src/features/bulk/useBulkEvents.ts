import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { BulkEvent } from '@homeport/sdk';
import { linkAtom } from '../../state/atoms';
import { bulkKeys } from './bulkKeys';

const BULK_EVENTS: ReadonlySet<string> = new Set(Object.values(BulkEvent));

/** A burst of events (one a task while a campaign runs) reads the lists once, this long after its first event. */
const GATHER_MS = 250;

/**
 * Live progress (spec 3 §4 "Bulk operations"): the admin topic's bom_*
 * events read the bulk lists again (campaigns, a campaign, its tasks).
 * A campaign over many gateways sends an event per task change; they are
 * gathered so that a burst costs one read of each list on screen, not one
 * read per event (each of which would cancel the one before).
 */
export function useBulkEvents(): void {
  const link = useAtomValue(linkAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!link) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unwatch = link.watchAdmin();
    const off = link.on('adminEvent', (event) => {
      if (!BULK_EVENTS.has(event.name) || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: bulkKeys.all() });
      }, GATHER_MS);
    });
    return () => {
      if (timer) clearTimeout(timer);
      off();
      unwatch();
    };
  }, [link, queryClient]);
}
