import { z } from 'zod';

const thumbnailSchema = z.object({ url: z.string() });

/**
 * One episode of the podcast, in the video platform's playlist-item shape, keeping only the
 * fields the site shows (the rest of the platform's answer is dropped).
 */
export const playlistItemSchema = z
  .object({
    id: z.string(),
    snippet: z.object({
      title: z.string(),
      description: z.string(),
      thumbnails: z.object({
        maxres: thumbnailSchema.optional().describe('The largest thumbnail, when the platform has one'),
        high: thumbnailSchema,
      }),
      resourceId: z.object({ videoId: z.string() }),
    }),
  })
  .meta({ id: 'PlaylistItem' });
export type PlaylistItem = z.infer<typeof playlistItemSchema>;

/** GET /podcast/episodes: the playlist's episodes in playlist order (empty when not configured). */
export const podcastEpisodesSchema = z.object({ items: z.array(playlistItemSchema) });
export type PodcastEpisodes = z.infer<typeof podcastEpisodesSchema>;
