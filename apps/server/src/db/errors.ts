/** The PostgreSQL error code of a failed query, as the pg driver and PGlite report it (possibly wrapped by Drizzle). */
function errorCode(err: unknown): unknown {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.cause?.code ?? e?.code;
}

/** A unique index refused the row (unique_violation): a duplicate, usually the caller's 409. */
export const isUniqueViolation = (err: unknown): boolean => errorCode(err) === '23505';

/** PostgreSQL ended the transaction as one side of a deadlock (deadlock_detected): running it again succeeds. */
export const isDeadlock = (err: unknown): boolean => errorCode(err) === '40P01';

// PostgreSQL's character_not_in_repertoire and untranslatable_character: text or jsonb given a
// character it cannot hold (U+0000); invalid_text_representation: a value that does not read as
// its column's type (half a surrogate pair in jsonb, a word for a number). Only a caller's input
// carries one, so it is the caller's 400.
const UNSTORABLE_TEXT = new Set(['22021', '22P05', '22P02']);

/** Whether a failed query was refused for a character in its parameters (see UNSTORABLE_TEXT). */
export function isUnstorableText(err: unknown): boolean {
  const code = errorCode(err);
  return typeof code === 'string' && UNSTORABLE_TEXT.has(code);
}

// Failures that say the database cannot be reached, not that the query was wrong: PostgreSQL's
// connection_exception class (08...), operator_intervention shutdowns (57P01 to 57P03), too many
// connections (53300), and the socket errors and timeouts of the driver itself.
const UNREACHABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Whether a failed query failed because the database server is unreachable (the caller's 503, not a 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && (UNREACHABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * Whether a failure is a full disk: the kernel's ENOSPC (or EDQUOT, a quota reached) writing a
 * file, or PostgreSQL's disk_full (53100), anywhere in the chain of causes.
 */
export function isDiskFull(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | null, depth = 0; e && depth < 4; depth++) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === '53100') return true;
    e = e.cause as typeof e;
  }
  return false;
}
