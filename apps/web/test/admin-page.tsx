import type { UserData } from '@ssf/domain/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, vi } from 'vitest';
import { NoticesProvider } from '../src/components/notices.tsx';
import { AuthProvider } from '../src/lib/auth.tsx';
import { ADMIN, VIEWER } from './fake-api.ts';
import { installFakeXhr } from './fake-xhr.ts';
import { SignedInAs } from './signed-in.tsx';

/**
 * An admin page as the admin layout shows it: to a signed-in account (an owner unless a test says),
 * with a fresh query cache that does not retry and the notices the page announces in.
 */
export const asAdmin = (node: ReactNode, user: UserData = ADMIN) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SignedInAs user={user}>
      <NoticesProvider>{node}</NoticesProvider>
    </SignedInAs>
  </QueryClientProvider>
);

/** The same page to an account that may view every section and change none. */
export const asViewer = (node: ReactNode) => asAdmin(node, VIEWER);

/**
 * For a file of forms that upload images: every test sends through the fake XHR (its progress
 * events), and chosen files get a preview address as a browser gives them.
 */
export function fakeUploadsInTests() {
  beforeEach(() => {
    installFakeXhr();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
  });
}

/** A small PNG file as a file input hands it over; `size` stands in for a larger one. */
export const png = (name: string, size?: number) => {
  const file = new File(['png'], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/**
 * A page under the app's own session (AuthProvider), which asks the fake server who the stored
 * token belongs to, with a fresh query cache and the notices.
 */
export const withSession = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <AuthProvider>
      <NoticesProvider>{node}</NoticesProvider>
    </AuthProvider>
  </QueryClientProvider>
);
