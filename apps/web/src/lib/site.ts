import type { SiteTexts } from '@ssf/domain/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The query key of the site texts: the admin's save refreshes every page that shows them. */
export const SITE_TEXTS_KEY = ['site'] as const;

/**
 * The texts of a new install, loaded only when the call fails: their module also holds the admin
 * form's validation rules (zod), which no visitor's first page should have to download.
 */
async function loadFallback(): Promise<SiteTexts> {
  const { DEFAULT_SITE_TEXTS, toSiteTexts } = await import('@ssf/domain/schemas/site');
  return toSiteTexts(DEFAULT_SITE_TEXTS, ['', '']);
}

/**
 * The home page's and footer's texts (GET /site), fetched once and shared by the page and the
 * footer. `site` is null while loading; when the call fails it is the texts of a new install, so
 * the page still reads well (the failure itself is logged by the API client).
 */
export function useSiteTexts() {
  const query = useQuery({
    queryKey: SITE_TEXTS_KEY,
    queryFn: ({ signal }) => api.get<SiteTexts>('/site', { signal }),
    staleTime: 5 * 60_000,
  });
  const fallback = useQuery({
    queryKey: [...SITE_TEXTS_KEY, 'fallback'],
    queryFn: loadFallback,
    enabled: query.isError,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const site: SiteTexts | null = query.data ?? (query.isError ? (fallback.data ?? null) : null);
  return { site, isPending: query.isPending, isError: query.isError, query };
}
