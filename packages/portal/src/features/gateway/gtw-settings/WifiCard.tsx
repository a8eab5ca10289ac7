import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiCommand, type WifiNetwork, type WifiStatus } from '@homeport/sdk';
import { gatewayCommandText } from '../../../binding/gatewayCommandText';
import { FormAlert } from '../../../components/FormAlert';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { SignalIcon } from '../../../components/wifi/SignalIcon';
import { WifiFields, useWifiForm, type WifiSettings } from '../../../components/wifi/WifiFields';
import { WifiNetworks } from '../../../components/wifi/WifiNetworks';
import { Answered } from './Answered';
import { DetailRows, SettingsSection } from './SettingsSection';
import { settingsKeys } from './settingsKeys';
import { useGatewayCommandQuery, type SettingsContext } from './useGatewaySettings';
import './wifi-card.css';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

/**
 * spec 2 §2 "Wi-Fi" inside gateway settings (its own URL: not shown): the
 * gateway's current Wi-Fi (network, security, signal, state), a scan with
 * signal icons, and the manual configuration (encryption none, WEP, WPA,
 * WPA2; the password cleared and disabled for none; the sdk's password
 * rules). The commands are the gateway's (docs/contracts.md "Wi-Fi from
 * gateway settings"), the same state as its local page. After a set the
 * card shows the join, then its result as the gateway reports it
 * (wifi_status_changed). A role that may not change the gateway sees it all
 * but cannot change it.
 */
export function WifiCard({ context }: { context: SettingsContext }) {
  const { t } = useTranslation();
  const status = useGatewayCommandQuery(context, WifiCommand.status);
  const errorText = (error: unknown) => (error instanceof Error ? (gatewayCommandText(error, t) ?? t('ERRORS.00001')) : t('ERRORS.00001'));
  // A scan is asked for by the person, each time anew: an action, not a cached read.
  const scan = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: () => context.command(WifiCommand.scan, {}) });
  const [dialog, setDialog] = useState<{ preset: WifiNetwork | null } | null>(null);
  /** The network this page set last: its result is said when the gateway settles it. */
  const [joining, setJoining] = useState<string | null>(null);
  const current = status.data;
  const result = current && joining !== null && current.ssid === joining && (current.state === 'connected' || current.state === 'failed') ? current.state : null;

  return (
    <SettingsSection id="wifi" title={t('GTW_WIFI.HEADING')} wide>
      <Answered query={status}>{(wifi) => <WifiDetails wifi={wifi} />}</Answered>
      <p role="status" className={`hp-wifi-card__result hp-wifi-card__result--${result ?? (current?.state === 'connecting' ? 'connecting' : 'none')}`}>
        {current?.state === 'connecting' && current.ssid
          ? t('GTW_WIFI.JOINING', { ssid: current.ssid })
          : result && joining
            ? t(`GTW_WIFI.RESULT_${result}`, { ssid: joining })
            : null}
      </p>
      {!context.online ? (
        <p className="hp-muted">{t('GTW_WIFI.OFFLINE')}</p>
      ) : (
        <>
          {!context.canWrite && <p className="hp-muted">{t('GTW_WIFI.READ_ONLY')}</p>}
          <div className="hp-settings__actions">
            <button type="button" className="hp-button" onClick={() => scan.mutate()} disabled={scan.isPending} aria-busy={scan.isPending}>
              {scan.isPending ? t('GTW_WIFI.SCANNING') : t('GTW_WIFI.SCAN')}
            </button>
            {context.canWrite && (
              <button type="button" className="hp-button hp-button--ghost" onClick={() => setDialog({ preset: null })}>
                {t('GTW_WIFI.CONFIGURE')}
              </button>
            )}
          </div>
          <div className="hp-wifi-card__networks">
            <WifiNetworks scan={scan} onChoose={context.canWrite ? (network) => setDialog({ preset: network }) : undefined} reason={errorText} />
          </div>
        </>
      )}
      {dialog && (
        <WifiDialog
          context={context}
          preset={dialog.preset}
          errorText={errorText}
          onClose={() => setDialog(null)}
          onConnecting={(ssid) => {
            setJoining(ssid);
            setDialog(null);
          }}
        />
      )}
    </SettingsSection>
  );
}

/** The gateway's Wi-Fi now: network, security, signal (icon by quality band) and state. */
function WifiDetails({ wifi }: { wifi: WifiStatus }) {
  const { t } = useTranslation();
  if (wifi.ssid === null) return <p className="hp-muted">{t('GTW_WIFI.NONE')}</p>;
  return (
    <DetailRows
      rows={[
        [t('GTW_WIFI.NETWORK'), wifi.ssid],
        [t('GTW_WIFI.SECURITY'), wifi.encryption ? t(`WIFI.ENC_${wifi.encryption}`) : t('GTW_WIFI.NOT_SHOWN')],
        [
          t('GTW_WIFI.QUALITY'),
          wifi.quality === null ? (
            t('GTW_WIFI.NOT_SHOWN')
          ) : (
            <>
              <SignalIcon quality={wifi.quality} /> {t('GTW_WIFI.QUALITY_VALUE', { quality: wifi.quality })}
            </>
          ),
        ],
        [t('GTW_WIFI.STATE'), <span data-testid="wifi-state">{t(`GTW_WIFI.STATE_${wifi.state}`)}</span>],
      ]}
    />
  );
}

interface WifiDialogProps {
  context: SettingsContext;
  /** The network chosen from the scan, or null for a network typed in. */
  preset: WifiNetwork | null;
  errorText: (error: unknown) => string;
  onClose: () => void;
  onConnecting: (ssid: string) => void;
}

/** The manual configuration: SSID, security and password, checked with the gateway's own rules before sending. */
function WifiDialog({ context, preset, errorText, onClose, onConnecting }: WifiDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useWifiForm(preset);
  const connect = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (settings: WifiSettings) => context.command(WifiCommand.set, settings),
    onSuccess: (answer, settings) => {
      queryClient.setQueryData<WifiStatus>(settingsKeys.command(context.gateway.serialNumber, WifiCommand.status), {
        ssid: answer.ssid,
        encryption: settings.encryption,
        state: 'connecting',
        quality: null,
      });
      onConnecting(answer.ssid);
    },
  });
  const busy = connect.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    connect.reset();
    const settings = form.check();
    if (settings) connect.mutate(settings);
  }

  // A network chosen from the scan needs its password next; one typed in starts with its name.
  const focusPassword = preset !== null && preset.encryption !== 'none';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog">
          <form onSubmit={submit} noValidate className="hp-settings__form">
            <Dialog.Title>{t('GTW_WIFI.DIALOG_TITLE')}</Dialog.Title>
            <Dialog.Description className="hp-muted">{t('GTW_WIFI.DIALOG_BODY')}</Dialog.Description>
            <WifiFields form={form} autoFocus={focusPassword ? 'password' : 'ssid'} />
            <FormAlert text={connect.error ? errorText(connect.error) : null} />
            <div className="hp-dialog__actions">
              <Dialog.Close className="hp-button hp-button--ghost" disabled={busy}>
                {t('APP.CANCEL')}
              </Dialog.Close>
              <SubmitButton busy={busy} busyLabel={t('GTW_WIFI.CONNECTING')}>
                {t('GTW_WIFI.CONNECT')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
