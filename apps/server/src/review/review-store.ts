import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnswerFilter } from '@ssf/domain/schemas/review';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import { countChoiceAnswers } from '@ssf/domain/questions/engine';
import type { ApplicationAnswer } from '@ssf/domain/recruitment/questions';
import {
  type ApplicationStatus,
  emptyStatusCounts,
  statusChangeOutcome,
} from '@ssf/domain/recruitment/review';
import type { FormStats } from '@ssf/domain/schemas/forms';
import type { ApplicationNote, StatusHistoryEntry } from '@ssf/domain/schemas/review';
import type { Db } from '../db/client.ts';
import { isId } from '../db/ids.ts';
import { notFound } from '../http/errors.ts';

/**
 * The review of submissions (statuses with their history, notes, bulk decisions, answer filters),
 * one implementation for every kind of submission: recruitment applications and form responses
 * (docs/decisions/0170-one-question-engine.md). Each kind names its three tables here; the rules
 * (a status it already has records nothing, bulk changes are all or nothing, a change is timed
 * when written, the row locked so two officers' changes chain) are written once.
 */
export interface ReviewTables {
  /** The submissions: their id, status (property `status`) and answers columns. */
  items: PgTable;
  itemId: PgColumn;
  itemStatus: PgColumn;
  itemAnswers: PgColumn;
  /** The drive or form a submission belongs to, and when it came. */
  itemParent: PgColumn;
  itemSubmittedAt: PgColumn;
  /** The notes: id, submission, text, author, time. */
  notes: PgTable;
  noteId: PgColumn;
  noteItem: PgColumn;
  noteText: PgColumn;
  noteAuthor: PgColumn;
  noteCreatedAt: PgColumn;
  noteRow(itemId: string, text: string, author: string, at: SQL): Record<string, unknown>;
  /** The status history: id, submission, from, to, by, time. */
  changes: PgTable;
  changeId: PgColumn;
  changeItem: PgColumn;
  changeFrom: PgColumn;
  changeTo: PgColumn;
  changeBy: PgColumn;
  changeAt: PgColumn;
  changeRow(
    itemId: string,
    from: ApplicationStatus,
    to: ApplicationStatus,
    by: string,
    at: SQL,
  ): Record<string, unknown>;
  messages: { notFound: string; bulkUnknown(n: number): string };
}

/**
 * The time a change is recorded: the clock when the row is written, not when the transaction began
 * (`now()`). A change that waited for another admin's lock is then always later than that one, so
 * the history read in time order chains (each `from` is the `to` before it).
 */
export const changeTime = sql`clock_timestamp()`;

/** A list of ids as one uuid[] parameter (the ids come from our own rows, so they are UUIDs). */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** `%text%` for ILIKE, with the pattern characters of `text` (%, _ and the escape \) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conditions matching the stored answers (jsonb) to the answer filters; a checkbox answer includes the option. */
export function answerConditions(
  answersColumn: PgColumn,
  questions: readonly CustomQuestion[],
  filters: readonly AnswerFilter[],
): SQL[] {
  return filters.map(({ questionIndex, value }) => {
    const answer = questions[questionIndex]?.type === 'checkbox' ? [value] : value;
    const wanted = JSON.stringify([{ questionIndex, answer }]);
    return sql`${answersColumn} @> ${wanted}::jsonb`;
  });
}

interface NoteRead {
  id: string;
  item: string;
  text: string;
  author: string;
  createdAt: Date;
}
interface ChangeRead {
  item: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  by: string;
  at: Date;
}

const toNote = (n: NoteRead): ApplicationNote => ({
  _id: n.id,
  text: n.text,
  author: n.author,
  createdAt: n.createdAt.toISOString(),
});

/** Notes and history of these submissions, in two queries, oldest first. */
export async function reviewOf(db: Db, t: ReviewTables, ids: readonly string[]) {
  const notes = new Map<string, ApplicationNote[]>();
  const history = new Map<string, StatusHistoryEntry[]>();
  if (ids.length === 0) return { notes, history };
  const [noteRows, changeRows] = await Promise.all([
    db
      .select({
        id: t.noteId,
        item: t.noteItem,
        text: t.noteText,
        author: t.noteAuthor,
        createdAt: t.noteCreatedAt,
      })
      .from(t.notes)
      .where(sql`${t.noteItem} = ANY(${uuidArray(ids)})`)
      .orderBy(asc(t.noteCreatedAt), asc(t.noteId)) as unknown as Promise<NoteRead[]>,
    db
      .select({ item: t.changeItem, from: t.changeFrom, to: t.changeTo, by: t.changeBy, at: t.changeAt })
      .from(t.changes)
      .where(sql`${t.changeItem} = ANY(${uuidArray(ids)})`)
      .orderBy(asc(t.changeAt), asc(t.changeId)) as unknown as Promise<ChangeRead[]>,
  ]);
  for (const n of noteRows) {
    const list = notes.get(n.item) ?? [];
    list.push(toNote(n));
    notes.set(n.item, list);
  }
  for (const c of changeRows) {
    const list = history.get(c.item) ?? [];
    list.push({ from: c.from, to: c.to, by: c.by, at: c.at.toISOString() });
    history.set(c.item, list);
  }
  return { notes, history };
}

/** How many notes each of these submissions has (the exports' Notes column). */
export async function noteCounts(
  db: Db,
  t: ReviewTables,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = (await db
    .select({ item: t.noteItem, n: sql<number>`count(*)` })
    .from(t.notes)
    .where(sql`${t.noteItem} = ANY(${uuidArray(ids)})`)
    .groupBy(t.noteItem)) as Array<{ item: string; n: number }>;
  return new Map(rows.map((r) => [r.item, Number(r.n)]));
}

