import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { AppFrame, createQueryClient } from './app/app.tsx';
import { loadMatchedRoutes } from './app/lazy-routes.tsx';
import { RENDERED_STATE_ID, sendableState } from './app/rendered-state.ts';
import { AppRoutes } from './app/router.tsx';
import { routes } from './app/routes.tsx';
import { setApiFetch } from './lib/api-client.ts';
import { recordDrawnDates, setForumTimeZone } from './lib/dates.ts';
import { setSiteOrigin } from './lib/origin.ts';

/**
 * The server's renderer of public pages (built by `vite build --ssr` into dist/.ssr, loaded by
 * apps/server/src/web-app/page-render.ts): a page's HTML with the data it was drawn from, for the
 * app to take over without reading it again. See docs/decisions/0220-server-rendered-pages.md.
 */

/** How many times a page is drawn at most: a read found while drawing may reveal another. */
const MAX_PASSES = 4;

/** The API of the page being drawn: pages are drawn side by side, each with its visitor's reads. */
const pageApi = new AsyncLocalStorage<typeof fetch>();
setApiFetch((input, init) => {
  const fetchApi = pageApi.getStore();
  if (!fetchApi) throw new Error('an API read outside a page being drawn');
  return fetchApi(input, init);
});

export interface RenderOptions {
  /** The page's address (path and query). */
  url: string;
  /** The forum's time zone (the server's TIME_ZONE). */
  timeZone: string;
  /** The site's address (the server's PUBLIC_URL), where the browser's page would say. */
  origin: string;
  /** The server's API, answered in-process: the same routes, services and response cache. */
  fetchApi: typeof fetch;
}

export interface RenderedPage {
  /** The markup inside the root element. */
  html: string;
  /** The data script to place after the root element. */
  state: string;
}

/** The reads a drawing asked for that have not been made yet (and are allowed to run). */
function waitingReads(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => {
      if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle') return false;
      const { enabled } = q.options as { enabled?: boolean | ((q: unknown) => boolean) };
      return typeof enabled === 'function' ? enabled(q) : enabled !== false;
    });
}

/** JSON for a <script> data block: nothing in it can close the block or open a comment. */
const jsonForScript = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Draws the page at `url`: the code of the routes it matches is loaded, then the page is drawn
 * until every read it makes has been answered (each drawing registers its reads; they are made
 * through `fetchApi`; the next drawing shows their data). Every address is some page (the
 * not-found page at least). A page that sends the visitor elsewhere (`<Navigate>`) does so after
 * the browser has taken it over: on the server it draws nothing, as with any router.
 */
export function render({ url, timeZone, origin, fetchApi }: RenderOptions): Promise<RenderedPage> {
  setForumTimeZone(timeZone);
  setSiteOrigin(origin);
  return pageApi.run(fetchApi, () => draw(url));
}

async function draw(url: string): Promise<RenderedPage> {
  await loadMatchedRoutes(routes, new URL(url, 'http://localhost').pathname);
  // Reads fail once and stay failed: a page's 404 is its answer, drawn as the page draws a
  // failure (the browser draws it the same way when it takes the page over: main.tsx).
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  // Each drawing with the dates and times it wrote, which travel with the last (lib/dates.ts).
  const drawing = () =>
    recordDrawnDates(() =>
      renderToString(
        <StrictMode>
          <AppFrame queryClient={queryClient}>
            <StaticRouter location={url}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </AppFrame>
        </StrictMode>,
      ),
    );
  let drawn = drawing();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const reads = waitingReads(queryClient);
    if (reads.length === 0) break;
    await Promise.all(reads.map((q) => q.fetch().catch(() => undefined)));
    drawn = drawing();
  }
  const state = sendableState(
    dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }),
    drawn.dates,
  );
  queryClient.clear();
  return {
    html: drawn.drawing,
    state: `<script type="application/json" id="${RENDERED_STATE_ID}">${jsonForScript(state)}</script>`,
  };
}
