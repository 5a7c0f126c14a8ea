import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { mediaHash } from '@ssf/domain/media';
import type { Db } from '../db/client.ts';
import { isDeadlock } from '../db/errors.ts';
import { media, mediaReferences } from '../db/schema/media.ts';
import type { MediaField } from './media-field.ts';
import { type MediaStore, RELEASED_SUFFIX } from './media-store.ts';
import { type EncodedImage, encodeImage, imageName, type StoredImage, writeImageFiles } from './store.ts';
import { type MediaContext, storeOf } from './stores.ts';

export type { MediaContext } from './stores.ts';
export { RELEASED_SUFFIX } from './media-store.ts';

/**
 * The media lifecycle. A `media` row exists for every stored image while something refers to it,
 * and `media_references` holds one row per record, field and image. These rules keep files and
 * rows in step, whatever runs at the same time:
 *
 * - Files are written or removed only while their media row is locked, inside the transaction
 *   that records or drops the reference. An upload locks the row first (inserting it when new)
 *   and then writes whichever files are missing.
 * - The transaction that drops an image's last reference deletes the row and moves the files
 *   aside before it commits; after the commit they are deleted, and if it fails they are put back.
 *   An upload of the same picture at that moment waits for the row lock, then finds the row gone
 *   and the files missing, and writes them again.
 * - A shared store (S3: other instances use the same objects) has no cheap rename, so a release
 *   keeps the objects until its transaction has committed, and then deletes them in a short
 *   transaction of its own under the image's key lock, only if the image is still not recorded.
 *   An upload into a shared store holds that key lock from before it writes until it commits, so
 *   the deletion either runs first (and the upload writes the objects again) or sees the upload's
 *   new row (and keeps them). A failed transaction deleted nothing, so nothing is put back.
 * - A write that fails removes the files of the images it added (only images whose row it
 *   created, so nobody else uses them), before its transaction ends and its locks go.
 *
 * What is left behind by a crash is cleaned up at start-up (media/sweep.ts), and while the site runs
 * by the periodic sweep (media/orphan-sweep.ts), which takes the same locks as the writes.
 */

export interface MediaWrite {
  /** The transaction to write in: every query of the write must use it. */
  tx: Db;
  /** The uploads, stored, in the order given. */
  images: StoredImage[];
  /**
   * Records the references of one record from its media fields, as the record now stands in the
   * transaction (a deleted record refers to nothing). Call it for every record the write created,
   * changed or deleted; each uploaded image must end up referenced by one of them.
   */
  references(fields: readonly MediaField[], id: string): Promise<void>;
}

/**
 * What a transaction released: files moved aside (a store of this instance only), deleted after
 * the commit and put back if it fails; or images of a shared store, deleted after the commit.
 */
interface Released {
  aside: Array<{ name: string; aside: string }>;
  images: Array<{ hash: string; names: string[] }>;
}

// Two saves that lock the same images in opposite orders (each swapping in the other's picture)
// deadlock; PostgreSQL ends one of them, which is then run again.
const ATTEMPTS = 3;

/**
 * Stores `uploads` and runs `write` in one transaction with the media references recorded.
 * Images are re-encoded before the transaction starts (a bad one is a 415 and nothing is
 * written). If the write fails, the files of images it added are removed, the images it
 * released are kept, and the error is thrown on. When PostgreSQL ends the transaction as one
 * side of a deadlock, the write is run again.
 */
export async function writeWithMedia<T>(
  ctx: MediaContext,
  uploads: readonly Buffer[],
  write: (m: MediaWrite) => Promise<T>,
): Promise<T> {
  const encoded: EncodedImage[] = [];
  // One at a time: each decode holds a full picture in memory.
  for (const upload of uploads) encoded.push(await encodeImage(upload));
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptWrite(ctx, encoded, write);
    } catch (err) {
      if (attempt >= ATTEMPTS || !isDeadlock(err)) throw err;
    }
  }
}

async function attemptWrite<T>(
  ctx: MediaContext,
  encoded: EncodedImage[],
  write: (m: MediaWrite) => Promise<T>,
): Promise<T> {
  const store = storeOf(ctx);
  const released: Released = { aside: [], images: [] };
  let value: T;
  try {
    value = await ctx.db.transaction((tx) => writeInTransaction(tx, store, encoded, write, released));
  } catch (err) {
    // Also when the commit itself failed: the release did not happen, so its files come back (a
    // no-op when the write failed, which put them back already).
    await putBack(store, released);
    throw err;
  }
  // Committed: the released images' files go for good.
  await Promise.all(released.aside.map(({ aside }) => store.remove(aside)));
  for (const { hash, names } of released.images) {
    // The write is done whatever happens here: objects left by a failed deletion are removed by the
    // next start-up check (media/sweep.ts).
    await removeUnrecorded(ctx.db, store, hash, names).catch(() => {});
  }
  return value;
}

/**
 * Holds the image's key lock until the transaction ends: the lock under which a shared store's
 * files of that image are written and deleted. (Two 32-bit keys: the first is this lock's own, so it
 * never meets another advisory lock of the application.)
 */
