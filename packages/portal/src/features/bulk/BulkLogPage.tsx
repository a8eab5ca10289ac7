import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BULK_PAGE_SIZES, mayCancelCampaign, mayDeleteCampaign, routes, type BulkCampaign } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { DataTable } from '../../components/ui/DataTable';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import type { Column } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { bulkKeys } from './bulkKeys';
import { CampaignProgress, StatusBadge } from './CampaignProgress';
import { formatTime } from './formatTime';
import { useBulkActs } from './useBulkActs';
import { useBulkEvents } from './useBulkEvents';
import './bulk.css';

export const detailsPath = (id: string) => routes.bulk_details.replace(':bulkId', encodeURIComponent(id));

/**
 * /bulk/log (spec 3 §2 "Bulk log"): the campaigns, 10 a page (spec 3 §9),
 * newest first, with a search; cancel a running one or delete an ended
 * one, each after a confirmation. Progress is live (bom_* events).
 */
export function BulkLogPage() {
  usePageTitle('PAGE_TITLE.BULK_LOG');
  const { t, i18n } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const acts = useBulkActs();
  const [table, actions] = useTableState({ pageSize: BULK_PAGE_SIZES.log });
  useBulkEvents();

  const request = { page: table.page, limit: table.pageSize, ...(table.search ? { searchPhrase: table.search } : {}) };
  const list = useQuery({
    queryKey: bulkKeys.campaigns(request),
    queryFn: async () => {
      const page = await rest.bulk.campaign.list(request);
      return { rows: page.items, total: page.total };
    },
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<Array<Column<BulkCampaign>>>(
    () => [
      {
        id: 'name',
        header: t('BULK.OPERATION'),
        cell: (row) => (
          <Link to={detailsPath(row._id)} aria-label={t('BULK.DETAILS_OF', { name: row.operation_name })}>
            {row.operation_name}
          </Link>
        ),
      },
      { id: 'type', header: t('BULK.TYPE_COLUMN'), cell: (row) => t(`BULK.TYPE_${row.operation_type}`) },
      { id: 'status', header: t('BULK.STATUS'), cell: (row) => <StatusBadge status={row.status} /> },
      { id: 'progress', header: t('BULK.PROGRESS'), cell: (row) => <CampaignProgress campaign={row} /> },
      { id: 'started', header: t('BULK.STARTED'), cell: (row) => formatTime(row.timeOfOperationStart, i18n.language) },
      {
        id: 'actions',
        header: t('BULK.ACTIONS'),
        hideHeader: true,
        cell: (row) => (
          <div className="bulk-actions">
            {mayCancelCampaign(row.status) && (
              <ConfirmDialog
                trigger={
                  <button type="button" className="hp-button hp-button--small" aria-label={t('BULK.CANCEL_OF', { name: row.operation_name })}>
                    {t('BULK.CANCEL')}
                  </button>
                }
                title={t('BULK.CANCEL_TITLE')}
                body={t('BULK.CANCEL_BODY', { name: row.operation_name })}
                confirmLabel={t('BULK.CANCEL_CONFIRM')}
                destructive
                onConfirm={async () => {
                  await acts.cancelCampaign.mutateAsync(row._id);
                  toast(t('BULK.CANCELED'));
                }}
              />
            )}
            {mayDeleteCampaign(row.status) && (
              <ConfirmDialog
                trigger={
                  <button type="button" className="hp-button hp-button--small hp-button--ghost" aria-label={t('BULK.DELETE_OF', { name: row.operation_name })}>
                    {t('BULK.DELETE')}
                  </button>
                }
                title={t('BULK.DELETE_TITLE')}
                body={t('BULK.DELETE_BODY', { name: row.operation_name })}
                confirmLabel={t('BULK.DELETE')}
                destructive
                onConfirm={async () => {
                  await acts.deleteCampaign.mutateAsync(row._id);
                  toast(t('BULK.DELETED'));
                }}
              />
            )}
          </div>
        ),
      },
    ],
    [t, i18n.language, acts.cancelCampaign, acts.deleteCampaign, toast],
  );

  return (
    <section className="hp-page bulk-page" aria-labelledby="bulk-log-heading">
      <div className="bulk-page__head">
        <h1 id="bulk-log-heading">{t('BULK.LOG_HEADING')}</h1>
        <Link className="hp-button hp-button--primary" to={routes.bulk}>
          {t('BULK.CREATE')}
        </Link>
      </div>
      <DataTable
        label={t('BULK.LOG_HEADING')}
        columns={columns}
        rowKey={(row) => row._id}
        query={list}
        state={table}
        actions={actions}
        paging="server"
        search={{ label: t('BULK.LOG_SEARCH') }}
        loading={t('BULK.LOG_LOADING')}
        failed={t('BULK.LOG_FAILED')}
        empty={{ title: t('BULK.LOG_EMPTY'), hint: t('BULK.LOG_EMPTY_HINT') }}
        noMatch={t('BULK.LOG_NO_MATCH')}
      />
    </section>
  );
}
