import { z } from 'zod';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_MAX,
  type ApplicationSort,
  type ApplicationStatus,
  answerFilterIndex,
  answerFilterKey,
  DEFAULT_APPLICATION_SORT,
  MAX_BULK_STATUS_IDS,
  MAX_NOTE_LENGTH,
  REVIEW_TEXT as R,
} from '../recruitment/review.ts';
import { pageInfoShape, pageQuery } from './paging.ts';
import { applicationViewSchema, statusCountsSchema } from './recruitment.ts';

export { statusCountsSchema };
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** An application's review status. */
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: R.statusInvalid });

/** An admin's note on an application (plain text). */
export const applicationNoteSchema = z
  .object({
    _id: z.string(),
    text: z.string(),
    author: z.string().describe('The email of the admin who wrote it'),
    createdAt: z.string(),
  })
  .meta({ id: 'ApplicationNote' });
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

/** One entry of an application's audit trail: a status change, who made it and when. */
export const statusHistoryEntrySchema = z
  .object({
    from: applicationStatusSchema,
    to: applicationStatusSchema,
    by: z.string().describe('The email of the admin who changed it'),
    at: z.string(),
  })
  .meta({ id: 'StatusHistoryEntry' });
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/** An application as admins see it while reviewing: with its status, notes and history (oldest first). */
export const adminApplicationSchema = applicationViewSchema
  .extend({
    status: applicationStatusSchema,
    notes: z.array(applicationNoteSchema),
    history: z.array(statusHistoryEntrySchema),
  })
  .meta({ id: 'AdminApplication' });
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

/** The paging again, in the shape the original client reads: the page, how many pages, how many in all. */
const paginationShape = {
  pagination: z
    .object({ current: z.number().int(), pages: z.number().int(), total: z.number().int() })
    .describe('The same paging as page, totalPages and total (the original client reads this)'),
};

/** GET /recruitment/admin/applications/{recruitmentId} with `page` or `limit`. */
export const applicationsPageAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ applications: z.array(adminApplicationSchema), ...pageInfoShape, ...paginationShape }),
});
export type ApplicationsPageResponse = z.infer<typeof applicationsPageAnswerSchema>;

/** The same without `page` and `limit`: every application that matches the filters. */
export const allApplicationsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ applications: z.array(adminApplicationSchema), ...paginationShape }),
});
export type AllApplicationsResponse = z.infer<typeof allApplicationsAnswerSchema>;

export const applicationsListAnswerSchema = z.union([
  applicationsPageAnswerSchema,
  allApplicationsAnswerSchema,
]);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** One answer filter: the application's answer to question `questionIndex` is `value`. */
export interface AnswerFilter {
  questionIndex: number;
  value: string;
}

/**
 * The admin list's and the CSV export's query: `status`, `year`, `course`, `q` (name, email or
 * PRN contains it, any case), `answer[<questionIndex>]=<option>` (also `answer.<questionIndex>`)
 * for the answer to a dropdown, radio or checkbox question, `sort` and the paging `page`, `limit`.
 * Empty parameters are ignored.
 */
export const applicationsQuerySchema = z
  .looseObject({
    status: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(applicationStatusSchema.optional())
      .describe(`One of ${APPLICATION_STATUSES.join(', ')}`),
    year: optionalText(100).describe('The year of study, exactly'),
    course: optionalText(200).describe('The course, exactly'),
    q: optionalText(200).describe('Name, email or PRN contains this (any case)'),
    sort: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.enum(APPLICATION_SORTS, { error: R.sortInvalid }).optional())
      .describe(`${APPLICATION_SORTS.join(', ')} (default ${DEFAULT_APPLICATION_SORT})`),
    ...pageQuery(APPLICATIONS_PAGE_MAX).shape,
  })
  .describe(
    'Also answer[<questionIndex>]=<option> (or answer.<questionIndex>=<option>) for each answer filter',
  )
  .transform((query, ctx) => {
    const { status, year, course, q, sort, page, limit, ...rest } = query;
    const answers: AnswerFilter[] = [];
    for (const [key, value] of Object.entries(rest)) {
      const questionIndex = answerFilterIndex(key);
      if (questionIndex === null) continue;
      if (typeof value !== 'string' || value.length > 500) {
        ctx.addIssue({ code: 'custom', path: [key], message: R.answerFilterInvalid });
        return z.NEVER;
      }
      const trimmed = value.trim();
      if (trimmed !== '') answers.push({ questionIndex, value: trimmed });
    }
    answers.sort((a, b) => a.questionIndex - b.questionIndex);
    return {
      status,
      year,
      course,
      q,
      answers,
      sort: sort ?? DEFAULT_APPLICATION_SORT,
      page,
      limit,
    } as ApplicationFilter;
  });

