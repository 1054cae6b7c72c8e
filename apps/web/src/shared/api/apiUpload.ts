import type { ApiRequestOptions } from './apiClient.ts';
import { apiErrorOf, apiHeaders, apiUrl } from './apiClient.ts';

export interface UploadOptions extends Pick<ApiRequestOptions, 'query' | 'tenant'> {
  /** Bytes sent so far of the file's size. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a file as the raw body of a POST (its own content type) and returns the parsed JSON answer.
 * XMLHttpRequest, because fetch cannot report how much of a request body has gone out.
 */
export function apiUpload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, options.query));
    for (const [name, value] of Object.entries(apiHeaders({ tenant: options.tenant }))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) =>
      options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      let payload: unknown = xhr.responseText;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // Not JSON: kept as text for the error.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(apiErrorOf(xhr.status, payload, xhr.getResponseHeader('x-request-id')));
    };
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
