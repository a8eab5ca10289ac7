import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WifiNetwork } from '@homeport/sdk';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { DataTable, type TableQuery } from '../../components/ui/DataTable';
import type { Column } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { SignalIcon } from './SignalIcon';

interface WifiNetworksProps {
  scan: UseMutationResult<WifiNetwork[], Error, void>;
  /** Choosing a network; without it (a role that may not change the Wi-Fi) the list only shows. */
  onChoose?: (network: WifiNetwork) => void;
  /** Why the scan failed; default: the REST error's text with the gateway's own words (the local interface). */
  reason?: (error: unknown) => string;
}

/**
 * The networks a scan found (spec 2 §2 "Wi-Fi"), strongest first, each
 * with a button that fills the form. Nothing shows before the first scan.
 * Shared by the local interface and gateway settings.
 */
export function WifiNetworks({ scan, onChoose, reason }: WifiNetworksProps) {
  const { t } = useTranslation();
  const apiErrorText = useApiErrorText({ serverWords: true });
  const errorText = reason ?? apiErrorText;
  const [table, actions] = useTableState({ pageSize: 10, sort: { column: 'signal', direction: 'descending' } });
  const columns = useMemo<Array<Column<WifiNetwork>>>(
    () => [
      { id: 'signal', header: t('WIFI.SIGNAL'), cell: (network) => <SignalIcon quality={network.quality} />, sortValue: (network) => network.quality },
      { id: 'ssid', header: t('WIFI.SSID'), cell: (network) => network.ssid, sortValue: (network) => network.ssid },
      { id: 'encryption', header: t('WIFI.ENCRYPTION'), cell: (network) => t(`WIFI.ENC_${network.encryption}`) },
      ...(onChoose
        ? [
            {
              id: 'choose',
              header: t('WIFI.CHOOSE'),
              hideHeader: true,
              cell: (network: WifiNetwork) => (
                <button type="button" className="hp-button hp-button--small" aria-label={t('WIFI.CHOOSE_NAMED', { ssid: network.ssid })} onClick={() => onChoose(network)}>
                  {t('WIFI.CHOOSE')}
                </button>
              ),
            },
          ]
        : []),
    ],
    [t, onChoose],
  );
  if (scan.isIdle) return null;
  // A scan is an action the person repeats, so it is a mutation; the table sees it as a read.
  const query: TableQuery<WifiNetwork> = {
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
