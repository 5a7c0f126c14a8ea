import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type PreparedAnswer,
  prepareAnswer,
  sendingFor,
  sendPrepared,
  writePrepared,
} from './prepared-answer.ts';

/**
 * The in-process cache of public answers: the finished bytes of a public GET (JSON or page HTML),
 * kept already compressed, so a repeated read costs a map look-up instead of queries,
 * serialization and compression. A route opts in with `config: { cache: { tags } }`.
 *
 * Correctness rests on invalidation, not on time: every successful write through the API drops
 * the answers it may have changed before its own answer leaves (so the admin who saved, and any
 * visitor after, sees the change), and, with several instances on one PostgreSQL database, tells
 * the others through the change feed (db/change-feed.ts). `maxAgeSeconds` only bounds answers that
 * change with the clock (an event becoming past, a drive's deadline).
 *
 * See docs/decisions/0102-response-cache.md.
 */

/** What a cached read is made of. A write that names one of these tags drops it. */
export type CacheTag =
  | 'blogs'
  | 'events'
  | 'team'
  | 'gallery'
  | 'site'
  | 'recruitment'
  | 'members'
  | 'podcast'
  | 'credentials';
/** Every tag at once: page HTML (its title and summary come from any content), and writes by default. */
export const ALL_TAGS = '*';
type TagOrAll = CacheTag | typeof ALL_TAGS;

export interface CachePolicy {
  /** What the answer is made of; `'*'` when it may depend on anything. */
  tags: readonly TagOrAll[];
  /** Statuses kept besides 200 (the open drive's 404 "no drive is open" is an answer too). */
  statuses?: readonly number[];
  /** Kept at most this long without a write (default 60 s): for answers that change with the clock. */
  maxAgeSeconds?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** On a public GET: keep the finished answer in memory (see http/response-cache.ts). */
    cache?: CachePolicy;
    /**
     * On a write: the cached reads it may change (default: all of them). A write that changes no
     * public answer (signing in) declares `[]`.
     */
    invalidates?: readonly TagOrAll[];
  }
}

const DEFAULT_MAX_AGE_SECONDS = 60;
/** Bounds on memory: an answer is a few KB to a few hundred; query strings make keys unbounded. */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
/** Answers are compressed once per write, so a good ratio is worth more than the few ms it costs. */
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };
/** Headers that describe one sending of the bytes, not the answer: never replayed from the cache. */
const PER_SEND_HEADERS = new Set(['content-length', 'content-encoding', 'date', 'set-cookie']);

interface Entry extends PreparedAnswer {
  tags: readonly TagOrAll[];
  expiresAt: number;
  bytes: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /**
   * Counts invalidations. A read remembers it when it starts and stores its answer only if no
   * write happened meanwhile: otherwise an answer computed from the old rows could be stored just
   * after the write dropped the old one, and stay.
   */
  version = 0;
  /** False while invalidations from other instances may be missed (the feed is reconnecting). */
  enabled = true;

  private readonly now: () => number;

  constructor(now: () => number = () => Date.now()) {
    this.now = now;
  }

  get size() {
    return this.entries.size;
  }

