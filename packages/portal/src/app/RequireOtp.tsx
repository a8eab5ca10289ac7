import { useAtom, useAtomValue } from 'jotai';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { needsOtpAuthorization, routes } from '@homeport/sdk';
import { OtpDialog } from '../components/dialogs/OtpDialog';
import { otpAuthorizationAtom, sessionAtom } from '../state/atoms';
import { useServices } from '../services/services';

/**
 * spec 1 §2.6, SECURE_IMPORTANT_ROUTES_WITH_OTP: an important route opens
 * only after the OTP authorization dialog; one authorization covers the
 * session for as long as the server says. Cancel goes back.
 */
export function RequireOtp() {
  const { config } = useServices();
  const session = useAtomValue(sessionAtom);
  const [authorization, setAuthorization] = useAtom(otpAuthorizationAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const authorized = !!session && authorization?.sessionId === session.sessionId && authorization.until > Date.now();
  if (!needsOtpAuthorization(pathname, config.flags) || authorized) return <Outlet />;

  const back = () => {
    // react-router keeps the history index; with nothing behind, go to the default landing.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(routes.gtw_settings, { replace: true });
  };
  return <OtpDialog open onAuthorized={(seconds) => session && setAuthorization({ sessionId: session.sessionId, until: Date.now() + seconds * 1000 })} onCancel={back} />;
}
