import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, routes, validatePassword } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { usePageTitle } from '../../../binding/usePageTitle';
import { useToast } from '../../../binding/useToast';
import { FormAlert } from '../../../components/FormAlert';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { AuthCard } from './AuthCard';
import { PasswordRules } from './PasswordRules';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

/**
 * /resetPassword/{hash} (spec 1 §4.1, §5): a mismatch is refused before
 * sending ("password confirm no match"); the server's 404 means the link
 * expired (toast 000017), any other refusal toasts 000018; both go to login.
 * Success goes to /password_changed.
 */
export function ResetPasswordPage() {
  usePageTitle('PAGE_TITLE.RESET_PASSWORD');
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast(config.constants.toastHideDelayMs);
  const [secret, setSecret] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [invalid, setInvalid] = useState<{ field: 'password' | 'confirmation'; text: string } | null>(null);
  const problemAt = (field: 'password' | 'confirmation') => (invalid?.field === field ? invalid.text : null);
  const reset = useMutation({
    // Its onError shows the failure itself: in the form, or in words of its own.
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.auth.resetPassword(hash, secret, confirmation),
    onSuccess: () => navigate(routes.password_changed, { replace: true }),
    onError: (caught) => {
      // A network failure is shown in place, to try again; any refusal ends this link.
      if (caught instanceof ApiError && caught.status === 0) return;
      const expired = caught instanceof ApiError && caught.status === 404;
      toast(t(expired ? 'ERRORS.000017' : 'ERRORS.000018'), 'error');
      navigate(routes.login, { replace: true });
    },
  });
  // Busy from the submit until this page is left: every answer but a network failure navigates away.
  const offline = reset.error instanceof ApiError && reset.error.status === 0;
  const busy = reset.isPending || reset.isSuccess || (reset.isError && !offline);
  const error = offline ? t('ERRORS.NETWORK') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = !validatePassword(secret, config).valid
      ? ({ field: 'password', text: t('REGISTER.PASSWORD_INVALID') } as const)
      : secret !== confirmation
        ? ({ field: 'confirmation', text: t('RESET.CONFIRM_NO_MATCH') } as const)
        : null;
    setInvalid(problem);
    reset.reset();
    if (!problem) reset.mutate();
  }

  return (
    <AuthCard id="reset" heading={t('RESET.HEADING')} lead={t('RESET.LEAD')} onSubmit={submit}>
      <Field label={t('RESET.NEW_PASSWORD')} hint={<PasswordRules value={secret} id="reset-rules" />} error={problemAt('password')}>
        {(control) => <input {...control} type="password" autoComplete="new-password" value={secret} onChange={(e) => setSecret(e.target.value)} autoFocus />}
      </Field>
      <Field label={t('REGISTER.CONFIRMATION')} error={problemAt('confirmation')}>
        {(control) => <input {...control} type="password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />}
      </Field>
      <FormAlert text={error} />
      <SubmitButton variant="block" busy={busy}>
        {t('RESET.SUBMIT')}
      </SubmitButton>
      <p className="hp-auth__links">
        <Link to={routes.login}>{t('AUTH.BACK_TO_LOGIN')}</Link>
      </p>
    </AuthCard>
  );
}

/** /password_changed: the end of a reset, with the way to sign in. */
export function PasswordChangedPage() {
  usePageTitle('PAGE_TITLE.PASSWORD_CHANGED');
  const { t } = useTranslation();
  return (
    <AuthCard id="changed" heading={t('RESET.CHANGED_HEADING')} lead={t('RESET.CHANGED_BODY')}>
      <Link className="hp-button hp-button--primary hp-button--block" to={routes.login}>
        {t('LOGIN.SUBMIT')}
      </Link>
    </AuthCard>
  );
}
