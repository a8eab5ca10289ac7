import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Brand, OAuthRequestCheck, RealmConfig } from '@homeport/sdk';
import { dropOAuthRequest, keepOAuthRequest, oauthRequestFrom } from '../../../services/oauthRequest';
import { useServices } from '../../../services/services';
import { queryKeys } from '../../../state/queryKeys';

/** Which ways to sign in the login page offers (spec 1 §3 brand entry). */
export interface LoginOptions {
  email: boolean;
  phone: boolean;
  forgotPassword: boolean;
  createAccount: boolean;
}

/** spec 1 §3: the default brand offers OTP, e-mail, forgot password and create account. */
export const DEFAULT_LOGIN_OPTIONS: LoginOptions = { email: true, phone: true, forgotPassword: true, createAccount: true };

export type LoginBrand = { kind: 'default' } | { kind: 'checking' } | { kind: 'linking'; options: LoginOptions; check: OAuthRequestCheck } | { kind: 'invalid' };

export const optionsOf = (brand: Brand | undefined): LoginOptions =>
  brand
    ? { email: brand.isEmailEnabled, phone: brand.isHaveOtpEnabled, forgotPassword: brand.isForgotPasswordEnabled, createAccount: brand.isCreateAccountEnabled }
    : DEFAULT_LOGIN_OPTIONS;

/** The login options the page offers for `brand`: the partner's while linking, else the default brand's. */
export const loginOptions = (brand: LoginBrand): LoginOptions => (brand.kind === 'linking' ? brand.options : DEFAULT_LOGIN_OPTIONS);

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
  const request = oauthRequestFrom(params);
  // A visit without a request drops one an abandoned linking left behind.
  const withRequest = request !== null;
  useEffect(() => {
    if (!withRequest) dropOAuthRequest();
  }, [withRequest]);
  const checked = useQuery({
    queryKey: queryKeys.oauthRequest(request ?? {}),
    queryFn: async () => {
      if (!request) return null;
      try {
        const [check, brands] = await Promise.all([rest.sso.checkOAuthRequest(request), rest.sso.brands(request.client_id)]);
        keepOAuthRequest(request);
        return { check, options: optionsOf(brands[0]) };
      } catch (caught) {
        dropOAuthRequest();
        throw caught;
      }
    },
    enabled: !!request,
  });

  if (!request) return { kind: 'default' };
  if (checked.isPending) return { kind: 'checking' };
  return checked.data ? { kind: 'linking', ...checked.data } : { kind: 'invalid' };
}

/** The identity provider, when the server has one configured (GET /auth/getRealmConfig); null otherwise. */
export function useRealmConfig(): RealmConfig | null {
  const { rest } = useServices();
  return useQuery({ queryKey: queryKeys.realmConfig(), queryFn: () => rest.sso.realmConfig() }).data ?? null;
}
