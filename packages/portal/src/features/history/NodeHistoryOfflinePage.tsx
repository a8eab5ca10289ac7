import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HISTORY_PERIODS, nodeStatusLabel, periodSpan, routePath, routes, type GatewayCache, type HistoryPeriod } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { gatewayAtom } from '../../state/atoms';
import { noSnapshot, useGatewayCache } from './cacheImage';
import { offlineNodeChart } from './charts/offlineNodes';
import { HistoryFigure } from './charts/HistoryFigure';
import { useHistoryFormat } from './format';
import { useChartFlags } from './useChartFlags';
import { HistoryPageFrame } from './HistoryPageFrame';
import { useSpan } from './HistoryView';
import './history.css';

/**
 * /node_history_offline (spec 2 §2, both roles): for a gateway that cannot
 * be asked, the nodes of its cached image (GET /cache), each with its
 * status over the chosen period (the last 7 days by default) read from the
 * server's node-status history, or, when the server has nothing for it,
 * the status the image holds. Each node links to its cached device history
 * (/dashboard-chart-offline/{deviceId}).
 */
export function NodeHistoryOfflinePage() {
  usePageTitle('PAGE_TITLE.NODE_HISTORY_OFFLINE');
  const { t } = useTranslation();
  const format = useHistoryFormat();
  const gateway = useAtomValue(gatewayAtom);
  const serial = gateway?.serialNumber ?? '';
  const cache = useGatewayCache(serial);
  const [span, setSpan] = useSpan();
  // The page offers the periods only; a custom range in the address is read as the default week.
  const period: HistoryPeriod = 'period' in span ? span.period : 'week';

  let body;
  if (!gateway || cache.isPending) body = <LoadingState what={t('HISTORY.CACHE_LOADING')} />;
  else if (cache.isError)
    body = noSnapshot(cache.error) ? (
      <p role="alert" className="hp-alert">
        {t('HISTORY.NO_SNAPSHOT')}
      </p>
    ) : (
      <ErrorState title={t('HISTORY.CACHE_FAILED')} error={cache.error} onRetry={() => void cache.refetch()} />
    );
  else if (cache.data.devices.length === 0) body = <EmptyState title={t('HISTORY.NODES.EMPTY')} hint={t('HISTORY.NODES.EMPTY_HINT')} />;
  else body = <Nodes serial={serial} image={cache.data} period={period} />;

  return (
    <HistoryPageFrame
      back={{ to: routes.net_diag_offline, label: t('PAGE_TITLE.NET_DIAG_OFFLINE') }}
      heading={t('HISTORY.NODES.HEADING')}
      hint={cache.data ? t('HISTORY.NODES.INTRO_TAKEN', { time: format.time(cache.data.cachedAt), count: cache.data.devices.length }) : t('HISTORY.NODES.INTRO')}
    >
      <div className="hp-history__controls">
        <div className="hp-history__periods" role="group" aria-label={t('HISTORY.PERIOD')}>
          {HISTORY_PERIODS.map((each) => (
            <button key={each} type="button" className="hp-button hp-button--small hp-history__period" aria-pressed={period === each} onClick={() => setSpan({ period: each })}>
              {t(`HISTORY.PERIODS.${each}`)}
            </button>
          ))}
        </div>
      </div>
      {body}
    </HistoryPageFrame>
  );
}

function Nodes({ serial, image, period }: { serial: string; image: GatewayCache; period: HistoryPeriod }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const format = useHistoryFormat();
  const flags = useChartFlags();
  // Every node's status series in one call (it answers while the gateway is offline).
  const statuses = useQuery({
    queryKey: ['history', 'nodes-status', serial, { period }],
    queryFn: () => rest.history.nodesStatus({ serialNumber: serial, period }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
  const now = Date.now();
  const span = statuses.data ? { from: statuses.data.from, to: statuses.data.to } : periodSpan(period, now);
  const byId = new Map((statuses.data?.nodes ?? []).map((node) => [node.deviceId, node]));
  return (
    <>
      <p className="hp-muted hp-history__span" aria-live="polite">
        {t('HISTORY.SHOWING', { from: format.time(span.from), to: format.time(span.to) })}
      </p>
      {statuses.isError && (
        <div role="alert" className="hp-alert hp-history__alert">
          <span>{t('HISTORY.NODES.SERVER_FAILED')}</span>
          <button type="button" className="hp-button hp-button--small" onClick={() => void statuses.refetch()}>
            {t('HISTORY.NODES.RETRY')}
          </button>
        </div>
      )}
      {statuses.isPending ? (
        <LoadingState what={t('HISTORY.LOADING')} />
      ) : (
        <ul className="hp-history__nodes" aria-label={t('HISTORY.NODES.LIST')} aria-busy={statuses.isFetching}>
          {image.devices.map((device) => {
            const entry = byId.get(device.id);
            const node = offlineNodeChart({
              node: { id: device.id, name: entry?.name ?? device.device_name, status: entry?.status ?? device.status },
              series: entry?.series,
              cachedAt: statuses.data?.cachedAt ?? image.cachedAt,
              span,
              t,
              flags,
              time: format.time,
            });
            const label = nodeStatusLabel(entry?.status ?? device.status);
            const cachedStatus = label === null ? t('HISTORY.STATES.UNKNOWN') : t(`HISTORY.STATES.${label.toUpperCase()}`);
            return (
              <li key={device.id} className="hp-history__node">
                <HistoryFigure chart={node.chart} from={span.from} to={span.to} format={format} />
                <p className="hp-muted hp-history__node-note">
                  {t('HISTORY.NODES.CACHED_STATUS', { status: cachedStatus })} {node.source === 'cache' && t('HISTORY.NODES.FROM_CACHE')}
                </p>
                <Link to={routePath('dashboard_chart_offline', { deviceId: device.id })}>{t('HISTORY.NODES.OPEN', { name: device.device_name })}</Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
