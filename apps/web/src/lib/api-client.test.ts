import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';

function respond(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('api client', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('location', { ...window.location, pathname: '/admin/blog', assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it('sends JSON to /api/v1 with the stored token as a Bearer header', async () => {
    localStorage.setItem('token', 'abc');
    const fetch = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await expect(api.post('/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/v1/thing');
    expect(init?.method).toBe('POST');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer abc');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = respond(200, []);
    vi.stubGlobal('fetch', fetch);
    await api.get('/blog/all');
    expect((fetch.mock.calls[0][1]!.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('on 401 removes token and user and goes to /admin/login, then re-raises', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', '{}');
    vi.stubGlobal('fetch', respond(401, { success: false, message: 'Please sign in to continue' }));
    const error = await api.get('/auth/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });

  it('does not redirect when already on /admin/login', async () => {
    vi.stubGlobal('location', { ...window.location, pathname: '/admin/login', assign });
    vi.stubGlobal('fetch', respond(401, { success: false, message: 'Invalid email or password' }));
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'Access forbidden'],
    [404, 'Resource not found'],
    [500, 'Server error'],
  ])('logs %i as %s and re-raises with the server message', async (status, logged) => {
    vi.stubGlobal('fetch', respond(status, { success: false, message: 'From server', details: { a: 'b' } }));
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(console.error).toHaveBeenCalledWith(logged);
    expect(error.message).toBe('From server');
    expect(error.details).toEqual({ a: 'b' });
  });

  it('logs a network failure and raises status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(console.error).toHaveBeenCalledWith('Network error - no response received');
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    const fetch = respond(200, {});
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.set('title', 'x');
    await api.post('/blog/create', form);
    const init = fetch.mock.calls[0][1];
    expect(init?.body).toBe(form);
    expect((init!.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
