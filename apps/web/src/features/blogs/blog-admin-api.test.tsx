import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Blog } from '@ssf/domain/schemas/blog';
import { fakeApi } from '../../../test/fake-api.ts';
import { installFakeXhr, lastXhr } from '../../../test/fake-xhr.ts';
import { blogKeys } from '../../lib/blogs.ts';
import { useDeleteBlog, useSaveBlog } from './blog-admin-api.ts';

const blog: Blog = {
  _id: 'id-1',
  slug: 'post-1',
  title: 'Post number 1',
  summary: 'Summary 1',
  content: '<p>Body</p>',
  image: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};

// Every blog read the public pages and the admin list keep: the cards (all of them and the newest
// few), the admin's page, one post.
const READS = [
  blogKeys.cards(),
  blogKeys.cards(3),
  blogKeys.cards(4),
  blogKeys.page(1),
  blogKeys.one('post-1'),
];

/** A client holding every read, fresh, and the hooks' wrapper around it. */
function withReads() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const key of READS) client.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = () => READS.filter((key) => client.getQueryState(key)?.isInvalidated);
  return { client, wrapper, invalidated };
}

beforeEach(() => {
  installFakeXhr();
  localStorage.setItem('token', 'admin-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the admin's blog writes", () => {
  it('a saved blog makes every blog read stale: the cards of the lists, the admin list and the post', async () => {
    const { wrapper, invalidated } = withReads();
    const { result } = renderHook(() => useSaveBlog('id-1'), { wrapper });
    act(() => {
      result.current.mutation.mutate({ title: 'New title', summary: '', content: '<p>x</p>', image: null });
    });
    await waitFor(() => expect(lastXhr()).toBeDefined());
    act(() => lastXhr().respond(200, { success: true, message: 'Blog saved successfully', blog }));
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    expect(invalidated()).toEqual(READS);
  });

  it('a deleted blog makes every blog read stale', async () => {
    fakeApi({
      'DELETE /api/v1/blog/delete/id-1': () => ({ status: 200, body: { success: true, message: 'Deleted' } }),
    });
    const { wrapper, invalidated } = withReads();
    const { result } = renderHook(() => useDeleteBlog(), { wrapper });
    act(() => result.current.mutate('id-1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(invalidated()).toEqual(READS);
  });
});
