import type { Blog } from '@ssf/domain/schemas/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The cache keys of the blog reads; the admin writes (features/blogs) refresh them. */
export const blogKeys = {
  all: ['blogs'] as const,
  list: ['blogs', 'list'] as const,
  page: (page: number) => ['blogs', 'page', page] as const,
  one: (slug: string) => ['blogs', 'one', slug] as const,
};

/**
 * Every blog, newest first: one query for the blogs page, a post's Recent Blogs and the home page.
 * A failure is logged and shows as an empty list.
 */
export const blogListQuery = queryOptions({
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

export const useBlogs = () => useQuery(blogListQuery);
