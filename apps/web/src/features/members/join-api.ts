// Joining: the form's settings and the join itself, apart from the badge reads (./member-api.ts)
// so that a badge page loads none of the form's code.
import { useMutation, useQuery } from '@tanstack/react-query';
import { DEFAULT_UNIVERSITY_EMAIL_DOMAIN } from '@ssf/domain/constants';
import type { StudentDetailsDraft } from '@ssf/domain/schemas/applicant';
import type { JoinFormAnswer, MemberJoined } from '@ssf/domain/schemas/member';
import { api } from '../../lib/api-client.ts';
import type { BotSignals } from '../../lib/bot-check.tsx';

/** The university email domain members must use; the default one until (or unless) the server says. */
export function useEmailDomain(): string {
  const { data } = useQuery({
    queryKey: ['members', 'join-form'] as const,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => api.get<JoinFormAnswer>('/member/join-form', { signal }),
  });
  return data?.emailDomain ?? DEFAULT_UNIVERSITY_EMAIL_DOMAIN;
}

export function useJoin() {
  return useMutation({
    mutationFn: (details: StudentDetailsDraft & BotSignals) =>
      api.post<MemberJoined>('/member/join', { ...details }),
  });
}
