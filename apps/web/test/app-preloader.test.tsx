import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App, createQueryClient } from '../src/app/app.tsx';
import { lazyRoute } from '../src/app/lazy-routes.tsx';

describe('AppPreloader', () => {
  it("stays until the first page's code has loaded, then leaves", async () => {
    let finishLoading: () => void = () => {};
    const pageLoaded = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    // The app as main.tsx starts it, over jsdom's address bar (at /).
    const routes = [
      lazyRoute({ path: '/' }, async () => {
        await pageLoaded;
        return { default: () => <h1>Home page</h1> };
      }),
    ];
    render(<App routes={routes} queryClient={createQueryClient()} />);
    expect(screen.getByTestId('welcome-preloader')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();

    finishLoading();
    // Generous waits: real timers drive the fade, and a loaded CI machine may be slow.
    expect(await screen.findByRole('heading', { name: 'Home page' }, { timeout: 5000 })).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByTestId('welcome-preloader'), { timeout: 10_000 });
  }, 20_000);
});
