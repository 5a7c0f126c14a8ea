import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { listFiles } from '../media/fs-store.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { SigningKey } from '../signing-keys/keys.ts';

export { listFiles } from '../media/fs-store.ts';

/**
 * One backup file holds the whole database and every media file: gzip-compressed lines of JSON.
 *
 *   {"format":"ssf-backup","version":1,"createdAt":...,"migrations":[...],"tables":[...]}
 *   {"t":"users","r":{...one row, as PostgreSQL writes it with to_jsonb...}}      (every row)
 *   {"f":"<name in the media store>","d":"<base64>"}                            (every file)
 *   {"k":[{publicKeyMultibase, secretKeyMultibase, createdAt}, ...]}            (credential keys)
 *   {"end":{"rows":{"users":3,...},"files":12}}
 *
 * It is a logical export through the app's own connection, so it works the same on the embedded
 * database (asked of the running server, which holds it) and on PostgreSQL, and restores into
 * either. Rows go through PostgreSQL's own JSON (to_jsonb and jsonb_populate_recordset), so every
 * value comes back exactly: timestamps to the microsecond, jsonb, arrays, uuids. The tables are
 * those of the Drizzle schema, so a new feature's tables are included without anyone remembering,
 * except the transient ones (TRANSIENT_TABLES).
 */
export const BACKUP_FORMAT = 'ssf-backup';
export const BACKUP_VERSION = 1;

export class BackupError extends Error {}

interface Header {
  format: string;
  version: number;
  createdAt: string;
  migrations: string[];
  tables: string[];
}

export interface BackupSummary {
  rows: Record<string, number>;
  files: number;
  /** How many credential signing keys it carries (absent in backups made before they were carried). */
  keys?: number;
}

/**
 * Tables of the schema that a backup leaves out: the rate limits' counters (`rate_limits`) hold
 * nothing worth keeping past their few minutes' window, and a restored site starts counting afresh.
 * A backup that holds them (made before they were left out) restores without them.
 */
// Sessions and one-time links are not carried over: after a restore everyone signs in again.
export const TRANSIENT_TABLES: ReadonlySet<string> = new Set(
  [schema.rateLimits, schema.sessions, schema.accountTokens].map((t) => getTableConfig(t).name),
);

/**
 * The schema's tables that a backup holds (all but TRANSIENT_TABLES), each after the tables its
 * foreign keys point to (the order to insert in).
 */
export function schemaTables(): { name: string; columns: string[] }[] {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .filter((table) => !TRANSIENT_TABLES.has(getTableConfig(table).name));
  const configs = new Map(tables.map((t) => [t, getTableConfig(t)]));
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, visiting: Set<PgTable>) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const fk of configs.get(table)?.foreignKeys ?? []) {
      const target = fk.reference().foreignTable;
      if (target !== table) visit(target, visiting);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.map((t) => {
    const config = configs.get(t) as ReturnType<typeof getTableConfig>;
    return { name: config.name, columns: config.columns.map((c) => c.name) };
  });
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The migrations applied to the database, oldest first (Drizzle's journal of hashes). */
async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => r.hash);
}

/**
 * U+2028 and U+2029 are legal inside JSON strings but end a line for many readers (readline among
 * them): they are written as JSON escapes, so a pasted line separator can never break a backup.
 */
const LINE_SEPARATORS = /[\u2028\u2029]/g;
const escapeSeparators = (line: string) =>
  line.replace(LINE_SEPARATORS, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));

async function writeLine(out: Writable, line: string): Promise<void> {
  if (!out.write(`${escapeSeparators(line)}\n`)) await once(out, 'drain');
}

/**
 * Writes a backup of `db` and of the media store's files to `out` (ended when done). The tables are read
 * in one read-only repeatable-read transaction, so they agree with each other (every reference
 * names a stored image, every count its rows) while the server keeps taking requests.
 */
