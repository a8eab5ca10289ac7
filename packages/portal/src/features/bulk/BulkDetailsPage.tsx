import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError, BULK_PAGE_SIZES, BULK_TASK_FILTERS, mayCancelCampaign, mayCancelTask, mayResetTask, routes, type BulkTask, type BulkTaskFilter } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { ErrorState, LoadingState } from '../../components/states';
import { DataTable } from '../../components/ui/DataTable';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import type { Column } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { bulkKeys } from './bulkKeys';
import { CampaignProgress, StatusBadge } from './CampaignProgress';
import { ErrorFeedbackDialog } from './ErrorFeedbackDialog';
import { formatTime } from './formatTime';
import { useBulkActs } from './useBulkActs';
import { useBulkEvents } from './useBulkEvents';
import './bulk.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /bulk/details/{bulkId} (spec 3 §2 "Bulk details"): the campaign's tasks,
 * 20 a page (spec 3 §9), shown All, Failed, Canceled or Successful; reset
 * one task or all, cancel one task or the whole campaign (confirmed), the
 * error feedback of a task. A campaign that is not there (404) returns to
 * the log (spec 3 §8). Progress is live (bom_* events).
 */
export function BulkDetailsPage() {
  usePageTitle('PAGE_TITLE.BULK_DETAILS');
  const { t, i18n } = useTranslation();
  const { bulkId = '' } = useParams();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useApiErrorText();
  const acts = useBulkActs();
  const [filter, setFilter] = useState<BulkTaskFilter>('All');
  const [table, actions] = useTableState({ pageSize: BULK_PAGE_SIZES.tasks });
  const [feedbackOf, setFeedbackOf] = useState<BulkTask | null>(null);
  useBulkEvents();

  const campaign = useQuery({ queryKey: bulkKeys.campaign(bulkId), queryFn: () => rest.bulk.campaign.get(bulkId), retry: (count, error) => !isNotFound(error) && count < 2 });
  const request = { filterBy: filter, page: table.page, limit: table.pageSize };
  const tasks = useQuery({
    queryKey: bulkKeys.tasks(bulkId, request),
    queryFn: async () => {
      const page = await rest.bulk.task.getTasksInCampaign(bulkId, request);
      return { rows: page.items, total: page.total };
    },
    placeholderData: keepPreviousData,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) toast(done);
    } catch (caught) {
      toast(t('BULK.ACT_FAILED', { reason: errorText(caught) }), 'error');
    }
  };

  const showFeedback = (task: BulkTask) => {
    // spec 3 §8: no feedback on a task that has not finished: the toast "no informations yet".
    if (!task.errorFeedback && !task.isFinished) return toast(t('BULK.NO_INFORMATIONS_YET_BULK'));
    setFeedbackOf(task);
  };

  const columns = useMemo<Array<Column<BulkTask>>>(
    () => [
      { id: 'device', header: t('BULK.DEVICE'), cell: (row) => row.device, className: 'hp-mono' },
      { id: 'status', header: t('BULK.STATUS'), cell: (row) => <StatusBadge status={row.taskOptions.status} /> },
      {
        id: 'progress',
        header: t('BULK.PROGRESS'),
        cell: (row) => <progress className="hp-progress bulk-task-progress" max={100} value={row.taskOptions.progress} aria-label={t('BULK.PROGRESS_OF', { name: row.device })} />,
      },
      { id: 'tried', header: t('BULK.TRIED'), cell: (row) => row.triedCounter },
      { id: 'started', header: t('BULK.STARTED'), cell: (row) => formatTime(row.timeOfTaskStart, i18n.language) },
      { id: 'finished', header: t('BULK.FINISHED'), cell: (row) => formatTime(row.taskFinishedTimestamp, i18n.language) },
      {
        id: 'actions',
        header: t('BULK.ACTIONS'),
        hideHeader: true,
        cell: (row) => (
          <div className="bulk-actions">
            {/* A task that ended well has nothing to tell; one still running says "no informations yet". */}
            {!(row.isFinished && !row.errorFeedback) && (
              <button
                type="button"
                className="hp-button hp-button--small hp-button--ghost"
                aria-label={t('BULK.FEEDBACK_OF', { serial: row.device })}
                onClick={() => showFeedback(row)}
              >
                {t('BULK.FEEDBACK')}
              </button>
            )}
            {mayResetTask(row) && (
              <button
                type="button"
                className="hp-button hp-button--small"
                aria-label={t('BULK.RESET_OF', { serial: row.device })}
                disabled={acts.resetTask.isPending}
                onClick={() => void act(() => acts.resetTask.mutateAsync(row._id), t('BULK.RESET_DONE', { count: 1 }))}
              >
                {t('BULK.RESET')}
              </button>
            )}
            {mayCancelTask(row) && (
              <ConfirmDialog
                trigger={
                  <button type="button" className="hp-button hp-button--small hp-button--ghost" aria-label={t('BULK.CANCEL_TASK_OF', { serial: row.device })}>
                    {t('BULK.CANCEL')}
                  </button>
                }
                title={t('BULK.CANCEL_TASK_TITLE')}
                body={t('BULK.CANCEL_TASK_BODY', { serial: row.device })}
                confirmLabel={t('BULK.CANCEL_TASK_CONFIRM')}
                destructive
                onConfirm={() => acts.cancelTask.mutateAsync(row._id)}
              />
            )}
          </div>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- act and showFeedback read only what is listed
    [t, i18n.language, acts.resetTask, acts.cancelTask, toast],
  );

  if (isNotFound(campaign.error) || isNotFound(tasks.error)) return <Navigate to={routes.bulk_log} replace />;
  if (campaign.isPending) return <LoadingState what={t('BULK.DETAILS_LOADING')} onRetry={() => void campaign.refetch()} />;
  if (campaign.isError) return <ErrorState title={t('BULK.DETAILS_FAILED')} error={campaign.error} onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />;

  const current = campaign.data;
  const resettable = current.taskCounters.failed + current.taskCounters.canceled > 0;
  return (
    <section className="hp-page bulk-page" aria-labelledby="bulk-details-heading">
      <Link to={routes.bulk_log} className="hp-link">
        ← {t('BULK.BACK_TO_LOG')}
      </Link>
      <div className="bulk-page__head">
        <h1 id="bulk-details-heading">{t('BULK.DETAILS_HEADING', { name: current.operation_name })}</h1>
        <div className="bulk-page__actions">
          {resettable && (
            <button
              type="button"
              className="hp-button"
              disabled={acts.resetAll.isPending}
              onClick={() => void act(async () => toast(t('BULK.RESET_DONE', { count: (await acts.resetAll.mutateAsync(current._id)).changed })))}
            >
              {t('BULK.RESET_ALL')}
            </button>
          )}
          {mayCancelCampaign(current.status) && (
            <ConfirmDialog
              trigger={
                <button type="button" className="hp-button hp-button--danger">
                  {t('BULK.CANCEL_ALL')}
                </button>
              }
              title={t('BULK.CANCEL_TITLE')}
              body={t('BULK.CANCEL_BODY', { name: current.operation_name })}
              confirmLabel={t('BULK.CANCEL_CONFIRM')}
              destructive
              onConfirm={async () => {
                await acts.cancelCampaign.mutateAsync(current._id);
                toast(t('BULK.CANCELED'));
              }}
            />
          )}
        </div>
      </div>
      <div className="bulk-summary hp-card">
        <StatusBadge status={current.status} />
        <CampaignProgress campaign={current} />
        <span className="hp-muted">
          {t('BULK.STARTED')}: {formatTime(current.timeOfOperationStart, i18n.language)} · {t('BULK.FINISHED')}: {formatTime(current.timeOfOperationFinish, i18n.language)}
        </span>
      </div>
      <div className="bulk-filter" role="group" aria-label={t('BULK.FILTER')}>
        {BULK_TASK_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={`hp-button hp-button--small ${filter === value ? 'hp-button--primary' : 'hp-button--ghost'}`}
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              actions.setPage(1);
            }}
          >
            {t(`BULK.FILTER_${value}`)}
          </button>
        ))}
      </div>
      <DataTable
        label={t('BULK.TASKS')}
        columns={columns}
        rowKey={(row) => row._id}
        query={tasks}
        state={table}
        actions={actions}
        paging="server"
        loading={t('BULK.TASKS_LOADING')}
        failed={t('BULK.TASKS_FAILED')}
        empty={{ title: t('BULK.TASKS_EMPTY') }}
        noMatch={t('BULK.TASKS_EMPTY')}
      />
      <ErrorFeedbackDialog task={feedbackOf} onClose={() => setFeedbackOf(null)} />
    </section>
  );
}
