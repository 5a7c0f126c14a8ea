// The SQL of the review of applications: the filters and orders of the admins' list, and the
// tables the shared review store works on.
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import { REVIEW_TEXT as R } from '@ssf/domain/recruitment/review';
import type { ApplicationFilter } from '@ssf/domain/schemas/review';
import { applicationNotes, applications, applicationStatusChanges } from './tables.ts';
import { answerConditions, containsPattern, type ReviewTables } from '../../review/review-store.ts';

/** The WHERE of a drive's applications under the filters; answer filters match the stored answers as jsonb. */
export function filterWhere(
  recruitmentId: string,
  filter: ApplicationFilter,
  questions: readonly CustomQuestion[],
) {
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

export function orderOf(sort: ApplicationFilter['sort']): SQL[] {
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
