import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { NoticesProvider } from '../components/notices.tsx';
import { AuthProvider } from '../lib/auth.tsx';
import { AppPreloader } from './app-preloader.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { router } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {/* Above the router: a message outlives the navigation that follows it (save, then the list). */}
          <NoticesProvider>
            <RouterProvider router={router} />
          </NoticesProvider>
          <AppPreloader router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
