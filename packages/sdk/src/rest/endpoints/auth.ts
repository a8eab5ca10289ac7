import type { LoginResult, Session } from '../../model/entities';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

export interface AuthEndpoints {
  /** POST /auth/login with the e-mail login type (spec 1 §7.1). */
  login(identity: string, secret: string): Promise<LoginResult>;
  /** GET /auth/logout: revokes the session and its MQTT clients. */
  logout(): Promise<void>;
  /** GET /auth/session/read/{sessionId}: the session check at start (spec 1 §4.1). */
  readSession(sessionId: string): Promise<Session>;
}

export function authEndpoints(request: RequestFn): AuthEndpoints {
  return {
    async login(identity, secret) {
      const body = { identity, secret, loginType: 'EMAIL' };
      return (await request<DataEnvelope<LoginResult>>('POST', '/auth/login', { body })).data;
    },
    async logout() {
      await request<unknown>('GET', '/auth/logout');
    },
    async readSession(sessionId) {
      return (await request<DataEnvelope<Session>>('GET', `/auth/session/read/${segment(sessionId)}`)).data;
    },
  };
}
