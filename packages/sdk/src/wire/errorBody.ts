import * as v from 'valibot';
import type { ErrorEntry } from '../rest/errorCodes';

/**
 * One entry of a REST error body (DESIGN.md "REST contract"):
 * `[{errorCode, message, field?}]`. Codes may come as numbers from some
 * gateways' proxies; they are read as strings. A message or field of the
 * wrong type is left out rather than failing the whole entry.
 */
export const ErrorEntrySchema = v.pipe(
  v.object({
    errorCode: v.union([v.string(), v.number()], 'must be a string or a number'),
    message: v.fallback(v.optional(v.string(), ''), ''),
    field: v.fallback(v.optional(v.string()), undefined),
  }),
  v.transform(({ errorCode, message, field }): ErrorEntry => (field === undefined ? { errorCode: String(errorCode), message } : { errorCode: String(errorCode), message, field })),
);
