import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ANALYTICS_ENGINES,
  STATISTICS_PAGE_SIZES,
  routes,
  type AnalyticsEngine,
  type AnalyticsRow,
  type DeviceClassUsageRow,
  type FirmwareVersionRow,
  type GatewayUptimeRow,
} from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { DataTable } from '../../components/ui/DataTable';
import type { Column } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { useStatisticsFormat } from './format';
import { statisticsKeys } from './statisticsKeys';
import { useStatisticsEvents } from './useStatisticsEvents';
import './statistics.css';

/**
 * /analytics (spec 3 §2, §7 "Analytics data: engine, limit, page,
 * parameters; pagination can be disabled. Spans are also fetched"): an
 * engine to choose, its rows in a server-paged table whose paging can be
 * turned off (every row in one answer then), a search the server applies,
 * and the time span the engine's data covers.
 */
export function AnalyticsPage() {
  usePageTitle('PAGE_TITLE.ANALYTICS');
  useStatisticsEvents();
  const { t } = useTranslation();
  const { rest } = useServices();
  const format = useStatisticsFormat();
  const [engine, setEngine] = useState<AnalyticsEngine>(ANALYTICS_ENGINES[0]);
  const [paged, setPaged] = useState(true);
  const [table, actions] = useTableState({ pageSize: STATISTICS_PAGE_SIZES.analytics });

  const search = table.search ? { search: table.search } : {};
  const params = paged ? { engine, pagination: true, page: table.page, limit: table.pageSize, parameters: search } : { engine, pagination: false, parameters: search };
  const data = useQuery({
    queryKey: statisticsKeys.analytics(params),
    queryFn: async () => {
      const answer = await rest.statistics.analytics.data(params);
      return { rows: answer.rows, total: answer.count, computedAt: answer.computedAt };
    },
    placeholderData: keepPreviousData,
  });

  const columns = useMemo(() => columnsOf(engine, t, format), [engine, t, format]);
  // Paging off: one page as long as every row (the pager then has nothing to offer).
  const shownState = paged ? table : { ...table, page: 1, pageSize: Math.max(table.pageSize, data.data?.total ?? 0) };

  function chooseEngine(next: AnalyticsEngine) {
    setEngine(next);
    actions.setSearch('');
    actions.setPage(1);
  }
  function choosePaged(next: boolean) {
    setPaged(next);
    actions.setPage(1);
  }

  return (
    <section className="hp-page hp-stats" aria-labelledby="analytics-heading">
      <div className="hp-stats__head">
        <h1 id="analytics-heading">{t('STATISTICS.ANALYTICS.HEADING')}</h1>
        <Link className="hp-button" to={routes.statistics_report}>
          {t('STATISTICS.ANALYTICS.TO_REPORT')}
        </Link>
      </div>
      <EngineControls engine={engine} paged={paged} onEngine={chooseEngine} onPaged={choosePaged} />
      <p className="hp-muted" aria-live="polite">
        <EngineSpan engine={engine} />
        {data.data && ` ${t('STATISTICS.ANALYTICS.COMPUTED', { time: format.time(data.data.computedAt) })}`}
      </p>
      <DataTable<AnalyticsRow>
        label={t('STATISTICS.ANALYTICS.TABLE', { engine: t(`STATISTICS.ANALYTICS.ENGINES.${engine}`) })}
        columns={columns}
        rowKey={(row) => row.key}
        query={data}
        state={shownState}
        actions={actions}
        paging="server"
        search={{ label: t('STATISTICS.ANALYTICS.SEARCH') }}
        loading={t('STATISTICS.ANALYTICS.LOADING')}
        failed={t('STATISTICS.ANALYTICS.FAILED')}
        empty={{ title: t('STATISTICS.ANALYTICS.NONE') }}
        noMatch={t('STATISTICS.ANALYTICS.NO_MATCH')}
      />
    </section>
  );
}

