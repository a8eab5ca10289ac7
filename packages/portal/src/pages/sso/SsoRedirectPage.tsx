import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, routes } from '@homeport/sdk';
import { useServices } from '../../app/services';
import { ssoAnswerFrom } from '../../app/singleSignOn';
import { withLoginMessage } from '../../binding/loginMessage';
import { usePageTitle } from '../../binding/usePageTitle';
import { useSignIn } from '../../binding/useSignIn';
import { errorKey } from '../../i18n/createI18n';
import { SigningInCard } from './SigningInCard';

/**
 * /ssoredirect?state&session_state&code (spec 1 §2.1): the identity
 * provider's answer. Only the answer to this tab's request is traded for a
 * session (POST /auth/retrieveSSOTokens); any failure returns to login with
 * a message.
 */
export function SsoRedirectPage() {
  usePageTitle('PAGE_TITLE.SSO');
  const { i18n } = useTranslation();
  const { rest } = useServices();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const navigate = useNavigate();
  // The kept state is used up by the first look: React's development double effect must not look twice.
  const traded = useRef(false);

  useEffect(() => {
    if (traded.current) return;
    traded.current = true;
    const back = (textKey: string) => navigate(routes.login, { replace: true, state: withLoginMessage({ titleKey: 'SSO.FAILED_TITLE', textKey, tone: 'error' }) });
    const answer = ssoAnswerFrom(params);
    if (!answer) {
      back('SSO.NOT_OURS');
      return;
    }
    rest.sso
      .retrieveTokens(answer)
      .then(signIn)
      .catch((caught: unknown) => back(caught instanceof ApiError && caught.status === 401 ? 'SSO.EXPIRED' : errorKey(i18n, caught instanceof ApiError ? (caught.errorCode ?? '00001') : '00001')));
  }, [params, rest, signIn, navigate, i18n]);

  return <SigningInCard id="sso" />;
}
