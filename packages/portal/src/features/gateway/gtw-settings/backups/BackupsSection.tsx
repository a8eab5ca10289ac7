import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backupMinFirmware, backupSupported, downloadBackup, listedBackups, type Backup, type Gateway } from '@homeport/sdk';
import { useServices } from '../../../../services/services';
import { saveFile } from '../../../../binding/saveFile';
import { useToast } from '../../../../binding/useToast';
import { QueryView } from '../../../../components/states';
import { ConfirmDialog } from '../../../../components/ui/form/ConfirmDialog';
import { SaveSwitch } from '../../../../components/ui/form/SaveSwitch';
import { sessionAtom } from '../../../../state/atoms';
import { queryKeys } from '../../../../state/queryKeys';
import { SettingsSection } from '../SettingsSection';
import type { SettingsContext } from '../useGatewaySettings';
import { CreateBackupDialog } from './CreateBackupDialog';
import { ImportBackupDialog } from './ImportBackupDialog';
import { dropBackup } from './backupCache';
import { useBackupErrorText, useBackupList } from './useBackups';
import './backups.css';

/**
 * spec 2 §2 "backups (list, create, remove, restore, automatic-backup
 * toggle, export and import dialogs)", with the module flags BACKUP and
 * BACKUP_EXPORT_IMPORT and the per-model minimum firmware (spec 2 §6, §9).
 * A restore flags the gateway (backupRestoreInProgress), which takes the
 * portal to the restore screen until restoreCompleted or backupFailed.
 */
export function BackupsSection({ context }: { context: SettingsContext }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const { gateway } = context;
  const supported = backupSupported(gateway.model, gateway.currentFWVersion);
  const enabled = config.modules.BACKUP && supported;
  const list = useBackupList(gateway, enabled);
  if (!config.modules.BACKUP) return null;
  return (
    <SettingsSection id="backups" title={t('BACKUPS.HEADING')} wide>
      {!supported ? (
        <p className="hp-muted" role="note">
          {t('BACKUPS.NOT_SUPPORTED', { model: gateway.model, minimum: backupMinFirmware(gateway.model), version: gateway.currentFWVersion || '—' })}
        </p>
      ) : (
        <>
          <p className="hp-muted hp-backups__intro">{t('BACKUPS.INTRO')}</p>
          <BackupActions context={context} />
          <QueryView query={list} what={t('BACKUPS.LOADING')} failed={t('BACKUPS.LOAD_FAILED')}>
            {(backups) => <BackupList context={context} backups={backups} />}
          </QueryView>
        </>
      )}
    </SettingsSection>
  );
}

/** Create, import and the automatic-backup switch. */
function BackupActions({ context }: { context: SettingsContext }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useBackupErrorText();
  const userId = useAtomValue(sessionAtom)?.userId ?? '';
  const { gateway, canWrite, online } = context;
  const automatic = useMutation({
    meta: { describeError: errorText },
    mutationFn: (value: boolean) => rest.backups.setAutomatic(gateway.serialNumber, userId, value),
    onSuccess: (answer) => toast(t(answer.isAutomaticallyBackup ? 'BACKUPS.AUTOMATIC_ON' : 'BACKUPS.AUTOMATIC_OFF')),
  });
  const busy = gateway.backupRestoreInProgress;
  return (
    <>
      {!canWrite && <p className="hp-muted">{t('GTW_SETTINGS.READ_ONLY')}</p>}
      <div className="hp-settings__actions hp-backups__actions">
        <CreateBackupDialog gateway={gateway} userId={userId} disabled={!canWrite || !online || busy} />
        {config.modules.BACKUP_EXPORT_IMPORT && <ImportBackupDialog gateway={gateway} userId={userId} disabled={!canWrite || busy} />}
        <SaveSwitch
          className="hp-settings__toggle hp-backups__automatic"
          checked={gateway.isAutomaticallyBackup}
          disabled={!canWrite}
          onSave={(next) => automatic.mutateAsync(next)}
        >
          <span>{t('BACKUPS.AUTOMATIC')}</span>
        </SaveSwitch>
      </div>
    </>
  );
}

