import type { Request, Response } from 'express';
import { OTP_HEADER, OtpHeader, UserAccessErrorCode } from '@homeport/sdk';
import type { SimContext } from '../../context';
import type { ExportTaskRecord, UserRecord } from '../../store/cloudState';
import { ApiError } from '../../errors/apiError';
import { OTP_MAX_ATTEMPTS } from '../auth/authLogin';
import { reserveGuess } from '../shared/guessGate';
import { readInput } from '../shared/readInput';

/** What the user's /privacy/export and the admins' /privacy/campaign share: the otp header and the file. */

const E = UserAccessErrorCode;

/** The `otp` header's code against the newest live action code of the caller; a wrong one counts as a guess; the right one is used up. */
export function checkOtpHeader(ctx: SimContext, req: Request, user: UserRecord): void {
  const header = req.get(OTP_HEADER);
  if (header === undefined || header.trim() === '') throw new ApiError(401, E.otpRequired, 'This call needs the otp header (a code from /auth/otp/authorize/send)', OTP_HEADER);
  const otp = readInput(OtpHeader, header, OTP_HEADER);
  const attempt = reserveGuess(ctx, req, { kind: 'account', id: user.username.toLowerCase() });
  const newest = ctx.tokens.newestLive('action_otp', user.id);
  if (!newest) {
    attempt.release();
    throw new ApiError(400, E.wrongOtp, 'The code has expired, ask for a new one', OTP_HEADER);
  }
  if (ctx.tokens.find('action_otp', otp, user.id) !== newest) {
    newest.attempts += 1;
    if (newest.attempts >= OTP_MAX_ATTEMPTS) ctx.tokens.use(newest);
    attempt.failed();
    throw new ApiError(400, E.wrongOtp, 'Wrong code', OTP_HEADER);
  }
  attempt.succeeded();
  ctx.tokens.use(newest);
}

/** A completed export's file, as an attachment. */
export function sendExportFile(res: Response, task: ExportTaskRecord): void {
  if (task.status !== 'completed' || task.content === null || task.fileName === null) throw new ApiError(409, E.exportNotReady, 'The export is not completed');
  res.set('content-type', 'application/json; charset=utf-8');
  res.set('content-disposition', `attachment; filename="${task.fileName}"`);
  res.set('cache-control', 'no-store');
  res.send(task.content);
}
