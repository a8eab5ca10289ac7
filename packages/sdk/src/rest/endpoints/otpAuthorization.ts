import type { DataEnvelope, RequestFn } from '../requestTypes';

export interface OtpSent {
  otpSent: true;
  /** Seconds the code stays valid. */
  expiresIn: number;
  channel: 'email' | 'sms';
  /** Where it went (the account's e-mail). */
  to: string;
}

/**
 * The OTP authorization before sensitive actions (spec 1 §2.6,
 * SECURE_IMPORTANT_ROUTES_WITH_OTP; docs/contracts.md "OTP authorization").
 */
export interface OtpAuthorizationEndpoints {
  /** POST /auth/otp/authorize/send: a 6-digit code to the account's e-mail. */
  send(): Promise<OtpSent>;
  /** POST /auth/otp/authorize/verify: the code authorizes this session for `expiresIn` seconds. */
  verify(otp: string): Promise<{ authorized: true; expiresIn: number }>;
}

export function otpAuthorizationEndpoints(request: RequestFn): OtpAuthorizationEndpoints {
  return {
    async send() {
      return (await request<DataEnvelope<OtpSent>>('POST', '/auth/otp/authorize/send', { body: {} })).data;
    },
    async verify(otp) {
      return (await request<DataEnvelope<{ authorized: true; expiresIn: number }>>('POST', '/auth/otp/authorize/verify', { body: { otp } })).data;
    },
  };
}
