import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { AnnouncementEvent } from '@homeport/sdk';
import { linkAtom } from '../../state/atoms';
import { annKeys } from './annKeys';

const ANNOUNCEMENT_EVENTS: ReadonlySet<string> = new Set(Object.values(AnnouncementEvent));

/** A burst of events (one a task while a campaign runs) reads the lists once, this long after its first event. */
const GATHER_MS = 250;

/**
 * Live progress (spec 3 §4 "Announcements"): the admin topic's asm_*
 * events (asm_campaign_created, asm_campaign_updated,
 * asm_campaign_updated_finished, asm_task_updated) read the announcement
 * lists on screen again: the log's rows, a campaign and its tasks. A burst
 * (one event a recipient) costs one read of each list, not one per event.
 */
export function useAnnouncementEvents(): void {
  const link = useAtomValue(linkAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!link) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unwatch = link.watchAdmin();
    const off = link.on('adminEvent', (event) => {
      if (!ANNOUNCEMENT_EVENTS.has(event.name) || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: annKeys.all() });
      }, GATHER_MS);
    });
    return () => {
      if (timer) clearTimeout(timer);
      off();
      unwatch();
    };
  }, [link, queryClient]);
}
