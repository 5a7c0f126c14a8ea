import http from 'node:http';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from './db/client.ts';
import { registerAccessGuard } from './http/access.ts';
import { registerAbsoluteMediaUrls } from './http/absolute-media-urls.ts';
import { registerErrorHandler } from './http/errors.ts';
import { loggedUrl } from './http/log-redaction.ts';
import { proxyTrust } from './http/proxy-trust.ts';
import { registerWellFormedText } from './http/well-formed-text.ts';
import {
  answerFromMemory,
  checkCacheTags,
  registerResponseCache,
  ResponseCache,
} from './http/response-cache.ts';
import { type ChangeFeed, LISTENER_NAME, localChangeFeed, openPostgresChangeFeed } from './db/change-feed.ts';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi.ts';
import { validatorCompiler } from './http/schemas.ts';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers.ts';
import { createTokenService, resolveJwtSecret } from './http/tokens.ts';
import { FEATURES } from './modules/index.ts';
import { registerMediaRoutes } from './media/routes.ts';
import { answerMedia } from './media/memory-cache.ts';
import { mediaMemoryFor, mediaStoreFor } from './media/stores.ts';
import { registerApiDocs } from './web-app/api-docs.ts';
import { registerFeeds } from './web-app/feeds.ts';
import { type AssetFiles, answerAsset } from './web-app/asset-files.ts';
import { registerWebApp } from './web-app/web-app.ts';

export interface BuildOptions {
  /** Use this database instead of opening the one the configuration names (tests share one). */
  database?: Database;
  /** Pino logger options; false silences request logs (tests). */
  logger?: boolean | object;
  /** Called for every route as it is added (tests read the route table through it). */
  onRoute?: (route: RouteOptions) => void;
}

// Request logs carry method, path and status only: no headers (tokens), no bodies (student data),
// no query strings, and no secrets in the path (see loggedUrl).
/** How long an idle kept-alive connection stays open (see the server factory below). */
export const KEEP_ALIVE_MS = 72_000;
/** Long enough for a 10 MB upload on a slow phone connection, short enough to shed stuck clients. */
export const REQUEST_TIMEOUT_MS = 120_000;

