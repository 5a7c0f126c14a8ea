import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject, useLocation } from 'react-router';

/** Shows the current path, so a test can see where a redirect or a link led. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Render routes in a memory router opened at `path`; `wrap` adds providers around the router. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  wrap: (node: ReactNode) => ReactNode = (n) => n,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(wrap(<RouterProvider router={router} />));
  return { ...result, router };
}
