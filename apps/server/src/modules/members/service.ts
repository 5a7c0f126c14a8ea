import crypto from 'node:crypto';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { utcToZonedLocal } from '@ssf/domain/dates';
import { prnKey } from '@ssf/domain/identity';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import {
  formatMemberId,
  type MemberBadge,
  type MemberJoinInput,
  memberName,
  type VerifiedMember,
} from '@ssf/domain/schemas/member';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isId } from '../../db/ids.ts';
import { members } from './tables.ts';
import { conflict } from '../../http/errors.ts';

export type MemberRow = typeof members.$inferSelect;

/** The badge's view of a member: name and member id, never email, PRN or gender. */
export function toMemberBadge(row: MemberRow): MemberBadge {
  return {
    _id: row.id,
    name: memberName({ first_name: row.firstName, last_name: row.lastName }),
    member_id: row.memberId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The public verification's view of a member: adds course and year, still never email, PRN or gender. */
export function toVerifiedMember(row: MemberRow): VerifiedMember {
  return {
    name: memberName({ first_name: row.firstName, last_name: row.lastName }),
    member_id: row.memberId,
    course: row.course,
    year: row.year,
    createdAt: row.createdAt.toISOString(),
    // The same instant under the name the original client's verify page reads.
    created_at: row.createdAt.toISOString(),
  };
}

/** The member holding badge `id`, or null: unknown, revoked (the row is deleted) or not an id at all. */
export async function findMember(db: Db, id: string): Promise<MemberRow | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

/** How long a membership joined with mail configured waits for its confirmation before it lapses. */
export const CONFIRMATION_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Only this hash of a confirmation token is stored: a copy of the database holds no working link. */
const hashConfirmToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new single-use confirmation token (256 bits, URL-safe). */
export const newConfirmToken = () => crypto.randomBytes(32).toString('base64url');

/** Whether the member may be shown as one: verified, its credential issued, its image drawn. */
export const isConfirmed = (row: MemberRow) => row.confirmedAt !== null;

/**
 * Removes the memberships that waited longer than the confirmation window, so their email and PRN
 * are free again. One statement, so several instances running it at once delete each row once.
 */
export async function deleteLapsedMembers(db: Db, now = new Date()): Promise<number> {
  const lapsed = await db
    .delete(members)
    .where(
      and(
        isNull(members.confirmedAt),
        lt(members.createdAt, new Date(now.getTime() - CONFIRMATION_WINDOW_MS)),
      ),
    )
    .returning({ id: members.id });
  return lapsed.length;
}

/**
 * Confirms the membership whose mailed token is `token`: the token works once and only within the
 * confirmation window. Answers the confirmed member, or null for an unknown, used or lapsed token.
 */
export async function confirmMember(db: Db, token: string, now = new Date()): Promise<MemberRow | null> {
  if (token.length === 0 || token.length > 200) return null;
  const [row] = await db
    .update(members)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(members.confirmTokenHash, hashConfirmToken(token)),
        isNull(members.confirmedAt),
        gte(members.createdAt, new Date(now.getTime() - CONFIRMATION_WINDOW_MS)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Whether one of the one-per-student indexes refused a join (the database names it in the error). */
function isDuplicateStudent(err: unknown): boolean {
  if (!isUniqueViolation(err)) return false;
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } };
  const constraint = String(e.cause?.constraint ?? e.constraint ?? '');
  return constraint === 'members_one_per_email' || constraint === 'members_one_per_prn_key';
}

/** The year on the forum's clocks at `at`: the member id names the year of joining. */
const yearIn = (at: Date, timeZone: string) => Number(utcToZonedLocal(at, timeZone).slice(0, 4));

/**
 * A student joins: the next member number is taken from the database sequence and the readable
 * member id made from it and the year of joining (SSF-2026-0042), so it is unique without a
 * read-then-write. One membership per student is decided by the unique indexes (email without
 * +tag, PRN by its letters and digits): of two simultaneous joins of the same student exactly one
 * is stored, the other is told that the email or PRN is already registered (never which). A number taken by a refused join is skipped.
 */
export async function joinMember(
  db: Db,
  input: MemberJoinInput,
  {
    timeZone,
    joinedAt = new Date(),
    confirmToken,
  }: { timeZone: string; joinedAt?: Date; confirmToken?: string },
): Promise<MemberBadge> {
  // A lapsed unconfirmed membership no longer holds its email and PRN.
  await deleteLapsedMembers(db, joinedAt);
  const taken = (await db.execute(sql`select nextval('member_number_seq')::int as n`)) as unknown as {
    rows: { n: number }[];
  };
  const memberNumber = Number(taken.rows[0].n);
  try {
    const [row] = await db
      .insert(members)
      .values({
        memberNumber,
        memberId: formatMemberId(yearIn(joinedAt, timeZone), memberNumber),
        firstName: input.first_name,
        lastName: input.last_name,
        gender: input.gender,
        email: input.email,
        prn: input.prn,
        prnKey: prnKey(input.prn),
        course: input.course,
        year: input.year,
        createdAt: joinedAt,
        // With a confirmation token the membership waits for the link in the welcome mail.
        ...(confirmToken ? { confirmedAt: null, confirmTokenHash: hashConfirmToken(confirmToken) } : {}),
      })
      .returning();
    return toMemberBadge(row);
  } catch (err) {
    // The same answer whichever detail is taken: a join must not tell who is a member.
    if (isDuplicateStudent(err))
      throw conflict(MEMBER_TEXT.alreadyRegistered, {
        email: MEMBER_TEXT.alreadyRegistered,
        prn: MEMBER_TEXT.alreadyRegistered,
      });
    throw err;
  }
}
