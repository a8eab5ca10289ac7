import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadExport,
  exportTaskDownloadPath,
  isAdmin,
  mayDeleteExportTask,
  mayDownloadExportTask,
  mayStartExportTask,
  mayStopExportTask,
  subroleOf,
  type AdminExportTask,
} from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { useToast } from '../../binding/useToast';
import { OtpDialog } from '../../components/dialogs/OtpDialog';
import { ConfirmButton } from '../../components/ui/form/ConfirmButton';
import { sessionAtom, userAtom } from '../../state/atoms';
import { saveFile } from '../../binding/saveFile';
import { exportTaskKeys } from './exportTaskKeys';
import { ownerOf, whenOf } from './exportTaskText';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

/** Whether the signed-in admin may change export tasks (spec 3 §1: the write subrole). */
export function useMayWriteTasks(): boolean {
  const user = useAtomValue(userAtom);
  const { config } = useServices();
  return !!user && isAdmin(user) && subroleOf(user) === config.constants.writeSubrole;
}

/**
 * One task's acts (spec 3 §2 "Export tasks", §4, §6): start (after the OTP
 * dialog: the code goes with the start), stop and delete (each confirmed),
 * and the download once completed. A control shows only when the task's
 * status allows it; start is shown but disabled when completed.
 */
export function ExportTaskActions({ task, onDeleted }: { task: AdminExportTask; onDeleted?: () => void }) {
  const { t, i18n } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useApiErrorText();
  const mayWrite = useMayWriteTasks();
  const user = ownerOf(task, (userId) => t('EXPORT_TASKS.USER_GONE', { userId }));
  const when = whenOf(task.requestedAt, i18n.language);
  const refresh = () => queryClient.invalidateQueries({ queryKey: exportTaskKeys.all() });

  const failed = (caught: unknown) => toast(t('EXPORT_TASKS.ACT_FAILED', { reason: errorText(caught) }), 'error');
  const stop = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: () => rest.exportTasks.stop(task._id), onSuccess: refresh });
  const remove = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: () => rest.exportTasks.remove(task._id), onSuccess: refresh });

  return (
    <div className="hp-export-tasks__actions">
      {mayWrite && task.taskState.status !== 'in_progress' && <StartTask task={task} label={t('EXPORT_TASKS.START_OF', { user, when })} refresh={refresh} />}
      {mayWrite && mayStopExportTask(task) && (
        <ConfirmButton
          text={t('EXPORT_TASKS.STOP')}
          label={t('EXPORT_TASKS.STOP_OF', { user, when })}
          title={t('EXPORT_TASKS.STOP_TITLE')}
          body={t('EXPORT_TASKS.STOP_BODY', { user })}
          confirmLabel={t('EXPORT_TASKS.STOP')}
          destructive
          onConfirm={async () => {
            try {
              await stop.mutateAsync();
              toast(t('EXPORT_TASKS.STOPPED'));
            } catch (caught) {
              failed(caught);
            }
          }}
        />
      )}
      {mayDownloadExportTask(task) && <DownloadTask task={task} label={t('EXPORT_TASKS.DOWNLOAD_OF', { user, when })} />}
      {mayWrite && mayDeleteExportTask(task) && (
        <ConfirmButton
          look="ghost"
          text={t('EXPORT_TASKS.DELETE')}
          label={t('EXPORT_TASKS.DELETE_OF', { user, when })}
          title={t('EXPORT_TASKS.DELETE_TITLE')}
          body={t('EXPORT_TASKS.DELETE_BODY', { user })}
          confirmLabel={t('EXPORT_TASKS.DELETE')}
          destructive
          onConfirm={async () => {
            try {
              await remove.mutateAsync();
              toast(t('EXPORT_TASKS.DELETED'));
              onDeleted?.();
            } catch (caught) {
              failed(caught);
            }
          }}
        />
      )}
    </div>
  );
}

/** Start: shown but disabled once completed; the OTP dialog asks for the code that goes with the start. */
function StartTask({ task, label, refresh }: { task: AdminExportTask; label: string; refresh: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const [askCode, setAskCode] = useState(false);
  return (
    <>
      <button type="button" className="hp-button hp-button--small hp-button--primary" disabled={!mayStartExportTask(task)} aria-label={label} onClick={() => setAskCode(true)}>
        {t('EXPORT_TASKS.START')}
      </button>
      <OtpDialog
        open={askCode}
        onCode={async (code) => {
          await rest.exportTasks.start(task._id, code);
          setAskCode(false);
          toast(t('EXPORT_TASKS.STARTED'));
          await refresh();
        }}
        onCancel={() => setAskCode(false)}
      />
    </>
  );
}

/** Download a completed task's file (busy while it comes). */
function DownloadTask({ task, label }: { task: AdminExportTask; label: string }) {
  const { t } = useTranslation();
  const { config, apiBase } = useServices();
  const session = useAtomValue(sessionAtom);
  const toast = useToast(config.constants.toastHideDelayMs);
  const download = useMutation({
    mutationFn: () => downloadExport({ apiBase, sessionId: session?.sessionId ?? null, id: task._id, path: exportTaskDownloadPath(task._id) }),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      toast(t('EXPORT_TASKS.DOWNLOADED', { file: fileName }));
    },
    meta: { errorWords: 'EXPORT_TASKS.DOWNLOAD_FAILED' },
  });
  return (
    <button type="button" className="hp-button hp-button--small" disabled={download.isPending} aria-busy={download.isPending} aria-label={label} onClick={() => download.mutate()}>
      {download.isPending ? t('EXPORT_TASKS.DOWNLOADING') : t('EXPORT_TASKS.DOWNLOAD')}
    </button>
  );
}
