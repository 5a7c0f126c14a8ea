import type { TeamMember, TeamMemberInput, TeamMemberSaved } from '@ssf/domain/schemas/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { upload } from '../../lib/upload.ts';

const keys = { all: ['team'] as const };

/**
 * Every member, by role then name. The API client sends the admin's token when signed in, so the
 * admin list carries emails and a visitor's does not.
 */
export function useTeam() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => api.get<TeamMember[]>('/team/all', { signal }),
  });
}

/** The multipart body of an addition or update: the fields, and the photo when one was chosen. */
export function memberFormData(values: TeamMemberInput, photo: File | null): FormData {
  const form = new FormData();
  form.append('name', values.name);
  form.append('email', values.email);
  form.append('linkedin', values.linkedin);
  form.append('role', values.role);
  form.append('designation', values.designation);
  if (photo) form.append('photo', photo);
  return form;
}

/** Add (no id) or update a member; `progress` is the share of the photo sent while it goes out. */
export function useSaveMember() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, values, photo }: { id?: string; values: TeamMemberInput; photo: File | null }) => {
      if (photo) setProgress(0);
      return upload<TeamMemberSaved>(
        id ? 'PUT' : 'POST',
        id ? `/team/update/${encodeURIComponent(id)}` : '/team/add',
        memberFormData(values, photo),
        { onProgress: photo ? setProgress : undefined },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    onSettled: () => setProgress(null),
  });
  return { mutation, progress };
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/team/delete/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
