import { useTranslation } from 'react-i18next';
import { ACTION_ICONS, Icon, useDeviceProperty } from '@homeport/widgets';
import type { Device, GatewayHandle } from '@homeport/sdk';

const OTA = 'OTAService';

/** spec 2 §4: UpgradeState 1 or 2 is in progress (1 in zota, 2 on the device), 4 finished; 3 failed (docs/decisions.md "UpgradeState"). */
const isUpgrading = (state: number | undefined) => state === 1 || state === 2;

/**
 * The device's firmware as a user expects it: its version, then "Up to
 * date", or "Update available" with an Update action, or the progress of
 * a running update. Update writes UpgradeState 2 (what starts a node
 * upgrade; docs/simulator.md); a refusal is toasted like any other set.
 */
export function FirmwareStatus({ handle, device, canWrite }: { handle: GatewayHandle; device: Device; canWrite: boolean }) {
  const { t } = useTranslation();
  const available = useDeviceProperty<boolean>(handle, device.id, OTA, 'NewFirmwareAvailable');
  const state = useDeviceProperty<number>(handle, device.id, OTA, 'UpgradeState');
  const progress = useDeviceProperty<number>(handle, device.id, OTA, 'UpgradeProgress');
  const upgrading = isUpgrading(state.value);
  const percent = Math.min(100, Math.max(0, progress.value ?? 0));

  return (
    <div className="hp-device-info__row hp-firmware">
      <span className="hp-device-info__term">{t('DEVICE_PAGE.FIRMWARE')}</span>
      <span className="hp-device-info__value">
        <span>{t('DEVICE_PAGE.FIRMWARE_VERSION', { version: device.firmwareVersion })}</span>
        {upgrading ? (
          <span className="hp-firmware__progress">
            <progress max={100} value={percent} aria-label={t('DEVICE_PAGE.FIRMWARE_PROGRESS', { name: device.device_name })} />
            <span role="status">{t('DEVICE_PAGE.FIRMWARE_UPDATING', { progress: percent })}</span>
          </span>
        ) : available.value ? (
          <>
            {/* docs/decisions.md "UpgradeState": 3 is a failed upgrade; the update is still available, so it may be started again. */}
            {state.value === 3 ? (
              <span role="status" className="hp-badge hp-badge--offline">
                {t('DEVICE_PAGE.FIRMWARE_FAILED')}
              </span>
            ) : (
              <span className="hp-badge hp-badge--warning">{t('DEVICE_PAGE.FIRMWARE_AVAILABLE')}</span>
            )}
            <button
              type="button"
              className="hp-button hp-button--small"
              aria-label={t('DEVICE_PAGE.FIRMWARE_UPDATE_NAMED', { name: device.device_name })}
              disabled={!canWrite || state.pending}
              onClick={() => void state.set(2).catch(() => undefined)}
            >
              <Icon path={ACTION_ICONS.update} /> {t('DEVICE_PAGE.FIRMWARE_UPDATE')}
            </button>
          </>
        ) : (
          <span role="status">{state.value === 4 ? t('DEVICE_PAGE.FIRMWARE_DONE') : state.value === 3 ? t('DEVICE_PAGE.FIRMWARE_FAILED') : t('DEVICE_PAGE.FIRMWARE_CURRENT')}</span>
        )}
      </span>
    </div>
  );
}
