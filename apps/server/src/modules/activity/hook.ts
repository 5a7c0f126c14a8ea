import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isReading, routeAccess, sectionOf } from '../../http/access.ts';
import { actorOf, recordActivity } from './log.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the activity log hears of the route's calls (see modules/activity/hook.ts):
     * - unset: every successful change through a section's route is recorded by the hook;
     * - 'export': a read that hands out personal data (a CSV of members or applications) is
     *   recorded as an export before the answer leaves;
     * - 'explicit': the route's service records its own entries (in the change's transaction).
     */
    activity?: 'explicit' | 'export';
  }
  interface FastifyRequest {
    /** The names of the fields a multipart body sent, set by the upload reader (media/uploads.ts). */
    activityFields?: string[];
  }
}

/**
 * Sections whose records carry students' personal data: their entries name the record by id
 * only, never by a label taken from it.
 */
const PERSONAL = new Set(['members', 'recruitment', 'forms', 'mail']);

const VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

type Payload = { _id?: unknown; title?: unknown; name?: unknown } | undefined;

/** The record an answer or the path names: its id and, outside personal sections, a short label. */
function entityOf(request: FastifyRequest, payload: Payload, section: string) {
  const params = request.params as Record<string, unknown> | undefined;
  // The record is the answer itself or the object it carries ({data}, {blog}, {event}, ...).
  const carried = Object.values(payload ?? {}).find(
    (v): v is Payload => Boolean(v) && typeof v === 'object' && !Array.isArray(v) && '_id' in (v as object),
  );
  const record = carried ?? payload;
  const param = params ? Object.values(params).find((v) => typeof v === 'string') : undefined;
  const id = typeof param === 'string' ? param : typeof record?._id === 'string' ? record._id : null;
  const label =
    PERSONAL.has(section) || !record
      ? null
      : typeof record.title === 'string'
        ? record.title
        : typeof record.name === 'string'
          ? record.name
          : null;
  return { type: section, id, label };
}

/** The names of the fields a JSON body sent (never their values). */
const fieldsOf = (body: unknown): string[] =>
  body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];

/**
 * The one place the activity log hears of changes: after a section's route succeeds for a
 * signed-in account, before the answer leaves, an entry says who did what to which record. An
 * entry that cannot be written fails the answer (500), so nothing is handed out unrecorded.
 */
export function registerActivityLog(app: FastifyInstance, db: Db) {
  app.addHook(
    'preSerialization',
    async (request: FastifyRequest & { activityPayload?: Payload }, _reply, payload) => {
      request.activityPayload = payload as Payload;
      return payload;
    },
  );
  app.addHook('onSend', async (request: FastifyRequest & { activityPayload?: Payload }, reply, payload) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url || !request.user || reply.statusCode >= 400) return payload;
    const section = sectionOf(routeAccess(request));
    if (!section || config.activity === 'explicit') return payload;
    const reading = isReading(request.method);
    if (reading && config.activity !== 'export') return payload;
    await recordActivity(db, {
      actor: actorOf(request.user),
      action: reading ? 'export' : (VERBS[request.method] ?? request.method.toLowerCase()),
      section,
      entity: entityOf(request, request.activityPayload, section),
      fields: reading ? [] : (request.activityFields ?? fieldsOf(request.body)),
      ip: request.ip,
    });
    return payload;
  });
}
