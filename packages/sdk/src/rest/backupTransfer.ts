import type { Backup } from '../wire/backups';
import { fileNameFromContentDisposition } from '../rules/backups';
import { ApiError, genericApiError } from './apiError';
import { buildUrl, segment } from './buildUrl';
import { errorEntriesOf } from './errorBody';
import { ErrorCode } from './errorCodes';

/**
 * The two /backup calls that move a file (spec 2 §7): the export answers a
 * zip, the import sends one as multipart with upload progress. fetch has
 * no upload progress, so the upload uses XMLHttpRequest. Failures are the
 * same typed ApiError as the RestClient's.
 */

export interface TransferAuth {
  /** e.g. '/api' or 'http://localhost:8080/api'. */
  apiBase: string;
  /** Sent as the header `sessionId` (spec 1 §3). */
  sessionId: string | null;
}

/** The answer body as an ApiError: its errorCode entries, or a generic one naming the status. */
function failureOf(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  const entries = errorEntriesOf(body);
  return entries ? new ApiError({ status, entries }) : new ApiError({ status, entries: [{ errorCode: ErrorCode.generic, message: `HTTP ${status}` }] });
}

/** GET /backup/export/{id}: the zip and the file name its content-disposition gives (a fallback name otherwise). */
export async function downloadBackup(auth: TransferAuth & { id: string; fetch?: typeof fetch }): Promise<{ fileName: string; blob: Blob }> {
  // Bound: a bare `fetch` reference called as a method throws "Illegal invocation" in browsers.
  const send: typeof fetch = auth.fetch ?? ((input, init) => fetch(input, init));
  let response: Response;
  try {
    response = await send(buildUrl(auth.apiBase, `/backup/export/${segment(auth.id)}`), {
      method: 'GET',
      headers: { accept: 'application/zip, application/json', ...(auth.sessionId ? { sessionId: auth.sessionId } : {}) },
    });
  } catch (error) {
    throw genericApiError(0, error instanceof Error ? error.message : 'Network request failed', error);
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('zip')) throw failureOf(response.status, await response.text());
  const blob = await response.blob();
  return { fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? `backup-${auth.id}.zip`, blob };
}

/** The upload was stopped by its AbortSignal (spec 2 §8: an aborted import has its own toast). */
export class UploadAbortedError extends Error {
  constructor() {
    super('The upload was stopped');
    this.name = 'UploadAbortedError';
  }
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * The members of XMLHttpRequest the upload uses. XMLHttpRequest is a
 * browser global (Node has none), so the sdk does not declare it: a caller
 * passes its constructor, or the browser's is found at run time.
 */
interface UploadRequest {
  status: number;
  responseText: string;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null; onload: (() => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
}

/**
 * POST /backup/import/{sn} as multipart (file, fileName, userId). Calls
 * `onProgress` as the bytes leave, then `onSent` once all are sent (the
 * server is checking the zip: "waiting"). Resolves with the kept backup.
 */
export function uploadBackup(
  auth: TransferAuth & {
    serial: string;
    file: Blob;
    fileName: string;
    userId: string;
    onProgress?: (progress: UploadProgress) => void;
    onSent?: () => void;
    signal?: AbortSignal;
    /** The XMLHttpRequest constructor; the browser's by default. */
    XMLHttpRequest?: new () => unknown;
  },
): Promise<Backup> {
  const Xhr = auth.XMLHttpRequest ?? (globalThis as { XMLHttpRequest?: new () => unknown }).XMLHttpRequest;
  return new Promise<Backup>((resolve, reject) => {
    if (auth.signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    if (!Xhr) {
      reject(genericApiError(0, 'This host has no XMLHttpRequest to upload with'));
      return;
    }
    const xhr = new Xhr() as UploadRequest;
    const form = new FormData();
    form.append('fileName', auth.fileName);
    form.append('userId', auth.userId);
    // The file last: the server reads the text fields first.
    form.append('file', auth.file, auth.fileName);
    xhr.open('POST', buildUrl(auth.apiBase, `/backup/import/${segment(auth.serial)}`));
    xhr.setRequestHeader('accept', 'application/json');
    if (auth.sessionId) xhr.setRequestHeader('sessionId', auth.sessionId);
    xhr.upload.onprogress = (event) => auth.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : auth.file.size });
    xhr.upload.onload = () => auth.onSent?.();
    const onAbort = () => xhr.abort();
    auth.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => auth.signal?.removeEventListener('abort', onAbort);
    xhr.onabort = () => {
      done();
      reject(new UploadAbortedError());
    };
    xhr.onerror = () => {
      done();
      reject(genericApiError(0, 'Network request failed'));
    };
    xhr.onload = () => {
      done();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(failureOf(xhr.status, text));
        return;
      }
      try {
        const body = JSON.parse(text) as unknown;
        if (errorEntriesOf(body)) reject(failureOf(xhr.status, text));
        else resolve((body as { data: Backup }).data);
      } catch (error) {
        reject(genericApiError(xhr.status, 'The server answered with something that is not JSON', error));
      }
    };
    xhr.send(form);
  });
}
