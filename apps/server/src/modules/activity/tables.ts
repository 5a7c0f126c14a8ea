import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The activity log: who did what, when. The actor's name and email are copied in, so what a
 * removed account did stays under its name. Never a password, token, secret or a student's
 * personal values: `fields` holds the names of the changed fields only.
 */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    section: text('section').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    entityLabel: text('entity_label'),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    ip: text('ip'),
  },
  (t) => [index('activity_at_idx').on(t.at), index('activity_actor_idx').on(t.actorId)],
);
