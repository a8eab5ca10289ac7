import { Router } from 'express';
import { ErrorCode, type SessionInfo } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { ApiError, forcedLogout } from '../../errors/apiError';
import { actionOtpRoutes } from './authActionOtp';
import { activateRoutes } from './authActivate';
import { loginRoutes } from './authLogin';
import { otpRoutes } from './authOtp';
import { passwordRoutes } from './authPasswords';
import { sessionRoutes } from './authSessions';
import { ssoRoutes } from './authSso';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';

/**
 * /auth: login (e-mail, OTP, hash), logout, session read, activation, the
 * password and PIN flows, the sessions of a user and single sign-on
 * (docs/contracts.md "Auth and profile", "Sign-in, registration and sessions").
 */
export function authRoutes(ctx: SimContext): Router {
  const router = Router();

  router.use(loginRoutes(ctx));
  router.use(otpRoutes(ctx));
  router.use(activateRoutes(ctx));
  router.use(passwordRoutes(ctx));
  router.use(sessionRoutes(ctx));
  router.use(ssoRoutes(ctx));
  router.use(actionOtpRoutes(ctx, ctx.sessions));

  router.get(
    '/logout',
    requireSession(ctx.sessions),
    handle((_req, res) => {
      const { session } = callerOf(res);
      ctx.sessions.revoke(session);
      // docs/contracts.md: the session's MQTT clients are disconnected at once.
      ctx.clients.disconnectSession(session.id);
      res.json({ data: { loggedOut: true } });
    }),
  );

  // Public: the path carries the session (spec 1 §4.1 "Session check at start").
  router.get(
    '/session/read/:sessionId',
    handle((req, res) => {
      // Malformed, unknown and wrong-secret ids all read as "no such session".
      const check = ctx.sessions.check(req.params.sessionId ?? '');
      if (check.status === 'ended' && check.session.revokeReason === 'forced') throw forcedLogout(404);
      if (check.status !== 'live') throw new ApiError(404, ErrorCode.sessionNotFound, 'Session not found');
      // The caller knows the id; the answer names the session by its ref only.
      const data: SessionInfo = { sessionRef: check.session.id, userId: check.session.userId };
      res.json({ data });
    }),
  );

  return router;
}
