import { z } from 'zod';
import { DEFAULT_MAX_APPLICATIONS, MIN_MAX_APPLICATIONS } from '../constants.ts';
import { MSG } from '../messages.ts';
import {
  type ApplicationAnswer,
  type CustomQuestion,
  isChoiceType,
  isParentType,
  QUESTION_TYPES,
} from '../recruitment/questions.ts';
import { RECRUITMENT_TEXT as T } from '../recruitment/texts.ts';
import type { StudentDetails } from './applicant.ts';

export const MAX_QUESTIONS = 100;
export const MAX_OPTIONS = 50;

/** A recruitment drive as the API sends it (GET /recruitment/admin/all and friends). */
export interface Recruitment {
  _id: string;
  title: string;
  description: string;
  isActive: boolean;
  applicationDeadline: string;
  maxApplications: number;
  currentApplications: number;
  customQuestions: CustomQuestion[];
  successMessage: string;
  closedMessage: string;
  whatsappGroupUrl: string;
  createdAt: string;
  updatedAt: string;
}

/** An application as the admin sees it (GET /recruitment/admin/applications/{id}). */
export interface ApplicationView {
  _id: string;
  applicantInfo: StudentDetails & { name: string };
  submittedAt: string;
  answers: ApplicationAnswer[];
}

/** GET /recruitment/active when a drive is open; `emailDomain` is the university email domain. */
export interface ActiveRecruitmentResponse {
  success: true;
  data: Recruitment;
  emailDomain?: string;
}

export interface ApplyResponse {
  success: true;
  message: string;
  applicationId: string;
}

const trimmed = (max: number) => z.string().trim().max(max);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

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
  .transform((q) => ({ ...q, options: isChoiceType(q.type) ? q.options : [] }))
  .superRefine((q, ctx) => {
    if (isChoiceType(q.type) && q.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: T.optionsRequired });
    }
  });

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

/** A drive is open when it is active, before its deadline and not full. */
export function isRecruitmentOpen(
  r: Pick<Recruitment, 'isActive' | 'applicationDeadline' | 'currentApplications' | 'maxApplications'>,
  now: Date = new Date(),
): boolean {
  return (
    r.isActive &&
    new Date(r.applicationDeadline).getTime() > now.getTime() &&
    r.currentApplications < r.maxApplications
  );
}
