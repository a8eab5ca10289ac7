export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | undefined;

export interface RequestInit {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Non-2xx statuses whose body is an answer, not a failure (login's 300, spec 1 §4.1). */
  acceptStatuses?: number[];
  /** Extra headers of one call (the privacy export's `otp`, spec 2 §7). */
  headers?: Record<string, string>;
}

/** The one call every endpoint group is written against. */
export type RequestFn = <T>(method: HttpMethod, path: string, init?: RequestInit) => Promise<T>;

/** The `{ data: ... }` envelope of most answers (docs/contracts.md). */
export interface DataEnvelope<T> {
  data: T;
}
