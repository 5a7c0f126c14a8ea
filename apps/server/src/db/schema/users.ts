import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  /** Empty while an invitation has not been accepted (no password matches it). */
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  /** owner, admin, editor or reviewer (@ssf/domain/accounts); the accounts that existed before roles are owners. */
  role: text('role').notNull().default('editor'),
  /** The owner's adjustments of the role's preset: {section: level}, only where they differ. */
  permissions: jsonb('permissions').$type<Record<string, string>>().notNull().default({}),
  /** A disabled account cannot sign in, and its sessions are refused from the next request on. */
  disabled: boolean('disabled').notNull().default(false),
  /** Set when the invitation was accepted (or for accounts made directly); null while invited. */
  activatedAt: timestamp('activated_at', { withTimezone: true }).defaultNow(),
  /** The TOTP secret (base32) while two-factor sign-in is on; null when off. */
  totpSecret: text('totp_secret'),
  /** A secret being set up, not yet confirmed with a code. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  totpLastStep: integer('totp_last_step'),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** Tokens issued before this moment are no longer accepted (a password change signs out elsewhere). */
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
