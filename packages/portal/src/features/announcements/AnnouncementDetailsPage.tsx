import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ANNOUNCEMENT_PAGE_SIZES, ApiError, routes, type AnnouncementCampaign, type AnnouncementTask } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { ErrorState, LoadingState } from '../../components/states';
import { DataTable } from '../../components/ui/DataTable';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import type { Column } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { annKeys } from './annKeys';
import { CampaignProgress, StatusBadge } from './CampaignProgress';
import { formatTime } from './formatTime';
import { mayCancel, useCancelCampaign } from './AnnouncementLogPage';
import { useAnnouncementErrorText } from './useAnnouncementErrorText';
import { useAnnouncementEvents } from './useAnnouncementEvents';
import { useMayWrite } from './useMayWrite';
import './announcements.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /announcement/details/{campaignId} (spec 3 §2 "Announcement details"):
 * the campaign (type, audience, schedule, content, progress) and its tasks,
 * 10 a page (spec 3 §9); live (asm_* events). A campaign that is not there
 * (404) returns to the log (spec 3 §8).
 */
export function AnnouncementDetailsPage() {
  usePageTitle('PAGE_TITLE.ANNOUNCEMENT_DETAILS');
  const { t, i18n } = useTranslation();
  const { campaignId = '' } = useParams();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAnnouncementErrorText();
  const cancel = useCancelCampaign();
  const mayWrite = useMayWrite();
  const [table, actions] = useTableState({ pageSize: ANNOUNCEMENT_PAGE_SIZES.tasks });
  useAnnouncementEvents();

  const retry = (count: number, error: unknown) => !isNotFound(error) && count < 2;
  const campaign = useQuery({ queryKey: annKeys.campaign(campaignId), queryFn: () => rest.announcements.campaign.get(campaignId), retry });
  const request = { page: table.page, limit: table.pageSize };
  const tasks = useQuery({
    queryKey: annKeys.tasks(campaignId, request),
    queryFn: async () => {
      const answer = await rest.announcements.task.getTasksInCampaign(campaignId, request);
      return { rows: answer.data, total: answer.count };
    },
    placeholderData: keepPreviousData,
    retry,
  });

  const columns = useMemo<Array<Column<AnnouncementTask>>>(
    () => [
      { id: 'user', header: t('ANNOUNCEMENTS.COL_USER'), cell: (row) => row.username },
      { id: 'recipient', header: t('ANNOUNCEMENTS.COL_RECIPIENT'), cell: (row) => row.recipient || t('ANNOUNCEMENTS.NO_RECIPIENT') },
      { id: 'run', header: t('ANNOUNCEMENTS.COL_RUN'), cell: (row) => row.run },
      { id: 'status', header: t('ANNOUNCEMENTS.COL_STATUS'), cell: (row) => <StatusBadge status={row.taskOptions.status} /> },
      {
        id: 'progress',
        header: t('ANNOUNCEMENTS.COL_PROGRESS'),
        cell: (row) => (
          <progress className="hp-progress ann-task-progress" max={100} value={row.taskOptions.progress} aria-label={t('ANNOUNCEMENTS.PROGRESS_OF', { name: row.username })} />
        ),
      },
      { id: 'tried', header: t('ANNOUNCEMENTS.COL_TRIED'), cell: (row) => row.triedCounter },
      { id: 'started', header: t('ANNOUNCEMENTS.COL_STARTED'), cell: (row) => formatTime(row.timeOfTaskStart, i18n.language) },
      { id: 'finished', header: t('ANNOUNCEMENTS.COL_FINISHED'), cell: (row) => formatTime(row.taskFinishedTimestamp, i18n.language) },
    ],
    [t, i18n.language],
  );

  if (isNotFound(campaign.error) || isNotFound(tasks.error)) return <Navigate to={routes.announcement_log} replace />;
  if (campaign.isPending) return <LoadingState what={t('ANNOUNCEMENTS.DETAILS_LOADING')} onRetry={() => void campaign.refetch()} />;
  if (campaign.isError) {
    return <ErrorState title={t('ANNOUNCEMENTS.DETAILS_FAILED')} error={campaign.error} onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />;
  }

  const current = campaign.data;
  return (
    <section className="hp-page ann-page" aria-labelledby="ann-details-heading">
      <Link to={routes.announcement_log} className="hp-link">
        ← {t('ANNOUNCEMENTS.BACK_TO_LOG')}
      </Link>
      <div className="ann-page__head">
        <h1 id="ann-details-heading">{t('ANNOUNCEMENTS.DETAILS_HEADING', { name: current.announcementName })}</h1>
        {mayWrite && mayCancel(current.status) && (
          <ConfirmDialog
            trigger={
              <button type="button" className="hp-button hp-button--danger">
                {t('ANNOUNCEMENTS.CANCEL_CONFIRM')}
              </button>
            }
            title={t('ANNOUNCEMENTS.CANCEL_TITLE')}
            body={t('ANNOUNCEMENTS.CANCEL_BODY', { name: current.announcementName })}
            confirmLabel={t('ANNOUNCEMENTS.CANCEL_CONFIRM')}
            destructive
            describeError={errorText}
            onConfirm={async () => {
              await cancel.mutateAsync(current._id);
              toast(t('ANNOUNCEMENTS.CANCELED'));
            }}
          />
        )}
      </div>
      <CampaignSummary campaign={current} />
      <DataTable
        label={t('ANNOUNCEMENTS.TASKS')}
        columns={columns}
        rowKey={(row) => row._id}
        query={tasks}
        state={table}
        actions={actions}
        paging="server"
        loading={t('ANNOUNCEMENTS.TASKS_LOADING')}
        failed={t('ANNOUNCEMENTS.TASKS_FAILED')}
        empty={{ title: t('ANNOUNCEMENTS.TASKS_EMPTY') }}
        noMatch={t('ANNOUNCEMENTS.TASKS_EMPTY')}
      />
    </section>
  );
}

