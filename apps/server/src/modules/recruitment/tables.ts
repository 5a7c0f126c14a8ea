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
import type { ApplicationAnswer, CustomQuestion } from '@ssf/domain/recruitment/questions';
import { emailKeySql } from '../../db/email-key.ts';
import { studentColumns } from '../../db/student-columns.ts';
import {
  reviewNotesTable,
  reviewStatusCheck,
  reviewStatusColumn,
  statusChangesTable,
} from '../../db/review-tables.ts';

export const recruitments = pgTable(
  'recruitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    applicationDeadline: timestamp('application_deadline', { withTimezone: true }).notNull(),
    maxApplications: integer('max_applications').notNull().default(100),
    currentApplications: integer('current_applications').notNull().default(0),
    customQuestions: jsonb('custom_questions').$type<CustomQuestion[]>().notNull().default([]),
    successMessage: text('success_message').notNull(),
    closedMessage: text('closed_message').notNull(),
    whatsappGroupUrl: text('whatsapp_group_url').notNull().default(''),
    /** Whether applicants see their decision through their status link yet (published at once). */
    statusVisible: boolean('status_visible').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('recruitments_max_applications_min', sql`${t.maxApplications} >= 1`),
    check(
      'recruitments_current_applications_range',
      sql`${t.currentApplications} >= 0 AND ${t.currentApplications} <= ${t.maxApplications}`,
    ),
    // At most one active recruitment, guaranteed by the database itself.
    uniqueIndex('recruitments_one_active').on(t.isActive).where(sql`${t.isActive}`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recruitmentId: uuid('recruitment_id')
      .notNull()
      .references(() => recruitments.id, { onDelete: 'cascade' }),
    ...studentColumns(),
    answers: jsonb('answers').$type<ApplicationAnswer[]>().notNull().default([]),
    /** The review status (see @ssf/domain's application statuses); 'new' on arrival. */
    status: reviewStatusColumn(),
    /**
     * SHA-256 (hex) of the applicant's private status-link token. The token itself is shown once
     * and never stored, so the table cannot list anyone's link.
     */
    statusTokenHash: text('status_token_hash').unique(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_one_per_email').on(t.recruitmentId, t.email),
    uniqueIndex('applications_one_per_prn_key').on(t.recruitmentId, t.prnKey),
    // The apply path looks the same student up by emailKey (without a +tag).
    index('applications_by_email_key').on(t.recruitmentId, emailKeySql(t.email)),
    index('applications_by_recruitment').on(t.recruitmentId, t.submittedAt),
    index('applications_by_status').on(t.recruitmentId, t.status),
    reviewStatusCheck('applications_status', t.status),
  ],
);

// The notes and status history below each belong to one submission, removed with it.
const perApplication = {
  key: 'applicationId',
  column: 'application_id',
  references: () => applications.id,
} as const;

/** Admins' notes on an application: plain text, only ever shown to admins. */
export const applicationNotes = reviewNotesTable('application_notes', perApplication);

/** The audit trail: every change of an application's status, never overwritten. */
export const applicationStatusChanges = statusChangesTable('application_status_changes', perApplication);

/**
 * More private status links of an application, besides the one handed over when it was made:
 * a decision message carries a fresh one (only the hash of its token is kept, as for the first).
 */
export const applicationStatusLinks = pgTable(
  'application_status_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_status_links_by_application').on(t.applicationId)],
);
