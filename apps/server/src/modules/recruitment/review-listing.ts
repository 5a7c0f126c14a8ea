// The applications of a drive as admins list, page and export them, with their notes and history.
import { count, eq, inArray } from 'drizzle-orm';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import { APPLICATIONS_PAGE_SIZE, emptyStatusCounts, REVIEW_TEXT as R } from '@ssf/domain/recruitment/review';
import type { ApplicationView } from '@ssf/domain/schemas/recruitment';
import type { AdminApplication, ApplicationFilter, StatusCounts } from '@ssf/domain/schemas/review';
import type { Db } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { applications } from './tables.ts';
import { notFound } from '../../http/errors.ts';
import { noteCounts, reviewOf } from '../../review/review-store.ts';

import { applicationReview, filterWhere, orderOf } from './review-sql.ts';

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

/** One application as admins review it, or the API's 404. */
export async function adminApplication(db: Db, id: string): Promise<AdminApplication> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw notFound(R.applicationNotFound);
  const [app] = await toAdminApplications(db, [row]);
  return app;
}
