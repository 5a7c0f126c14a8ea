import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * The embedded database's engine, set up once for Drizzle's way of reading results.
 *
 * Drizzle reads dates, times and intervals (and arrays of them, and of numerics) as the engine's
 * text and converts them itself, and asks for that with every query by passing these parsers.
 * PGlite then copies its whole map of parsers (318 entries) for that one query: on this server's
 * machine about 0.15 to 0.3 ms, as much again as a small query itself. Here the engine is given
 * them once, and Drizzle's per-query copy is left out when it asks for nothing else.
 */
const TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = new Set(TEXT_TYPES);

/** The query's options without parsers that the engine already applies. */
function withoutTextParsers(options?: QueryOptions): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const oid of Object.keys(parsers)) if (!asText.has(Number(oid))) return options;
  const { parsers: _given, ...rest } = options;
  return rest;
}

export class EmbeddedEngine extends PGlite {
  /** Ready, with Drizzle's text types read as text by every query. */
  async started(): Promise<void> {
    await this.waitReady;
    // After start-up, which makes the array parsers this replaces for the arrays above.
    for (const oid of TEXT_TYPES) this.parsers[oid] = (value: string) => value;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(query, params, withoutTextParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = tx.query;
      tx.query = <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        query<R>(text, params, withoutTextParsers(options));
      return callback(tx);
    });
  }
}
