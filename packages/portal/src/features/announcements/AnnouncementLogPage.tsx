import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANNOUNCEMENT_ACTIVE_STATUSES, ANNOUNCEMENT_PAGE_SIZES, routes, type AnnouncementCampaign, type AnnouncementCampaignStatus } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { LogPage } from '../../components/admin/LogPage';
import { useServerPagedList } from '../../components/admin/useServerPagedList';
import { ConfirmButton } from '../../components/ui/form/ConfirmButton';
import type { Column } from '../../components/ui/table/tableTypes';
import { annKeys } from './annKeys';
import { CampaignProgress, StatusBadge } from '../../components/admin/CampaignProgress';
import { formatTime } from '../../components/admin/formatTime';
import { useAnnouncementErrorText } from './useAnnouncementErrorText';
import { useAnnouncementEvents } from './useAnnouncementEvents';
import { useMayWrite } from './useMayWrite';
import './announcements.css';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

export const detailsPath = (id: string) => routes.announcement_details.replace(':campaignId', encodeURIComponent(id));

/** A campaign still running or waiting may be canceled (pending tasks and later runs). */
export const mayCancel = (status: AnnouncementCampaignStatus) => (ANNOUNCEMENT_ACTIVE_STATUSES as readonly string[]).includes(status);

/** Cancels a whole campaign (spec 3 §7 cancelAll) and reads the lists again. */
export function useCancelCampaign() {
  const { rest } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (id: string) => rest.announcements.campaign.cancelAll(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: annKeys.all() }),
  });
}

/**
 * /announcement/log (spec 3 §2 "Announcement log"): the campaigns, 10 a page
 * (spec 3 §9), newest first, with a search; cancel one that is still
 * active after a confirmation; each links to its details. Progress is live
 * (asm_* events).
 */
export function AnnouncementLogPage() {
  usePageTitle('PAGE_TITLE.ANNOUNCEMENT_LOG');
  useAnnouncementEvents();
  const { t } = useTranslation();
  const { rest } = useServices();
  const mayWrite = useMayWrite();
  const columns = useCampaignColumns(mayWrite);
  const list = useServerPagedList({
    pageSize: ANNOUNCEMENT_PAGE_SIZES.log,
    request: (table) => ({ page: table.page, limit: table.pageSize, ...(table.search ? { searchPhrase: table.search } : {}) }),
    queryKey: annKeys.campaigns,
    fetch: async (request) => {
      const answer = request.searchPhrase
        ? await rest.announcements.campaign.search({ ...request, searchPhrase: request.searchPhrase })
        : await rest.announcements.campaign.list(request);
      return { rows: answer.data, total: answer.count };
    },
  });

  return (
    <LogPage
      className="ann-page"
      headingId="ann-log-heading"
      heading={t('ANNOUNCEMENTS.LOG_HEADING')}
      headActions={
        mayWrite && (
          <Link className="hp-button hp-button--primary" to={routes.announcement}>
            {t('ANNOUNCEMENTS.CREATE')}
          </Link>
        )
      }
      list={list}
      columns={columns}
      texts={{
        search: t('ANNOUNCEMENTS.LOG_SEARCH'),
        loading: t('ANNOUNCEMENTS.LOG_LOADING'),
        failed: t('ANNOUNCEMENTS.LOG_FAILED'),
        empty: t('ANNOUNCEMENTS.LOG_EMPTY'),
        emptyHint: t('ANNOUNCEMENTS.LOG_EMPTY_HINT'),
        noMatch: t('ANNOUNCEMENTS.LOG_NO_MATCH'),
      }}
    />
  );
}

function useCampaignColumns(mayWrite: boolean) {
  const { t, i18n } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAnnouncementErrorText();
  const cancel = useCancelCampaign();
  return useMemo<Array<Column<AnnouncementCampaign>>>(
    () => [
      {
        id: 'name',
        header: t('ANNOUNCEMENTS.COL_NAME'),
        cell: (row) => (
          <Link to={detailsPath(row._id)} aria-label={t('ANNOUNCEMENTS.DETAILS_OF', { name: row.announcementName })}>
            {row.announcementName}
          </Link>
        ),
      },
      { id: 'type', header: t('ANNOUNCEMENTS.COL_TYPE'), cell: (row) => t(`ANNOUNCEMENTS.TYPE_${row.type}`) },
      { id: 'status', header: t('ANNOUNCEMENTS.COL_STATUS'), cell: (row) => <StatusBadge status={row.status} texts="ANNOUNCEMENTS" /> },
      { id: 'progress', header: t('ANNOUNCEMENTS.COL_PROGRESS'), cell: (row) => <CampaignProgress campaign={row} name={row.announcementName} texts="ANNOUNCEMENTS" /> },
      { id: 'started', header: t('ANNOUNCEMENTS.COL_STARTED'), cell: (row) => formatTime(row.timeOfCampaignStart, i18n.language) },
      { id: 'next', header: t('ANNOUNCEMENTS.COL_NEXT'), cell: (row) => formatTime(row.nextRunAt, i18n.language) },
      {
        id: 'actions',
        header: t('ANNOUNCEMENTS.COL_ACTIONS'),
        hideHeader: true,
        cell: (row) =>
          mayWrite &&
          mayCancel(row.status) && (
            <ConfirmButton
              text={t('ANNOUNCEMENTS.CANCEL')}
              label={t('ANNOUNCEMENTS.CANCEL_OF', { name: row.announcementName })}
              title={t('ANNOUNCEMENTS.CANCEL_TITLE')}
              body={t('ANNOUNCEMENTS.CANCEL_BODY', { name: row.announcementName })}
              confirmLabel={t('ANNOUNCEMENTS.CANCEL_CONFIRM')}
              destructive
              describeError={errorText}
              onConfirm={async () => {
                await cancel.mutateAsync(row._id);
                toast(t('ANNOUNCEMENTS.CANCELED'));
              }}
            />
          ),
      },
    ],
    [t, i18n.language, cancel, toast, errorText, mayWrite],
  );
}
