import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Respondent, RespondentFieldRule } from '@ssf/domain/forms/form';
import type { ApplicationAnswer, CustomQuestion } from '@ssf/domain/recruitment/questions';
import {
  reviewNotesTable,
  reviewStatusCheck,
  reviewStatusColumn,
  statusChangesTable,
} from '../../db/review-tables.ts';

/** Public forms (feedback, sign-ups, surveys): the same questions and rules as recruitment drives. */
export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    headerImage: text('header_image'),
    isActive: boolean('is_active').notNull().default(false),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** Null: no cap. */
    maxResponses: integer('max_responses'),
    currentResponses: integer('current_responses').notNull().default(0),
    oneResponsePerEmail: boolean('one_response_per_email').notNull().default(false),
    respondentFields: jsonb('respondent_fields').$type<RespondentFieldRule[]>().notNull().default([]),
    universityOnly: boolean('university_only').notNull().default(false),
    customQuestions: jsonb('custom_questions').$type<CustomQuestion[]>().notNull().default([]),
    successMessage: text('success_message').notNull(),
    closedMessage: text('closed_message').notNull(),
    sendReceipt: boolean('send_receipt').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('forms_max_responses_min', sql`${t.maxResponses} IS NULL OR ${t.maxResponses} >= 1`),
    check(
      'forms_current_responses_range',
      sql`${t.currentResponses} >= 0 AND (${t.maxResponses} IS NULL OR ${t.currentResponses} <= ${t.maxResponses})`,
    ),
  ],
);

export const formResponses = pgTable(
  'form_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** The respondent fields the form asked, as given (email lower-cased). */
    respondent: jsonb('respondent').$type<Respondent>().notNull().default({}),
    /** The email for search and sort; '' when the form did not ask it. */
    email: text('email').notNull().default(''),
    name: text('name').notNull().default(''),
    /**
     * The membership email key (lower case, no +tag), set only when the form takes one response
     * per email: the unique index below then refuses a second response, under any spelling.
     */
    emailKey: text('email_key'),
    answers: jsonb('answers').$type<ApplicationAnswer[]>().notNull().default([]),
    status: reviewStatusColumn(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_responses_one_per_email').on(t.formId, t.emailKey),
    index('form_responses_by_form').on(t.formId, t.submittedAt),
    index('form_responses_by_status').on(t.formId, t.status),
    reviewStatusCheck('form_responses_status', t.status),
  ],
);

// The notes and status history below each belong to one submission, removed with it.
const perResponse = {
  key: 'responseId',
  column: 'response_id',
  references: () => formResponses.id,
} as const;

/** Officers' notes on a response: plain text, only ever shown to the forms section. */
export const formResponseNotes = reviewNotesTable('form_response_notes', perResponse);

/** Every change of a response's status, never overwritten. */
export const formResponseStatusChanges = statusChangesTable('form_response_status_changes', perResponse);
