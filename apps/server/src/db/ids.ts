const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` can be a record's id (the database makes UUIDs). A malformed id names nothing:
 * callers answer it like an unknown one, and never send it to the database, which would refuse
 * it with an error.
 */
export const isId = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);
