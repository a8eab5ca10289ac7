import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routes, type GatewayCache } from '@homeport/sdk';
import { usePageTitle } from '../../binding/usePageTitle';
import { ErrorState, LoadingState } from '../../components/states';
import { gatewayAtom } from '../../state/atoms';
import { noSnapshot, useGatewayCache } from './cacheImage';
import { DeviceHistory } from './DeviceHistoryPage';
import { useHistoryFormat } from './format';
import { HistoryPageAlert } from './HistoryPageFrame';
import './history.css';

/**
 * /dashboard-chart-offline/{deviceId} (spec 3 §2): the same charts, the
 * device read from the gateway's cached image, so it works while the
 * gateway is offline. No image yet: "There is no network snapshot caught yet!" (spec 3 §8).
 */
export function OfflineHistoryPage() {
  usePageTitle('PAGE_TITLE.DASHBOARD_CHART_OFFLINE');
  const { t } = useTranslation();
  const format = useHistoryFormat();
  const { deviceId: rawId } = useParams();
  const id = Number(rawId);
  const gateway = useAtomValue(gatewayAtom);
  const serial = gateway?.serialNumber ?? '';
  const cache = useGatewayCache(serial);
  if (!gateway || cache.isPending) return <LoadingState what={t('HISTORY.CACHE_LOADING')} />;
  if (cache.isError)
    return noSnapshot(cache.error) ? (
      <HistoryPageAlert>{t('HISTORY.NO_SNAPSHOT')}</HistoryPageAlert>
    ) : (
      <section className="hp-page hp-history">
        <ErrorState title={t('HISTORY.CACHE_FAILED')} error={cache.error} onRetry={() => void cache.refetch()} />
      </section>
    );
  const image: GatewayCache = cache.data;
  const device = image.devices.find((entry) => entry.id === id);
  if (!device) return <HistoryPageAlert>{t('HISTORY.NOT_IN_CACHE', { id: rawId })}</HistoryPageAlert>;
  return (
    <DeviceHistory
      serial={serial}
      device={device}
      back={{ to: routes.devices, label: t('HISTORY.BACK_DEVICES') }}
      heading={t('HISTORY.OFFLINE_HEADING', { name: device.device_name })}
      hint={t('HISTORY.OFFLINE_HINT', { time: format.time(image.cachedAt) })}
    />
  );
}
