import type { RequestFn } from '../requestTypes';

/**
 * Single sign-on, brands and OAuth2 linking (docs/contracts.md "Single
 * sign-on, hash login and brands", "OAuth2 provider").
 */
export interface SsoEndpoints {}

export function ssoEndpoints(_request: RequestFn): SsoEndpoints {
  return {};
}
