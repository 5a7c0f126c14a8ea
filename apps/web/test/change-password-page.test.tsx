import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChangePasswordPage from '../src/features/auth/change-password-page.tsx';
import { fakeApi } from './fake-api.ts';
import { renderRoutes } from './render-route.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 'admin.jwt');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function submit(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordPage', () => {
  it('checks length and confirmation before calling the server', async () => {
    const fetch = fakeApi({});
    renderRoutes([{ path: '*', Component: ChangePasswordPage }], '/admin/password');
    await submit('old-password-1', 'short', 'different');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('New password must be at least 10 characters'),
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The new passwords do not match',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's message when the current password is wrong", async () => {
    fakeApi({
      'PUT /api/v1/auth/password': () => ({
        status: 400,
        body: { success: false, message: 'Current password is incorrect' },
      }),
    });
    renderRoutes([{ path: '*', Component: ChangePasswordPage }], '/admin/password');
    await submit('not-my-password', 'a-new-long-password');
    const message = await screen.findByText('Current password is incorrect');
    expect(message.closest('[aria-live]')).not.toBeNull();
  });

  it('sends the current and new password and confirms success', async () => {
    const fetch = fakeApi({
      'PUT /api/v1/auth/password': () => ({
        status: 200,
        body: { success: true, message: 'Password changed successfully' },
      }),
    });
    renderRoutes([{ path: '*', Component: ChangePasswordPage }], '/admin/password');
    await submit('old-password-1', 'a-new-long-password');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'a-new-long-password',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
