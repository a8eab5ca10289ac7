import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ErrorCode } from '@homeport/sdk';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** What a caller without the token is told: where to find it, never the token. */
export const CONTROL_TOKEN_NEEDED = 'The control API needs its token: Authorization: Bearer <token> (printed at start, and in <dataDir>/control-token)';

/**
 * In front of /api/__sim and /api/__db (DESIGN.md "Access control"): every
 * request carries `Authorization: Bearer <token>`, or is answered 401
 * 000401 before anything is read or done. Both sides are hashed first, so
 * timingSafeEqual compares equal lengths and the time tells nothing.
 */
export function requireControlToken(token: string): RequestHandler {
  const expected = digest(token);
  return (req, res, next) => {
    const given = /^Bearer +(\S+) *$/i.exec(req.get('authorization') ?? '')?.[1];
    if (given !== undefined && timingSafeEqual(digest(given), expected)) {
      next();
      return;
    }
    res
      .status(401)
      .set('WWW-Authenticate', 'Bearer realm="homeport-sim-control"')
      .json([{ errorCode: ErrorCode.wrongCredentials, message: CONTROL_TOKEN_NEEDED }]);
  };
}

/**
 * /api/__db edits collections behind every rule of the REST routes, so it
 * reads only unless the simulator was started with --db-writable.
 */
export function rawDataAccess(writable: boolean): RequestHandler {
  return (req, res, next) => {
    if (writable || req.method === 'GET' || req.method === 'HEAD') {
      next();
      return;
    }
    res.status(403).json([{ errorCode: ErrorCode.forbidden, message: 'The raw data at /api/__db is read-only; start the simulator with --db-writable to change it' }]);
  };
}
