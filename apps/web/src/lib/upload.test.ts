import { MSG } from '@ssf/domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, lastXhr } from '../../test/fake-xhr.ts';
import { ApiError } from './api-client.ts';
import { upload } from './upload.ts';

const assign = vi.fn();

beforeEach(() => {
  installFakeXhr();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('location', { ...window.location, pathname: '/admin/blog/new', assign });
  assign.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('upload', () => {
  it('sends the form to the API with the token and reports the progress of the body', async () => {
    localStorage.setItem('token', 'admin.jwt');
    const form = new FormData();
    form.append('title', 'Hello');
    const seen: number[] = [];
    const done = upload<{ success: true }>('POST', '/blog/create', form, { onProgress: (f) => seen.push(f) });

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/blog/create');
    expect(xhr.headers.authorization).toBe('Bearer admin.jwt');
    expect(xhr.body).toBe(form);
    expect(xhr.timeout).toBe(30_000);

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200, { success: true });
    await expect(done).resolves.toEqual({ success: true });
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it('turns a refusal into an ApiError with its message and details', async () => {
    const done = upload('POST', '/blog/create', new FormData());
    lastXhr().respond(400, { success: false, message: 'Bad', details: { title: 'Title is required' } });
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Bad', details: { title: 'Title is required' } });
  });

  it('signs out on a 401, like every other call', async () => {
    localStorage.setItem('token', 'expired.jwt');
    localStorage.setItem('user', '{}');
    const done = upload('POST', '/blog/create', new FormData());
    lastXhr().respond(401, { success: false, message: 'Please sign in to continue' });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });

  it.each([
    [403, MSG.accessForbidden],
    [404, MSG.resourceNotFound],
    [500, MSG.serverError],
  ])('logs a %i as every call does', async (status, logged) => {
    const done = upload('POST', '/x', new FormData());
    lastXhr().respond(status, { success: false, message: 'No' });
    await expect(done).rejects.toMatchObject({ status, message: 'No' });
    expect(console.error).toHaveBeenCalledWith(logged);
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports no response as the network error, and logs it', async () => {
    const done = upload('PUT', '/x', new FormData());
    lastXhr().failNetwork();
    await expect(done).rejects.toMatchObject({ status: 0, message: MSG.networkError });
    expect(console.error).toHaveBeenCalledWith(MSG.networkError);
  });

  it('stops when the caller aborts, without calling it a network failure', async () => {
    const controller = new AbortController();
    const done = upload('POST', '/x', new FormData(), { signal: controller.signal });
    controller.abort();
    const err = await done.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(ApiError);
    expect(console.error).not.toHaveBeenCalled();
  });
});
