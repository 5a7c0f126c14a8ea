import { DEFAULT_SITE_TEXTS, type SiteTexts, toSiteTexts } from '@ssf/domain/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The query key of the site texts: the admin's save refreshes every page that shows them. */
export const SITE_TEXTS_KEY = ['site'] as const;

const FALLBACK = toSiteTexts(DEFAULT_SITE_TEXTS, ['', '']);

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
  const site: SiteTexts | null = query.data ?? (query.isError ? FALLBACK : null);
  return { site, isPending: query.isPending, isError: query.isError, query };
}
