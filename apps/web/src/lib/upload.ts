import { REQUEST_TIMEOUT_MS } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { ApiError, apiUrl, authHeaders, errorFromResponse, handleFailure } from './api-client.ts';

export interface UploadOptions {
  /** Called as the request body goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Send a form with files and report how much of it has gone out. `fetch` cannot report upload
 * progress, so this uses XMLHttpRequest, with the API client's behaviour otherwise: the same base
 * path, token, timeout, failure handling (401 signs out, the rest is logged) and ApiError.
 */
export function upload<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.timeout = REQUEST_TIMEOUT_MS;

    const noResponse = () => {
      handleFailure(0, null);
      reject(new ApiError(0, MSG.networkError));
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      done();
      const isJson = xhr.getResponseHeader('content-type')?.includes('application/json');
      let data: unknown = xhr.responseText;
      if (isJson) {
        try {
          data = JSON.parse(xhr.responseText);
        } catch {
          data = null;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
        return;
      }
      handleFailure(xhr.status, data);
      reject(errorFromResponse(xhr.status, data));
    });
    xhr.addEventListener('error', () => {
      done();
      noResponse();
    });
    xhr.addEventListener('timeout', () => {
      done();
      noResponse();
    });
    xhr.addEventListener('abort', () => {
      done();
      // A caller's own abort (the page left) is not a network failure.
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    });
    xhr.send(form);
  });
}
