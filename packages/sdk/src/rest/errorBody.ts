import type { ErrorEntry } from './errorCodes';

/**
 * The errorCode entries of a response body, or null when the body is not an
 * error. spec 1 §8: "every response whose body starts with an entry carrying
 * errorCode is an error". A lone object with errorCode is accepted too, as
 * some gateways' proxies unwrap one-element arrays.
 */
export function errorEntriesOf(body: unknown): ErrorEntry[] | null {
  const list = Array.isArray(body) ? body : isRecord(body) && 'errorCode' in body ? [body] : null;
  if (!list || list.length === 0 || !hasErrorCode(list[0])) return null;
  return list.filter(hasErrorCode).map(toEntry);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasErrorCode(value: unknown): value is Record<string, unknown> & { errorCode: string | number } {
  return isRecord(value) && (typeof value.errorCode === 'string' || typeof value.errorCode === 'number');
}

function toEntry(raw: Record<string, unknown> & { errorCode: string | number }): ErrorEntry {
  const entry: ErrorEntry = {
    errorCode: String(raw.errorCode),
    message: typeof raw.message === 'string' ? raw.message : '',
  };
  if (typeof raw.field === 'string') entry.field = raw.field;
  return entry;
}
