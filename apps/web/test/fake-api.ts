import { afterEach, beforeEach, vi } from 'vitest';

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
type Handler = (init: RequestInit | undefined) => Reply | Promise<Reply>;

/**
 * Stands in for the server in component tests (the server's own behaviour is tested against a real
 * database in apps/server/test): each "METHOD /path" answers with the status and JSON body the
 * server's API gives for it. A call nobody expected fails the test.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected call: ${key}`);
    const { status, body, headers } = await handler(init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const ADMIN = { _id: 'a1', name: 'Forum Admin', email: 'admin@mitwpu.edu.in', isAdmin: true };
export const MEMBER = { _id: 'u1', name: 'Some Student', email: 'student@mitwpu.edu.in', isAdmin: false };

/**
 * For a file of admin screens: each test starts with an admin's token stored and the API client's
 * error logging silenced (the refusals it tests are logged by design), and ends with fetch and
 * every spy restored. The fake server still decides who the token belongs to (GET /auth/user).
 */
export function signedInAdminTests() {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 'admin.jwt');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
