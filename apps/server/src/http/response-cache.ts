import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { MSG } from '@ssf/domain/messages';
import { assertNotLimited, RateLimiter } from './rate-limit.ts';
import { memoryLimitStore } from './rate-limit-memory.ts';
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
 * An answer is kept under its route and its validated parameters (http/response-cache.ts,
 * `cacheKeyOf`): a query parameter the route does not read, or another spelling of the same
 * value, finds the same answer instead of making a new one. HEAD is answered from the same entry.
 * A request with a bearer token that verifies is its caller's own (the team list shows emails to
 * admins); any other Authorization header is ignored, as the routes ignore it. Reads that find
 * nothing cost a render each, so they are limited per address (`UNCACHED_READ_RATE_LIMIT`).
 *
 * Correctness rests on invalidation, not on time: every successful write through the API drops
 * the answers it may have changed before its own answer leaves (so the admin who saved, and any
 * visitor after, sees the change), and, with several instances on one PostgreSQL database, tells
 * the others through the change feed (db/change-feed.ts). `maxAgeSeconds` only bounds answers that
 * change with the clock (an event becoming past, a drive's deadline).
 *
 * See docs/decisions/0102-response-cache.md.
 */

/**
 * What a cached read is made of: the name of the feature whose records it shows (the features'
 * names in modules/index.ts are the tags; `checkCacheTags` refuses any other at start-up). A write
 * that names one of these tags drops it.
 */
export type CacheTag = string;
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
  /** On a route without a query schema: the query parameters its answer depends on (pages: `page`). */
  query?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's cache of public answers (its size is read by the response-cache suite). */
    responseCache: ResponseCache;
  }
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
/**
 * Pages (HTML) are what a phone waits for before its first paint, and whether one fits a new
 * connection's first round trip (about 14 KB) depends on a few hundred bytes: they are compressed at
 * quality 10 at once (the drawn home page 13.9 KB instead of 14.7 at quality 9, for about 20 ms
 * more), and again at brotli's best once kept (13.5 KB). That takes over 100 ms on the thread pool,
 * so it is not waited for: the first visitors after a write get quality 10, later ones the best.
 */
const PAGE_BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } };
const BEST_BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
const isPage = (headers: Record<string, string>) => /^text\/html\b/.test(headers['content-type'] ?? '');
/** Headers that describe one sending of the bytes, not the answer: never replayed from the cache. */
const PER_SEND_HEADERS = new Set(['content-length', 'content-encoding', 'date', 'set-cookie']);

interface Entry extends PreparedAnswer {
  tags: readonly TagOrAll[];
  expiresAt: number;
  bytes: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Request URLs (without a query string) that name an entry: the server's front door looks
   * answers up by URL before any route is matched. An index only: a URL whose entry is gone
   * finds nothing and the request takes the framework's way, which finds the entry by its key.
   */
  private readonly urls = new Map<string, string>();
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

  /**
   * Keeps a kept page's brotli bytes compressed at brotli's best, once ready, if the page is still
   * the one kept under `key` (no write dropped it meanwhile) and the bytes are fewer. The ETag stays:
   * the answer is the same. Resolves when done, for tests; a failure keeps the bytes it had.
   */
  async compressBetter(key: string, entry: Entry, body: Buffer): Promise<void> {
    if (!isPage(entry.sendings.identity.headers as Record<string, string>) || !entry.compressible) return;
    const best = await brotli(body, BEST_BROTLI_OPTIONS).catch(() => null);
    const current = entry.sendings.br;
    if (!best || this.entries.get(key) !== entry || best.length >= Number(current.headers['content-length']))
      return;
    const saved = Number(current.headers['content-length']) - best.length;
    entry.sendings.br = {
      ...current,
      headers: { ...current.headers, 'content-length': best.length },
      body: best,
    };
    entry.bytes -= saved;
    this.bytes -= saved;
  }

  /** The answer a plain request URL was last found under (see `urls`). */
  getByUrl(url: string): Entry | undefined {
    const key = this.urls.get(url);
    return key === undefined ? undefined : this.get(key);
  }