function CampaignSummary({ campaign }: { campaign: AnnouncementCampaign }) {
  const { t, i18n } = useTranslation();
  const audience =
    campaign.filter.filterType === 'All'
      ? t('ANNOUNCEMENTS.FILTER_All')
      : t('ANNOUNCEMENTS.CONFIRM_AUDIENCE_LIST', { filter: t(`ANNOUNCEMENTS.FILTER_${campaign.filter.filterType}`), names: campaign.filter.selected.join(', ') });
  const schedule = campaign.repeat
    ? t('ANNOUNCEMENTS.DETAILS_SCHEDULE_REPEAT', { cron: campaign.repeat })
    : campaign.sendAt !== null
      ? t('ANNOUNCEMENTS.DETAILS_SCHEDULE_AT', { time: formatTime(campaign.sendAt, i18n.language) })
      : t('ANNOUNCEMENTS.DETAILS_SCHEDULE_NOW');
  return (
    <div className="ann-summary hp-card">
      <StatusBadge status={campaign.status} />
      <CampaignProgress campaign={campaign} />
      <dl className="ann-summary__facts">
        <dt>{t('ANNOUNCEMENTS.DETAILS_TYPE')}</dt>
        <dd>{t(`ANNOUNCEMENTS.TYPE_${campaign.type}`)}</dd>
        <dt>{t('ANNOUNCEMENTS.DETAILS_AUDIENCE')}</dt>
        <dd>{audience}</dd>
        <dt>{t('ANNOUNCEMENTS.DETAILS_SCHEDULE')}</dt>
        <dd>{schedule}</dd>
        <dt>{t('ANNOUNCEMENTS.COL_NEXT')}</dt>
        <dd>{formatTime(campaign.nextRunAt, i18n.language)}</dd>
        <dt>{t('ANNOUNCEMENTS.DETAILS_RUNS')}</dt>
        <dd>{campaign.runs}</dd>
        <dt>{t('ANNOUNCEMENTS.COL_STARTED')}</dt>
        <dd>{formatTime(campaign.timeOfCampaignStart, i18n.language)}</dd>
        <dt>{t('ANNOUNCEMENTS.COL_FINISHED')}</dt>
        <dd>{formatTime(campaign.timeOfCampaignFinish, i18n.language)}</dd>
        <dt>{t('ANNOUNCEMENTS.DETAILS_CONTENT')}</dt>
        <dd>
          <strong>{campaign.content.title}</strong>
          <p className="ann-summary__text">{campaign.content.text}</p>
        </dd>
      </dl>
    </div>
  );
}
