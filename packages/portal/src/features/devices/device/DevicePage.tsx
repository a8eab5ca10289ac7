import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BatteryIcon } from '@homeport/widgets';
import { gatewayHandle, hasWriteAccess, isControlEnabled, isVirtualGateway, routes, type Device, type DeviceService } from '@homeport/sdk';
import { useServices } from '../../../app/services';
import { usePageTitle } from '../../../binding/usePageTitle';
import { Loading } from '../../../components/Loading';
import { deviceAtomFamily, devicesLoadAtom, gatewayAtom, linkAtom, userAtom } from '../../../state/atoms';
import { gatewayRef } from '../../../state/gatewayRef';
import { PropertyControl } from '../PropertyControl';
import { KIND_WIDGETS } from './serviceWidgets';

/** spec 2 §2: the advanced page groups services into control, sensory, configuration and more-info. */
const GROUPS = [
  { key: 'CONTROL', types: ['control'] },
  { key: 'SENSORY', types: ['sensory'] },
  { key: 'CONFIGURATION', types: ['configuration'] },
  { key: 'MORE_INFO', types: ['more-info', 'network'] },
] as const;

/** The advanced device page: the kind's own widget first, then every service by group. */
export function DevicePage() {
  usePageTitle('DEVICE_PAGE.TITLE');
  const { t } = useTranslation();
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const load = useAtomValue(devicesLoadAtom);
  const device = useAtomValue(deviceAtomFamily(Number.isInteger(id) ? id : -1));

  const back = (
    <Link to={routes.devices} className="hp-button hp-button--ghost hp-button--small">
      ← {t('DEVICE_PAGE.BACK')}
    </Link>
  );
  if (load === 'error')
    return (
      <section className="hp-page">
        {back}
        <p role="alert" className="hp-alert">
          {t('DEVICE_PAGE.LOAD_FAILED')}
        </p>
      </section>
    );
  if (load !== 'ready') return <Loading />;
  if (!device)
    return (
      <section className="hp-page">
        {back}
        <p role="alert" className="hp-alert">
          {t('DEVICE_PAGE.NOT_FOUND', { id: rawId })}
        </p>
      </section>
    );
  return <DeviceDetails device={device} back={back} />;
}

function DeviceDetails({ device, back }: { device: Device; back: ReactNode }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const link = useAtomValue(linkAtom);
  const gateway = useAtomValue(gatewayAtom);
  const user = useAtomValue(userAtom);
  const canWrite = !!user && hasWriteAccess(user, gateway, config);
  const handle = useMemo(() => (link && gateway ? gatewayHandle(link, gatewayRef(gateway)) : null), [link, gateway]);
  const lead = KIND_WIDGETS[device.kind];
  const shown = new Set(lead?.services ?? []);
  const shownProperties = new Set(lead?.properties ?? []);
  const battery = device.service_list.flatMap((s) => s.property_list).find((p) => p.name === 'BatteryLevel');

  const groups = GROUPS.map((group) => ({
    ...group,
    services: device.service_list.filter((s) => (group.types as readonly string[]).includes(s.type) && !shown.has(s.name)),
  })).filter((group) => group.services.length > 0);

  return (
    <section className="hp-page hp-device-page" aria-labelledby="device-heading">
      {back}
      <header className="hp-device-page__header">
        <div>
          <h1 id="device-heading">{device.device_name}</h1>
          <p className="hp-muted">
            {device.class} · {t('DEVICE_PAGE.MANUFACTURER')}: {device.device_manufacturer} · {t('DEVICE_PAGE.FIRMWARE')}: {device.firmwareVersion}
          </p>
        </div>
        <span className="hp-device__badges">
          {battery && <BatteryIcon level={typeof battery.value === 'number' ? battery.value : null} showText />}
          <span className={`hp-badge hp-badge--status-${device.status}`}>{t(`DEVICES.STATUS_${device.status}`)}</span>
        </span>
      </header>
      {!canWrite && <p className="hp-muted">{t(isVirtualGateway(gateway, config) ? 'DEVICES.VIRTUAL_HINT' : 'DEVICE_PAGE.READ_ONLY_HINT')}</p>}
      {lead && handle && <div className="hp-card hp-device-page__lead">{lead.render({ handle, device, readOnly: !canWrite })}</div>}
      {groups.map((group) => (
        <section key={group.key} className="hp-card hp-device-page__group" aria-labelledby={`group-${group.key}`}>
          <h2 id={`group-${group.key}`} className="hp-section-title">
            {t(`DEVICE_PAGE.${group.key}`)}
          </h2>
          {group.services.map((service) => (
            <ServiceProperties key={service.name} device={device} service={service} canWrite={canWrite} hidden={shownProperties} />
          ))}
        </section>
      ))}
    </section>
  );
}

function ServiceProperties({ device, service, canWrite, hidden }: { device: Device; service: DeviceService; canWrite: boolean; hidden: ReadonlySet<string> }) {
  return (
    <div className="hp-device__controls">
      {service.property_list.filter((property) => !hidden.has(`${service.name}.${property.name}`)).map((property) => (
        <PropertyControl key={property.name} device={device} service={service} property={property} enabled={canWrite && isControlEnabled(device.status, property)} />
      ))}
    </div>
  );
}
