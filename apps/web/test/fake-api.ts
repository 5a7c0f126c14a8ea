import { vi } from 'vitest';

type Reply = { status: number; body: unknown };
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
    const { status, body } = await handler(init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const ADMIN = { _id: 'a1', name: 'Forum Admin', email: 'admin@mitwpu.edu.in', isAdmin: true };
export const MEMBER = { _id: 'u1', name: 'Some Student', email: 'student@mitwpu.edu.in', isAdmin: false };
