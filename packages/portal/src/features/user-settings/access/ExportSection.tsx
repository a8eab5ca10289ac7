import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDownloadExport, canStartExport, canStopExport, downloadExport, type ExportTask } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useToast } from '../../../binding/useToast';
import { QueryView } from '../../../components/states';
import { sessionAtom } from '../../../state/atoms';
import { saveFile } from '../../../binding/saveFile';
import { accessKeys } from './accessKeys';
import { CodeDialog } from './CodeDialog';
import { useWhen } from './useWhen';

type CodeFor = { act: 'start' } | { act: 'stop'; task: ExportTask };

/**
 * spec 2 §2, §4 "personal data export (create, download)": a new export is
 * pending until the server completes it (a live event says so), then its
 * file downloads. Starting and stopping need a one-time code (the `otp`
 * header, spec 2 §7), sent to the account's e-mail when the dialog opens.
 */
export function ExportSection() {
  const { t } = useTranslation();
  const { rest, config, apiBase } = useServices();
  const session = useAtomValue(sessionAtom);
  const userId = session?.userId ?? '';
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const when = useWhen();
  const [codeFor, setCodeFor] = useState<CodeFor | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const query = useQuery({ queryKey: accessKeys.exports(userId), queryFn: () => rest.userAccess.privacyOverview(userId), enabled: userId !== '' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accessKeys.exports(userId) });
  const sendCode = async () => (await rest.otp.send()).to;

  const download = async (task: ExportTask) => {
    setDownloading(task._id);
    try {
      const { blob, fileName } = await downloadExport({ apiBase, sessionId: session?.sessionId ?? null, id: task._id });
      saveFile(blob, fileName);
      toast(t('USER_ACCESS.EXPORT.DOWNLOADED', { file: fileName }));
    } catch {
      toast(t('USER_ACCESS.EXPORT.DOWNLOAD_FAILED'), 'error');
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className="hp-card hp-access__section" aria-labelledby="access-export-heading">
      <h2 id="access-export-heading" className="hp-access__title">
        {t('USER_ACCESS.EXPORT.TITLE')}
      </h2>
      <p className="hp-muted">{t('USER_ACCESS.EXPORT.INTRO')}</p>
      <QueryView query={query} what={t('USER_ACCESS.EXPORT.LOADING')} failed={t('USER_ACCESS.EXPORT.LOAD_FAILED')}>
        {({ tasks }) => (
          <>
            <button type="button" className="hp-button hp-button--primary" disabled={!canStartExport(tasks)} onClick={() => setCodeFor({ act: 'start' })}>
              {t('USER_ACCESS.EXPORT.START')}
            </button>
            {tasks.length === 0 ? (
              <p className="hp-muted">{t('USER_ACCESS.EXPORT.EMPTY')}</p>
            ) : (
              <ul className="hp-access__list" aria-label={t('USER_ACCESS.EXPORT.LIST')}>
                {tasks.map((task) => {
                  const requested = when(task.createdAt);
                  const status = task.taskState.status;
                  return (
                    <li key={task._id} className="hp-access__item">
                      <div className="hp-access__what">
                        <strong>{t('USER_ACCESS.EXPORT.REQUESTED', { when: requested })}</strong>
                        <span className="hp-access__badges">
                          <span
                            className={`hp-badge ${status === 'completed' ? 'hp-badge--online' : status === 'canceled' || status === 'failed' ? 'hp-badge--offline' : ''}`}
                            role="status"
                          >
                            {t(`USER_ACCESS.EXPORT.STATUS_${status}`)}
                          </span>
                          {status === 'completed' && task.completedAt !== null && (
                            <span className="hp-muted"> {t('USER_ACCESS.EXPORT.READY_AT', { when: when(task.completedAt) })}</span>
                          )}
                        </span>
                      </div>
                      <div className="hp-access__actions">
                        {canStopExport(task) && (
                          <button
                            type="button"
                            className="hp-button hp-button--danger-outline"
                            aria-label={t('USER_ACCESS.EXPORT.STOP_LABEL', { when: requested })}
                            onClick={() => setCodeFor({ act: 'stop', task })}
                          >
                            {t('USER_ACCESS.EXPORT.STOP')}
                          </button>
                        )}
                        {status !== 'canceled' && status !== 'failed' && (
                          <button
                            type="button"
                            className="hp-button"
                            disabled={!canDownloadExport(task) || downloading === task._id}
                            aria-busy={downloading === task._id}
                            aria-label={t('USER_ACCESS.EXPORT.DOWNLOAD_LABEL', { when: requested })}
                            onClick={() => void download(task)}
                          >
                            {downloading === task._id ? t('USER_ACCESS.EXPORT.DOWNLOADING') : t('USER_ACCESS.EXPORT.DOWNLOAD')}
                          </button>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </QueryView>
      <CodeDialog
        open={codeFor !== null}
        title={t(codeFor?.act === 'stop' ? 'USER_ACCESS.EXPORT.STOP_TITLE' : 'USER_ACCESS.EXPORT.START_TITLE')}
        body={(to) => (to ? t(codeFor?.act === 'stop' ? 'USER_ACCESS.EXPORT.STOP_BODY' : 'USER_ACCESS.EXPORT.START_BODY', { to }) : null)}
        send={sendCode}
        onCode={async (code) => {
          if (codeFor?.act === 'stop') {
            await rest.userAccess.stopExport(codeFor.task._id, code);
            toast(t('USER_ACCESS.EXPORT.STOPPED'));
          } else {
            await rest.userAccess.startExport(userId, code);
            toast(t('USER_ACCESS.EXPORT.STARTED'));
          }
          await refresh();
        }}
        onClose={() => setCodeFor(null)}
      />
    </section>
  );
}
