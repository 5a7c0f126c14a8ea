import { and, count, desc, eq, ne } from 'drizzle-orm';
import { MSG } from '@ssf/domain/messages';
import type { PublicRecruitment, Recruitment, RecruitmentInput } from '@ssf/domain/schemas/recruitment';
import { isRecruitmentOpen } from '@ssf/domain/schemas/recruitment';
import { RECRUITMENT_TEXT as T } from '@ssf/domain/recruitment/texts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enqueueDecisions } from './decision-mail.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isId } from '../../db/ids.ts';
import { applications, recruitments } from './tables.ts';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { emptyStatusCounts } from '@ssf/domain/recruitment/review';
import type { ApplicationFilter, StatusCounts } from '@ssf/domain/schemas/review';
import { applicationsCsv } from './csv.ts';
import type { FormStats } from '@ssf/domain/schemas/forms';
import { submissionStats } from '../../review/review-store.ts';
import { applicationReview } from './review-sql.ts';
import {
  type ApplicationsListing,
  exportRows,
  listDriveApplications,
  statusCountsOf,
} from './review-listing.ts';

type RecruitmentRow = typeof recruitments.$inferSelect;

/** A drive as admins see it, with how many of its applications are in each status. */
export function toRecruitment(
  row: RecruitmentRow,
  statusCounts: StatusCounts = emptyStatusCounts(),
): Recruitment {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    isActive: row.isActive,
    applicationDeadline: row.applicationDeadline.toISOString(),
    maxApplications: row.maxApplications,
    currentApplications: row.currentApplications,
    customQuestions: row.customQuestions,
    successMessage: row.successMessage,
    closedMessage: row.closedMessage,
    whatsappGroupUrl: row.whatsappGroupUrl,
    statusVisible: row.statusVisible,
    statusCounts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A drive's stored row, or null for an unknown or malformed id. */
async function findDrive(db: Db, id: string): Promise<RecruitmentRow | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(recruitments).where(eq(recruitments.id, id)).limit(1);
  return row ?? null;
}

/** Every drive, newest first, with its status counts (one grouped query for all of them). */
export async function listRecruitments(db: Db): Promise<Recruitment[]> {
  const rows = await db
    .select()
    .from(recruitments)
    .orderBy(desc(recruitments.createdAt), desc(recruitments.id));
  const counts = await statusCountsOf(db);
  return rows.map((row) => toRecruitment(row, counts.get(row.id)));
}

/**
 * The open drive as the application form sees it (without the applicants' group link), or the
 * sentence to show instead: the closedMessage of the active drive (past its deadline or full),
 * else of the most recent drive, else the default.
 */
export async function findOpenRecruitment(
  db: Db,
): Promise<{ open: PublicRecruitment } | { open: null; message: string }> {
  const [active] = await db.select().from(recruitments).where(eq(recruitments.isActive, true)).limit(1);
  if (active) {
    // The group link is for applicants only; the review fields are for admins only.
    const {
      whatsappGroupUrl: _forApplicants,
      statusVisible: _forAdmins,
      statusCounts: _countsForAdmins,
      ...drive
    } = toRecruitment(active);
    return isRecruitmentOpen(drive) ? { open: drive } : { open: null, message: drive.closedMessage };
  }
  const [latest] = await db
    .select({ closedMessage: recruitments.closedMessage })
    .from(recruitments)
    .orderBy(desc(recruitments.createdAt))
    .limit(1);
  return { open: null, message: latest?.closedMessage ?? MSG.defaultClosedMessage };
}

const rowValues = (input: RecruitmentInput) => ({
  title: input.title,
  description: input.description,
  isActive: input.isActive,
  statusVisible: input.statusVisible,
  applicationDeadline: new Date(input.applicationDeadline),
  maxApplications: input.maxApplications,
  customQuestions: input.customQuestions,
  successMessage: input.successMessage,
  closedMessage: input.closedMessage,
  whatsappGroupUrl: input.whatsappGroupUrl,
});

/** Two admins activating drives at the same moment: the partial unique index lets one win. */
function activationClash(err: unknown): never {
  if (isUniqueViolation(err)) throw conflict(T.activatedConcurrently);
  throw err;
}

