import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName, type Table } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Section } from '@ssf/domain/accounts';
import type { Db } from '../../db/client.ts';
import { isReading, routeAccess, routeAccessOf, sectionOf } from '../../http/access.ts';
import { type CapturedRow, startCapture, takeCaptured, UNCAPTURED } from '../../db/change-capture.ts';
import { type ActivityInput, actorOf, recordActivity } from './log.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the activity log hears of the route's calls (see modules/activity/hook.ts):
     * - unset: every change made through a section's route is recorded in the change's own
     *   transaction, with the fields that changed;
     * - 'export': a read that hands out personal data (a CSV of members or applications) is
     *   recorded as an export before the answer leaves;
     * - 'explicit': the route's service records its own entries (in the change's transaction).
     */
    activity?: 'explicit' | 'export';
  }
  interface FastifyRequest {
    /** The change being made by a section's write route, while its handler runs. */
    activityScope?: ActivityScope;
  }
}

/** A write route's call, as the transactions it runs see it. */
interface ActivityScope {
  request: FastifyRequest;
  section: Section;
  /** Entries written by transactions that committed. */
  entries: number;
  /** A table written outside any transaction (its entry could not be part of the change). */
  outside: string | null;
  /** The answer is on its way: work the call left running (none should) is no longer its change. */
  closed: boolean;
}

const scopes = new AsyncLocalStorage<ActivityScope>();

/**
 * Sections whose records carry students' personal data: their entries name the record by id
 * only, never by a label taken from it.
 */
const PERSONAL = new Set(['members', 'recruitment', 'forms', 'mail']);

/** Tables whose records may be named in the log by their title or name (public records, not people's data). */
const LABELLED = new Set(['blogs', 'events', 'team_members', 'gallery_images']);

/** Rows written along with a record (its images, its mail, its history): never the record itself when another is. */
const ALONGSIDE = new Set([
  'media',
  'media_references',
  'mail_outbox',
  'credential_keys',
  'credential_status_lists',
  'application_status_changes',
  'form_response_status_changes',
  'form_refusals',
]);

/** Columns every record has that say nothing about what was changed. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at']);

const VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The string values of the route's path parameters (record ids), in order. */
const paramsOf = (request: FastifyRequest): string[] =>
  Object.values((request.params as Record<string, unknown> | undefined) ?? {}).filter(
    (v): v is string => typeof v === 'string',
  );

/**
 * The entry for what one transaction of a write route changed: the record (a row the path names,
 * else the first row written that is not an image, a mail or a history line), the action its row
 * underwent, and the names of its columns whose values differ (never the values).
 */
export function entryOf(scope: ActivityScope, rows: CapturedRow[]): ActivityInput {
  const { request, section } = scope;
  const params = paramsOf(request);
  const named = [...params].reverse().flatMap((p) => rows.filter((r) => r.id === p))[0];
  const main = named ?? rows.find((r) => !ALONGSIDE.has(r.t)) ?? rows[0];
  const fields = rows
    .filter((r) => r.t === main.t)
    .flatMap((r) => r.f)
    .filter((f) => !BOOKKEEPING.has(f))
    .map((f) => f.split('.').map(camel).join('.'));
  return {
    actor: actorOf(request.user!),
    // What the record underwent: a row written by a PUT (the site's texts saved the first time) is an update.
    action:
      main.op === 'DELETE'
        ? 'delete'
        : main.op === 'INSERT' && request.method === 'POST'
          ? 'create'
          : 'update',
    section,
    entity: {
      type: section,
      id: named?.id ?? params[0] ?? main.id,
      label: !PERSONAL.has(section) && LABELLED.has(main.t) ? main.l : null,
    },
    fields,
    ip: request.ip,
  };
}

const PATCHED = Symbol('activity log');

