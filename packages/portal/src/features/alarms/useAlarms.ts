import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isAdmin, mayWriteGateway, type Alarm, type AlarmTable } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { gatewayAtom, userAtom } from '../../state/atoms';
import { alarmKeys } from './alarmKeys';

/** The current gateway's alarm table and whether the user may change it (spec 1 §6: alarms are a write). */
export function useAlarmTable() {
  const { rest, config } = useServices();
  const gateway = useAtomValue(gatewayAtom);
  const user = useAtomValue(userAtom);
  const serial = gateway?.serialNumber ?? '';
  const table = useQuery({ queryKey: alarmKeys.table(serial), queryFn: () => rest.alarms.list(serial), enabled: serial !== '' });
  const canWrite = !!user && !!gateway && mayWriteGateway(user, gateway, config);
  return { serial, table, canWrite };
}

/** Writes an alarm's new state into the cached table (the answers are the whole alarm). */
export function useSetAlarm(serial: string) {
  const queryClient = useQueryClient();
  return (alarm: Alarm) =>
    queryClient.setQueryData<AlarmTable>(alarmKeys.table(serial), (table) =>
      table ? { ...table, sent: false, alarmList: table.alarmList.map((a) => (a._id === alarm._id ? alarm : a)) } : table,
    );
}

/**
 * The serial the notification calls name: spec 1 §6, an admin connected to
 * a gateway sees only its notifications; users see every gateway they reach.
 */
export function useNotificationScope(): string | null {
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  return user && isAdmin(user) ? (gateway?.serialNumber ?? null) : null;
}
