import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { routes, type LoginRequest } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { useLoginOutcome, type AcceptTermsState } from '../../../binding/useLoginOutcome';
import { usePageTitle } from '../../../binding/usePageTitle';
import { FormAlert } from '../../../components/FormAlert';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { AuthCard } from './AuthCard';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

/**
 * /accept_privacy_and_tos (spec 1 §4.1): the login answered 300; the person
 * accepts what is missing and the same login is sent again with the flags.
 * Without the pending login (a reload, a typed URL) it goes back to login.
 */
export function AcceptTermsPage() {
  usePageTitle('PAGE_TITLE.ACCEPT_TERMS');
  const { t } = useTranslation();
  const { rest } = useServices();
  const settle = useLoginOutcome();
  const errorText = useApiErrorText();
  const pending = useLocation().state as AcceptTermsState | null;
  const [privacy, setPrivacy] = useState(pending?.content.isPrivacyPolicyAccepted ?? false);
  const [terms, setTerms] = useState(pending?.content.areTermsOfServiceAccepted ?? false);
  const [unchecked, setUnchecked] = useState(false);
  const signIn = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: async (request: LoginRequest) => settle(await rest.auth.signIn(request), request) });
  // Busy from the submit until this page is left: a success navigates away.
  const busy = signIn.isPending || signIn.isSuccess;
  const error = unchecked ? t('ACCEPT.BOTH_NEEDED') : signIn.error ? errorText(signIn.error) : null;
  if (!pending?.request || !pending.content) return <Navigate to={routes.login} replace />;
  const { request } = pending;

  function submit(event: FormEvent) {
    event.preventDefault();
    setUnchecked(!privacy || !terms);
    if (privacy && terms) signIn.mutate({ ...request, isPrivacyPolicyAccepted: true, areTermsOfServiceAccepted: true });
  }

  return (
    <AuthCard id="accept" heading={t('ACCEPT.HEADING')} lead={t('ACCEPT.LEAD', { identity: pending.content.identity })} onSubmit={submit}>
      <label className="hp-check">
        <input type="checkbox" checked={privacy} onChange={(e) => setPrivacy(e.target.checked)} />
        <span>
          {t('ACCEPT.PRIVACY')}{' '}
          <a href={pending.content.privacyPolicyPath} target="_blank" rel="noreferrer">
            {t('ACCEPT.READ_PRIVACY')}
          </a>
        </span>
      </label>
      <label className="hp-check">
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        <span>
          {t('ACCEPT.TERMS')}{' '}
          <a href={pending.content.termsOfServicePath} target="_blank" rel="noreferrer">
            {t('ACCEPT.READ_TERMS')}
          </a>
        </span>
      </label>
      <FormAlert text={error} />
      <SubmitButton variant="block" busy={busy} busyLabel={t('LOGIN.SUBMITTING')}>
        {t('ACCEPT.SUBMIT')}
      </SubmitButton>
      <p className="hp-auth__links">
        <Link to={routes.login}>{t('AUTH.BACK_TO_LOGIN')}</Link>
      </p>
    </AuthCard>
  );
}
