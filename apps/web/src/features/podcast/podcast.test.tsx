import { MSG } from '@ssf/domain/messages';
import type { PlaylistItem } from '@ssf/domain/schemas/podcast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import PodcastPage from './podcast-page.tsx';

const episode = (n: number, { maxres = true, description = `About episode ${n}.` } = {}): PlaylistItem => ({
  id: `item-${n}`,
  snippet: {
    title: `Episode ${n}`,
    description,
    thumbnails: {
      ...(maxres ? { maxres: { url: `https://i.ytimg.com/vi/v${n}/maxresdefault.jpg` } } : {}),
      high: { url: `https://i.ytimg.com/vi/v${n}/hqdefault.jpg` },
    },
    resourceId: { videoId: `v${n}` },
  },
});

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {node}
  </QueryClientProvider>
);

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (reply: { status: number; body: unknown }) => {
  fakeApi({ 'GET /api/v1/podcast/episodes': () => reply });
  renderRoutes([{ path: '/podcast', Component: PodcastPage }], '/podcast', wrap);
};

describe('/podcast', () => {
  it('numbers the episodes EP 1, EP 2, ... in playlist order, each a link to its video in a new tab', async () => {
    open({ status: 200, body: { items: [episode(1), episode(2), episode(3)] } });
    const grid = await screen.findByRole('list', { name: MSG.podcastTitle });
    expect(screen.getByRole('heading', { level: 1, name: MSG.podcastTitle })).toBeInTheDocument();
    const links = within(grid).getAllByRole('link');
    expect(links.map((a) => a.textContent?.match(/EP \d+/)?.[0])).toEqual(['EP 1', 'EP 2', 'EP 3']);
    // Named by what it shows, so voice control users can say it, and that it opens a new tab.
    const second = screen.getByRole('link', {
      name: /^EP 2\s*Episode 2\s*About episode 2\.\s*\(opens in a new tab\)$/,
    });
    expect(second).toHaveAttribute('href', 'https://www.youtube.com/watch?v=v2');
    expect(second).toHaveAttribute('target', '_blank');
    expect(second).toHaveAttribute('rel', 'noopener noreferrer');
    // The play icon is decorative.
    expect(second.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the maxres thumbnail when there is one, else the high one, with its size and lazily', async () => {
    open({ status: 200, body: { items: [episode(1), episode(2, { maxres: false })] } });
    const grid = await screen.findByRole('list', { name: MSG.podcastTitle });
    const [first, second] = grid.querySelectorAll('img');
    expect(first).toHaveAttribute('src', 'https://i.ytimg.com/vi/v1/maxresdefault.jpg');
    expect(first).toHaveAttribute('width', '1280');
    expect(first).toHaveAttribute('height', '720');
    expect(second).toHaveAttribute('src', 'https://i.ytimg.com/vi/v2/hqdefault.jpg');
    expect(second).toHaveAttribute('width', '480');
    expect(second).toHaveAttribute('height', '360');
    for (const img of [first, second]) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('alt', '');
    }
  });

  it("cuts a description longer than 80 characters at a word, to 80 with the '...'", async () => {
    const exactly80 = 'b'.repeat(80);
    const longer = `${'a'.repeat(70)} words and more`;
    open({
      status: 200,
      body: { items: [episode(1, { description: longer }), episode(2, { description: exactly80 })] },
    });
    await screen.findByRole('list', { name: MSG.podcastTitle });
    expect(screen.getByText(`${'a'.repeat(70)} words...`)).toBeInTheDocument();
    expect(screen.queryByText(/and more/)).not.toBeInTheDocument();
    expect(screen.getByText(exactly80)).toBeInTheDocument();
  });

  it("logs 'Error fetching playlist videos' and shows nothing when the fetch fails", async () => {
    open({ status: 502, body: { success: false, message: MSG.podcastUnavailable } });
    await waitFor(() => expect(logged).toHaveBeenCalledWith(MSG.podcastLoadFailed, expect.anything()));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.noPodcastEpisodes)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.podcastUnavailable)).not.toBeInTheDocument();
  });

  it("says 'No episodes yet.' when the playlist is empty or not configured", async () => {
    open({ status: 200, body: { items: [] } });
    expect(await screen.findByText(MSG.noPodcastEpisodes)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalledWith(MSG.podcastLoadFailed, expect.anything());
  });
});
