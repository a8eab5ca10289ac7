import { ApiError, BULK_IMPORT_FILES, type BulkImportResult } from '@homeport/sdk';

/**
 * POST /location/importDet with upload progress (spec 3 §7: multipart, two
 * files). The sdk's call uses fetch, which reports no upload progress, so
 * the dialog sends the same form (the sdk's field names) by XMLHttpRequest.
 * Failures are the sdk's ApiError, entries as the server sent them.
 */
export function uploadLocations(options: {
  apiBase: string;
  sessionId: string | null;
  centres: File;
  gateways: File;
  onProgress: (percent: number) => void;
}): Promise<BulkImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append(BULK_IMPORT_FILES.centres, options.centres, options.centres.name);
    form.append(BULK_IMPORT_FILES.gateways, options.gateways, options.gateways.name);
    xhr.open('POST', `${options.apiBase.replace(/\/$/, '')}/location/importDet`);
    xhr.setRequestHeader('accept', 'application/json');
    if (options.sessionId) xhr.setRequestHeader('sessionId', options.sessionId);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : options.centres.size + options.gateways.size;
      options.onProgress(total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0);
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, entries: [{ errorCode: '00001', message: 'Network request failed' }] }));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'data' in body) return resolve((body as { data: BulkImportResult }).data);
      const entries =
        Array.isArray(body) && body.every((entry) => entry && typeof entry === 'object') ? (body as ApiErrorEntries) : [{ errorCode: '00001', message: `HTTP ${xhr.status}` }];
      reject(new ApiError({ status: xhr.status, entries }));
    };
    xhr.send(form);
  });
}

type ApiErrorEntries = ConstructorParameters<typeof ApiError>[0]['entries'];
