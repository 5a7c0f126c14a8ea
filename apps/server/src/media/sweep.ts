import { and, eq, isNotNull, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import { MEDIA_FILE_NAME, mediaHash } from '@ssf/domain/media';
import type { Db } from '../db/client.ts';
import { media, mediaReferences } from '../db/schema/index.ts';
import type { MediaField } from '../modules/feature.ts';
import { removeUnrecorded } from './lifecycle.ts';
import { type MediaStore, RELEASED_SUFFIX } from './media-store.ts';
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
 * mid-release. `fields` are every feature's media fields. In a shared store other instances may be
 * saving uploads meanwhile, so a file without a row is deleted under its image's key lock (see
 * removeUnrecorded).
 */
export async function checkMedia(ctx: MediaContext, fields: readonly MediaField[]): Promise<MediaCheck> {
  const store = storeOf(ctx);
  const names = await store.list().catch(() => [] as string[]);
  const stored = new Map<string, number[]>();
  for (const name of names) {
    const match = MEDIA_FILE_NAME.exec(name);
    if (match) stored.set(match[1], [...(stored.get(match[1]) ?? []), Number(match[2])]);
  }

  let adopted = 0;
  for (const field of fields) adopted += await adoptField(ctx.db, store, field, stored);

  const unreferenced = await ctx.db
    .delete(media)
    .where(notExists(ctx.db.select().from(mediaReferences).where(eq(mediaReferences.hash, media.hash))))
    .returning({ hash: media.hash });
  const kept = new Set((await ctx.db.select({ hash: media.hash }).from(media)).map((r) => r.hash));

  const removed = new Set(unreferenced.map((r) => r.hash));
  for (const [hash, widths] of stored) {
    if (kept.has(hash)) continue;
    const files = widths.map((width) => imageName(hash, width));
    if (store.shared ? await removeUnrecorded(ctx.db, store, hash, files) : await removeAll(store, files))
      removed.add(hash);
  }
  // Left mid-write or mid-release by a crash: only a store of this instance has such names (an
  // object store writes whole objects and releases nothing before the commit).
  for (const name of store.shared ? [] : names) {
    if (name.endsWith(RELEASED_SUFFIX)) {
      // Set aside by a release whose transaction never finished: back if the image is still
      // recorded (the release did not commit), else gone.
      const original = `${name.split('.webp.')[0]}.webp`;
      const back = kept.has(name.slice(0, 32)) && !(await store.exists(original));
      await (back && store.moveBack ? store.moveBack(name, original) : store.remove(name));
    } else if (name.endsWith('.tmp')) {
      await store.remove(name);
    }
  }
  return { adopted, removed: removed.size };
}

async function removeAll(store: MediaStore, names: string[]) {
  for (const name of names) await store.remove(name);
  return true;
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
        await tx
          .insert(media)
          .values(await describeFiles(store, hash, widths))
          .onConflictDoNothing();
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