/** The engine to read, and whether its rows come in pages. */
function EngineControls({
  engine,
  paged,
  onEngine,
  onPaged,
}: {
  engine: AnalyticsEngine;
  paged: boolean;
  onEngine: (engine: AnalyticsEngine) => void;
  onPaged: (paged: boolean) => void;
}) {
  const { t } = useTranslation();
  const engineId = useId();
  const pagedId = useId();
  const pagedHintId = useId();
  return (
    <div className="hp-stats__controls">
      <div className="hp-field">
        <label htmlFor={engineId}>{t('STATISTICS.ANALYTICS.ENGINE')}</label>
        <select id={engineId} value={engine} onChange={(event) => onEngine(event.target.value as AnalyticsEngine)}>
          {ANALYTICS_ENGINES.map((id) => (
            <option key={id} value={id}>
              {t(`STATISTICS.ANALYTICS.ENGINES.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="hp-stats__check">
        <input id={pagedId} type="checkbox" checked={paged} aria-describedby={pagedHintId} onChange={(event) => onPaged(event.target.checked)} />
        <label htmlFor={pagedId}>{t('STATISTICS.ANALYTICS.PAGED')}</label>
        <span id={pagedHintId} className="hp-muted">
          {t('STATISTICS.ANALYTICS.PAGED_HINT')}
        </span>
      </div>
    </div>
  );
}

/** The time span the engine's data covers (nothing while it loads). */
function EngineSpan({ engine }: { engine: AnalyticsEngine }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const format = useStatisticsFormat();
  const span = useQuery({ queryKey: statisticsKeys.spans(engine), queryFn: () => rest.statistics.analytics.spans(engine) });
  if (span.isError) return t('STATISTICS.ANALYTICS.SPAN_FAILED');
  if (!span.data) return null;
  if (span.data.from === null || span.data.to === null) return t('STATISTICS.ANALYTICS.SPAN_NONE');
  return t('STATISTICS.ANALYTICS.SPAN', { from: format.time(span.data.from), to: format.time(span.data.to), samples: span.data.samples });
}

type T = ReturnType<typeof useTranslation>['t'];
type Format = ReturnType<typeof useStatisticsFormat>;

function columnsOf(engine: AnalyticsEngine, t: T, format: Format): Array<Column<AnalyticsRow>> {
  const header = (id: string) => t(`STATISTICS.ANALYTICS.COLUMNS.${id}`);
  switch (engine) {
    case 'DeviceClassUsage': {
      const cols: Array<Column<DeviceClassUsageRow>> = [
        { id: 'class', header: header('class'), cell: (row) => row.class },
        { id: 'devices', header: header('devices'), cell: (row) => format.number(row.devices) },
        { id: 'gateways', header: header('gateways'), cell: (row) => format.number(row.gateways) },
        { id: 'percentage', header: header('percentage'), cell: (row) => format.number(row.percentage) },
      ];
      return cols as Array<Column<AnalyticsRow>>;
    }
    case 'FirmwareVersions': {
      const cols: Array<Column<FirmwareVersionRow>> = [
        { id: 'firmware', header: header('firmware'), cell: (row) => row.firmware, className: 'hp-mono' },
        { id: 'gateways', header: header('gateways'), cell: (row) => format.number(row.gateways) },
        { id: 'online', header: header('online'), cell: (row) => format.number(row.online) },
        { id: 'percentage', header: header('percentage'), cell: (row) => format.number(row.percentage) },
      ];
      return cols as Array<Column<AnalyticsRow>>;
    }
    case 'GatewayUptime': {
      const cols: Array<Column<GatewayUptimeRow>> = [
        { id: 'serialNumber', header: header('serialNumber'), cell: (row) => row.serialNumber, className: 'hp-mono' },
        { id: 'model', header: header('model'), cell: (row) => row.model },
        {
          id: 'connectionStatus',
          header: header('connectionStatus'),
          cell: (row) => (
            <span className={`hp-badge hp-badge--${row.connectionStatus}`}>
              {row.connectionStatus === 'online' ? t('STATISTICS.ANALYTICS.ONLINE') : t('STATISTICS.ANALYTICS.OFFLINE')}
            </span>
          ),
        },
        { id: 'uptime', header: header('uptime'), cell: (row) => format.uptime(row.uptimeMs) },
        { id: 'since', header: header('since'), cell: (row) => format.time(row.since) },
      ];
      return cols as Array<Column<AnalyticsRow>>;
    }
  }
}
