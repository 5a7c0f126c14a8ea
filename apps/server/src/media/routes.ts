import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEDIA_FILE_NAME } from '@ssf/domain/media';
import { MSG } from '@ssf/domain/messages';
import type { AppContext } from '../context.ts';
import { sendPrepared } from '../http/prepared-answer.ts';
import { subresourceHeaderValues } from '../http/security-headers.ts';
import type { MediaStat } from './media-store.ts';
import { IMMUTABLE, memoryLoader } from './memory-cache.ts';
import { mediaMemoryFor } from './stores.ts';
/** How long a browser may keep following a redirect to MEDIA_PUBLIC_URL without asking again. */
const REDIRECT_CACHE = 'public, max-age=86400';

/**
 * Whether the browser's copy is current (RFC 9110 13.1): If-None-Match, when sent, decides;
 * otherwise If-Modified-Since at or after the file's last change (in whole seconds, as HTTP dates).
 */
function notModified(request: FastifyRequest, etag: string, stat: MediaStat): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) {
    return match
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(stat.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * Serves stored images at /media/<hash>-<width>.webp, from the configured media store. A file's
 * content never changes under its name (the name is the original's hash), so browsers may keep it
 * for a year, and the name is its ETag. With MEDIA_PUBLIC_URL set, the answer is a redirect to the
 * file's public address (a public bucket or a CDN) instead. The most requested files are kept in
 * memory (media/memory-cache.ts, MEDIA_MEMORY_MB): a GET reads a file into it once, and the
 * server's own request handler answers it from there (app.ts), as it does cached reads.
 */
export async function registerMediaRoutes(app: FastifyInstance, { config, media }: AppContext) {
  const memory = mediaMemoryFor(config);
  const load = memoryLoader(memory, media, subresourceHeaderValues(config.publicUrl));
  // HEAD is its own method here: Fastify's automatic one would read the whole file and discard it.
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/:file',
    config: { access: 'public' },
    handler: async (request, reply) => {
      const name = request.params.file;
      const notFound = () => reply.status(404).send({ success: false, message: MSG.apiNotFound });
      if (!MEDIA_FILE_NAME.test(name)) return notFound();
      if (config.mediaPublicUrl) {
        return reply
          .header('cache-control', REDIRECT_CACHE)
          .redirect(`${config.mediaPublicUrl}/${name}`, 302);
      }
      // Kept in memory: answered here when the server's handler did not (a query string, inject).
      const kept = memory.get(name);
      if (kept) return sendPrepared(request, reply, kept);
      const etag = `"${name.slice(0, -'.webp'.length)}"`;
      const conditional =
        request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;
      // A conditional request asks only for the size and date (no download from an object store).
      if (conditional) {
        const stat = await media.stat(name);
        if (!stat) return notFound();
        if (notModified(request, etag, stat)) {
          return reply
            .status(304)
            .header('cache-control', IMMUTABLE)
            .header('etag', etag)
            .header('last-modified', stat.lastModified.toUTCString())
            .send();
        }
      }
      // HEAD needs no body: the size and date only, never an object opened and left unread.
      if (request.method === 'HEAD') {
        const stat = await media.stat(name);
        if (!stat) return notFound();
        return reply
          .header('cache-control', IMMUTABLE)
          .header('etag', etag)
          .header('last-modified', stat.lastModified.toUTCString())
          .header('content-length', stat.size)
          .type('image/webp')
          .send();
      }
      if (memory.maxBytes > 0) {
        const answer = await load(name);
        if (answer === null) return notFound();
        if (answer !== 'large') return sendPrepared(request, reply, answer);
      }
      const file = await media.open(name);
      if (!file) return notFound();
      return reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('last-modified', file.lastModified.toUTCString())
        .header('content-length', file.size)
        .type('image/webp')
        .send(file.body);
    },
  });
}
