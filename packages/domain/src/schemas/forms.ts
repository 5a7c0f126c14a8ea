import { z } from 'zod';
import { RESPONDENT_FIELDS } from '../forms/form.ts';
import { pageInfoShape } from './paging.ts';
import { customQuestionViewSchema, statusCountsSchema } from './recruitment.ts';
import { applicationNoteSchema, applicationStatusSchema, statusHistoryEntrySchema } from './review.ts';

const respondentFieldSchema = z.object({ field: z.enum(RESPONDENT_FIELDS), required: z.boolean() });

/** A form as the public page sees it: no counts, responses or anything admin-only. */
export const publicFormSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    headerImage: z.string().nullable(),
    isActive: z.boolean(),
    opensAt: z.string().nullable(),
    deadline: z.string().nullable(),
    maxResponses: z.number().int().nullable().describe('Null: no cap'),
    oneResponsePerEmail: z.boolean(),
    respondentFields: z.array(respondentFieldSchema),
    universityOnly: z.boolean(),
    customQuestions: z.array(customQuestionViewSchema),
    successMessage: z.string(),
    closedMessage: z.string(),
    sendReceipt: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PublicForm' });
export type PublicForm = z.infer<typeof publicFormSchema>;

/** A form as officers see it: with its response count and status counts. */
export const formSchema = publicFormSchema
  .extend({ currentResponses: z.number().int(), statusCounts: statusCountsSchema })
  .meta({ id: 'Form' });
export type Form = z.infer<typeof formSchema>;

export const publicFormAnswerSchema = z.object({ success: z.literal(true), data: publicFormSchema });
export const formListAnswerSchema = z.object({ success: z.literal(true), data: z.array(formSchema) });
export const formSavedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: formSchema,
});
export const formSlugParamsSchema = z.object({ slug: z.string() });

/** POST /forms/{slug}/responses, for the document (the answers are checked against the form's questions). */
export const responsePayloadSchema = z.object({
  respondent: z
    .object(Object.fromEntries(RESPONDENT_FIELDS.map((f) => [f, z.string().optional()])))
    .describe('The respondent fields the form asks; others are ignored'),
  answers: z.array(
    z.object({
      questionIndex: z.number().int(),
      answer: z.union([z.string(), z.array(z.string())]).describe('A list for a checkbox question'),
    }),
  ),
});
export const responseCreatedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  responseId: z.string(),
});

/** A response as officers review it. */
export const formResponseSchema = z
  .object({
    _id: z.string(),
    respondent: z.object(Object.fromEntries(RESPONDENT_FIELDS.map((f) => [f, z.string().optional()]))),
    answers: z.array(
      z.object({
        questionIndex: z.number().int(),
        question: z.string(),
        answer: z.union([z.string(), z.array(z.string())]),
      }),
    ),
    status: applicationStatusSchema,
    notes: z.array(applicationNoteSchema),
    history: z.array(statusHistoryEntrySchema),
    submittedAt: z.string(),
  })
  .meta({ id: 'FormResponse' });
export type FormResponse = z.infer<typeof formResponseSchema>;

export const formResponsesAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    responses: z.array(formResponseSchema),
    ...pageInfoShape,
    statusCounts: statusCountsSchema,
  }),
});
export type FormResponsesPage = z.infer<typeof formResponsesAnswerSchema>['data'];

export const responseStatusChangedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: formResponseSchema,
});

export const deleteFormQuerySchema = z.object({
  withResponses: z.enum(['true', 'false']).optional().describe('true also deletes the responses'),
});

export const formStatsSchema = z
  .object({
    total: z.number().int(),
    byStatus: statusCountsSchema,
    byDay: z.array(z.object({ date: z.string().describe('YYYY-MM-DD (UTC)'), count: z.number().int() })),
    byAnswer: z.record(z.string(), z.record(z.string(), z.number().int())),
  })
  .meta({ id: 'FormStats' });
export type FormStats = z.infer<typeof formStatsSchema>;
