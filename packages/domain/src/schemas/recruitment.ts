import { z } from 'zod';
import { BOT_CHECK_FIELD_DOCS } from '../bot-check.ts';
import { DEFAULT_MAX_APPLICATIONS, MIN_MAX_APPLICATIONS } from '../constants.ts';
import { MSG } from '../messages.ts';
import {
  type CustomQuestion,
  isChoiceType,
  isParentType,
  QUESTION_TYPES,
  SHOW_IF_OPERATORS,
} from '../recruitment/questions.ts';
import { RECRUITMENT_TEXT as T } from '../recruitment/texts.ts';
import { isHttpUrl } from '../links.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../recruitment/review.ts';

export const MAX_QUESTIONS = 100;
export const MAX_OPTIONS = 50;

const showIfViewSchema = z.object({
  questionIndex: z.number().int(),
  operator: z.enum(SHOW_IF_OPERATORS),
  value: z.string(),
});

/** A custom question as the API sends it (stored questions always have every field). */
export const customQuestionViewSchema = z
  .object({
    question: z.string(),
    type: z.string().describe(`One of ${QUESTION_TYPES.join(', ')}; any other behaves as text`),
    options: z.array(z.string()),
    required: z.boolean(),
    placeholder: z.string(),
    showIf: showIfViewSchema
      .nullable()
      .describe('Shown only when the earlier dropdown or radio question questionIndex is answered value'),
  })
  .meta({ id: 'CustomQuestion' });

/** How many of a drive's applications are in each review status (every status, zero included). */
export const statusCountsSchema = z
  .object(
    Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().int()])) as Record<
      ApplicationStatus,
      z.ZodNumber
    >,
  )
  .meta({ id: 'StatusCounts' });

/** A recruitment drive as admins see it. */
export const recruitmentSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    applicationDeadline: z.string(),
    maxApplications: z.number().int(),
    currentApplications: z.number().int(),
    customQuestions: z.array(customQuestionViewSchema),
    successMessage: z.string(),
    closedMessage: z.string(),
    whatsappGroupUrl: z.string().describe('The applicants’ group link, or empty'),
    statusVisible: z.boolean().describe('Whether applicants see their decision through their status link'),
    statusCounts: statusCountsSchema.describe('Applications per review status (admins only)'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Recruitment' });
export type Recruitment = z.infer<typeof recruitmentSchema>;

/** An open drive as the application form sees it: without the group link, which is for applicants only. */
export const publicRecruitmentSchema = recruitmentSchema
  .omit({ whatsappGroupUrl: true, statusVisible: true, statusCounts: true })
  .meta({ id: 'PublicRecruitment' });
export type PublicRecruitment = z.infer<typeof publicRecruitmentSchema>;

/** A drive's id in a path. */
export const recruitmentIdParamsSchema = z.object({ recruitmentId: z.string() });

/** An application as admins see it. */
export const applicationViewSchema = z
  .object({
    _id: z.string(),
    applicantInfo: z.object({
      name: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      course: z.string(),
      year: z.string(),
      prn: z.string(),
      gender: z.string(),
    }),
    submittedAt: z.string(),
    answers: z.array(
      z.object({
        questionIndex: z.number().int(),
        question: z.string(),
        answer: z.union([z.string(), z.array(z.string())]).describe('A list for a checkbox question'),
      }),
    ),
  })
  .meta({ id: 'Application' });
export type ApplicationView = z.infer<typeof applicationViewSchema>;

/** GET /recruitment/active when a drive is open; `emailDomain` is the university email domain. */
export const activeRecruitmentAnswerSchema = z.object({
  success: z.literal(true),
  data: publicRecruitmentSchema,
  emailDomain: z.string().describe('The university email domain applicants must use'),
});
export type ActiveRecruitmentResponse = z.infer<typeof activeRecruitmentAnswerSchema>;

/** POST /recruitment/apply: `whatsappGroupUrl` only when the drive has a group for its applicants. */
export const applyAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().describe('The drive’s success message'),
  applicationId: z.string(),
  whatsappGroupUrl: z.string().optional(),
  statusToken: z
    .string()
    .describe('The private status link’s token, shown to the applicant once (only its hash is stored)'),
});
export type ApplyResponse = z.infer<typeof applyAnswerSchema>;

/** The body of POST /recruitment/apply, for the API document: the server checks it against the drive's questions. */
export const applicationPayloadSchema = z.object({
  recruitmentId: z.string(),
  website: z.string().optional().describe(BOT_CHECK_FIELD_DOCS.website),
  fillMs: z.number().optional().describe(BOT_CHECK_FIELD_DOCS.fillMs),
  applicantInfo: z.object({
    first_name: z.string(),
    last_name: z.string(),
    gender: z.string(),
    email: z.string(),
    prn: z.string(),
    year: z.string(),
    course: z.string(),
  }),
  answers: z
    .array(
      z.object({
        questionIndex: z.number().int(),
        question: z.string().optional().describe('Ignored: the text is taken from the drive'),
        answer: z.union([z.string(), z.array(z.string())]).describe('A list for a checkbox question'),
      }),
    )
    .optional(),
});

/** Admin answers: a list of drives, one drive saved, a drive's applications. */
export const recruitmentListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(recruitmentSchema),
});
export const recruitmentSavedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: recruitmentSchema,
});
export const applicationsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ applications: z.array(applicationViewSchema) }),
});

/** ?withApplications=true deletes a drive together with its applications. */
export const deleteRecruitmentQuerySchema = z.object({
  withApplications: z.string().optional().describe('"true" to delete the applications too'),
});

