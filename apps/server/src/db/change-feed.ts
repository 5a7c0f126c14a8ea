import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Client, Notification } from 'pg';

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
/** The listening connections' name, by which a writer counts the instances that must confirm. */
export const LISTENER_NAME = 'ssf-cache-listener';
/** How long a write waits for every instance to confirm before answering anyway. */
const ACK_WAIT_MS = 1000;
const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/** The feed of a single process (the embedded database): nobody else to tell. */
export const localChangeFeed: ChangeFeed = {
  publish: async () => {},
  close: async () => {},
};

/**
 * Listen on `url` and notify through `notify` (a query on the instance's pool that sends the
 * notification and answers how many instances listen). Every instance that hears a change drops
 * its answers and then confirms; a write's `publish` resolves when every listening instance has
 * confirmed (this one by hearing its own notification), so a reader that the load balancer sends
 * to any instance right after the writer's answer finds the old answer gone. An instance that
 * dies meanwhile cannot confirm: the wait ends after ACK_WAIT_MS.
 *
 * Writes that finish in the same turn of the event loop share one notification (a surge's batch
 * of 200 accepted applications sends one, not 200: each is a commit that takes PostgreSQL's
 * notification lock, and each confirmation another). The notification is sent on the next turn,
 * after every write that joined it was made, with the union of their tags, so each writer still
 * answers only once every instance has dropped what its write changed.
 */
export async function openPostgresChangeFeed(
  url: string,
  notify: (channel: string, payload: string) => Promise<number>,
  handlers: ChangeFeedHandlers,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ChangeFeed> {
  // The PostgreSQL driver, loaded only by a server on PostgreSQL (db/client.ts).
  const { default: pg } = await import('pg');
  const instance = randomUUID();
  /** Writes of this instance waiting for confirmations: who confirmed, and what to call then. */
  const waiting = new Map<string, { confirmed: Set<string>; expected: number; done: () => void }>();
  const confirm = (id: string, from: string) => {
    const wait = waiting.get(id);
    if (!wait) return;
    wait.confirmed.add(from);
    if (wait.confirmed.size >= wait.expected) wait.done();
  };
  let client: Client | null = null;
  let closed = false;
  let attempt = 0;

  const received = (message: Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    let parsed: { from?: string; id?: string; ack?: string; tags?: unknown };
    try {
      parsed = JSON.parse(message.payload);
    } catch {
      return;
    }
    if (typeof parsed.from !== 'string') return;
    if (typeof parsed.ack === 'string') return confirm(parsed.ack, parsed.from);
    if (typeof parsed.id !== 'string') return;
    if (parsed.from === instance) return confirm(parsed.id, instance);
    if (Array.isArray(parsed.tags)) handlers.onChange(parsed.tags.filter((t) => typeof t === 'string'));
    // Dropped here first, then confirmed: the writer answers only after this.
    client
      ?.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: instance, ack: parsed.id })])
      .catch(() => {});
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: LISTENER_NAME });
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

  /** One notification and the wait for its confirmations. */
  const send = async (tags: readonly string[]) => {
    const id = randomUUID();
    const wait = { confirmed: new Set<string>(), expected: Number.POSITIVE_INFINITY, done: () => {} };
    const confirmed = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ACK_WAIT_MS);
      wait.done = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    waiting.set(id, wait);
    try {
      wait.expected = await notify(CHANNEL, JSON.stringify({ from: instance, id, tags }));
      if (wait.confirmed.size >= wait.expected) wait.done();
      // Without a listener of our own, nobody may be listening: nothing to wait for.
      if (client) await confirmed;
    } catch {
      // The write itself is done; the others' caches still expire (maxAgeSeconds).
      log.warn('cache invalidation could not be sent to the other instances');
    } finally {
      waiting.delete(id);
    }
  };

  /** The notification being gathered for the next turn: its tags, and its end. */
  let gathering: { tags: Set<string>; sent: Promise<void> } | null = null;

  return {
    publish(tags) {
      if (!gathering) {
        const next = { tags: new Set<string>(), sent: Promise.resolve() };
        next.sent = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          gathering = null;
          return send([...next.tags]);
        });
        gathering = next;
      }
      for (const tag of tags) gathering.tags.add(tag);
      return gathering.sent;
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
