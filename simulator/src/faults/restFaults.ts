import type { NextFunction, RequestHandler } from 'express';
import { ErrorCode } from '@homeport/sdk';
import { ApiError } from '../errors/apiError';
import type { FaultBook } from './faultBook';

/**
 * Answers a call with the REST fault QA stood up for it (after the delay
 * of a latency fault with a matching path, if any), before any route runs (so nothing is read or written): the spec's error shape
 * `[{errorCode, message}]` with the fault's status. The control API itself
 * is never faulted, or QA could not take the fault down.
 */
export function restFaults(book: FaultBook): RequestHandler {
  return (req, _res, next) => {
    const path = req.originalUrl.split('?')[0] ?? '';
    if (path.startsWith('/api/__sim') || path.startsWith('/api/__db')) return next();
    // A latency fault with a path holds the call back first (real time), then the call goes on as usual.
    const delayMs = book.restDelay(req.method, path);
    if (delayMs > 0) setTimeout(() => answer(req.method, path, next), delayMs);
    else answer(req.method, path, next);
  };

  function answer(method: string, path: string, next: NextFunction): void {
    const fault = book.takeRest(method, path);
    if (!fault) return next();
    next(
      new ApiError(
        fault.status,
        fault.errorCode ?? ErrorCode.generic,
        fault.message ?? `Fault ${fault.id} stood up by QA: ${fault.status} for ${fault.method ?? 'any method'} ${fault.path}`,
      ),
    );
  }
}
