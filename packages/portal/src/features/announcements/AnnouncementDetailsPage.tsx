import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ANNOUNCEMENT_PAGE_SIZES, routes, type AnnouncementCampaign, type AnnouncementTask } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { DetailsPage, retryUnlessNotFound } from '../../components/admin/DetailsPage';
import { ServerTable } from '../../components/admin/ServerTable';
import { useServerPagedList } from '../../components/admin/useServerPagedList';
import { ConfirmButton } from '../../components/ui/form/ConfirmButton';
import type { Column } from '../../components/ui/table/tableTypes';
import { annKeys } from './annKeys';
import { CampaignProgress, StatusBadge } from '../../components/admin/CampaignProgress';
import { formatTime } from '../../components/admin/formatTime';
import { mayCancel, useCancelCampaign } from './AnnouncementLogPage';
import { useAnnouncementErrorText } from './useAnnouncementErrorText';
import { useAnnouncementEvents } from './useAnnouncementEvents';
import { useMayWrite } from './useMayWrite';
import './announcements.css';

/**
 * /announcement/details/{campaignId} (spec 3 §2 "Announcement details"):
 * the campaign (type, audience, schedule, content, progress) and its tasks,
 * 10 a page (spec 3 §9); live (asm_* events). A campaign that is not there
 * (404) returns to the log (spec 3 §8).
 */
export function AnnouncementDetailsPage() {
  usePageTitle('PAGE_TITLE.ANNOUNCEMENT_DETAILS');
  useAnnouncementEvents();
  const { t } = useTranslation();
  const { campaignId = '' } = useParams();
  const { rest } = useServices();
  const mayWrite = useMayWrite();
  const columns = useTaskColumns();
  const campaign = useQuery({ queryKey: annKeys.campaign(campaignId), queryFn: () => rest.announcements.campaign.get(campaignId), retry: retryUnlessNotFound });
  const tasks = useServerPagedList({
    pageSize: ANNOUNCEMENT_PAGE_SIZES.tasks,
    request: (table) => ({ page: table.page, limit: table.pageSize }),
    queryKey: (request) => annKeys.tasks(campaignId, request),
    fetch: async (request) => {
      const answer = await rest.announcements.task.getTasksInCampaign(campaignId, request);
      return { rows: answer.data, total: answer.count };
    },
    retry: retryUnlessNotFound,
  });

  return (
    <DetailsPage
      query={campaign}
      alsoRead={[tasks.query]}
      back={{ to: routes.announcement_log, label: t('ANNOUNCEMENTS.BACK_TO_LOG') }}
      className="ann-page"
      headingId="ann-details-heading"
      heading={(current) => t('ANNOUNCEMENTS.DETAILS_HEADING', { name: current.announcementName })}
      headActions={(current) => mayWrite && mayCancel(current.status) && <CancelCampaign campaign={current} />}
      loading={t('ANNOUNCEMENTS.DETAILS_LOADING')}
      failed={t('ANNOUNCEMENTS.DETAILS_FAILED')}
    >
      {(current) => (
        <>
          <CampaignSummary campaign={current} />
          <ServerTable
            label={t('ANNOUNCEMENTS.TASKS')}
            list={tasks}
            columns={columns}
            texts={{ loading: t('ANNOUNCEMENTS.TASKS_LOADING'), failed: t('ANNOUNCEMENTS.TASKS_FAILED'), empty: t('ANNOUNCEMENTS.TASKS_EMPTY') }}
          />
        </>
      )}
    </DetailsPage>
  );
}

function useTaskColumns() {
  const { t, i18n } = useTranslation();
  return useMemo<Array<Column<AnnouncementTask>>>(
    () => [
      { id: 'user', header: t('ANNOUNCEMENTS.COL_USER'), cell: (row) => row.username },
      { id: 'recipient', header: t('ANNOUNCEMENTS.COL_RECIPIENT'), cell: (row) => row.recipient || t('ANNOUNCEMENTS.NO_RECIPIENT') },
      { id: 'run', header: t('ANNOUNCEMENTS.COL_RUN'), cell: (row) => row.run },
      { id: 'status', header: t('ANNOUNCEMENTS.COL_STATUS'), cell: (row) => <StatusBadge status={row.taskOptions.status} texts="ANNOUNCEMENTS" /> },
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
}

function CancelCampaign({ campaign }: { campaign: AnnouncementCampaign }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAnnouncementErrorText();
  const cancel = useCancelCampaign();
  return (
    <ConfirmButton
      look="danger"
      text={t('ANNOUNCEMENTS.CANCEL_CONFIRM')}
      title={t('ANNOUNCEMENTS.CANCEL_TITLE')}
      body={t('ANNOUNCEMENTS.CANCEL_BODY', { name: campaign.announcementName })}
      confirmLabel={t('ANNOUNCEMENTS.CANCEL_CONFIRM')}
      destructive
      describeError={errorText}
      onConfirm={async () => {
        await cancel.mutateAsync(campaign._id);
        toast(t('ANNOUNCEMENTS.CANCELED'));
      }}
    />
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
      <StatusBadge status={campaign.status} texts="ANNOUNCEMENTS" />
      <CampaignProgress campaign={campaign} name={campaign.announcementName} texts="ANNOUNCEMENTS" />
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
