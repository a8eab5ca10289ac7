import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ACTION_ICONS, BatteryIconConnected, DEVICE_STATE_ICONS, deviceState, Icon, useDeviceControl } from '@homeport/widgets';
import { hasWriteAccess, isVirtualGateway, routePath, routes, type Device, type DeviceService, type GatewayHandle } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { usePageTitle } from '../../../binding/usePageTitle';
import { LoadingState } from '../../../components/states';
import { gatewayAtom, userAtom } from '../../../state/atoms';
import { hasBattery } from '../DeviceCard';
import { KIND_WIDGETS } from '../kindWidgets';
import { PropertyControl } from '../PropertyControl';
import { useCurrentHandle } from '../useCurrentHandle';
import { useDeviceList } from '../useDeviceList';
import { useSetFailureToasts } from '../useSetFailureToasts';
import { useDeviceTypeName } from '../useDeviceTypeName';
import { DeviceActions, DevicePlacement } from './DeviceActions';
import { FirmwareStatus } from './FirmwareStatus';
import { useToast } from '../../../binding/useToast';
import { LinkQuality } from './LinkQuality';
import '../devices.css';
import './deviceManage.css';

/** Properties the page does not list: the camera's stream address is reached through its links, never shown as text. */
const NOT_LISTED = new Set(['MultimediaService.StreamUrl']);

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
  const handle = useCurrentHandle();
  useSetFailureToasts(handle);

  const back = (
    <Link to={routes.devices} className="hp-button hp-button--ghost hp-button--small">
      <Icon path={ACTION_ICONS.back} /> {t('DEVICE_PAGE.BACK')}
    </Link>
  );
  if (!handle) return <LoadingState />;
  return <DeviceOfList handle={handle} id={Number.isInteger(id) ? id : -1} rawId={rawId} back={back} />;
}

function DeviceOfList({ handle, id, rawId, back }: { handle: GatewayHandle; id: number; rawId: string | undefined; back: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const list = useDeviceList(handle);
  const { device: live } = useDeviceControl(handle, id);
  // spec 2 §4: the open device removed (excluded elsewhere) returns to the quick controls. While
  // this page's own exclusion runs, its dialog stays on the last known device to show the outcome.
  const [last, setLast] = useState<Device | null>(null);
  const [excluding, setExcluding] = useState(false);
  if (live && live !== last) setLast(live);
  const device = live ?? (excluding ? (last ?? undefined) : undefined);
  useEffect(() => {
    if (live || excluding || last === null || list.state !== 'ready') return;
    toast(t('DEVICE_MANAGE.REMOVED_GONE', { name: last.device_name }));
    void navigate(routes.quick_controls, { replace: true });
  }, [live, excluding, last, list.state, navigate, t, toast]);
  if (list.state === 'error')
    return (
      <section className="hp-page">
        {back}
        <p role="alert" className="hp-alert">
          {t('DEVICE_PAGE.LOAD_FAILED')}
        </p>
      </section>
    );
  if (list.state !== 'ready') return <LoadingState />;
  if (!device)
    return (
      <section className="hp-page">
        {back}
        <p role="alert" className="hp-alert">
          {t('DEVICE_PAGE.NOT_FOUND', { id: rawId })}
        </p>
      </section>
    );
  return <DeviceDetails handle={handle} device={device} back={back} onExcluding={setExcluding} />;
}

function DeviceDetails({ handle, device, back, onExcluding }: { handle: GatewayHandle; device: Device; back: ReactNode; onExcluding: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const typeName = useDeviceTypeName();
  const { config } = useServices();
  const gateway = useAtomValue(gatewayAtom);
  const user = useAtomValue(userAtom);
  const canWrite = !!user && hasWriteAccess(user, gateway, config);
  const kind = KIND_WIDGETS[device.kind];
  const lead = kind?.page;
  const shown = new Set(lead ? kind.services : []);
  const shownProperties = new Set(lead ? (kind.properties ?? []) : []);

  const hasOta = device.service_list.some((s) => s.name === 'OTAService');
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
            {typeName(device.class)} · {t('DEVICE_PAGE.MANUFACTURER')}: {device.device_manufacturer}
            {!hasOta && ` · ${t('DEVICE_PAGE.FIRMWARE')}: ${device.firmwareVersion}`}
          </p>
        </div>
        <span className="hp-device__badges">
          {hasBattery(device) && <BatteryIconConnected handle={handle} deviceId={device.id} showText />}
          <span className={`hp-badge hp-badge--status-${device.status}`}>
            <Icon path={DEVICE_STATE_ICONS[deviceState(device.status)]} /> {t(`DEVICES.STATUS_${device.status}`)}
          </span>
        </span>
      </header>
      <DeviceActions handle={handle} device={device} canWrite={canWrite} onExcluding={onExcluding} />
      {!canWrite && <p className="hp-muted">{t(isVirtualGateway(gateway, config) ? 'DEVICES.VIRTUAL_HINT' : 'DEVICE_PAGE.READ_ONLY_HINT')}</p>}
      {lead && (
        <div className="hp-card hp-device-page__lead">{lead({ handle, device, readOnly: !canWrite, openDevice: () => navigate(routePath('device', { id: device.id })) })}</div>
      )}
      <DevicePlacement handle={handle} device={device} canWrite={canWrite} />
      {groups.map((group) => (
        <section key={group.key} className="hp-card hp-device-page__group" aria-labelledby={`group-${group.key}`}>
          <h2 id={`group-${group.key}`} className="hp-section-title">
            {t(`DEVICE_PAGE.${group.key}`)}
          </h2>
          {group.services.map((service) => (
            <ServiceProperties key={service.name} handle={handle} device={device} service={service} canWrite={canWrite} hidden={shownProperties} />
          ))}
        </section>
      ))}
    </section>
  );
}

function ServiceProperties({
  handle,
  device,
  service,
  canWrite,
  hidden,
}: {
  handle: GatewayHandle;
  device: Device;
  service: DeviceService;
  canWrite: boolean;
  hidden: ReadonlySet<string>;
}) {
  if (service.name === 'OTAService') return <FirmwareStatus handle={handle} device={device} canWrite={canWrite} />;
  if (service.type === 'network' && service.property_list.some((p) => p.name === 'lqiValue')) return <LinkQuality handle={handle} device={device} service={service} />;
  return (
    <div className="hp-device__controls">
      {service.property_list
        .filter((property) => !hidden.has(`${service.name}.${property.name}`) && !NOT_LISTED.has(`${service.name}.${property.name}`))
        .map((property) => (
          <PropertyControl key={property.name} handle={handle} device={device} service={service} property={property} canWrite={canWrite} />
        ))}
    </div>
  );
}