/** The filters as the server uses them. `page`/`limit` both absent: every match, unpaged. */
export interface ApplicationFilter {
  status?: ApplicationStatus;
  year?: string;
  course?: string;
  q?: string;
  answers: AnswerFilter[];
  sort: ApplicationSort;
  page?: number;
  limit?: number;
}

/** The filters as a client holds them before building the query string. */
export interface ApplicationFilterInput {
  status?: ApplicationStatus | '';
  year?: string;
  course?: string;
  q?: string;
  /** Chosen option per question index. */
  answers?: Record<number, string>;
  sort?: ApplicationSort;
  page?: number;
  limit?: number;
}

/** The query string (without `?`) for the admin list or the CSV export; empty filters are left out. */
export function applicationsQueryString(filter: ApplicationFilterInput): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.year) params.set('year', filter.year);
  if (filter.course) params.set('course', filter.course);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  for (const [index, value] of Object.entries(filter.answers ?? {})) {
    if (value) params.set(answerFilterKey(Number(index)), value);
  }
  if (filter.sort && filter.sort !== DEFAULT_APPLICATION_SORT) params.set('sort', filter.sort);
  if (filter.page !== undefined) params.set('page', String(filter.page));
  if (filter.limit !== undefined) params.set('limit', String(filter.limit));
  return params.toString();
}

/** PATCH /recruitment/admin/applications/{id}. */
export const statusChangeBodySchema = z.object({ status: applicationStatusSchema });
export type StatusChangeBody = z.infer<typeof statusChangeBodySchema>;

/** The answer: the application as it is now. */
export const statusChangedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminApplicationSchema,
});

/** POST /recruitment/admin/applications/bulk-status: every id is changed, or none (each id once). */
export const bulkStatusBodySchema = z.object({
  ids: z
    .array(z.string(), { error: R.bulkIdsRequired })
    .min(1, R.bulkIdsRequired)
    .max(MAX_BULK_STATUS_IDS, R.bulkTooMany)
    .transform((ids) => [...new Set(ids)]),
  status: applicationStatusSchema,
});
export type BulkStatusBody = z.input<typeof bulkStatusBodySchema>;

export const bulkStatusAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  updated: z
    .number()
    .int()
    .describe('How many applications changed status (those already in it are not counted)'),
});
export type BulkStatusResponse = z.infer<typeof bulkStatusAnswerSchema>;

/** POST /recruitment/admin/applications/{id}/notes: plain text, kept as written (never rendered as HTML). */
export const noteBodySchema = z.object({
  text: z.string({ error: R.noteRequired }).trim().min(1, R.noteRequired).max(MAX_NOTE_LENGTH, R.noteTooLong),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

export const noteAddedAnswerSchema = z.object({ success: z.literal(true), data: applicationNoteSchema });

/** GET /recruitment/status/{token}: what the applicant's private status page shows. */
export const applicantStatusAnswerSchema = z
  .object({
    recruitmentTitle: z.string(),
    firstName: z.string(),
    submittedAt: z.string(),
    status: z
      .string()
      .describe(
        'The applicant-facing wording: Received, Shortlisted, Selected, Not selected this time, On the waiting list',
      ),
  })
  .meta({ id: 'ApplicantStatus' });
export type ApplicantStatusResponse = z.infer<typeof applicantStatusAnswerSchema>;

/** The status link's token in its path. */
export const statusTokenParamsSchema = z.object({ token: z.string() });
