import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MEDIA_FILE_NAME } from '@ssf/domain/media';
import { MSG } from '@ssf/domain/messages';
import type { AppContext } from '../context.ts';
import { mediaDir } from './store.ts';

/**
 * Serves stored images at /media/<hash>-<width>.webp. A file's content never changes under its
 * name (the name is the original's hash), so browsers may keep it for a year.
 */
export async function registerMediaRoutes(app: FastifyInstance, { config }: AppContext) {
  const dir = mediaDir(config.dataDir);
  app.get<{ Params: { file: string } }>(
    '/media/:file',
    { config: { access: 'public' } },
    async (request, reply) => {
      const name = request.params.file;
      const file = path.join(dir, name);
      const stat = MEDIA_FILE_NAME.test(name) ? await fs.promises.stat(file).catch(() => null) : null;
      if (!stat?.isFile()) {
        return reply.status(404).send({ success: false, message: MSG.apiNotFound });
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', stat.size)
        .type('image/webp')
        .send(fs.createReadStream(file));
    },
  );
}
