import { API_BASE, REQUEST_TIMEOUT_MS } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';

/** A failed call: `status` 0 means no response arrived (network error or timeout). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: string | Record<string, string>,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const LOGIN_PATH = PAGES.login.path;

/**
 * How calls reach the API: the browser's fetch, or, while the server renders a page
 * (src/entry-server.tsx), the server's own API answered in-process.
 */
let apiFetch: typeof fetch = (input, init) => fetch(input, init);

/** Used by the server's renderer only: its in-process API stands in for the network. */
export function setApiFetch(f: typeof fetch): void {
  apiFetch = f;
}

export function apiUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * What every failed call does: a 401 removes the token and user and goes to /admin/login (unless
 * already there); 403, 404, 500 and no-response are logged; other statuses log the response data.
 */
export function handleFailure(status: number, data: unknown) {
  // On the server (a page being rendered) a failed read is the page's answer, not a visitor's trouble.
  if (typeof window === 'undefined') return;
  if (status === 401) {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
  } else if (status === 403) console.error(MSG.accessForbidden);
  else if (status === 404) console.error(MSG.resourceNotFound);
  else if (status === 500) console.error(MSG.serverError);
  else if (status === 0) console.error(MSG.networkError);
  else console.error(data);
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

interface RequestOptions {
  signal?: AbortSignal;
}

async function request<T>(
  method: string,
  path: string,
  body?: Body,
  options: RequestOptions = {},
): Promise<T> {
  return (await answer<T>(method, path, body, options)).data;
}

/** A call's answer: its parsed body, and its headers (a page of a list says where it stands there). */
async function answer<T>(
  method: string,
  path: string,
  body?: Body,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers = authHeaders();
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await apiFetch(apiUrl(path), { method, headers, body: payload, signal });
  } catch (err) {
    // A caller's own abort (a query being cancelled) is not a network failure.
    if (options.signal?.aborted) throw err;
    handleFailure(0, null);
    throw new ApiError(0, MSG.networkError);
  }
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const data: unknown = isJson
    ? await response.json().catch(() => null)
    : await response.text().catch(() => null);
  if (!response.ok) {
    handleFailure(response.status, data);
    throw errorFromResponse(response.status, data);
  }
  return { data: data as T, headers: response.headers };
}

/** The server's own sentence about a failed call, or 'Failed to process request' when it sent none. */
export function failureMessage(err: unknown): string {
  if (err instanceof ApiError) {
    const message = (err.data as { message?: unknown } | null | undefined)?.message;
    if (typeof message === 'string' && message) return message;
    // No answer at all: the client's own sentence ('Network error - no response received').
    if (err.status === 0) return err.message;
  }
  return MSG.requestFailed;
}

/** The ApiError of a failed answer: its message and details, or a generic sentence. */
export function errorFromResponse(status: number, data: unknown): ApiError {
  const body = (data && typeof data === 'object' ? data : {}) as { message?: unknown; details?: unknown };
  return new ApiError(
    status,
    typeof body.message === 'string' ? body.message : `Request failed (${status})`,
    body.details as ApiError['details'],
    data,
  );
}

/** The headers every call carries: JSON answers, and the session's token when signed in. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // The server renders pages as an anonymous visitor sees them.
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** Download a file from an admin endpoint (the token travels in the header, not the URL). */
async function download(path: string, fileName: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    handleFailure(0, null);
    throw new ApiError(0, MSG.networkError);
  }
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    handleFailure(response.status, data);
    throw new ApiError(response.status, (data as { message?: string } | null)?.message ?? 'Download failed');
  }
  saveFile(await response.blob(), fileName);
}

/** Hands `blob` to the browser as a download named `fileName`, through an object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the file only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  /** A GET whose headers matter too (a page of a list: X-Total-Count, X-Total-Pages). */
  getWithHeaders: <T>(path: string, options?: RequestOptions) => answer<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: Body, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: Body, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: Body, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  download,
};
