import { DEFAULT_SITE_TEXTS, toSiteTexts } from '@ssf/domain/schemas/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminLayout from '../src/app/admin-layout.tsx';
import PublicLayout from '../src/app/public-layout.tsx';
import { AuthProvider } from '../src/lib/auth.tsx';
import { ADMIN, fakeApi } from './fake-api.ts';
import { renderRoutes } from './render-route.tsx';

/** A page that, like the data pages, shows a spinner first and its heading once "loaded". */
let finishLoading: () => void = () => {};
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    finishLoading = () => setLoaded(true);
  }, []);
  return loaded ? <h1>Slow page</h1> : <p role="status">Loading...</p>;
}

function HomePage() {
  return (
    <>
      <h1>Home page</h1>
      <Link to="/blogs">Read the blogs</Link>
      <Link to="/slow">Open the slow page</Link>
    </>
  );
}

const publicRoutes = [
  {
    path: '/',
    Component: PublicLayout,
    children: [
      { index: true, Component: HomePage },
      { path: 'blogs', element: <h1>Blogs</h1> },
      { path: 'slow', Component: SlowPage },
    ],
  },
];

/** The public frame's footer reads the site texts. */
const withQueries = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {node}
  </QueryClientProvider>
);

beforeEach(() => {
  fakeApi({ 'GET /api/v1/site': () => ({ status: 200, body: toSiteTexts(DEFAULT_SITE_TEXTS, ['', '']) }) });
  // jsdom has no layout, so the router's scroll restoration cannot scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('focus after a client-side navigation (public pages)', () => {
  it('leaves focus alone on the first page of a visit', async () => {
    renderRoutes(publicRoutes, '/', withQueries);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page heading, which gets no Tab stop of its own', async () => {
    renderRoutes(publicRoutes, '/', withQueries);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Read the blogs' }));
    const heading = await screen.findByRole('heading', { name: 'Blogs' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('focuses the main region while the page loads, then its heading', async () => {
    renderRoutes(publicRoutes, '/', withQueries);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Open the slow page' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('main')).toHaveFocus();

    act(() => finishLoading());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toHaveFocus();
  });

  it('does not take focus back once the user has moved on', async () => {
    renderRoutes(publicRoutes, '/', withQueries);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Open the slow page' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    menu.focus();

    act(() => finishLoading());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).not.toHaveFocus();
    expect(menu).toHaveFocus();
  });

  it('moves focus on Back as well', async () => {
    const { router } = renderRoutes(publicRoutes, '/', withQueries);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Read the blogs' }));
    expect(await screen.findByRole('heading', { name: 'Blogs' })).toHaveFocus();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toHaveFocus();
  });
});

describe('focus after a client-side navigation (admin pages)', () => {
  const withAuth = (node: ReactNode) => <AuthProvider>{node}</AuthProvider>;
  const adminRoutes = [
    {
      path: '/admin/login',
      element: <Link to="/admin/dashboard">Signed in, go on</Link>,
    },
    {
      path: '/admin',
      Component: AdminLayout,
      children: [
        { path: 'dashboard', element: <h1>Dashboard heading</h1> },
        { path: 'members', element: <h1>Members heading</h1> },
      ],
    },
  ];

  it('moves focus to the heading of the page opened from the sidebar', async () => {
    localStorage.setItem('token', 'admin.jwt');
    fakeApi({ 'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }) });
    renderRoutes(adminRoutes, '/admin/dashboard', withAuth);
    expect(await screen.findByRole('heading', { name: 'Dashboard heading' })).not.toHaveFocus();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Members' }));
    expect(await screen.findByRole('heading', { name: 'Members heading' })).toHaveFocus();
  });

  it('moves focus into the admin area once its session check is done', async () => {
    localStorage.setItem('token', 'admin.jwt');
    let answer: () => void = () => {};
    fakeApi({
      'GET /api/v1/auth/user': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: { userData: ADMIN } });
        }),
    });
    renderRoutes(adminRoutes, '/admin/login', withAuth);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Signed in, go on' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session...');

    act(() => answer());
    // The focus moves once the page has rendered after the check, which a busy machine may delay.
    const heading = await screen.findByRole('heading', { name: 'Dashboard heading' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
