import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WIFI_ENCRYPTIONS, isValidSsid, wifiPasswordProblem, type LocalBoardInfo, type LocalWifiNetwork, type WifiEncryption } from '@homeport/sdk';
import { Section } from './localParts';
import { SignalIcon } from '../../components/wifi/SignalIcon';
import { WifiNetworks } from '../../components/wifi/WifiNetworks';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
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
  const [ssid, setSsid] = useState('');
  const [encryption, setEncryption] = useState<WifiEncryption>('WPA2');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ ssid?: string; password?: string }>({});
  const connecting = useMutation({
    mutationFn: (settings: { ssid: string; encryption: WifiEncryption; password: string }) => client.setWifi(settings),
    onSuccess: (_answer, settings) => navigate(localRoutes.tryingToConnect, { state: { ssid: settings.ssid } }),
  });
  // Busy from the submit until this page is left: a success navigates away.
  const busy = connecting.isPending || connecting.isSuccess;
  const errors = { ...invalid, form: connecting.error ? errorText(connecting.error) : undefined };
  const passwordInput = useRef<HTMLInputElement>(null);

  function choose(network: LocalWifiNetwork) {
    setSsid(network.ssid);
    changeEncryption(network.encryption);
    setInvalid({});
    connecting.reset();
    // Open networks need nothing more; others need the password next.
    if (network.encryption !== 'none') setTimeout(() => passwordInput.current?.focus(), 0);
  }

  function changeEncryption(next: WifiEncryption) {
    setEncryption(next);
    if (next === 'none') setPassword('');
  }

  function connect(event: FormEvent) {
    event.preventDefault();
    const problem = wifiPasswordProblem(encryption, password);
    const found = {
      ssid: isValidSsid(ssid) ? undefined : t('WIFI.SSID_INVALID'),
      password: problem ? t(`WIFI.PROBLEM_${problem}`) : undefined,
    };
    setInvalid(found);
    connecting.reset();
    if (found.ssid || found.password) return;
    connecting.mutate({ ssid, encryption, password });
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
          <Field label={t('WIFI.SSID')} error={errors.ssid}>
            {(control) => <input {...control} value={ssid} onChange={(e) => setSsid(e.target.value)} />}
          </Field>
          <Field label={t('WIFI.ENCRYPTION')}>
            {(control) => (
              <select {...control} value={encryption} onChange={(e) => changeEncryption(e.target.value as WifiEncryption)}>
                {WIFI_ENCRYPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`WIFI.ENC_${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('WIFI.PASSWORD')} error={errors.password}>
            {(control) => (
              <input
                {...control}
                ref={passwordInput}
                type="password"
                autoComplete="off"
                value={password}
                disabled={encryption === 'none'}
                placeholder={encryption === 'none' ? t('WIFI.PASSWORD_NONE') : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <FormAlert text={errors.form ?? null} />
          <SubmitButton busy={busy} busyLabel={t('WIFI.CONNECTING')}>
            {t('WIFI.CONNECT')}
          </SubmitButton>
        </form>
      </div>
    </Section>
  );
}