const trimmed = (max: number) => z.string().trim().max(max);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The deadline as an ISO instant. A full timestamp with its offset is taken as is (the admin form
 * sends the browser's local time converted to UTC); a bare date means the end of that day, UTC.
 */
export function parseDeadline(value: string): string | null {
  const text = value.trim();
  const isDateOnly = DATE_ONLY.test(text);
  if (!isDateOnly && !z.iso.datetime({ offset: true }).safeParse(text).success) return null;
  const datePart = text.slice(0, 10);
  const [y, m, d] = datePart.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  const instant = isDateOnly ? new Date(Date.UTC(y, m - 1, d, 23, 59, 59, 999)) : new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

const showIfSchema = z.object({
  questionIndex: z
    .number({ error: T.showIfParentInvalid })
    .int(T.showIfParentInvalid)
    .min(0, T.showIfParentInvalid),
  operator: z.literal('equals', { error: 'Only "equals" is supported' }).default('equals'),
  value: z.string({ error: T.showIfValueInvalid }).trim().min(1, T.showIfValueInvalid),
});

/** One custom question; unknown fields (an `_id` from older clients) are ignored. */
export const customQuestionSchema = z
  .object({
    question: z.string({ error: T.questionTextRequired }).trim().min(1, T.questionTextRequired).max(500),
    type: z.enum(QUESTION_TYPES, { error: T.questionTypeInvalid }),
    options: z
      .array(z.string().trim().max(200))
      .max(MAX_OPTIONS)
      .nullish()
      // Blank options are ignored and each option kept once.
      .transform((list) => [...new Set((list ?? []).filter((o) => o !== ''))]),
    required: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    placeholder: trimmed(200)
      .nullish()
      .transform((v) => v ?? ''),
    showIf: showIfSchema.nullish().transform((v) => v ?? null),
  })
  // A choice needs its options: said beside the other fields' problems (the builder shows them all
  // at once), whenever the type and the options themselves could be read.
  .refine((q) => !isChoiceType(q.type) || q.options.length > 0, {
    path: ['options'],
    message: T.optionsRequired,
    when: ({ value }) => {
      const q = value as { type?: unknown; options?: unknown } | null;
      return typeof q?.type === 'string' && Array.isArray(q.options);
    },
  })
  .transform((q) => ({ ...q, options: isChoiceType(q.type) ? q.options : [] }));

/** Rules across questions: each showIf names an earlier dropdown or radio question and one of its options. */
export function checkShowIfReferences(questions: readonly CustomQuestion[]): Record<number, string> {
  const problems: Record<number, string> = {};
  questions.forEach((q, index) => {
    if (!q.showIf) return;
    const parent = questions[q.showIf.questionIndex];
    if (q.showIf.questionIndex >= index || !parent || !isParentType(parent.type)) {
      problems[index] = T.showIfParentInvalid;
    } else if (!parent.options.includes(q.showIf.value)) {
      problems[index] = T.showIfValueInvalid;
    }
  });
  return problems;
}

const maxApplicationsSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, T.maxApplicationsInvalid).transform(Number)], {
    error: T.maxApplicationsInvalid,
  })
  .pipe(
    z
      .number()
      .int(T.maxApplicationsInvalid)
      .min(MIN_MAX_APPLICATIONS, T.maxApplicationsInvalid)
      .max(1_000_000, T.maxApplicationsInvalid),
  );

/** The body of POST /recruitment/admin/create and PUT /recruitment/admin/update/{id}. */
export const recruitmentInputSchema = z
  .object({
    title: z.string({ error: T.titleRequired }).trim().min(1, T.titleRequired).max(200),
    description: z.string({ error: T.descriptionRequired }).trim().min(1, T.descriptionRequired).max(10_000),
    applicationDeadline: z
      .string({ error: T.deadlineRequired })
      .trim()
      .min(1, T.deadlineRequired)
      .transform((v, ctx) => {
        const iso = parseDeadline(v);
        if (!iso) {
          ctx.addIssue({ code: 'custom', message: T.deadlineInvalid });
          return z.NEVER;
        }
        return iso;
      }),
    maxApplications: maxApplicationsSchema.nullish().transform((v) => v ?? DEFAULT_MAX_APPLICATIONS),
    isActive: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    statusVisible: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    successMessage: trimmed(2000)
      .nullish()
      .transform((v) => v || MSG.defaultSuccessMessage),
    closedMessage: trimmed(2000)
      .nullish()
      .transform((v) => v || MSG.defaultClosedMessage),
    whatsappGroupUrl: trimmed(2000)
      .nullish()
      .transform((v) => v ?? '')
      .refine((v) => v === '' || isHttpUrl(v), T.whatsappInvalid),
    customQuestions: z
      .array(customQuestionSchema)
      .max(MAX_QUESTIONS, T.tooManyQuestions)
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((r, ctx) => {
    for (const [index, message] of Object.entries(checkShowIfReferences(r.customQuestions))) {
      ctx.addIssue({ code: 'custom', path: ['customQuestions', Number(index), 'showIf'], message });
    }
  });

export type RecruitmentInput = z.infer<typeof recruitmentInputSchema>;
/** The admin form's state before parsing: what the client sends. */
export type RecruitmentDraft = z.input<typeof recruitmentInputSchema>;

/**
 * A drive is open when it is active, before its deadline and not full. (The server's batched
 * apply states the same rule in SQL: `driveIsOpen` in its recruitment module.)
 */
export function isRecruitmentOpen(
  r: Pick<Recruitment, 'isActive' | 'currentApplications' | 'maxApplications'> & {
    applicationDeadline: string | Date;
  },
  now: Date = new Date(),
): boolean {
  return (
    r.isActive &&
    new Date(r.applicationDeadline).getTime() > now.getTime() &&
    r.currentApplications < r.maxApplications
  );
}
