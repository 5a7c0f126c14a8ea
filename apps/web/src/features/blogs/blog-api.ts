import { useQuery } from '@tanstack/react-query';
import type { Blog, BlogPage } from '@ssf/domain/schemas/blog';
import { MSG } from '@ssf/domain/messages';
import { PAGE_SIZE, RESERVED_BLOG_SLUGS } from '@ssf/domain/constants';
import { ApiError, api } from '../../lib/api-client.ts';

// The cards' read is shared with the home page: it lives in lib/blogs.ts.
export { blogKeys, useBlogCards } from '../../lib/blogs.ts';
import { blogKeys } from '../../lib/blogs.ts';

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
    queryFn: ({ signal }) => {
      // A fixed path of the API ('/blog/all', '/blog/cards') answers a list, never a post.
      if (RESERVED_BLOG_SLUGS.includes(slug ?? '')) throw new ApiError(404, MSG.blogNotFound);
      return api.get<Blog>(`/blog/${encodeURIComponent(slug ?? '')}`, { signal });
    },
    enabled: Boolean(slug),
    // A missing blog stays missing: no second try for a 404.
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
  });
}
