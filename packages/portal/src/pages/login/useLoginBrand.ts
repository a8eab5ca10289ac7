import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Brand, OAuthRequestCheck, RealmConfig } from '@homeport/sdk';
import { dropOAuthRequest, keepOAuthRequest, oauthRequestFrom } from '../../app/oauthRequest';
import { useServices } from '../../app/services';

/** Which ways to sign in the login page offers (spec 1 §3 brand entry). */
export interface LoginOptions {
  email: boolean;
  phone: boolean;
  forgotPassword: boolean;
  createAccount: boolean;
}

/** spec 1 §3: the default brand offers OTP, e-mail, forgot password and create account. */
export const DEFAULT_LOGIN_OPTIONS: LoginOptions = { email: true, phone: true, forgotPassword: true, createAccount: true };

export type LoginBrand =
  | { kind: 'default'; options: LoginOptions }
  | { kind: 'checking'; options: LoginOptions }
  | { kind: 'linking'; options: LoginOptions; check: OAuthRequestCheck }
  | { kind: 'invalid'; options: LoginOptions };

export const optionsOf = (brand: Brand | undefined): LoginOptions =>
  brand
    ? { email: brand.isEmailEnabled, phone: brand.isHaveOtpEnabled, forgotPassword: brand.isForgotPasswordEnabled, createAccount: brand.isCreateAccountEnabled }
    : DEFAULT_LOGIN_OPTIONS;

/**
 * The login page's brand: the portal's own, or, when a partner sent the
 * person here with an OAuth2 request (spec 1 §2.1 /login with client_id),
 * that partner's brand and login options once the server has checked the
 * request. A valid request is kept for /oauth2-dialog; a visit without one
 * drops any request an abandoned linking left behind.
 */
export function useLoginBrand(): LoginBrand {
  const { rest } = useServices();
  const [params] = useSearchParams();
  const query = params.toString();
  const [brand, setBrand] = useState<LoginBrand>(() => ({ kind: oauthRequestFrom(params) ? 'checking' : 'default', options: DEFAULT_LOGIN_OPTIONS }));

  useEffect(() => {
    const request = oauthRequestFrom(new URLSearchParams(query));
    if (!request) {
      dropOAuthRequest();
      setBrand({ kind: 'default', options: DEFAULT_LOGIN_OPTIONS });
      return;
    }
    let live = true;
    setBrand({ kind: 'checking', options: DEFAULT_LOGIN_OPTIONS });
    Promise.all([rest.sso.checkOAuthRequest(request), rest.sso.brands(request.client_id)]).then(
      ([check, brands]) => {
        if (!live) return;
        keepOAuthRequest(request);
        setBrand({ kind: 'linking', check, options: optionsOf(brands[0]) });
      },
      () => {
        if (!live) return;
        dropOAuthRequest();
        setBrand({ kind: 'invalid', options: DEFAULT_LOGIN_OPTIONS });
      },
    );
    return () => {
      live = false;
    };
  }, [query, rest]);

  return brand;
}

/** The identity provider, when the server has one configured (GET /auth/getRealmConfig); null otherwise. */
export function useRealmConfig(): RealmConfig | null {
  const { rest } = useServices();
  const [config, setConfig] = useState<RealmConfig | null>(null);
  useEffect(() => {
    let live = true;
    rest.sso.realmConfig().then(
      (answer) => live && setConfig(answer),
      () => live && setConfig(null),
    );
    return () => {
      live = false;
    };
  }, [rest]);
  return config;
}
