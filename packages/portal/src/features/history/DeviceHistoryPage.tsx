import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDeviceControl } from '@homeport/widgets';
import { historyKey, routePath, routes, type Device, type GatewayHandle } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { ErrorState, LoadingState } from '../../components/states';
import { gatewayAtom } from '../../state/atoms';
import { useCurrentHandle } from '../devices/useCurrentHandle';
import { useDeviceList } from '../devices/useDeviceList';
import { HistoryPageAlert, HistoryPageFrame, type HistoryBack } from './HistoryPageFrame';
import { HistoryView, type HistorySource, type HistorySpan } from './HistoryView';
import './history.css';

/** The span fields of a history call body. */
export const spanBody = (span: HistorySpan) => ('period' in span ? { period: span.period } : { from: span.from, to: span.to });

/** The labels of an option property (`options.values`: code to label), or undefined. */
export function optionLabelsOf(device: Device, service: string, property: string): Record<string, string> | undefined {
  const found = device.service_list.find((s) => s.name === service)?.property_list.find((p) => p.name === property);
  const values = (found?.options as { values?: unknown } | undefined)?.values;
  if (!values || typeof values !== 'object') return undefined;
  const entries = Object.entries(values as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * /dashboard_chart/{id} (spec 3 §2 "History charts"): the device is loaded
 * first (from the current gateway's device store), then its node-status
 * chart and one chart per recorded service property over the chosen span.
 * While the gateway is offline the page points to the cached variant.
 */
export function DeviceHistoryPage() {
  usePageTitle('PAGE_TITLE.DASHBOARD_CHART');
  const { t } = useTranslation();
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const gateway = useAtomValue(gatewayAtom);
  const handle = useCurrentHandle();
  if (!gateway) return <LoadingState what={t('HISTORY.DEVICE_LOADING')} />;
  if (!handle) {
    if (gateway.connectionStatus === 'offline')
      return (
        <section className="hp-page hp-history">
          <ErrorState title={t('HISTORY.DEVICE_FAILED')} reason={t('HISTORY.GATEWAY_OFFLINE')} />
          <Link to={routePath('dashboard_chart_offline', { deviceId: Number.isInteger(id) ? id : 0 })}>{t('HISTORY.OPEN_CACHED')}</Link>
        </section>
      );
    return <LoadingState what={t('HISTORY.DEVICE_LOADING')} />;
  }
  return <LiveDevice handle={handle} serial={gateway.serialNumber} id={Number.isInteger(id) ? id : -1} rawId={rawId ?? ''} />;
}

function LiveDevice({ handle, serial, id, rawId }: { handle: GatewayHandle; serial: string; id: number; rawId: string }) {
  const { t } = useTranslation();
  const list = useDeviceList(handle);
  const { device } = useDeviceControl(handle, id);
  if (list.state === 'error') return <ErrorState title={t('HISTORY.DEVICE_FAILED')} />;
  if (list.state !== 'ready') return <LoadingState what={t('HISTORY.DEVICE_LOADING')} />;
  if (!device) return <HistoryPageAlert back={{ to: routes.devices, label: t('HISTORY.BACK_DEVICES') }}>{t('HISTORY.NOT_FOUND', { id: rawId })}</HistoryPageAlert>;
  return (
    <DeviceHistory
      serial={serial}
      device={device}
      back={{ to: routePath('device', { id: device.id }), label: t('HISTORY.BACK_DEVICE') }}
      heading={t('HISTORY.DEVICE_HEADING', { name: device.device_name })}
    />
  );
}

/** The device's history: its status and every service, with the page's heading (shared with the offline variant). */
export function DeviceHistory({ serial, device, back, heading, hint }: { serial: string; device: Device; back: HistoryBack; heading: string; hint?: string }) {
  const { rest } = useServices();
  const source = useMemo<HistorySource>(
    () => ({
      key: ['device', serial, device.id],
      kind: 'node',
      load: async (span) => {
        const body = spanBody(span);
        const [status, services] = await Promise.all([
          rest.history.nodeStatus({ serialNumber: serial, deviceId: device.id, ...body }),
          rest.history.node({ key: historyKey({ serialNumber: serial, deviceId: device.id }), ...body }),
        ]);
        return [status, services];
      },
      optionLabels: (service, property) => optionLabelsOf(device, service, property),
      csv: { kind: 'node', body: (span) => ({ key: historyKey({ serialNumber: serial, deviceId: device.id }), ...spanBody(span) }) },
    }),
    [rest, serial, device],
  );
  return (
    <HistoryPageFrame back={back} heading={heading} hint={hint}>
      <HistoryView source={source} label={heading} />
    </HistoryPageFrame>
  );
}
