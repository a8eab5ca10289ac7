import { lazy } from 'react';
import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { signedOut } from '../../../services/guards';
import { lazyPage } from '../../../services/lazyPage';

const pages = () => import('../pages');
const HashLoginPage = lazyPage(() => pages().then((m) => m.HashLoginPage));
const LegalPage = lazyPage(() => pages().then((m) => m.LegalPage));
const LoginFailedPage = lazyPage(() => pages().then((m) => m.LoginFailedPage));
const OAuthDialogPage = lazyPage(() => pages().then((m) => m.OAuthDialogPage));
const SsoRedirectPage = lazyPage(() => pages().then((m) => m.SsoRedirectPage));

/** The QR encoder is fetched only by the one page that draws a code. */
const QrCodePage = lazy(() => import('./QrCodePage').then((m) => ({ default: m.QrCodePage })));

/**
 * Single sign-on, hash login, OAuth2 linking and the open pages
 * (spec 1 §2.1, §4.1, §7.1): /ssoredirect, /login-failed, /hashloginredirect,
 * /oauth2-dialog, /qr-code, terms and privacy.
 * `ssoAuthRoutes`: for signed-out people (a signed-in person is sent back).
 * `ssoSessionRoutes`: need a session. `ssoOpenRoutes`: anyone.
 */
export const ssoAuthRoutes = (
  <>
    <Route path={routes.ssoredirect} element={signedOut(<SsoRedirectPage />)} />
    <Route path={routes.login_failed} element={signedOut(<LoginFailedPage />)} />
    <Route path={routes.hashloginredirect} element={signedOut(<HashLoginPage />)} />
  </>
);
export const ssoSessionRoutes = (
  <>
    <Route path={routes.oauth2_dialog} element={<OAuthDialogPage />} />
  </>
);
export const ssoOpenRoutes = (
  <>
    <Route path={routes.qr_code} element={<QrCodePage />} />
    <Route path={routes.privacy_policy} element={<LegalPage document="PRIVACY" />} />
    <Route path={routes.terms_of_service} element={<LegalPage document="TERMS" />} />
    <Route path={routes.terms_of_service_de} element={<LegalPage document="TERMS" german />} />
    <Route path={routes.privacy_policy_page} element={<LegalPage document="PRIVACY" />} />
    <Route path={routes.privacy_policy_page_de} element={<LegalPage document="PRIVACY" german />} />
  </>
);
