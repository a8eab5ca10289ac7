import { AnnouncementEvent } from '@homeport/sdk';
import { useAdminEventRefresh } from '../../binding/useAdminEvents';
import { annKeys } from './annKeys';

const ANNOUNCEMENT_EVENTS: ReadonlySet<string> = new Set(Object.values(AnnouncementEvent));

/**
 * Live progress (spec 3 §4 "Announcements"): the admin topic's asm_*
 * events (asm_campaign_created, asm_campaign_updated,
 * asm_campaign_updated_finished, asm_task_updated) read the announcement
 * lists on screen again: the log's rows, a campaign and its tasks. A burst
 * (one event a recipient) costs one read of each list, not one per event.
 */
export function useAnnouncementEvents(): void {
  useAdminEventRefresh(ANNOUNCEMENT_EVENTS, annKeys.all());
}
