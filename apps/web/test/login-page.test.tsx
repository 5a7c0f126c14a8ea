import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../src/lib/auth.tsx';
import LoginPage from '../src/features/auth/login-page.tsx';
import { ADMIN, fakeApi, MEMBER } from './fake-api.ts';
import { LocationProbe, renderRoutes } from './render-route.tsx';

const withAuth = (node: ReactNode) => <AuthProvider>{node}</AuthProvider>;
const routes = [
  { path: '/admin/login', Component: LoginPage },
  { path: '/admin/dashboard', Component: LocationProbe },
];
const assign = vi.fn();

beforeEach(() => {
  // The browser is on the login page: the client's 401 rule must leave it there.
  vi.stubGlobal('location', { ...window.location, pathname: '/admin/login', assign });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  assign.mockReset();
});

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it("shows the server's message in a live region when the password is wrong", async () => {
    const fetch = fakeApi({
      'POST /api/v1/auth/login': () => ({
        status: 401,
        body: { success: false, message: 'Invalid email or password' },
      }),
    });
    renderRoutes(routes, '/admin/login', withAuth);
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();

    await signIn('admin@mitwpu.edu.in', 'not-the-password');
    const message = await screen.findByText('Invalid email or password');
    expect(message.closest('[aria-live]')).not.toBeNull();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      email: 'admin@mitwpu.edu.in',
      password: 'not-the-password',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the rate-limit message after too many tries', async () => {
    const tooMany = 'Too many failed sign-in attempts. Please try again later.';
    fakeApi({
      'POST /api/v1/auth/login': () => ({ status: 429, body: { success: false, message: tooMany } }),
    });
    renderRoutes(routes, '/admin/login', withAuth);
    await signIn('admin@mitwpu.edu.in', 'guess-number-6');
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const fetch = fakeApi({});
    renderRoutes(routes, '/admin/login', withAuth);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores the token and opens the dashboard on success', async () => {
    fakeApi({
      'POST /api/v1/auth/login': () => ({
        status: 200,
        body: { success: true, message: 'Login successful', token: 'signed.jwt.token', userData: ADMIN },
      }),
    });
    renderRoutes(routes, '/admin/login', withAuth);
    await signIn('admin@mitwpu.edu.in', 'correct-horse-battery');
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/dashboard');
    expect(localStorage.getItem('token')).toBe('signed.jwt.token');
  });

  it('does not sign in an account that is not an admin', async () => {
    fakeApi({
      'POST /api/v1/auth/login': () => ({
        status: 200,
        body: { success: true, message: 'Login successful', token: 'member.jwt', userData: MEMBER },
      }),
    });
    renderRoutes(routes, '/admin/login', withAuth);
    await signIn('student@mitwpu.edu.in', 'student-password');
    expect(await screen.findByText('You are not allowed to do this')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends a signed-in admin straight to the dashboard', async () => {
    localStorage.setItem('token', 'signed.jwt.token');
    fakeApi({ 'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }) });
    renderRoutes(routes, '/admin/login', withAuth);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/dashboard');
  });
});