export async function createRecruitment(db: Db, input: RecruitmentInput): Promise<Recruitment> {
  try {
    return await db.transaction(async (tx) => {
      // Making one drive active makes every other inactive, in the same transaction.
      if (input.isActive) {
        await tx
          .update(recruitments)
          .set({ isActive: false, updatedAt: new Date() })
          .where(eq(recruitments.isActive, true));
      }
      const [row] = await tx.insert(recruitments).values(rowValues(input)).returning();
      return toRecruitment(row);
    });
  } catch (err) {
    activationClash(err);
  }
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks a drive's row until the transaction ends (applications to it wait); 404 when there is none. */
async function lockDrive(tx: Transaction, id: string) {
  const [current] = await tx
    .select({ currentApplications: recruitments.currentApplications })
    .from(recruitments)
    .where(eq(recruitments.id, id))
    .for('update');
  if (!current) throw notFound(MSG.recruitmentNotFound);
  return current;
}

/**
 * Replace a drive's fields. The row is locked first so the received-applications count cannot
 * move while it is compared with the new maximum. Questions may change while applications
 * exist: stored answers keep the question text they were given under
 * (docs/decisions/0010-recruitment-question-changes.md).
 */
export async function updateRecruitment(
  db: Db,
  id: string,
  input: RecruitmentInput,
  mail?: Pick<Config, 'smtp'>,
): Promise<Recruitment> {
  if (!isId(id)) throw notFound(MSG.recruitmentNotFound);
  try {
    return await db.transaction(async (tx) => {
      const current = await lockDrive(tx, id);
      if (input.maxApplications < current.currentApplications) {
        const message = T.maxBelowCurrent(current.currentApplications);
        throw badRequest(message, { maxApplications: message });
      }
      if (input.isActive) {
        await tx
          .update(recruitments)
          .set({ isActive: false, updatedAt: new Date() })
          .where(and(eq(recruitments.isActive, true), ne(recruitments.id, id)));
      }
      const [row] = await tx
        .update(recruitments)
        .set({ ...rowValues(input), updatedAt: new Date() })
        .where(eq(recruitments.id, id))
        .returning();
      // Statuses published: each decided applicant is mailed, once per status (decision-mail.ts).
      if (mail && row.statusVisible) await enqueueDecisions(tx, mail, { recruitmentId: id });
      return toRecruitment(row, (await statusCountsOf(tx, [id])).get(id));
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    activationClash(err);
  }
}

/** Delete a drive; one with applications only when the caller confirmed deleting them too. */
export async function deleteRecruitment(db: Db, id: string, withApplications: boolean): Promise<void> {
  if (!isId(id)) throw notFound(MSG.recruitmentNotFound);
  await db.transaction(async (tx) => {
    // The lock makes a concurrent application wait, so nothing arrives between count and delete.
    await lockDrive(tx, id);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.recruitmentId, id));
    if (n > 0 && !withApplications) throw conflict(T.hasApplications(n), { applications: String(n) });
    await tx.delete(recruitments).where(eq(recruitments.id, id));
  });
}

/** A drive's applications under the filters (see listDriveApplications); 404 for an unknown drive. */
export async function recruitmentApplications(
  db: Db,
  recruitmentId: string,
  filter: ApplicationFilter,
): Promise<ApplicationsListing> {
  const drive = await findDrive(db, recruitmentId);
  if (!drive) throw notFound(MSG.recruitmentNotFound);
  return listDriveApplications(db, drive, filter);
}

/**
 * A drive's applications under the filters as a CSV file, with the drive's title to name it;
 * 404 for an unknown drive.
 */
export async function applicationsExport(
  db: Db,
  recruitmentId: string,
  filter: ApplicationFilter,
): Promise<{ title: string; csv: string }> {
  const drive = await findDrive(db, recruitmentId);
  if (!drive) throw notFound(MSG.recruitmentNotFound);
  return {
    title: drive.title,
    csv: applicationsCsv(drive.customQuestions, await exportRows(db, drive, filter)),
  };
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A copy of a drive to run again (last year's drive): its questions, messages, cap and group link,
 * inactive and without applications or published decisions; a deadline already passed moves on by
 * whole years until it is ahead.
 */
export async function duplicateRecruitment(db: Db, id: string): Promise<Recruitment> {
  const source = await findDrive(db, id);
  if (!source) throw notFound(MSG.recruitmentNotFound);
  let deadline = source.applicationDeadline.getTime();
  while (deadline <= Date.now()) deadline += YEAR_MS;
  // In a transaction, like every change, so its activity entry is part of it.
  const [row] = await db.transaction((tx) =>
    tx
      .insert(recruitments)
      .values({
        title: `${source.title} (copy)`.slice(0, 200),
        description: source.description,
        isActive: false,
        applicationDeadline: new Date(deadline),
        maxApplications: source.maxApplications,
        customQuestions: source.customQuestions,
        successMessage: source.successMessage,
        closedMessage: source.closedMessage,
        whatsappGroupUrl: source.whatsappGroupUrl,
        statusVisible: false,
      })
      .returning(),
  );
  return toRecruitment(row);
}

/** A drive's applications per status, per day (last 30 days) and per option, through the shared store. */
export async function recruitmentStats(db: Db, id: string): Promise<FormStats> {
  const drive = await findDrive(db, id);
  if (!drive) throw notFound(MSG.recruitmentNotFound);
  return submissionStats(db, applicationReview, drive.id, drive.customQuestions);
}

// Applying is its own use case, shaped for a surge of students (apply.ts).
export { applyToRecruitment, decoyApplication } from './apply.ts';
