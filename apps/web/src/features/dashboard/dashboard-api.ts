import type { AdminStats } from '@ssf/domain/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The dashboard's figures, read afresh each time the dashboard opens. */
export function useAdminStats() {
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => api.get<AdminStats>('/admin/stats', { signal }),
    staleTime: 0,
  });
}
