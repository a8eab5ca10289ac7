import { useQueryClient } from '@tanstack/react-query';
import { AdminOperationEventSchema, parseWire } from '@homeport/sdk';
import { useAdminEvents } from '../../binding/useAdminEvents';
import { queryKeys } from '../../state/queryKeys';
import { fleetKeys } from './fleetKeys';

/**
 * Live operations (spec 3 §4 "Replacement"): admin_create_rpl_operation,
 * admin_updated_rpl_operation and admin_finished_rpl_operation on the
 * admins' fleet topic write the operation they carry into its cache entry
 * and make the lists and task pages read again. A replacement changes
 * gateways too (owner, replacementInProgress), so the gateway list does.
 */
export function useOperationEvents(): void {
  const queryClient = useQueryClient();
  useAdminEvents((event) => {
    const read = parseWire(AdminOperationEventSchema, event, 'event');
    if (!read.ok) return;
    const { operation } = read.value.data;
    queryClient.setQueryData(fleetKeys.operation(operation._id), operation);
    void queryClient.invalidateQueries({ queryKey: fleetKeys.operations(), predicate: (query) => query.queryKey[2] !== 'one' });
    void queryClient.invalidateQueries({ queryKey: queryKeys.gateways({}).slice(0, 1) });
  });
}
