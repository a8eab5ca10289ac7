import type { RequestHandler, Response } from 'express';
import type { Sessions } from '../../auth/sessions';
import type { SessionRecord, UserRecord } from '../../store/cloudState';
import { forcedLogout, sessionNotFound } from '../../errors/apiError';

export interface Caller {
  session: SessionRecord;
  user: UserRecord;
}

/**
 * spec 1 §7: every call carries the header `sessionId`; a missing, unknown,
 * revoked or expired one answers 401 00003 (spec 1 §8: toast + forced logout).
 */
export function requireSession(sessions: Sessions): RequestHandler {
  return (req, res, next) => {
    const sessionId = req.get('sessionId');
    const check = sessionId ? sessions.check(sessionId) : null;
    if (check?.status !== 'live') {
      // spec 1 §8: a session an administrator ended answers 000622, not 00003.
      next(check?.status === 'ended' && check.session.revokeReason === 'forced' ? forcedLogout() : sessionNotFound());
      return;
    }
    sessions.touch(check.session);
    res.locals.caller = { session: check.session, user: check.user } satisfies Caller;
    next();
  };
}

export function callerOf(res: Response): Caller {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) throw new Error('route is missing requireSession');
  return caller;
}
