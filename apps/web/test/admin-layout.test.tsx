import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminIndexRedirect from '../src/app/admin-index-redirect.tsx';
import AdminLayout from '../src/app/admin-layout.tsx';
import { AuthProvider } from '../src/lib/auth.tsx';
import DashboardPage from '../src/features/dashboard/dashboard-page.tsx';
import { ADMIN, EDITOR, fakeApi, MEMBER } from './fake-api.ts';
import { LocationProbe, renderRoutes } from './render-route.tsx';

// The dashboard reads its figures through the query cache.
const withAuth = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <AuthProvider>{node}</AuthProvider>
  </QueryClientProvider>
);
const routes = [
  { path: '/admin/login', Component: LocationProbe },
  {
    path: '/admin',
    Component: AdminLayout,
    children: [
      { index: true, Component: AdminIndexRedirect },
      { path: 'dashboard', Component: DashboardPage },
      { path: 'members', element: <p>Members page</p> },
      { path: 'blog', element: <p>Blog page</p> },
      { path: 'blog/new', element: <p>New blog page</p> },
      { path: 'account', element: <p>Account page</p> },
    ],
  },
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminLayout guard', () => {
  it('sends a signed-out visitor to /admin/login without calling the server', async () => {
    const fetch = fakeApi({});
    renderRoutes(routes, '/admin/dashboard', withAuth);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/login');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits for the session check, then lets an admin in', async () => {
    localStorage.setItem('token', 'admin.jwt');
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    fakeApi({
      'GET /api/v1/auth/user': (init) => {
        expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer admin.jwt');
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    renderRoutes(routes, '/admin', withAuth);
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session...');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();

    answer({ status: 200, body: { userData: ADMIN } });
    expect(await screen.findByRole('heading', { name: 'Welcome, Forum Admin' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const expected = [
      ['Dashboard', '/admin/dashboard'],
      ['Members', '/admin/members'],
      ['Gallery', '/admin/gallery'],
      ['Blog', '/admin/blog'],
      ['Team', '/admin/team'],
      ['Events', '/admin/events'],
      ['Recruitment', '/admin/recruitment'],
    ];
    for (const [label, href] of expected) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/admin/password');
  });

  it('treats a signed-in non-admin as signed out', async () => {
    localStorage.setItem('token', 'member.jwt');
    fakeApi({ 'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: MEMBER } }) });
    renderRoutes(routes, '/admin/members', withAuth);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/login');
    expect(screen.queryByText('Members page')).not.toBeInTheDocument();
  });

  it('signs out: the session ends on the server, the token is gone and the login page opens', async () => {
    localStorage.setItem('token', 'admin.jwt');
    const fetch = fakeApi({
      'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }),
      'POST /api/v1/auth/logout': () => ({ status: 200, body: { success: true, message: 'Signed out' } }),
    });
    renderRoutes(routes, '/admin/members', withAuth);
    expect(await screen.findByText('Members page')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/login');
    expect(localStorage.getItem('token')).toBeNull();
    const logout = fetch.mock.calls.find(([url]) => url === '/api/v1/auth/logout');
    expect(new Headers(logout?.[1]?.headers).get('authorization')).toBe('Bearer admin.jwt');
  });

  it('shows an editor only the sections of its role, and says plainly that another is not allowed', async () => {
    localStorage.setItem('token', 'editor.jwt');
    fakeApi({ 'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: EDITOR } }) });
    renderRoutes(routes, '/admin/members', withAuth);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText('Members page')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    for (const shown of ['Dashboard', 'Blog', 'Team', 'Events', 'Gallery', 'Site texts'])
      expect(within(nav).getByRole('link', { name: shown })).toBeInTheDocument();
    for (const hidden of ['Members', 'Recruitment', 'Accounts', 'Activity'])
      expect(within(nav).queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByText('Blog page')).toBeInTheDocument();
  });

  it('lets an account that may only view a section read its list but not open the pages that only change it', async () => {
    localStorage.setItem('token', 'editor.jwt');
    const viewer = { ...EDITOR, permissions: { ...EDITOR.permissions, blogs: 'view' as const } };
    fakeApi({ 'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: viewer } }) });
    const { router } = renderRoutes(routes, '/admin/blog/new', withAuth);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText('New blog page')).not.toBeInTheDocument();
    await act(() => router.navigate('/admin/blog'));
    expect(await screen.findByText('Blog page')).toBeInTheDocument();
  });

  it('sends an account that must set up two-factor sign-in to its account page first', async () => {
    localStorage.setItem('token', 'editor.jwt');
    fakeApi({
      'GET /api/v1/auth/user': () => ({
        status: 200,
        body: { userData: { ...EDITOR, mustSetUpTwoFactor: true } },
      }),
    });
    renderRoutes(routes, '/admin/blog', withAuth);
    expect(await screen.findByText('Account page')).toBeInTheDocument();
  });

  it('opens and closes the menu on narrow screens with its button', async () => {
    localStorage.setItem('token', 'admin.jwt');
    fakeApi({ 'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }) });
    renderRoutes(routes, '/admin/dashboard', withAuth);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Open admin menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(screen.getByRole('button', { name: 'Sign out' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
