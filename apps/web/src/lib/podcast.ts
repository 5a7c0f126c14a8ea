import { MSG } from '@ssf/domain/messages';
import type { PlaylistItem, PodcastEpisodes } from '@ssf/domain/schemas/podcast';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client.ts';

const keys = { episodes: ['podcast', 'episodes'] as const };

/**
 * The podcast's episodes in playlist order, as the server reads them from the video platform.
 * A failure is logged ('Error fetching playlist videos') and leaves the list empty.
 */
export function usePodcastEpisodes() {
  const query = useQuery({
    queryKey: keys.episodes,
    queryFn: ({ signal }) => api.get<PodcastEpisodes>('/podcast/episodes', { signal }),
    // The server keeps the playlist for an hour; there is no point asking it more often.
    staleTime: 10 * 60_000,
  });
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.error(MSG.podcastLoadFailed, error);
  }, [isError, error]);
  const episodes: readonly PlaylistItem[] = query.data?.items ?? [];
  return { episodes, isPending: query.isPending, isError };
}
