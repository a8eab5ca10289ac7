import { useMutation } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LocalBoardInfo, LocalWifiNetwork } from '@homeport/sdk';
import { Section } from './localParts';
import { SignalIcon } from '../../components/wifi/SignalIcon';
import { WifiFields, useWifiForm, type WifiSettings } from '../../components/wifi/WifiFields';
import { WifiNetworks } from '../../components/wifi/WifiNetworks';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { localRoutes, useLocal } from './localContext';

interface Props {
  current: LocalBoardInfo['wifi'] | null;
}

/**
 * spec 2 §2 "Wi-Fi": the scan list with signal icons and the manual
 * configuration (encryption none, WEP, WPA, WPA2; the password is cleared
 * and disabled for none). Choosing a network fills the form; connecting
 * moves to trying-to-connect.
 */
export function WifiSection({ current }: Props) {
  const { t } = useTranslation();
  const { client } = useLocal();
  const navigate = useNavigate();
  const errorText = useApiErrorText({ serverWords: true });
  // A scan is asked for by the person, each time anew: an action, not a cached read.
  const scanning = useMutation({ mutationFn: () => client.scanWifi() });
  const form = useWifiForm();
  const connecting = useMutation({
    mutationFn: (settings: WifiSettings) => client.setWifi(settings),
    onSuccess: (_answer, settings) => navigate(localRoutes.tryingToConnect, { state: { ssid: settings.ssid } }),
  });
  // Busy from the submit until this page is left: a success navigates away.
  const busy = connecting.isPending || connecting.isSuccess;
  const passwordInput = useRef<HTMLInputElement>(null);

  function choose(network: LocalWifiNetwork) {
    form.fill(network);
    connecting.reset();
    // Open networks need nothing more; others need the password next.
    if (network.encryption !== 'none') setTimeout(() => passwordInput.current?.focus(), 0);
  }

  function connect(event: FormEvent) {
    event.preventDefault();
    connecting.reset();
    const settings = form.check();
    if (settings) connecting.mutate(settings);
  }

  return (
    <Section id="wifi" title={t('WIFI.HEADING')}>
      {current?.ssid && (
        <p>
          {current.quality !== null && <SignalIcon quality={current.quality} />} {t(`WIFI.STATE_${current.state}`, { ssid: current.ssid })}
        </p>
      )}
      <div className="hp-local__wifi">
        <div>
          <button type="button" className="hp-button" onClick={() => scanning.mutate()} disabled={scanning.isPending} aria-busy={scanning.isPending}>
            {scanning.isPending ? t('WIFI.SCANNING') : t('WIFI.SCAN')}
          </button>
          <div className="hp-local__networks">
            <WifiNetworks scan={scanning} onChoose={choose} />
          </div>
        </div>
        <form onSubmit={connect} noValidate aria-labelledby="wifi-manual-heading">
          <h3 id="wifi-manual-heading">{t('WIFI.MANUAL')}</h3>
          <WifiFields form={form} passwordRef={passwordInput} />
          <FormAlert text={connecting.error ? errorText(connecting.error) : null} />
          <SubmitButton busy={busy} busyLabel={t('WIFI.CONNECTING')}>
            {t('WIFI.CONNECT')}
          </SubmitButton>
        </form>
      </div>
    </Section>
  );
}
