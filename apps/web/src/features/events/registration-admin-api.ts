// The admins' side of registration: the list, its CSV, check-in at the door and certificates.
import type { CheckedIn, RegistrationList } from '@ssf/domain/schemas/event-registration';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface RegistrationFilters {
  status: string;
  q: string;
  page: number;
}

const query = ({ status, q, page }: Partial<RegistrationFilters>) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q?.trim()) params.set('q', q.trim());
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

const listKey = (eventId: string) => ['registrations', eventId] as const;

export function useRegistrations(eventId: string, filters: RegistrationFilters, enabled = true) {
  return useQuery({
    queryKey: [...listKey(eventId), filters] as const,
    queryFn: ({ signal }) =>
      api.get<RegistrationList>(`/events/${encodeURIComponent(eventId)}/registrations${query(filters)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const downloadRegistrationsCsv = (
  eventId: string,
  filters: Partial<RegistrationFilters>,
  fileName: string,
) =>
  api.download(
    `/events/${encodeURIComponent(eventId)}/registrations/export.csv${query({ ...filters, page: 1 })}`,
    fileName,
  );

export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string } | { registrationId: string }) =>
      api.post<CheckedIn>(`/events/${encodeURIComponent(eventId)}/check-in`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey(eventId) }),
  });
}

export function useIssueCertificates(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ issued: number; certificates: { _id: string; registrationId: string }[] }>(
        `/events/${encodeURIComponent(eventId)}/certificates`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey(eventId) }),
  });
}

export function useRevokeCertificate(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/certificates/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey(eventId) }),
  });
}
