import type { RealmConfig, SsoAnswer } from '@homeport/sdk';

/**
 * Single sign-on (spec 1 §2.1 /ssoredirect, /login-failed): the portal sends
 * the browser to the identity provider with a random state kept in this
 * tab, and takes back only the answer that carries the same state.
 */
const STATE_KEY = 'homeport.ssoState';

/** Where the identity provider answers; /login-failed is its sibling. */
export const ssoRedirectUri = () => `${window.location.origin}/ssoredirect`;

/** Sends the browser to the identity provider's login. */
export function startSingleSignOn(config: RealmConfig): void {
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  const url = new URL(config.authorizationEndpoint, window.location.href);
  url.search = new URLSearchParams({ client_id: config.clientId, redirect_uri: ssoRedirectUri(), response_type: config.responseType, state }).toString();
  window.location.assign(url.toString());
}

/**
 * The identity provider's answer in a /ssoredirect query when it is the
 * answer to this tab's request (state matches, code present); the kept
 * state is used up either way.
 */
export function ssoAnswerFrom(params: URLSearchParams): SsoAnswer | null {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  const state = params.get('state') ?? '';
  const code = params.get('code') ?? '';
  const sessionState = params.get('session_state') ?? '';
  if (!expected || state !== expected || !code || code.length > 256 || sessionState.length > 256) return null;
  return { code, state, session_state: sessionState };
}
