/**
 * A form's settings as an officer writes them (POST /forms/admin/create, PUT
 * /forms/admin/update/{id}): checked by the server, and by the admin's form editor before sending.
 * Apart from form.ts so that the public form page, which only answers a form, loads no zod.
 */
import { z } from 'zod';
import { checkShowIfReferences, customQuestionSchema, MAX_QUESTIONS } from '../schemas/recruitment.ts';
import { FORM_TEXT, RESPONDENT_FIELDS, SLUG_PATTERN } from './form.ts';

const trimmed = (max: number) => z.string().trim().max(max);

/** An optional ISO instant (or a local date-time the browser sends), null when empty. */
const optionalInstant = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v.trim() === '') return null;
    const t = new Date(v.trim());
    if (Number.isNaN(t.getTime())) {
      ctx.addIssue({ code: 'custom', message: FORM_TEXT.dateInvalid });
      return z.NEVER;
    }
    return t.toISOString();
  });

const maxResponsesSchema = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: FORM_TEXT.maxResponsesInvalid });
      return z.NEVER;
    }
    return n;
  });

const flag = () =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? false);

/** The `form` field of POST /forms/admin/create and PUT /forms/admin/update/{id}. */
export const formInputSchema = z
  .object({
    slug: z
      .string({ error: FORM_TEXT.slugInvalid })
      .trim()
      .toLowerCase()
      .regex(SLUG_PATTERN, FORM_TEXT.slugInvalid),
    title: z.string({ error: FORM_TEXT.titleRequired }).trim().min(1, FORM_TEXT.titleRequired).max(200),
    description: trimmed(10_000)
      .nullish()
      .transform((v) => v ?? ''),
    isActive: flag(),
    opensAt: optionalInstant,
    deadline: optionalInstant,
    maxResponses: maxResponsesSchema,
    oneResponsePerEmail: flag(),
    universityOnly: flag(),
    sendReceipt: flag(),
    respondentFields: z
      .array(z.object({ field: z.enum(RESPONDENT_FIELDS), required: flag() }))
      .max(RESPONDENT_FIELDS.length)
      .nullish()
      .transform((v) => v ?? []),
    customQuestions: z
      .array(customQuestionSchema)
      .max(MAX_QUESTIONS)
      .nullish()
      .transform((v) => v ?? []),
    successMessage: trimmed(2000)
      .nullish()
      .transform((v) => v || FORM_TEXT.defaultSuccessMessage),
    closedMessage: trimmed(2000)
      .nullish()
      .transform((v) => v || FORM_TEXT.defaultClosedMessage),
  })
  .superRefine((f, ctx) => {
    for (const [index, message] of Object.entries(checkShowIfReferences(f.customQuestions))) {
      ctx.addIssue({ code: 'custom', path: ['customQuestions', Number(index), 'showIf'], message });
    }
    const fields = f.respondentFields.map((r) => r.field);
    if (new Set(fields).size !== fields.length)
      ctx.addIssue({ code: 'custom', path: ['respondentFields'], message: FORM_TEXT.respondentFieldTwice });
    if (f.oneResponsePerEmail && !f.respondentFields.some((r) => r.field === 'email' && r.required))
      ctx.addIssue({
        code: 'custom',
        path: ['oneResponsePerEmail'],
        message: FORM_TEXT.oneResponseNeedsEmail,
      });
    if (f.opensAt && f.deadline && f.deadline <= f.opensAt)
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: FORM_TEXT.deadlineBeforeOpening });
  });

export type FormInput = z.infer<typeof formInputSchema>;
export type FormDraft = z.input<typeof formInputSchema>;
