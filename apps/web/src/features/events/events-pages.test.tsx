import { MSG } from '@ssf/domain/messages';
import { type Event, eventCardOf } from '@ssf/domain/schemas/event';
import { REGISTRATION_OFF } from '@ssf/domain/schemas/event-registration';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { anEvent, media } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import { EventGallery } from './event-gallery.tsx';
import EventPage from './event-page.tsx';
import { showsActionLink } from './event-rules.ts';
import EventsPage from './events-page.tsx';

const event = (n: number, extra: Partial<Event> = {}): Event =>
  anEvent(n, {
    description: `<p>About <strong>event ${n}</strong></p>`,
    eventDate: `2026-0${(n % 9) + 1}-05T13:00:00.000Z`,
    ...extra,
  });

const upcoming = (n: number, extra: Partial<Event> = {}) =>
  event(n, {
    eventType: 'upcoming',
    buttonText: 'Register',
    buttonLink: 'https://example.org/register',
    ...extra,
  });

/** The events as the lists read them (GET /events/cards). */
const cards = (events: Event[]) => events.map(eventCardOf);

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {node}
  </QueryClientProvider>
);
const routes = [
  { path: '/events', Component: EventsPage },
  { path: '/events/:id', Component: EventPage },
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('event rules', () => {
  it('keeps a heading apart from the paragraph after it and never ends a card mid-word', async () => {
    const retreat = upcoming(1, {
      description:
        '<h2>A day to slow down</h2><p>A guided retreat on <strong>attention</strong>, breath and the night sky, with contemplative walks.</p>',
    });
    fakeApi({ 'GET /api/v1/events/cards': () => ({ status: 200, body: cards([retreat]) }) });
    renderRoutes(routes, '/events', wrap);
    const card = await screen.findByRole('link', { name: /Event number 1/ });
    const excerpt = within(card).getByText(/A day to slow down/);
    // The line break is kept on screen (pre-line), so the heading reads as a line of its own.
    expect(excerpt.textContent).toBe(
      'A day to slow down\nA guided retreat on attention, breath and the night sky...',
    );
    expect(excerpt).toHaveClass('whitespace-pre-line');
    expect(excerpt.textContent).not.toMatch(/down A guided/);
    expect(excerpt.textContent!.length).toBeLessThanOrEqual(80);
  });

  it("hides the action link when its link is the text 'undefined', or it has no text or link", () => {
    const base = { eventType: 'upcoming' as const, buttonText: 'Register', buttonLink: 'https://x.org' };
    expect(showsActionLink(base)).toBe(true);
    expect(showsActionLink({ ...base, buttonLink: 'undefined' })).toBe(false);
    expect(showsActionLink({ ...base, buttonText: null })).toBe(false);
    expect(showsActionLink({ ...base, buttonText: '' })).toBe(false);
    expect(showsActionLink({ ...base, buttonLink: null })).toBe(false);
    expect(showsActionLink({ ...base, eventType: 'previous' })).toBe(false);
  });
});

describe('/events', () => {
  it('shows upcoming events soonest first and previous events three a page, the page in the address', async () => {
    const list = [
      upcoming(9, { eventDate: '2027-03-01T10:00:00.000Z' }),
      upcoming(8, { eventDate: '2027-01-01T10:00:00.000Z', venue: 'Main Auditorium' }),
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => event(n)),
    ];
    fakeApi({ 'GET /api/v1/events/cards': () => ({ status: 200, body: cards(list) }) });
    const { router } = renderRoutes(routes, '/events', wrap);
    expect(screen.getByRole('status')).toHaveTextContent('Loading events...');

    const upcomingSection = await screen.findByRole('region', { name: 'Upcoming Events' });
    const soon = within(upcomingSection).getAllByRole('link');
    expect(soon.map((l) => within(l).getByRole('heading').textContent)).toEqual([
      'Event number 8',
      'Event number 9',
    ]);
    // The first card is the page's largest paint: it loads at once; the others lazily.
    expect(soon[0].querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(soon[1].querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(soon[0].querySelector('img')?.getAttribute('srcset')).toContain('-480.webp 480w');
    expect(soon[0].querySelector('img')).toHaveAttribute('width');
    expect(soon[0]).toHaveAttribute('href', '/events/ev-8');
    expect(soon[0]).toHaveTextContent('January 1, 2027');
    expect(soon[0]).toHaveTextContent('About event 8');
    // An upcoming card says when (the time on the forum's clocks) and where, and is marked so.
    expect(soon[0]).toHaveTextContent('3:30 PM');
    expect(soon[0]).toHaveTextContent('Main Auditorium');
    expect(within(soon[0]).getByText('Upcoming')).toBeInTheDocument();
    expect(soon[1]).not.toHaveTextContent('Main Auditorium');

    const previous = screen.getByRole('region', { name: 'Previous Events' });
    const titles = () =>
      within(previous)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual(['Event number 1', 'Event number 2', 'Event number 3']);
    const nav = within(previous).getByRole('navigation', { name: 'Previous events pages' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(titles()).toEqual(['Event number 4', 'Event number 5', 'Event number 6']);
    expect(router.location.search).toBe('?page=2');
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Event number 7']);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(titles()).toEqual(['Event number 4', 'Event number 5', 'Event number 6']);
  });

  it('opens the page named in the address, and the last page for a page past the end', async () => {
    fakeApi({
      'GET /api/v1/events/cards': () => ({ status: 200, body: cards([1, 2, 3, 4].map((n) => event(n))) }),
    });
    renderRoutes(routes, '/events?page=7', wrap);
    const previous = await screen.findByRole('region', { name: 'Previous Events' });
    expect(within(previous).getAllByRole('link')).toHaveLength(1);
    expect(within(previous).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when either section is empty', async () => {
    fakeApi({ 'GET /api/v1/events/cards': () => ({ status: 200, body: [] }) });
    renderRoutes(routes, '/events', wrap);
    expect(await screen.findByText('No upcoming events at the moment.')).toBeInTheDocument();
    expect(screen.getByText('No previous events to show.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the failure’s message when the list cannot be loaded', async () => {
    fakeApi({
      'GET /api/v1/events/cards': () => ({
        status: 503,
        body: { success: false, message: 'Database unavailable' },
      }),
    });
    renderRoutes(routes, '/events', wrap);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/events/:id', () => {
  it('shows an upcoming event with its badge, long date, action link and calendar link', async () => {
    fakeApi({ 'GET /api/v1/events/ev-1': () => ({ status: 200, body: upcoming(1) }) });
    renderRoutes(routes, '/events/ev-1', wrap);
    expect(await screen.findByRole('heading', { level: 1, name: 'Event number 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/events');
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    // 13:00 UTC on 5 February is 18:30 in the forum's time zone.
    expect(screen.getByText('Thursday, February 5, 2026, 6:30 PM')).toBeInTheDocument();
    expect(screen.getByText('event 1', { selector: 'strong' })).toBeInTheDocument();
    const action = screen.getByRole('link', { name: 'Register (opens in a new tab)' });
    expect(action).toHaveAttribute('href', 'https://example.org/register');
    expect(action).toHaveAttribute('target', '_blank');
    expect(action.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/v1/events/ev-1/calendar.ics',
    );
    expect(document.title).toMatch(/^Event number 1 \| /);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About...');
    // One picture: no gallery.
    expect(screen.queryByRole('region', { name: /Photos of/ })).toBeNull();
  });

  it('asks for the registrant’s name and email by name, the form saying its one sentence', async () => {
    const fetch = fakeApi({
      'GET /api/v1/events/ev-3': () => ({
        status: 200,
        body: upcoming(3, {
          eventDate: '2030-02-05T13:00:00.000Z',
          registration: { ...REGISTRATION_OFF, enabled: true },
        }),
      }),
      'GET /api/v1/member/join-form': () => ({ status: 200, body: { emailDomain: 'mitwpu.edu.in' } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/events/ev-3', wrap);
    const panel = await screen.findByRole('region', { name: 'Register' });
    await user.click(within(panel).getByRole('button', { name: /Register/ }));
    const name = within(panel).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name');
    expect(within(panel).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter your email'),
    );
    expect(within(panel).getByText(MSG.fillRequired)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("hides the action link when its link is the text 'undefined'", async () => {
    fakeApi({
      'GET /api/v1/events/ev-2': () => ({ status: 200, body: upcoming(2, { buttonLink: 'undefined' }) }),
    });
    renderRoutes(routes, '/events/ev-2', wrap);
    expect(await screen.findByRole('link', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Register/ })).toBeNull();
  });

  it('shows a previous event’s cover and extra images as a gallery, without upcoming links', async () => {
    fakeApi({
      'GET /api/v1/events/ev-3': () => ({
        status: 200,
        body: event(3, { images: [media('b'), media('c')] }),
      }),
    });
    renderRoutes(routes, '/events/ev-3', wrap);
    const gallery = await screen.findByRole('region', { name: 'Photos of Event number 3' });
    expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(gallery).getAllByRole('button', { name: /^Show photo/ })).toHaveLength(3);
    expect(screen.getByText('Previous')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it("says 'Event not found' for an unknown event", async () => {
    fakeApi({
      'GET /api/v1/events/nope': () => ({
        status: 404,
        body: { success: false, message: 'Event not found' },
      }),
    });
    renderRoutes(routes, '/events/nope', wrap);
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Events/ })).toBeInTheDocument();
  });
});

describe('the event gallery', () => {
  const pictures = [media('a'), media('b'), media('c')];
  const main = () => screen.getByRole('img', { name: /^Talk \(\d of 3\)$/ });
  const shown = () => main().getAttribute('alt');

  function fakeReducedMotion(reduce: boolean) {
    vi.stubGlobal('matchMedia', () => ({
      matches: reduce,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }

  it('moves on every 5000 ms, round and round, without announcing itself', () => {
    vi.useFakeTimers();
    render(<EventGallery pictures={pictures} title="Talk" />);
    expect(shown()).toBe('Talk (1 of 3)');
    expect(screen.getByText('Photo 1 of 3')).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(4999));
    expect(shown()).toBe('Talk (1 of 3)');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('Talk (2 of 3)');
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('Talk (3 of 3)');
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('Talk (1 of 3)');
    expect(screen.getByRole('button', { name: 'Show photo 1 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('holds still while the pointer is over it', () => {
    vi.useFakeTimers();
    render(<EventGallery pictures={pictures} title="Talk" />);
    const region = screen.getByRole('region', { name: 'Photos of Talk' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15000));
    expect(shown()).toBe('Talk (1 of 3)');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('Talk (2 of 3)');
  });

  it('holds still while focus is inside, and a thumbnail shows its picture, announced politely', () => {
    vi.useFakeTimers();
    render(<EventGallery pictures={pictures} title="Talk" />);
    const third = screen.getByRole('button', { name: 'Show photo 3 of 3' });
    act(() => third.focus());
    fireEvent.click(third);
    expect(shown()).toBe('Talk (3 of 3)');
    expect(screen.getByText('Photo 3 of 3')).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(20000));
    expect(shown()).toBe('Talk (3 of 3)');
    act(() => third.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('Talk (1 of 3)');
  });

  it('stops and starts again with its Pause button', () => {
    vi.useFakeTimers();
    render(<EventGallery pictures={pictures} title="Talk" />);
    const pause = screen.getByRole('button', { name: 'Pause slideshow' });
    fireEvent.click(pause);
    act(() => pause.blur());
    act(() => vi.advanceTimersByTime(20000));
    expect(shown()).toBe('Talk (1 of 3)');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('Talk (2 of 3)');
  });

  it('never moves by itself for a visitor who asked for reduced motion', () => {
    fakeReducedMotion(true);
    vi.useFakeTimers();
    render(<EventGallery pictures={pictures} title="Talk" />);
    act(() => vi.advanceTimersByTime(60000));
    expect(shown()).toBe('Talk (1 of 3)');
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(shown()).toBe('Talk (2 of 3)');
    expect(screen.getByText('Photo 2 of 3')).toHaveAttribute('aria-live', 'polite');
  });
});
