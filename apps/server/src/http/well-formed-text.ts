import type { FastifyInstance } from 'fastify';
import { MSG } from '@ssf/domain/messages';
import { badRequest } from './errors.ts';

/**
 * JSON can carry half of a UTF-16 surrogate pair ("\ud800"), which is not text: PostgreSQL refuses
 * it deep inside a query, which used to answer 500. Every string a caller sends (JSON body, query,
 * path) must be well-formed; one that is not is the caller's 400, naming the field, before any
 * route runs. Multipart fields are decoded from UTF-8 bytes and cannot hold one, but JSON parsed
 * from one can (see assertWellFormed).
 */
export function registerWellFormedText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // Body, query and path are checked in turn; a field is named by its path as the caller sent it.
    for (const value of [request.body, request.query, request.params]) assertWellFormed(value);
  });
}

/**
 * Refuses `value` (400 naming the field) when a string or key in it is ill-formed. For JSON that
 * arrives as text inside another field (the site texts' multipart field), after it is parsed:
 * JSON's \ud800 escape turns well-formed text into half a pair. `path` names the field it came in.
 */
export function assertWellFormed(value: unknown, path = ''): void {
  const problem = firstMalformed(value, path);
  if (problem) throw badRequest(MSG.invalidInput, { [problem.path || '_']: problem.message });
}

/** No form of the API nests this deep; a body that does is refused rather than walked. */
const MAX_DEPTH = 32;

/** The first ill-formed string (or key) in `value` and where it is, or null when all are well-formed. */
function firstMalformed(value: unknown, path: string, depth = 0): { path: string; message: string } | null {
  if (typeof value === 'string') return value.isWellFormed() ? null : { path, message: MSG.malformedText };
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return { path, message: MSG.nestedTooDeeply };
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!key.isWellFormed()) return { path: at, message: MSG.malformedText };
    const found = firstMalformed(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}
