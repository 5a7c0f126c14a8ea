import { count, desc, eq } from 'drizzle-orm';
import { MSG } from '@ssf/domain/messages';
import { MEMBERS_CSV_COLUMNS, memberCsvRow } from '@ssf/domain/member-export';
import type { Member } from '@ssf/domain/schemas/member';
import { toCsv } from '../../content/csv.ts';
import type { Db } from '../../db/client.ts';
import { isId } from '../../db/ids.ts';
import { members } from './tables.ts';
import { notFound } from '../../http/errors.ts';

type MemberRow = typeof members.$inferSelect;

/** A member as admins see it: every detail the student gave. */
export function toAdminMember(row: MemberRow): Member {
  return {
    _id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    prn: row.prn,
    gender: row.gender,
    email: row.email,
    course: row.course,
    year: row.year,
    member_id: row.memberId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Every member, newest first (members who joined in the same instant by their number, the later
 * joiner first), whole: the admin page pages and searches it in the browser.
 */
export async function listMembers(db: Db): Promise<Member[]> {
  const rows = await db.select().from(members).orderBy(desc(members.createdAt), desc(members.memberNumber));
  return rows.map(toAdminMember);
}

/**
 * Revokes a membership: the member's row goes, so the badge, its image and its verification answer
 * 404 from then on, and in the same transaction its signed credential is revoked (its bit set in
 * the status list, which is signed again), so a downloaded copy fails verification everywhere.
 * An unknown or malformed id is a 404.
 */
/** How many members there are. */
export async function countMembers(db: Db): Promise<number> {
  return (await db.select({ total: count() }).from(members))[0].total;
}

export async function revokeMember(
  db: Db,
  id: string,
  revokeCredential: (tx: Db) => Promise<unknown> = async () => {},
): Promise<void> {
  if (!isId(id)) throw notFound(MSG.memberNotFound);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.delete(members).where(eq(members.id, id)).returning({ id: members.id });
    if (!row) throw notFound(MSG.memberNotFound);
    await revokeCredential(tx);
  });
}

/** The members export: the domain's columns, newest member first, dates on the forum's clocks. */
export async function membersCsv(db: Db, timeZone: string): Promise<string> {
  const list = await listMembers(db);
  return toCsv([MEMBERS_CSV_COLUMNS, ...list.map((member) => memberCsvRow(member, timeZone))]);
}
