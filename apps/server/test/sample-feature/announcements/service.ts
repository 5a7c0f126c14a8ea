import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../src/db/client.ts';
import { isId } from '../../../src/db/ids.ts';
import { badRequest, notFound, parseOr400 } from '../../../src/http/errors.ts';
import { type MediaContext, writeWithMedia } from '../../../src/media/lifecycle.ts';
import type { MediaField, SitemapEntry } from '../../../src/modules/feature.ts';
import { announcements } from './tables.ts';

/** What the admin sends (in a real feature, in packages/domain/src/schemas/). */
export const announcementInputSchema = z.object({ title: z.string().trim().min(1).max(120) });
export const announcementSchema = z.object({ _id: z.string(), title: z.string(), image: z.string() });
export type Announcement = z.infer<typeof announcementSchema>;

/** The picture is a stored image: the manifest declares it, the media lifecycle keeps it. */
export const announcementMedia: MediaField[] = [
  {
    owner: 'announcements',
    field: 'image',
    table: announcements,
    id: announcements.id,
    column: announcements.image,
  },
];

const toAnnouncement = (row: typeof announcements.$inferSelect): Announcement => ({
  _id: row.id,
  title: row.title,
  image: row.image,
});

export async function listAnnouncements(db: Db): Promise<Announcement[]> {
  const rows = await db.select().from(announcements).orderBy(desc(announcements.createdAt));
  return rows.map(toAnnouncement);
}

/** Validated once, stored with its picture in one transaction. */
export async function addAnnouncement(
  ctx: MediaContext,
  fields: Record<string, unknown>,
  image: Buffer | null,
): Promise<Announcement> {
  const input = parseOr400(announcementInputSchema, fields);
  if (!image) throw badRequest('An announcement needs a picture', { image: 'Choose a picture' });
  return writeWithMedia(ctx, [image], async ({ tx, images, references }) => {
    const [row] = await tx
      .insert(announcements)
      .values({ title: input.title, image: images[0].url })
      .returning();
    await references(announcementMedia, row.id);
    return toAnnouncement(row);
  });
}

/** Removes one; its picture's files go with it when nothing else uses them. */
export async function deleteAnnouncement(ctx: MediaContext, id: string): Promise<void> {
  if (!isId(id)) throw notFound('No such announcement');
  await writeWithMedia(ctx, [], async ({ tx, references }) => {
    const [row] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
    if (!row) throw notFound('No such announcement');
    await references(announcementMedia, row.id);
  });
}

export async function announcementPages(db: Db): Promise<SitemapEntry[]> {
  const rows = await db.select({ id: announcements.id }).from(announcements);
  return rows.map((r) => ({ path: `/announcements/${r.id}` }));
}
