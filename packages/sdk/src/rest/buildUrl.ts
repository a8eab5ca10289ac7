import type { QueryValue } from './requestTypes';

/**
 * apiBase + path + query as a string. apiBase may be relative ('/api'), so
 * this does not go through `new URL()`, which needs an absolute base.
 */
export function buildUrl(apiBase: string, path: string, query?: Record<string, QueryValue>): string {
  const base = apiBase.endsWith('/') ? apiBase.slice(0, -1) : apiBase;
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Encodes one path segment (serials and ids come from users and the wire). */
export const segment = (value: string): string => encodeURIComponent(value);
