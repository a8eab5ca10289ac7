import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_NOTIFICATION_CREATED, ALARM_NOTIFICATION_ESCALATED, ALARM_NOTIFICATION_REACTED, AlarmNotificationCreatedData, parseWire } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { linkAtom } from '../../state/atoms';
import { alarmKeys } from './alarmKeys';

const ALARM_EVENTS = new Set([ALARM_NOTIFICATION_CREATED, ALARM_NOTIFICATION_REACTED, ALARM_NOTIFICATION_ESCALATED]);

/**
 * Live notifications (spec 2 §7 alarm_notification_created): a new alarm
 * (also said in a toast), a reaction (the unread counter goes down, spec 2
 * §4) or an escalation on the user's own topic reads the lists again.
 */
export function useAlarmEvents(): void {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const link = useAtomValue(linkAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!link) return;
    const unwatch = link.watchUser();
    const off = link.on('userEvent', (event) => {
      if (!ALARM_EVENTS.has(event.name)) return;
      void queryClient.invalidateQueries({ queryKey: alarmKeys.notificationsAll() });
      if (event.name !== ALARM_NOTIFICATION_CREATED) return;
      const read = parseWire(AlarmNotificationCreatedData, event.data, 'data');
      if (read.ok) toast(t('NOTIFICATIONS.NEW_ALARM', { name: read.value.alarmNotifParams.alarmName ?? read.value.alarmNotifParams.alarmCode }), 'error');
    });
    return () => {
      off();
      unwatch();
    };
  }, [link, queryClient, toast, t]);
}