function BackupList({ context, backups }: { context: SettingsContext; backups: Backup[] }) {
  const { t, i18n } = useTranslation();
  const shown = listedBackups(backups);
  const making = backups.filter((b) => b.status === 'in_progress');
  const date = (at: number) => new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return (
    <>
      {making.map((b) => (
        <p key={b._id} role="status" className="hp-backups__making">
          <span className="hp-spinner hp-spinner--small" aria-hidden="true" /> {t('BACKUPS.MAKING', { name: b.snapshotName })}
        </p>
      ))}
      {shown.length === 0 ? (
        <p className="hp-muted">{t('BACKUPS.EMPTY')}</p>
      ) : (
        <ul className="hp-backups__list" aria-label={t('BACKUPS.LIST_LABEL', { name: context.gateway.name || context.gateway.serialNumber })}>
          {shown.map((backup) => (
            <li key={backup._id} className="hp-backups__item">
              <div className="hp-backups__what">
                <strong className="hp-backups__name">{backup.snapshotName}</strong>
                <span className="hp-muted">
                  {date(backup.createdAt)} · {t('BACKUPS.FIRMWARE', { version: backup.currentFWVersion })}
                  {backup.status === 'uploaded' ? ` · ${t('BACKUPS.IMPORTED_BADGE')}` : ''}
                </span>
                <span className="hp-muted">{t('BACKUPS.CONTENTS', { devices: backup.params.devices, rooms: backup.params.rooms, rules: backup.params.rules })}</span>
              </div>
              <BackupRowActions context={context} backup={backup} when={date(backup.createdAt)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function BackupRowActions({ context, backup, when }: { context: SettingsContext; backup: Backup; when: string }) {
  const { t } = useTranslation();
  const { rest, config, apiBase } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useBackupErrorText();
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const { gateway, canWrite, online } = context;
  const [exporting, setExporting] = useState(false);
  const name = backup.snapshotName;
  const busy = gateway.backupRestoreInProgress;

  const restore = async () => {
    await rest.backups.restore({ backupId: backup._id, serialNumber: gateway.serialNumber, userId: session?.userId ?? '' });
    // The restore screen follows at once (gateway_updated says the same a moment later).
    queryClient.setQueryData<Gateway>(queryKeys.gateway(gateway.serialNumber), (cached) => cached && { ...cached, backupRestoreInProgress: true });
  };
  const remove = async () => {
    await rest.backups.remove(backup._id);
    dropBackup(queryClient, gateway.serialNumber, backup._id);
    toast(t('BACKUPS.REMOVED', { name }));
  };
  const exportZip = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await downloadBackup({ apiBase, sessionId: session?.sessionId ?? null, id: backup._id });
      saveFile(blob, fileName);
      toast(t('BACKUPS.SUCCESS_EXPORTING_BACKUP', { file: fileName }));
    } catch {
      toast(t('BACKUPS.ERROR_EXPORTING_BACKUP'), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="hp-settings__actions hp-backups__row-actions">
      <ConfirmDialog
        trigger={
          <button type="button" className="hp-button" disabled={!canWrite || !online || busy} aria-label={t('BACKUPS.RESTORE_LABEL', { name })}>
            {t('BACKUPS.RESTORE')}
          </button>
        }
        title={t('BACKUPS.RESTORE_TITLE', { name })}
        body={<p>{t('BACKUPS.RESTORE_BODY', { when })}</p>}
        confirmLabel={t('BACKUPS.RESTORE_CONFIRM')}
        busyLabel={t('BACKUPS.RESTORE_BUSY')}
        describeError={errorText}
        onConfirm={restore}
      />
      {config.modules.BACKUP_EXPORT_IMPORT && (
        <button type="button" className="hp-button" disabled={exporting} aria-busy={exporting} aria-label={t('BACKUPS.EXPORT_LABEL', { name })} onClick={() => void exportZip()}>
          {exporting ? t('BACKUPS.EXPORTING') : t('BACKUPS.EXPORT')}
        </button>
      )}
      <ConfirmDialog
        trigger={
          <button type="button" className="hp-button hp-button--danger-outline" disabled={!canWrite || busy} aria-label={t('BACKUPS.REMOVE_LABEL', { name })}>
            {t('BACKUPS.REMOVE')}
          </button>
        }
        title={t('BACKUPS.REMOVE_TITLE', { name })}
        body={<p>{t('BACKUPS.REMOVE_BODY')}</p>}
        confirmLabel={t('BACKUPS.REMOVE_CONFIRM')}
        busyLabel={t('BACKUPS.REMOVE_BUSY')}
        destructive
        describeError={errorText}
        onConfirm={remove}
      />
    </div>
  );
}
