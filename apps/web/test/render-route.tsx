import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  type InitialEntry,
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppRoutes } from '../src/app/router.tsx';

/** Shows the current path, so a test can see where a redirect or a link led. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** What a test reads of the memory router and does with it. */
export interface TestRouter {
  /** The router's address. */
  readonly location: Location;
  /** Navigates as a link or the Back button would (`-1`). */
  readonly navigate: NavigateFunction;
}

/**
 * Render routes in a memory router opened at `entry`, drawn as the app draws its routes
 * (AppRoutes); `wrap` adds providers around the router.
 */
export function renderRoutes(
  routes: RouteObject[],
  entry: InitialEntry,
  wrap: (node: ReactNode) => ReactNode = (n) => n,
) {
  let location: Location | undefined;
  let navigate: NavigateFunction | undefined;
  function RouterProbe() {
    location = useLocation();
    navigate = useNavigate();
    return null;
  }
  const result = render(
    wrap(
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes routes={routes} />
        <RouterProbe />
      </MemoryRouter>,
    ),
  );
  const router: TestRouter = {
    get location() {
      return location!;
    },
    get navigate() {
      return navigate!;
    },
  };
  return { ...result, router };
}
