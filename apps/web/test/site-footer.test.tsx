import { DEFAULT_SITE_TEXTS, type SiteTexts, toSiteTexts } from '@ssf/domain/schemas/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../src/app/site-footer.tsx';
import { socialLinks } from '../src/app/site-links.ts';
import { fakeApi } from './fake-api.ts';
import { renderRoutes } from './render-route.tsx';

const withQueries = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {node}
  </QueryClientProvider>
);

const open = (site: SiteTexts) => {
  fakeApi({ 'GET /api/v1/site': () => ({ status: 200, body: site }) });
  renderRoutes([{ path: '*', Component: SiteFooter }], '/', withQueries);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SiteFooter', () => {
  it('has the follow-us links from the site texts: new tabs for the networks, mailto for e-mail', async () => {
    open(
      toSiteTexts(
        {
          ...DEFAULT_SITE_TEXTS,
          contactEmail: 'forum@mitwpu.edu.in',
          social: {
            instagram: 'https://www.instagram.com/forum/',
            linkedin: 'https://www.linkedin.com/company/forum/',
            youtube: 'https://www.youtube.com/@forum',
          },
        },
        ['', ''],
      ),
    );
    const followUs = (await screen.findByRole('heading', { name: 'Follow us' })).parentElement!;
    const links = within(followUs).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.instagram.com/forum/',
      'https://www.linkedin.com/company/forum/',
      'mailto:forum@mitwpu.edu.in',
      'https://www.youtube.com/@forum',
    ]);
    for (const name of [/^Instagram/, /^LinkedIn/, /^YouTube/]) {
      const link = within(followUs).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    }
    const email = within(followUs).getByRole('link', { name: 'E-mail' });
    expect(email).not.toHaveAttribute('target');
  });

  it('leaves out the links the forum left empty', async () => {
    open(
      toSiteTexts(
        {
          ...DEFAULT_SITE_TEXTS,
          contactEmail: '',
          social: { instagram: '', linkedin: 'https://l.example/x', youtube: '' },
        },
        ['', ''],
      ),
    );
    const followUs = (await screen.findByRole('heading', { name: 'Follow us' })).parentElement!;
    expect(
      within(followUs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://l.example/x']);
  });

  it('has no links at all when every one is empty', () => {
    expect(socialLinks({ contactEmail: '', social: { instagram: '', linkedin: '', youtube: '' } })).toEqual(
      [],
    );
  });

  it('shows the 2024 copyright line', () => {
    open(toSiteTexts(DEFAULT_SITE_TEXTS, ['', '']));
    expect(
      screen.getByText(
        '© 2024 Science and Spirituality Forum, MIT World Peace University. All rights reserved.',
      ),
    ).toBeInTheDocument();
  });
});
