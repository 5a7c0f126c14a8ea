import { MEMBERS_CSV_FILE_NAME } from '@ssf/domain/member-export';
import type { Member } from '@ssf/domain/schemas/member';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const keys = { all: ['members', 'admin'] as const };

/** Every member with every detail, newest first (admins only). */
export function useAdminMembers() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => api.get<Member[]>('/member/all', { signal }),
  });
}

/** Revokes a membership; the list is read again afterwards. */
export function useRevokeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/member/delete/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Downloads members.csv, made by the server, with the admin's token in the header. */
export const downloadMembersCsv = () => api.download('/member/export.csv', MEMBERS_CSV_FILE_NAME);
