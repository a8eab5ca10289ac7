import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPERATION_PAGE_SIZE, OPERATION_STATUSES, routePath, type Operation, type OperationStatus } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { LogPage } from '../../components/admin/LogPage';
import { useServerPagedList } from '../../components/admin/useServerPagedList';
import type { Column, FilterChip } from '../../components/ui/table/tableTypes';
import { fleetKeys } from './fleetKeys';
import { useFleetText } from './fleetText';
import { OperationActions } from './OperationActions';
import { ToolbarSelect } from './ToolbarSelect';
import { useOperationEvents } from './useOperationEvents';
import './fleet.css';

/**
 * /operations (spec 3 §2 "Operations list and details", §9): the
 * replacement operations, newest first, 10 a page from the server, with a
 * status filter and a serial search (Enter starts, Escape cancels); per
 * row details, retry, cancel and delete (only when Completed or Failed).
 * Live events keep it current.
 */
export function OperationsPage() {
  usePageTitle('PAGE_TITLE.OPERATIONS');
  useOperationEvents();
  const { t } = useTranslation();
  const { rest } = useServices();
  const text = useFleetText();
  const columns = useOperationColumns();
  const list = useServerPagedList({
    pageSize: OPERATION_PAGE_SIZE,
    filter: '' as OperationStatus | '',
    request: (table, status) => ({
      limit: table.pageSize,
      skip: (table.page - 1) * table.pageSize,
      ...(status ? { status } : {}),
      ...(table.search ? { search: table.search } : {}),
    }),
    queryKey: fleetKeys.operationList,
    fetch: async (params) => {
      const page = await rest.fleet.operations.list(params);
      return { rows: page.data, total: page.count };
    },
  });
  const status = list.filter;
  const filters: FilterChip[] = status ? [{ id: 'status', label: t('FLEET.OPERATIONS.FILTER_CHIP', { status: text.status(status) }), onRemove: () => list.setFilter('') }] : [];

  return (
    <LogPage
      headingId="operations-heading"
      heading={t('FLEET.OPERATIONS.HEADING')}
      toolbar={
        <ToolbarSelect
          label={t('FLEET.OPERATIONS.STATUS_FILTER')}
          value={status}
          options={[{ value: '', text: t('FLEET.OPERATIONS.ALL') }, ...OPERATION_STATUSES.map((value) => ({ value, text: text.status(value) }))]}
          onChange={list.setFilter}
        />
      }
      tableLabel={t('FLEET.OPERATIONS.TABLE')}
      list={list}
      columns={columns}
      filters={filters}
      texts={{
        search: t('FLEET.OPERATIONS.SEARCH'),
        loading: t('FLEET.OPERATIONS.LOADING'),
        failed: t('FLEET.OPERATIONS.FAILED'),
        empty: t('FLEET.OPERATIONS.NONE'),
        emptyHint: t('FLEET.OPERATIONS.NONE_HINT'),
        noMatch: t('FLEET.OPERATIONS.NO_MATCH'),
      }}
    />
  );
}

function useOperationColumns() {
  const { t } = useTranslation();
  const text = useFleetText();
  return useMemo<Array<Column<Operation>>>(
    () => [
      { id: 'failed', header: t('FLEET.OPERATIONS.FAILED_GTW'), cell: (row) => row.failedGtwSN, className: 'hp-mono' },
      { id: 'new', header: t('FLEET.OPERATIONS.NEW_GTW'), cell: (row) => row.newGtwSN, className: 'hp-mono' },
      { id: 'kind', header: t('FLEET.OPERATIONS.KIND'), cell: (row) => text.kind(row.kind) },
      { id: 'status', header: t('FLEET.OPERATIONS.STATUS'), cell: (row) => <span className={`hp-badge hp-badge--op-${row.status}`}>{text.status(row.status)}</span> },
      { id: 'progress', header: t('FLEET.OPERATIONS.PROGRESS'), cell: (row) => t('FLEET.DETAILS.PROGRESS_VALUE', { progress: row.campaignOptions.progress }) },
      { id: 'started', header: t('FLEET.OPERATIONS.STARTED'), cell: (row) => text.time(row.timeOfOperationStart) },
      {
        id: 'actions',
        header: t('FLEET.OPERATIONS.ACTIONS'),
        hideHeader: true,
        cell: (row) => (
          <div className="hp-fleet-row-actions">
            <Link
              className="hp-button hp-button--small"
              to={routePath('operation_details', { operationId: row._id })}
              aria-label={t('FLEET.OPERATIONS.DETAILS_OF', { serial: row.failedGtwSN })}
            >
              {t('FLEET.OPERATIONS.DETAILS')}
            </Link>
            <OperationActions operation={row} />
          </div>
        ),
      },
    ],
    [t, text],
  );
}
