import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TeamRole } from '@ssf/domain/schemas/team';

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** An http or https URL. */
    linkedin: text('linkedin').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    designation: text('designation').notNull(),
    /** URL under /media. */
    photo: text('photo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('team_members_role', sql`${t.role} IN ('Faculty Advisor', 'Post Holder', 'Team Lead', 'Member')`),
  ],
);
