import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PLACE_NAME, placeNameProblem, type Backup, type Gateway, type PlaceNameProblem } from '@homeport/sdk';
import { useServices } from '../../../../services/services';
import { useToast } from '../../../../binding/useToast';
import { Field } from '../../../../components/ui/form/Field';
import { FormDialog, FormDialogActions } from '../../../../components/ui/form/FormDialog';
import { SubmitButton } from '../../../../components/ui/form/SubmitButton';
import { writeBackup } from './backupCache';
import { useBackupErrorText } from './useBackups';

const PROBLEM_KEYS: Record<PlaceNameProblem, string> = {
  empty: 'BACKUPS.NAME_EMPTY',
  tooLong: 'BACKUPS.NAME_TOO_LONG',
  controlCharacter: 'BACKUPS.NAME_CONTROL',
  duplicate: 'BACKUPS.NAME_EMPTY',
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
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const firmware = gateway.currentFWVersion;
  const save = useMutation({
    // spec 2 §8: a refusal shows in the dialog and as a toast.
    meta: { errorWords: 'BACKUPS.SAVE_FAILED', describeError: errorText },
    mutationFn: (snapshotName: string) => rest.backups.save({ userId, serialNumber: gateway.serialNumber, type: 'manual', snapshotName, currentFWVersion: firmware }),
    onSuccess: (backup: Backup) => {
      setOpen(false);
      toast(t('BACKUPS.CREATE_STARTED', { name: backup.snapshotName }));
      writeBackup(queryClient, gateway.serialNumber, backup);
    },
  });
  const busy = save.isPending;
  const problem = invalid ?? (save.error ? errorText(save.error) : null);

  const openChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setName('');
      setInvalid(null);
      save.reset();
    }
    setOpen(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = placeNameProblem(name);
    if (check) return setInvalid(t(PROBLEM_KEYS[check], { max: MAX_PLACE_NAME }));
    save.mutate(name.trim());
  }

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
      <form onSubmit={submit} noValidate className="hp-settings__form">
        <Field label={t('BACKUPS.NAME')} hint={t('BACKUPS.NAME_HINT', { max: MAX_PLACE_NAME })} error={problem}>
          {(control) => (
            <input
              {...control}
              value={name}
              maxLength={MAX_PLACE_NAME + 20}
              onChange={(e) => {
                setName(e.target.value);
                setInvalid(null);
                save.reset();
              }}
              autoFocus
              autoComplete="off"
            />
          )}
        </Field>
        <p className="hp-muted hp-settings__note">{t('BACKUPS.FIRMWARE_NOTE', { version: firmware })}</p>
        <FormDialogActions busy={busy}>
          <SubmitButton busy={busy} busyLabel={t('BACKUPS.CREATE_BUSY')}>
            {t('BACKUPS.CREATE_CONFIRM')}
          </SubmitButton>
        </FormDialogActions>
      </form>
    </FormDialog>
  );
}
