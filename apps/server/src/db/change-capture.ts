import { type SQL, sql } from 'drizzle-orm';

/** A database or a transaction: what runs a statement (client.ts's Db, named apart to keep the imports one way). */
interface Db {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * What a transaction changed, told by the database itself: a trigger on every table (but the
 * activity log's own) notes each row written while the transaction has switched capture on (the
 * transaction-local setting `ssf.capture`), with the names of the columns whose value differs
 * (an update: old and new compared; a JSON object column: its changed keys, as `column.key`; an
 * insert: the columns given a value; a delete: none). The notes stay in the transaction (the
 * transaction-local setting `ssf.changes`), so the activity entry made from them is written in
 * the same transaction, and kept or lost with the change (modules/activity/hook.ts).
 *
 * Only names and ids leave the trigger, and a short label (a title or a name) that the log keeps
 * only for records of public sections; never another value.
 */
export interface CapturedRow {
  /** The table. */
  t: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The row's `id`, as text, when it has one. */
  id: string | null;
  /** The row's title or name, when it has one. */
  l: string | null;
  /** The changed columns (database names). */
  f: string[];
}

/** Notes kept per transaction at most: a bulk change (a reorder) needs no more to say what changed. */
const MAX_ROWS = 200;

const FUNCTION = sql.raw(`
create or replace function ssf_capture_change() returns trigger language plpgsql as $capture$
declare
  old_row jsonb;
  new_row jsonb;
  changed text[] := '{}';
  notes jsonb;
  k text;
  v jsonb;
  w jsonb;
begin
  if coalesce(current_setting('ssf.capture', true), '') <> 'on' then
    return null;
  end if;
  notes := coalesce(nullif(current_setting('ssf.changes', true), ''), '[]')::jsonb;
  if jsonb_array_length(notes) >= ${MAX_ROWS} then
    return null;
  end if;
  if tg_op <> 'INSERT' then old_row := to_jsonb(old); end if;
  if tg_op <> 'DELETE' then new_row := to_jsonb(new); end if;
  if tg_op = 'UPDATE' then
    for k, v in select key, value from jsonb_each(new_row) loop
      w := old_row -> k;
      if v is distinct from w then
        if jsonb_typeof(v) = 'object' and jsonb_typeof(w) = 'object' then
          changed := changed || array(
            select k || '.' || key from (
              select key from jsonb_each(v) union select key from jsonb_each(w)
            ) keys where (v -> key) is distinct from (w -> key) order by 1
          );
        else
          changed := changed || k;
        end if;
      end if;
    end loop;
    if cardinality(changed) = 0 then
      return null;
    end if;
  elsif tg_op = 'INSERT' then
    changed := array(select key from jsonb_each(new_row) where value <> 'null'::jsonb order by 1);
  end if;
  notes := notes || jsonb_build_array(jsonb_build_object(
    't', tg_table_name,
    'op', tg_op,
    'id', coalesce(new_row, old_row) ->> 'id',
    'l', coalesce(coalesce(new_row, old_row) ->> 'title', coalesce(new_row, old_row) ->> 'name'),
    'f', to_jsonb(changed)
  ));
  perform set_config('ssf.changes', notes::text, true);
  return null;
end
$capture$`);

/** Tables whose writes are nobody's change to log: the log itself and the sign-in machinery's rows. */
export const UNCAPTURED = ['activity', 'sessions', 'rate_limits'];

type Rows<T> = { rows: T[] };

/**
 * Puts the trigger on every table of the schema that lacks it (tables added by later migrations
 * included): run after the migrations, while the start-up lock is held.
 */
export async function ensureChangeCapture(db: Db): Promise<void> {
  await db.execute(FUNCTION);
  const missing = (await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname = current_schema()
      and c.relname <> all(${sql.raw(`array[${UNCAPTURED.map((t) => `'${t}'`).join(', ')}]`)})
      and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'ssf_capture_change')
  `)) as unknown as Rows<{ name: string }>;
  for (const { name } of missing.rows) {
    await db.execute(
      sql.raw(
        `create trigger ssf_capture_change after insert or update or delete on "${name.replace(/"/g, '""')}" for each row execute function ssf_capture_change()`,
      ),
    );
  }
}

/** Switches capture on for the rest of the transaction `tx`. */
export async function startCapture(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('ssf.capture', 'on', true), set_config('ssf.changes', '', true)`);
}

/** What the transaction changed since capture was switched on; capture goes off. */
export async function takeCaptured(tx: Db): Promise<CapturedRow[]> {
  const result = (await tx.execute(
    sql`select current_setting('ssf.changes', true) as changes, set_config('ssf.capture', 'off', true)`,
  )) as unknown as Rows<{ changes: string | null }>;
  const text = result.rows[0]?.changes;
  return text ? (JSON.parse(text) as CapturedRow[]) : [];
}
