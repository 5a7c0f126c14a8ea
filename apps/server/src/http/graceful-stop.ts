import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@ssf/domain/messages';

/** How long a stopping server keeps taking connections that were already on their way. */
const DRAIN_QUIET_MS = 300;
const DRAIN_MAX_MS = 3000;
/**
 * How long, after the listener closed, a connection that has sent nothing (or nothing since its
 * last answer) is kept for a request that may still be on its way.
 */
const SILENT_GRACE_MS = 1000;
/** Turns of the event loop, each with a poll for I/O, that must pass before a count is trusted. */
const MIN_TURNS = 3;
const TICK_MS = 50;
/** What a client told to come back waits, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** What the server knows of one connection while it stops. */
interface Connection {
  /** Requests received and not yet answered. */
  active: number;
  /** Bytes read when its last answer went out: more since then means a request has begun. */
  bytesAtRest: number;
}

/**
 * One turn of the event loop with its poll for I/O: timers run before the poll, so after a long
 * busy stretch a timer alone would fire before the connections and bytes that waited meanwhile
 * are read. Resolving from setImmediate, after the poll, counts only time in which they were.
 */
const turn = () => new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve), TICK_MS));

/**
 * Stopping without dropping anyone, however slow the machine. Every request received before the
 * signal gets its answer: finished, or 503 with Retry-After (nothing half done).
 *
 * - While connections still arrive the listener stays open, answering each new request with 503
 *   and Retry-After; closing it at once would reset every connection the kernel had accepted but
 *   the server had not yet picked up. Quiet is measured in turns of the event loop that polled
 *   for I/O, not in wall time: on a loaded machine the waiting connections are read only then.
 * - Node's `server.close()` destroys every connection without a request in progress, including
 *   ones whose request is in the socket's buffer, not yet read (most of a surge on a busy machine).
 *   Here a connection is closed only when it is quiet: no request in flight, no byte read since
 *   its last answer, and that for a grace period of polling turns after the listener closed.
 * - Fastify's own 503 while closing carries no Retry-After; it is turned off
 *   (`return503OnClosing: false` in app.ts) and this hook answers instead.
 *
 * `stop()` resolves once every connection is closed; `pending()` says how many requests are still
 * being answered (for the log when the stop takes long).
 */
export function registerGracefulStop(app: FastifyInstance): { stop(): Promise<void>; pending(): number } {
  let stopping = false;
  let lastConnection = 0;
  const connections = new Map<Socket, Connection>();
  const server = app.server;

  server.on('connection', (socket: Socket) => {
    lastConnection = Date.now();
    const state: Connection = { active: 0, bytesAtRest: 0 };
    connections.set(socket, state);
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req, res) => {
    const state = connections.get(req.socket);
    if (!state) return;
    state.active++;
    res.once('close', () => {
      state.active--;
      state.bytesAtRest = req.socket.bytesRead;
    });
  });
  // Node calls this from server.close(); the quiet connections are closed below instead.
  server.closeIdleConnections = () => {};

  app.addHook('onRequest', async (_request, reply) => {
    if (!stopping) return;
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .send({ success: false, message: MSG.serverStopping });
  });

  // Quiet: nothing in flight, nothing read since the last answer, and that answer wholly written.
  const isQuiet = (socket: Socket, state: Connection) =>
    state.active === 0 && socket.bytesRead === state.bytesAtRest && socket.writableLength === 0;

  return {
    pending: () => [...connections.values()].reduce((sum, c) => sum + c.active, 0),
    async stop() {
      stopping = true;
      lastConnection = Date.now();
      const started = Date.now();
      let turns = 0;
      while (
        turns < MIN_TURNS ||
        (Date.now() - lastConnection < DRAIN_QUIET_MS && Date.now() - started < DRAIN_MAX_MS)
      ) {
        await turn();
        turns++;
      }

      // The listener closes; the promise resolves once every connection has closed.
      const closed = app.close();
      const listenerClosedAt = Date.now();
      turns = 0;
      let done = false;
      void closed.finally(() => {
        done = true;
      });
      while (!done) {
        await turn();
        turns++;
        if (turns < MIN_TURNS || Date.now() - listenerClosedAt < SILENT_GRACE_MS) continue;
        for (const [socket, state] of connections) {
          if (isQuiet(socket, state)) socket.destroy();
        }
      }
      await closed;
    },
  };
}
