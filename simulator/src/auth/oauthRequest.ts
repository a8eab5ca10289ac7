import type { CloudState, ClientRecord } from '../store/cloudState';

/** RFC 6749 §4.1.2.1 error codes an authorization request can redirect with. */
export type AuthorizeError = 'invalid_request' | 'unsupported_response_type' | 'invalid_scope' | 'access_denied';

export interface OAuthRequest {
  client: ClientRecord;
  redirectUri: string;
  scope: string[];
  state: string;
  /** RFC 7636 PKCE: the S256 challenge, or null when the client sent none (allowed for a confidential client only). */
  codeChallenge: string | null;
}

export type OAuthRequestResult =
  | { ok: true; request: OAuthRequest }
  /** `redirectUri` is set once client and redirect URI are known good: the error may then go back to the client. */
  | { ok: false; field: string; message: string; error: AuthorizeError; redirectUri: string | null };

const MAX_STATE = 512;

/** A registered URI matches exactly, or with `:*` as its port any port (docs/contracts.md "OAuth2 provider"). */
export function redirectUriMatches(registered: string, given: string): boolean {
  if (!registered.includes(':*/')) return registered === given;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return false;
  }
  const [scheme, rest] = registered.split('://') as [string, string];
  const host = rest.slice(0, rest.indexOf(':*/'));
  const path = rest.slice(rest.indexOf(':*/') + 2);
  // Any port means a port a callback can listen on: 1 to 65535 (port 0 is no port; absent is the scheme's own).
  const port = url.port === '' ? 1 : Number(url.port);
  const listenable = Number.isInteger(port) && port >= 1 && port <= 65_535;
  return (
    listenable &&
    url.protocol === `${scheme}:` &&
    url.hostname === host &&
    url.pathname === path &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** RFC 7636 §4.2: an S256 challenge is the base64url SHA-256 of the verifier, 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The authorization request's parameters (spec 1 §2.1 /login with
 * client_id, state, redirect_uri, response_type, scope), checked against the
 * seeded clients in the order that decides where an error may go.
 */
export function readOAuthRequest(state: CloudState, source: Record<string, unknown>): OAuthRequestResult {
  const { client_id: clientId, redirect_uri: redirectUri, response_type: responseType, scope, state: clientState } = source;
  const client = typeof clientId === 'string' ? state.clients.find((c) => c.id === clientId && c.isActive && c.redirectUris.length > 0) : undefined;
  if (!client) return { ok: false, field: 'client_id', message: 'client_id is not a known OAuth2 client', error: 'invalid_request', redirectUri: null };
  if (typeof redirectUri !== 'string' || !client.redirectUris.some((r) => redirectUriMatches(r, redirectUri))) {
    return { ok: false, field: 'redirect_uri', message: `redirect_uri is not registered for ${client.id}`, error: 'invalid_request', redirectUri: null };
  }
  const refuse = (field: string, message: string, error: AuthorizeError): OAuthRequestResult => ({ ok: false, field, message, error, redirectUri });
  if (responseType !== 'code') return refuse('response_type', 'response_type must be code', 'unsupported_response_type');
  if (typeof clientState !== 'string' || clientState.length < 1 || clientState.length > MAX_STATE) {
    return refuse('state', `state must be 1 to ${MAX_STATE} characters`, 'invalid_request');
  }
  const scopes = typeof scope === 'string' ? scope.split(' ').filter((s) => s !== '') : [];
  if (scopes.length === 0 || scopes.length > 16 || scopes.some((s) => !client.scopes.includes(s))) {
    return refuse('scope', `scope must be one or more of: ${client.scopes.join(' ')}`, 'invalid_scope');
  }
  // RFC 7636: PKCE with S256 only (plain would send the verifier itself); a public client must use it (docs/decisions.md "OAuth2 PKCE").
  const { code_challenge: challenge, code_challenge_method: method } = source;
  if (challenge === undefined && method !== undefined) return refuse('code_challenge', 'code_challenge is required with code_challenge_method', 'invalid_request');
  if (challenge !== undefined) {
    if (method !== 'S256') return refuse('code_challenge_method', 'code_challenge_method must be S256', 'invalid_request');
    if (typeof challenge !== 'string' || !S256_CHALLENGE.test(challenge)) {
      return refuse('code_challenge', 'code_challenge must be the base64url SHA-256 of the verifier (43 characters)', 'invalid_request');
    }
  } else if (client.public === true) {
    return refuse('code_challenge', `code_challenge (S256) is required for ${client.id}`, 'invalid_request');
  }
  return {
    ok: true,
    request: { client, redirectUri, scope: [...new Set(scopes)], state: clientState, codeChallenge: typeof challenge === 'string' ? challenge : null },
  };
}
