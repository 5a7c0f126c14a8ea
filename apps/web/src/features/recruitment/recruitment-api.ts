import { useQuery } from '@tanstack/react-query';
import { DEFAULT_UNIVERSITY_EMAIL_DOMAIN } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import type { ActiveRecruitmentResponse, PublicRecruitment } from '@ssf/domain/schemas/recruitment';
import { ApiError, api } from '../../lib/api-client.ts';

/** The cache keys of the drive reads; the admin's writes (./recruitment-admin-api.ts) refresh them. */
export const recruitmentKeys = {
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
    queryKey: recruitmentKeys.active,
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
