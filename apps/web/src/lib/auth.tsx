import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { allows, type Section } from '@ssf/domain/accounts';
import { MSG } from '@ssf/domain/messages';
import type { UserData } from '@ssf/domain/schemas/auth';
import { api, TOKEN_KEY, USER_KEY } from './api-client.ts';
import { isTakingOver, pageTakenOver } from './hydrate-later.tsx';

export interface AuthState {
  userData: UserData | null;
  /** True only for a signed-in admin: a non-admin with a token counts as signed out. */
  isAuthenticated: boolean;
  loading: boolean;
  login(token: string, userData: UserData): void;
  /** Signs out: the session ends on the server too, then here. */
  logout(): void;
  /** Whether the account may view (or edit) a section; the server decides, this only hides what it would refuse. */
  can(section: Section, level?: 'view' | 'edit'): boolean;
}

/** The signed-in account; exported for component tests, which supply a fixed one (test/signed-in.tsx). */
export const AuthContext = createContext<AuthState | null>(null);

/** The stored token; none where there is no storage (the server renders pages for anonymous visitors). */
const storedToken = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY));

export function AuthProvider({ children }: { children: ReactNode }) {
  // The token is read once at start; the user is fetched only when there is one. A drawn page
  // (drawn for an anonymous visitor) is taken over as drawn, and the token read once it is the
  // app's: a tab's first read of localStorage waits for the browser to open it (about 20 ms on a
  // fast computer), which is better spent outside the taking over (hydrate-later.tsx).
  const [drawn] = useState(isTakingOver);
  const [token, setToken] = useState<string | null>(() => (drawn ? null : storedToken()));
  const [userData, setUserData] = useState<UserData | null>(null);
  const [loading, setLoading] = useState<boolean>(() => !drawn && Boolean(storedToken()));

  useEffect(() => {
    if (!drawn) return;
    let current = true;
    void pageTakenOver().then(() => {
      if (current) setToken(storedToken());
    });
    return () => {
      current = false;
    };
  }, [drawn]);

  useEffect(() => {
    if (!token) {
      setUserData(null);
      setLoading(false);
      return;
    }
    if (userData) return;
    const controller = new AbortController();
    setLoading(true);
    api
      .get<{ userData: UserData }>('/auth/user', { signal: controller.signal })
      .then((res) => setUserData(res.userData))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the signed-in user', err);
        setUserData(null);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [token, userData]);

  const login = useCallback((newToken: string, user: UserData) => {
    localStorage.setItem(TOKEN_KEY, newToken);
    setUserData(user);
    setToken(newToken);
    setLoading(false);
  }, []);

  const logout = useCallback(() => {
    // The server ends the session, so the token stops working everywhere; signing out here does
    // not wait for it (an offline browser still forgets the token).
    if (localStorage.getItem(TOKEN_KEY)) api.post('/auth/logout').catch(() => {});
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    setToken(null);
    setUserData(null);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      userData,
      isAuthenticated: userData?.isAdmin === true,
      loading,
      login,
      logout,
      can: (section: Section, level: 'view' | 'edit' = 'view') =>
        allows(userData?.permissions, section, level),
    }),
    [userData, loading, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error(MSG.useAuthOutside);
  return ctx;
}