/**
 * Makes every transaction run during a write route's call record that call's entry before it
 * commits: capture is switched on when it starts, and what it changed becomes the entry, written
 * by the same transaction (so a failure to log rolls the change back, and a change that fails
 * leaves no entry). Services need do nothing but write in a transaction. A write outside any
 * transaction during such a call is noted (see the onSend hook below).
 */
function recordInTransactions(db: Db) {
  const patched = db as Db & { [PATCHED]?: true };
  if (patched[PATCHED]) return;
  patched[PATCHED] = true;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run: (tx: Db) => Promise<unknown>, config?: unknown) => {
    const scope = scopes.getStore();
    if (!scope || scope.closed) return transaction(run as never, config as never);
    let wrote = false;
    const value = await transaction(
      (async (tx: Db) => {
        await startCapture(tx);
        const result = await run(tx);
        const rows = await takeCaptured(tx);
        wrote = false;
        if (rows.length > 0) {
          await recordActivity(tx, entryOf(scope, rows));
          wrote = true;
        }
        return result;
      }) as never,
      config as never,
    );
    if (wrote) scope.entries++;
    return value;
  }) as Db['transaction'];
  for (const method of ['insert', 'update', 'delete'] as const) {
    const write = (db[method] as (table: Table) => unknown).bind(db);
    (db as unknown as Record<string, unknown>)[method] = (table: Table) => {
      const scope = scopes.getStore();
      const name = getTableName(table);
      if (scope && !scope.closed && !UNCAPTURED.includes(name)) scope.outside ??= name;
      return write(table);
    };
  }
}

/** Runs a section's write route's handler within its activity scope. */
function scopeWrites(route: RouteOptions) {
  const config = route.config as { access?: never; activity?: string } | undefined;
  const section = sectionOf(routeAccessOf(config));
  if (!section || config?.activity) return;
  if ([route.method].flat().every((m) => isReading(m))) return;
  const handler = route.handler;
  route.handler = function (this: FastifyInstance, request, reply) {
    if (isReading(request.method) || !request.user) return handler.call(this, request, reply);
    const scope: ActivityScope = { request, section, entries: 0, outside: null, closed: false };
    request.activityScope = scope;
    return scopes.run(scope, () => handler.call(this, request, reply));
  };
}

/** The record an export's path names. */
function exportedOf(request: FastifyRequest, section: string) {
  return { type: section, id: paramsOf(request)[0] ?? null, label: null };
}

/**
 * The activity log hears of every change made through a section's route, in the change's own
 * transaction (see `recordInTransactions`), and of every export of personal data before the
 * answer leaves. An entry that cannot be written fails the change or the export (500), so nothing
 * is kept or handed out unrecorded.
 */
export function registerActivityLog(app: FastifyInstance, db: Db) {
  recordInTransactions(db);
  app.addHook('onRoute', scopeWrites);
  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.activityScope;
    if (scope) scope.closed = true;
    const config = request.routeOptions.config;
    if (!request.routeOptions.url || !request.user || reply.statusCode >= 400) return payload;
    const section = sectionOf(routeAccess(request));
    if (!section || config.activity === 'explicit') return payload;
    if (isReading(request.method)) {
      if (config.activity !== 'export') return payload;
      await recordActivity(db, {
        actor: actorOf(request.user),
        action: 'export',
        section,
        entity: exportedOf(request, section),
        fields: [],
        ip: request.ip,
      });
      return payload;
    }
    if (!scope?.outside) return payload;
    // A write outside a transaction: its entry cannot be part of it. Tests fail on it; a running
    // site still records the change, after it.
    const message = `${request.method} ${request.routeOptions.url} wrote ${scope.outside} outside a transaction: its activity entry is not part of the change`;
    if (process.env.NODE_ENV === 'test') throw new Error(message);
    request.log.error(message);
    if (scope.entries === 0) {
      await recordActivity(db, {
        actor: actorOf(request.user),
        action: VERBS[request.method] ?? request.method.toLowerCase(),
        section,
        entity: exportedOf(request, section),
        fields: [],
        ip: request.ip,
      });
    }
    return payload;
  });
}
