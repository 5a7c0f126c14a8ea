import { type ComponentType, useEffect, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';

/** The code of a page (or a layout), loaded when it is first needed: its own chunk. */
export type PageModule = () => Promise<{ default: ComponentType }>;

/** A route's code: loaded once, then drawn synchronously like any component. */
class LazyPage {
  Component: ComponentType | undefined;
  private loading: Promise<void> | undefined;

  constructor(private readonly module: PageModule) {}

  load(): Promise<void> {
    this.loading ??= this.module().then(
      (loaded) => {
        this.Component = loaded.default;
      },
      (error: unknown) => {
        // A failed download (a new release replaced the file, the network dropped) is tried
        // again on the next visit to the page rather than remembered.
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}

/** The lazy code of each route that has some (a route object is what `matchRoutes` hands back). */
const LAZY_PAGES = new WeakMap<RouteObject, LazyPage>();

/**
 * The route's element once its code has loaded. The router (AppRoutes in router.tsx, the
 * server's renderer) loads a route's code before drawing it, so this normally draws the page at
 * once; drawn before that, it shows the spinner and loads the code itself.
 */
function LazyElement({ page }: { page: LazyPage }) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(false);
  const { Component } = page;
  useEffect(() => {
    if (Component) return;
    let current = true;
    page.load().then(
      () => current && setLoaded(true),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [page, Component]);
  // Thrown while drawing, a failed download reaches the error boundary as a page's error would.
  if (failure) throw failure.error;
  return Component ? <Component /> : <FullScreenLoader />;
}

/** `route` drawing the component that `module` loads, when it is first needed. */
export function lazyRoute(route: RouteObject, module: PageModule): RouteObject {
  const page = new LazyPage(module);
  const lazy = { ...route, element: <LazyElement page={page} /> } as RouteObject;
  LAZY_PAGES.set(lazy, page);
  return lazy;
}

/** The lazy code of the routes `pathname` matches that has not loaded yet. */
function pendingPages(routes: RouteObject[], pathname: string): LazyPage[] {
  return (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => LAZY_PAGES.get(route))
    .filter((page): page is LazyPage => page !== undefined && !page.Component);
}

/** Whether the code of every route `pathname` matches (the layout and the page) has loaded. */
export function matchedRoutesLoaded(routes: RouteObject[], pathname: string): boolean {
  return pendingPages(routes, pathname).length === 0;
}

/**
 * Loads the code of the routes `pathname` matches (the layout and the page, side by side), so
 * that they draw at once: before the first drawing of a page the server sent (which then draws
 * exactly what the server did), before the server draws one, and before a navigation shows the
 * next page.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(pendingPages(routes, pathname).map((page) => page.load()));
}
