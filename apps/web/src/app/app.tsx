import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { BrowserRouter, type Location, type RouteObject } from 'react-router';
import { NoticesProvider } from '../components/notices.tsx';
import { AuthProvider } from '../lib/auth.tsx';
import { AppPreloader } from './app-preloader.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppRoutes } from './router.tsx';

/** The app's cache of API reads; the server's renderer makes one per page the same way. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
}

/**
 * Everything around the router: the same tree in the browser and in the server's renderer
 * (src/entry-server.tsx), so a page rendered on the server is taken over without a change.
 * `after` is drawn beside the notices (the browser's welcome screen).
 */
export function AppFrame({
  queryClient,
  children,
  after,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {/* Above the router: a message outlives the navigation that follows it (save, then the list). */}
          <NoticesProvider>{children}</NoticesProvider>
          {after}
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

/**
 * The app in the browser: its routes over the address bar (routes.tsx), and the welcome screen
 * until the first page is drawn. `onLocationChange`: see AppRoutes.
 */
export function App({
  routes,
  queryClient,
  onLocationChange,
}: {
  routes: RouteObject[];
  queryClient: QueryClient;
  onLocationChange?: (location: Location) => void;
}) {
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <AppFrame queryClient={queryClient} after={<AppPreloader ready={ready} />}>
      <BrowserRouter>
        <AppRoutes routes={routes} onReady={onReady} onLocationChange={onLocationChange} />
      </BrowserRouter>
    </AppFrame>
  );
}
