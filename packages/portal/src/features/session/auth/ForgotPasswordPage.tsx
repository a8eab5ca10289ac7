import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, isValidEmail, routes } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { usePageTitle } from '../../../binding/usePageTitle';
import { EmailStep } from './EmailStep';
import { AuthCard } from './AuthCard';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

/** /forgot-password (spec 1 §4.1, §8): a reset link by e-mail; an unknown user sees the server's message. */
export function ForgotPasswordPage() {
  usePageTitle('PAGE_TITLE.FORGOT');
  const { t } = useTranslation();
  const { rest } = useServices();
  const errorText = useApiErrorText();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: (address: string) => rest.auth.forgotPassword(address) });
  const sentTo = send.isSuccess ? send.variables : null;
  const failure = send.error;
  // spec 1 §8: forgot password for an unknown user shows the server message.
  const error = !failure ? null : failure instanceof ApiError && failure.status === 404 ? t('FORGOT.UNKNOWN') : errorText(failure);

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalised = email.trim().toLowerCase();
    setInvalid(!isValidEmail(normalised));
    send.reset();
    if (isValidEmail(normalised)) send.mutate(normalised);
  }

  if (sentTo) {
    return (
      <AuthCard id="forgot" heading={t('FORGOT.SENT_HEADING')} lead={t('FORGOT.SENT_BODY', { email: sentTo })}>
        <p className="hp-auth__links">
          <Link to={routes.login}>{t('AUTH.BACK_TO_LOGIN')}</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard id="forgot" heading={t('FORGOT.HEADING')} lead={t('FORGOT.LEAD')} onSubmit={submit}>
      <EmailStep
        email={email}
        onEmail={setEmail}
        invalid={invalid ? t('REGISTER.EMAIL_INVALID') : null}
        error={error}
        busy={send.isPending}
        submitLabel={t('FORGOT.SUBMIT')}
        busyLabel={t('FORM.SENDING')}
        backLabel={t('AUTH.BACK_TO_LOGIN')}
      />
    </AuthCard>
  );
}
