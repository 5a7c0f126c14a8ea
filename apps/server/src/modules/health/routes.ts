import { healthSchema, livenessSchema, readinessSchema } from '@ssf/domain/schemas/health';
import type { AppContext } from '../../context.ts';
import type { Api } from '../../http/schemas.ts';
import { mediaDir } from '../../media/fs-store.ts';
import { hasFreeSpace } from './free-space.ts';

const state = (ok: boolean) => (ok ? ('ok' as const) : ('unavailable' as const));

/** How long one database ping answers the health check: a probe every few ms costs one query a second. */
const PING_FRESH_MS = 1000;

/**
 * The database's answer to a ping made at most `freshMs` ago. Calls that arrive while a ping is
 * under way share it, so a load balancer's probes (or a flood of them) never queue queries.
 */
export function recentPing(ping: () => Promise<boolean>, freshMs = PING_FRESH_MS, now = Date.now) {
  let last: { ok: boolean; at: number } | null = null;
  let pending: Promise<boolean> | null = null;
  return (): Promise<boolean> => {
    if (last && now() - last.at < freshMs) return Promise.resolve(last.ok);
    pending ??= ping().then((ok) => {
      last = { ok, at: now() };
      pending = null;
      return ok;
    });
    return pending;
  };
}

export async function healthRoutes(api: Api, { config, database, media: store }: AppContext) {
  const databasePing = recentPing(() => database.ping());
  // Where this instance writes: the data folder (the embedded database, backups' staging) and,
  // with the fs store, the media folder, which may be a disk of its own.
  const writtenDirs = store.kind === 'fs' ? [config.dataDir, mediaDir(config.dataDir)] : [config.dataDir];
  api.get(
    '/health',
    {
      // Answered from a ping at most a second old, so the answer may be kept as long.
      config: { access: 'public', cache: { tags: [], statuses: [503], maxAgeSeconds: 1 } },
      schema: {
        summary: 'Whether the server and its database answer (never names hosts or versions)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const ok = await databasePing();
      return reply.status(ok ? 200 : 503).send({ status: state(ok) });
    },
  );

  // A liveness probe restarts a process that no longer answers; it must not depend on the database,
  // or a database outage would restart every instance at once.
  api.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Liveness probe: the process answers (the database is not checked)',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  // A readiness probe takes an instance out of the load balancer while it cannot serve.
  api.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Readiness probe: the database and the media store answer and the disk has MIN_FREE_DISK_MB free (503 naming which does not)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const [db, media] = await Promise.all([databasePing(), store.ready()]);
      // After the store's check, which creates the media folder when it is missing.
      const disk = await hasFreeSpace(writtenDirs, config.minFreeDiskMb);
      const ok = db && media && disk;
      reply.header('cache-control', 'no-store');
      return reply
        .status(ok ? 200 : 503)
        .send({ status: state(ok), checks: { database: state(db), media: state(media), disk: state(disk) } });
    },
  );
}
