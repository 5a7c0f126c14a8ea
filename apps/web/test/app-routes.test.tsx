import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, loadMatchedRoutes, type PageModule } from '../src/app/lazy-routes.tsx';
import { NavigationLoader } from '../src/app/navigation-loader.tsx';
import { AppRoutes } from '../src/app/router.tsx';
import { LocationProbe, renderRoutes } from './render-route.tsx';

/** A page module whose code arrives when the test says so. */
function slowModule(Page: () => React.ReactNode) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const module: PageModule = async () => {
    await arrived;
    return { default: Page };
  };
  return { module, arrive: () => act(() => arrive()) };
}

function Frame() {
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/slow">Slow</Link>
        <Link to="/other">Other</Link>
      </nav>
      <Outlet />
      <NavigationLoader />
      <LocationProbe />
    </>
  );
}

const isSpinner = () => screen.queryByText('Loading...') !== null;

describe('AppRoutes', () => {
  it("keeps the current page under the loader while the next page's code loads, then shows it", async () => {
    const slow = slowModule(() => <h1>Slow page</h1>);
    const { router } = renderRoutes(
      [
        {
          path: '/',
          element: <Frame />,
          children: [{ index: true, element: <h1>Home page</h1> }, lazyRoute({ path: 'slow' }, slow.module)],
        },
      ],
      '/',
    );
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(isSpinner()).toBe(false);

    act(() => screen.getByRole('link', { name: 'Slow' }).click());
    // The address has moved on; the page drawn (and the address it sees) has not yet.
    expect(router.location.pathname).toBe('/slow');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(isSpinner()).toBe(true);

    await slow.arrive();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/slow');
    expect(isSpinner()).toBe(false);
  });

  it('shows the full-screen loader on a first visit until the page’s code is there', async () => {
    const slow = slowModule(() => <h1>Slow page</h1>);
    const onReady = vi.fn();
    render(
      <MemoryRouter initialEntries={['/slow']}>
        <AppRoutes routes={[lazyRoute({ path: '/slow' }, slow.module)]} onReady={onReady} />
      </MemoryRouter>,
    );
    expect(isSpinner()).toBe(true);
    expect(onReady).not.toHaveBeenCalled();

    await slow.arrive();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    // Effects run after the next frame.
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
  });

  it('draws a page whose code has loaded at once, with no loader', async () => {
    const slow = slowModule(() => <h1>Slow page</h1>);
    const routes = [
      {
        path: '/',
        element: <Frame />,
        children: [{ index: true, element: <h1>Home page</h1> }, lazyRoute({ path: 'slow' }, slow.module)],
      },
    ];
    await slow.arrive();
    await loadMatchedRoutes(routes, '/slow');
    renderRoutes(routes, '/slow');
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'Home' }).click());
    act(() => screen.getByRole('link', { name: 'Slow' }).click());
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(isSpinner()).toBe(false);
  });

  it('lets a quicker later navigation win over a slower earlier one', async () => {
    const slow = slowModule(() => <h1>Slow page</h1>);
    renderRoutes(
      [
        {
          path: '/',
          element: <Frame />,
          children: [
            { index: true, element: <h1>Home page</h1> },
            lazyRoute({ path: 'slow' }, slow.module),
            { path: 'other', element: <h1>Other page</h1> },
          ],
        },
      ],
      '/',
    );
    act(() => screen.getByRole('link', { name: 'Slow' }).click());
    act(() => screen.getByRole('link', { name: 'Other' }).click());
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();

    await slow.arrive();
    expect(screen.getByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/other');
  });

  it('tells of a new address before the page at it is drawn', async () => {
    const seen: string[] = [];
    function Page({ name }: { name: string }) {
      seen.push(`drawn ${name}`);
      return <h1>{name}</h1>;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes
          routes={[
            {
              path: '/',
              element: <Frame />,
              children: [
                { index: true, element: <Page name="Home page" /> },
                { path: 'other', element: <Page name="Other page" /> },
              ],
            },
          ]}
          onLocationChange={(location) => seen.push(`address ${location.pathname}`)}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'Other' }).click());
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(seen.indexOf('address /other')).toBeGreaterThan(seen.lastIndexOf('drawn Home page'));
    expect(seen.indexOf('address /other')).toBeLessThan(seen.indexOf('drawn Other page'));
    expect(seen.filter((entry) => entry.startsWith('address'))).toEqual(['address /other']);
  });
});
