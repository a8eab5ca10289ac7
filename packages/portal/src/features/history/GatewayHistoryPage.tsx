import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { LoadingState } from '../../components/states';
import { gatewayAtom } from '../../state/atoms';
import { spanBody } from './DeviceHistoryPage';
import { HistoryPageFrame } from './HistoryPageFrame';
import { HistoryView, type HistorySource } from './HistoryView';
import './history.css';

/**
 * /dashboard_gateway_chart (spec 3 §2): the current gateway's connection
 * status (1 Online; 0 or 7 Offline, spec 3 §4) over the same periods, and
 * its CSV (gateway_history- file name).
 */
export function GatewayHistoryPage() {
  usePageTitle('PAGE_TITLE.DASHBOARD_GATEWAY_CHART');
  const { t } = useTranslation();
  const { rest } = useServices();
  const gateway = useAtomValue(gatewayAtom);
  const serial = gateway?.serialNumber ?? '';
  const source = useMemo<HistorySource>(
    () => ({
      key: ['gateway', serial],
      kind: 'gateway',
      load: async (span) => [await rest.history.gatewayStatus({ serialNumber: serial, ...spanBody(span) })],
      csv: { kind: 'gatewayStatus', body: (span) => ({ serialNumber: serial, ...spanBody(span) }) },
    }),
    [rest, serial],
  );
  if (!gateway) return <LoadingState />;
  const heading = t('HISTORY.GATEWAY_HEADING', { serial });
  return (
    <HistoryPageFrame back={{ to: routes.gtw_settings, label: t('PAGE_TITLE.GTW_SETTINGS') }} heading={heading}>
      <HistoryView source={source} label={heading} />
    </HistoryPageFrame>
  );
}
