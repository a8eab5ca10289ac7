import { useTranslation } from 'react-i18next';
import { Icon, SIGNAL_ICONS, signalBars, useDeviceProperty } from '@homeport/widgets';
import type { Device, DeviceService, GatewayHandle } from '@homeport/sdk';
import { relativeTime } from './relativeTime';

/**
 * A mesh device's radio link as Zigbee2MQTT shows it: signal bars with the
 * link quality in words, when the device was last heard from, the link
 * speed and route (spec 2 §3: lqiValue 0..255, routeTimestamp, linkSpeed).
 */
export function LinkQuality({ handle, device, service }: { handle: GatewayHandle; device: Device; service: DeviceService }) {
  const { t, i18n } = useTranslation();
  const lqi = useDeviceProperty<number>(handle, device.id, service.name, 'lqiValue');
  const seen = useDeviceProperty<number>(handle, device.id, service.name, 'routeTimestamp');
  const speed = useDeviceProperty<number>(handle, device.id, service.name, 'linkSpeed');
  const route = useDeviceProperty<string>(handle, device.id, service.name, 'route');
  const bars = signalBars(lqi.value ?? 0);
  const quality = t(`DEVICE_PAGE.SIGNAL_${bars}`);
  const speedUnit = service.property_list.find((p) => p.name === 'linkSpeed')?.options?.unit ?? '';
  const seenText = seen.value ? relativeTime(seen.value, Date.now(), i18n.language) : t('DEVICE_PAGE.LAST_SEEN_NEVER');

  return (
    <dl className="hp-device-info">
      <div className="hp-device-info__row">
        <dt className="hp-device-info__term">{t('DEVICE_PAGE.SIGNAL')}</dt>
        <dd className="hp-device-info__value">
          <Icon path={SIGNAL_ICONS[bars]} label={t('DEVICE_PAGE.SIGNAL_NAMED', { quality })} />
          {lqi.value === undefined ? quality : t('DEVICE_PAGE.SIGNAL_VALUE', { quality, lqi: lqi.value })}
        </dd>
      </div>
      <div className="hp-device-info__row">
        <dt className="hp-device-info__term">{t('DEVICE_PAGE.LAST_SEEN')}</dt>
        <dd className="hp-device-info__value">{seenText}</dd>
      </div>
      {speed.value !== undefined && (
        <div className="hp-device-info__row">
          <dt className="hp-device-info__term">{t('DEVICE_PAGE.LINK_SPEED')}</dt>
          <dd className="hp-device-info__value">{`${speed.value} ${speedUnit}`.trim()}</dd>
        </div>
      )}
      {route.value !== undefined && (
        <div className="hp-device-info__row">
          <dt className="hp-device-info__term">{t('DEVICE_PAGE.ROUTE')}</dt>
          <dd className="hp-device-info__value">{route.value}</dd>
        </div>
      )}
    </dl>
  );
}
