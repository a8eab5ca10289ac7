/**
 * Single sign-on, hash login, OAuth2 linking and the open pages
 * (spec 1 §2.1, §4.1, §7.1): /ssoredirect, /login-failed, /hashloginredirect,
 * /oauth2-dialog, /qr-code, terms and privacy.
 * `ssoAuthRoutes`: for signed-out people (a signed-in person is sent back).
 * `ssoSessionRoutes`: need a session. `ssoOpenRoutes`: anyone.
 */
export const ssoAuthRoutes = <></>;
export const ssoSessionRoutes = <></>;
export const ssoOpenRoutes = <></>;
