export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | undefined;

export interface RequestInit {
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** The one call every endpoint group is written against. */
export type RequestFn = <T>(method: HttpMethod, path: string, init?: RequestInit) => Promise<T>;

/** The `{ data: ... }` envelope of most answers (docs/contracts.md). */
export interface DataEnvelope<T> {
  data: T;
}
