import { Router } from 'express';
import { ErrorCode, LoginBody, type LOGIN_TYPES } from '@homeport/sdk';
import type { OneTimeTokens } from '../../auth/oneTimeTokens';
import { verifyPassword } from '../../auth/password';
import { normalizePhone } from '../../auth/phone';
import { isActive, userById, userByPhone, userByUsername } from '../../auth/users';
import type { SimContext } from '../../context';
import type { CloudState, UserRecord } from '../../store/cloudState';
import { ApiError, badInput, notActivated } from '../../errors/apiError';
import { reserveGuess } from '../shared/guessGate';
import { handle } from '../shared/handle';
import { startSession } from './startSession';
import { bodyObject, readInput } from '../shared/readInput';

type LoginType = (typeof LOGIN_TYPES)[number];
/** spec 1 §2.1: hash login accepts only this origin. */
export const HASH_PORTAL_ORIGIN = 'hash_portal';
/** Wrong codes after which an OTP is void. */
export const OTP_MAX_ATTEMPTS = 5;

/** spec 1 §2.1 public routes the acceptance screen links to. */
export const PRIVACY_POLICY_PATH = '/en/privacy-policy';
export const TERMS_OF_SERVICE_PATH = '/en/terms-of-service';

interface LoginRequest {
  loginType: LoginType;
  /** As matched and throttled: lower-cased username, or the normalised phone. */
  identity: string;
  secret: string;
  acceptsPrivacy: boolean;
  acceptsTerms: boolean;
}

/** spec 1 §7.1 login payload; spec 1 §5: "Username or password is not provided" (000402). */
function readLogin(body: Record<string, unknown>): LoginRequest {
  const missing = (value: unknown) => value === undefined || value === null || value === '';
  if (missing(body.identity) || missing(body.secret)) throw new ApiError(400, ErrorCode.missingCredentials, 'Username or password is not provided');
  const { identity, secret, loginType, isPrivacyPolicyAccepted, areTermsOfServiceAccepted } = readInput(LoginBody, body);
  let key = identity.trim().toLowerCase();
  if (loginType === 'OTP') {
    const phone = normalizePhone(identity);
    if (!phone) throw badInput('identity', 'identity must be a phone number for the OTP login');
    key = phone;
  }
  return {
    loginType,
    identity: key,
    secret,
    acceptsPrivacy: isPrivacyPolicyAccepted === true,
    acceptsTerms: areTermsOfServiceAccepted === true,
  };
}

/** A user whose credentials checked out, and how to spend a one-time secret once the login succeeds. */
interface Verified {
  user: UserRecord;
  consume(): void;
}

const noop = () => undefined;

async function verifyEmail(state: CloudState, request: LoginRequest): Promise<Verified | null> {
  const user = userByUsername(state, request.identity);
  // Checked against a decoy hash when unknown, so both cost the same time.
  const ok = await verifyPassword(request.secret, user?.passwordHash ?? null);
  return user && ok ? { user, consume: noop } : null;
}

/** spec 1 §4.1 phone login: the newest live code of the number's account; five wrong codes void it. */
function verifyOtp(state: CloudState, tokens: OneTimeTokens, request: LoginRequest): Verified | null {
  const user = userByPhone(state, request.identity);
  const newest = user ? tokens.newestLive('otp', user.id) : null;
  if (!user || !newest) return null;
  if (tokens.find('otp', request.secret, user.id) !== newest) {
    newest.attempts += 1;
    if (newest.attempts >= OTP_MAX_ATTEMPTS) tokens.use(newest);
    return null;
  }
  return { user, consume: () => tokens.use(newest) };
}

/** spec 1 §2.1 hash login: a live token issued for this username and the hash_portal origin only. */
function verifyHash(state: CloudState, tokens: OneTimeTokens, request: LoginRequest): Verified | null {
  const record = tokens.find('hash_login', request.secret);
  if (!record || tokens.stateOf(record) !== 'live') return null;
  if (record.data.username !== request.identity || record.data.origin !== HASH_PORTAL_ORIGIN) return null;
  const user = userById(state, record.userId);
  return user ? { user, consume: () => tokens.use(record) } : null;
}

/**
 * spec 1 §4.1: acceptance still missing after the flags of this request are
 * recorded, as the content of the 300 answer; null when nothing is missing.
 */
function pendingAcceptance(user: UserRecord, request: LoginRequest, rawIdentity: string) {
  if (request.acceptsPrivacy) user.privacyPolicyAccepted = true;
  if (request.acceptsTerms) user.termsOfServiceAccepted = true;
  const isPrivacyPolicyAccepted = user.privacyPolicyAccepted !== false;
  const areTermsOfServiceAccepted = user.termsOfServiceAccepted !== false;
  if (isPrivacyPolicyAccepted && areTermsOfServiceAccepted) return null;
  return { identity: rawIdentity, privacyPolicyPath: PRIVACY_POLICY_PATH, termsOfServicePath: TERMS_OF_SERVICE_PATH, isPrivacyPolicyAccepted, areTermsOfServiceAccepted };
}

/** POST /auth/login: e-mail, OTP and hash logins (docs/contracts.md "Login"). */
export function loginRoutes(ctx: SimContext): Router {
  const router = Router();

  router.post(
    '/login',
    handle(async (req, res) => {
      const body = bodyObject(req);
      const request = readLogin(body);
      // Reserved before the secret is checked: concurrent guesses cannot outrun the count.
      const attempt = reserveGuess(ctx, req, { kind: 'account', id: request.identity });
      const state = ctx.cloud.state;
      // A failure is written with the OTP attempt count it changed.
      const verified = await attempt.verify(() =>
        request.loginType === 'EMAIL' ? verifyEmail(state, request) : request.loginType === 'OTP' ? verifyOtp(state, ctx.tokens, request) : verifyHash(state, ctx.tokens, request),
      );
      if (!verified) throw new ApiError(401, ErrorCode.wrongCredentials, 'Wrong username or password');
      const { user } = verified;
      if (!isActive(user)) throw notActivated();

      const acceptedBefore = `${user.privacyPolicyAccepted}/${user.termsOfServiceAccepted}`;
      const pending = pendingAcceptance(user, request, String(body.identity));
      if (pending) {
        // Any flag given is recorded; the one-time secret stays valid for the next try.
        ctx.cloud.commit();
        res.status(300).json({ content: pending });
        return;
      }
      verified.consume();
      // What the login changed besides its session: acceptance flags (the user), a used code (the tokens).
      if (`${user.privacyPolicyAccepted}/${user.termsOfServiceAccepted}` !== acceptedBefore) ctx.cloud.commit();
      else if (request.loginType !== 'EMAIL') ctx.cloud.commitPart('tokens');
      res.json({ data: await startSession(ctx, user, req.get('user-agent')) });
    }),
  );

  return router;
}
