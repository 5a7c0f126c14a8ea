import { allows } from '@ssf/domain/accounts';
import type { UserData } from '@ssf/domain/schemas/auth';
import type { ReactNode } from 'react';
import { AuthContext } from '../src/lib/auth.tsx';

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
