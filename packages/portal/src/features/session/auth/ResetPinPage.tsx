import { useMutation } from '@tanstack/react-query';
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
  const [invalid, setInvalid] = useState<string | null>(null);
  const reset = useMutation({ mutationFn: () => rest.auth.resetPin(resetHash, pin, confirmation) });
  const done = reset.data?.serialNumber ?? null;
  const busy = reset.isPending;
  const failure = reset.error instanceof ApiError ? reset.error : null;
  const error =
    invalid ?? (!reset.error ? null : failure?.errorCode === '000017' ? t('ERRORS.000017') : failure?.status === 400 && failure.message ? failure.message : errorText(reset.error));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = !PIN.test(pin) ? t('RESET_PIN.FORMAT') : pin !== confirmation ? t('RESET_PIN.NO_MATCH') : null;
    setInvalid(problem);
    reset.reset();
    if (!problem) reset.mutate();
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
