import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayWriteGateway, routes } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { QueryView } from '../../components/states';
import { currentSerialAtom, gatewayAtom, userAtom } from '../../state/atoms';
import { NetworkHistory } from './NetworkHistory';
import { netdiagKeys } from './netdiagKeys';
import { TopologyView } from './TopologyView';
import './netdiag.css';

/** How often the live topology is asked again, and how often route ages move on between. */
export const TOPOLOGY_REFETCH_MS = 30_000;
export const AGE_TICK_MS = 1_000;

/**
 * /net_diag (spec 2 §2 "Network diagnostics"): the current gateway's live
 * topology, asked again every 30 s, its route ages moving on every second
 * between (the gateway's time: when it answered, plus what has passed
 * since); catching a network image; the history below.
 */
export function NetDiagPage() {
  usePageTitle('PAGE_TITLE.NET_DIAG');
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const serial = useAtomValue(currentSerialAtom) ?? '';
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);

  const topology = useQuery({
    queryKey: netdiagKeys.topology(serial),
    queryFn: async () => ({ topology: await rest.netdiag.topology(serial), receivedAt: Date.now() }),
    enabled: serial !== '',
    refetchInterval: TOPOLOGY_REFETCH_MS,
  });
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const catchImage = useMutation({
    mutationFn: () => rest.netdiag.create({ serialNumber: serial }),
    onSuccess: async () => {
      toast(t('NETDIAG.CAUGHT'));
      await queryClient.invalidateQueries({ queryKey: netdiagKeys.history(serial) });
    },
    meta: { errorWords: 'NETDIAG.CATCH_FAILED' },
  });
  const mayCatch = !!user && !!gateway && mayWriteGateway(user, gateway, config);

  return (
    <div className="hp-page hp-netdiag">
      <h1>{t('NETDIAG.HEADING')}</h1>
      <div>
        <div className="hp-netdiag__head">
          <h2 id="hp-netdiag-live">{t('NETDIAG.LIVE')}</h2>
          <button type="button" className="hp-button hp-button--small" onClick={() => void topology.refetch()} disabled={topology.isFetching}>
            {t('NETDIAG.REFRESH')}
          </button>
          {mayCatch && (
            <button type="button" className="hp-button hp-button--small" onClick={() => catchImage.mutate()} disabled={catchImage.isPending}>
              {t('NETDIAG.CATCH')}
            </button>
          )}
        </div>
        <QueryView query={topology} what={t('NETDIAG.LOADING')} failed={t('NETDIAG.FAILED')}>
          {({ topology: live, receivedAt }) => <TopologyView nodes={live.nodes} edges={live.edges} now={live.takenAt + Math.max(0, tick - receivedAt)} label={t('NETDIAG.LIVE')} />}
        </QueryView>
      </div>
      {serial !== '' && <NetworkHistory serial={serial} />}
    </div>
  );
}

/**
 * /net_diag_offline (spec 2 §2 "The offline variant uses a cached
 * snapshot"): the gateway cannot be asked, so the last network image the
 * cloud caught stands in for it, with the history; none gives the alert.
 * With the DASHBOARD module on it leads to the nodes' status history (/node_history_offline).
 */
export function NetDiagOfflinePage() {
  usePageTitle('PAGE_TITLE.NET_DIAG_OFFLINE');
  const { t } = useTranslation();
  const serial = useAtomValue(currentSerialAtom) ?? '';
  const { config } = useServices();
  return (
    <div className="hp-page hp-netdiag">
      <h1>{t('NETDIAG.OFFLINE_HEADING')}</h1>
      <p>{t('NETDIAG.OFFLINE_INTRO')}</p>
      {/* The nodes' status history is a history page: the DASHBOARD module's, like the cached device history it leads to. */}
      {config.modules.DASHBOARD && (
        <p>
          <Link to={routes.node_history_offline}>{t('NETDIAG.NODE_HISTORY')}</Link>
        </p>
      )}
      {serial !== '' && <NetworkHistory serial={serial} />}
    </div>
  );
}
