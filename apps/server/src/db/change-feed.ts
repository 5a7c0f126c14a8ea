import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * How instances on one PostgreSQL database tell each other that a write changed public answers, so
 * every instance's response cache (http/response-cache.ts) drops them at once: PostgreSQL's own
 * LISTEN/NOTIFY, no other service. One connection per instance listens; a write sends one
 * notification naming what it changed.
 *
 * While the listening connection is down, notifications are missed, so the cache is switched off
 * (`onSync(false)`) until it is back and has been emptied (`onSync(true)`): answers are then slower,
 * never stale.
 */
export interface ChangeFeed {
  /** Tell every instance (this one included) that `tags` changed; resolves once delivered here. */
  publish(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedHandlers {
  /** Another instance's write changed `tags`. */
  onChange(tags: readonly string[]): void;
  /** Whether notifications are being received (false: the cache must not answer). */
  onSync(listening: boolean): void;
}

const CHANNEL = 'ssf_cache_invalidation';
/** How long a write waits for its own notification to come back before answering anyway. */
const ECHO_WAIT_MS = 1000;
const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/** The feed of a single process (the embedded database): nobody else to tell. */
export const localChangeFeed: ChangeFeed = {
  publish: async () => {},
  close: async () => {},
};

/**
 * Listen on `url` and notify through `notify` (a query on the instance's pool). A write's
 * `publish` resolves when its own notification has come back to this instance's listener: by then
 * PostgreSQL has queued it for every listening instance, so a reader that goes to another instance
 * right after the writer's answer finds the old answer already dropped.
 */
export async function openPostgresChangeFeed(
  url: string,
  notify: (channel: string, payload: string) => Promise<unknown>,
  handlers: ChangeFeedHandlers,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ChangeFeed> {
  const instance = randomUUID();
  const waiting = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;

  const received = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    let parsed: { from?: string; id?: string; tags?: unknown };
    try {
      parsed = JSON.parse(message.payload);
    } catch {
      return;
    }
    if (parsed.from === instance) {
      if (parsed.id) waiting.get(parsed.id)?.();
      return;
    }
    if (Array.isArray(parsed.tags)) handlers.onChange(parsed.tags.filter((t) => typeof t === 'string'));
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', received);
    next.on('error', () => {});
    next.on('end', () => {
      if (client !== next || closed) return;
      client = null;
      handlers.onSync(false);
      log.warn('cache invalidation feed lost its connection; answering without the cache until it is back');
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    attempt = 0;
    // Anything missed while not listening is unknown: the caller empties its cache before using it.
    handlers.onSync(true);
  };

  const scheduleReconnect = () => {
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt++, RECONNECT_DELAYS_MS.length - 1)];
    setTimeout(() => {
      if (closed) return;
      connect().catch(() => scheduleReconnect());
    }, delay).unref();
  };

  await connect();

  return {
    async publish(tags) {
      const id = randomUUID();
      const echoed = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ECHO_WAIT_MS);
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await notify(CHANNEL, JSON.stringify({ from: instance, id, tags }));
        // Without a listener of our own there is no echo to wait for.
        if (client) await echoed;
      } catch {
        // The write itself is done; the others' caches still expire (maxAgeSeconds).
        log.warn('cache invalidation could not be sent to the other instances');
      } finally {
        waiting.delete(id);
      }
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