const serializers = {
  req: (req: { method: string; url: string; ip?: string }) => ({
    method: req.method,
    url: loggedUrl(req.url),
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
};

/** The whole server, with every route registered and no port opened. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config.databaseUrl, config.dataDir));
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const ctx: AppContext = { config, database, db: database.db, tokens, media: mediaStoreFor(config) };
  const setSecurityHeaders = securityHeaders(config.publicUrl);
  // Who a verified token names: the feature that keeps the accounts answers (auth's `caller`).
  const callerOf = FEATURES.find((f) => f.caller)?.caller;
  const loadCaller = async (userId: string, sessionId: string) =>
    callerOf ? callerOf(ctx, userId, sessionId) : null;

  const logger =
    options.logger === false
      ? false
      : {
          level: config.logLevel,
          serializers,
          redact: ['req.headers.authorization'],
          ...(options.logger as object),
        };
  // Cached public answers, the built app's hashed files and the stored images kept in memory are
  // sent before the framework sees the request (response-cache.ts, asset-files.ts, memory-cache.ts).
  const cache = new ResponseCache();
  const mediaMemory = mediaMemoryFor(config);
  let assets: AssetFiles = new Map();
  let logsRequests = false;
  const app: FastifyInstance = Fastify({
    logger,
    // Fastify applies its keepAliveTimeout and requestTimeout only to a server it makes itself, so
    // they are given here. Node's own keep-alive default (5 s) is shorter than a proxy's or a
    // client's idle reuse: a request sent on a connection the server is closing at that moment
    // fails with a reset. 72 s is Fastify's default, longer than common proxies' 60 s.
    serverFactory: (handler) =>
      http.createServer(
        { keepAliveTimeout: KEEP_ALIVE_MS, requestTimeout: REQUEST_TIMEOUT_MS },
        (req, res) => {
          const status =
            answerFromMemory(cache, req, res) ||
            answerAsset(assets, req, res) ||
            answerMedia(mediaMemory, req, res);
          if (status === 0) return handler(req, res);
          // The log line costs a path's redaction and an object: only made when it is written.
          if (!logsRequests) return;
          app.log.info(
            { req: { method: req.method, url: loggedUrl(req.url ?? '') }, res: { statusCode: status } },
            'request completed',
          );
        },
      ),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default): from
    // anyone else it would let a client pick its own address and dodge the per-address limits.
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // While stopping, http/graceful-stop.ts answers new requests itself, with Retry-After.
    return503OnClosing: false,
    // A path the router cannot decode (broken percent-encoding) names nothing: it gets the same
    // 404 as any unknown path, instead of Fastify's own answer that echoes the path. No hook runs
    // for it, so the security headers are set here.
    frameworkErrors: (_error, request, reply) => {
      // The type first: the headers follow it (a data answer's policy, see security-headers.ts).
      reply.type(
        request.url.startsWith('/api/') ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      );
      setSecurityHeaders(reply);
      return answerNotFound(request, reply);
    },
    // Routes declare zod schemas (see http/schemas.ts): requests are parsed and answers checked
    // with them. Given here, Fastify does not load its own JSON-schema compilers (ajv and
    // fast-json-stringify, a tenth of a second of every start) only to have them replaced.
    schemaController: {
      compilersFactory: {
        // Fastify's types describe ajv's compilers; these take the same route schemas, as zod.
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  });

  logsRequests =
    (app.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? false;
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Cache tags are the features' names: a route naming another fails here, at start-up.
  app.addHook('onRoute', checkCacheTags(new Set(FEATURES.map((f) => f.name))));
  registerErrorHandler(app);
  registerSecurityHeaders(app, setSecurityHeaders);
  // Before compression: cached answers are stored and sent already compressed.
  const changes = await openChangeFeed(config, database, cache, app);
  registerResponseCache(app, cache, changes, {
    // Only a token that verifies, of a current session of an active account, passes the cache by.
    signedIn: async (authorization) => {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      const claims = match ? await tokens.verify(match[1]) : null;
      return claims ? (await loadCaller(claims.userId, claims.sessionId)) !== null : false;
    },
    uncachedReadsPerMinute: config.uncachedReadRateLimit,
  });
  app.addHook('onClose', async () => changes.close());
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  registerWellFormedText(app);
  registerAccessGuard(app, tokens, (id, session) => loadCaller(id, session));
  for (const feature of FEATURES) feature.hooks?.(app, ctx);

  // The API document collects the routes as they are added, so it comes first.
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      registerAbsoluteMediaUrls(api, config.publicUrl, config.mediaPublicUrl);
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const feature of FEATURES) await feature.routes(typed, ctx);
    },
    { prefix: API_BASE },
  );

  registerOpenApiRoute(app);
  registerApiDocs(app);

  // Uploaded images and feeds before the web app's catch-all.
  await registerMediaRoutes(app, ctx);
  await registerFeeds(app, ctx);
  for (const feature of FEATURES) await feature.rootRoutes?.(app, ctx);
  assets = await registerWebApp(app, ctx);

  app.setNotFoundHandler(answerNotFound);

  if (!options.database) app.addHook('onClose', async () => database.close());
  return app;
}

/**
 * Several instances on one PostgreSQL database hear each other's writes (db/change-feed.ts); the
 * embedded database has one process, whose own writes are all there is.
 */
async function openChangeFeed(
  config: Config,
  database: Database,
  cache: ResponseCache,
  app: FastifyInstance,
): Promise<ChangeFeed> {
  if (database.kind !== 'postgres' || !config.databaseUrl) return localChangeFeed;
  return openPostgresChangeFeed(
    config.databaseUrl,
    async (channel, payload) => {
      // One round trip: the notification, and how many instances will confirm it.
      const result = (await database.db.execute(
        sql`select pg_notify(${channel}, ${payload}), (select count(*)::int from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_NAME}) as listeners`,
      )) as unknown as { rows: { listeners: number }[] };
      return result.rows[0]?.listeners ?? 0;
    },
    {
      onChange: (tags) => cache.invalidate(tags),
      onSync: (listening) => {
        cache.invalidate(['*']);
        cache.enabled = listening;
      },
    },
    app.log,
  );
}

/** A path that names nothing: the API's error shape under /api, plain text elsewhere. */
function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  if (request.url.startsWith('/api/')) {
    return reply.status(404).send({ success: false, message: MSG.apiNotFound });
  }
  return reply.status(404).type('text/plain').send('Not found');
}
