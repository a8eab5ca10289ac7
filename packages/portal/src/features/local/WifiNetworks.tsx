import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalWifiNetwork } from '@homeport/sdk';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { DataTable, type TableQuery } from '../../components/ui/DataTable';
import type { Column } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { SignalIcon } from './localParts';

/**
 * The networks a scan found (spec 2 §2 "Wi-Fi"), strongest first, each
 * with a button that fills the form. Nothing shows before the first scan.
 */
export function WifiNetworks({ scan, onChoose }: { scan: UseMutationResult<LocalWifiNetwork[], Error, void>; onChoose: (network: LocalWifiNetwork) => void }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText({ serverWords: true });
  const [table, actions] = useTableState({ pageSize: 10, sort: { column: 'signal', direction: 'descending' } });
  const columns = useMemo<Array<Column<LocalWifiNetwork>>>(
    () => [
      { id: 'signal', header: t('WIFI.SIGNAL'), cell: (network) => <SignalIcon quality={network.quality} />, sortValue: (network) => network.quality },
      { id: 'ssid', header: t('WIFI.SSID'), cell: (network) => network.ssid, sortValue: (network) => network.ssid },
      { id: 'encryption', header: t('WIFI.ENCRYPTION'), cell: (network) => t(`WIFI.ENC_${network.encryption}`) },
      {
        id: 'choose',
        header: t('WIFI.CHOOSE'),
        hideHeader: true,
        cell: (network) => (
          <button type="button" className="hp-button hp-button--small" aria-label={t('WIFI.CHOOSE_NAMED', { ssid: network.ssid })} onClick={() => onChoose(network)}>
            {t('WIFI.CHOOSE')}
          </button>
        ),
      },
    ],
    [t, onChoose],
  );
  if (scan.isIdle) return null;
  // A scan is an action the person repeats, so it is a mutation; the table sees it as a read.
  const query: TableQuery<LocalWifiNetwork> = {
    data: scan.data ? { rows: scan.data } : undefined,
    error: scan.error,
    isPending: scan.isPending && !scan.data,
    isError: scan.isError,
    isFetching: scan.isPending,
    refetch: () => scan.mutate(),
  };
  return (
    <DataTable
      label={t('WIFI.NETWORKS')}
      columns={columns}
      rowKey={(network) => network.ssid}
      query={query}
      state={table}
      actions={actions}
      paging="client"
      loading={t('WIFI.SCANNING')}
      failed={t('WIFI.SCAN_FAILED')}
      reason={errorText}
      empty={{ title: t('WIFI.NO_NETWORKS') }}
      noMatch={t('WIFI.NO_NETWORKS')}
    />
  );
}
