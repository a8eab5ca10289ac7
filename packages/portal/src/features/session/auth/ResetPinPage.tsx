import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, routes } from '@homeport/sdk';
import { useServices } from '../../../app/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { usePageTitle } from '../../../binding/usePageTitle';
import { FormAlert } from '../../../components/FormAlert';
import { AuthCard } from './AuthCard';

const PIN = /^\d{4,8}$/;

/**
 * /resetPin/hash/{resetHash}: a new gateway PIN (4 to 8 digits, twice); it
 * also lifts the gateway's PIN lock. An expired link is 000017; a failure
 * shows the server's message (spec 1 §8).
 */
export function ResetPinPage() {
  usePageTitle('PAGE_TITLE.RESET_PIN');
  const { t } = useTranslation();
  const { rest } = useServices();
  const errorText = useApiErrorText();
  const { resetHash = '' } = useParams();
  const [pin, setPin] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!PIN.test(pin)) return setError(t('RESET_PIN.FORMAT'));
    if (pin !== confirmation) return setError(t('RESET_PIN.NO_MATCH'));
    setBusy(true);
    setError(null);
    try {
      setDone((await rest.auth.resetPin(resetHash, pin, confirmation)).serialNumber);
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      setError(apiError?.errorCode === '000017' ? t('ERRORS.000017') : apiError?.status === 400 && apiError.message ? apiError.message : errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <AuthCard id="reset-pin" heading={t('RESET_PIN.DONE_HEADING')} lead={t('RESET_PIN.DONE_BODY', { serial: done })}>
        <p className="hp-auth__links">
          <Link to={routes.login}>{t('AUTH.BACK_TO_LOGIN')}</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard id="reset-pin" heading={t('RESET_PIN.HEADING')} lead={t('RESET_PIN.LEAD')} onSubmit={submit}>
      <label className="hp-field">
        <span>{t('RESET_PIN.PIN')}</span>
        <input type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={pin} onChange={(e) => setPin(e.target.value.trim())} autoFocus />
      </label>
      <label className="hp-field">
        <span>{t('RESET_PIN.CONFIRMATION')}</span>
        <input type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={confirmation} onChange={(e) => setConfirmation(e.target.value.trim())} />
      </label>
      <FormAlert text={error} />
      <button type="submit" className="hp-button hp-button--primary hp-button--block" disabled={busy} aria-busy={busy}>
        {t('RESET_PIN.SUBMIT')}
      </button>
    </AuthCard>
  );
}