export async function lockImageKey(tx: Db, hash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMAGE_KEY_LOCK}, hashtext(${hash}))`);
}
const IMAGE_KEY_LOCK = 0x5353466d;

/**
 * Deletes files of an image that has no media row, under its key lock (a shared store): an upload
 * of the same picture saving meanwhile either has not written yet, or has recorded the image and
 * the files are kept. Returns whether they were deleted.
 */
export async function removeUnrecorded(db: Db, store: MediaStore, hash: string, names: string[]) {
  return db.transaction(async (tx) => {
    await lockImageKey(tx, hash);
    const [row] = await tx.select({ hash: media.hash }).from(media).where(eq(media.hash, hash));
    if (row) return false;
    for (const name of names) await store.remove(name);
    return true;
  });
}

/**
 * The periodic sweep (media/orphan-sweep.ts), which runs while this and other instances save
 * uploads: releases the image if nothing refers to it, exactly as a write that drops its last
 * reference does (row locked, references counted afresh, row deleted, files moved aside and
 * deleted after the commit, or in a shared store deleted after the commit under the key lock). A
 * write that takes the image up meanwhile either locked the row first (and its reference is
 * counted) or finds the image gone and stores it again. Returns whether the image is gone.
 */
export async function releaseIfUnreferenced(ctx: MediaContext, hash: string): Promise<boolean> {
  const store = storeOf(ctx);
  const released: Released = { aside: [], images: [] };
  let gone: boolean;
  try {
    gone = await ctx.db.transaction(async (tx) => {
      try {
        await releaseUnreferenced(tx, store, [hash], released);
      } catch (err) {
        await putBack(store, released);
        throw err;
      }
      const [row] = await tx.select({ hash: media.hash }).from(media).where(eq(media.hash, hash));
      return !row;
    });
  } catch (err) {
    await putBack(store, released);
    throw err;
  }
  await Promise.all(released.aside.map(({ aside }) => store.remove(aside)));
  for (const { hash: h, names } of released.images) await removeUnrecorded(ctx.db, store, h, names);
  return gone;
}

/**
 * The periodic sweep's part for files: `names` are files of the image `hash` that looked
 * unrecorded or left behind (`.tmp`, set aside), decided under the image's row lock (and its key
 * lock in a shared store), the locks every upload holds while it writes. When no row exists, a
 * placeholder row is inserted to hold the lock and deleted before the end: an upload of the same
 * picture meanwhile waits, then finds the files missing and writes them again; an upload already
 * holding the lock (its row not committed yet) is waited for, and its files are kept. Returns
 * whether files of an unrecorded image were removed.
 */
export async function sweepImageFiles(ctx: MediaContext, hash: string, names: string[]): Promise<boolean> {
  const store = storeOf(ctx);
  return ctx.db.transaction(async (tx) => {
    if (store.shared) await lockImageKey(tx, hash);
    const [row] = await tx
      .insert(media)
      .values({ hash, widths: [], bytes: 0, width: 0, height: 0 })
      .onConflictDoUpdate({ target: media.hash, set: { hash: sql`excluded.hash` } })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    if (row.inserted) {
      // Nothing records the image: every file of it goes, then the placeholder.
      for (const name of names) await store.remove(name);
      await tx.delete(media).where(eq(media.hash, hash));
      return names.length > 0;
    }
    // Recorded, and no write holds the image now: a half-written file is no one's, and a file set
    // aside by a release that never committed comes back (or goes, when the original is there).
    for (const name of names) {
      if (name.endsWith('.tmp')) await store.remove(name);
      else if (name.endsWith(RELEASED_SUFFIX)) {
        const original = `${name.split('.webp.')[0]}.webp`;
        const back = store.moveBack && !(await store.exists(original));
        await (back ? store.moveBack?.(name, original) : store.remove(name));
      }
    }
    return false;
  });
}

async function writeInTransaction<T>(
  tx: Db,
  store: MediaStore,
  encoded: EncodedImage[],
  write: (m: MediaWrite) => Promise<T>,
  released: Released,
): Promise<T> {
  /** Images whose media row this transaction inserted: their files are its own. */
  const added = new Set<string>();
  try {
    // Locked in hash order, so two uploads of the same pictures cannot wait on each other.
    for (const image of uniqueByHash(encoded)) {
      if (store.shared) await lockImageKey(tx, image.hash);
      if (await lockOrInsert(tx, image)) added.add(image.hash);
      await writeImageFiles(store, image);
    }
    const referenced = new Set<string>();
    const result = await write({
      tx,
      images: encoded.map(({ hash, url, width, height }) => ({ hash, url, width, height })),
      references: async (fields, id) => {
        for (const hash of await syncReferences(tx, store, fields, id, released)) referenced.add(hash);
      },
    });
    const unreferenced = encoded.find((image) => !referenced.has(image.hash));
    if (unreferenced) throw new Error(`Uploaded image ${unreferenced.url} was saved without a reference`);
    return result;
  } catch (err) {
    // Still inside the transaction, so the locks are held: nobody can take these images up
    // before their files are back (released ones) or gone (added ones).
    await putBack(store, released);
    await removeFiles(
      store,
      encoded.filter((image) => added.has(image.hash)),
    );
    throw err;
  }
}

function uniqueByHash(images: EncodedImage[]): EncodedImage[] {
  const byHash = new Map(images.map((image) => [image.hash, image]));
  return [...byHash.values()].sort((a, b) => (a.hash < b.hash ? -1 : 1));
}

/**
 * Inserts the image's media row, or locks it when it exists (the no-op update takes the row
 * lock). Returns whether the row is new. An insert racing a release of the same image waits for
 * it: if the release commits, the row is inserted afresh.
 */
async function lockOrInsert(tx: Db, image: EncodedImage): Promise<boolean> {
  const [row] = await tx
    .insert(media)
    .values({
      hash: image.hash,
      widths: image.files.map((f) => f.width),
      bytes: image.files.reduce((sum, f) => sum + f.data.length, 0),
      width: image.width,
      height: image.height,
    })
    .onConflictDoUpdate({ target: media.hash, set: { hash: sql`excluded.hash` } })
    // xmax is 0 on a row version this statement inserted, and set on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row.inserted;
}

/** The /media URLs a field's value holds: one URL, or a list (text array or JSON array). */
function urlsOf(value: unknown, field: MediaField): string[] {
  if (field.list) return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return typeof value === 'string' ? [value] : [];
}

/**
 * Makes the references of one record's media fields match the record, and releases the images
 * it no longer refers to. Returns the images the record refers to now.
 */
async function syncReferences(
  tx: Db,
  store: MediaStore,
  fields: readonly MediaField[],
  id: string,
  released: Released,
): Promise<string[]> {
  const now: string[] = [];
  for (const field of fields) {
    const [record] = await tx.select({ value: field.column }).from(field.table).where(eq(field.id, id));
    const wanted = new Set(urlsOf(record?.value, field).flatMap((url) => mediaHash(url) ?? []));
    const ofField = and(
      eq(mediaReferences.owner, field.owner),
      eq(mediaReferences.recordId, id),
      eq(mediaReferences.field, field.field),
    );
    const current = new Set(
      (await tx.select({ hash: mediaReferences.hash }).from(mediaReferences).where(ofField)).map(
        (r) => r.hash,
      ),
    );
    const adding = [...wanted].filter((hash) => !current.has(hash));
    const dropping = [...current].filter((hash) => !wanted.has(hash));
    now.push(...[...wanted].filter((hash) => current.has(hash)));

    if (adding.length > 0) {
      // Locked so that a release of their last reference, running now, waits for this
      // transaction (and then sees this reference); an image already released is gone, and a
      // URL of a picture that is not stored refers to nothing.
      const present = await lockMedia(tx, adding);
      if (present.length > 0) {
        await tx
          .insert(mediaReferences)
          .values(present.map(({ hash }) => ({ hash, owner: field.owner, recordId: id, field: field.field })))
          .onConflictDoNothing();
      }
      now.push(...present.map((r) => r.hash));
    }
    if (dropping.length > 0) {
      await tx.delete(mediaReferences).where(and(ofField, inArray(mediaReferences.hash, dropping)));
      await releaseUnreferenced(tx, store, dropping, released);
    }
  }
  return now;
}

/** Locks the media rows of `hashes` (in hash order) and returns those that exist. */
const lockMedia = (tx: Db, hashes: string[]) =>
  tx
    .select({ hash: media.hash, widths: media.widths })
    .from(media)
    .where(inArray(media.hash, hashes))
    .orderBy(media.hash)
    .for('update');

/**
 * For each image that has no reference left, under its row lock: deletes the row, and moves its
 * files aside (deleted after the commit, put back if the transaction fails) or, in a shared store,
 * marks them for deletion after the commit.
 */
async function releaseUnreferenced(tx: Db, store: MediaStore, hashes: string[], released: Released) {
  for (const { hash, widths } of await lockMedia(tx, hashes)) {
    const [{ uses }] = await tx
      .select({ uses: count() })
      .from(mediaReferences)
      .where(eq(mediaReferences.hash, hash));
    if (uses > 0) continue;
    await tx.delete(media).where(eq(media.hash, hash));
    const names = widths.map((width) => imageName(hash, width));
    if (!store.moveAside) {
      released.images.push({ hash, names });
      continue;
    }
    for (const name of names) {
      const aside = await store.moveAside(name);
      if (aside) released.aside.push({ name, aside });
    }
  }
}

async function putBack(store: MediaStore, released: Released) {
  for (const { name, aside } of released.aside.splice(0)) await store.moveBack?.(aside, name).catch(() => {});
}

async function removeFiles(store: MediaStore, images: EncodedImage[]) {
  for (const image of images) {
    for (const { width } of image.files) await store.remove(imageName(image.hash, width));
  }
}
