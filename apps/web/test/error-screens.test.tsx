import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../src/app/error-boundary.tsx';
import { RouterErrorScreen } from '../src/app/router-error-screen.tsx';
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

describe('RouterErrorScreen', () => {
  it('replaces a route that throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = spyOnReload();
    renderRoutes([{ path: '/', Component: Broken, errorElement: <RouterErrorScreen /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