  /** Remember that `url` names the entry kept under `key`; URLs with a query string are not indexed. */
  indexUrl(url: string, key: string) {
    if (url.includes('?') || this.urls.get(url) === key) return;
    if (this.urls.size >= MAX_ENTRIES * 2) this.urls.clear();
    this.urls.set(url, key);
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
      ? await Promise.all([brotli(body, isPage(headers) ? PAGE_BROTLI_OPTIONS : BROTLI_OPTIONS), gzip(body)])
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

/**
 * Refuses, as each route is added, a cache tag that names no feature (a typo would otherwise keep
 * a stale answer after the write that should drop it): `tags` are the features' names.
 */
export function checkCacheTags(tags: ReadonlySet<string>) {
  return (route: { url: string; config?: unknown }) => {
    const config = (route.config ?? {}) as { cache?: CachePolicy; invalidates?: readonly TagOrAll[] };
    for (const tag of [...(config.cache?.tags ?? []), ...(config.invalidates ?? [])]) {
      if (tag !== ALL_TAGS && !tags.has(tag))
        throw new Error(`The route ${route.url} names the cache tag '${tag}', which is no feature's name`);
    }
  };
}

/** Tells the other instances what a write changed (db/change-feed.ts), and hears what theirs did. */
export interface InvalidationBus {
  publish(tags: readonly TagOrAll[]): Promise<void>;
}

const READ_STARTED_AT = Symbol('cacheVersionAtStart');
const ANSWERED_FROM_CACHE = Symbol('answeredFromCache');
const CACHE_KEY = Symbol('cacheKey');
type Marked = FastifyRequest & {
  [READ_STARTED_AT]?: number;
  [ANSWERED_FROM_CACHE]?: boolean;
  [CACHE_KEY]?: string;
};

const isRead = (method: string) => method === 'GET' || method === 'HEAD';
const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** JSON with object keys in order and undefined left out: one text for one value. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a cached answer is kept under: the route, and its parameters and query as the route's own
 * schemas read them (unknown query parameters dropped, values in their parsed form), so
 * `?v=1`, `?v=2`, ... or `?page=01` find the answer `?page=1` made. A route without a query
 * schema reads no query, or only the parameters its cache policy names (`query`). Null when the
 * parameters are invalid: the route then answers 400 itself.
 */
export function cacheKeyOf(request: FastifyRequest): string | null {
  const schema = request.routeOptions.schema as { params?: ZodType; querystring?: ZodType } | undefined;
  const params = schema?.params ? schema.params.safeParse(request.params ?? {}) : null;
  if (params && !params.success) return null;
  let query: unknown = null;
  const named = request.routeOptions.config?.cache?.query;
  if (named) {
    const raw = request.query as Record<string, unknown>;
    query = Object.fromEntries(named.map((name) => [name, raw?.[name]]));
  } else if (schema?.querystring) {
    const parsed = schema.querystring.safeParse(request.query ?? {});
    if (!parsed.success) return null;
    query = parsed.data;
  }
  return `${request.routeOptions.url}\n${stableJson(params ? params.data : request.params)}\n${stableJson(query)}`;
}

/**
 * Answer a request from memory before the framework sees it, when an anonymous GET or HEAD finds
 * its answer by its URL: the server's own request handler calls this first (app.ts, serverFactory),
 * so a hit costs what a bare Node server costs. Returns the status sent, or 0 when the framework
 * must answer (which still finds a cached answer by its key: other spellings, Authorization
 * headers that are not a valid token). Requests made without a socket (tests' inject) are
 * answered by the hook below instead.
 */
export function answerFromMemory(cache: ResponseCache, req: IncomingMessage, res: ServerResponse): number {
  if (!isRead(req.method ?? '') || req.headers.authorization || !req.url) return 0;
  const entry = cache.getByUrl(req.url);
  return entry ? writePrepared(req, res, entry) : 0;
}

export interface ResponseCacheOptions {
  /** Whether an Authorization header is a bearer token that verifies, of an account that exists. */
  signedIn?: (authorization: string) => Promise<boolean>;
  /** Reads not found in the cache allowed per minute per address (each is rendered anew). */
  uncachedReadsPerMinute?: number;
}

/**
 * The cache's hooks. They must be added before the compression plugin's, so that the answer is
 * stored as the route produced it and compression is not done again on the way out.
 */
export function registerResponseCache(
  app: FastifyInstance,
  cache: ResponseCache,
  bus: InvalidationBus,
  options: ResponseCacheOptions = {},
) {
  app.decorate('responseCache', cache);
  const signedIn = options.signedIn ?? (async () => false);
  const uncachedReads = options.uncachedReadsPerMinute
    ? new RateLimiter(memoryLimitStore(), 'uncached-read', options.uncachedReadsPerMinute, 60_000)
    : null;

  app.addHook('onRequest', async (request: Marked, reply) => {
    if (!isRead(request.method) || !request.routeOptions.config?.cache) return;
    // A signed-in caller may be shown more (the team's emails): their answer is their own.
    const authorization = request.headers.authorization;
    if (authorization && (await signedIn(authorization))) return;
    const key = cacheKeyOf(request);
    if (key === null) return;
    request[CACHE_KEY] = key;
    const entry = cache.get(key);
    if (entry) {
      request[ANSWERED_FROM_CACHE] = true;
      cache.indexUrl(request.url, key);
      return sendPrepared(request, reply, entry);
    }
    // Each miss costs a render: a client making them on purpose is slowed down, not the site.
    if (uncachedReads) assertNotLimited(await uncachedReads.consume(request.ip), MSG.tooManyRequests);
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
    const key = request[CACHE_KEY];
    if (request[ANSWERED_FROM_CACHE] || key === undefined || request[READ_STARTED_AT] === undefined)
      return payload;
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
    const bytes = Buffer.from(payload);
    const entry = await cache.build(status, headers, bytes, policy);
    // Stored only if no write came while the answer was being made or compressed.
    if (request[READ_STARTED_AT] === cache.version) {
      cache.set(key, entry);
      cache.indexUrl(request.url, key);
      void cache.compressBetter(key, entry, bytes);
    }
    reply.header('cache-control', headers['cache-control']);
    reply.header('etag', entry.etag);
    reply.header('vary', headers.vary);
    const { status: sentStatus, headers: sentHeaders, body } = sendingFor(request, entry);
    reply.code(sentStatus);
    if (sentHeaders['content-encoding']) reply.header('content-encoding', sentHeaders['content-encoding']);
    return body;
  });
}
