import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { filterListsOf, isAdmin, subroleOf, type BulkGatewayRow } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { DataTable } from '../../components/ui/DataTable';
import type { Column } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { chosenSerialAtom, userAtom } from '../../state/atoms';
import { bulkFilterRowsAtom } from './bulkFilterAtoms';
import { bulkKeys } from './bulkKeys';
import { CreateBulkDialog } from './CreateBulkDialog';
import { FilterRows } from './FilterRows';
import { ImportLocationsDialog } from './ImportLocationsDialog';
import './bulk.css';

/** spec 3 §9: the gateway list shows 10 a page. */
const PAGE_SIZE = 10;

/**
 * /bulk (spec 3 §2 "Bulk operation creation"): the filter rows, the
 * gateways they give (the location filtering call, server-paged), the
 * import-locations dialog and the create dialog. Entering it clears the
 * admin's chosen gateway (spec 3 §4), as gate selection does.
 */
export function BulkCreatePage() {
  usePageTitle('PAGE_TITLE.BULK');
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const user = useAtomValue(userAtom);
  const setChosen = useSetAtom(chosenSerialAtom);
  const rows = useAtomValue(bulkFilterRowsAtom);
  const [table, actions] = useTableState({ pageSize: PAGE_SIZE });

  // spec 3 §4: entering bulk clears the admin's chosen gateway.
  useEffect(() => setChosen(null), [setChosen]);

  const request = { filter: filterListsOf(rows), page: table.page, limit: table.pageSize };
  const list = useQuery({
    queryKey: bulkKeys.gateways(request),
    queryFn: async () => {
      const page = await rest.location.filtering(request);
      return { rows: page.items, total: page.total };
    },
    placeholderData: keepPreviousData,
  });
  // spec 3 §5: bulk inclusion needs the permission: the write subrole of admins (spec 1 §6).
  const permitted = !!user && isAdmin(user) && subroleOf(user) === config.constants.writeSubrole;
  const total = list.data && !list.isPlaceholderData ? list.data.total : null;

  const columns = useMemo<Array<Column<BulkGatewayRow>>>(
    () => [
      { id: 'serial', header: t('BULK.SERIAL'), cell: (row) => row.serialNumber, className: 'hp-mono' },
      { id: 'name', header: t('BULK.NAME'), cell: (row) => row.name },
      { id: 'model', header: t('BULK.MODEL'), cell: (row) => row.model },
      { id: 'centre', header: t('BULK.CENTRE_NAME'), cell: (row) => `${row.jioCenter.jcName} (${row.jioCenter.jc})` },
      { id: 'point', header: t('BULK.POINT'), cell: (row) => row.jioCenter.jpDetails.jpCode, className: 'hp-mono' },
      { id: 'hub', header: t('BULK.HUB_SOFTWARE'), cell: (row) => row.ohmVersion },
      {
        id: 'status',
        header: t('BULK.STATUS'),
        cell: (row) => <span className={`hp-badge hp-badge--${row.connectionStatus}`}>{row.connectionStatus === 'online' ? t('BULK.ONLINE') : t('BULK.OFFLINE')}</span>,
      },
    ],
    [t],
  );

  return (
    <section className="hp-page bulk-page" aria-labelledby="bulk-heading">
      <div className="bulk-page__head">
        <h1 id="bulk-heading">{t('BULK.CREATE_HEADING')}</h1>
        <div className="bulk-page__actions">
          <ImportLocationsDialog />
          <CreateBulkDialog
            rows={rows}
            total={total}
            inclusionPermitted={permitted}
            trigger={
              <button type="button" className="hp-button hp-button--primary" disabled={total === null}>
                {t('BULK.CREATE')}
              </button>
            }
          />
        </div>
      </div>
      <p className="hp-muted">{t('BULK.CREATE_INTRO')}</p>
      <FilterRows />
      <h2 id="bulk-gateways-heading">{t('BULK.GATEWAYS')}</h2>
      {total !== null && (
        <p className="hp-muted" aria-live="polite">
          {t('BULK.GATEWAYS_COUNT', { count: total })}
        </p>
      )}
      <DataTable
        label={t('BULK.GATEWAYS')}
        columns={columns}
        rowKey={(row) => row.serialNumber}
        query={list}
        state={table}
        actions={actions}
        paging="server"
        loading={t('BULK.LOADING_GATEWAYS')}
        failed={t('BULK.GATEWAYS_FAILED')}
        empty={{ title: t('BULK.NO_GATEWAYS'), hint: t('BULK.NO_GATEWAYS_HINT') }}
        noMatch={t('BULK.NO_GATEWAYS')}
      />
    </section>
  );
}
