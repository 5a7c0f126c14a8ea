import { eq, notExists } from 'drizzle-orm';
import { MEDIA_FILE_NAME } from '@ssf/domain/media';
import { media, mediaReferences } from '../db/schema/media.ts';
import { releaseIfUnreferenced, sweepImageFiles } from './lifecycle.ts';
import { RELEASED_SUFFIX } from './media-store.ts';
import { type MediaContext, storeOf } from './stores.ts';

/** The image a stored name belongs to: its files, and the half-written or set-aside copies of them. */
const IMAGE_OF_NAME = /^([0-9a-f]{32})-\d{1,5}\.webp(?:\.[0-9a-f]+(?:\.tmp|\.released))?$/;

/**
 * The periodic sweep, run while the site serves (see startup.ts: startMediaSweeps): media rows
 * nothing refers to are released, and files no row records, with files a crash left mid-write or
 * mid-release, are removed. Every decision is taken under the image's locks (media/lifecycle.ts),
 * because uploads are being saved meanwhile, on this instance and on others (also while an instance
 * starts: the others go on serving). Images in use are never adopted here: that is for the start-up check, which then runs this sweep with the names it has
 * `listed` already (listed before the rows are read, as here, so an upload committed in between is
 * seen as recorded). Returns how many images were removed.
 */
export async function sweepOrphanMedia(
  ctx: MediaContext,
  listed?: readonly string[],
): Promise<{ removed: number }> {
  const removed = new Set<string>();
  const unreferenced = await ctx.db
    .select({ hash: media.hash })
    .from(media)
    .where(notExists(ctx.db.select().from(mediaReferences).where(eq(mediaReferences.hash, media.hash))));
  for (const { hash } of unreferenced) if (await releaseIfUnreferenced(ctx, hash)) removed.add(hash);

  const names = listed ?? (await storeOf(ctx).list());
  const recorded = new Set((await ctx.db.select({ hash: media.hash }).from(media)).map((r) => r.hash));
  const suspects = new Map<string, string[]>();
  for (const name of names) {
    const hash = IMAGE_OF_NAME.exec(name)?.[1];
    if (!hash) continue;
    const leftover = name.endsWith('.tmp') || name.endsWith(RELEASED_SUFFIX);
    if (!leftover && (recorded.has(hash) || !MEDIA_FILE_NAME.test(name))) continue;
    suspects.set(hash, [...(suspects.get(hash) ?? []), name]);
  }
  for (const [hash, files] of suspects) if (await sweepImageFiles(ctx, hash, files)) removed.add(hash);
  return { removed: removed.size };
}
