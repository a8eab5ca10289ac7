import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Operation } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { fleetKeys } from './fleetKeys';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

/**
 * Retry, cancel all and delete of an operation (spec 3 §2 "Operations
 * list and details", §8 "Operation retry/delete: error toasts; success
 * toasts on 200"). Each writes the answer into the cache and makes the
 * lists read again; a failure rejects (the confirm dialog shows it) and
 * retry and delete say so in a toast.
 */
export function useOperationActions() {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const queryClient = useQueryClient();
  const settle = async (operation?: Operation) => {
    if (operation) queryClient.setQueryData(fleetKeys.operation(operation._id), operation);
    await queryClient.invalidateQueries({ queryKey: fleetKeys.operations(), predicate: (query) => query.queryKey[2] !== 'one' });
  };
  const retry = useMutation({
    mutationFn: (id: string) => rest.fleet.operations.retry(id),
    onSuccess: async (answer) => {
      toast(t('FLEET.OPERATIONS.RETRIED'));
      await settle(answer.operation);
    },
    meta: { errorWords: 'FLEET.OPERATIONS.RETRY_ERROR' },
  });
  const cancelAll = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (id: string) => rest.fleet.operations.cancelAll(id),
    onSuccess: async (answer) => {
      toast(t('FLEET.OPERATIONS.CANCELED'));
      await settle(answer.operation);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => rest.fleet.operations.remove(id),
    onSuccess: async (_answer, id) => {
      toast(t('FLEET.OPERATIONS.DELETED'));
      queryClient.removeQueries({ queryKey: fleetKeys.operation(id) });
      await settle();
    },
    meta: { errorWords: 'FLEET.OPERATIONS.DELETE_ERROR' },
  });
  const cancelTask = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: ({ id, taskId }: { id: string; taskId: string }) => rest.fleet.operations.cancelTask(id, taskId),
    onSuccess: async (answer) => {
      toast(t('FLEET.DETAILS.TASK_CANCELED'));
      await settle(answer.operation);
    },
  });
  return { retry, cancelAll, remove, cancelTask };
}
