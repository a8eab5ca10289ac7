import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKUP_IMPORT_MAX_BYTES, UploadAbortedError, backupFileProblem, uploadBackup, type Gateway } from '@homeport/sdk';
import { FileUpload } from '@homeport/widgets';
import { useServices } from '../../../../services/services';
import { useToast } from '../../../../binding/useToast';
import { FormAlert } from '../../../../components/FormAlert';
import { SubmitButton } from '../../../../components/ui/form/SubmitButton';
import { sessionAtom } from '../../../../state/atoms';
import { writeBackup } from './backupCache';
import { useBackupErrorText } from './useBackups';

type Phase = { step: 'choose' } | { step: 'uploading'; percent: number } | { step: 'waiting' };

const ZIP_ONLY = ['.zip'] as const;

/**
 * spec 2 §2 "import dialog", §5 "choose file, upload with progress,
 * waiting for response, then success or error", §6 "single .zip file, at
 * most 0.5MB". The file is checked before it is sent (the widget and the
 * sdk's rule); the server checks the zip itself. A refusal shows its
 * translated first error code; a cancelled upload has its own toast.
 */
export function ImportBackupDialog({ gateway, userId, disabled }: { gateway: Gateway; userId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const { apiBase, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useBackupErrorText();
  const queryClient = useQueryClient();
  const sessionId = useAtomValue(sessionAtom)?.sessionId ?? null;
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = phase.step !== 'choose';

  const openChange = (next: boolean) => {
    // Closing while the file is on its way stops it (the toast says so).
    if (!next && busy) abort.current?.abort();
    if (next) {
      setFile(null);
      setError(null);
      setPhase({ step: 'choose' });
    }
    setOpen(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = backupFileProblem(file ? [file] : []);
    if (problem || !file) {
      setError(t(`BACKUPS.FILE_${(problem ?? 'none').toUpperCase()}`, { max: '0.5 MB' }));
      return;
    }
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ step: 'uploading', percent: 0 });
    try {
      const backup = await uploadBackup({
        apiBase,
        sessionId,
        serial: gateway.serialNumber,
        file,
        fileName: file.name,
        userId,
        signal: controller.signal,
        XMLHttpRequest,
        onProgress: ({ loaded, total }) => setPhase({ step: 'uploading', percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0 }),
        onSent: () => setPhase({ step: 'waiting' }),
      });
      writeBackup(queryClient, gateway.serialNumber, backup);
      toast(t('BACKUPS.IMPORTED', { name: backup.snapshotName }));
      setPhase({ step: 'choose' });
      setOpen(false);
    } catch (caught) {
      setPhase({ step: 'choose' });
      if (caught instanceof UploadAbortedError) toast(t('BACKUPS.IMPORT_ABORTED'), 'error');
      else setError(errorText(caught));
    } finally {
      abort.current = null;
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger className="hp-button" disabled={disabled}>
        {t('BACKUPS.IMPORT')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog" onInteractOutside={(event) => busy && event.preventDefault()}>
          <form onSubmit={(event) => void submit(event)} noValidate className="hp-settings__form">
            <Dialog.Title>{t('BACKUPS.IMPORT_TITLE')}</Dialog.Title>
            <Dialog.Description className="hp-muted">{t('BACKUPS.IMPORT_BODY', { serial: gateway.serialNumber })}</Dialog.Description>
            <FileUpload
              label={t('BACKUPS.IMPORT_FILE')}
              accept={ZIP_ONLY}
              maxBytes={BACKUP_IMPORT_MAX_BYTES}
              disabled={busy}
              onFile={(chosen) => {
                setFile(chosen);
                setError(null);
              }}
              uploading={phase.step === 'uploading' && file ? { name: file.name, percent: phase.percent } : null}
            />
            {phase.step === 'uploading' && (
              <p role="status" className="hp-muted">
                {t('BACKUPS.UPLOADING', { percent: phase.percent })}
              </p>
            )}
            {phase.step === 'waiting' && (
              <p role="status" className="hp-backups__waiting">
                <span className="hp-spinner hp-spinner--small" aria-hidden="true" /> {t('BACKUPS.WAITING')}
              </p>
            )}
            <FormAlert text={error} />
            <div className="hp-dialog__actions">
              {busy ? (
                <button type="button" className="hp-button hp-button--ghost" onClick={() => abort.current?.abort()}>
                  {t('BACKUPS.IMPORT_CANCEL')}
                </button>
              ) : (
                <Dialog.Close className="hp-button hp-button--ghost">{t('APP.CANCEL')}</Dialog.Close>
              )}
              <SubmitButton busy={busy} busyLabel={t('BACKUPS.IMPORT_BUSY')} disabled={!file}>
                {t('BACKUPS.IMPORT_SEND')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
