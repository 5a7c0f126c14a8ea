import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { MSG } from '@ssf/domain/messages';
import { type PlaylistItem, playlistItemSchema } from '@ssf/domain/schemas/podcast';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';

/** How long one page of the playlist may take before the fetch is given up. */
const FETCH_TIMEOUT_MS = 5000;
/** The platform's largest page. */
const PAGE_SIZE = 50;
/** Pages followed at most (2,500 episodes): a platform repeating its page token cannot loop us. */
const MAX_PAGES = 50;
/** After a failure, the last good copy is served this long before the platform is asked again. */
const RETRY_AFTER_FAILURE_MS = 60_000;

// What the platform's answer must hold; its items are checked one by one.
const pageSchema = z.object({
  items: z.array(z.unknown()).default([]),
  nextPageToken: z.string().optional(),
});

/** The platform failed: its HTTP status, or the kind of failure (timeout, network, bad answer). */
class PlatformError extends Error {
  readonly reason: { status: number } | { failure: string };

  constructor(reason: { status: number } | { failure: string }) {
    super('video platform failed');
    this.reason = reason;
  }
}

/**
 * The podcast's episodes, read from the video platform's playlist with the server's own key.
 * The list is kept for `podcastCacheSeconds`; while it is being fetched, every caller waits for
 * that one fetch. When the platform fails the last good copy is served (and the platform is left
 * alone for a minute); with nothing kept the caller gets a 502. The key and the request URL never
 * reach the log or an answer.
 */
export function createPodcastSource(config: Config, log: FastifyBaseLogger) {
  const { apiKey, playlistId, apiBase } = config.youtube;
  const ttlMs = config.podcastCacheSeconds * 1000;
  let kept: { items: PlaylistItem[]; freshUntil: number } | null = null;
  let failedAt: number | null = null;
  let inFlight: Promise<PlaylistItem[]> | null = null;

  async function fetchPage(pageToken: string | undefined) {
    const url = new URL(`${apiBase}/playlistItems`);
    url.searchParams.set('part', 'snippet');
    url.searchParams.set('maxResults', String(PAGE_SIZE));
    url.searchParams.set('playlistId', playlistId ?? '');
    url.searchParams.set('key', apiKey ?? '');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch (err) {
      // Only the kind of failure: undici's messages may carry the address, and the URL holds the key.
      const name = err instanceof Error ? err.name : 'Error';
      throw new PlatformError({ failure: name === 'TimeoutError' ? 'timeout' : 'network' });
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new PlatformError({ status: res.status });
    }
    const page = pageSchema.safeParse(await res.json().catch(() => null));
    if (!page.success) throw new PlatformError({ failure: 'unexpected answer' });
    return page.data;
  }

  async function fetchPlaylist(): Promise<PlaylistItem[]> {
    const items: PlaylistItem[] = [];
    let token: string | undefined;
    for (let n = 0; n < MAX_PAGES; n++) {
      const page = await fetchPage(token);
      for (const raw of page.items) {
        // Unknown fields are dropped; an item the site cannot show (a private or deleted video has
        // no thumbnails) is left out rather than failing the whole list.
        const item = playlistItemSchema.safeParse(raw);
        if (item.success) items.push(item.data);
      }
      token = page.nextPageToken;
      if (!token) break;
    }
    return items;
  }

  function refresh(): Promise<PlaylistItem[]> {
    inFlight ??= fetchPlaylist()
      .then((items) => {
        kept = { items, freshUntil: Date.now() + ttlMs };
        failedAt = null;
        return items;
      })
      .catch((err: unknown) => {
        failedAt = Date.now();
        const reason = err instanceof PlatformError ? err.reason : { failure: 'error' };
        log.warn({ ...reason, stale: kept !== null }, 'podcast: the video platform failed');
        throw err;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    /** The episodes in playlist order; none when the playlist is not configured. */
    async episodes(): Promise<PlaylistItem[]> {
      if (!apiKey || !playlistId) return [];
      const now = Date.now();
      if (kept && now < kept.freshUntil) return kept.items;
      if (kept && failedAt !== null && now - failedAt < Math.min(RETRY_AFTER_FAILURE_MS, ttlMs)) {
        return kept.items;
      }
      try {
        return await refresh();
      } catch {
        if (kept) return kept.items;
        throw new HttpError(502, MSG.podcastUnavailable);
      }
    },
  };
}
