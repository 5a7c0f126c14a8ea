import { useQuery } from '@tanstack/react-query';
import type { Blog, BlogPage } from '@ssf/domain/schemas/blog';
import { PAGE_SIZE } from '@ssf/domain/constants';
import { ApiError, api } from '../../lib/api-client.ts';

/** The cache keys of the blog reads; the admin writes (./blog-admin-api.ts) refresh them. */
export const blogKeys = {
  all: ['blogs'] as const,
  list: ['blogs', 'list'] as const,
  page: (page: number) => ['blogs', 'page', page] as const,
  one: (slug: string) => ['blogs', 'one', slug] as const,
};

/** Every blog, newest first. A failure is logged and shows as an empty list. */
export function useBlogs() {
  return useQuery({
    queryKey: blogKeys.list,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Blog[]>('/blog/all', { signal });
      } catch (err) {
        if (signal.aborted) throw err;
        console.error('Failed to load blogs', err);
        return [];
      }
    },
  });
}

/**
 * One page of the admin list. The answer is the page's blogs; how many there are in all comes in
 * the X-Total-Count and X-Total-Pages headers.
 */
export function useBlogsPage(page: number) {
  return useQuery({
    queryKey: blogKeys.page(page),
    queryFn: async ({ signal }): Promise<BlogPage> => {
      const { data, headers } = await api.getWithHeaders<Blog[]>(
        `/blog/all?page=${page}&limit=${PAGE_SIZE.adminBlogs}`,
        { signal },
      );
      return {
        blogs: data,
        page,
        totalPages: Number(headers.get('x-total-pages') ?? 1),
        total: Number(headers.get('x-total-count') ?? data.length),
      };
    },
    placeholderData: (previous) => previous,
  });
}

export function useBlog(slug: string | undefined) {
  return useQuery({
    queryKey: blogKeys.one(slug ?? ''),
    queryFn: ({ signal }) => api.get<Blog>(`/blog/${encodeURIComponent(slug ?? '')}`, { signal }),
    enabled: Boolean(slug),
    // A missing blog stays missing: no second try for a 404.
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
  });
}
