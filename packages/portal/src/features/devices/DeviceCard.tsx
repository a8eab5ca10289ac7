import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isControlEnabled, routePath, type Device, type PropertyRef } from '@homeport/sdk';
import { deviceAtomFamily } from '../../state/atoms';
import { BatteryIcon } from '@homeport/widgets';
import { CameraLinks, KindWidget, hasKindWidget } from './kindView';
import { PropertyControl } from './PropertyControl';

/** The properties a card shows: the quick ones, else the first four (spec 2 §9: at most 4). */
function quickProperties(device: Device): PropertyRef[] {
  if (device.quick_properties.length > 0) return device.quick_properties.slice(0, 4);
  return device.service_list.flatMap((s) => s.property_list.map((p) => ({ service: s.name, property: p.name }))).slice(0, 4);
}

/** One device; subscribes to its own atom only, so others' events do not re-render it. */
export const DeviceCard = memo(function DeviceCard({ id, canWrite, showControls = true }: { id: number; canWrite: boolean; showControls?: boolean }) {
  const { t } = useTranslation();
  const device = useAtomValue(deviceAtomFamily(id));
  if (!device) return null;
  const headingId = `device-${device.id}-name`;
  const battery = device.service_list.flatMap((s) => s.property_list).find((p) => p.name === 'BatteryLevel');

  const controls = quickProperties(device).flatMap((ref) => {
    const service = device.service_list.find((s) => s.name === ref.service);
    const property = service?.property_list.find((p) => p.name === ref.property);
    if (!service || !property) return [];
    // spec 2 §4: controls by device status; write access by role (spec 1 §6).
    const enabled = canWrite && isControlEnabled(device.status, property);
    return [<PropertyControl key={`${service.name}.${property.name}`} device={device} service={service} property={property} enabled={enabled} />];
  });

  return (
    <article className="hp-card hp-device" aria-labelledby={headingId}>
      <header className="hp-device__header">
        <span className="hp-device__icon" aria-hidden="true">
          {device.class.slice(0, 1)}
        </span>
        <div>
          <h2 id={headingId} className="hp-device__name">
            <Link to={routePath('device', { id: device.id })} aria-label={t('DEVICE_PAGE.OPEN', { name: device.device_name })}>
              {device.device_name}
            </Link>
          </h2>
          <p className="hp-muted hp-device__class">{device.class}</p>
        </div>
        <span className="hp-device__badges">
          {battery && <BatteryIcon level={typeof battery.value === 'number' ? battery.value : null} />}
          <span className={`hp-badge hp-badge--status-${device.status}`}>{t(`DEVICES.STATUS_${device.status}`)}</span>
        </span>
      </header>
      {showControls && (
        <div className="hp-device__controls">
          {hasKindWidget(device) ? <KindWidget device={device} canWrite={canWrite} /> : controls.length > 0 ? controls : <p className="hp-muted">{t('DEVICES.NO_CONTROLS')}</p>}
          {device.kind === 'camera' && <CameraLinks device={device} />}
        </div>
      )}
    </article>
  );
});
