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
// character it cannot hold (U+0000). Only a caller's input carries one, so it is the caller's 400.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** Whether a failed query was refused for a character in its parameters (see UNSTORABLE_TEXT). */
export function isUnstorableText(err: unknown): boolean {
  const code = errorCode(err);
  return typeof code === 'string' && UNSTORABLE_TEXT.has(code);
}
