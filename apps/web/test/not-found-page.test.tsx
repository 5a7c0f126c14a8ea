import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import NotFoundPage from '../src/app/not-found-page.tsx';
import { LocationProbe, renderRoutes } from './render-route.tsx';

describe('NotFoundPage', () => {
  it('says the page does not exist and links back home', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/', Component: LocationProbe },
        { path: '*', Component: NotFoundPage },
      ],
      '/no/such/page',
    );
    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry the page you are looking for does not exist')).toBeInTheDocument();
    expect(document.title).toBe(
      '404 Not Found | Science and Spirituality Forum | MIT World Peace University',
    );

    const home = screen.getByRole('link', { name: /Go back to Home/ });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
