import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { storedWidths } from '@ssf/domain/media';
import { media } from '../db/schema/media.ts';
import { lockImageKey } from './lifecycle.ts';
import { imageName, WEBP_OPTIONS } from './store.ts';
import { type MediaContext, storeOf } from './stores.ts';

export interface WidthsCompletion {
  /** Images given the widths they lacked. */
  completed: number;
  /** Images that could not be completed (their largest file missing or damaged, the store down): left as they were. */
  failed: string[];
}

/** The standard widths below an image's largest that it has no file of. */
const missingWidths = (have: readonly number[], largest: number) =>
  storedWidths(largest).filter((width) => !have.includes(width));

/**
 * Run once at start-up, before the server answers: gives every recorded image the standard
 * widths it lacks, which are the widths added to IMAGE_WIDTHS after it was stored
 * (docs/decisions/0250-a-720-pixel-width.md). A page names every standard width below an image's
 * largest in its `srcset`, so a width missing there would be a broken picture on the phones that
 * pick it. Each missing file is made from the image's largest one, under the image's row lock (and
 * its key lock in a shared store, as an upload holds it), and the row's widths and bytes follow.
 * Once every image has them, a start only reads the media rows.
 */
export async function completeImageWidths(ctx: MediaContext): Promise<WidthsCompletion> {
  const store = storeOf(ctx);
  const rows = await ctx.db
    .select({ hash: media.hash, widths: media.widths, width: media.width })
    .from(media);
  // A row of width 0 is a sweep's placeholder, held for a moment (media/lifecycle.ts).
  const lacking = rows.filter((row) => row.width > 0 && missingWidths(row.widths, row.width).length > 0);
  const result: WidthsCompletion = { completed: 0, failed: [] };
  for (const { hash } of lacking) {
    const done = await ctx.db
      .transaction(async (tx) => {
        if (store.shared) await lockImageKey(tx, hash);
        const [row] = await tx.select().from(media).where(eq(media.hash, hash)).for('update');
        // Released, or completed by another instance starting at the same time.
        const missing = row ? missingWidths(row.widths, row.width) : [];
        if (!row || missing.length === 0) return false;
        const largest = await store.read(imageName(hash, row.width));
        if (!largest) return null;
        // All made before any is written: a picture that fails to decode leaves no file behind.
        const files: Array<{ width: number; data: Buffer }> = [];
        for (const width of missing) {
          files.push({ width, data: await sharp(largest).resize({ width }).webp(WEBP_OPTIONS).toBuffer() });
        }
        let added = 0;
        for (const { width, data } of files) {
          await store.put(imageName(hash, width), data);
          added += data.length;
        }
        const widths = [...new Set([...row.widths, ...missing])].sort((a, b) => a - b);
        await tx
          .update(media)
          .set({ widths, bytes: row.bytes + added })
          .where(eq(media.hash, hash));
        return true;
      })
      .catch(() => null);
    // A damaged or missing largest file, or a store that does not answer, does not stop the start
    // (as in the start-up check, media/sweep.ts): that image stays as it was and is named.
    if (done === null) result.failed.push(hash);
    else if (done) result.completed++;
  }
  return result;
}
