// The session feature's lazy chunk: every page but login, which stays in the
// first chunk so /login paints without a second round trip.
export { AcceptTermsPage } from './auth/AcceptTermsPage';
export { ActivatePage } from './auth/ActivatePage';
export { ForgotPasswordPage } from './auth/ForgotPasswordPage';
export { RegisterPage } from './auth/RegisterPage';
export { PasswordChangedPage, ResetPasswordPage } from './auth/ResetPasswordPage';
export { ResetPinPage } from './auth/ResetPinPage';
export { HashLoginPage } from './sso/HashLoginPage';
export { LegalPage } from './sso/LegalPage';
export { LoginFailedPage } from './sso/LoginFailedPage';
export { OAuthDialogPage } from './sso/OAuthDialogPage';
export { SsoRedirectPage } from './sso/SsoRedirectPage';
