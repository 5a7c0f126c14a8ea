import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the code of the routes the address matches (the layout and the page), as the server's
 * renderer did before drawing them: the first render then draws the page itself, exactly as the
 * server sent it, instead of the loading screen.
 */
async function loadMatchedRoutes(list: RouteObject[], pathname: string): Promise<void> {
  for (const { route } of matchRoutes(list, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    const loaded = await route.lazy();
    Object.assign(route, loaded);
    route.lazy = undefined;
  }
}

/**
 * The app's router over the browser's address bar; the routes and their paths are in routes.tsx.
 * `hydrate`: the page came rendered from the server (src/hydration.ts), so its routes are loaded
 * first and the router starts ready, as the server's did.
 */
export async function createAppRouter(hydrate: boolean): Promise<AppRouter> {
  if (!hydrate) return createBrowserRouter(routes);
  await loadMatchedRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
}
