import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../services/services';
import { bulkKeys } from './bulkKeys';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

/**
 * The bulk acts of the log and the details (spec 3 §4): cancel or delete a
 * campaign, cancel or reset one task, reset all. Each reads the bulk lists
 * again when it settles (the events do too, for the changes that follow).
 */
export function useBulkActs() {
  const { rest } = useServices();
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: bulkKeys.all() });
  const cancelCampaign = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: (id: string) => rest.bulk.campaign.cancelAll(id), onSettled: settle });
  const deleteCampaign = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: (id: string) => rest.bulk.campaign.delete(id), onSettled: settle });
  const cancelTask = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: (taskId: string) => rest.bulk.task.cancelSpecific([taskId]), onSettled: settle });
  const resetTask = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: (taskId: string) => rest.bulk.task.reset(taskId), onSettled: settle });
  const resetAll = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: (campaignId: string) => rest.bulk.task.resetAll(campaignId), onSettled: settle });
  return { cancelCampaign, deleteCampaign, cancelTask, resetTask, resetAll };
}
