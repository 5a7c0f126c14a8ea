import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Blog, BlogPage, BlogSaved } from '@ssf/domain/schemas/blog';
import { PAGE_SIZE } from '@ssf/domain/constants';
import { ApiError, api } from '../../lib/api-client.ts';

const keys = {
  all: ['blogs'] as const,
  list: ['blogs', 'list'] as const,
  page: (page: number) => ['blogs', 'page', page] as const,
  one: (slug: string) => ['blogs', 'one', slug] as const,
};

/** Every blog, newest first. A failure is logged and shows as an empty list (SPEC.md section 8). */
export function useBlogs() {
  return useQuery({
    queryKey: keys.list,
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

/** One page of the admin list. */
export function useBlogsPage(page: number) {
  return useQuery({
    queryKey: keys.page(page),
    queryFn: ({ signal }) =>
      api.get<BlogPage>(`/blog/all?page=${page}&limit=${PAGE_SIZE.adminBlogs}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useBlog(slug: string | undefined) {
  return useQuery({
    queryKey: keys.one(slug ?? ''),
    queryFn: ({ signal }) => api.get<Blog>(`/blog/${encodeURIComponent(slug ?? '')}`, { signal }),
    enabled: Boolean(slug),
    // A missing blog stays missing: no second try for a 404.
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
  });
}

export interface BlogFormValues {
  title: string;
  summary: string;
  content: string;
  image: File | null;
}

/** Create (no id) or edit a blog; the server sanitizes the content and stores the image. */
export function useSaveBlog(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BlogFormValues) => {
      const form = new FormData();
      form.append('title', values.title);
      form.append('summary', values.summary);
      form.append('content', values.content);
      if (values.image) form.append('image', values.image);
      return api.post<BlogSaved>(id ? `/blog/edit/${encodeURIComponent(id)}` : '/blog/create', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/blog/delete/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
