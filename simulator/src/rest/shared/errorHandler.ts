import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ErrorCode } from '@homeport/sdk';
import type { Log } from '../../log';
import { ApiError } from '../../errors/apiError';

/**
 * Errors Express and body-parser raise for a bad request carry a 4xx status:
 * body-parser adds a `type` (entity.parse.failed, entity.too.large, ...);
 * the router raises a 400 for a path that does not percent-decode.
 */
export function isClientError(error: unknown): error is { status: number; type?: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Unknown /api path: 404 000404 as JSON, never an HTML page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json([{ errorCode: ErrorCode.notFound, message: `No route ${req.method} ${req.originalUrl.split('?')[0]}` }]);
};

/**
 * The last handler of /api: every failure becomes `[{errorCode, message}]`.
 * Malformed JSON is 000400; anything unexpected 500 00001 (logged), never a crash.
 */
export function apiErrorHandler(log: Log): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof ApiError) {
      res.set(error.headers).status(error.status).json([error.entry]);
      return;
    }
    if (isClientError(error)) {
      if (error.type === undefined) {
        res.status(400).json([{ errorCode: ErrorCode.invalidInput, message: 'Malformed request path' }]);
        return;
      }
      const message = error.type === 'entity.parse.failed' ? 'Malformed JSON body' : `Bad request body (${error.type})`;
      res.status(error.status).json([{ errorCode: ErrorCode.invalidInput, message, field: 'body' }]);
      return;
    }
    log(`rest: ${req.method} ${req.originalUrl} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    res.status(500).json([{ errorCode: ErrorCode.generic, message: 'Unexpected error' }]);
  };
}
