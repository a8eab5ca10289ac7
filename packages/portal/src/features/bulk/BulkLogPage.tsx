import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BULK_PAGE_SIZES, mayCancelCampaign, mayDeleteCampaign, routes, type BulkCampaign } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { LogPage } from '../../components/admin/LogPage';
import { useServerPagedList } from '../../components/admin/useServerPagedList';
import { ConfirmButton } from '../../components/ui/form/ConfirmButton';
import type { Column } from '../../components/ui/table/tableTypes';
import { bulkKeys } from './bulkKeys';
import { CampaignProgress, StatusBadge } from '../../components/admin/CampaignProgress';
import { formatTime } from '../../components/admin/formatTime';
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
  useBulkEvents();
  const { t } = useTranslation();
  const { rest } = useServices();
  const columns = useCampaignColumns();
  const list = useServerPagedList({
    pageSize: BULK_PAGE_SIZES.log,
    request: (table) => ({ page: table.page, limit: table.pageSize, ...(table.search ? { searchPhrase: table.search } : {}) }),
    queryKey: bulkKeys.campaigns,
    fetch: async (request) => {
      const page = await rest.bulk.campaign.list(request);
      return { rows: page.items, total: page.total };
    },
  });

  return (
    <LogPage
      className="bulk-page"
      headingId="bulk-log-heading"
      heading={t('BULK.LOG_HEADING')}
      headActions={
        <Link className="hp-button hp-button--primary" to={routes.bulk}>
          {t('BULK.CREATE')}
        </Link>
      }
      list={list}
      columns={columns}
      texts={{
        search: t('BULK.LOG_SEARCH'),
        loading: t('BULK.LOG_LOADING'),
        failed: t('BULK.LOG_FAILED'),
        empty: t('BULK.LOG_EMPTY'),
        emptyHint: t('BULK.LOG_EMPTY_HINT'),
        noMatch: t('BULK.LOG_NO_MATCH'),
      }}
    />
  );
}

function useCampaignColumns() {
  const { t, i18n } = useTranslation();
  return useMemo<Array<Column<BulkCampaign>>>(
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
      { id: 'status', header: t('BULK.STATUS'), cell: (row) => <StatusBadge status={row.status} texts="BULK" /> },
      { id: 'progress', header: t('BULK.PROGRESS'), cell: (row) => <CampaignProgress campaign={row} name={row.operation_name} texts="BULK" /> },
      { id: 'started', header: t('BULK.STARTED'), cell: (row) => formatTime(row.timeOfOperationStart, i18n.language) },
      { id: 'actions', header: t('BULK.ACTIONS'), hideHeader: true, cell: (row) => <CampaignActions campaign={row} /> },
    ],
    [t, i18n.language],
  );
}

/** A campaign's row acts: cancel while it runs, delete once it has ended. */
function CampaignActions({ campaign }: { campaign: BulkCampaign }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const acts = useBulkActs();
  const name = campaign.operation_name;
  return (
    <div className="bulk-actions">
      {mayCancelCampaign(campaign.status) && (
        <ConfirmButton
          text={t('BULK.CANCEL')}
          label={t('BULK.CANCEL_OF', { name })}
          title={t('BULK.CANCEL_TITLE')}
          body={t('BULK.CANCEL_BODY', { name })}
          confirmLabel={t('BULK.CANCEL_CONFIRM')}
          destructive
          onConfirm={async () => {
            await acts.cancelCampaign.mutateAsync(campaign._id);
            toast(t('BULK.CANCELED'));
          }}
        />
      )}
      {mayDeleteCampaign(campaign.status) && (
        <ConfirmButton
          look="ghost"
          text={t('BULK.DELETE')}
          label={t('BULK.DELETE_OF', { name })}
          title={t('BULK.DELETE_TITLE')}
          body={t('BULK.DELETE_BODY', { name })}
          confirmLabel={t('BULK.DELETE')}
          destructive
          onConfirm={async () => {
            await acts.deleteCampaign.mutateAsync(campaign._id);
            toast(t('BULK.DELETED'));
          }}
        />
      )}
    </div>
  );
}
