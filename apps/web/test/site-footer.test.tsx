import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../src/app/site-footer.tsx';
import { renderRoutes } from './render-route.tsx';

describe('SiteFooter', () => {
  it('has the follow-us links: new tabs for the networks, mailto for e-mail', () => {
    renderRoutes([{ path: '*', Component: SiteFooter }], '/');
    const followUs = screen.getByRole('heading', { name: 'Follow us' }).parentElement!;
    const links = within(followUs).getAllByRole('link');
    expect(links).toHaveLength(4);

    for (const name of [/^Instagram/, /^LinkedIn/, /^YouTube/]) {
      const link = within(followUs).getByRole('link', { name });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    }
    expect(
      within(followUs)
        .getByRole('link', { name: /instagram/i })
        .getAttribute('href'),
    ).toContain('instagram.com');
    expect(
      within(followUs)
        .getByRole('link', { name: /linkedin/i })
        .getAttribute('href'),
    ).toContain('linkedin.com');
    expect(
      within(followUs)
        .getByRole('link', { name: /youtube/i })
        .getAttribute('href'),
    ).toContain('youtube.com');

    const email = within(followUs).getByRole('link', { name: 'E-mail' });
    expect(email).toHaveAttribute('href', 'mailto:ssf@mitwpu.edu.in');
    expect(email).not.toHaveAttribute('target');
  });

  it('shows the 2024 copyright line', () => {
    renderRoutes([{ path: '*', Component: SiteFooter }], '/');
    expect(
      screen.getByText(
        '© 2024 Science and Spirituality Forum, MIT World Peace University. All rights reserved.',
      ),
    ).toBeInTheDocument();
  });
});
