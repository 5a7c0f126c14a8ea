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
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    prn: text('prn').notNull(),
    course: text('course').notNull(),
    year: text('year').notNull(),
    answers: jsonb('answers').$type<ApplicationAnswer[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_one_per_email').on(t.recruitmentId, t.email),
    uniqueIndex('applications_one_per_prn').on(t.recruitmentId, sql`lower(${t.prn})`),
    index('applications_by_recruitment').on(t.recruitmentId, t.submittedAt),
  ],
);
