import { fileNameFromContentDisposition } from '../rules/backups';
import { ApiError, genericApiError } from './apiError';
import { buildUrl } from './buildUrl';
import { errorEntriesOf } from './errorBody';

export interface DownloadAuth {
  /** e.g. '/api' or 'http://localhost:8080/api'. */
  apiBase: string;
  /** Sent as the header `sessionId` (spec 1 §3). */
  sessionId: string | null;
  fetch?: typeof fetch;
}

/**
 * A call that answers a file (an export, a report, a CSV): the answer is a
 * file only when it is 2xx and names itself in content-disposition;
 * anything else is read as the errorCode body and thrown as the same typed
 * ApiError as the RestClient's. The caller reads the body (blob or text).
 */
export async function fetchDownload(auth: DownloadAuth, path: string, options: { accept: string; body?: unknown }): Promise<{ response: Response; fileName: string | null }> {
  // Bound: a bare `fetch` reference called as a method throws "Illegal invocation" in browsers.
  const send: typeof fetch = auth.fetch ?? ((input, init) => fetch(input, init));
  const headers: Record<string, string> = { accept: options.accept };
  if (auth.sessionId) headers.sessionId = auth.sessionId;
  let response: Response;
  try {
    response = await send(
      buildUrl(auth.apiBase, path),
      options.body === undefined ? { headers } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(options.body) },
    );
  } catch (error) {
    throw genericApiError(0, error instanceof Error ? error.message : 'Network request failed', error);
  }
  const disposition = response.headers.get('content-disposition');
  if (!response.ok || disposition === null) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
    const entries = errorEntriesOf(body);
    throw entries ? new ApiError({ status: response.status, entries }) : genericApiError(response.status, `HTTP ${response.status}`);
  }
  return { response, fileName: fileNameFromContentDisposition(disposition) };
}
