import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformInfo } from '@homeport/sdk';
import { usePageTitle } from '../../../binding/usePageTitle';
import { useCurrentGatewayQuery } from '../../../app/currentGateway';
import { QueryView } from '../../../components/states';
import { gatewayAtom, linkAtom } from '../../../state/atoms';
import { gatewayRef } from '../../../state/gatewayRef';
import { GatewayOwnerActions } from './GatewayOwnerActions';

type Network = { state: 'loading' } | { state: 'ready'; info: PlatformInfo } | { state: 'failed' };

const NETWORK_KEYS = { ethernet: 'GTW.NETWORK_ETHERNET', wifi: 'GTW.NETWORK_WIFI', unknown: 'GTW.NETWORK_UNKNOWN' } as const;

/** The current gateway's details (spec 2 §2 "Gateway settings"); network type from getPlatformInfo. */
export function GtwSettingsPage() {
  usePageTitle('PAGE_TITLE.GTW_SETTINGS');
  const { t } = useTranslation();
  const gateway = useAtomValue(gatewayAtom);
  const network = usePlatformInfo();
  const gatewayQuery = useCurrentGatewayQuery();

  // Until the record is read: its loading, or what failed and a retry (the frame reads the same query).
  if (!gateway) {
    return (
      <section className="hp-page" aria-labelledby="gtw-heading">
        <h1 id="gtw-heading">{t('GTW.HEADING')}</h1>
        <QueryView query={gatewayQuery} what={t('FAILURES.GATEWAY_LOADING')} failed={t('FAILURES.GATEWAY_INFO')}>
          {() => null}
        </QueryView>
      </section>
    );
  }
  const rows: Array<[string, string]> = [
    [t('GTW.NAME'), gateway.name],
    [t('GTW.SERIAL'), gateway.serialNumber],
    [t('GTW.MODEL'), gateway.model],
    [t('GTW.FIRMWARE'), gateway.currentFWVersion || gateway.swVersions.ohmVersion],
  ];
  const networkText =
    network.state === 'loading'
      ? t('GTW.NETWORK_LOADING')
      : network.state === 'failed'
        ? t('GTW.NETWORK_UNKNOWN')
        : t(NETWORK_KEYS[network.info.network.type] ?? 'GTW.NETWORK_UNKNOWN');

  return (
    <section className="hp-page" aria-labelledby="gtw-heading">
      <h1 id="gtw-heading">{t('GTW.HEADING')}</h1>
      <div className="hp-card hp-gateway-card">
        <div className="hp-gateway-card__picture" aria-hidden="true">
          <span>{gateway.model}</span>
        </div>
        <div>
          <h2>{t('GTW.DETAILS')}</h2>
          <dl className="hp-details">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div>
              <dt>{t('GTW.NETWORK')}</dt>
              <dd aria-busy={network.state === 'loading'}>{networkText}</dd>
            </div>
            {network.state === 'ready' && network.info.network.ip && (
              <div>
                <dt>{t('GTW.IP')}</dt>
                <dd>{network.info.network.ip}</dd>
              </div>
            )}
            <div>
              <dt>{t('GTW.STATUS')}</dt>
              <dd>
                <span className={`hp-badge hp-badge--${gateway.connectionStatus}`}>{gateway.connectionStatus === 'online' ? t('GTW.ONLINE') : t('GTW.OFFLINE')}</span>
              </dd>
            </div>
          </dl>
          <GatewayOwnerActions gateway={gateway} />
        </div>
      </div>
    </section>
  );
}

/** spec 2 §4: platform info is asked once the model is known; a time-out is retried once after 60 s. */
function usePlatformInfo(): Network {
  const link = useAtomValue(linkAtom);
  const gateway = useAtomValue(gatewayAtom);
  const [network, setNetwork] = useState<Network>({ state: 'loading' });
  const serial = gateway?.serialNumber;
  const owner = gateway?.userId ?? null;
  const online = gateway?.connectionStatus === 'online';

  useEffect(() => {
    if (!link || !serial) return;
    if (!online) {
      setNetwork({ state: 'failed' });
      return;
    }
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    setNetwork({ state: 'loading' });
    const ask = (attempt: number) =>
      link
        .ready()
        .then(() => link.request<PlatformInfo>(gatewayRef({ serialNumber: serial, userId: owner }), 'getPlatformInfo', {}, { channel: 'osm' }))
        .then((info) => {
          if (!cancelled) setNetwork({ state: 'ready', info });
        })
        .catch(() => {
          if (cancelled) return;
          setNetwork({ state: 'failed' });
          if (attempt === 0) retry = setTimeout(() => void ask(1), 60_000);
        });
    void ask(0);
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [link, serial, owner, online]);
  return network;
}
