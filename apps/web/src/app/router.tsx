import { useEffect, useRef, useState } from 'react';
import { type Location, type RouteObject, useLocation, useRoutes } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { loadMatchedRoutes, matchedRoutesLoaded } from './lazy-routes.tsx';
import { PendingNavigation } from './navigation-loader.tsx';
import { RouteErrorBoundary, RouterErrorScreen } from './router-error-screen.tsx';

export interface AppRoutesProps {
  /** The routes (routes.tsx): lazy ones are drawn once their code has loaded. */
  routes: RouteObject[];
  /** Called once the first page (or the error screen) is drawn instead of the loading screen. */
  onReady?: () => void;
  /**
   * Called when the address changes, before anything is drawn for the new address (its page's
   * reads are asked for with what this sets).
   */
  onLocationChange?: (location: Location) => void;
}

/**
 * Draws the page at the router's address. A page whose code has not loaded yet is loaded first:
 * until then the previous page stays, with the navigation loader over it (useRoutes draws the
 * page at `rendered`, and everything below sees that address); on a first visit the full-screen
 * loader shows instead (a page the server drew has its code loaded before the app starts: main.tsx).
 * A page whose code fails to load, or that throws while drawing, shows the router's error screen
 * until the next navigation.
 */
export function AppRoutes({ routes, onReady, onLocationChange }: AppRoutesProps) {
  const location = useLocation();
  const seen = useRef(location);
  if (seen.current !== location) {
    seen.current = location;
    onLocationChange?.(location);
  }

  const loaded = matchedRoutesLoaded(routes, location.pathname);
  // The address drawn last; the current one as soon as its code is there.
  const [shown, setShown] = useState<Location | null>(loaded ? location : null);
  const [failure, setFailure] = useState<{ location: Location; error: unknown } | null>(null);
  const rendered = loaded ? location : shown;

  useEffect(() => {
    if (loaded) {
      setShown(location);
      return;
    }
    // A later navigation wins over this one if it is quicker.
    let current = true;
    loadMatchedRoutes(routes, location.pathname).then(
      () => {
        if (current) setShown(location);
      },
      (error: unknown) => {
        if (current) setFailure({ location, error });
      },
    );
    return () => {
      current = false;
    };
  }, [routes, location, loaded]);

  const failed = failure !== null && failure.location === location;
  const drawn = failed || rendered !== null;
  useEffect(() => {
    if (drawn) onReady?.();
  }, [drawn, onReady]);

  if (failed) return <RouterErrorScreen error={failure.error} />;
  if (!rendered) return <FullScreenLoader />;
  return (
    <PendingNavigation.Provider value={rendered !== location}>
      <RouteErrorBoundary page={rendered}>
        <RoutesAt routes={routes} location={rendered} />
      </RouteErrorBoundary>
    </PendingNavigation.Provider>
  );
}

function RoutesAt({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}
