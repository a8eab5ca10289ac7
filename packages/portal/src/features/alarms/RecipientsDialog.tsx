import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { isDuplicateRecipient, RecipientSetBody, type Alarm, type AlarmRecipient, type AlarmTable, type RecipientType } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { useForm, type FormWords } from '../../components/ui/form/useForm';
import { AlarmDialog, AlarmDialogActions } from './AlarmDialog';
import { alarmKeys } from './alarmKeys';
import { useAlarmErrorText } from './alarmErrorText';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

/** A new recipient as the server checks it (the sdk's RecipientSetBody: the e-mail trimmed and lower-cased, one way or two), not already a recipient by one of those ways. */
const recipientForm = (recipients: Alarm['recipients']) =>
  v.pipe(
    v.pick(RecipientSetBody, ['email', 'typeOfNotification']),
    v.forward(
      v.partialCheck([['email'], ['typeOfNotification']], ({ email, typeOfNotification }) => !isDuplicateRecipient(recipients, email, typeOfNotification), 'duplicate'),
      ['email'],
    ),
  );
type RecipientValues = v.InferInput<ReturnType<typeof recipientForm>>;
type NewRecipient = v.InferOutput<ReturnType<typeof recipientForm>>;

const words: FormWords<RecipientValues> = {
  email: {
    min_length: 'ALARMS.RECIPIENT_EMAIL_REQUIRED',
    check: 'ALARMS.RECIPIENT_EMAIL_INVALID',
    max_length: 'ALARMS.RECIPIENT_EMAIL_INVALID',
    duplicate: 'ALARMS.DUPLICATE_RECIPIENT',
  },
  typeOfNotification: { min_length: 'ALARMS.RECIPIENT_WAY_REQUIRED' },
};
const START: RecipientValues = { email: '', typeOfNotification: [0] };

/**
 * The recipients dialog (spec 2 §2, §5, §8): the alarm's recipients in
 * escalation order, each with its ways (e-mail, push); add one by e-mail
 * (lower-cased and checked; a duplicate is refused here and by the server,
 * "This email is already added !"). No answer tells whether the address is
 * an account; an address outside the home shows "Waiting for confirmation"
 * until it opens the link sent to it.
 */
export function RecipientsDialog({ alarm, serial, name, canWrite }: { alarm: Alarm; serial: string; name: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAlarmErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const setRecipients = (recipients: AlarmRecipient[]) =>
    queryClient.setQueryData<AlarmTable>(alarmKeys.table(serial), (table) =>
      table ? { ...table, sent: false, alarmList: table.alarmList.map((a) => (a._id === alarm._id ? { ...a, recipients } : a)) } : table,
    );
  const add = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (recipient: NewRecipient) => rest.alarms.setRecipient({ serialNumber: serial, alarmCode: alarm.alarmCode, ...recipient }),
    onSuccess: (recipients, { email, typeOfNotification }) => {
      setRecipients(recipients);
      const added = recipients.find((r) => r.contact === email);
      toast(t(added && !added.confirmed ? 'ALARMS.RECIPIENT_ADDED_PENDING' : 'ALARMS.RECIPIENT_ADDED', { email }));
      form.reset({ email: '', typeOfNotification });
    },
  });
  const form = useForm({ schema: recipientForm(alarm.recipients), initial: START, words, mutation: add, onSubmit: (recipient) => add.mutate(recipient) });
  const types = form.values.typeOfNotification;
  const removeWay = useMutation({
    meta: { describeError: errorText },
    mutationFn: ({ recipient, type }: { recipient: AlarmRecipient; type: RecipientType }) =>
      rest.alarms.removeRecipientWay({ serialNumber: serial, alarmCode: alarm.alarmCode, recipientId: recipient.id, typeOfNotification: type }),
    onSuccess: setRecipients,
  });
  const toggle = (type: RecipientType, on: boolean) => form.set('typeOfNotification', on ? [...new Set([...types, type])].sort() : types.filter((x) => x !== type));
  const busy = add.isPending || removeWay.isPending;
  return (
    <AlarmDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) form.reset();
      }}
      wide
      trigger={
        <button type="button" className="hp-button hp-button--ghost hp-button--small" aria-label={t('ALARMS.RECIPIENTS_OF', { name })}>
          {t('ALARMS.RECIPIENTS_BUTTON', { count: alarm.recipients.length })}
        </button>
      }
      title={t('ALARMS.RECIPIENTS_TITLE', { name })}
      description={t('ALARMS.RECIPIENTS_DESCRIPTION')}
    >
      {alarm.recipients.length === 0 ? (
        <p className="hp-muted">{t('ALARMS.RECIPIENTS_EMPTY')}</p>
      ) : (
        <ol className="hp-alarms__recipients" aria-label={t('ALARMS.RECIPIENTS')}>
          {alarm.recipients.map((r, index) => (
            <li key={r.id} className="hp-alarms__recipient">
              <span className="hp-muted">{t('ALARMS.RECIPIENT_ORDER', { step: index + 1 })}</span>
              <span className="hp-alarms__recipient-email">{r.contact}</span>
              {!r.confirmed && (
                <span className="hp-muted hp-alarms__recipient-pending" title={t('ALARMS.RECIPIENT_PENDING_HINT')}>
                  {t('ALARMS.RECIPIENT_PENDING')}
                </span>
              )}
              <span className="hp-chips" role="group" aria-label={t('ALARMS.RECIPIENT_WAYS', { email: r.contact })}>
                {(
                  [
                    [0, r.emailNotification, 'ALARMS.WAY_emailNotification'],
                    [1, r.pushNotification, 'ALARMS.WAY_pushNotification'],
                  ] as const
                )
                  .filter(([, on]) => on)
                  .map(([type, , key]) => (
                    <span key={type} className="hp-chip">
                      {t(key)}
                      {canWrite && (
                        <button
                          type="button"
                          className="hp-link-button"
                          disabled={busy}
                          aria-label={t('ALARMS.RECIPIENT_REMOVE_WAY', { way: t(key), email: r.contact })}
                          onClick={() => removeWay.mutate({ recipient: r, type })}
                        >
                          ×
                        </button>
                      )}
                    </span>
                  ))}
              </span>
            </li>
          ))}
        </ol>
      )}
      {canWrite ? (
        <form {...form.form} className="hp-alarms__form">
          <Field label={t('ALARMS.RECIPIENT_EMAIL')} {...form.field('email')}>
            {(control) => <input {...control} {...form.input('email')} type="email" autoComplete="email" />}
          </Field>
          <div className="hp-alarms__inline">
            <label className="hp-check">
              <input type="checkbox" checked={types.includes(0)} onChange={(e) => toggle(0, e.target.checked)} /> {t('ALARMS.RECIPIENT_BY_EMAIL')}
            </label>
            <label className="hp-check">
              <input type="checkbox" checked={types.includes(1)} onChange={(e) => toggle(1, e.target.checked)} /> {t('ALARMS.RECIPIENT_BY_PUSH')}
            </label>
          </div>
          <FormAlert text={form.field('typeOfNotification').error ?? (add.error ? errorText(add.error) : null)} />
          <AlarmDialogActions busy={busy} closeLabel={t('APP.CLOSE')}>
            <SubmitButton {...form.submitButton}>{t('ALARMS.RECIPIENT_ADD')}</SubmitButton>
          </AlarmDialogActions>
        </form>
      ) : (
        <AlarmDialogActions busy={false} closeLabel={t('APP.CLOSE')} />
      )}
    </AlarmDialog>
  );
}
