import type * as v from 'valibot';
import type { LOGIN_TYPES, LoginBody } from '../../wire/auth';
import { ApiError } from '../apiError';
import { ErrorCode } from '../errorCodes';
import type { LoginResult, SessionInfo } from '../../model/entities';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

export type LoginType = (typeof LOGIN_TYPES)[number];

/** POST /auth/login (spec 1 §7.1; docs/contracts.md "Login"): the body the server checks with `LoginBody`. */
export type LoginRequest = v.InferInput<typeof LoginBody>;

/** The 300 answer's content: what the account still has to accept (spec 1 §4.1). */
export interface AcceptanceNeeded {
  identity: string;
  privacyPolicyPath: string;
  termsOfServicePath: string;
  isPrivacyPolicyAccepted: boolean;
  areTermsOfServiceAccepted: boolean;
}

export type LoginOutcome = { kind: 'signedIn'; result: LoginResult } | { kind: 'acceptTerms'; content: AcceptanceNeeded };

/** The register payload of spec 1 §3 (docs/contracts.md "Registration and activation"). */
export interface RegisterRequest {
  firstName: string;
  lastName: string;
  gender?: 'male' | 'female' | 'other' | '';
  secret: string;
  identity: string;
  preferredLanguage?: string;
  agreeRegister: boolean;
}

export interface AuthEndpoints {
  /** POST /auth/login with the e-mail login type; a 300 answer rejects (use `signIn` to handle it). */
  login(identity: string, secret: string): Promise<LoginResult>;
  /** POST /auth/login of any type; the 300 answer (privacy and terms to accept) is an outcome, not a failure. */
  signIn(request: LoginRequest): Promise<LoginOutcome>;
  /** POST /auth/sendotp: a login code to a phone number (spec 1 §4.1). */
  sendOtp(phone: string): Promise<{ otpSent: true; expiresIn: number }>;
  /** GET /auth/logout: revokes the session and its MQTT clients. */
  logout(): Promise<void>;
  /** GET /auth/session/read/{sessionId}: the session check at start (spec 1 §4.1); answers the session's ref, never its id. */
  readSession(sessionId: string): Promise<SessionInfo>;
  /** POST /crm/profile/checkIfExisting: whether a username (e-mail) is taken (spec 1 §5). */
  checkIfExisting(username: string): Promise<boolean>;
  /** POST /crm/profile: a new, not yet activated account; an activation e-mail is sent. */
  register(request: RegisterRequest): Promise<{ id: string; username: string; active: false }>;
  /** GET /auth/activate/{code}. */
  activate(code: string): Promise<{ activated: true; username: string }>;
  /** POST /auth/forgotPass: a reset link to the e-mail. */
  forgotPassword(email: string): Promise<void>;
  /** POST /auth/resetPassword/{hash}. */
  resetPassword(hash: string, secret: string, confirmation: string): Promise<void>;
  /** POST /auth/resetPin/hash/{hash}: a new gateway PIN (4 to 8 digits); lifts the PIN lock. */
  resetPin(hash: string, pin: string, confirmation: string): Promise<{ serialNumber: string }>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function authEndpoints(request: RequestFn): AuthEndpoints {
  const signIn: AuthEndpoints['signIn'] = async (login) => {
    const body = { loginType: 'EMAIL', ...login };
    const answer = await request<DataEnvelope<LoginResult> | { content: AcceptanceNeeded }>('POST', '/auth/login', { body, acceptStatuses: [300] });
    if (isObject(answer) && 'content' in answer && isObject(answer.content)) return { kind: 'acceptTerms', content: answer.content };
    return { kind: 'signedIn', result: (answer as DataEnvelope<LoginResult>).data };
  };
  return {
    signIn,
    async login(identity, secret) {
      const outcome = await signIn({ identity, secret, loginType: 'EMAIL' });
      if (outcome.kind === 'signedIn') return outcome.result;
      throw new ApiError({ status: 300, entries: [{ errorCode: ErrorCode.generic, message: 'The privacy policy and terms of service must be accepted first' }] });
    },
    async sendOtp(phone) {
      return (await request<DataEnvelope<{ otpSent: true; expiresIn: number }>>('POST', '/auth/sendotp', { body: { identity: phone } })).data;
    },
    async logout() {
      await request<unknown>('GET', '/auth/logout');
    },
    async readSession(sessionId) {
      return (await request<DataEnvelope<SessionInfo>>('GET', `/auth/session/read/${segment(sessionId)}`)).data;
    },
    async checkIfExisting(username) {
      return (await request<DataEnvelope<{ exists: boolean }>>('POST', '/crm/profile/checkIfExisting', { body: { username } })).data.exists;
    },
    async register(registration) {
      const body = { preferredLanguage: 'en_EN', userOnBoardingSource: 'SELFCARE', ...registration, identity: registration.identity.trim().toLowerCase() };
      return (await request<DataEnvelope<{ id: string; username: string; active: false }>>('POST', '/crm/profile', { body })).data;
    },
    async activate(code) {
      return (await request<DataEnvelope<{ activated: true; username: string }>>('GET', `/auth/activate/${segment(code)}`)).data;
    },
    async forgotPassword(email) {
      await request<unknown>('POST', '/auth/forgotPass', { body: { email: email.trim().toLowerCase(), language: 'en_EN' } });
    },
    async resetPassword(hash, secret, confirmation) {
      await request<unknown>('POST', `/auth/resetPassword/${segment(hash)}`, { body: { secret, confirmation } });
    },
    async resetPin(hash, pin, confirmation) {
      return (await request<DataEnvelope<{ pinReset: true; serialNumber: string }>>('POST', `/auth/resetPin/hash/${segment(hash)}`, { body: { pin, confirmation } })).data;
    },
  };
}
