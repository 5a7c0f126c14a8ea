import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';

export async function healthRoutes(app: FastifyInstance, { database }: AppContext) {
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    const ok = await database.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
  });
}
