import type { FastifyInstance } from 'fastify';
import { MSG } from '@ssf/domain/messages';

/** How long a stopping server keeps taking connections that were already on their way. */
const DRAIN_QUIET_MS = 300;
const DRAIN_MAX_MS = 3000;
/** What a client told to come back waits, in seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Stopping without dropping anyone. Closing the listening socket at once would reset every
 * connection that the kernel had accepted but the server had not yet picked up (during a
 * recruitment surge, dozens of fully sent applications). So a stopping server first keeps
 * accepting while connections still arrive, answering each new request with 503 and Retry-After
 * (nothing is half done), then closes the listener, lets the requests in flight finish, and
 * resolves. Call `stop()` once, from the signal handler.
 */
export function registerGracefulStop(app: FastifyInstance): { stop(): Promise<void> } {
  let stopping = false;
  let lastConnection = 0;

  app.addHook('onRequest', async (_request, reply) => {
    if (!stopping) return;
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .send({ success: false, message: MSG.serverStopping });
  });

  return {
    async stop() {
      stopping = true;
      lastConnection = Date.now();
      app.server.on('connection', () => {
        lastConnection = Date.now();
      });
      const started = Date.now();
      while (Date.now() - lastConnection < DRAIN_QUIET_MS && Date.now() - started < DRAIN_MAX_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await app.close();
    },
  };
}
