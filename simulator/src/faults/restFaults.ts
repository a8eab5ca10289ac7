import type { RequestHandler } from 'express';
import { ErrorCode } from '@homeport/sdk';
import { ApiError } from '../rest/apiError';
import type { FaultBook } from './faultBook';

/**
 * Answers a call with the REST fault QA stood up for it, before any route
 * runs (so nothing is read or written): the spec's error shape
 * `[{errorCode, message}]` with the fault's status. The control API itself
 * is never faulted, or QA could not take the fault down.
 */
export function restFaults(book: FaultBook): RequestHandler {
  return (req, _res, next) => {
    const path = req.originalUrl.split('?')[0] ?? '';
    if (path.startsWith('/api/__sim') || path.startsWith('/api/__db')) return next();
    const fault = book.takeRest(req.method, path);
    if (!fault) return next();
    next(
      new ApiError(
        fault.status,
        fault.errorCode ?? ErrorCode.generic,
        fault.message ?? `Fault ${fault.id} stood up by QA: ${fault.status} for ${fault.method ?? 'any method'} ${fault.path}`,
      ),
    );
  };
}
