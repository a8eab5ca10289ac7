import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BULK_PAGE_SIZES, BULK_TASK_FILTERS, mayCancelCampaign, mayCancelTask, mayResetTask, routes, type BulkCampaign, type BulkTask, type BulkTaskFilter } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { DetailsPage, retryUnlessNotFound } from '../../components/admin/DetailsPage';
import { ServerTable } from '../../components/admin/ServerTable';
import { useServerPagedList } from '../../components/admin/useServerPagedList';
import { ConfirmButton } from '../../components/ui/form/ConfirmButton';
import type { Column } from '../../components/ui/table/tableTypes';
import { bulkKeys } from './bulkKeys';
import { CampaignProgress, StatusBadge } from '../../components/admin/CampaignProgress';
import { ErrorFeedbackDialog } from './ErrorFeedbackDialog';
import { formatTime } from '../../components/admin/formatTime';
import { useBulkActs } from './useBulkActs';
import { useBulkEvents } from './useBulkEvents';
import './bulk.css';

/**
 * /bulk/details/{bulkId} (spec 3 §2 "Bulk details"): the campaign's tasks,
 * 20 a page (spec 3 §9), shown All, Failed, Canceled or Successful; reset
 * one task or all, cancel one task or the whole campaign (confirmed), the
 * error feedback of a task. A campaign that is not there (404) returns to
 * the log (spec 3 §8). Progress is live (bom_* events).
 */
export function BulkDetailsPage() {
  usePageTitle('PAGE_TITLE.BULK_DETAILS');
  useBulkEvents();
  const { t } = useTranslation();
  const { bulkId = '' } = useParams();
  const { rest } = useServices();
  const [feedbackOf, setFeedbackOf] = useState<BulkTask | null>(null);
  const columns = useTaskColumns(setFeedbackOf);
  const campaign = useQuery({ queryKey: bulkKeys.campaign(bulkId), queryFn: () => rest.bulk.campaign.get(bulkId), retry: retryUnlessNotFound });
  const tasks = useServerPagedList({
    pageSize: BULK_PAGE_SIZES.tasks,
    filter: 'All' as BulkTaskFilter,
    request: (table, filterBy) => ({ filterBy, page: table.page, limit: table.pageSize }),
    queryKey: (request) => bulkKeys.tasks(bulkId, request),
    fetch: async (request) => {
      const page = await rest.bulk.task.getTasksInCampaign(bulkId, request);
      return { rows: page.items, total: page.total };
    },
    retry: retryUnlessNotFound,
  });

  return (
    <DetailsPage
      query={campaign}
      alsoRead={[tasks.query]}
      back={{ to: routes.bulk_log, label: t('BULK.BACK_TO_LOG') }}
      className="bulk-page"
      headingId="bulk-details-heading"
      heading={(current) => t('BULK.DETAILS_HEADING', { name: current.operation_name })}
      headActions={(current) => <CampaignActs campaign={current} />}
      loading={t('BULK.DETAILS_LOADING')}
      failed={t('BULK.DETAILS_FAILED')}
    >
      {(current) => (
        <>
          <CampaignSummary campaign={current} />
          <TaskFilter filter={tasks.filter} onChange={tasks.setFilter} />
          <ServerTable
            label={t('BULK.TASKS')}
            list={tasks}
            columns={columns}
            texts={{ loading: t('BULK.TASKS_LOADING'), failed: t('BULK.TASKS_FAILED'), empty: t('BULK.TASKS_EMPTY') }}
          />
          <ErrorFeedbackDialog task={feedbackOf} onClose={() => setFeedbackOf(null)} />
        </>
      )}
    </DetailsPage>
  );
}

/** Runs an act; says `done` in a toast when it worked, and why it failed when not. */
function useAct() {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useApiErrorText();
  return useCallback(
    async (run: () => Promise<unknown>, done?: string) => {
      try {
        await run();
        if (done) toast(done);
      } catch (caught) {
        toast(t('BULK.ACT_FAILED', { reason: errorText(caught) }), 'error');
      }
    },
    [t, toast, errorText],
  );
}

function useTaskColumns(openFeedback: (task: BulkTask) => void) {
  const { t, i18n } = useTranslation();
  return useMemo<Array<Column<BulkTask>>>(
    () => [
      { id: 'device', header: t('BULK.DEVICE'), cell: (row) => row.device, className: 'hp-mono' },
      { id: 'status', header: t('BULK.STATUS'), cell: (row) => <StatusBadge status={row.taskOptions.status} texts="BULK" /> },
      {
        id: 'progress',
        header: t('BULK.PROGRESS'),
        cell: (row) => <progress className="hp-progress bulk-task-progress" max={100} value={row.taskOptions.progress} aria-label={t('BULK.PROGRESS_OF', { name: row.device })} />,
      },
      { id: 'tried', header: t('BULK.TRIED'), cell: (row) => row.triedCounter },
      { id: 'started', header: t('BULK.STARTED'), cell: (row) => formatTime(row.timeOfTaskStart, i18n.language) },
      { id: 'finished', header: t('BULK.FINISHED'), cell: (row) => formatTime(row.taskFinishedTimestamp, i18n.language) },
      { id: 'actions', header: t('BULK.ACTIONS'), hideHeader: true, cell: (row) => <TaskActions task={row} openFeedback={openFeedback} /> },
    ],
    [t, i18n.language, openFeedback],
  );
}

