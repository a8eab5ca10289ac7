import { Router } from 'express';
import { ErrorCode, type LoginResult, type Session } from '@homeport/sdk';
import { verifyPassword } from '../auth/password';
import type { SimContext } from '../context';
import { ApiError, badInput } from './apiError';
import { handle } from './handle';
import { callerOf, requireSession } from './requireSession';
import { bodyObject, pathId } from './validate';
import { userView } from './views';

const MAX_IDENTITY = 254;
const MAX_SECRET = 128;
const BOOLEAN_EXTRAS = ['externalLogin', 'isPrivacyPolicyAccepted', 'areTermsOfServiceAccepted'] as const;

interface Credentials {
  identity: string;
  secret: string;
}

/** spec 1 §7.1 login payload; spec 1 §5: "Username or password is not provided" (000402). */
function readCredentials(body: Record<string, unknown>): Credentials {
  const { identity, secret, loginType } = body;
  if (identity === undefined || identity === null || identity === '' || secret === undefined || secret === null || secret === '') {
    throw new ApiError(400, ErrorCode.missingCredentials, 'Username or password is not provided');
  }
  if (typeof identity !== 'string' || identity.length > MAX_IDENTITY) throw badInput('identity', `identity must be a string of at most ${MAX_IDENTITY} characters`);
  if (typeof secret !== 'string' || secret.length > MAX_SECRET) throw badInput('secret', `secret must be a string of at most ${MAX_SECRET} characters`);
  // The simulator speaks the e-mail login; OTP and hash_portal logins are not emulated.
  if (loginType !== undefined && loginType !== 'EMAIL') throw badInput('loginType', 'loginType must be EMAIL');
  for (const name of BOOLEAN_EXTRAS) {
    if (body[name] !== undefined && typeof body[name] !== 'boolean') throw badInput(name, `${name} must be true or false`);
  }
  return { identity: identity.trim().toLowerCase(), secret };
}

/** /auth: login, logout, session read (docs/contracts.md "Auth and profile"). */
export function authRoutes(ctx: SimContext): Router {
  const router = Router();

  router.post(
    '/login',
    handle(async (req, res) => {
      const { identity, secret } = readCredentials(bodyObject(req));
      const retryAfter = ctx.throttle.retryAfterSeconds(identity);
      if (retryAfter > 0) {
        throw new ApiError(429, ErrorCode.tooManyAttempts, 'Too many failed logins, try again later', undefined, { 'Retry-After': String(retryAfter) });
      }
      // Identity is matched case-insensitively (docs/contracts.md).
      const user = ctx.cloud.state.users.find((u) => u.username.toLowerCase() === identity);
      const ok = await verifyPassword(secret, user?.passwordHash ?? null);
      if (!user || !ok) {
        ctx.throttle.recordFailure(identity);
        throw new ApiError(401, ErrorCode.wrongCredentials, 'Wrong username or password');
      }
      ctx.throttle.clear(identity);
      const session = ctx.sessions.create(user.id);
      const data: LoginResult = { sessionId: session.sessionId, userId: user.id, user: userView(user) };
      res.json({ data });
    }),
  );

  router.get(
    '/logout',
    requireSession(ctx.sessions),
    handle((_req, res) => {
      const { session } = callerOf(res);
      ctx.sessions.revoke(session);
      // docs/contracts.md: the session's MQTT clients are disconnected at once.
      ctx.clients.disconnectSession(session.sessionId);
      res.json({ data: { loggedOut: true } });
    }),
  );

  // Public: the path carries the session (spec 1 §4.1 "Session check at start").
  router.get(
    '/session/read/:sessionId',
    handle((req, res) => {
      const sessionId = pathId(req.params.sessionId, 'sessionId');
      const check = ctx.sessions.check(sessionId);
      if (check.status !== 'live') throw new ApiError(404, ErrorCode.sessionNotFound, 'Session not found');
      const data: Session = { sessionId: check.session.sessionId, userId: check.session.userId };
      res.json({ data });
    }),
  );

  return router;
}
