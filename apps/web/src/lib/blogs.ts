import type { BlogCard } from '@ssf/domain/schemas/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { blogCardsPath } from './blog-cards.ts';

/**
 * The cache keys of the blog reads; the admin writes (features/blogs) refresh every key below
 * `all`. The cards are kept by how many were asked for ('every' for the whole list).
 */
export const blogKeys = {
  all: ['blogs'] as const,
  cards: (limit?: number) => ['blogs', 'cards', limit ?? 'every'] as const,
  page: (page: number) => ['blogs', 'page', page] as const,
  one: (slug: string) => ['blogs', 'one', slug] as const,
};

/**
 * The blogs as cards (no text, the reading time counted by the server), newest first: every one for
 * the blogs page, the newest few for the home page and a post's Recent Blogs, so that a page drawn
 * on the server carries no post's text it does not show. A failure is logged and shows as an empty
 * list.
 */
export const blogCardsQuery = (limit?: number) =>
  queryOptions({
    queryKey: blogKeys.cards(limit),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<BlogCard[]>(blogCardsPath(limit), { signal });
      } catch (err) {
        if (signal.aborted) throw err;
        console.error('Failed to load blogs', err);
        return [];
      }
    },
  });

export const useBlogCards = (limit?: number) => useQuery(blogCardsQuery(limit));
