import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router';
import { routes, type AdminCount, type AdminGatewayRow } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { usePageTitle } from '../../../binding/usePageTitle';
import { useToast } from '../../../binding/useToast';
import { DataTable } from '../../../components/ui/DataTable';
import type { Column } from '../../../components/ui/table/tableTypes';
import { useTableState } from '../../../components/ui/table/useTableState';
import { chosenSerialAtom } from '../../../state/atoms';
import { queryKeys } from '../../../state/queryKeys';
import { LazyGatewayActionsDialog } from '../../fleet/routes';
import { ConnectingDialog } from './ConnectingDialog';
import { useGatewaySelection } from './useGatewaySelection';

/**
 * The admin's gateway list (spec 3 §2 "Gateway selection screen"): the
 * counts, and a server-paged table of 10 with a search that Enter starts
 * and Escape cancels. The server neither sorts nor filters otherwise, so
 * the table offers no sort here.
 */
export function GateSelectPage() {
  usePageTitle('PAGE_TITLE.GATE_SELECT');
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const setChosen = useSetAtom(chosenSerialAtom);
  const [table, actions] = useTableState({ pageSize: config.constants.gatewayListPageSize });
  const { selection, select, cancel } = useGatewaySelection();

  // spec 1 §4.2: entering gate selection clears the admin's chosen gateway.
  useEffect(() => setChosen(null), [setChosen]);

  const search = table.search ? { searchText: table.search } : {};
  const list = useQuery({
    queryKey: queryKeys.gateways({ page: table.page, limit: table.pageSize, ...search }),
    queryFn: async () => {
      const page = await rest.gateways.adminList({ page: table.page, limit: table.pageSize, ...search });
      return { rows: page.data, total: page.count };
    },
    // The old page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
  const counts = useQuery({
    queryKey: queryKeys.gateways({ counts: true, ...search }),
    queryFn: () => rest.gateways.adminCount(search),
    placeholderData: keepPreviousData,
  });

  const columns = useGatewayColumns(select);

  return (
    <section className="hp-page" aria-labelledby="gate-heading">
      <h1 id="gate-heading">{t('GATE_SELECT.HEADING')}</h1>
      {counts.data && <Counters counts={counts.data} />}
      <DataTable
        label={t('GATE_SELECT.HEADING')}
        columns={columns}
        rowKey={(row) => row.serialNumber}
        query={list}
        state={table}
        actions={actions}
        paging="server"
        search={{ label: t('GATE_SELECT.SEARCH') }}
        loading={t('GATE_LIST.LOADING')}
        failed={t('GATE_LIST.LOAD_FAILED')}
        empty={{ title: t('GATE_LIST.NONE'), hint: t('GATE_LIST.NONE_HINT') }}
        noMatch={t('GATE_SELECT.EMPTY')}
      />
      <ConnectingDialog selection={selection} onCancel={cancel} />
    </section>
  );
}

type Select = ReturnType<typeof useGatewaySelection>['select'];

function useGatewayColumns(select: Select) {
  const { t } = useTranslation();
  return useMemo<Array<Column<AdminGatewayRow>>>(
    () => [
      { id: 'serial', header: t('GATE_SELECT.SERIAL'), cell: (row) => row.serialNumber, className: 'hp-mono' },
      { id: 'name', header: t('GATE_SELECT.NAME'), cell: (row) => row.name },
      { id: 'model', header: t('GATE_SELECT.MODEL'), cell: (row) => row.model },
      { id: 'owner', header: t('GATE_SELECT.OWNER'), cell: (row) => row.ownerUsername ?? <span className="hp-muted">{t('GATE_SELECT.UNASSIGNED')}</span> },
      { id: 'region', header: t('GATE_SELECT.REGION'), cell: (row) => row.region },
      {
        id: 'status',
        header: t('GATE_SELECT.STATUS'),
        cell: (row) => <span className={`hp-badge hp-badge--${row.connectionStatus}`}>{row.connectionStatus === 'online' ? t('GTW.ONLINE') : t('GTW.OFFLINE')}</span>,
      },
      { id: 'actions', header: t('GATE_SELECT.ACTIONS'), hideHeader: true, cell: (row) => <GatewayActions gateway={row} select={select} /> },
    ],
    [t, select],
  );
}

/** Connect (become this gateway's admin view), its statistics, and replace, repair or remove. */
function GatewayActions({ gateway, select }: { gateway: AdminGatewayRow; select: Select }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  return (
    <div className="hp-fleet-row-actions">
      <button
        type="button"
        className="hp-button hp-button--small"
        aria-label={t('GATE_SELECT.CONNECT_TO', { serial: gateway.serialNumber })}
        onClick={() => void select(gateway).then((outcome) => outcome === 'ignored' && toast(t('GATE_SELECT.REPLACEMENT_IGNORED')))}
      >
        {t('GATE_SELECT.CONNECT')}
      </button>
      {/* spec 3 §2 /gate_statistic/{serialNumber}: part of the ANALYTICS module. */}
      {config.modules.ANALYTICS && (
        <Link
          className="hp-button hp-button--small"
          to={generatePath(routes.gate_statistic, { serialNumber: gateway.serialNumber })}
          aria-label={t('GATE_SELECT.STATISTICS_FOR', { serial: gateway.serialNumber })}
        >
          {t('GATE_SELECT.STATISTICS')}
        </Link>
      )}
      {/* spec 3 §2: a replace/repair/remove dialog per gateway, from the fleet feature's chunk. */}
      <Suspense fallback={null}>
        <LazyGatewayActionsDialog gateway={gateway} />
      </Suspense>
    </div>
  );
}

function Counters({ counts }: { counts: AdminCount }) {
  const { t } = useTranslation();
  return (
    <dl className="hp-counters">
      <div className="hp-card">
        <dt>{t('GATE_SELECT.TOTAL')}</dt>
        <dd>{counts.count}</dd>
      </div>
      <div className="hp-card">
        <dt>{t('GATE_SELECT.ASSIGNED')}</dt>
        <dd>{counts.assign}</dd>
      </div>
      <div className="hp-card">
        <dt>{t('GATE_SELECT.ONLINE')}</dt>
        <dd>{counts.online}</dd>
      </div>
    </dl>
  );
}
