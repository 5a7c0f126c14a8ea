import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../src/app/error-boundary.tsx';
import { lazyRoute } from '../src/app/lazy-routes.tsx';
import { renderRoutes } from './render-route.tsx';

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Replace `location` with a copy whose reload is a spy (jsdom cannot navigate). */
function spyOnReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

describe('ErrorBoundary', () => {
  it('renders its children while nothing is wrong', () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });

  it('shows the fallback when a child throws, and its button reloads the page', async () => {
    // React reports the caught error on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = spyOnReload();
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page or try again later.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("the router's error screen", () => {
  it('replaces a route that throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = spyOnReload();
    renderRoutes([{ path: '/', Component: Broken }], '/');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Route error', expect.objectContaining({ message: 'render failed' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('replaces a page whose code fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = lazyRoute({ path: '/' }, () => Promise.reject(new Error('chunk gone')));
    renderRoutes([failing], '/');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });

  it('is left behind by the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(
      [
        { path: '/', element: <h1>Home page</h1> },
        { path: '/broken', Component: Broken },
      ],
      '/broken',
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
