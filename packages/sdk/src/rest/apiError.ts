import { ErrorCode, type ErrorEntry } from './errorCodes';

export interface ApiErrorInit {
  /** HTTP status, 0 when the request never got an answer. */
  status: number;
  entries: ErrorEntry[];
  retryAfterSeconds?: number | null;
  cause?: unknown;
}

/**
 * A failed REST call, typed. Every failure the RestClient sees ends up here:
 * an errorCode body, a non-JSON answer or a network failure (DESIGN.md
 * "REST contract"), so callers switch on `errorCode` and never on strings.
 */
export class ApiError extends Error {
  readonly status: number;
  /** First entry's errorCode; '00001' when the body had none (spec 1 §8). */
  readonly errorCode: string;
  readonly entries: ErrorEntry[];
  /** Seconds from the Retry-After header (sent on 429), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(init: ApiErrorInit) {
    const first = init.entries[0];
    super(first?.message || `Request failed (${init.status})`, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.errorCode = first?.errorCode ?? ErrorCode.generic;
    this.entries = init.entries;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }

  /** spec 1 §8: session not found or expired → toast 00003 and forced logout. */
  get isSessionExpired(): boolean {
    return this.errorCode === ErrorCode.sessionNotFound;
  }

  /** spec 1 §8: HTTP 403 ends the real-time link and drops stored credentials. */
  get isForbidden(): boolean {
    return this.status === 403;
  }
}

/** An ApiError for an answer we could not read (no JSON, no errorCode). */
export function genericApiError(status: number, message: string, cause?: unknown): ApiError {
  return new ApiError({ status, entries: [{ errorCode: ErrorCode.generic, message }], cause });
}
