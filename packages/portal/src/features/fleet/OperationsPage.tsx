import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPERATION_PAGE_SIZE, OPERATION_STATUSES, routePath, type Operation, type OperationStatus } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { DataTable } from '../../components/ui/DataTable';
import type { Column, FilterChip } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { fleetKeys } from './fleetKeys';
import { useFleetText } from './fleetText';
import { OperationActions } from './OperationActions';
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
  const statusId = useId();
  const [status, setStatus] = useState<OperationStatus | ''>('');
  const [table, actions] = useTableState({ pageSize: OPERATION_PAGE_SIZE });
  const params = {
    limit: table.pageSize,
    skip: (table.page - 1) * table.pageSize,
    ...(status ? { status } : {}),
    ...(table.search ? { search: table.search } : {}),
  };
  const list = useQuery({
    queryKey: fleetKeys.operationList(params),
    queryFn: async () => {
      const page = await rest.fleet.operations.list(params);
      return { rows: page.data, total: page.count };
    },
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<Array<Column<Operation>>>(
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

  const filters: FilterChip[] = status ? [{ id: 'status', label: t('FLEET.OPERATIONS.FILTER_CHIP', { status: text.status(status) }), onRemove: () => changeStatus('') }] : [];
  function changeStatus(next: OperationStatus | '') {
    setStatus(next);
    actions.setPage(1);
  }

  return (
    <section className="hp-page" aria-labelledby="operations-heading">
      <h1 id="operations-heading">{t('FLEET.OPERATIONS.HEADING')}</h1>
      <div className="hp-fleet-toolbar">
        <div className="hp-field">
          <label htmlFor={statusId}>{t('FLEET.OPERATIONS.STATUS_FILTER')}</label>
          <select id={statusId} value={status} onChange={(event) => changeStatus(event.target.value as OperationStatus | '')}>
            <option value="">{t('FLEET.OPERATIONS.ALL')}</option>
            {OPERATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {text.status(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        label={t('FLEET.OPERATIONS.TABLE')}
        columns={columns}
        rowKey={(row) => row._id}
        query={list}
        state={table}
        actions={actions}
        paging="server"
        search={{ label: t('FLEET.OPERATIONS.SEARCH') }}
        filters={filters}
        loading={t('FLEET.OPERATIONS.LOADING')}
        failed={t('FLEET.OPERATIONS.FAILED')}
        empty={{ title: t('FLEET.OPERATIONS.NONE'), hint: t('FLEET.OPERATIONS.NONE_HINT') }}
        noMatch={t('FLEET.OPERATIONS.NO_MATCH')}
      />
    </section>
  );
}
