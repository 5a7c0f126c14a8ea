import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_UNIVERSITY_EMAIL_DOMAIN } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import type { ApplicationPayload } from '@ssf/domain/recruitment/application';
import type {
  ActiveRecruitmentResponse,
  ApplicationView,
  ApplyResponse,
  PublicRecruitment,
  Recruitment,
  RecruitmentInput,
} from '@ssf/domain/schemas/recruitment';
import { ApiError, api } from '../../lib/api-client.ts';

const keys = {
  active: ['recruitment', 'active'] as const,
  admin: ['recruitment', 'admin'] as const,
  applications: (id: string) => ['recruitment', 'applications', id] as const,
};

export type ActiveState =
  | { open: true; recruitment: PublicRecruitment; emailDomain: string }
  | { open: false; message: string };

/**
 * The open drive (without its group link, which only applicants receive), or the closed screen's
 * sentence: the server's 404 message when none is open, and for any other failure its message too.
 */
export function useActiveRecruitment() {
  return useQuery({
    queryKey: keys.active,
    retry: false,
    queryFn: async ({ signal }): Promise<ActiveState> => {
      try {
        const res = await api.get<ActiveRecruitmentResponse>('/recruitment/active', { signal });
        return {
          open: true,
          recruitment: res.data,
          emailDomain: res.emailDomain ?? DEFAULT_UNIVERSITY_EMAIL_DOMAIN,
        };
      } catch (err) {
        if (signal.aborted) throw err;
        return { open: false, message: err instanceof ApiError ? err.message : MSG.defaultClosedMessage };
      }
    },
  });
}

/** Send an application; a success carries the drive's group link when it has one. */
export function useApply() {
  return useMutation({
    mutationFn: (payload: ApplicationPayload) =>
      api.post<ApplyResponse>('/recruitment/apply', { ...payload }),
  });
}

export function useAdminRecruitments() {
  return useQuery({
    queryKey: keys.admin,
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; data: Recruitment[] }>('/recruitment/admin/all', { signal })).data,
  });
}

export function useApplications(recruitmentId: string | null) {
  return useQuery({
    queryKey: keys.applications(recruitmentId ?? ''),
    enabled: Boolean(recruitmentId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ success: true; data: { applications: ApplicationView[] } }>(
          `/recruitment/admin/applications/${encodeURIComponent(recruitmentId ?? '')}`,
          { signal },
        )
      ).data.applications,
  });
}

type Saved = { success: true; message: string; data: Recruitment };

/** Create (id null) or update a drive. */
export function useSaveRecruitment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: RecruitmentInput }) =>
      id
        ? api.put<Saved>(`/recruitment/admin/update/${encodeURIComponent(id)}`, { ...input })
        : api.post<Saved>('/recruitment/admin/create', { ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['recruitment'] }),
  });
}

export function useDeleteRecruitment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, withApplications }: { id: string; withApplications: boolean }) =>
      api.delete<{ success: true; message: string }>(
        `/recruitment/admin/delete/${encodeURIComponent(id)}${withApplications ? '?withApplications=true' : ''}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['recruitment'] }),
  });
}
