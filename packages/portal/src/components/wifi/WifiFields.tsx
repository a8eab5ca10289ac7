import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { WIFI_ENCRYPTIONS, isValidSsid, wifiPasswordProblem, type WifiEncryption } from '@homeport/sdk';
import { Field } from '../ui/form/Field';

// A type, not an interface: it is passed on as a command's params (a plain record).
export type WifiSettings = {
  ssid: string;
  encryption: WifiEncryption;
  password: string;
};

export interface WifiForm {
  values: WifiSettings;
  invalid: { ssid?: string; password?: string };
  setSsid: (ssid: string) => void;
  setPassword: (password: string) => void;
  /** spec 2 §2: the password is cleared (and its field disabled) for none. */
  changeEncryption: (encryption: WifiEncryption) => void;
  /** A network chosen from a scan: its name and security, the password left to type. */
  fill: (network: { ssid: string; encryption: WifiEncryption }) => void;
  /** The settings if they pass the gateway's own rules (the sdk's); else the problems are shown and null. */
  check: () => WifiSettings | null;
}

/**
 * The Wi-Fi manual configuration's state, shared by the local page and the
 * gateway settings' Wi-Fi card: SSID, encryption (none, WEP, WPA, WPA2) and
 * password, checked before anything is sent.
 */
export function useWifiForm(preset: { ssid: string; encryption: WifiEncryption } | null = null): WifiForm {
  const { t } = useTranslation();
  const [values, setValues] = useState<WifiSettings>({ ssid: preset?.ssid ?? '', encryption: preset?.encryption ?? 'WPA2', password: '' });
  const [invalid, setInvalid] = useState<WifiForm['invalid']>({});
  const changeEncryption = (encryption: WifiEncryption) => {
    setValues((now) => ({ ...now, encryption, password: encryption === 'none' ? '' : now.password }));
    setInvalid({});
  };
  return {
    values,
    invalid,
    setSsid: (ssid) => setValues((now) => ({ ...now, ssid })),
    setPassword: (password) => setValues((now) => ({ ...now, password })),
    changeEncryption,
    fill: (network) => {
      setValues((now) => ({ ...now, ssid: network.ssid, encryption: network.encryption, password: network.encryption === 'none' ? '' : now.password }));
      setInvalid({});
    },
    check: () => {
      const problem = wifiPasswordProblem(values.encryption, values.password);
      const found = { ssid: isValidSsid(values.ssid) ? undefined : t('WIFI.SSID_INVALID'), password: problem ? t(`WIFI.PROBLEM_${problem}`) : undefined };
      setInvalid(found);
      return found.ssid || found.password ? null : values;
    },
  };
}

interface FieldsProps {
  form: WifiForm;
  /** Which field takes the focus when the fields appear (a dialog); none by default. */
  autoFocus?: 'ssid' | 'password';
  passwordRef?: Ref<HTMLInputElement>;
}

/** The three fields of the Wi-Fi manual configuration, with their problems. */
export function WifiFields({ form, autoFocus, passwordRef }: FieldsProps) {
  const { t } = useTranslation();
  const { ssid, encryption, password } = form.values;
  return (
    <>
      <Field label={t('WIFI.SSID')} error={form.invalid.ssid}>
        {(control) => <input {...control} value={ssid} autoFocus={autoFocus === 'ssid'} autoComplete="off" maxLength={64} onChange={(e) => form.setSsid(e.target.value)} />}
      </Field>
      <Field label={t('WIFI.ENCRYPTION')}>
        {(control) => (
          <select {...control} value={encryption} onChange={(e) => form.changeEncryption(e.target.value as WifiEncryption)}>
            {WIFI_ENCRYPTIONS.map((value) => (
              <option key={value} value={value}>
                {t(`WIFI.ENC_${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('WIFI.PASSWORD')} error={form.invalid.password}>
        {(control) => (
          <input
            {...control}
            ref={passwordRef}
            type="password"
            autoComplete="off"
            autoFocus={autoFocus === 'password'}
            value={password}
            disabled={encryption === 'none'}
            placeholder={encryption === 'none' ? t('WIFI.PASSWORD_NONE') : undefined}
            onChange={(e) => form.setPassword(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