  get(key: string): Entry | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // Least recently used goes first when the cache is full: move this one to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry) {
    if (!this.enabled || entry.bytes > MAX_ENTRY_BYTES) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, e] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(oldest, e);
    }
  }

  /** Drop every answer made of one of `tags` (all of them for `'*'`), and those made of anything. */
  invalidate(tags: readonly string[]) {
    if (tags.length === 0) return;
    this.version++;
    if (tags.includes(ALL_TAGS)) {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((t) => t === ALL_TAGS || tags.includes(t))) this.remove(key, entry);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** The entry for a finished answer: its bytes in every encoding, and its ETag. */
  async build(
    status: number,
    headers: Record<string, string>,
    body: Buffer,
    policy: CachePolicy,
  ): Promise<Entry> {
    // Images are compressed already: they are kept and sent as they are.
    const compressible = !/^image\/(?!svg)/.test(headers['content-type'] ?? '');
    const [br, gz] = compressible
      ? await Promise.all([brotli(body, BROTLI_OPTIONS), gzip(body)])
      : [null, null];
    // A route's own ETag is kept (the badge image's); otherwise a weak one, as the bytes sent
    // differ by encoding while the answer is the same.
    const etag = headers.etag ?? `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return {
      ...prepareAnswer(status, headers, { identity: body, br, gzip: gz }, etag),
      tags: policy.tags,
      expiresAt: this.now() + (policy.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS) * 1000,
      bytes: body.length + (br?.length ?? 0) + (gz?.length ?? 0),
    };
  }
}

/** Tells the other instances what a write changed (db/change-feed.ts), and hears what theirs did. */
export interface InvalidationBus {
  publish(tags: readonly TagOrAll[]): Promise<void>;
}

const READ_STARTED_AT = Symbol('cacheVersionAtStart');
const ANSWERED_FROM_CACHE = Symbol('answeredFromCache');
type Marked = FastifyRequest & { [READ_STARTED_AT]?: number; [ANSWERED_FROM_CACHE]?: boolean };

/** Only anonymous reads are shared: an admin's token may change the answer (the team's emails). */
const cacheableRead = (request: FastifyRequest) =>
  request.method === 'GET' && !request.headers.authorization && request.routeOptions.config?.cache;

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * Answer a request from memory before the framework sees it, when an anonymous GET finds its
 * answer: the server's own request handler calls this first (app.ts, serverFactory), so a hit
 * costs what a bare Node server costs. Returns the status sent, or 0 when the framework must
 * answer. Requests made without a socket (tests' inject) are answered by the hook below instead.
 */
export function answerFromMemory(cache: ResponseCache, req: IncomingMessage, res: ServerResponse): number {
  if (req.method !== 'GET' || req.headers.authorization || !req.url) return 0;
  const entry = cache.get(req.url);
  return entry ? writePrepared(req, res, entry) : 0;
}

/**
 * The cache's hooks. They must be added before the compression plugin's, so that the answer is
 * stored as the route produced it and compression is not done again on the way out.
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache, bus: InvalidationBus) {
  app.addHook('onRequest', async (request: Marked, reply) => {
    if (!cacheableRead(request)) return;
    const entry = cache.get(request.url);
    if (entry) {
      request[ANSWERED_FROM_CACHE] = true;
      return sendPrepared(request, reply, entry);
    }
    request[READ_STARTED_AT] = cache.version;
  });

  app.addHook('onSend', async (request: Marked, reply, payload) => {
    const config = request.routeOptions.config;
    // A write that succeeded: drop what it changed here and everywhere before the writer hears back.
    if (isWrite(request.method) && reply.statusCode < 400) {
      const tags = config?.invalidates ?? [ALL_TAGS];
      if (tags.length > 0) {
        cache.invalidate(tags);
        await bus.publish(tags);
      }
      return payload;
    }
    if (request[ANSWERED_FROM_CACHE] || !cacheableRead(request)) return payload;
    const policy = config.cache as CachePolicy;
    const status = reply.statusCode;
    if (status !== 200 && !policy.statuses?.includes(status)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return payload;
    if (request[READ_STARTED_AT] !== cache.version) return payload;

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_SEND_HEADERS.has(name)) headers[name] = String(value);
    }
    headers['cache-control'] ??= 'no-cache';
    // The bytes differ by encoding; a route may vary by more (the team list by Authorization).
    headers.vary = reply.hasHeader('vary')
      ? `${reply.getHeader('vary')}, Accept-Encoding`
      : 'Accept-Encoding';
    const entry = await cache.build(status, headers, Buffer.from(payload), policy);
    // Stored only if no write came while the answer was being made or compressed.
    if (request[READ_STARTED_AT] === cache.version) cache.set(request.url, entry);
    reply.header('cache-control', headers['cache-control']);
    reply.header('etag', entry.etag);
    reply.header('vary', headers.vary);
    const { status: sentStatus, headers: sentHeaders, body } = sendingFor(request, entry);
    reply.code(sentStatus);
    if (sentHeaders['content-encoding']) reply.header('content-encoding', sentHeaders['content-encoding']);
    return body;
  });
}
