import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../src/lib/auth.tsx';
import ChangePasswordPage from '../src/features/auth/change-password-page.tsx';
import { ADMIN, fakeApi, signedInAdminTests } from './fake-api.ts';
import { renderRoutes } from './render-route.tsx';

signedInAdminTests();

// The page lives inside the admin area, under the signed-in admin's session.
const renderPage = () =>
  renderRoutes([{ path: '*', Component: ChangePasswordPage }], '/admin/password', (node) => (
    <AuthProvider>{node}</AuthProvider>
  ));
const session = { 'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }) };

async function submit(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordPage', () => {
  it('checks length and confirmation before calling the server', async () => {
    const fetch = fakeApi(session);
    renderPage();
    await submit('old-password-1', 'short', 'different');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('New password must be at least 10 characters'),
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The new passwords do not match',
    );
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/v1/auth/password');
  });

  it("shows the server's message when the current password is wrong", async () => {
    fakeApi({
      ...session,
      'PUT /api/v1/auth/password': () => ({
        status: 400,
        body: { success: false, message: 'Current password is incorrect' },
      }),
    });
    renderPage();
    await submit('not-my-password', 'a-new-long-password');
    const message = await screen.findByText('Current password is incorrect');
    expect(message.closest('[aria-live]')).not.toBeNull();
  });

  it('sends the current and new password and confirms success', async () => {
    const fetch = fakeApi({
      ...session,
      'PUT /api/v1/auth/password': () => ({
        status: 200,
        body: { success: true, message: 'Password changed successfully', token: 'renewed.jwt' },
      }),
    });
    renderPage();
    await submit('old-password-1', 'a-new-long-password');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([url]) => url === '/api/v1/auth/password');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'a-new-long-password',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('keeps this session signed in with the new token the server hands back', async () => {
    fakeApi({
      ...session,
      'PUT /api/v1/auth/password': () => ({
        status: 200,
        body: { success: true, message: 'Password changed successfully', token: 'new.jwt' },
      }),
    });
    renderPage();
    await submit('old-password-1', 'a-new-long-password');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('new.jwt');
  });
});
