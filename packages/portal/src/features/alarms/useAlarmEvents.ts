import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { ALARM_NOTIFICATION_CREATED, ALARM_NOTIFICATION_ESCALATED, ALARM_NOTIFICATION_REACTED } from '@homeport/sdk';
import { linkAtom } from '../../state/atoms';
import { alarmKeys } from './alarmKeys';

const ALARM_EVENTS = new Set([ALARM_NOTIFICATION_CREATED, ALARM_NOTIFICATION_REACTED, ALARM_NOTIFICATION_ESCALATED]);

/**
 * Live notifications (spec 2 §7 alarm_notification_created): a new alarm,
 * a reaction (the unread counter goes down, spec 2 §4) or an escalation on
 * the user's own topic reads the notification lists again.
 */
export function useAlarmEvents(): void {
  const link = useAtomValue(linkAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!link) return;
    const unwatch = link.watchUser();
    const off = link.on('userEvent', (event) => {
      if (ALARM_EVENTS.has(event.name)) void queryClient.invalidateQueries({ queryKey: alarmKeys.notificationsAll() });
    });
    return () => {
      off();
      unwatch();
    };
  }, [link, queryClient]);
}
