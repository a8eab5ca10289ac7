import type { OAuthRequest } from '@homeport/sdk';

/**
 * The OAuth2 request a partner sent to /login (spec 1 §2.1), kept for this
 * tab (sessionStorage) while the person signs in, then read by
 * /oauth2-dialog. The server checks it (GET /oauth2/authorize) before it is
 * kept, and again when the gateway is chosen.
 */
const KEY = 'homeport.oauthRequest';
const FIELDS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state'] as const;
/** PKCE (RFC 7636): passed on when the partner sent them. */
const PKCE_FIELDS = ['code_challenge', 'code_challenge_method'] as const;

/** The request carried by a /login query, or null when there is no client_id. */
export function oauthRequestFrom(params: URLSearchParams): OAuthRequest | null {
  if (!params.get('client_id')) return null;
  const read = (name: (typeof FIELDS)[number] | (typeof PKCE_FIELDS)[number]) => (params.get(name) ?? '').slice(0, 2048);
  const request: OAuthRequest = {
    client_id: read('client_id'),
    redirect_uri: read('redirect_uri'),
    response_type: read('response_type'),
    scope: read('scope'),
    state: read('state'),
  };
  for (const name of PKCE_FIELDS) if (params.has(name)) request[name] = read(name);
  return request;
}

export function keepOAuthRequest(request: OAuthRequest): void {
  sessionStorage.setItem(KEY, JSON.stringify(request));
}

/** The kept request, if there is a well-formed one. */
export function pendingOAuthRequest(): OAuthRequest | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (!FIELDS.every((name) => typeof record[name] === 'string')) return null;
    const kept = [...FIELDS, ...PKCE_FIELDS.filter((name) => typeof record[name] === 'string')];
    return Object.fromEntries(kept.map((name) => [name, record[name]])) as unknown as OAuthRequest;
  } catch {
    return null;
  }
}

export function dropOAuthRequest(): void {
  sessionStorage.removeItem(KEY);
}
