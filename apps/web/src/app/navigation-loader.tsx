import { createContext, useContext } from 'react';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';

/**
 * Whether the address has moved on to a page whose code is still loading: the page drawn is the
 * previous one until then (AppRoutes in router.tsx).
 */
export const PendingNavigation = createContext(false);

/**
 * While the router fetches the next page's code, the loader covers the page. It fades in after a
 * short delay (a CSS entry transition) so that fast navigations do not flash it.
 */
export function NavigationLoader() {
  const pending = useContext(PendingNavigation);
  if (!pending) return null;
  return (
    <div className="opacity-100 transition-opacity delay-150 duration-200 starting:opacity-0">
      <FullScreenLoader />
    </div>
  );
}
