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
} from '@ssf/domain/recruitment/review';
import type { ApplicationView } from '@ssf/domain/schemas/recruitment';
import type {
  AdminApplication,
  ApplicantStatusResponse,
  ApplicationFilter,
  ApplicationNote,
  StatusCounts,
} from '@ssf/domain/schemas/review';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enqueueDecisions } from './decision-mail.ts';
import { hashStatusToken } from './status-token.ts';
import { paginate } from '../../db/paginate.ts';
import {
  applicationNotes,
  applications,
  applicationStatusChanges,
  applicationStatusLinks,
  recruitments,
} from './tables.ts';
import { notFound } from '../../http/errors.ts';
import {
  addNote,
  answerConditions,
  type AfterStatusChange,
  bulkChangeStatus as bulkChange,
  changeStatus,
  containsPattern,
  noteCounts,
  type ReviewTables,
  reviewOf,
} from '../../review/review-store.ts';

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
  conditions.push(...answerConditions(applications.answers, questions, filter.answers));
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

/** The review of applications, through the shared review store. */
export const applicationReview: ReviewTables = {
  items: applications,
  itemId: applications.id,
  itemStatus: applications.status,
  itemAnswers: applications.answers,
  itemParent: applications.recruitmentId,
  itemSubmittedAt: applications.submittedAt,
  notes: applicationNotes,
  noteId: applicationNotes.id,
  noteItem: applicationNotes.applicationId,
  noteText: applicationNotes.text,
  noteAuthor: applicationNotes.author,
  noteCreatedAt: applicationNotes.createdAt,
  noteRow: (applicationId, text, author, createdAt) => ({ applicationId, text, author, createdAt }),
  changes: applicationStatusChanges,
  changeId: applicationStatusChanges.id,
  changeItem: applicationStatusChanges.applicationId,
  changeFrom: applicationStatusChanges.fromStatus,
  changeTo: applicationStatusChanges.toStatus,
  changeBy: applicationStatusChanges.changedBy,
  changeAt: applicationStatusChanges.changedAt,
  changeRow: (applicationId, fromStatus, toStatus, changedBy, changedAt) => ({
    applicationId,
    fromStatus,
    toStatus,
    changedBy,
    changedAt,
  }),
  messages: { notFound: R.applicationNotFound, bulkUnknown: R.bulkUnknown },
};

/** Applications as admins review them: each with its status, notes and history. */
async function toAdminApplications(db: Db, rows: readonly ApplicationRow[]): Promise<AdminApplication[]> {
  const { notes, history } = await reviewOf(
    db,
    applicationReview,
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
  const byId = await noteCounts(
    db,
    applicationReview,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, notes: byId.get(row.id) ?? 0 }));
}

async function adminApplication(db: Db, id: string): Promise<AdminApplication> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw notFound(R.applicationNotFound);
  const [app] = await toAdminApplications(db, [row]);
  return app;
}

/** While the drive's statuses are published, a new decision is mailed with the change that makes it. */
const mailDecisions = (mail: Pick<Config, 'smtp'> | undefined): AfterStatusChange | undefined =>
  mail ? (tx, ids) => enqueueDecisions(tx, mail, { applicationIds: ids }).then(() => undefined) : undefined;

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
  const changed = await changeStatus(db, applicationReview, id, status, by, mailDecisions(mail));
  return { changed, application: await adminApplication(db, id) };
}

/**
 * One decision for many applications, all or nothing: every id must name an application (else
 * 404 and nothing changes). Those already in the status are left as they are and not counted.
 */
export function bulkChangeStatus(
  db: Db,
  ids: readonly string[],
  status: ApplicationStatus,
  by: string,
  mail?: Pick<Config, 'smtp'>,
): Promise<number> {
  return bulkChange(db, applicationReview, ids, status, by, mailDecisions(mail));
}

/** An admin's note on an application, as written (plain text; the client never renders it as HTML). */
export function addApplicationNote(
  db: Db,
  id: string,
  text: string,
  author: string,
): Promise<ApplicationNote> {
  return addNote(db, applicationReview, id, text, author);
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
