import { useTranslation } from 'react-i18next';
import { maskSecureId, type PlatformInfoState, type ZigbeeInfo, type ZwaveInfo } from '@homeport/sdk';
import { Answered } from './Answered';
import { DetailRows, SettingsSection } from './SettingsSection';
import { useGatewayCommandQuery, type SettingsContext } from './useGatewaySettings';

const NETWORK_KEYS = { ethernet: 'GTW.NETWORK_ETHERNET', wifi: 'GTW.NETWORK_WIFI', unknown: 'GTW.NETWORK_UNKNOWN' } as const;

/** spec 2 §2 network type (Ethernet, Wifi, Connection unknown) as the platform-info reader has it. */
export function NetworkSection({ platform }: { platform: PlatformInfoState }) {
  const { t } = useTranslation();
  const info = platform.state === 'ready' || platform.state === 'reading' ? platform.info : null;
  const type =
    platform.state === 'ready'
      ? t(NETWORK_KEYS[platform.info.network.type] ?? 'GTW.NETWORK_UNKNOWN')
      : platform.state === 'failed'
        ? t('GTW_SETTINGS.NETWORK_FAILED')
        : platform.state === 'cleared'
          ? t('GTW_SETTINGS.NETWORK_CLEARED')
          : platform.state === 'retrying'
            ? t('GTW_SETTINGS.NETWORK_RETRYING')
            : info
              ? t(NETWORK_KEYS[info.network.type] ?? 'GTW.NETWORK_UNKNOWN')
              : t('GTW_SETTINGS.NETWORK_WAITING');
  const busy = platform.state === 'waiting' || platform.state === 'reading' || platform.state === 'retrying';
  return (
    <SettingsSection id="network" title={t('GTW_SETTINGS.NETWORK_HEADING')}>
      <dl className="hp-details hp-settings__details">
        <div>
          <dt>{t('GTW_SETTINGS.NETWORK_TYPE')}</dt>
          <dd aria-busy={busy} data-testid="network-type">
            {type}
          </dd>
        </div>
        {info?.network.ip && (
          <div>
            <dt>{t('GTW_SETTINGS.IP')}</dt>
            <dd className="hp-mono">{info.network.ip}</dd>
          </div>
        )}
        {info && (
          <div>
            <dt>{t('GTW_SETTINGS.OSM_VERSION')}</dt>
            <dd>{info.gateway.osm_version}</dd>
          </div>
        )}
      </dl>
    </SettingsSection>
  );
}

/** spec 2 §2 gateway info: security (the secureId, masked but for characters 12 to 20, spec 2 §3), serial, app version. */
export function GatewayInfoSection({ context, platform }: { context: SettingsContext; platform: PlatformInfoState }) {
  const { t } = useTranslation();
  const { gateway } = context;
  const app = platform.state === 'ready' ? platform.info.gateway.app_version : platform.state === 'reading' && platform.info ? platform.info.gateway.app_version : '—';
  return (
    <SettingsSection id="info" title={t('GTW_SETTINGS.INFO_HEADING')}>
      <DetailRows
        rows={[
          [
            t('GTW_SETTINGS.SECURITY'),
            <span key="s" className="hp-mono hp-settings__secure">
              {maskSecureId(gateway.secureId)}
            </span>,
            true,
          ],
          [
            t('GTW_SETTINGS.SERIAL'),
            <span key="n" className="hp-mono">
              {gateway.serialNumber}
            </span>,
          ],
          [t('GTW_SETTINGS.APP_VERSION'), app],
        ]}
      />
      <p className="hp-muted hp-settings__note">{t('GTW_SETTINGS.SECURITY_HINT')}</p>
    </SettingsSection>
  );
}

/** spec 2 §2 Z-Wave info (API version, home id, node id, role) and Zigbee info (channel, firmware version, MAC, TX power). */
export function RadioSections({ context }: { context: SettingsContext }) {
  const { t } = useTranslation();
  const zwave = useGatewayCommandQuery(context, 'get_zwave_info');
  const zigbee = useGatewayCommandQuery(context, 'get_zigbee_info');
  return (
    <>
      <SettingsSection id="zwave" title={t('GTW_SETTINGS.ZWAVE_HEADING')}>
        <Answered query={zwave} unsupported={t('GTW_SETTINGS.RADIO_NONE', { radio: 'Z-Wave' })}>
          {(info: ZwaveInfo) => (
            <DetailRows
              rows={[
                [t('GTW_SETTINGS.ZWAVE_API'), info.apiVersion],
                [
                  t('GTW_SETTINGS.ZWAVE_HOME_ID'),
                  <span key="h" className="hp-mono">
                    {info.homeId}
                  </span>,
                ],
                [t('GTW_SETTINGS.ZWAVE_NODE_ID'), String(info.nodeId)],
                [t('GTW_SETTINGS.ZWAVE_ROLE'), t(`GTW_SETTINGS.ZWAVE_ROLE_${info.role}`)],
                [t('GTW_SETTINGS.RADIO_NODES'), String(info.nodes)],
              ]}
            />
          )}
        </Answered>
      </SettingsSection>
      <SettingsSection id="zigbee" title={t('GTW_SETTINGS.ZIGBEE_HEADING')}>
        <Answered query={zigbee} unsupported={t('GTW_SETTINGS.RADIO_NONE', { radio: 'Zigbee' })}>
          {(info: ZigbeeInfo) => (
            <DetailRows
              rows={[
                [t('GTW_SETTINGS.ZIGBEE_CHANNEL'), String(info.channel)],
                [t('GTW_SETTINGS.ZIGBEE_FIRMWARE'), info.firmwareVersion],
                [
                  t('GTW_SETTINGS.ZIGBEE_MAC'),
                  <span key="m" className="hp-mono">
                    {info.macAddress}
                  </span>,
                  true,
                ],
                [t('GTW_SETTINGS.ZIGBEE_TX_POWER'), t('GTW_SETTINGS.ZIGBEE_TX_POWER_VALUE', { dbm: info.txPower })],
                [t('GTW_SETTINGS.RADIO_NODES'), String(info.nodes)],
              ]}
            />
          )}
        </Answered>
      </SettingsSection>
    </>
  );
}
