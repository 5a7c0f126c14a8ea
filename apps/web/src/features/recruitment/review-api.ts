import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APPLICATIONS_PAGE_SIZE, type ApplicationStatus } from '@ssf/domain/recruitment/review';
import { api } from '../../lib/api-client.ts';
import { listQuery, type ReviewFilter } from './application-filter.ts';
import type {
  ApplicantStatusResponse,
  ApplicationsPageResponse,
  BulkStatusResponse,
} from '@ssf/domain/schemas/review';
import type { AdminApplication, ApplicationNote } from '@ssf/domain/schemas/review';

const path = (id: string) => `/recruitment/admin/applications/${encodeURIComponent(id)}`;

/**
 * One page of a drive's applications as the filter asks. The previous page stays on screen while
 * the next one loads, so the table and its controls do not jump on every keystroke of a search.
 */
export function useApplicationsPage(recruitmentId: string | null, filter: ReviewFilter) {
  const query = listQuery(filter, APPLICATIONS_PAGE_SIZE);
  return useQuery({
    queryKey: ['recruitment', 'applications', recruitmentId ?? '', query],
    enabled: Boolean(recruitmentId),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await api.get<ApplicationsPageResponse>(`${path(recruitmentId ?? '')}?${query}`, { signal })).data,
  });
}

/**
 * After any review change the lists, the drives' status counts and the cards are read again; the
 * open application is kept by its dialog from the change's own answer.
 */
function useRefreshReview() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['recruitment'] });
}

export function useSetStatus() {
  const refresh = useRefreshReview();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      api.patch<{ success: true; message: string; data: AdminApplication }>(path(id), { status }),
    onSettled: refresh,
  });
}

export function useBulkStatus() {
  const refresh = useRefreshReview();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: ApplicationStatus }) =>
      api.post<BulkStatusResponse>('/recruitment/admin/applications/bulk-status', { ids, status }),
    onSettled: refresh,
  });
}

export function useAddNote() {
  const refresh = useRefreshReview();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.post<{ success: true; data: ApplicationNote }>(`${path(id)}/notes`, { text }),
    onSettled: refresh,
  });
}

/** The applicant's own status, by the private token of their link (public, no sign-in). */
export function useApplicationStatus(token: string) {
  return useQuery({
    queryKey: ['recruitment', 'status', token],
    retry: false,
    queryFn: async ({ signal }) =>
      api.get<ApplicantStatusResponse>(`/recruitment/status/${encodeURIComponent(token)}`, { signal }),
  });
}
