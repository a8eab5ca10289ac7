import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { ssoAnswerFrom } from '../../../services/singleSignOn';
import { usePageTitle } from '../../../binding/usePageTitle';
import { useSignIn } from '../../../binding/useSignIn';
import { errorKey } from '../../../i18n/createI18n';
import { HandoverRefused, SignInHandover } from './SignInHandover';

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

  const run = async () => {
    const answer = ssoAnswerFrom(params);
    if (!answer) throw new HandoverRefused('SSO.NOT_OURS');
    await signIn(await rest.sso.retrieveTokens(answer));
  };
  const failureTextKey = (caught: unknown) =>
    caught instanceof ApiError && caught.status === 401 ? 'SSO.EXPIRED' : errorKey(i18n, caught instanceof ApiError ? (caught.errorCode ?? '00001') : '00001');

  return <SignInHandover id="sso" failureTitleKey="SSO.FAILED_TITLE" failureTextKey={failureTextKey} run={run} />;
}
