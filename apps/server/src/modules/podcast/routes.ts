import { podcastEpisodesSchema } from '@ssf/domain/schemas/podcast';
import type { AppContext } from '../../context.ts';
import { type Api, errorResponses } from '../../http/schemas.ts';
import { createPodcastSource } from './service.ts';

/** The podcast's episodes, read from the video platform by the server (the key stays here). */
export async function podcastRoutes(api: Api, ctx: AppContext) {
  const source = createPodcastSource(ctx.config, api.log);

  api.get(
    '/podcast/episodes',
    {
      config: { access: 'public', cache: { tags: ['podcast'] } },
      schema: {
        summary: "The podcast's episodes, in playlist order",
        description:
          "Read from the video platform's playlist with the server's own key, every page followed, and kept for PODCAST_CACHE_SECONDS (an hour by default). When the platform fails, the last good copy is served; with none, 502. Not configured: no episodes.",
        response: { 200: podcastEpisodesSchema, ...errorResponses(502) },
      },
    },
    async () => ({ items: await source.episodes() }),
  );
}
