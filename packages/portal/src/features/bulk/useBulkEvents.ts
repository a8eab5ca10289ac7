import { BulkEvent } from '@homeport/sdk';
import { useAdminEventRefresh } from '../../binding/useAdminEvents';
import { bulkKeys } from './bulkKeys';

const BULK_EVENTS: ReadonlySet<string> = new Set(Object.values(BulkEvent));

/**
 * Live progress (spec 3 §4 "Bulk operations"): the admin topic's bom_*
 * events read the bulk lists again (campaigns, a campaign, its tasks),
 * a burst of them once.
 */
export function useBulkEvents(): void {
  useAdminEventRefresh(BULK_EVENTS, bulkKeys.all());
}
