import { MSG } from '@ssf/domain/messages';
import type { GalleryImage } from '@ssf/domain/schemas/gallery';
import { DEFAULT_SITE_TEXTS, type SiteLeader, type SiteTexts, toSiteTexts } from '@ssf/domain/schemas/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import { GalleryMarquee } from './gallery-marquee.tsx';
import HomePage from './home-page.tsx';
import { LeaderCard } from './leader-card.tsx';
import { splitIntoRows } from './marquee-rows.ts';
import { PlaylistEmbed } from './playlist-embed.tsx';
import { HOME_PODCAST_EPISODES, PODCAST_STRIP_LABEL } from './podcast-strip.tsx';

const image = (n: number, alt = `Picture ${n}`): GalleryImage => ({
  _id: `g${n}`,
  url: `/media/${String(n).padStart(32, '0')}-800.webp`,
  width: 800,
  height: 600,
  alt,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const images = (count: number) => Array.from({ length: count }, (_, i) => image(i + 1));

/** A matchMedia answering the reduce-motion question. */
const reduceMotion = (matches: boolean) =>
  vi.stubGlobal('matchMedia', () => ({ matches, addEventListener() {}, removeEventListener() {} }));

let logged: ReturnType<typeof vi.spyOn>;
let played: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  // jsdom has no media playback.
  played = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('splitIntoRows', () => {
  it('makes three rows of ceil(total / 3), in order', () => {
    expect(splitIntoRows([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(splitIntoRows([1, 2, 3, 4, 5, 6])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(splitIntoRows([1, 2, 3, 4])).toEqual([[1, 2], [3, 4], []]);
    expect(splitIntoRows([1])).toEqual([[1], [], []]);
    expect(splitIntoRows([])).toEqual([[], [], []]);
  });
});

describe('GalleryMarquee', () => {
  const show = (list: GalleryImage[]) =>
    render(
      <MemoryRouter>
        <GalleryMarquee images={list} />
      </MemoryRouter>,
    );

  it('shows three rows in alternating directions, each row repeated with the copies hidden from screen readers', () => {
    show([...images(6), image(7, '')]);
    const rows = screen.getAllByTestId('marquee-row');
    expect(rows).toHaveLength(3);
    const tracks = rows.map((row) => row.firstElementChild as HTMLElement);
    expect(tracks.map((t) => t.className.match(/ssf-marquee-(left|right)/)?.[1])).toEqual([
      'left',
      'right',
      'left',
    ]);
    for (const [i, track] of tracks.entries()) {
      const [first, ...copies] = Array.from(track.children);
      expect(first).not.toHaveAttribute('aria-hidden');
      expect(copies.length % 2).toBe(1); // two equal halves in all
      for (const copy of copies) {
        expect(copy).toHaveAttribute('aria-hidden', 'true');
        expect(Array.from(copy.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual(
          Array.from(first.querySelectorAll('img')).map((img) => img.getAttribute('src')),
        );
      }
      expect(first.querySelectorAll('img')).toHaveLength([3, 3, 1][i]);
    }
    // Screen readers meet each picture once, with its alt text (an empty one is decorative).
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(
      images(6).map((img) => img.alt),
    );
    expect(screen.getAllByRole('presentation')).toHaveLength(1);
  });

  it('can be paused and played again with its button', async () => {
    show(images(3));
    const marquee = screen.getByTestId('gallery-marquee');
    expect(marquee).toHaveAttribute('data-paused', 'false');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pause the gallery' }));
    expect(marquee).toHaveAttribute('data-paused', 'true');
    expect(screen.getByRole('button', { name: 'Play the gallery' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not move at all under reduced motion', () => {
    reduceMotion(true);
    show(images(3));
    for (const row of screen.getAllByTestId('marquee-row')) {
      expect(row.firstElementChild?.className).not.toMatch(/ssf-marquee-(left|right)/);
    }
    expect(screen.queryByRole('button', { name: /the gallery/ })).not.toBeInTheDocument();
  });

  it('shows nothing without pictures', () => {
    const { container } = show([]);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('LeaderCard', () => {
  const leader = (over: Partial<SiteLeader> = {}): SiteLeader => ({
    name: 'Dr. A. Leader',
    title: 'Founder',
    message: '',
    photo: '',
    ...over,
  });

  it('without a message shows the name and title only, with their initials when there is no photo', () => {
    const { container } = render(<LeaderCard leader={leader()} />);
    expect(screen.getByText('Dr. A. Leader')).toBeInTheDocument();
    expect(screen.getByText('Founder')).toBeInTheDocument();
    expect(container.querySelector('blockquote')).toBeNull();
    // Never an empty silhouette: the initials, hidden from screen readers (the name is beside them).
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AL')).toHaveAttribute('aria-hidden', 'true');
  });

  it('with a message shows it as a quote, and the stored photo', () => {
    const photo = `/media/${'a'.repeat(32)}-640.webp`;
    const { container } = render(<LeaderCard leader={leader({ message: 'Ask, and keep asking.', photo })} />);
    expect(container.querySelector('blockquote')).toHaveTextContent('Ask, and keep asking.');
    expect(container.querySelector('img')).toHaveAttribute('src', photo);
  });
});

describe('PlaylistEmbed', () => {
  it('loads nothing from the video platform until the visitor presses play', async () => {
    const { container } = render(<PlaylistEmbed playlistId="PLabcdefghij_-123" title="Videos" />);
    expect(container.querySelector('iframe')).toBeNull();
    const remote = Array.from(container.querySelectorAll('[src]')).filter((el) =>
      /^https?:/.test(el.getAttribute('src') ?? ''),
    );
    expect(remote).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Play the videos' }));
    const frame = screen.getByTitle('Videos');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/videoseries\?list=PLabcdefghij_-123(&|$)/,
    );
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play the videos' })).not.toBeInTheDocument();
  });
});

describe('HomePage', () => {
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>
  );
  const site = (over: Partial<SiteTexts> = {}): SiteTexts => ({
    ...toSiteTexts(DEFAULT_SITE_TEXTS, ['', '']),
    ...over,
  });

  const open = (
    texts: SiteTexts,
    gallery: () => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>,
    lists: { events?: unknown[]; blogs?: unknown[]; episodes?: unknown[] } = {},
  ) => {
    fakeApi({
      'GET /api/v1/site': () => ({ status: 200, body: texts }),
      'GET /api/v1/gallery/all': gallery,
      'GET /api/v1/podcast/episodes': () => ({ status: 200, body: { items: lists.episodes ?? [] } }),
      // The upcoming events' cards only: the home page shows the next one.
      'GET /api/v1/events/cards?eventType=upcoming': () => ({ status: 200, body: lists.events ?? [] }),
      // The newest posts' cards only: the home page shows three.
      'GET /api/v1/blog/cards?limit=3': () => ({ status: 200, body: lists.blogs ?? [] }),
    });
    renderRoutes([{ path: '/', Component: HomePage }], '/', wrap);
  };

  it("draws the texts and leaders without waiting for the gallery, keeping the marquee's place until its pictures come", async () => {
    // The gallery's answer, given below whether or not the marquee has asked for it yet (it asks
    // once it is near the screen: here as soon as it is drawn, jsdom having no IntersectionObserver).
    let answer: (r: { status: number; body: unknown }) => void = () => {};
    const reply = new Promise<{ status: number; body: unknown }>((resolve) => {
      answer = resolve;
    });
    open(site({ about: 'First.\n\nSecond.' }), () => reply);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Science and Spirituality Forum' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About the Forum' })).toBeInTheDocument();
    // The gallery is still being read: its section is there, its rows a placeholder of their height.
    const gallery = screen.getByRole('region', { name: 'Moments from the forum' });
    expect(within(gallery).getByTestId('marquee-placeholder')).toHaveAttribute('aria-busy', 'true');
    expect(within(gallery).queryAllByRole('img')).toHaveLength(0);
    expect(screen.queryAllByTestId('marquee-row')).toHaveLength(0);

    answer({ status: 200, body: images(4) });
    expect(await screen.findAllByTestId('marquee-row')).toHaveLength(2);
    expect(screen.queryByTestId('marquee-placeholder')).toBeNull();
    expect(screen.getByText('First.')).toBeInTheDocument();
    expect(screen.getByText('Second.')).toBeInTheDocument();
    const leaders = screen.getByRole('region', { name: 'Our leadership' });
    for (const leader of DEFAULT_SITE_TEXTS.leaders)
      expect(within(leaders).getByText(leader.name)).toBeInTheDocument();
    expect(leaders.querySelector('blockquote')).toBeNull();
    // No playlist id: no playlist block.
    expect(screen.queryByRole('button', { name: 'Play the videos' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/join-us');
  });

  it('opens with the next upcoming event (its time and place) and the three newest posts', async () => {
    const event = (n: number, eventDate: string) => ({
      _id: `ev-${n}`,
      title: `Event number ${n}`,
      excerpt: 'About it',
      eventType: 'upcoming',
      eventDate,
      venue: n === 2 ? 'Meditation Hall' : null,
      coverImage: `/media/${'a'.repeat(32)}-1600.webp`,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const blog = (n: number) => ({
      _id: `b${n}`,
      slug: `post-${n}`,
      title: `Post number ${n}`,
      summary: `Summary ${n}`,
      readingMinutes: n + 1,
      image: `/media/${'b'.repeat(32)}-1600.webp`,
      createdAt: '2026-03-05T10:00:00.000Z',
      updatedAt: '2026-03-05T10:00:00.000Z',
    });
    // Newest first, as the API answers: the soonest upcoming one is the last in the list.
    const events = [event(3, '2027-02-01T12:30:00.000Z'), event(2, '2027-01-01T12:30:00.000Z')];
    open(site(), () => ({ status: 200, body: [] }), { events, blogs: [1, 2, 3].map(blog) });
    const next = await screen.findByRole('region', { name: 'Coming up' });
    const card = within(next).getByRole('link', { name: /Event number 2/ });
    expect(card).toHaveAttribute('href', '/events/ev-2');
    expect(card).toHaveTextContent('6:00 PM');
    expect(card).toHaveTextContent('Meditation Hall');
    expect(within(next).queryByText('Event number 3')).not.toBeInTheDocument();
    expect(within(next).getByRole('link', { name: /All events/ })).toHaveAttribute('href', '/events');
    const posts = screen.getByRole('region', { name: 'From the blog' });
    expect(
      within(posts)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Post number 1', 'Post number 2', 'Post number 3']);
    // Each card's reading time, as the server counted it.
    expect(within(posts).getByRole('link', { name: /Post number 3/ })).toHaveTextContent('4 min read');
  });

  it('shows the six newest podcast episodes in one labelled row, newest first, and the way to all of them', async () => {
    const episode = (n: number) => ({
      id: `item-${n}`,
      snippet: {
        title: `Episode title ${n}`,
        description: `About episode ${n}`,
        thumbnails: {
          high: { url: `https://i.ytimg.com/vi/video${n}/hqdefault.jpg` },
          maxres: { url: `https://i.ytimg.com/vi/video${n}/maxresdefault.jpg` },
        },
        resourceId: { videoId: `video${n}` },
      },
    });
    open(site(), () => ({ status: 200, body: [] }), {
      episodes: [1, 2, 3, 4, 5, 6, 7, 8].map(episode),
    });
    const band = await screen.findByRole('region', { name: MSG.podcastTitle });
    const row = within(band).getByRole('list', { name: PODCAST_STRIP_LABEL });
    const cards = within(row).getAllByRole('link');
    expect(cards).toHaveLength(HOME_PODCAST_EPISODES);
    // Numbered as on the podcast page (playlist order), the newest first; titles only.
    expect(cards[0]).toHaveAccessibleName('EP 8 Episode title 8 (opens in a new tab)');
    expect(cards[5]).toHaveAccessibleName('EP 3 Episode title 3 (opens in a new tab)');
    expect(within(row).queryByText('About episode 8')).not.toBeInTheDocument();
    expect(cards[0]).toHaveAttribute('href', 'https://www.youtube.com/watch?v=video8');
    expect(cards[0]).toHaveAttribute('target', '_blank');
    expect(cards[0]).toHaveAttribute('rel', 'noopener noreferrer');
    // A small card takes the 480 px thumbnail when that is enough.
    expect(cards[0].querySelector('img')).toHaveAttribute(
      'srcset',
      'https://i.ytimg.com/vi/video8/hqdefault.jpg 480w, https://i.ytimg.com/vi/video8/maxresdefault.jpg 1280w',
    );
    expect(within(band).getByRole('link', { name: /All episodes/ })).toHaveAttribute('href', '/podcast');
  });

  it('shows no podcast band when the playlist is empty', async () => {
    open(site(), () => ({ status: 200, body: [] }));
    expect(await screen.findByRole('heading', { name: 'About the Forum' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MSG.podcastTitle })).not.toBeInTheDocument();
  });

  it("logs 'Error fetching images:' when the gallery fails, and shows the page without it", async () => {
    open(site({ playlistId: 'PLabcdefghij_-123' }), () => ({
      status: 500,
      body: { success: false, message: 'Server error' },
    }));
    expect(await screen.findByRole('heading', { name: 'About the Forum' })).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith(MSG.galleryLoadFailed, expect.anything()));
    // Its kept place goes with it.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Moments from the forum' })).toBeNull());
    expect(screen.queryByTestId('gallery-marquee')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play the videos' })).toBeInTheDocument();
  });

  it('plays a muted, looping background clip without controls, with a poster', async () => {
    open(site(), () => ({ status: 200, body: [] }));
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.controls).toBe(false);
    // The app starts it (the markup alone never fetches the clip): set to load, asked to play.
    expect(video.autoplay).toBe(false);
    expect(video.preload).toBe('auto');
    expect(played).toHaveBeenCalled();
    expect(video).toHaveAttribute('playsinline');
    expect(video.getAttribute('poster')).toMatch(/\.webp$/);
    expect(await screen.findByRole('heading', { name: 'About the Forum' })).toBeInTheDocument();
    // No pictures: no gallery section, once the empty gallery has been read.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Moments from the forum' })).toBeNull());
    expect(screen.queryByTestId('gallery-marquee')).not.toBeInTheDocument();
  });

  it('only shows the poster for visitors who asked for less motion', () => {
    reduceMotion(true);
    open(site(), () => ({ status: 200, body: [] }));
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.autoplay).toBe(false);
    expect(video).toHaveAttribute('preload', 'none');
    expect(played).not.toHaveBeenCalled();
  });
});
