import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { signedOut } from '../../../services/guards';
import { lazyPage } from '../../../services/lazyPage';

const pages = () => import('../pages');

/**
 * Fetches the session feature's chunk ahead of need. The login page calls it
 * once painted: a router navigation is a React transition, so while a lazy
 * page loads the old page stays on screen and takes input, and what is typed
 * there would be lost; with the chunk at hand the next page shows at once.
 */
export const preloadSessionPages = (): void => void pages();
const AcceptTermsPage = lazyPage(() => pages().then((m) => m.AcceptTermsPage));
const ActivatePage = lazyPage(() => pages().then((m) => m.ActivatePage));
const ForgotPasswordPage = lazyPage(() => pages().then((m) => m.ForgotPasswordPage));
const RegisterPage = lazyPage(() => pages().then((m) => m.RegisterPage));
const ResetPasswordPage = lazyPage(() => pages().then((m) => m.ResetPasswordPage));
const PasswordChangedPage = lazyPage(() => pages().then((m) => m.PasswordChangedPage));
const ResetPinPage = lazyPage(() => pages().then((m) => m.ResetPinPage));

/**
 * Sign-in and public routes (spec 1 §2.1, §4.1, §5, §7.1).
 * `authRoutes`: pages for signed-out people; a signed-in person is sent back.
 * `openRoutes`: pages anyone may open (the PIN reset comes from an e-mail, whoever is signed in).
 */
export const authRoutes = (
  <>
    <Route path={routes.register} element={signedOut(<RegisterPage />)} />
    <Route path={routes.accept_privacy_and_tos} element={signedOut(<AcceptTermsPage />)} />
    <Route path={routes.activate} element={signedOut(<ActivatePage />)} />
    <Route path={routes.activation_confirm} element={signedOut(<ActivatePage />)} />
    <Route path={routes.forgot_password} element={signedOut(<ForgotPasswordPage />)} />
    <Route path={routes.reset_password} element={signedOut(<ResetPasswordPage />)} />
    <Route path={routes.password_changed} element={signedOut(<PasswordChangedPage />)} />
  </>
);
export const openRoutes = (
  <>
    <Route path={routes.reset_pin} element={<ResetPinPage />} />
  </>
);
