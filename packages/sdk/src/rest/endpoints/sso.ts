import type { LoginResult } from '../../model/entities';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/** GET /auth/getRealmConfig: where single sign-on starts (docs/contracts.md "Single sign-on"). */
export interface RealmConfig {
  realm: string;
  clientId: string;
  authServerUrl: string;
  authorizationEndpoint: string;
  responseType: 'code';
}

/** What the identity provider hands /ssoredirect (spec 1 §2.1). */
export interface SsoAnswer {
  code: string;
  state: string;
  session_state: string;
  instance?: string;
}

/** A login brand entry (spec 1 §3); `environment` null is the portal's own brand. */
export interface Brand {
  brand: string;
  clientId: string;
  icon: string;
  isActive: boolean;
  isHaveOtpEnabled: boolean;
  isEmailEnabled: boolean;
  isForgotPasswordEnabled: boolean;
  isCreateAccountEnabled: boolean;
  environment: 'Google' | 'Alexa' | null;
}

/** The OAuth2 request a partner sends to /login (spec 1 §2.1). */
export interface OAuthRequest {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state: string;
  /** RFC 7636 PKCE, carried through as the partner sent it (S256 only; required of a public client). */
  code_challenge?: string;
  code_challenge_method?: string;
}

/** GET /oauth2/authorize: the request checked by the server, with its client. */
export interface OAuthRequestCheck {
  clientId: string;
  brand: string;
  environment: Brand['environment'];
  redirectUri: string;
  scope: string[];
  state: string;
}

/** A voice-assistant link of a user (GET /oauth2_v2/token/getTokens/{userId}); never the token values. */
export interface LinkedService {
  clientId: string;
  brand: string;
  environment: Brand['environment'];
  serial_number: string;
  scope: string[];
  createdAt: number;
  expiresAt: number;
}

/**
 * Single sign-on, brands and OAuth2 linking (docs/contracts.md "Single
 * sign-on, hash login and brands", "OAuth2 provider"). Hash login is a
 * plain `auth.signIn` with `loginType: 'hash_portal'`.
 */
export interface SsoEndpoints {
  /** GET /auth/getRealmConfig. */
  realmConfig(): Promise<RealmConfig>;
  /** POST /auth/retrieveSSOTokens: trades the identity provider's code for a session. */
  retrieveTokens(answer: SsoAnswer): Promise<LoginResult>;
  /** GET /clients/get: every active brand, or the one of `clientId` (`[]` when unknown). */
  brands(clientId?: string): Promise<Brand[]>;
  /** GET /oauth2/authorize: 400 naming the field when the partner's request is wrong. */
  checkOAuthRequest(request: OAuthRequest): Promise<OAuthRequestCheck>;
  /** POST /oauth2/authorize as JSON: a code for the chosen gateway and the URL to send the browser to. */
  authorize(request: OAuthRequest & { serial_number: string }): Promise<{ redirectUrl: string; code: string; state: string }>;
  /** GET /oauth2_v2/token/getTokens/{userId}. */
  linkedServices(userId: string): Promise<LinkedService[]>;
  /** DELETE /oauth2_v2/token/deleteToken: unlinks a service (one gateway, or all with no serial). */
  unlinkService(link: { user: string; clientId: string; serial_number?: string }): Promise<{ deleted: number }>;
}

export function ssoEndpoints(request: RequestFn): SsoEndpoints {
  return {
    async realmConfig() {
      return (await request<DataEnvelope<RealmConfig>>('GET', '/auth/getRealmConfig')).data;
    },
    async retrieveTokens(answer) {
      return (await request<DataEnvelope<LoginResult>>('POST', '/auth/retrieveSSOTokens', { body: answer })).data;
    },
    async brands(clientId) {
      return (await request<DataEnvelope<Brand[]>>('GET', '/clients/get', { query: { clientId } })).data;
    },
    async checkOAuthRequest(oauth) {
      return (await request<DataEnvelope<OAuthRequestCheck>>('GET', '/oauth2/authorize', { query: { ...oauth } })).data;
    },
    async authorize(oauth) {
      return (await request<DataEnvelope<{ redirectUrl: string; code: string; state: string }>>('POST', '/oauth2/authorize', { body: oauth })).data;
    },
    async linkedServices(userId) {
      return (await request<DataEnvelope<LinkedService[]>>('GET', `/oauth2_v2/token/getTokens/${encodeURIComponent(userId)}`)).data;
    },
    async unlinkService(link) {
      return (await request<DataEnvelope<{ deleted: number }>>('DELETE', '/oauth2_v2/token/deleteToken', { body: link })).data;
    },
  };
}
