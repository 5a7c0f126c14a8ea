import { DEFAULT_SITE_TEXTS, toSiteTexts } from '@ssf/domain/schemas/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSiteTexts } from '../src/lib/site.ts';
import { fakeApi } from './fake-api.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useSiteTexts', () => {
  it("shows the new install's texts when the call fails (loaded only then)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /api/v1/site': () => ({ status: 500, body: { success: false, message: 'x' } }) });
    const { result } = renderHook(() => useSiteTexts(), { wrapper });
    expect(result.current.site).toBeNull();
    await waitFor(() => expect(result.current.site).toEqual(toSiteTexts(DEFAULT_SITE_TEXTS, ['', ''])));
    expect(result.current.isError).toBe(true);
  });

  it('shows the texts the server answers', async () => {
    const site = toSiteTexts({ ...DEFAULT_SITE_TEXTS, about: 'Our own words.' }, ['', '']);
    fakeApi({ 'GET /api/v1/site': () => ({ status: 200, body: site }) });
    const { result } = renderHook(() => useSiteTexts(), { wrapper });
    await waitFor(() => expect(result.current.site).toEqual(site));
  });
});
