import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { MAX_PLACE_NAME, SaveBackupBody, type Backup, type Gateway } from '@homeport/sdk';
import { useServices } from '../../../../services/services';
import { useToast } from '../../../../binding/useToast';
import { Field } from '../../../../components/ui/form/Field';
import { FormDialog, FormDialogActions } from '../../../../components/ui/form/FormDialog';
import { SubmitButton } from '../../../../components/ui/form/SubmitButton';
import { useForm, type FormWords } from '../../../../components/ui/form/useForm';
import { writeBackup } from './backupCache';
import { useBackupErrorText } from './useBackups';

/** The backup's name as the server checks it in its body (a room name's rule). */
const NameForm = v.pick(SaveBackupBody, ['snapshotName']);

const words: FormWords<v.InferInput<typeof NameForm>> = {
  snapshotName: { min_length: 'BACKUPS.NAME_EMPTY', max_length: 'BACKUPS.NAME_TOO_LONG', check: 'BACKUPS.NAME_CONTROL' },
};

/**
 * spec 2 §2 "create": a name (the server's rule: a room name's), and the gateway's firmware as the cloud knows
 * it (shown, not typed). The gateway then makes the backup; the list shows
 * it once kept (backup_updated). A refusal shows in the dialog and as a
 * toast (spec 2 §8 "Backup save errors toast").
 */
export function CreateBackupDialog({ gateway, userId, disabled }: { gateway: Gateway; userId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useBackupErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const firmware = gateway.currentFWVersion;
  const save = useMutation({
    // spec 2 §8: a refusal shows in the dialog and as a toast.
    meta: { errorWords: 'BACKUPS.SAVE_FAILED', describeError: errorText },
    mutationFn: ({ snapshotName }: v.InferOutput<typeof NameForm>) =>
      rest.backups.save({ userId, serialNumber: gateway.serialNumber, type: 'manual', snapshotName, currentFWVersion: firmware }),
    onSuccess: (backup: Backup) => {
      setOpen(false);
      toast(t('BACKUPS.CREATE_STARTED', { name: backup.snapshotName }));
      writeBackup(queryClient, gateway.serialNumber, backup);
    },
  });
  const form = useForm({
    schema: NameForm,
    initial: { snapshotName: '' },
    words,
    mutation: save,
    onSubmit: (body) => save.mutate(body),
    serverError: { field: 'snapshotName', text: errorText },
  });
  const busy = save.isPending;

  const openChange = (next: boolean) => {
    if (busy) return;
    if (next) form.reset();
    setOpen(next);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={
        <button type="button" className="hp-button hp-button--primary" disabled={disabled}>
          {t('BACKUPS.CREATE')}
        </button>
      }
      title={t('BACKUPS.CREATE_TITLE', { name: gateway.name || gateway.serialNumber })}
      description={t('BACKUPS.CREATE_BODY')}
    >
      <form {...form.form} className="hp-settings__form">
        <Field label={t('BACKUPS.NAME')} hint={t('BACKUPS.NAME_HINT', { max: MAX_PLACE_NAME })} {...form.field('snapshotName')}>
          {(control) => <input {...control} {...form.input('snapshotName')} maxLength={MAX_PLACE_NAME + 20} autoFocus autoComplete="off" />}
        </Field>
        <p className="hp-muted hp-settings__note">{t('BACKUPS.FIRMWARE_NOTE', { version: firmware })}</p>
        <FormDialogActions busy={busy}>
          <SubmitButton {...form.submitButton} busyLabel={t('BACKUPS.CREATE_BUSY')}>
            {t('BACKUPS.CREATE_CONFIRM')}
          </SubmitButton>
        </FormDialogActions>
      </form>
    </FormDialog>
  );
}