export async function writeBackup(
  db: Db,
  store: MediaStore,
  out: Writable,
  { credentialKeys = [] }: { credentialKeys?: SigningKey[] } = {},
): Promise<BackupSummary> {
  const gzip = zlib.createGzip();
  gzip.pipe(out);
  const finished = once(out, 'finish');
  const tables = schemaTables();
  const summary: BackupSummary = { rows: {}, files: 0 };
  await db.transaction(
    async (tx) => {
      const header: Header = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        migrations: await appliedMigrations(tx as unknown as Db),
        tables: tables.map((t) => t.name),
      };
      await writeLine(gzip, JSON.stringify(header));
      for (const table of tables) {
        const rows = await rowsOf<{ r: string }>(
          tx as unknown as Db,
          sql.raw(`select to_jsonb(t)::text as r from ${ident(table.name)} t`),
        );
        const prefix = `{"t":${JSON.stringify(table.name)},"r":`;
        for (const row of rows) await writeLine(gzip, `${prefix}${row.r}}`);
        summary.rows[table.name] = rows.length;
      }
      // The files are read while the snapshot is open, so an image deleted meanwhile is rarely missed.
      for (const file of await store.list()) {
        const data = await store.read(file);
        if (!data) continue; // deleted meanwhile
        await writeLine(gzip, JSON.stringify({ f: file, d: data.toString('base64') }));
        summary.files++;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // The credential signing keys: the site's did:web signs with them, and they cannot be made again.
  if (credentialKeys.length) {
    await writeLine(gzip, JSON.stringify({ k: credentialKeys }));
    summary.keys = credentialKeys.length;
  }
  await writeLine(gzip, JSON.stringify({ end: summary }));
  gzip.end();
  await finished;
  return summary;
}

export interface ParsedBackup {
  header: Header;
  /** Where each table's rows were unpacked: one row a line, each the JSON text PostgreSQL wrote. */
  rowFiles: Map<string, string>;
  /** Where the media files were unpacked (inside the staging folder the caller removes). */
  stagedMedia: string;
  summary: BackupSummary;
  /** The credential signing keys it carries (none in backups made before keys were carried). */
  credentialKeys: SigningKey[];
}

const NEWLINE = 0x0a;
const QUOTE = 0x22;
const FILE_START = Buffer.from('{"f":');
const FILE_DATA = Buffer.from(',"d":"');
/** A media file's line is recognised within this many bytes (its name comes before its data). */
const FILE_HEAD_MAX = 64 * 1024;
const BASE64 = /^[A-Za-z0-9+/=]*$/;

interface LineHandlers {
  /** One whole line (without its `\n`), decoded as UTF-8. */
  line(text: string): Promise<void>;
  /** A media file's line begins: where its decoded bytes go, in order. */
  file(name: string): Promise<FileSink>;
}

interface FileSink {
  write(data: Buffer): Promise<void>;
  end(): Promise<void>;
}

/**
 * Splits a backup's lines on `\n` only: JSON text never holds a raw newline, while it may hold
 * U+2028 and U+2029 (archives written before they were escaped), which readline would split on.
 * A media file's line is not held whole: its base64 data is decoded as it arrives, so a file of
 * any size needs a few kilobytes of memory.
 */
async function readLines(input: AsyncIterable<Buffer>, handlers: LineHandlers): Promise<void> {
  let line: Buffer[] = [];
  let lineBytes = 0;
  let maybeFile = true; // the current line may still turn out to be a media file's
  let sink: FileSink | null = null;
  let base64Carry = '';
  let afterData: Buffer[] | null = null; // what follows a file's data on its line: `}`
  const writeBase64 = async (text: string) => {
    if (!BASE64.test(text)) throw new BackupError('the backup file is damaged (a media file is not base64)');
    const all = base64Carry + text;
    const whole = all.length - (all.length % 4);
    base64Carry = all.slice(whole);
    if (whole > 0) await sink?.write(Buffer.from(all.slice(0, whole), 'base64'));
  };
  for await (const received of input) {
    let chunk = received;
    let at = 0;
    while (at < chunk.length) {
      if (sink) {
        const quote = chunk.indexOf(QUOTE, at);
        const end = quote < 0 ? chunk.length : quote;
        await writeBase64(chunk.toString('latin1', at, end));
        at = end;
        if (quote >= 0) {
          if (base64Carry) await sink.write(Buffer.from(base64Carry, 'base64'));
          base64Carry = '';
          await sink.end();
          sink = null;
          afterData = [];
          at = quote + 1;
        }
        continue;
      }
      const newline = chunk.indexOf(NEWLINE, at);
      const end = newline < 0 ? chunk.length : newline;
      if (afterData) {
        afterData.push(chunk.subarray(at, end));
        at = end;
        if (newline < 0) continue;
        if (Buffer.concat(afterData).toString() !== '}')
          throw new BackupError('the backup file has a line it does not understand');
        afterData = null;
        at = newline + 1;
        continue;
      }
      line.push(chunk.subarray(at, end));
      lineBytes += end - at;
      at = end;
      if (newline >= 0) {
        const text = Buffer.concat(line).toString('utf8');
        line = [];
        lineBytes = 0;
        maybeFile = true;
        at = newline + 1;
        await handlers.line(text);
        continue;
      }
      // No end of line yet: a media file's line is streamed from the start of its data.
      if (maybeFile && lineBytes >= FILE_START.length) {
        const head = Buffer.concat(line);
        line = [head];
        if (!head.subarray(0, FILE_START.length).equals(FILE_START) || lineBytes > FILE_HEAD_MAX) {
          maybeFile = false;
          continue;
        }
        const data = head.indexOf(FILE_DATA);
        if (data < 0) continue;
        const name: unknown = JSON.parse(head.subarray(FILE_START.length, data).toString('utf8'));
        if (typeof name !== 'string')
          throw new BackupError('the backup file has a line it does not understand');
        sink = await handlers.file(name);
        line = [];
        lineBytes = 0;
        chunk = head.subarray(data + FILE_DATA.length);
        at = 0;
      }
    }
  }
  if (sink || afterData) throw new BackupError('the backup file is incomplete (a media file is cut off)');
  if (lineBytes > 0) await handlers.line(Buffer.concat(line).toString('utf8'));
}

/** A file written in order, waiting when the disk is behind (so memory holds a chunk at a time). */
function fileSink(file: string): FileSink {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  out.on('error', () => {}); // reported by the next write or by end()
  return {
    async write(data) {
      if (out.errored) throw out.errored;
      if (!out.write(data)) await once(out, 'drain');
    },
    async end() {
      out.end();
      await finished(out);
    },
  };
}

/** The lines of a file written by fileSink, split on `\n` only. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const queue: string[] = [];
  const input = fs.createReadStream(file);
  let rest = '';
  for await (const chunk of input as AsyncIterable<Buffer>) {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop() ?? '';
    queue.push(...parts);
    while (queue.length) yield queue.shift() as string;
  }
  if (rest) yield rest;
}

/**
 * Reads a backup file completely and checks it: its format, that it is whole (the closing record
 * and its counts), and every line. Rows and media files are unpacked into `stagingDir` as they are
 * read, so memory holds about one row at a time, never the archive or a whole media file. Nothing
 * else is touched, so a damaged or truncated file changes nothing.
 */
export async function readBackup(file: string, stagingDir: string): Promise<ParsedBackup> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  let header: Header | null = null;
  let summary: BackupSummary | null = null;
  const rowFiles = new Map<string, string>();
  const rowSinks = new Map<string, FileSink>();
  const rowCounts = new Map<string, number>();
  const mediaDir = path.join(stagingDir, 'media');
  const rowsDir = path.join(stagingDir, 'rows');
  let files = 0;
  const credentialKeys: SigningKey[] = [];
  fs.mkdirSync(mediaDir, { recursive: true, mode: 0o700 });
  fs.mkdirSync(rowsDir, { recursive: true, mode: 0o700 });

  const mediaFile = async (name: string) => {
    if (!header || summary) throw new BackupError('the backup file has a line it does not understand');
    const target = path.resolve(mediaDir, name);
    if (!target.startsWith(path.resolve(mediaDir) + path.sep))
      throw new BackupError('the backup names a media file outside the media folder');
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    files++;
    return fileSink(target);
  };

  const line = async (text: string) => {
    if (!text) return;
    if (summary) throw new BackupError('the backup file has data after its end');
    const record = JSON.parse(text) as Record<string, unknown>;
    if (!header) {
      if (record.format !== BACKUP_FORMAT || typeof record.version !== 'number')
        throw new BackupError('this is not a backup file of this site');
      if (record.version > BACKUP_VERSION)
        throw new BackupError('the backup was made by a newer version of the site; update it first');
      header = record as unknown as Header;
      for (const [i, table] of header.tables.entries()) {
        const rowFile = path.join(rowsDir, `${i}.jsonl`);
        rowFiles.set(table, rowFile);
        rowSinks.set(table, fileSink(rowFile));
        rowCounts.set(table, 0);
      }
    } else if (typeof record.t === 'string') {
      const sink = rowSinks.get(record.t);
      if (!sink) throw new BackupError(`the backup has rows of an undeclared table ${record.t}`);
      // The row's own text, as PostgreSQL wrote it (a number never passes through a JS double).
      const prefix = `{"t":${JSON.stringify(record.t)},"r":`;
      if (!text.startsWith(prefix) || !text.endsWith('}'))
        throw new BackupError('the backup file has a row it does not understand');
      await sink.write(Buffer.from(`${text.slice(prefix.length, -1)}\n`));
      rowCounts.set(record.t, (rowCounts.get(record.t) ?? 0) + 1);
    } else if (typeof record.f === 'string' && typeof record.d === 'string') {
      // A media file's line that arrived whole (a small file).
      const sink = await mediaFile(record.f);
      await sink.write(Buffer.from(record.d, 'base64'));
      await sink.end();
    } else if (Array.isArray(record.k)) {
      for (const key of record.k as SigningKey[]) {
        if (typeof key?.secretKeyMultibase !== 'string' || typeof key.publicKeyMultibase !== 'string')
          throw new BackupError('the backup file has a credential key it does not understand');
        credentialKeys.push({
          publicKeyMultibase: key.publicKeyMultibase,
          secretKeyMultibase: key.secretKeyMultibase,
          createdAt: String(key.createdAt ?? new Date(0).toISOString()),
        });
      }
    } else if (record.end) {
      summary = record.end as BackupSummary;
    } else {
      throw new BackupError('the backup file has a line it does not understand');
    }
  };
  try {
    await readLines(input, { line, file: mediaFile });
    for (const sink of rowSinks.values()) await sink.end();
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`the backup file is damaged (${(err as Error).message})`);
  } finally {
    input.destroy();
  }
  const found = { header, summary } as { header: Header | null; summary: BackupSummary | null };
  if (!found.header || !found.summary) throw new BackupError('the backup file is incomplete (it has no end)');
  for (const [table, count] of rowCounts) {
    if ((found.summary.rows[table] ?? 0) !== count)
      throw new BackupError(`the backup file is incomplete (table ${table})`);
  }
  if (found.summary.files !== files) throw new BackupError('the backup file is incomplete (media files)');
  if ((found.summary.keys ?? 0) !== credentialKeys.length)
    throw new BackupError('the backup file is incomplete (credential keys)');
  return { header: found.header, rowFiles, stagedMedia: mediaDir, summary: found.summary, credentialKeys };
}

