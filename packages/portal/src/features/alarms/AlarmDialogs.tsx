import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_PRIORITIES, alarmText, canSaveAlarmEdit, type Alarm, type AlarmPriorityCode } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { AlarmDialog, AlarmDialogActions } from './AlarmDialog';
import { alarmKeys } from './alarmKeys';
import { useAlarmErrorText } from './alarmErrorText';
import { useSetAlarm } from './useAlarms';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

/** Add a user alarm (spec 2 §2): name, description and priority; 11000 when the name exists (spec 2 §8). */
export function AddAlarmDialog({ serial }: { serial: string }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAlarmErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<AlarmPriorityCode>(1);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.alarms.create({ serialNumber: serial, name: name.trim(), description: description.trim(), alarmPriorityCode: priority }),
    onSuccess: async (alarm) => {
      await queryClient.invalidateQueries({ queryKey: alarmKeys.table(serial) });
      toast(t('ALARMS.ADDED', { name: alarmText(alarm).name }));
      setOpen(false);
    },
  });
  const change = (next: boolean) => {
    if (create.isPending) return;
    setOpen(next);
    if (next) {
      setName('');
      setDescription('');
      setPriority(1);
      setProblem(null);
      create.reset();
    }
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setProblem(t('ALARMS.NAME_REQUIRED'));
      return;
    }
    create.mutate();
  }
  return (
    <AlarmDialog
      open={open}
      onOpenChange={change}
      trigger={
        <button type="button" className="hp-button hp-button--primary">
          {t('ALARMS.ADD')}
        </button>
      }
      title={t('ALARMS.ADD_TITLE')}
      description={t('ALARMS.ADD_DESCRIPTION')}
    >
      <form onSubmit={submit} noValidate className="hp-alarms__form">
        <Field label={t('ALARMS.NAME')} error={problem}>
          {(control) => (
            <input
              {...control}
              value={name}
              maxLength={64}
              onChange={(e) => {
                setName(e.target.value);
                setProblem(null);
                create.reset();
              }}
            />
          )}
        </Field>
        <Field label={t('ALARMS.DESCRIPTION')}>
          {(control) => <textarea {...control} value={description} maxLength={500} rows={2} onChange={(e) => setDescription(e.target.value)} />}
        </Field>
        <Field label={t('ALARMS.PRIORITY')}>
          {(control) => (
            <select {...control} value={priority} onChange={(e) => setPriority(Number(e.target.value) as AlarmPriorityCode)}>
              {ALARM_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {t(`ALARMS.PRIORITY_${p}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormAlert text={create.error ? errorText(create.error) : null} />
        <AlarmDialogActions busy={create.isPending}>
          <SubmitButton busy={create.isPending}>{t('ALARMS.ADD')}</SubmitButton>
        </AlarmDialogActions>
      </form>
    </AlarmDialog>
  );
}

/** spec 2 §4: Save is enabled only when the name or the description differs from the start value; "Alarm updated". */
export function EditAlarmDialog({ alarm, serial }: { alarm: Alarm; serial: string }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAlarmErrorText();
  const setAlarm = useSetAlarm(serial);
  const start = alarmText(alarm);
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(start);
  const save = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.alarms.update(alarm._id, { name: fields.name.trim(), description: fields.description.trim() }),
    onSuccess: (saved) => {
      setAlarm(saved);
      toast(t('ALARMS.UPDATED'));
      setOpen(false);
    },
  });
  const change = (next: boolean) => {
    if (save.isPending) return;
    setOpen(next);
    if (next) {
      setFields(alarmText(alarm));
      save.reset();
    }
  };
  const edit = (patch: Partial<typeof fields>) => {
    setFields((f) => ({ ...f, ...patch }));
    save.reset();
  };
  return (
    <AlarmDialog
      open={open}
      onOpenChange={change}
      trigger={
        <button type="button" className="hp-button hp-button--ghost hp-button--small" aria-label={t('ALARMS.EDIT_NAMED', { name: start.name })}>
          {t('ALARMS.EDIT')}
        </button>
      }
      title={t('ALARMS.EDIT_TITLE', { name: start.name })}
      description={t('ALARMS.EDIT_DESCRIPTION')}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSaveAlarmEdit(start, fields)) save.mutate();
        }}
        noValidate
        className="hp-alarms__form"
      >
        <Field label={t('ALARMS.NAME')} error={fields.name.trim() === '' ? t('ALARMS.NAME_REQUIRED') : null}>
          {(control) => <input {...control} value={fields.name} maxLength={64} onChange={(e) => edit({ name: e.target.value })} />}
        </Field>
        <Field label={t('ALARMS.DESCRIPTION')}>
          {(control) => <textarea {...control} value={fields.description} maxLength={500} rows={2} onChange={(e) => edit({ description: e.target.value })} />}
        </Field>
        <FormAlert text={save.error ? errorText(save.error) : null} />
        <AlarmDialogActions busy={save.isPending}>
          <SubmitButton busy={save.isPending} busyLabel={t('ALARMS.SAVING')} disabled={!canSaveAlarmEdit(start, fields)}>
            {t('ALARMS.SAVE')}
          </SubmitButton>
        </AlarmDialogActions>
      </form>
    </AlarmDialog>
  );
}
