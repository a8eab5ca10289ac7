import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routes } from '@homeport/sdk';
import { useServices } from '../../app/services';
import { withLoginMessage } from '../../binding/loginMessage';
import { useLoginOutcome } from '../../binding/useLoginOutcome';
import { usePageTitle } from '../../binding/usePageTitle';
import { SigningInCard } from './SigningInCard';

/** spec 1 §2.1: only this origin is accepted. */
export const HASH_PORTAL_ORIGIN = 'hash_portal';

/**
 * /hashloginredirect?username&token&origin (spec 1 §2.1, §4.1): another
 * portal hands the person over with a one-time token. Any other origin, a
 * missing field or a refused token returns to login with a message.
 */
export function HashLoginPage() {
  usePageTitle('PAGE_TITLE.SSO');
  const { rest } = useServices();
  const [params] = useSearchParams();
  const settle = useLoginOutcome();
  const navigate = useNavigate();
  const tried = useRef(false);

  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    const username = params.get('username')?.trim() ?? '';
    const token = params.get('token') ?? '';
    const back = () => navigate(routes.login, { replace: true, state: withLoginMessage({ titleKey: 'HASH_LOGIN.FAILED_TITLE', textKey: 'HASH_LOGIN.FAILED', tone: 'error' }) });
    if (params.get('origin') !== HASH_PORTAL_ORIGIN || !username || !token || username.length > 254 || token.length > 512) {
      back();
      return;
    }
    const request = { identity: username, secret: token, loginType: 'hash_portal' as const };
    rest.auth
      .signIn(request)
      .then((outcome) => settle(outcome, request))
      .catch(back);
  }, [params, rest, settle, navigate]);

  return <SigningInCard id="hash-login" />;
}
