import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Blog, BlogPage, BlogSaved } from '@ssf/domain/schemas/blog';
import { PAGE_SIZE } from '@ssf/domain/constants';
import { ApiError, api } from '../../lib/api-client.ts';
import { upload } from '../../lib/upload.ts';

const keys = {
  all: ['blogs'] as const,
  list: ['blogs', 'list'] as const,
  page: (page: number) => ['blogs', 'page', page] as const,
  one: (slug: string) => ['blogs', 'one', slug] as const,
};

/** Every blog, newest first. A failure is logged and shows as an empty list. */
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

/**
 * Create (no id) or edit a blog; the server sanitizes the content and stores the image. `progress`
 * is the share of the upload sent while an image goes out, null otherwise.
 */
export function useSaveBlog(id: string | undefined) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (values: BlogFormValues) => {
      const form = new FormData();
      form.append('title', values.title);
      form.append('summary', values.summary);
      form.append('content', values.content);
      if (values.image) {
        form.append('image', values.image);
        setProgress(0);
      }
      return upload<BlogSaved>('POST', id ? `/blog/edit/${encodeURIComponent(id)}` : '/blog/create', form, {
        onProgress: values.image ? setProgress : undefined,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    onSettled: () => setProgress(null),
  });
  return { mutation, progress };
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/blog/delete/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
