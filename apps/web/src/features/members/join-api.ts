// Joining: the form's settings and the join itself, apart from the badge reads (./member-api.ts)
// so that a badge page loads none of the form's code.
import { useMutation } from '@tanstack/react-query';
import type { StudentDetailsDraft } from '@ssf/domain/schemas/applicant';
import type { MemberJoined } from '@ssf/domain/schemas/member';
import { api } from '../../lib/api-client.ts';
import type { BotSignals } from '../../lib/bot-check.tsx';

export function useJoin() {
  return useMutation({
    mutationFn: (details: StudentDetailsDraft & BotSignals) =>
      api.post<MemberJoined>('/member/join', { ...details }),
  });
}
