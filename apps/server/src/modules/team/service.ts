import { eq } from 'drizzle-orm';
import { MSG } from '@ssf/domain/messages';
import {
  TEAM_ROLES,
  type TeamMember,
  type TeamMemberInput,
  teamMemberInputSchema,
} from '@ssf/domain/schemas/team';
import type { Db } from '../../db/client.ts';
import { isId } from '../../db/ids.ts';
import { teamMembers } from './tables.ts';
import { badRequest, notFound, parseOr400 } from '../../http/errors.ts';
import { type MediaContext, writeWithMedia } from '../../media/lifecycle.ts';
import type { MediaField } from '../feature.ts';

type TeamMemberRow = typeof teamMembers.$inferSelect;

/** A member as the API returns it; the email only for an admin. */
export function toTeamMember(row: TeamMemberRow, withEmail: boolean): TeamMember {
  return {
    _id: row.id,
    name: row.name,
    ...(withEmail ? { email: row.email } : {}),
    linkedin: row.linkedin,
    role: row.role,
    designation: row.designation,
    photo: row.photo,
  };
}

/** The member's photo is a stored image; the manifest declares it as the team's media. */
export const teamMedia: MediaField[] = [
  {
    owner: 'team_members',
    field: 'photo',
    table: teamMembers,
    id: teamMembers.id,
    column: teamMembers.photo,
  },
];

// Names in dictionary order (accents and case aside), the same on every database whatever its collation.
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Every member, by role (Faculty Advisor, Post Holder, Team Lead, Member), then by name; the
 * email only when `withEmail` (an admin asks). The team is a few dozen people, so it is ordered here.
 */
export async function listTeam(db: Db, withEmail: boolean): Promise<TeamMember[]> {
  const rows = await db.select().from(teamMembers);
  return rows
    .sort(
      (a, b) =>
        TEAM_ROLES.indexOf(a.role) - TEAM_ROLES.indexOf(b.role) ||
        byName.compare(a.name, b.name) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
        (a.id < b.id ? -1 : 1),
    )
    .map((row) => toTeamMember(row, withEmail));
}

/** What the admin's member form carries: its text fields and the photo, if one was chosen. */
export interface TeamMemberForm {
  fields: Record<string, unknown>;
  photo: Buffer | null;
}

const parseMember = (fields: Record<string, unknown>): TeamMemberInput =>
  parseOr400(teamMemberInputSchema, fields);

const values = (input: TeamMemberInput) => ({
  name: input.name,
  email: input.email,
  linkedin: input.linkedin,
  role: input.role,
  designation: input.designation,
});

/** Adds a member: every field validated, the photo required, stored and recorded as the member's. */
export async function addTeamMember(ctx: MediaContext, form: TeamMemberForm): Promise<TeamMember> {
  const input = parseMember(form.fields);
  if (!form.photo) throw badRequest(MSG.photoRequired, { photo: MSG.photoRequired });
  return writeWithMedia(ctx, [form.photo], async ({ tx, images, references }) => {
    const [row] = await tx
      .insert(teamMembers)
      .values({ ...values(input), photo: images[0].url })
      .returning();
    await references(teamMedia, row.id);
    return toTeamMember(row, true);
  });
}

/**
 * Saves an edit: every field as sent; no photo keeps the current one, a new one replaces it (the
 * old one's files go when nothing else uses it). A missing member (or malformed id) is a 404.
 */
export async function updateTeamMember(
  ctx: MediaContext,
  id: string,
  form: TeamMemberForm,
): Promise<TeamMember> {
  const input = parseMember(form.fields);
  // Answered before the photo is encoded; the locked read below is what really decides.
  if (
    !isId(id) ||
    !(await ctx.db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, id))).length
  )
    throw notFound(MSG.memberNotFound);
  return writeWithMedia(ctx, form.photo ? [form.photo] : [], async ({ tx, images, references }) => {
    const [current] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
    if (!current) throw notFound(MSG.memberNotFound);
    const [row] = await tx
      .update(teamMembers)
      .set({ ...values(input), photo: images[0]?.url ?? current.photo, updatedAt: new Date() })
      .where(eq(teamMembers.id, id))
      .returning();
    await references(teamMedia, id);
    return toTeamMember(row, true);
  });
}

/** Deletes a member; the photo's files go when nothing else uses it. A missing member is a 404. */
export async function deleteTeamMember(ctx: MediaContext, id: string): Promise<void> {
  if (!isId(id)) throw notFound(MSG.memberNotFound);
  await writeWithMedia(ctx, [], async ({ tx, references }) => {
    const [row] = await tx
      .delete(teamMembers)
      .where(eq(teamMembers.id, id))
      .returning({ id: teamMembers.id });
    if (!row) throw notFound(MSG.memberNotFound);
    await references(teamMedia, id);
  });
}
