import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routes } from '@homeport/sdk';
import { withLoginMessage } from '../../../binding/loginMessage';
import { Loading } from '../../../components/Loading';
import { AuthCard } from '../auth/AuthCard';

/** A handover refused before any call is made; its text key is shown on login. */
export class HandoverRefused extends Error {
  constructor(readonly textKey: string) {
    super(textKey);
  }
}

interface SignInHandoverProps {
  id: string;
  /** i18n key of the title of the login-page message on failure. */
  failureTitleKey: string;
  /** i18n key of the text of the login-page message for what went wrong. */
  failureTextKey: (caught: unknown) => string;
  /** Signs the person in with what the redirect carried; rejects (HandoverRefused, or the call's error) to return to login. */
  run: () => Promise<void>;
}

/**
 * A redirect that hands a sign-in over to the portal (/ssoredirect,
 * /hashloginredirect): a waiting card while `run` signs in, and on failure
 * back to login with a message. `run` starts once: what the redirect carries
 * is single use, and React's development double effect must not spend it twice.
 */
export function SignInHandover({ id, failureTitleKey, failureTextKey, run }: SignInHandoverProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const latest = useRef({ run, failureTitleKey, failureTextKey });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { run, failureTitleKey, failureTextKey } = latest.current;
    run().catch((caught: unknown) => {
      const textKey = caught instanceof HandoverRefused ? caught.textKey : failureTextKey(caught);
      navigate(routes.login, { replace: true, state: withLoginMessage({ titleKey: failureTitleKey, textKey, tone: 'error' }) });
    });
  }, [navigate]);

  return (
    <AuthCard id={id} heading={t('SSO.SIGNING_IN')}>
      <Loading label={t('SSO.WAIT')} />
    </AuthCard>
  );
}