/**
 * Set one submission's status and record the change (who, from, to) in the same transaction;
 * the row is locked so two officers' changes are recorded one after the other with the right
 * `from`. The status it already has changes and records nothing (false).
 */
/**
 * What a feature does inside the transaction that changed these submissions' statuses (for
 * example storing the decision mail in the outbox), so that the change and its effect commit together.
 */
export type AfterStatusChange = (tx: Db, changedIds: string[]) => Promise<void>;

export async function changeStatus(
  db: Db,
  t: ReviewTables,
  id: string,
  status: ApplicationStatus,
  by: string,
  afterChange?: AfterStatusChange,
): Promise<boolean> {
  if (!isId(id)) throw notFound(t.messages.notFound);
  return db.transaction(async (tx) => {
    const [current] = (await tx
      .select({ status: t.itemStatus })
      .from(t.items)
      .where(eq(t.itemId, id))
      .for('update')) as Array<{ status: ApplicationStatus }>;
    if (!current) throw notFound(t.messages.notFound);
    if (statusChangeOutcome(current.status, status) === 'unchanged') return false;
    await tx
      .update(t.items)
      .set({ status } as never)
      .where(eq(t.itemId, id));
    await tx.insert(t.changes).values(t.changeRow(id, current.status, status, by, changeTime) as never);
    await afterChange?.(tx, [id]);
    return true;
  });
}

/**
 * One decision for many submissions, all or nothing: every id must name one (else 404 and nothing
 * changes). Those already in the status are left as they are and not counted.
 */
export async function bulkChangeStatus(
  db: Db,
  t: ReviewTables,
  ids: readonly string[],
  status: ApplicationStatus,
  by: string,
  afterChange?: AfterStatusChange,
): Promise<number> {
  const wellFormed = ids.filter(isId);
  return db.transaction(async (tx) => {
    const current =
      wellFormed.length === 0
        ? []
        : ((await tx
            .select({ id: t.itemId, status: t.itemStatus })
            .from(t.items)
            .where(sql`${t.itemId} = ANY(${uuidArray(wellFormed)})`)
            .orderBy(asc(t.itemId))
            .for('update')) as Array<{ id: string; status: ApplicationStatus }>);
    const missing = ids.length - current.length;
    if (missing > 0) throw notFound(t.messages.bulkUnknown(missing));
    const changing = current.filter((c) => statusChangeOutcome(c.status, status) === 'record');
    if (changing.length === 0) return 0;
    await tx
      .update(t.items)
      .set({ status } as never)
      .where(sql`${t.itemId} = ANY(${uuidArray(changing.map((c) => c.id))})`);
    await tx
      .insert(t.changes)
      .values(changing.map((c) => t.changeRow(c.id, c.status, status, by, changeTime)) as never);
    await afterChange?.(
      tx,
      changing.map((c) => c.id),
    );
    return changing.length;
  });
}

/** An officer's note on a submission, as written (plain text; the client never renders it as HTML). */
export async function addNote(
  db: Db,
  t: ReviewTables,
  id: string,
  text: string,
  author: string,
): Promise<ApplicationNote> {
  if (!isId(id)) throw notFound(t.messages.notFound);
  return db.transaction(async (tx) => {
    // The share lock keeps the submission from being deleted before its note is stored.
    const [exists] = await tx.select({ id: t.itemId }).from(t.items).where(eq(t.itemId, id)).for('share');
    if (!exists) throw notFound(t.messages.notFound);
    const [note] = (await tx
      .insert(t.notes)
      .values(t.noteRow(id, text, author, changeTime) as never)
      .returning({
        id: t.noteId,
        item: t.noteItem,
        text: t.noteText,
        author: t.noteAuthor,
        createdAt: t.noteCreatedAt,
      })) as NoteRead[];
    return toNote(note);
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The summary of a drive's or form's submissions: the total, how many are in each status, how many
 * came each day of the last 30 (UTC, oldest first, zeros included) and, per choice question, how
 * many chose each option (the engine's counts).
 */
export async function submissionStats(
  db: Db,
  t: ReviewTables,
  parentId: string,
  questions: readonly CustomQuestion[],
  now = new Date(),
): Promise<FormStats> {
  const of = eq(t.itemParent, parentId);
  const statusRows = (await db
    .select({ status: t.itemStatus, n: sql<number>`count(*)` })
    .from(t.items)
    .where(of)
    .groupBy(t.itemStatus)) as Array<{ status: ApplicationStatus; n: number }>;
  const byStatus = emptyStatusCounts();
  for (const r of statusRows) byStatus[r.status] = Number(r.n);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = new Date(today - 29 * DAY_MS);
  const dayRows = (await db
    .select({
      date: sql<string>`to_char(${t.itemSubmittedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
      n: sql<number>`count(*)`,
    })
    .from(t.items)
    .where(and(of, gte(t.itemSubmittedAt, first)))
    .groupBy(sql`1`)) as Array<{ date: string; n: number }>;
  const perDay = new Map(dayRows.map((r) => [r.date, Number(r.n)]));
  const byDay = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, count: perDay.get(date) ?? 0 };
  });
  const answers = (await db.select({ answers: t.itemAnswers }).from(t.items).where(of)) as Array<{
    answers: ApplicationAnswer[];
  }>;
  const counts = countChoiceAnswers(
    questions,
    answers.map((a) => a.answers),
  );
  return {
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    byDay,
    byAnswer: Object.fromEntries(Object.entries(counts).map(([k, v]) => [String(k), v])),
  };
}
