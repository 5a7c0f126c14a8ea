import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppPreloader } from '../src/app/app-preloader.tsx';

describe('AppPreloader', () => {
  it("stays until the first page's code has loaded, then leaves", async () => {
    let finishLoading: () => void = () => {};
    const pageLoaded = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          HydrateFallback: () => null,
          lazy: async () => {
            await pageLoaded;
            return { Component: () => <h1>Home page</h1> };
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <>
        <RouterProvider router={router} />
        <AppPreloader router={router} />
      </>,
    );
    expect(screen.getByTestId('welcome-preloader')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();

    finishLoading();
    // Generous waits: real timers drive the fade, and a loaded CI machine may be slow.
    expect(await screen.findByRole('heading', { name: 'Home page' }, { timeout: 5000 })).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByTestId('welcome-preloader'), { timeout: 10_000 });
  }, 20_000);
});
