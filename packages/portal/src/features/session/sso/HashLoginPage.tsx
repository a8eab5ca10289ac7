import { useSearchParams } from 'react-router';
import { useServices } from '../../../services/services';
import { useLoginOutcome } from '../../../binding/useLoginOutcome';
import { usePageTitle } from '../../../binding/usePageTitle';
import { HandoverRefused, SignInHandover } from './SignInHandover';

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

  const run = async () => {
    const username = params.get('username')?.trim() ?? '';
    const token = params.get('token') ?? '';
    if (params.get('origin') !== HASH_PORTAL_ORIGIN || !username || !token || username.length > 254 || token.length > 512) throw new HandoverRefused('HASH_LOGIN.FAILED');
    const request = { identity: username, secret: token, loginType: 'hash_portal' as const };
    await settle(await rest.auth.signIn(request), request);
  };

  return <SignInHandover id="hash-login" failureTitleKey="HASH_LOGIN.FAILED_TITLE" failureTextKey={() => 'HASH_LOGIN.FAILED'} run={run} />;
}
