import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { hasWriteAccess, isVirtualGateway } from '@homeport/sdk';
import { useServices } from '../../app/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { Loading } from '../../components/Loading';
import { deviceIdsAtom, devicesLoadAtom, gatewayAtom, userAtom } from '../../state/atoms';
import { DeviceCard } from './DeviceCard';

/** Quick controls for every device of the current gateway (spec 2 §2 "Devices screen"). */
export function DevicesPage() {
  usePageTitle('PAGE_TITLE.DEVICES');
  const { t } = useTranslation();
  const { config } = useServices();
  const ids = useAtomValue(deviceIdsAtom);
  const load = useAtomValue(devicesLoadAtom);
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const canWrite = !!user && hasWriteAccess(user, gateway, config);
  // spec 1 §6: the virtual model hides the controls; other read-only viewers see them disabled.
  const virtual = isVirtualGateway(gateway, config);

  return (
    <section className="hp-page" aria-labelledby="devices-heading">
      <h1 id="devices-heading">{t('DEVICES.HEADING')}</h1>
      <h2 className="hp-section-title">{t('DEVICES.QUICK_CONTROLS')}</h2>
      {load === 'error' ? (
        <p role="alert" className="hp-alert">
          {t('DEVICES.LOAD_FAILED')}
        </p>
      ) : load !== 'ready' ? (
        <Loading />
      ) : ids.length === 0 ? (
        <p className="hp-muted">{t('DEVICES.EMPTY')}</p>
      ) : (
        <>
          {!canWrite && <p className="hp-muted">{t(virtual ? 'DEVICES.VIRTUAL_HINT' : 'DEVICE_PAGE.READ_ONLY_HINT')}</p>}
          <div className="hp-device-grid">
            {ids.map((id) => (
              <DeviceCard key={id} id={id} canWrite={canWrite} showControls={!virtual} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
