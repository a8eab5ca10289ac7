import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANNOUNCEMENT_ACTIVE_STATUSES, ANNOUNCEMENT_PAGE_SIZES, routes, type AnnouncementCampaign, type AnnouncementCampaignStatus } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { DataTable } from '../../components/ui/DataTable';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import type { Column } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { annKeys } from './annKeys';
import { CampaignProgress, StatusBadge } from './CampaignProgress';
import { formatTime } from './formatTime';
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
  const { t, i18n } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAnnouncementErrorText();
  const cancel = useCancelCampaign();
  const mayWrite = useMayWrite();
  const [table, actions] = useTableState({ pageSize: ANNOUNCEMENT_PAGE_SIZES.log });
  useAnnouncementEvents();

  const request = { page: table.page, limit: table.pageSize, ...(table.search ? { searchPhrase: table.search } : {}) };
  const list = useQuery({
    queryKey: annKeys.campaigns(request),
    queryFn: async () => {
      const answer = request.searchPhrase
        ? await rest.announcements.campaign.search({ ...request, searchPhrase: request.searchPhrase })
        : await rest.announcements.campaign.list(request);
      return { rows: answer.data, total: answer.count };
    },
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<Array<Column<AnnouncementCampaign>>>(
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
      { id: 'status', header: t('ANNOUNCEMENTS.COL_STATUS'), cell: (row) => <StatusBadge status={row.status} /> },
      { id: 'progress', header: t('ANNOUNCEMENTS.COL_PROGRESS'), cell: (row) => <CampaignProgress campaign={row} /> },
      { id: 'started', header: t('ANNOUNCEMENTS.COL_STARTED'), cell: (row) => formatTime(row.timeOfCampaignStart, i18n.language) },
      { id: 'next', header: t('ANNOUNCEMENTS.COL_NEXT'), cell: (row) => formatTime(row.nextRunAt, i18n.language) },
      {
        id: 'actions',
        header: t('ANNOUNCEMENTS.COL_ACTIONS'),
        hideHeader: true,
        cell: (row) =>
          mayWrite &&
          mayCancel(row.status) && (
            <ConfirmDialog
              trigger={
                <button type="button" className="hp-button hp-button--small" aria-label={t('ANNOUNCEMENTS.CANCEL_OF', { name: row.announcementName })}>
                  {t('ANNOUNCEMENTS.CANCEL')}
                </button>
              }
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

  return (
    <section className="hp-page ann-page" aria-labelledby="ann-log-heading">
      <div className="ann-page__head">
        <h1 id="ann-log-heading">{t('ANNOUNCEMENTS.LOG_HEADING')}</h1>
        {mayWrite && (
          <Link className="hp-button hp-button--primary" to={routes.announcement}>
            {t('ANNOUNCEMENTS.CREATE')}
          </Link>
        )}
      </div>
      <DataTable
        label={t('ANNOUNCEMENTS.LOG_HEADING')}
        columns={columns}
        rowKey={(row) => row._id}
        query={list}
        state={table}
        actions={actions}
        paging="server"
        search={{ label: t('ANNOUNCEMENTS.LOG_SEARCH') }}
        loading={t('ANNOUNCEMENTS.LOG_LOADING')}
        failed={t('ANNOUNCEMENTS.LOG_FAILED')}
        empty={{ title: t('ANNOUNCEMENTS.LOG_EMPTY'), hint: t('ANNOUNCEMENTS.LOG_EMPTY_HINT') }}
        noMatch={t('ANNOUNCEMENTS.LOG_NO_MATCH')}
      />
    </section>
  );
}
