import { Router } from 'express';
import { ActionOtpBody, ErrorCode } from '@homeport/sdk';
import { actionOtpMessage } from '../../cloud/messages';
import type { SimContext } from '../../context';
import type { Sessions } from '../../auth/sessions';
import { ApiError, badInput } from '../../errors/apiError';
import { OTP_MAX_ATTEMPTS } from './authLogin';
import { OTP_SEND_LIMIT, OTP_TTL_MS } from './authOtp';
import { reserveGuess } from '../shared/guessGate';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody } from '../shared/readInput';

/** How long one OTP authorization covers the session's sensitive calls. */
export const OTP_AUTHORIZATION_MS = 15 * 60_000;

/**
 * The OTP authorization before sensitive actions (spec 1 §2.6 "OTP
 * authorization dialog", SECURE_IMPORTANT_ROUTES_WITH_OTP; docs/contracts.md
 * "OTP authorization"): send a 6-digit code to the account's e-mail, then
 * verify it; a verified code covers the session for 15 minutes.
 */
export function actionOtpRoutes(ctx: SimContext, sessions: Sessions): Router {
  const router = Router();
  router.use('/otp/authorize', requireSession(sessions));

  router.post(
    '/otp/authorize/send',
    handle((_req, res) => {
      const { user } = callerOf(res);
      const now = ctx.now();
      const recent = ctx.tokens.issuedSince('action_otp', user.id, now - OTP_SEND_LIMIT.windowMs);
      if (recent.length >= OTP_SEND_LIMIT.count) {
        const retryAfter = Math.max(1, Math.ceil((recent[0]!.createdAt + OTP_SEND_LIMIT.windowMs - now) / 1000));
        throw new ApiError(429, ErrorCode.tooManyAttempts, 'Too many codes, try again later', undefined, { 'Retry-After': String(retryAfter) });
      }
      const { raw } = ctx.tokens.issue('action_otp', user.id, OTP_TTL_MS, {}, true);
      const message = actionOtpMessage(user, raw, OTP_TTL_MS / 60_000);
      ctx.outbox.send(message);
      // The code and its message: two logs of their own, not the whole cloud.
      ctx.cloud.commitPart('tokens');
      ctx.cloud.commitPart('outbox');
      res.json({ data: { otpSent: true, expiresIn: OTP_TTL_MS / 1000, channel: message.channel, to: message.to } });
    }),
  );

  router.post(
    '/otp/authorize/verify',
    handle((req, res) => {
      const { user, session } = callerOf(res);
      // spec 1 §5: continue only when the code is exactly 6 characters.
      const { otp } = readBody(req, ActionOtpBody);
      // Counted against the account too: five codes of 15 minutes, each voided after five wrong guesses, would
      // still let a stolen session try 25 codes every 15 minutes.
      const attempt = reserveGuess(ctx, req, { kind: 'account', id: user.username.toLowerCase() });
      const newest = ctx.tokens.newestLive('action_otp', user.id);
      if (!newest) {
        // Nothing to guess against: not a guess.
        attempt.release();
        throw badInput('otp', 'The code has expired, ask for a new one');
      }
      if (ctx.tokens.find('action_otp', otp, user.id) !== newest) {
        newest.attempts += 1;
        if (newest.attempts >= OTP_MAX_ATTEMPTS) ctx.tokens.use(newest);
        // Written with the attempt count.
        attempt.failed();
        throw badInput('otp', 'Wrong code');
      }
      attempt.succeeded();
      ctx.tokens.use(newest);
      session.otpAuthorizedUntil = ctx.now() + OTP_AUTHORIZATION_MS;
      ctx.cloud.commitPart('tokens');
      ctx.cloud.commitRecords('sessions', [session]);
      res.json({ data: { authorized: true, expiresIn: OTP_AUTHORIZATION_MS / 1000 } });
    }),
  );

  return router;
}
