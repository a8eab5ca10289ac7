import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmNotification } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { userAtom } from '../../state/atoms';
import { AlarmDialog, AlarmDialogActions } from './AlarmDialog';
import { alarmKeys } from './alarmKeys';
import { useAlarmErrorText } from './alarmErrorText';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

/** A notification's details (spec 2 §3 "Alarm notification"). */
export function NotificationDetails({ notification: n, when }: { notification: AlarmNotification; when: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = n.alarmNotifParams.alarmName;
  const time = (epoch: number | null) => (epoch === null ? t('NOTIFICATIONS.NO_ESCALATION') : new Date(epoch).toLocaleString(i18n.language.replace('_', '-')));
  const source =
    n.source.kind === 'device'
      ? t('NOTIFICATIONS.SOURCE_device', { id: n.source.deviceId })
      : n.source.kind === 'rule'
        ? t('NOTIFICATIONS.SOURCE_rule', { id: n.source.ruleId })
        : t('NOTIFICATIONS.SOURCE_qa');
  const rows: Array<[string, string]> = [
    [t('ALARMS.CODE'), String(n.alarmNotifParams.alarmCode)],
    [t('ALARMS.PRIORITY'), t(`ALARMS.PRIORITY_${n.alarmNotifParams.priority}`)],
    [t('NOTIFICATIONS.GATEWAY'), n.serialNumber],
    [t('NOTIFICATIONS.SOURCE'), source],
    [
      t('NOTIFICATIONS.STATUS'),
      n.isReacted ? t('NOTIFICATIONS.STATUS_REACTED') : n.escalationStep > 0 ? t('NOTIFICATIONS.STATUS_ESCALATED', { step: n.escalationStep }) : t('NOTIFICATIONS.STATUS_OPEN'),
    ],
    ...(n.isReacted
      ? ([
          [t('NOTIFICATIONS.RESPONSE'), n.responseMsg ?? ''],
          [t('NOTIFICATIONS.REACTED_AT'), time(n.timeOfEventAcknowledge)],
        ] as Array<[string, string]>)
      : ([[t('NOTIFICATIONS.NEXT_ESCALATION'), time(n.nextEscalationAt)]] as Array<[string, string]>)),
  ];
  return (
    <AlarmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="hp-button hp-button--ghost hp-button--small" aria-label={t('NOTIFICATIONS.DETAILS_OF', { name, when })}>
          {t('NOTIFICATIONS.DETAILS')}
        </button>
      }
      title={t('NOTIFICATIONS.DETAILS_TITLE', { name })}
      description={t('NOTIFICATIONS.DETAILS_DESCRIPTION', { when })}
    >
      <dl className="hp-details hp-alarms__details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <AlarmDialogActions busy={false} closeLabel={t('APP.CLOSE')} />
    </AlarmDialog>
  );
}

/** The react dialog (spec 2 §3 "Reaction", §4): a response stops the escalation and lowers the unread counter. */
export function ReactDialog({ notification: n, when }: { notification: AlarmNotification; when: string }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAlarmErrorText();
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = n.alarmNotifParams.alarmName;
  const react = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.alarms.react({ userId: user!.id, notificationId: n.notificationId, responseMsg: message.trim() }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: alarmKeys.notificationsAll() });
      toast(t('NOTIFICATIONS.REACTED'));
      setOpen(false);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '') {
      setProblem(t('NOTIFICATIONS.REACT_REQUIRED'));
      return;
    }
    react.mutate();
  }
  return (
    <AlarmDialog
      open={open}
      onOpenChange={(next) => {
        if (react.isPending) return;
        setOpen(next);
        if (next) {
          setMessage('');
          setProblem(null);
          react.reset();
        }
      }}
      trigger={
        <button type="button" className="hp-button hp-button--primary hp-button--small" aria-label={t('NOTIFICATIONS.REACT_NAMED', { name, when })}>
          {t('NOTIFICATIONS.REACT')}
        </button>
      }
      title={t('NOTIFICATIONS.REACT_TITLE', { name })}
      description={t('NOTIFICATIONS.REACT_DESCRIPTION')}
    >
      <form onSubmit={submit} noValidate className="hp-alarms__form">
        <Field label={t('NOTIFICATIONS.REACT_MESSAGE')} error={problem}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={500}
              value={message}
              onChange={(e) => {
                setMessage(e.target.value);
                setProblem(null);
              }}
            />
          )}
        </Field>
        <FormAlert text={react.error ? errorText(react.error) : null} />
        <AlarmDialogActions busy={react.isPending}>
          <SubmitButton busy={react.isPending} busyLabel={t('NOTIFICATIONS.REACT_SENDING')}>
            {t('NOTIFICATIONS.REACT_SEND')}
          </SubmitButton>
        </AlarmDialogActions>
      </form>
    </AlarmDialog>
  );
}
