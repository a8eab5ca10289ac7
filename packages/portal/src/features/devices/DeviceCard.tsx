import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { routePath, type Device, type GatewayHandle, type PropertyRef } from '@homeport/sdk';
import { BatteryIconConnected, ColorSwatchConnected, DEVICE_STATE_ICONS, deviceIcon, deviceState, Icon, useDeviceControl } from '@homeport/widgets';
import { CameraLinks, KIND_WIDGETS, saturationMaxOf } from './kindWidgets';
import { useDeviceTypeName } from './useDeviceTypeName';
import { PropertyControl } from './PropertyControl';
import './devices.css';

/** The properties a card shows: the quick ones, else the first four (spec 2 §9: at most 4). */
function quickProperties(device: Device): PropertyRef[] {
  if (device.quick_properties.length > 0) return device.quick_properties.slice(0, 4);
  return device.service_list.flatMap((s) => s.property_list.map((p) => ({ service: s.name, property: p.name }))).slice(0, 4);
}

export const hasBattery = (device: Device) => device.service_list.some((s) => s.name === 'BatteryService' && s.property_list.some((p) => p.name === 'BatteryLevel'));

/**
 * One device, from the gateway's device store: the card follows the
 * device's status, and each widget in it its own properties, so another
 * device's events re-render nothing here.
 */
export const DeviceCard = memo(function DeviceCard({
  handle,
  id,
  canWrite,
  showControls = true,
}: {
  handle: GatewayHandle;
  id: number;
  canWrite: boolean;
  showControls?: boolean;
}) {
  const { t } = useTranslation();
  const typeName = useDeviceTypeName();
  const navigate = useNavigate();
  const { device } = useDeviceControl(handle, id);
  if (!device) return null;
  const headingId = `device-${device.id}-name`;
  const card = KIND_WIDGETS[device.kind]?.card;

  const controls = quickProperties(device).flatMap((ref) => {
    const service = device.service_list.find((s) => s.name === ref.service);
    const property = service?.property_list.find((p) => p.name === ref.property);
    if (!service || !property) return [];
    return [<PropertyControl key={`${service.name}.${property.name}`} handle={handle} device={device} service={service} property={property} canWrite={canWrite} />];
  });

  return (
    <article className="hp-card hp-device" aria-labelledby={headingId}>
      <header className="hp-device__header">
        <span className="hp-device__icon">
          <Icon path={deviceIcon(device)} size="1.5rem" />
        </span>
        <div>
          <h2 id={headingId} className="hp-device__name">
            <Link to={routePath('device', { id: device.id })} aria-label={t('DEVICE_PAGE.OPEN', { name: device.device_name })}>
              {device.device_name}
            </Link>
          </h2>
          <p className="hp-muted hp-device__class">{typeName(device.class)}</p>
        </div>
        <span className="hp-device__badges">
          {device.kind === 'color_light' && <ColorSwatchConnected handle={handle} deviceId={device.id} saturationMax={saturationMaxOf(device)} />}
          {hasBattery(device) && <BatteryIconConnected handle={handle} deviceId={device.id} />}
          <span className={`hp-badge hp-badge--status-${device.status}`}>
            <Icon path={DEVICE_STATE_ICONS[deviceState(device.status)]} /> {t(`DEVICES.STATUS_${device.status}`)}
          </span>
        </span>
      </header>
      {showControls && (
        <div className="hp-device__controls">
          {card ? (
            card({ handle, device, readOnly: !canWrite, openDevice: () => navigate(routePath('device', { id: device.id })) })
          ) : controls.length > 0 ? (
            controls
          ) : (
            <p className="hp-muted">{t('DEVICES.NO_CONTROLS')}</p>
          )}
          {device.kind === 'camera' && <CameraLinks device={device} />}
        </div>
      )}
    </article>
  );
});
