import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Log } from '../log';
import { isClientError } from '../rest/shared/errorHandler';

/** `404 Not Found` as plain text: an unknown path outside /api (which answers its own 000404 JSON). */
export const finalNotFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send(STATUS_CODES[404]);
};

/**
 * The last handler of the whole app: whatever failed outside /api (a path
 * that does not percent-decode, a static file, a page) is answered with its
 * status and the status text only, never Express's HTML page with the stack
 * and absolute paths. The detail goes to the simulator's log.
 */
export function finalErrorHandler(log: Log): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = isClientError(error) ? error.status : 500;
    const detail = error instanceof Error ? (status >= 500 ? (error.stack ?? error.message) : error.message) : String(error);
    log(`http: ${req.method} ${req.originalUrl} answered ${status}: ${detail}`);
    if (res.headersSent) {
      // Too late for a status: end the connection so the client sees a broken answer, not a short one.
      req.socket.destroy();
      return;
    }
    res
      .status(status)
      .type('text/plain')
      .send(STATUS_CODES[status] ?? 'Error');
  };
}
