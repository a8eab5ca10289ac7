import * as v from 'valibot';
import { email, flag, language, personName, queryText, recordId, text } from './fields';

/** Bodies of the sign-in, session and password calls (docs/contracts.md "Sign-in", "Sessions of one user", "Passwords"). */

/** spec 1 §7.1: the login types carried in the extras. */
export const LOGIN_TYPES = ['EMAIL', 'OTP', 'hash_portal'] as const;

/**
 * POST /auth/login (spec 1 §7.1). A missing identity or secret is the
 * spec's own refusal (000402), checked before this shape.
 */
export const LoginBody = v.object({
  identity: text(254, 0),
  secret: text(128, 0),
  loginType: v.optional(v.picklist(LOGIN_TYPES, `must be one of ${LOGIN_TYPES.join(', ')}`), 'EMAIL'),
  externalLogin: v.optional(flag()),
  isPrivacyPolicyAccepted: v.optional(flag()),
  areTermsOfServiceAccepted: v.optional(flag()),
});
export type LoginBodyType = v.InferOutput<typeof LoginBody>;

/** POST /auth/otp: the phone number an OTP is sent to (normalised by the server). */
export const OtpRequestBody = v.object({ identity: text(32) });

/** Confirming a sensitive action with the code sent for it: six digits. */
export const ActionOtpBody = v.object({ otp: v.pipe(v.string('must be exactly 6 digits'), v.regex(/^\d{6}$/, 'must be exactly 6 digits')) });

/** The SSO callback's answer (spec 1 §2.2). */
export const SsoCodeBody = v.object({ code: text(128), state: text(512), session_state: text(128), instance: v.optional(text(128, 0)) });

/** A path id: user id, session ref, one-time code. */
export const IdParam = recordId();

/** POST /auth/getLoggedInUsers: the caller's sessions, or (admin) another user's. */
export const LoggedInUsersBody = v.object({ userId: v.optional(recordId()) });

/** POST /auth/logoutOne: one session, named by its ref (never its id). */
export const LogoutOneBody = v.object({ sessionRef: recordId() });

/** POST /profile/forgotPass. */
export const ForgotPasswordBody = v.object({ email: email(), language: language() });

/** POST /profile/checkIfExisting and PUT /profile/validate. */
export const UsernameBody = v.object({ username: email(), language: language() });

/** POST /profile/resetPassword/{hash}; the password's rules are the server's configured ones. */
export const ResetPasswordBody = v.object({ secret: text(128), confirmation: text(128) });

/** POST /profile/resetPin/hash/{hash}: a PIN of 4 to 8 digits. */
export const ResetPinBody = v.object({
  pin: v.pipe(text(8), v.regex(/^\d{4,8}$/, 'must be 4 to 8 digits')),
  confirmation: text(8),
});

/** POST /profile/changePass. */
export const ChangePasswordBody = v.object({
  checkSecret: text(128),
  secret: text(128),
  confirmation: text(128),
  logoutOtherClients: v.optional(flag(), false),
});

/** One contact of a registration; the server normalises phone numbers. */
export const ContactInput = v.object({
  label: v.optional(text(32, 0), 'Default'),
  contact: text(254, 0),
  isDefault: flag(),
  contactType: v.picklist(['email', 'phone'], 'must be email or phone'),
});

/** spec 1 §1: onboarding source value SELFCARE. */
export const DEFAULT_ONBOARDING_SOURCE = 'SELFCARE';

/** POST /profile: the register payload of spec 1 §3. */
export const RegisterBody = v.object({
  identity: email(),
  secret: text(128),
  firstName: personName(),
  lastName: personName(),
  gender: v.optional(v.picklist(['male', 'female', 'other', ''], 'must be male, female, other or empty'), ''),
  preferredLanguage: language(),
  contacts: v.optional(v.pipe(v.array(ContactInput, 'must be a list of at most 10 entries'), v.maxLength(10, 'must be a list of at most 10 entries')), () => []),
  userOnBoardingSource: v.optional(v.pipe(text(32), v.regex(/^[A-Z_]+$/, 'must be upper-case letters and _')), DEFAULT_ONBOARDING_SOURCE),
  // spec 1 §5: register requires agreement to the terms and privacy policy.
  agreeRegister: v.literal(true, 'must be true: you must agree to the terms of service and the privacy policy'),
});
export type RegisterBodyType = v.InferOutput<typeof RegisterBody>;

/** GET /clients/get (spec 1 §7.1): one brand, or all. */
export const ClientQuery = v.object({ clientId: queryText(64) });
