import { afterEach, beforeEach, onTestFinished, vi } from 'vitest';
import { NO_PERMISSIONS, ROLE_PRESETS, SECTIONS } from '@ssf/domain/accounts';
import { answerSchemaFor } from '@ssf/domain/api-answers';

export type Reply = { status: number; body: unknown; headers?: Record<string, string> };
export type Handler = (init: RequestInit | undefined) => Reply | Promise<Reply>;

/**
 * Stands in for the server in component tests (the server's own behaviour is tested against a real
 * database in apps/server/test): each "METHOD /path" answers with the status and JSON body the
 * server's API gives for it. A call nobody expected fails the test, and so does a successful
 * answer the server could not give: it is parsed with the route's answer schema from the domain
 * (@ssf/domain/api-answers), the one the server checks its own answers against.
 */
export function fakeApi(routes: Record<string, Handler>) {
  // The app under test may catch a failed fetch and show an error state: a wrong fake answer
  // still fails the test when it ends.
  const wrongAnswers: string[] = [];
  onTestFinished(() => {
    if (wrongAnswers.length) throw new Error(wrongAnswers.join('\n'));
  });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected call: ${key}`);
    const method = init?.method ?? 'GET';
    const { status, body, headers } = await handler(init);
    const answer = answerSchemaFor(method, url);
    if (answer && status === answer.status) {
      const parsed = answer.schema.safeParse(body);
      if (!parsed.success) {
        wrongAnswers.push(`The fake answer to ${key} is not one the server gives: ${parsed.error.message}`);
        throw new Error(wrongAnswers[wrongAnswers.length - 1]);
      }
    }
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const ADMIN = {
  _id: 'a1',
  name: 'Forum Admin',
  email: 'admin@mitwpu.edu.in',
  isAdmin: true,
  role: 'owner' as const,
  permissions: ROLE_PRESETS.owner,
  twoFactor: false,
  mustSetUpTwoFactor: false,
};
export const MEMBER = {
  _id: 'u1',
  name: 'Some Student',
  email: 'student@mitwpu.edu.in',
  isAdmin: false,
  role: 'editor' as const,
  permissions: NO_PERMISSIONS,
  twoFactor: false,
  mustSetUpTwoFactor: false,
};
/** An account of the editor role (blogs, events, team, gallery, site, forms). */
export const EDITOR = {
  ...ADMIN,
  _id: 'e1',
  name: 'Forum Editor',
  role: 'editor' as const,
  permissions: ROLE_PRESETS.editor,
};

/** A reviewer whose role was adjusted to view every section and change none. */
export const VIEWER = {
  ...ADMIN,
  _id: 'v1',
  name: 'Forum Viewer',
  role: 'reviewer' as const,
  permissions: Object.fromEntries(SECTIONS.map((s) => [s, 'view'])) as typeof ROLE_PRESETS.owner,
};

/**
 * For a file of admin screens: each test starts with an admin's token stored, the API client's
 * error logging silenced (the refusals it tests are logged by design) and window scrolling a no-op
 * (jsdom has none), and ends with fetch and every spy restored. The fake server still decides who
 * the token belongs to (GET /auth/user).
 */
export function signedInAdminTests() {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    localStorage.setItem('token', 'admin.jwt');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
