import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { RestartKind } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useToast } from '../../../binding/useToast';
import { ConfirmDialog } from '../../../components/ui/form/ConfirmDialog';
import { TypedNameConfirm } from '../../../components/ui/form/TypedNameConfirm';
import { restartingAtom } from './restartingAtom';
import { SettingsSection } from './SettingsSection';
import type { SettingsContext } from './useGatewaySettings';

/** About how long a reboot takes, for the confirmation (the server says exactly how long when it answers). */
const REBOOT_SECONDS = 45;

/**
 * spec 2 §2 reboot and factory reset, each confirmed first (a factory reset
 * by typing the gateway's name: it cannot be undone). The gateway's offline
 * event then moves the page to gateway-offline, and back when it returns.
 */
export function RestartSection({ context }: { context: SettingsContext }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const { gateway, canWrite, online } = context;
  const name = gateway.name || gateway.serialNumber;
  const setRestarting = useSetAtom(restartingAtom);
  const restart = async (kind: RestartKind) => {
    const answer = kind === 'reboot' ? await rest.gatewaySettings.reboot(gateway.serialNumber) : await rest.gatewaySettings.factoryReset(gateway.serialNumber);
    setRestarting({ serial: answer.serialNumber, kind: answer.kind, backInMs: answer.backInMs });
    toast(t(kind === 'reboot' ? 'GTW_SETTINGS.REBOOT_SENT' : 'GTW_SETTINGS.RESET_SENT', { name }));
  };

  return (
    <SettingsSection id="restart" title={t('GTW_SETTINGS.RESTART_HEADING')}>
      {!canWrite && <p className="hp-muted">{t('GTW_SETTINGS.READ_ONLY')}</p>}
      <div className="hp-settings__actions">
        <ConfirmDialog
          trigger={
            <button type="button" className="hp-button" disabled={!canWrite || !online}>
              {t('GTW_SETTINGS.REBOOT')}
            </button>
          }
          title={t('GTW_SETTINGS.REBOOT_TITLE', { name })}
          body={<p>{t('GTW_SETTINGS.REBOOT_BODY', { seconds: REBOOT_SECONDS })}</p>}
          confirmLabel={t('GTW_SETTINGS.REBOOT_CONFIRM')}
          busyLabel={t('GTW_SETTINGS.REBOOTING')}
          onConfirm={() => restart('reboot')}
        />
        <TypedNameConfirm
          name={name}
          trigger={
            <button type="button" className="hp-button hp-button--danger-outline" disabled={!canWrite || !online}>
              {t('GTW_SETTINGS.RESET')}
            </button>
          }
          title={t('GTW_SETTINGS.RESET_TITLE', { name })}
          body={<p>{t('GTW_SETTINGS.RESET_BODY')}</p>}
          confirmLabel={t('GTW_SETTINGS.RESET_CONFIRM')}
          busyLabel={t('GTW_SETTINGS.RESETTING')}
          onConfirm={() => restart('factory_reset')}
        />
      </div>
    </SettingsSection>
  );
}
