import { DEFAULT_UNIVERSITY_EMAIL_DOMAIN } from '@ssf/domain/constants';
import type { JoinFormAnswer } from '@ssf/domain/schemas/member';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * The university email domain members and registrants must use (the join form's setting, read
 * once for the joining and the event registration forms); the default one until, or unless, the
 * server says.
 */
export function useEmailDomain(): string {
  const { data } = useQuery({
    queryKey: ['members', 'join-form'] as const,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => api.get<JoinFormAnswer>('/member/join-form', { signal }),
  });
  return data?.emailDomain ?? DEFAULT_UNIVERSITY_EMAIL_DOMAIN;
}
