import { vi } from 'vitest';

/**
 * Stands in for XMLHttpRequest in component tests of uploads: the test sees each request (method,
 * URL, headers, body), drives its upload progress and answers it.
 */
export class FakeXhr extends EventTarget {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  timeout = 0;
  readonly upload = new EventTarget();
  private responseHeaders: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }

  /** The browser has sent `loaded` of `total` bytes of the body. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders['content-type'] = 'application/json; charset=utf-8';
    this.dispatchEvent(new Event('load'));
  }
  failNetwork() {
    this.dispatchEvent(new Event('error'));
  }
}

export function installFakeXhr() {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** The request the code under test sent last (fails the test when there is none). */
export function lastXhr(): FakeXhr {
  const request = FakeXhr.requests.at(-1);
  if (!request) throw new Error('No upload was sent');
  return request;
}
