import type { Account } from '@ssf/domain/schemas/accounts';
import type { ActivityEntry } from '@ssf/domain/schemas/activity';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { forumTimeZone } from '../../lib/dates.ts';

export const accountKeys = {
  list: ['accounts'] as const,
  sessions: ['auth', 'sessions'] as const,
  settings: ['admin', 'settings'] as const,
  activity: (query: string) => ['activity', query] as const,
};

export function useAccounts() {
  return useQuery({
    queryKey: accountKeys.list,
    queryFn: ({ signal }) => api.get<{ accounts: Account[] }>('/accounts', { signal }),
    staleTime: 0,
  });
}

export interface SessionInfo {
  _id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
}

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => api.get<{ sessions: SessionInfo[] }>('/auth/sessions', { signal }),
    staleTime: 0,
  });
}

export function useSettings(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.settings,
    queryFn: ({ signal }) => api.get<{ requireTwoFactor: boolean }>('/admin/settings', { signal }),
    enabled,
  });
}

export interface ActivityPage {
  entries: ActivityEntry[];
  page: number;
  totalPages: number;
  total: number;
}

export function useActivity(query: string) {
  return useQuery({
    queryKey: accountKeys.activity(query),
    queryFn: ({ signal }) => api.get<ActivityPage>(`/activity?${query}`, { signal }),
    staleTime: 0,
  });
}

/** A readable date and time on the forum's clock, whatever the viewer's device is set to. */
export const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: forumTimeZone(),
      })
    : 'Never';
