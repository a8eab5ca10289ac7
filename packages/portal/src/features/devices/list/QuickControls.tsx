import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDeviceControl, useDeviceProperty } from '@homeport/widgets';
import type { GatewayHandle } from '@homeport/sdk';
import { setFailureText } from '../../../binding/setFailureText';
import { useMediaQuery } from '../../../binding/useMediaQuery';
import { gatewayAtom, sessionAtom } from '../../../state/atoms';
import { usePinnedDevices } from '../../../state/pinnedDevices';
import { DeviceCard } from '../DeviceCard';
import { EXTRA_LARGE_MIN_WIDTH, LARGE_MIN_WIDTH, loadMore, pinnedFirst, quickControlsPageSize } from './deviceFilters';

/** What the devices table hands the quick controls (spec 2 §2: "param: filtered devices array"). */
export interface QuickControlsState {
  deviceIds?: number[];
  /** The devices were chosen for a firmware upgrade: offer "Upgrade all". */
  upgrade?: boolean;
}

/**
 * The quick controls (spec 2 §2, §9): a page of cards (10; 6 on large and
 * 9 on extra-large screens) that "Load more" doubles, pinned devices first.
 * Opened from the table with a set of devices, it shows only those and
 * can upgrade their firmware one after another.
 */
export function QuickControls({ handle, ids, canWrite, showControls }: { handle: GatewayHandle; ids: readonly number[]; canWrite: boolean; showControls: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  const gateway = useAtomValue(gatewayAtom);
  const pins = usePinnedDevices(session?.userId, gateway?.serialNumber);
  const large = useMediaQuery(`(min-width: ${LARGE_MIN_WIDTH}px)`);
  const extraLarge = useMediaQuery(`(min-width: ${EXTRA_LARGE_MIN_WIDTH}px)`);
  const base = quickControlsPageSize(extraLarge ? EXTRA_LARGE_MIN_WIDTH : large ? LARGE_MIN_WIDTH : 0);
  const [shownCount, setShownCount] = useState<number | null>(null);
  const filter = (location.state as QuickControlsState | null) ?? null;
  const chosen = filter?.deviceIds ? ids.filter((id) => filter.deviceIds!.includes(id)) : null;
  const ordered = pinnedFirst(chosen ?? ids, pins.pinned);
  const count = shownCount ?? base;
  const shown = ordered.slice(0, count);

  return (
    <>
      {chosen && (
        <div className="hp-quick__filtered" role="status">
          <span>{t('DEVICES_LIST.FILTERED', { count: chosen.length })}</span>
          <button type="button" className="hp-button hp-button--small" onClick={() => void navigate(location.pathname, { replace: true, state: null })}>
            {t('DEVICES_LIST.CLEAR_FILTER')}
          </button>
        </div>
      )}
      {chosen && filter?.upgrade && canWrite && <UpgradeAll handle={handle} ids={chosen} />}
      <div className="hp-device-grid">
        {shown.map((id) => (
          <div key={id} className="hp-quick__slot">
            {pins.isPinned(id) && <span className="hp-badge hp-quick__pin">{t('DEVICES_LIST.PINNED')}</span>}
            <DeviceCard handle={handle} id={id} canWrite={canWrite} showControls={showControls} />
          </div>
        ))}
      </div>
      {ordered.length > shown.length && (
        <div className="hp-quick__more">
          <span className="hp-muted">{t('DEVICES_LIST.SHOWING', { shown: shown.length, total: ordered.length })}</span>
          <button type="button" className="hp-button" onClick={() => setShownCount(loadMore(count))}>
            {t('DEVICES_LIST.LOAD_MORE')}
          </button>
        </div>
      )}
    </>
  );
}

/** Starts each chosen node's upgrade in turn (OTAService.UpgradeState 2) and shows each one's progress live. */
function UpgradeAll({ handle, ids }: { handle: GatewayHandle; ids: readonly number[] }) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const start = async () => {
    setRunning(true);
    for (const id of ids) {
      try {
        await handle.devices.set(id, 'OTAService', 'UpgradeState', 2);
      } catch (error) {
        const text = setFailureText(error instanceof Error ? error : new Error(String(error)), t, { sessionLive: true }) ?? '';
        setErrors((now) => new Map(now).set(id, text));
      }
    }
    setRunning(false);
  };
  return (
    <section className="hp-card hp-quick__upgrades" aria-labelledby="upgrades-heading">
      <h2 id="upgrades-heading" className="hp-section-title">
        {t('DEVICES_LIST.UPGRADES')}
      </h2>
      <ul>
        {ids.map((id) => (
          <UpgradeRow key={id} handle={handle} id={id} error={errors.get(id)} />
        ))}
      </ul>
      <button type="button" className="hp-button hp-button--primary" disabled={running} aria-busy={running} onClick={() => void start()}>
        {running ? t('DEVICES_LIST.UPGRADING') : t('DEVICES_LIST.UPGRADE_ALL')}
      </button>
    </section>
  );
}

function UpgradeRow({ handle, id, error }: { handle: GatewayHandle; id: number; error: string | undefined }) {
  const { t } = useTranslation();
  const { device } = useDeviceControl(handle, id);
  const state = useDeviceProperty<number>(handle, id, 'OTAService', 'UpgradeState').value;
  const progress = useDeviceProperty<number>(handle, id, 'OTAService', 'UpgradeProgress').value;
  const available = useDeviceProperty<boolean>(handle, id, 'OTAService', 'NewFirmwareAvailable').value;
  const name = device?.device_name ?? String(id);
  let text = t('DEVICES_LIST.UPGRADE_WAITING', { name });
  if (error) text = t('DEVICES_LIST.UPGRADE_FAILED', { name, reason: error });
  else if (available === false || state === 4) text = t('DEVICES_LIST.UPGRADE_DONE', { name });
  else if (state === 1 || state === 2) text = t('DEVICES_LIST.UPGRADE_PROGRESS', { name, progress: progress ?? 0 });
  return (
    <li>
      {text}
      {(state === 1 || state === 2) && available !== false && <progress max={100} value={progress ?? 0} aria-label={name} />}
    </li>
  );
}
