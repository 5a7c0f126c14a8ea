import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type PreparedAnswer, prepareAnswer, sendPrepared, writePrepared } from '../http/prepared-answer.ts';
import { isSubresourceType } from '../http/security-headers.ts';

/**
 * The built app's hashed files (/assets: scripts, styles, fonts, images named by their content),
 * read into memory once at start-up with the .br and .gz copies the build wrote beside them
 * (scripts/precompress.mjs), and answered from there with every header ready. They never change
 * while the server runs (a new build means a new start), so there is nothing to invalidate; the
 * whole folder is a few MB. Every visitor's first page loads several of them.
 */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSED_COPY = /\.(br|gz)$/;
const COMPRESSIBLE = /\.(m?js|css|json|map|svg|txt)$/i;

/**
 * Every file under `assetsDir` by its URL path (/assets/...), ready to send: scripts, styles,
 * fonts and images with the `lean` headers every answer needs, any other file (an SVG, a source
 * map) with the `document` ones (http/security-headers.ts).
 */
export function loadAssetFiles(
  assetsDir: string,
  securityHeaders: { document: Record<string, string>; lean: Record<string, string> },
): Map<string, PreparedAnswer> {
  const files = new Map<string, PreparedAnswer>();
  if (!fs.existsSync(assetsDir)) return files;
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : null);
  for (const entry of fs.readdirSync(assetsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || COMPRESSED_COPY.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const identity = fs.readFileSync(file);
    const urlPath = `/assets/${path.relative(assetsDir, file).split(path.sep).join('/')}`;
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    // A build without the copies (made by hand, or an older build script) gets them made here,
    // quickly rather than smallest: start-up time matters more for a fallback.
    const text = COMPRESSIBLE.test(entry.name) && identity.length >= 1024;
    const br =
      read(`${file}.br`) ??
      (text
        ? zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : null);
    const gzip = read(`${file}.gz`) ?? (text ? zlib.gzipSync(identity) : null);
    const type = TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      ...(isSubresourceType(type) ? securityHeaders.lean : securityHeaders.document),
      'content-type': type,
      // Named by their content: a changed file gets a new name, so browsers keep them for a year.
      'cache-control': 'public, max-age=31536000, immutable',
      ...(br || gzip ? { vary: 'Accept-Encoding' } : {}),
    };
    files.set(urlPath, prepareAnswer(200, headers, { identity, br, gzip }, etag));
  }
  return files;
}

export type AssetFiles = Map<string, PreparedAnswer>;

/**
 * GET /assets/*: the built app's hashed files from memory; 404 for any other name. Returns the
 * files, which the server's own request handler answers before the framework (answerAsset).
 */
export function registerAssetFiles(
  app: FastifyInstance,
  assetsDir: string,
  securityHeaders: { document: Record<string, string>; lean: Record<string, string> },
): AssetFiles {
  const files = loadAssetFiles(assetsDir, securityHeaders);
  app.get('/assets/*', { config: { access: 'public' } }, async (request, reply) => {
    const file = files.get(request.url.split('?')[0]);
    if (!file) return reply.status(404).type('text/plain').send('Not found');
    return sendPrepared(request, reply, file);
  });
  return files;
}

/**
 * Answers a GET of a known hashed file with Node's own response, as the response cache answers its
 * hits (app.ts, serverFactory): a first visit fetches a dozen of them. Returns the status sent, or
 * 0 when the framework must answer (any other request, an unknown name: its 404 above).
 */
export function answerAsset(files: AssetFiles, req: IncomingMessage, res: ServerResponse): number {
  if (req.method !== 'GET' || !req.url?.startsWith('/assets/')) return 0;
  const file = files.get(req.url.split('?')[0]);
  return file ? writePrepared(req, res, file) : 0;
}
