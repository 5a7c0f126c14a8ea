import { integer, json, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The public keys that have signed the forum's credentials: the DID document lists every one, so
 * a credential signed before a key rotation (or by another instance) still verifies. The secret
 * halves live in DATA_DIR or CREDENTIAL_SIGNING_KEY, never here.
 */
export const credentialKeys = pgTable('credential_keys', {
  publicKeyMultibase: text('public_key_multibase').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One issued credential per award (a membership badge, a certificate): its place in a status list,
 * the salt of its hashed email and the signed document. The row outlives a revoked award (its
 * bit must stay set), but the document, which names the holder, is dropped then.
 */
export const issuedCredentials = pgTable(
  'issued_credentials',
  {
    /** The credential's id (urn:uuid:...). */
    id: uuid('id').primaryKey().defaultRandom(),
    /** What kind of award: 'membership' or 'participation'. */
    kind: text('kind').notNull(),
    /** The award's own id (the badge's member id, the certificate's id). */
    subjectId: text('subject_id').notNull(),
    statusList: text('status_list').notNull(),
    statusIndex: integer('status_index').notNull(),
    salt: text('salt').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** json, not jsonb: the document keeps its keys in the order it was signed in (@context first). */
    signed: json('signed'),
  },
  (t) => [
    uniqueIndex('issued_credentials_one_per_award').on(t.kind, t.subjectId),
    uniqueIndex('issued_credentials_one_per_bit').on(t.statusList, t.statusIndex),
  ],
);

/** Each status list's signed BitstringStatusListCredential, re-signed whenever a bit changes. */
export const credentialStatusLists = pgTable('credential_status_lists', {
  id: text('id').primaryKey(),
  signed: json('signed'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
