import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalBoardInfo } from '@homeport/sdk';
import { LocalFrame } from './LocalFrame';
import { PasswordSection } from './PasswordSection';
import { TimezoneSection } from './TimezoneSection';
import { WifiSection } from './WifiSection';
import { useLocal } from './localContext';
import { Detail, Section } from './localParts';
import { SignalIcon } from '../../components/wifi/SignalIcon';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../state/queryKeys';

/** spec 1 §2.5 "gateway-info": board and platform, Wi-Fi, time zone, password. */
export function GatewayInfoPage() {
  const { t } = useTranslation();
  const { client } = useLocal();
  const board = useQuery({ queryKey: queryKeys.local.boardInfo(), queryFn: () => client.boardInfo() });
  const platform = useQuery({ queryKey: queryKeys.local.platformInfo(), queryFn: () => client.platformInfo() });

  useEffect(() => {
    document.title = `${t('INFO.TITLE')} · ${t('APP.TITLE')}`;
  }, [t]);

  return (
    <LocalFrame title={t('INFO.TITLE')}>
      <div className="hp-local__grid">
        <Section id="board" title={t('INFO.BOARD')} query={board}>
          {board.data && <BoardDetails board={board.data} />}
        </Section>
        <Section id="platform" title={t('INFO.PLATFORM')} query={platform}>
          {platform.data && (
            <dl className="hp-details">
              <Detail term={t('INFO.APP_VERSION')} value={platform.data.gateway.app_version} />
              <Detail term={t('INFO.OHM_VERSION')} value={platform.data.gateway.ohm_version} />
              <Detail term={t('INFO.OSM_VERSION')} value={platform.data.gateway.osm_version} />
              <Detail term={t('INFO.NETWORK_TYPE')} value={t(`INFO.NETWORK_${platform.data.network.type}`)} />
            </dl>
          )}
        </Section>
      </div>
      <WifiSection current={board.data?.wifi ?? null} />
      <div className="hp-local__grid">
        <TimezoneSection />
        <PasswordSection />
      </div>
    </LocalFrame>
  );
}

function BoardDetails({ board }: { board: LocalBoardInfo }) {
  const { t } = useTranslation();
  const { wifi, ethernet } = board;
  const wifiText = wifi.ssid ? t(`WIFI.STATE_${wifi.state}`, { ssid: wifi.ssid }) : t('WIFI.STATE_disconnected');
  return (
    <dl className="hp-details">
      <Detail term={t('INFO.SERIAL')} value={board.serialNumber} mono />
      <Detail term={t('INFO.MODEL')} value={board.model} />
      <Detail term={t('INFO.BOARD_REVISION')} value={board.boardRevision} />
      <Detail term={t('INFO.MAC')} value={board.macAddress} mono />
      <Detail term={t('INFO.ETHERNET')} value={ethernet.connected ? t('INFO.ETHERNET_CONNECTED', { ip: ethernet.ip ?? '' }) : t('INFO.ETHERNET_DISCONNECTED')} />
      <Detail
        term={t('INFO.WIFI')}
        value={
          <>
            {wifi.quality !== null && <SignalIcon quality={wifi.quality} />} {wifiText}
          </>
        }
      />
    </dl>
  );
}
