// The admin's drives and applications, apart from the public drive read (./recruitment-api.ts) so
// that the public page loads none of this code.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Recruitment, RecruitmentInput } from '@ssf/domain/schemas/recruitment';
import { api } from '../../lib/api-client.ts';
import { recruitmentKeys as keys } from './recruitment-api.ts';

export function useAdminRecruitments() {
  return useQuery({
    queryKey: keys.admin,
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; data: Recruitment[] }>('/recruitment/admin/all', { signal })).data,
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

/** Copy a drive to run again (last year's drive): inactive, without applications. */
export function useDuplicateRecruitment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Saved>(`/recruitment/admin/${encodeURIComponent(id)}/duplicate`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['recruitment'] }),
  });
}
