import * as v from 'valibot';
import { ErrorEntrySchema } from '../wire/errorBody';
import type { ErrorEntry } from './errorCodes';

/**
 * The errorCode entries of a response body, or null when the body is not an
 * error. spec 1 §8: "every response whose body starts with an entry carrying
 * errorCode is an error". A lone object with errorCode is accepted too, as
 * some gateways' proxies unwrap one-element arrays. Entries after the first
 * that do not read as errors are left out.
 */
export function errorEntriesOf(body: unknown): ErrorEntry[] | null {
  const list: unknown[] | null = Array.isArray(body) ? body : typeof body === 'object' && body !== null && 'errorCode' in body ? [body] : null;
  if (!list || list.length === 0 || !v.is(ErrorEntrySchema, list[0])) return null;
  return list.flatMap((raw) => {
    const entry = v.safeParse(ErrorEntrySchema, raw);
    return entry.success ? [entry.output] : [];
  });
}
