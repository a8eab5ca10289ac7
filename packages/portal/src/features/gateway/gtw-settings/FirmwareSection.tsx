import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isFirmwareInstalling, mayConfirmUpgrade, type FirmwareCampaign, type Gateway } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { FormAlert } from '../../../components/FormAlert';
import { QueryView } from '../../../components/states';
import { ConfirmDialog } from '../../../components/ui/form/ConfirmDialog';
import { queryKeys } from '../../../state/queryKeys';
import { DetailRows, SettingsSection } from './SettingsSection';
import type { SettingsContext } from './useGatewaySettings';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

/** The last status of the gateway's current installation (spec 1 §4.2), null when it has none. */
function installationStatus(gateway: Gateway): string | null {
  const current = gateway.installations.find((i) => i.softwareId === gateway.installationSoftwareId) ?? gateway.installations.at(-1);
  return current?.history.at(-1)?.status ?? null;
}

/** The gateway as it is once the confirmed installation is accepted: the redirect rule then moves the page to /fw-upgrade (spec 1 §2.6). */
function withAccepted(gateway: Gateway, softwareId: string): Gateway {
  const installations = [...gateway.installations.filter((i) => i.softwareId !== softwareId), { softwareId, history: [{ status: 'accepted', ts: Date.now() }] }];
  return { ...gateway, installations, installationSoftwareId: softwareId };
}

/**
 * spec 2 §2 "firmware upgrade confirmation listing new features", §3
 * "Firmware campaign", §8 "There is no firmware upgrade available.": the
 * gateway's firmware, the campaign offered to it, a check for updates, and
 * the upgrade (enabled only with a campaign id, spec 1 §4.2). Once
 * confirmed, the gateway's installation moves the page to /fw-upgrade.
 */
export function FirmwareSection({ context }: { context: SettingsContext }) {
  const { t, i18n } = useTranslation();
  const { rest, config } = useServices();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const { gateway, canWrite, online } = context;
  const serial = gateway.serialNumber;
  const status = installationStatus(gateway);
  const info = useQuery({ queryKey: queryKeys.firmware(serial), queryFn: () => rest.zota.tableInfo(serial), enabled: config.flags.ZOTA });
  const [confirmed, setConfirmed] = useState<string | null>(null);

  // The firmware or the installation changed (an event): what is offered is read again.
  const followed = `${serial} ${gateway.currentFWVersion} ${status ?? ''}`;
  const seen = useRef(followed);
  useEffect(() => {
    if (seen.current === followed) return;
    seen.current = followed;
    void queryClient.invalidateQueries({ queryKey: queryKeys.firmware(serial) });
    setConfirmed(null);
  }, [queryClient, serial, followed]);

  const refresh = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.zota.refresh(serial),
    onSuccess: (next) => queryClient.setQueryData(queryKeys.firmware(serial), next),
  });
  const confirm = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (campaign: FirmwareCampaign) => rest.zota.confirm({ gatewayID: serial, campaignID: campaign.campaignID }),
    onSuccess: (answer) => {
      setConfirmed(answer.campaignID);
      // The event says the same a moment later; the cache takes it now so the page moves at once.
      queryClient.setQueryData<Gateway>(queryKeys.gateway(serial), (cached) => (cached ? withAccepted(cached, answer.softwareId) : cached));
    },
  });
  // The campaign's own refusals have words of their own; the rest are the catalogue's.
  const describeError = (caught: unknown) =>
    caught instanceof ApiError && caught.errorCode.startsWith('ZOTA_') && i18n.exists(`FIRMWARE.ERROR_${caught.errorCode}`)
      ? t(`FIRMWARE.ERROR_${caught.errorCode}`)
      : errorText(caught);

  if (!config.flags.ZOTA) return null;
  const when = (ms: number | null) => (ms === null ? t('FIRMWARE.NEVER_CHECKED') : new Date(ms).toLocaleString(i18n.language.replace('_', '-')));
  const name = gateway.name || serial;

  return (
    <SettingsSection id="firmware" title={t('FIRMWARE.HEADING')}>
      <QueryView query={info} failed={t('GTW_SETTINGS.SECTION_FAILED')}>
        {(data) => {
          const campaign = data.campaign;
          const enabled = confirmed === null && mayConfirmUpgrade({ campaignID: campaign?.campaignID, canWrite, gateway });
          return (
            <>
              <DetailRows
                rows={[
                  [t('FIRMWARE.CURRENT'), gateway.currentFWVersion || data.currentFWVersion],
                  [t('FIRMWARE.AVAILABLE'), campaign?.softwareVersion ?? '—'],
                  [t('FIRMWARE.CHECKED'), when(data.checkedAt)],
                ]}
              />
              <p className="hp-muted" role="status">
                {campaign ? t('FIRMWARE.UPGRADE_READY', { version: campaign.softwareVersion }) : t('FIRMWARE.NO_UPGRADE')}
              </p>
              {isFirmwareInstalling(gateway) && <p className="hp-muted">{t('FIRMWARE.INSTALLING', { status: t(`STATUS_SCREEN.FW_STATUS_${status}`) })}</p>}
              {!online && <p className="hp-muted">{t('FIRMWARE.OFFLINE')}</p>}
              {!canWrite && <p className="hp-muted">{t('FIRMWARE.READ_ONLY')}</p>}
              <FormAlert text={refresh.error ? errorText(refresh.error) : null} />
              <div className="hp-settings__actions">
                <button type="button" className="hp-button" disabled={!online || refresh.isPending} aria-busy={refresh.isPending} onClick={() => refresh.mutate()}>
                  {refresh.isPending ? t('FIRMWARE.REFRESHING') : t('FIRMWARE.REFRESH')}
                </button>
                <ConfirmDialog
                  trigger={
                    <button type="button" className="hp-button hp-button--primary" disabled={!enabled}>
                      {t('FIRMWARE.UPGRADE')}
                    </button>
                  }
                  title={t('FIRMWARE.UPGRADE_TITLE', { name, version: campaign?.softwareVersion ?? '' })}
                  body={
                    <>
                      <p>{t('FIRMWARE.UPGRADE_BODY')}</p>
                      <p>{t('FIRMWARE.FEATURES', { version: campaign?.softwareVersion ?? '' })}</p>
                      <ul aria-label={t('FIRMWARE.FEATURES', { version: campaign?.softwareVersion ?? '' })}>
                        {(campaign?.softwareDescription ?? []).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </>
                  }
                  confirmLabel={t('FIRMWARE.UPGRADE_CONFIRM')}
                  busyLabel={t('FIRMWARE.UPGRADE_STARTING')}
                  describeError={describeError}
                  onConfirm={() => (campaign ? confirm.mutateAsync(campaign) : undefined)}
                />
              </div>
            </>
          );
        }}
      </QueryView>
    </SettingsSection>
  );
}
