import { act, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageScrollRestoration, scrollKey } from '../src/app/page-scroll.tsx';
import { recordScrolls } from './record-scrolls.ts';
import { renderRoutes } from './render-route.tsx';

function Frame() {
  return (
    <>
      <Link to="/">Home</Link>
      <Link to="/blogs">Blogs</Link>
      <Link to="/blogs#comments">Comments</Link>
      <Outlet />
      <PageScrollRestoration />
    </>
  );
}

const routes = [
  {
    path: '/',
    element: <Frame />,
    children: [
      { index: true, element: <h1>Home page</h1> },
      {
        path: 'blogs',
        element: (
          <>
            <h1>Blogs</h1>
            <section id="comments">Comments</section>
          </>
        ),
      },
    ],
  },
];

/** jsdom lays nothing out: the window's position is what the page (or the reader) last set. */
function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollWindow(0);
  scrollTo = vi.fn((_x: number, y: number) => scrollWindow(y));
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const follow = (name: string) => act(() => screen.getByRole('link', { name }).click());

// The first test draws the first page of the file's "visit": the positions live as long as the page.
describe('scroll positions', () => {
  it('leaves the first page where it is, then starts each new page at the top', async () => {
    // The reader scrolled the page the server drew before the app took it over.
    scrollWindow(300);
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    follow('Blogs');
    expect(await screen.findByRole('heading', { name: 'Blogs' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('returns to where the reader was on Back, and to the top again on a new visit of the page', async () => {
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    scrollWindow(500);
    follow('Blogs');
    expect(await screen.findByRole('heading', { name: 'Blogs' })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);
    scrollWindow(120);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);

    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Blogs' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);

    follow('Home');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('goes to the element an address’s #hash names', async () => {
    const scrolled = recordScrolls();
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    scrollTo.mockClear();
    follow('Comments');
    expect(await screen.findByRole('heading', { name: 'Blogs' })).toBeInTheDocument();
    expect(scrolled).toEqual([document.getElementById('comments')]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions in the tab’s session storage when the document is left, for a reload', async () => {
    const { router } = renderRoutes(routes, '/blogs');
    expect(await screen.findByRole('heading', { name: 'Blogs' })).toBeInTheDocument();
    scrollWindow(640);
    window.dispatchEvent(new Event('pagehide'));
    const kept = JSON.parse(sessionStorage.getItem('ssf-scroll-positions') ?? '{}');
    expect(kept[scrollKey(router.location)]).toBe(640);
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
