import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { allows } from '@ssf/domain/accounts';
import type { UserData } from '@ssf/domain/schemas/auth';
import type { ReactNode } from 'react';
import { NoticesProvider } from '../src/components/notices.tsx';
import { AuthContext } from '../src/lib/auth.tsx';
import { ADMIN, VIEWER } from './fake-api.ts';

/**
 * An admin page as the admin layout shows it: to an account already signed in, whose permissions
 * decide which controls the page offers (the layout waits for the account before any page shows).
 */
export function SignedInAs({ user, children }: { user: UserData; children: ReactNode }) {
  const value = {
    userData: user,
    isAuthenticated: user.isAdmin,
    loading: false,
    login: () => {},
    logout: () => {},
    can: (section: Parameters<typeof allows>[1], level: 'view' | 'edit' = 'view') =>
      allows(user.permissions, section, level),
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * A page with what the admin area gives it: fresh queries that are not retried, the notices, and
 * a signed-in account (an owner unless a test says).
 */
export const asAdminPage = (node: ReactNode, user: UserData = ADMIN) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SignedInAs user={user}>
      <NoticesProvider>{node}</NoticesProvider>
    </SignedInAs>
  </QueryClientProvider>
);

/** The same page to an account that may view every section and change none. */
export const asViewer = (node: ReactNode) => asAdminPage(node, VIEWER);