/** Whether the database's tables (the transient ones aside) and the media store hold nothing. */
export async function isEmpty(db: Db, store: MediaStore): Promise<boolean> {
  for (const table of schemaTables()) {
    const rows = await rowsOf<{ any: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${ident(table.name)}) as any`),
    );
    if (rows[0]?.any) return false;
  }
  return (await store.list()).length === 0;
}

const CHUNK = 500;

/**
 * Loads a read backup into `db` and the media store, in one transaction: every table of the backup
 * gets its rows back (with `force`, what was there before is removed first), then the media files
 * are written to the store (with `force`, after the store's other files are removed). Refuses a backup holding migrations this version does not know.
 */
export async function restoreBackup(
  db: Db,
  store: MediaStore,
  backup: ParsedBackup,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  const known = new Set(await appliedMigrations(db));
  if (backup.header.migrations.some((hash) => !known.has(hash)))
    throw new BackupError('the backup was made by a newer version of the site; update it first');
  const tables = schemaTables();
  const names = new Set(tables.map((t) => t.name));
  for (const table of backup.header.tables) {
    if (!names.has(table) && !TRANSIENT_TABLES.has(table))
      throw new BackupError(`the backup holds a table this version does not have: ${table}`);
  }
  if (!force && !(await isEmpty(db, store)))
    throw new BackupError('the target is not empty; restore into an empty one, or add --force to replace it');

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (force) await t.execute(sql.raw(`truncate ${tables.map((x) => ident(x.name)).join(', ')} cascade`));
    // Columns the database computes itself (GENERATED ... STORED) cannot be written.
    const computed = new Set(
      (
        await rowsOf<{ c: string }>(
          t,
          sql`select table_name || '.' || column_name as c from information_schema.columns
              where table_schema = current_schema() and is_generated = 'ALWAYS'`,
        )
      ).map((r) => r.c),
    );
    for (const table of tables) {
      const rowFile = backup.rowFiles.get(table.name);
      if (!rowFile || (backup.summary.rows[table.name] ?? 0) === 0) continue;
      // Columns the backup has and the table still has; newer columns take their defaults.
      const present = new Set<string>();
      for await (const row of linesOf(rowFile))
        for (const key of Object.keys(JSON.parse(row))) present.add(key);
      const columns = table.columns
        .filter((c) => present.has(c) && !computed.has(`${table.name}.${c}`))
        .map(ident)
        .join(', ');
      const insert = async (rows: string[]) => {
        // Identity columns keep their stored numbers (OVERRIDING SYSTEM VALUE).
        await t.execute(
          sql`${sql.raw(`insert into ${ident(table.name)} (${columns}) overriding system value select ${columns} from jsonb_populate_recordset(null::${ident(table.name)}, `)}${`[${rows.join(',')}]`}::jsonb)`,
        );
      };
      let rows: string[] = [];
      for await (const row of linesOf(rowFile)) {
        rows.push(row);
        if (rows.length === CHUNK) {
          await insert(rows);
          rows = [];
        }
      }
      if (rows.length > 0) await insert(rows);
    }
    // Identity and serial columns continue after the highest restored number.
    const sequences = await rowsOf<{ t: string; c: string; s: string }>(
      t,
      // The names are schema-qualified: PostgreSQL may evaluate the function on rows of other
      // schemas (Drizzle's own journal) before the schema condition removes them, and an
      // unqualified name of another schema's table does not resolve.
      sql`select table_name as t, column_name as c,
                 pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) as s
          from information_schema.columns
          where table_schema = current_schema()
            and pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) is not null`,
    );
    for (const { t: table, c: column, s: sequence } of sequences) {
      if (!names.has(table)) continue;
      await t.execute(
        sql`select setval(${sequence}::regclass, coalesce(max(${sql.raw(ident(column))}), 0) + 1, false) from ${sql.raw(ident(table))}`,
      );
    }
  });

  await restoreMedia(store, backup, { force });
}

/**
 * Writes a read backup's media files to the store, each streamed from its staged copy when the
 * store can (with `force`, after the store's other files are removed).
 */
export async function restoreMedia(
  store: MediaStore,
  backup: ParsedBackup,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  const files = listFiles(backup.stagedMedia);
  if (force) {
    const restored = new Set(files);
    for (const name of await store.list()) if (!restored.has(name)) await store.remove(name);
  }
  for (const file of files) {
    const staged = path.join(backup.stagedMedia, file);
    if (store.putFile) await store.putFile(file, staged);
    else await store.put(file, fs.readFileSync(staged));
  }
}
