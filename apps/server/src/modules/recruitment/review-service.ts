import crypto from 'node:crypto';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationStatus,
  applicantStatusWording,
  emptyStatusCounts,
  isWellFormedStatusToken,
  REVIEW_TEXT as R,
  statusChangeOutcome,
} from '@ssf/domain/recruitment/review';
import type { ApplicationView } from '@ssf/domain/schemas/recruitment';
import type {
  AdminApplication,
  ApplicantStatusResponse,
  ApplicationFilter,
  ApplicationNote,
  StatusCounts,
  StatusHistoryEntry,
} from '@ssf/domain/schemas/review';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enqueueDecisions } from './decision-mail.ts';
import { hashStatusToken } from './status-token.ts';
import { isId } from '../../db/ids.ts';
import { paginate } from '../../db/paginate.ts';
import {
  applicationNotes,
  applications,
  applicationStatusChanges,
  applicationStatusLinks,
  recruitments,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

type ApplicationRow = typeof applications.$inferSelect;

/** An application's details and answers as admins read them (the status-link hash never leaves the server). */
export function toApplicationView(row: ApplicationRow): ApplicationView {
  return {
    _id: row.id,
    applicantInfo: {
      name: `${row.firstName} ${row.lastName}`,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      course: row.course,
      year: row.year,
      prn: row.prn,
      gender: row.gender,
    },
    submittedAt: row.submittedAt.toISOString(),
    answers: row.answers,
  };
}

export { newStatusToken } from './status-token.ts';

/** How many applications each drive has in each status (every status present, zeros included). */
export async function statusCountsOf(
  db: Db,
  recruitmentIds?: readonly string[],
): Promise<Map<string, StatusCounts>> {
  if (recruitmentIds && recruitmentIds.length === 0) return new Map();
  const rows = await db
    .select({ recruitmentId: applications.recruitmentId, status: applications.status, n: count() })
    .from(applications)
    .where(recruitmentIds ? inArray(applications.recruitmentId, [...recruitmentIds]) : undefined)
    .groupBy(applications.recruitmentId, applications.status);
  const counts = new Map<string, StatusCounts>();
  for (const id of recruitmentIds ?? []) counts.set(id, emptyStatusCounts());
  for (const row of rows) {
    let drive = counts.get(row.recruitmentId);
    if (!drive) {
      drive = emptyStatusCounts();
      counts.set(row.recruitmentId, drive);
    }
    drive[row.status] = Number(row.n);
  }
  return counts;
}

/** `%text%` for ILIKE, with the pattern characters of `text` (%, _ and the escape \) taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a drive's applications under the filters; answer filters match the stored answers as jsonb. */
function filterWhere(recruitmentId: string, filter: ApplicationFilter, questions: readonly CustomQuestion[]) {
  const conditions: SQL[] = [eq(applications.recruitmentId, recruitmentId)];
  if (filter.status) conditions.push(eq(applications.status, filter.status));
  if (filter.year) conditions.push(eq(applications.year, filter.year));
  if (filter.course) conditions.push(eq(applications.course, filter.course));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      sql`(${applications.firstName} || ' ' || ${applications.lastName} ILIKE ${pattern} ESCAPE '\\'
        OR ${applications.email} ILIKE ${pattern} ESCAPE '\\'
        OR ${applications.prn} ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  for (const { questionIndex, value } of filter.answers) {
    // A checkbox answer is a list: it matches when the list includes the option.
    const answer = questions[questionIndex]?.type === 'checkbox' ? [value] : value;
    const wanted = JSON.stringify([{ questionIndex, answer }]);
    conditions.push(sql`${applications.answers} @> ${wanted}::jsonb`);
  }
  return and(...conditions);
}

const fullName = sql`lower(${applications.firstName} || ' ' || ${applications.lastName})`;

function orderOf(sort: ApplicationFilter['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(applications.submittedAt), asc(applications.id)];
    case 'name':
      return [asc(fullName), desc(applications.submittedAt), asc(applications.id)];
    case '-name':
      return [desc(fullName), desc(applications.submittedAt), asc(applications.id)];
    default:
      return [desc(applications.submittedAt), desc(applications.id)];
  }
}

/**
 * The time a change is recorded: the clock when the row is written, not when the transaction began
 * (`now()`). A change that waited for another admin's lock is then always later than that one, so
 * the history read in time order chains (each `from` is the `to` before it).
 */
const changeTime = sql`clock_timestamp()`;

/** A list of ids as one uuid[] parameter (the ids come from our own rows, so they are UUIDs). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Notes and history of these applications, in two queries, oldest first. */
async function reviewOf(db: Db, ids: readonly string[]) {
  const notes = new Map<string, ApplicationNote[]>();
  const history = new Map<string, StatusHistoryEntry[]>();
  if (ids.length === 0) return { notes, history };
  const [noteRows, changeRows] = await Promise.all([
    db
      .select()
      .from(applicationNotes)
      .where(sql`${applicationNotes.applicationId} = ANY(${uuidArray(ids)})`)
      .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id)),
    db
      .select()
      .from(applicationStatusChanges)
      .where(sql`${applicationStatusChanges.applicationId} = ANY(${uuidArray(ids)})`)
      .orderBy(asc(applicationStatusChanges.changedAt), asc(applicationStatusChanges.id)),
  ]);
  for (const n of noteRows) {
    const list = notes.get(n.applicationId) ?? [];
    list.push(toNote(n));
    notes.set(n.applicationId, list);
  }
  for (const c of changeRows) {
    const list = history.get(c.applicationId) ?? [];
    list.push({ from: c.fromStatus, to: c.toStatus, by: c.changedBy, at: c.changedAt.toISOString() });
    history.set(c.applicationId, list);
  }
  return { notes, history };
}

const toNote = (n: typeof applicationNotes.$inferSelect): ApplicationNote => ({
  _id: n.id,
  text: n.text,
  author: n.author,
  createdAt: n.createdAt.toISOString(),
});

/** Applications as admins review them: each with its status, notes and history. */
async function toAdminApplications(db: Db, rows: readonly ApplicationRow[]): Promise<AdminApplication[]> {
  const { notes, history } = await reviewOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...toApplicationView(row),
    status: row.status,
    notes: notes.get(row.id) ?? [],
    history: history.get(row.id) ?? [],
  }));
}

/** Every application of a drive under the filters, in the chosen order (the export, the unpaged list). */
async function allMatching(
  db: Db,
  recruitmentId: string,
  filter: ApplicationFilter,
  questions: readonly CustomQuestion[],
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(filterWhere(recruitmentId, filter, questions))
    .orderBy(...orderOf(filter.sort));
}

export type ApplicationsListing =
  | { applications: AdminApplication[] }
  | { applications: AdminApplication[]; page: number; totalPages: number; total: number };

/**
 * A drive's applications under the filters. With `page` or `limit`, one page counted and cut in
 * SQL (50 by default); without either, every match, as the list answered before paging existed.
 */
export async function listDriveApplications(
  db: Db,
  drive: { id: string; customQuestions: readonly CustomQuestion[] },
  filter: ApplicationFilter,
): Promise<ApplicationsListing> {
  if (filter.page === undefined && filter.limit === undefined) {
    const rows = await allMatching(db, drive.id, filter, drive.customQuestions);
    return { applications: await toAdminApplications(db, rows) };
  }
  const where = filterWhere(drive.id, filter, drive.customQuestions);
  const { items, ...position } = await paginate(
    { page: filter.page ?? 1, limit: filter.limit ?? APPLICATIONS_PAGE_SIZE },
    async () => {
      const [{ n }] = await db.select({ n: count() }).from(applications).where(where);
      return Number(n);
    },
    (limit, offset) =>
      db
        .select()
        .from(applications)
        .where(where)
        .orderBy(...orderOf(filter.sort))
        .limit(limit)
        .offset(offset),
  );
  return { applications: await toAdminApplications(db, items), ...position };
}

/** The applications of the export under the filters, each with its number of notes. */
export async function exportRows(
  db: Db,
  drive: { id: string; customQuestions: readonly CustomQuestion[] },
  filter: ApplicationFilter,
): Promise<Array<{ row: ApplicationRow; notes: number }>> {
  const rows = await allMatching(db, drive.id, filter, drive.customQuestions);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ applicationId: applicationNotes.applicationId, n: count() })
    .from(applicationNotes)
    .where(sql`${applicationNotes.applicationId} = ANY(${uuidArray(rows.map((r) => r.id))})`)
    .groupBy(applicationNotes.applicationId);
  const byId = new Map(counts.map((c) => [c.applicationId, Number(c.n)]));
  return rows.map((row) => ({ row, notes: byId.get(row.id) ?? 0 }));
}

async function adminApplication(db: Db, id: string): Promise<AdminApplication> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw notFound(R.applicationNotFound);
  const [app] = await toAdminApplications(db, [row]);
  return app;
}

/**
 * Set one application's status and record the change (who, from, to) in the same transaction;
 * the row is locked so two admins' changes are recorded one after the other with the right
 * `from`. The status it already has changes and records nothing (`changed: false`).
 */
export async function changeApplicationStatus(
  db: Db,
  id: string,
  status: ApplicationStatus,
  by: string,
  mail?: Pick<Config, 'smtp'>,
): Promise<{ changed: boolean; application: AdminApplication }> {
  if (!isId(id)) throw notFound(R.applicationNotFound);
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, id))
      .for('update');
    if (!current) throw notFound(R.applicationNotFound);
    if (statusChangeOutcome(current.status, status) === 'unchanged') return false;
    await tx.update(applications).set({ status }).where(eq(applications.id, id));
    await tx.insert(applicationStatusChanges).values({
      applicationId: id,
      fromStatus: current.status,
      toStatus: status,
      changedBy: by,
      changedAt: changeTime,
    });
    // While the drive's statuses are published, a new decision is mailed with it.
    if (mail) await enqueueDecisions(tx, mail, { applicationIds: [id] });
    return true;
  });
  return { changed, application: await adminApplication(db, id) };
}

/**
 * One decision for many applications, all or nothing: every id must name an application (else
 * 404 and nothing changes). Those already in the status are left as they are and not counted.
 */
export async function bulkChangeStatus(
  db: Db,
  ids: readonly string[],
  status: ApplicationStatus,
  by: string,
  mail?: Pick<Config, 'smtp'>,
): Promise<number> {
  const wellFormed = ids.filter(isId);
  return db.transaction(async (tx) => {
    const current =
      wellFormed.length === 0
        ? []
        : await tx
            .select({ id: applications.id, status: applications.status })
            .from(applications)
            .where(sql`${applications.id} = ANY(${uuidArray(wellFormed)})`)
            .orderBy(asc(applications.id))
            .for('update');
    const missing = ids.length - current.length;
    if (missing > 0) throw notFound(R.bulkUnknown(missing));
    const changing = current.filter((c) => statusChangeOutcome(c.status, status) === 'record');
    if (changing.length === 0) return 0;
    await tx
      .update(applications)
      .set({ status })
      .where(sql`${applications.id} = ANY(${uuidArray(changing.map((c) => c.id))})`);
    await tx.insert(applicationStatusChanges).values(
      changing.map((c) => ({
        applicationId: c.id,
        fromStatus: c.status,
        toStatus: status,
        changedBy: by,
        changedAt: changeTime,
      })),
    );
    if (mail) await enqueueDecisions(tx, mail, { applicationIds: changing.map((c) => c.id) });
    return changing.length;
  });
}

/** An admin's note on an application, as written (plain text; the client never renders it as HTML). */
export async function addApplicationNote(
  db: Db,
  id: string,
  text: string,
  author: string,
): Promise<ApplicationNote> {
  if (!isId(id)) throw notFound(R.applicationNotFound);
  return db.transaction(async (tx) => {
    // The share lock keeps the application from being deleted before its note is stored.
    const [exists] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, id))
      .for('share');
    if (!exists) throw notFound(R.applicationNotFound);
    const [note] = await tx
      .insert(applicationNotes)
      .values({ applicationId: id, text, author, createdAt: changeTime })
      .returning();
    return toNote(note);
  });
}

/**
 * What the applicant's private status link shows, or null when the token names nothing. A token
 * that cannot be one of ours is refused without a query; a well-formed one is looked up by its
 * hash, and the stored hash is compared once more in constant time.
 */
export async function applicantStatus(db: Db, token: string): Promise<ApplicantStatusResponse | null> {
  if (!isWellFormedStatusToken(token)) return null;
  const hash = hashStatusToken(token);
  const [found] = await db
    .select({
      hash: applications.statusTokenHash,
      linkHash: sql<
        string | null
      >`(select ${applicationStatusLinks.tokenHash} from ${applicationStatusLinks} where ${applicationStatusLinks.tokenHash} = ${hash} and ${applicationStatusLinks.applicationId} = ${applications.id})`,
      firstName: applications.firstName,
      submittedAt: applications.submittedAt,
      status: applications.status,
      recruitmentTitle: recruitments.title,
      statusVisible: recruitments.statusVisible,
    })
    .from(applications)
    .innerJoin(recruitments, eq(recruitments.id, applications.recruitmentId))
    .where(
      or(
        eq(applications.statusTokenHash, hash),
        sql`${applications.id} = (select ${applicationStatusLinks.applicationId} from ${applicationStatusLinks} where ${applicationStatusLinks.tokenHash} = ${hash})`,
      ),
    )
    .limit(1);
  if (!found) return null;
  // The first link's hash, or that of a link mailed with a decision (application_status_links).
  const stored = Buffer.from(found.hash === hash ? found.hash : (found.linkHash ?? ''), 'hex');
  const given = Buffer.from(hash, 'hex');
  if (stored.length !== given.length || !crypto.timingSafeEqual(stored, given)) return null;
  return {
    recruitmentTitle: found.recruitmentTitle,
    firstName: found.firstName,
    submittedAt: found.submittedAt.toISOString(),
    status: applicantStatusWording(found.status, found.statusVisible),
  };
}
