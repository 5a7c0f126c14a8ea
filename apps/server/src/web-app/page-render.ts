import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGES, type PageKey } from '@ssf/domain/pages';

/**
 * Public pages drawn on the server (docs/decisions/0220-server-rendered-pages.md): the web app's
 * renderer (apps/web/src/entry-server.tsx, built to dist/.ssr by `npm run build`) draws a page
 * with the data it reads, and the page's HTML carries both, so a visitor reads it before any
 * script has arrived and the app takes it over without reading the data again.
 *
 * The data comes from this server's own API, answered in-process (`inject`): the same routes,
 * validation, services and response cache as the browser's reads, and the visitor's address for
 * the limits on reads. The page HTML itself is kept by the response cache like any read
 * (web-app.ts), so it is dropped by the same writes, on every instance.
 */

/** Where the build writes the renderer, below the web app's build folder (a dot folder: never served). */
export const RENDERER_FILE = path.join('.ssr', 'entry-server.js');

/**
 * The pages drawn on the server: every page a visitor reads. Left to the browser: the admin's
 * area; pages whose address holds a private token and whose data is the visitor's own (a ticket,
 * an application's status, a membership being confirmed), so that it never sits in a page's HTML
 * a link preview or a shared cache could keep; and the badge shown right after joining, whose data
 * travels in the browser's navigation state, not in its address.
 */
const RENDERED_PAGES: readonly PageKey[] = [
  'home',
  'joinUs',
  'team',
  'gallery',
  'blogs',
  'blog',
  'events',
  'event',
  'eventCertificate',
  'recruitment',
  'podcast',
  'badge',
  'verify',
  'form',
];
const renderedPatterns = new Set<string>(RENDERED_PAGES.map((key) => PAGES[key].path));

/** Whether the page `pattern` (null: no page, the not-found page) is drawn on the server. */
export const isRenderedPage = (pattern: string | null, pathname: string) =>
  pattern === null ? !pathname.startsWith(PAGES.admin.path) : renderedPatterns.has(pattern);

interface Renderer {
  render(options: {
    url: string;
    timeZone: string;
    origin: string;
    fetchApi: typeof fetch;
  }): Promise<{ html: string; state: string } | null>;
}

export interface RenderedPage {
  /** The markup inside the root element. */
  html: string;
  /** The page's data as a `<script type="application/json">` block, placed after the root. */
  state: string;
}

/**
 * The renderer of the web build in `dist`, or null when the build has none (the app is then
 * served as a shell, drawn by the browser, as API-only tests and older builds expect).
 */
export function pageRenderer(
  app: FastifyInstance,
  dist: string,
  site: { timeZone: string; publicUrl: string },
) {
  const file = path.join(dist, RENDERER_FILE);
  if (!fs.existsSync(file)) return null;
  let loaded: Promise<Renderer> | null = null;
  const renderer = () => {
    loaded ??= import(pathToFileURL(file).href) as Promise<Renderer>;
    return loaded;
  };

  /** The API's answer to a read the page makes, as the browser would have received it. */
  const apiFor =
    (request: FastifyRequest): typeof fetch =>
    async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
        // The visitor's own address: the limits on reads count the page's reads as theirs.
        remoteAddress: request.ip,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      // A status without a body (304, 204) takes none.
      const body = res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload;
      return new Response(body, { status: res.statusCode, headers });
    };

  /** The page at `url` drawn with its data; null when it cannot be (the shell is served instead). */
  return async (request: FastifyRequest, url: string): Promise<RenderedPage | null> => {
    try {
      const { render } = await renderer();
      return await render({
        url,
        timeZone: site.timeZone,
        origin: new URL(site.publicUrl).origin,
        fetchApi: apiFor(request),
      });
    } catch (err) {
      // A page that fails to draw is still served: as the shell the browser draws.
      request.log.error({ err, url }, 'page rendering failed');
      return null;
    }
  };
}
