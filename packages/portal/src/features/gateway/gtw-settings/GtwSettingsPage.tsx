import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../services/services';
import { useCurrentGatewayQuery } from '../../../services/currentGateway';
import { usePageTitle } from '../../../binding/usePageTitle';
import { QueryView } from '../../../components/states';
import { gatewayAtom } from '../../../state/atoms';
import { AddressSection, KpiSection, NotificationsSection, SubscriptionSection } from './CloudSettings';
import { GatewayOwnerActions } from './GatewayOwnerActions';
import { BridgeModeSection, GatewayPasswordSection, OtaWindowSection, TimezoneSection } from './GatewayOwnSettings';
import { GatewayPicture } from './GatewayPicture';
import { FirmwareSection } from './FirmwareSection';
import { GatewayInfoSection, NetworkSection, RadioSections } from './InfoSections';
import { RestartSection } from './RestartSection';
import { WifiCard } from './WifiCard';
import { BackupsSection } from './backups/BackupsSection';
import { usePlatformInfo, useSettingsContext, useSettingsEvents } from './useGatewaySettings';
import { Link } from 'react-router';
import { isAdmin, routes, type Gateway } from '@homeport/sdk';
import './gtw-settings.css';

/**
 * The current gateway's settings (spec 2 §2 "Gateway settings"): details,
 * rename and unassign, restart and factory reset, network and gateway info,
 * the radios, timezone, gateway password, address, bridge mode, the node
 * firmware window, notifications, KPIs and subscription. Each section reads
 * what it shows and says so while it loads or when it failed.
 */
export function GtwSettingsPage() {
  usePageTitle('PAGE_TITLE.GTW_SETTINGS');
  const { t } = useTranslation();
  const gateway = useAtomValue(gatewayAtom);
  const gatewayQuery = useCurrentGatewayQuery();
  useSettingsEvents(gateway);

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
  return <Settings gateway={gateway} />;
}

function Settings({ gateway }: { gateway: Gateway }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const context = useSettingsContext(gateway);
  const { user } = context;
  const platform = usePlatformInfo(gateway);
  const info = platform.state === 'ready' || platform.state === 'reading' ? platform.info : null;
  const { flags } = config;
  const rows: Array<[string, string]> = [
    // The serial is in Gateway information (spec 2 §2 "gateway info: security, serial, app version").
    [t('GTW.NAME'), gateway.name],
    [t('GTW.MODEL'), gateway.model],
    [t('GTW.FIRMWARE'), gateway.currentFWVersion || gateway.swVersions.ohmVersion],
  ];

  return (
    <section className="hp-page hp-settings" aria-labelledby="gtw-heading">
      <h1 id="gtw-heading">{t('GTW.HEADING')}</h1>
      <div className="hp-card hp-gateway-card">
        <GatewayPicture model={gateway.model} />
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
              <dt>{t('GTW.STATUS')}</dt>
              <dd>
                <span className={`hp-badge hp-badge--${gateway.connectionStatus}`}>{gateway.connectionStatus === 'online' ? t('GTW.ONLINE') : t('GTW.OFFLINE')}</span>
              </dd>
            </div>
          </dl>
          <GatewayOwnerActions gateway={gateway} />
          {user && !isAdmin(user) && (
            <p className="hp-settings__note">
              <Link to={routes.new_gateway}>{t('NEW_GATEWAY.HEADING')}</Link>
            </p>
          )}
        </div>
      </div>
      <div className="hp-settings__grid-page">
        <RestartSection context={context} />
        <NetworkSection platform={platform} />
        <WifiCard context={context} />
        <GatewayInfoSection context={context} platform={platform} />
        <RadioSections context={context} />
        <TimezoneSection context={context} />
        <BridgeModeSection context={context} />
        {flags.SPECIFIC_OTA_TIME && <OtaWindowSection context={context} />}
        <NotificationsSection context={context} />
        <GatewayPasswordSection context={context} />
        <KpiSection context={context} osmVersion={info?.gateway.osm_version ?? null} />
        <SubscriptionSection context={context} />
        <AddressSection context={context} />
        <FirmwareSection context={context} />
        <BackupsSection context={context} />
      </div>
    </section>
  );
}
