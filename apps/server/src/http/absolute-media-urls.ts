import type { FastifyInstance } from 'fastify';
import { MEDIA_URL } from '@ssf/domain/media';

/**
 * Stored images are recorded by their path (`/media/<hash>-<width>.webp`), so backups, restores
 * and the media lifecycle never depend on the address the site is published at. Every API answer
 * gives them as absolute URLs instead, made here in one place: at `MEDIA_PUBLIC_URL/<name>` when
 * set (a public bucket or a CDN), else at `PUBLIC_URL/media/<name>`. A frontend served from
 * another address (the original site's) then loads them as they are.
 */
export function absoluteMediaUrl(publicUrl: string, mediaPublicUrl: string | null) {
  return (path: string) =>
    mediaPublicUrl ? `${mediaPublicUrl}/${path.slice('/media/'.length)}` : `${publicUrl}${path}`;
}

/** `value` with every string that is exactly a stored image's path made absolute; the rest as it is. */
export function withAbsoluteMedia(value: unknown, absolute: (path: string) => string): unknown {
  if (typeof value === 'string') return MEDIA_URL.test(value) ? absolute(value) : value;
  if (Array.isArray(value)) return value.map((v) => withAbsoluteMedia(v, absolute));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value) && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withAbsoluteMedia(v, absolute);
    return out;
  }
  return value;
}

/** Rewrites the image paths of every JSON answer of `api` (the /api/v1 routes). */
export function registerAbsoluteMediaUrls(
  api: FastifyInstance,
  publicUrl: string,
  mediaPublicUrl: string | null,
) {
  const absolute = absoluteMediaUrl(publicUrl, mediaPublicUrl);
  api.addHook('preSerialization', async (_request, _reply, payload) => withAbsoluteMedia(payload, absolute));
}
