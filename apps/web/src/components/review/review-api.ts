import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APPLICATIONS_PAGE_SIZE, type ApplicationStatus } from '@ssf/domain/recruitment/review';
import { createContext, useContext } from 'react';
import type { Section } from '@ssf/domain/accounts';
import { api } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { listQuery, type ReviewFilter } from './application-filter.ts';
import type {
  ApplicantStatusResponse,
  ApplicationsPageResponse,
  BulkStatusResponse,
} from '@ssf/domain/schemas/review';
import type { AdminApplication, ApplicationNote } from '@ssf/domain/schemas/review';

/**
 * Where the review calls go: a drive's applications by default; forms review their responses with
 * the same table, dialog and hooks under their own paths (features/forms).
 */
export interface ReviewEndpoints {
  item: (id: string) => string;
  bulk: string;
  /** The query key prefix read again after a change. */
  queryKey: string;
  /** The section whose `edit` permission changing a status or adding a note needs. */
  section: Extract<Section, 'recruitment' | 'forms'>;
}

export const RECRUITMENT_REVIEW: ReviewEndpoints = {
  item: (id) => `/recruitment/admin/applications/${encodeURIComponent(id)}`,
  bulk: '/recruitment/admin/applications/bulk-status',
  queryKey: 'recruitment',
  section: 'recruitment',
};

export const ReviewEndpointsContext = createContext<ReviewEndpoints>(RECRUITMENT_REVIEW);

/** Whether the signed-in account may change what it reviews (statuses, notes); else it only reads. */
export function useMayReview(): boolean {
  const { section } = useContext(ReviewEndpointsContext);
  return useAuth().can(section, 'edit');
}

const path = RECRUITMENT_REVIEW.item;

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
  const { queryKey } = useContext(ReviewEndpointsContext);
  return () => queryClient.invalidateQueries({ queryKey: [queryKey] });
}

export function useSetStatus() {
  const refresh = useRefreshReview();
  const endpoints = useContext(ReviewEndpointsContext);
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      api.patch<{ success: true; message: string; data: AdminApplication }>(endpoints.item(id), { status }),
    onSettled: refresh,
  });
}

export function useBulkStatus() {
  const refresh = useRefreshReview();
  const endpoints = useContext(ReviewEndpointsContext);
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: ApplicationStatus }) =>
      api.post<BulkStatusResponse>(endpoints.bulk, { ids, status }),
    onSettled: refresh,
  });
}

export function useAddNote() {
  const refresh = useRefreshReview();
  const endpoints = useContext(ReviewEndpointsContext);
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.post<{ success: true; data: ApplicationNote }>(`${endpoints.item(id)}/notes`, { text }),
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
