import { Router } from 'express';
import { ErrorCode, OtpRequestBody } from '@homeport/sdk';
import { normalizePhone } from '../../auth/phone';
import { isActive, userByPhone } from '../../auth/users';
import { otpMessage } from '../../cloud/messages';
import type { SimContext } from '../../context';
import { ApiError, badInput, notActivated, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { readBody } from '../shared/readInput';

/** docs/contracts.md "Phone login code": valid 5 minutes; five codes per number in 15 minutes. */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_SEND_LIMIT = { count: 5, windowMs: 15 * 60_000 } as const;

/** POST /auth/sendotp (spec 1 §4.1 phone login): the code goes to the outbox as an SMS. */
export function otpRoutes(ctx: SimContext): Router {
  const router = Router();

  router.post(
    '/sendotp',
    handle((req, res) => {
      const phone = normalizePhone(readBody(req, OtpRequestBody).identity);
      if (!phone) throw badInput('identity', 'identity must be a phone number');
      // spec 1 §4.1: the verify step appears only when the server answers that the code was sent.
      const user = userByPhone(ctx.cloud.state, phone);
      if (!user) throw notFound('No account has this phone number');
      if (!isActive(user)) throw notActivated();
      const now = ctx.now();
      const recent = ctx.tokens.issuedSince('otp', user.id, now - OTP_SEND_LIMIT.windowMs);
      if (recent.length >= OTP_SEND_LIMIT.count) {
        const retryAfter = Math.max(1, Math.ceil((recent[0]!.createdAt + OTP_SEND_LIMIT.windowMs - now) / 1000));
        throw new ApiError(429, ErrorCode.tooManyAttempts, 'Too many codes for this number, try again later', undefined, { 'Retry-After': String(retryAfter) });
      }
      // Only the newest code of a number is valid.
      const { raw } = ctx.tokens.issue('otp', user.id, OTP_TTL_MS, { phone }, true);
      ctx.outbox.send(otpMessage(phone, user.id, raw, OTP_TTL_MS / 60_000));
      // The code and its message: two logs of their own, not the whole cloud.
      ctx.cloud.commitPart('tokens');
      ctx.cloud.commitPart('outbox');
      res.json({ data: { otpSent: true, expiresIn: OTP_TTL_MS / 1000 } });
    }),
  );

  return router;
}
