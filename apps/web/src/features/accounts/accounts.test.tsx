import { ROLE_PRESETS } from '@ssf/domain/accounts';
import { MSG } from '@ssf/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeApi, signedInAdminTests } from '../../../test/fake-api.ts';
import { LocationProbe, renderRoutes } from '../../../test/render-route.tsx';
import { AuthProvider } from '../../lib/auth.tsx';
import AccountsPage from './accounts-page.tsx';
import InvitePage from './invite-page.tsx';

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <AuthProvider>{node}</AuthProvider>
  </QueryClientProvider>
);

const owner = {
  _id: 'a1',
  name: 'Forum Admin',
  email: 'admin@mitwpu.edu.in',
  role: 'owner',
  permissions: ROLE_PRESETS.owner,
  status: 'active',
  twoFactor: false,
  lastSignInAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

signedInAdminTests();

describe('the Accounts page', () => {
  it('invites an officer with the chosen permissions and shows the link once', async () => {
    let sent: unknown = null;
    fakeApi({
      'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }),
      'GET /api/v1/accounts': () => ({ status: 200, body: { accounts: [owner] } }),
      'GET /api/v1/admin/settings': () => ({ status: 200, body: { requireTwoFactor: false } }),
      'POST /api/v1/accounts/invite': (init) => {
        sent = JSON.parse(String(init?.body));
        return {
          status: 201,
          body: {
            success: true,
            message: 'Invitation created',
            invite: {
              _id: 'i1',
              email: 'new@forum.test',
              role: 'editor',
              expiresAt: '2026-12-03T00:00:00.000Z',
            },
            inviteUrl: 'http://localhost:5000/admin/invite/abc',
          },
        };
      },
    });
    renderRoutes([{ path: '/admin/accounts', Component: AccountsPage }], '/admin/accounts', wrap);
    const user = userEvent.setup();
    const form = (await screen.findByRole('heading', { name: 'Invite an officer' })).closest(
      'form',
    ) as HTMLElement;
    await user.type(within(form).getByLabelText('Name'), 'New Officer');
    await user.type(within(form).getByLabelText('Email'), 'new@forum.test');
    await user.selectOptions(within(form).getByLabelText('Role'), 'editor');
    const members = within(form).getByText('Members').closest('label') as HTMLElement;
    await user.selectOptions(within(members).getByRole('combobox'), 'view');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByTestId('one-time-link')).toHaveTextContent(
      'http://localhost:5000/admin/invite/abc',
    );
    expect(sent).toMatchObject({
      name: 'New Officer',
      email: 'new@forum.test',
      role: 'editor',
      permissions: { ...ROLE_PRESETS.editor, members: 'view' },
    });
    // The owner's own row offers no way to change its own access.
    const rows = screen.getAllByTestId('account-row');
    expect(within(rows[0]).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});

describe('the invitation page', () => {
  it('says plainly that an unknown, used or expired link does not work', async () => {
    fakeApi({
      'GET /api/v1/accounts/invite/used': () => ({
        status: 404,
        body: { success: false, message: MSG.invitationNotFound },
      }),
    });
    renderRoutes(
      [
        { path: '/admin/invite/:token', Component: InvitePage },
        { path: '/admin/login', Component: LocationProbe },
      ],
      '/admin/invite/used',
      wrap,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invitationNotFound);
  });
});
