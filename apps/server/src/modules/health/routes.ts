import { healthSchema } from '@ssf/domain/schemas/health';
import type { AppContext } from '../../context.ts';
import type { Api } from '../../http/schemas.ts';

export async function healthRoutes(api: Api, { database }: AppContext) {
  api.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether the server and its database answer (never names hosts or versions)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const ok = await database.ping();
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
    },
  );
}