/** A task's row acts: its error feedback, reset, and cancel (confirmed). */
function TaskActions({ task, openFeedback }: { task: BulkTask; openFeedback: (task: BulkTask) => void }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const acts = useBulkActs();
  const act = useAct();
  const showFeedback = () => {
    // spec 3 §8: no feedback on a task that has not finished: the toast "no informations yet".
    if (!task.errorFeedback && !task.isFinished) return toast(t('BULK.NO_INFORMATIONS_YET_BULK'));
    openFeedback(task);
  };
  return (
    <div className="bulk-actions">
      {/* A task that ended well has nothing to tell; one still running says "no informations yet". */}
      {!(task.isFinished && !task.errorFeedback) && (
        <button type="button" className="hp-button hp-button--small hp-button--ghost" aria-label={t('BULK.FEEDBACK_OF', { serial: task.device })} onClick={showFeedback}>
          {t('BULK.FEEDBACK')}
        </button>
      )}
      {mayResetTask(task) && (
        <button
          type="button"
          className="hp-button hp-button--small"
          aria-label={t('BULK.RESET_OF', { serial: task.device })}
          disabled={acts.resetTask.isPending}
          onClick={() => void act(() => acts.resetTask.mutateAsync(task._id), t('BULK.RESET_DONE', { count: 1 }))}
        >
          {t('BULK.RESET')}
        </button>
      )}
      {mayCancelTask(task) && (
        <ConfirmButton
          look="ghost"
          text={t('BULK.CANCEL')}
          label={t('BULK.CANCEL_TASK_OF', { serial: task.device })}
          title={t('BULK.CANCEL_TASK_TITLE')}
          body={t('BULK.CANCEL_TASK_BODY', { serial: task.device })}
          confirmLabel={t('BULK.CANCEL_TASK_CONFIRM')}
          destructive
          onConfirm={() => acts.cancelTask.mutateAsync(task._id)}
        />
      )}
    </div>
  );
}

/** The acts on the whole campaign: reset the failed and canceled tasks, cancel it (confirmed). */
function CampaignActs({ campaign }: { campaign: BulkCampaign }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const acts = useBulkActs();
  const act = useAct();
  const resettable = campaign.taskCounters.failed + campaign.taskCounters.canceled > 0;
  const resetAll = async () => toast(t('BULK.RESET_DONE', { count: (await acts.resetAll.mutateAsync(campaign._id)).changed }));
  return (
    <div className="bulk-page__actions">
      {resettable && (
        <button type="button" className="hp-button" disabled={acts.resetAll.isPending} onClick={() => void act(resetAll)}>
          {t('BULK.RESET_ALL')}
        </button>
      )}
      {mayCancelCampaign(campaign.status) && (
        <ConfirmButton
          look="danger"
          text={t('BULK.CANCEL_ALL')}
          title={t('BULK.CANCEL_TITLE')}
          body={t('BULK.CANCEL_BODY', { name: campaign.operation_name })}
          confirmLabel={t('BULK.CANCEL_CONFIRM')}
          destructive
          onConfirm={async () => {
            await acts.cancelCampaign.mutateAsync(campaign._id);
            toast(t('BULK.CANCELED'));
          }}
        />
      )}
    </div>
  );
}

function CampaignSummary({ campaign }: { campaign: BulkCampaign }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="bulk-summary hp-card">
      <StatusBadge status={campaign.status} texts="BULK" />
      <CampaignProgress campaign={campaign} name={campaign.operation_name} texts="BULK" />
      <span className="hp-muted">
        {t('BULK.STARTED')}: {formatTime(campaign.timeOfOperationStart, i18n.language)} · {t('BULK.FINISHED')}: {formatTime(campaign.timeOfOperationFinish, i18n.language)}
      </span>
    </div>
  );
}

/** All, Failed, Canceled or Successful: toggle buttons, one pressed. */
function TaskFilter({ filter, onChange }: { filter: BulkTaskFilter; onChange: (next: BulkTaskFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div className="bulk-filter" role="group" aria-label={t('BULK.FILTER')}>
      {BULK_TASK_FILTERS.map((value) => (
        <button
          key={value}
          type="button"
          className={`hp-button hp-button--small ${filter === value ? 'hp-button--primary' : 'hp-button--ghost'}`}
          aria-pressed={filter === value}
          onClick={() => onChange(value)}
        >
          {t(`BULK.FILTER_${value}`)}
        </button>
      ))}
    </div>
  );
}
