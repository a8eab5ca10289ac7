import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, routes } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { usePageTitle } from '../../../binding/usePageTitle';
import { FormAlert } from '../../../components/FormAlert';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { AuthCard } from './AuthCard';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

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
  const [invalid, setInvalid] = useState<{ field: 'pin' | 'confirmation'; text: string } | null>(null);
  const problemAt = (field: 'pin' | 'confirmation') => (invalid?.field === field ? invalid.text : null);
  const reset = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: () => rest.auth.resetPin(resetHash, pin, confirmation) });
  const done = reset.data?.serialNumber ?? null;
  const busy = reset.isPending;
  const failure = reset.error instanceof ApiError ? reset.error : null;
  const error = !reset.error ? null : failure?.errorCode === '000017' ? t('ERRORS.000017') : failure?.status === 400 && failure.message ? failure.message : errorText(reset.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = !PIN.test(pin)
      ? ({ field: 'pin', text: t('RESET_PIN.FORMAT') } as const)
      : pin !== confirmation
        ? ({ field: 'confirmation', text: t('RESET_PIN.NO_MATCH') } as const)
        : null;
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
      <Field label={t('RESET_PIN.PIN')} error={problemAt('pin')}>
        {(control) => (
          <input {...control} type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={pin} onChange={(e) => setPin(e.target.value.trim())} autoFocus />
        )}
      </Field>
      <Field label={t('RESET_PIN.CONFIRMATION')} error={problemAt('confirmation')}>
        {(control) => (
          <input {...control} type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={confirmation} onChange={(e) => setConfirmation(e.target.value.trim())} />
        )}
      </Field>
      <FormAlert text={error} />
      <SubmitButton variant="block" busy={busy}>
        {t('RESET_PIN.SUBMIT')}
      </SubmitButton>
    </AuthCard>
  );
}
