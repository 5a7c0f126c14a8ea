/** A plain object (not null, not a list): what a request body or an answer must be before its fields are read. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
