import type { MailStatus, OutboxAnswer } from '@ssf/domain/schemas/mail';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const keys = { all: ['mail', 'outbox'] as const };

/** One page of the outbox, optionally of one status (admins only). */
export function useOutbox(status: MailStatus | '', page: number) {
  return useQuery({
    queryKey: [...keys.all, status, page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (status) params.set('status', status);
      if (page > 1) params.set('page', String(page));
      const query = params.toString();
      return api.get<OutboxAnswer>(`/mail/outbox${query ? `?${query}` : ''}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Queues a failed or held message again; the outbox and the dashboard are read again afterwards. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ success: true; message: string }>(`/mail/outbox/${encodeURIComponent(id)}/retry`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]),
  });
}
