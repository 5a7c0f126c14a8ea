import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Form, FormResponsesPage, FormStats } from '@ssf/domain/schemas/forms';
import { api } from '../../lib/api-client.ts';
import { upload } from '../../lib/upload.ts';
import { listQuery, type ReviewFilter } from '../../components/review/application-filter.ts';
import type { ReviewEndpoints } from '../../components/review/review-api.ts';

const enc = encodeURIComponent;

/** The review calls of form responses: the applications' table, dialog and hooks use them. */
export const FORM_REVIEW: ReviewEndpoints = {
  item: (id) => `/forms/admin/responses/${enc(id)}`,
  bulk: '/forms/admin/responses/bulk-status',
  queryKey: 'forms',
  section: 'forms',
};

export const RESPONSES_PAGE_SIZE = 50;

export function useAdminForms() {
  return useQuery({
    queryKey: ['forms', 'admin'],
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; data: Form[] }>('/forms/admin/all', { signal })).data,
  });
}

type Saved = { success: true; message: string; data: Form };

/** Create (id null) or update a form, with its header image when one was chosen. */
export function useSaveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
      headerImage,
      removeHeaderImage,
      onProgress,
    }: {
      id: string | null;
      /** The form's fields (checked by the server with formInputSchema). */
      input: object;
      headerImage: File | null;
      removeHeaderImage?: boolean;
      onProgress?: (fraction: number) => void;
    }) => {
      const body = new FormData();
      body.append('form', JSON.stringify({ ...input, removeHeaderImage: removeHeaderImage ?? false }));
      if (headerImage) body.append('headerImage', headerImage);
      return id
        ? upload<Saved>('PUT', `/forms/admin/update/${enc(id)}`, body, { onProgress })
        : upload<Saved>('POST', '/forms/admin/create', body, { onProgress });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}

export function useDuplicateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Saved>(`/forms/admin/${enc(id)}/duplicate`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, withResponses }: { id: string; withResponses: boolean }) =>
      api.delete<{ success: true; message: string }>(
        `/forms/admin/delete/${enc(id)}${withResponses ? '?withResponses=true' : ''}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}

export function useResponsesPage(formId: string, filter: ReviewFilter) {
  const query = listQuery(filter, RESPONSES_PAGE_SIZE);
  return useQuery({
    queryKey: ['forms', 'responses', formId, query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ success: true; data: FormResponsesPage }>(
          `/forms/admin/${enc(formId)}/responses?${query}`,
          {
            signal,
          },
        )
      ).data,
  });
}

export function useFormStats(formId: string) {
  return useQuery({
    queryKey: ['forms', 'stats', formId],
    queryFn: ({ signal }) => api.get<FormStats>(`/forms/admin/${enc(formId)}/stats`, { signal }),
  });
}
