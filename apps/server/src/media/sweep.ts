import { and, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MEDIA_FILE_NAME, mediaHash } from '@ssf/domain/media';
import type { Db } from '../db/client.ts';
import { media, mediaReferences } from '../db/schema/media.ts';
import type { MediaField } from './media-field.ts';
import type { MediaStore } from './media-store.ts';
import { sweepOrphanMedia } from './orphan-sweep.ts';
import { imageName } from './store.ts';
import { type MediaContext, storeOf } from './stores.ts';

export interface MediaCheck {
  /** Images in use that had no media row or reference yet (saved before they were recorded). */
  adopted: number;
  /** Images nothing referred to, removed (rows and files). */
  removed: number;
}

/**
 * Run once at start-up, before the server answers: brings the media store and the media tables
 * in step with the records. First every image a record's media field holds is recorded (images
 * stored before references were kept are adopted, never swept); then media rows without a
 * reference and files without a media row are removed, with files a crash left mid-write or
 * mid-release. `fields` are every feature's media fields. On one PostgreSQL database other
 * instances may be serving meanwhile (a rolling deploy, a replica added), saving uploads whose rows
 * are not committed yet: so the removal is the periodic sweep's (media/orphan-sweep.ts), which
 * decides each image under the locks those uploads hold.
 */
export async function checkMedia(ctx: MediaContext, fields: readonly MediaField[]): Promise<MediaCheck> {
  const store = storeOf(ctx);
  // A store that does not answer does not stop the start: nothing is adopted or swept now (the
  // periodic sweep catches up), since releasing a row would delete its files from that store.
  const names = await store.list().catch(() => null);
  const stored = new Map<string, number[]>();
  for (const name of names ?? []) {
    const match = MEDIA_FILE_NAME.exec(name);
    if (match) stored.set(match[1], [...(stored.get(match[1]) ?? []), Number(match[2])]);
  }

  let adopted = 0;
  for (const field of fields) adopted += await adoptField(ctx.db, store, field, stored);
  // Listed before the adoption, so before the sweep reads which images are recorded: an upload
  // committed in between counts as recorded, and one still saving is waited for.
  const { removed } = names ? await sweepOrphanMedia(ctx, names) : { removed: 0 };
  return { adopted, removed };
}

/** Records the references of a field's records that have none yet. Returns how many it added. */
async function adoptField(db: Db, store: MediaStore, field: MediaField, stored: Map<string, number[]>) {
  const known = new Set(
    (
      await db
        .select({ recordId: mediaReferences.recordId, hash: mediaReferences.hash })
        .from(mediaReferences)
        .where(and(eq(mediaReferences.owner, field.owner), eq(mediaReferences.field, field.field)))
    ).map((r) => `${r.recordId} ${r.hash}`),
  );
  const records = await db
    .select({ id: field.id, value: field.column })
    .from(field.table)
    .where(isNotNull(field.column));
  let added = 0;
  for (const { id, value } of records) {
    const urls = field.list ? (Array.isArray(value) ? value : []) : [value];
    for (const url of urls) {
      const hash = typeof url === 'string' ? mediaHash(url) : null;
      const widths = hash ? stored.get(hash) : undefined;
      // A URL whose files are not stored has nothing to adopt.
      if (!hash || !widths || known.has(`${id} ${hash}`)) continue;
      await db.transaction(async (tx) => {
        // The row is locked (inserted, or a no-op update), so a release of it running meanwhile on
        // another instance either waits and then counts this reference, or has committed and the
        // row is inserted afresh: the reference never meets a row being deleted.
        await tx
          .insert(media)
          .values(await describeFiles(store, hash, widths))
          .onConflictDoUpdate({ target: media.hash, set: { hash: sql`excluded.hash` } });
        await tx
          .insert(mediaReferences)
          .values({ hash, owner: field.owner, recordId: String(id), field: field.field })
          .onConflictDoNothing();
      });
      known.add(`${id} ${hash}`);
      added++;
    }
  }
  return added;
}

/** A media row for an image found in the store: its widths, their bytes and the largest's size. */
async function describeFiles(store: MediaStore, hash: string, widths: number[]) {
  const sorted = [...widths].sort((a, b) => a - b);
  let bytes = 0;
  for (const width of sorted) bytes += (await store.stat(imageName(hash, width)))?.size ?? 0;
  const widest = sorted[sorted.length - 1];
  // A damaged file is still adopted (its record keeps showing what it can), never a failed start.
  const data = await store.read(imageName(hash, widest));
  const largest = data
    ? await sharp(data)
        .metadata()
        .catch(() => null)
    : null;
  return { hash, widths: sorted, bytes, width: largest?.width ?? widest, height: largest?.height ?? 0 };
}
