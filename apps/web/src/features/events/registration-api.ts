// The public side of registration: registering, the ticket and its cancellation, a certificate.
import type { PublicCertificate, Registered, Ticket } from '@ssf/domain/schemas/event-registration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client.ts';
import { eventKeys } from './event-api.ts';
import type { BotSignals } from '../../lib/bot-check.tsx';

const noRetryOn404 = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status === 404) && count < 1;

export interface RegisterDraft {
  name: string;
  email: string;
  prn: string;
}

export function useRegister(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: RegisterDraft & Partial<BotSignals>) =>
      api.post<Registered>(`/events/${encodeURIComponent(eventId)}/register`, { ...draft }),
    // The seats left changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.one(eventId) }),
  });
}

const ticketKey = (token: string) => ['events', 'ticket', token] as const;

export function useTicket(token: string | undefined) {
  return useQuery({
    queryKey: ticketKey(token ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ ticket: Ticket }>(`/events/tickets/${encodeURIComponent(token ?? '')}`, { signal }),
    enabled: Boolean(token),
    retry: noRetryOn404,
  });
}

export function useCancelTicket(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ success: true; message: string }>(`/events/tickets/${encodeURIComponent(token)}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}

export function useCertificate(id: string | undefined) {
  return useQuery({
    queryKey: ['certificates', id ?? ''] as const,
    queryFn: ({ signal }) =>
      api.get<{ certificate: PublicCertificate }>(`/certificates/${encodeURIComponent(id ?? '')}`, {
        signal,
      }),
    enabled: Boolean(id),
    retry: noRetryOn404,
  });
}

export const certificateCredentialUrl = (id: string) =>
  `/api/v1/certificates/${encodeURIComponent(id)}/credential.json`;
export const certificateImageUrl = (id: string) => `/api/v1/certificates/${encodeURIComponent(id)}/image.png`;
