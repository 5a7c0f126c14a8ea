// The admin's writes to the blog list, apart from the public reads (./blog-api.ts) so that
// the public pages load none of the writing code (uploads, mutations).
import type { BlogSaved } from '@ssf/domain/schemas/blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { upload } from '../../lib/upload.ts';
import { blogKeys as keys } from './blog-api.ts';

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
