import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { mediaHash, storedMediaUrl } from '@ssf/domain/media';
import type { Blog } from '@ssf/domain/schemas/blog';
import { blogs } from '../src/modules/blogs/tables.ts';
import { media, mediaReferences } from '../src/db/schema/media.ts';
import { writeWithMedia } from '../src/media/lifecycle.ts';
import { blogMedia } from '../src/modules/blogs/service.ts';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { someoneWaitsForALock } from './fixtures/locks.ts';
import { createTestApp, TEST_PG_URL } from './helpers.ts';

describe('media lifecycle', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const ctx = { db, config: t.config };
  const admin = t.auth(t.adminToken);
  const mediaDir = path.join(t.dataDir, 'media');
  const { mediaFiles, filesOf } = t;

  const save = async (url: string, fields: Record<string, string>, image?: Buffer, method = 'POST') => {
    const body = await formBody(fields, image ? [{ field: 'image', data: image, name: 'p.png' }] : []);
    return t.app.inject({
      method: method as 'POST',
      url,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };
  const createOk = async (title: string, image?: Buffer): Promise<Blog> => {
    const res = await save('/api/v1/blog/create', { title }, image);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().blog;
  };
  const editOk = async (blog: Blog, image: Buffer): Promise<Blog> => {
    const res = await save(`/api/v1/blog/edit/${blog._id}`, { title: blog.title }, image);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().blog;
  };
  const deleteOk = async (blog: Blog) => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/delete/${blog._id}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const mediaRow = async (url: string) =>
    (
      await db
        .select()
        .from(media)
        .where(eq(media.hash, mediaHash(url)!))
    )[0] ?? null;
  const referencesTo = async (url: string) =>
    (
      await db
        .select()
        .from(mediaReferences)
        .where(eq(mediaReferences.hash, mediaHash(url)!))
    )
      .map((r) => ({ owner: r.owner, recordId: r.recordId, field: r.field }))
      .sort((a, b) => a.recordId.localeCompare(b.recordId));
  const blogById = async (id: string) => (await db.select().from(blogs).where(eq(blogs.id, id)))[0];
  const ref = (blog: Blog) => ({ owner: 'blogs', recordId: blog._id, field: 'image' });

  // Each test uses its own pictures (sizes), so files of one never count in another.
  it('records a saved image: its widths, bytes and size, and the blog that uses it', async () => {
    const blog = await createOk('Recorded', await makeImage(1000, 500));
    const row = await mediaRow(blog.image!);
    expect(row).toMatchObject({
      hash: mediaHash(blog.image),
      widths: [480, 720, 960, 1000],
      width: 1000,
      height: 500,
    });
    const onDisk = filesOf(blog.image!).reduce((sum, f) => sum + fs.statSync(path.join(mediaDir, f)).size, 0);
    expect(row!.bytes).toBe(onDisk);
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(await referencesTo(blog.image!)).toEqual([ref(blog)]);
  });

  it('replacing an image removes the old files only when no other blog uses them', async () => {
    const shared = await makeImage(641, 401);
    const first = await createOk('First With Shared', shared);
    const second = await createOk('Second With Shared', shared);
    expect(second.image).toBe(first.image);
    expect(await referencesTo(first.image!)).toEqual(
      [ref(first), ref(second)].sort((a, b) => a.recordId.localeCompare(b.recordId)),
    );

    const replaced = await editOk(first, await makeImage(522, 301));
    expect(filesOf(first.image!)).toHaveLength(2);
    expect(await referencesTo(first.image!)).toEqual([ref(second)]);
    expect(await referencesTo(replaced.image!)).toEqual([ref(first)]);

    // Saving the same picture again changes nothing.
    expect((await editOk(replaced, await makeImage(522, 301))).image).toBe(replaced.image);
    expect(await referencesTo(replaced.image!)).toEqual([ref(first)]);

    await editOk(second, await makeImage(333, 202));
    expect(filesOf(first.image!)).toEqual([]);
    expect(await mediaRow(first.image!)).toBeNull();
    expect(mediaFiles().some((f) => !/^[0-9a-f]{32}-\d+\.webp$/.test(f))).toBe(false);
  });

  it('deleting a blog removes its image files and records', async () => {
    const blog = await createOk('Deleted With Image', await makeImage(702, 402));
    expect(filesOf(blog.image!)).toHaveLength(2);
    await deleteOk(blog);
    expect(filesOf(blog.image!)).toEqual([]);
    expect(await mediaRow(blog.image!)).toBeNull();
    expect(await referencesTo(blog.image!)).toEqual([]);
    expect((await t.app.inject({ url: blog.image! })).statusCode).toBe(404);
  });

  it('a write refused after the image was stored leaves no new files, and keeps files others use', async () => {
    const before = mediaFiles();
    // The database refuses a NUL character: only after the image was written.
    const nul = await save('/api/v1/blog/create', { title: 'Refused\u0000' }, await makeImage(703, 403));
    expect(nul.statusCode).toBe(400);
    // An edit of a blog that is not there: 404, and its image is not kept.
    const gone = await save(
      '/api/v1/blog/edit/00000000-0000-4000-8000-000000000000',
      { title: 'Gone' },
      await makeImage(704, 404),
    );
    expect(gone.statusCode).toBe(404);
    expect(mediaFiles()).toEqual(before);
    expect((await db.select().from(media)).map((r) => r.widths.at(-1))).not.toContain(703);

    const used = await createOk('Uses A Picture', await makeImage(705, 405));
    const again = await save(
      '/api/v1/blog/create',
      { title: 'Refused Too\u0000' },
      await makeImage(705, 405),
    );
    expect(again.statusCode).toBe(400);
    expect(filesOf(used.image!)).toHaveLength(2);
    expect(await referencesTo(used.image!)).toEqual([ref(used)]);
  });

  it('a failing write puts back the files of an image it released', async () => {
    const blog = await createOk('Keeps Its Image', await makeImage(706, 406));
    await expect(
      writeWithMedia(ctx, [], async ({ tx, references }) => {
        await tx.delete(blogs).where(eq(blogs.id, blog._id));
        await references(blogMedia, blog._id);
        // Released and set aside inside the transaction...
        expect(filesOf(blog.image!)).toEqual([]);
        throw new Error('the write fails after all');
      }),
    ).rejects.toThrow('the write fails after all');
    // ...and back, with the blog, when it rolls back.
    expect(filesOf(blog.image!)).toHaveLength(2);
    expect((await t.app.inject({ url: blog.image! })).statusCode).toBe(200);
    expect(await referencesTo(blog.image!)).toEqual([ref(blog)]);
  });

  it('refuses to save an upload that no record refers to, leaving no files', async () => {
    const before = mediaFiles();
    await expect(
      writeWithMedia(ctx, [await makeImage(707, 407)], async () => 'forgot the references'),
    ).rejects.toThrow(/without a reference/);
    expect(mediaFiles()).toEqual(before);
  });

  /** A promise and the function that settles it. */
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { open, opened };
  };
  it('the same picture uploaded for another blog while its last reference is being dropped keeps its files', async () => {
    const picture = await makeImage(708, 408);
    const old = await createOk('Being Deleted', picture);
    const decided = gate();
    const commit = gate();
    // The release: the blog is deleted, its image released (row deleted, files aside), and the
    // transaction waits before it commits.
    const release = writeWithMedia(ctx, [], async ({ tx, references }) => {
      await tx.delete(blogs).where(eq(blogs.id, old._id));
      await references(blogMedia, old._id);
      decided.open();
      await commit.opened;
    });
    let upload: ReturnType<typeof save>;
    try {
      await decided.opened;
      expect(filesOf(old.image!)).toEqual([]);
      // Meanwhile an admin saves a new blog with the same picture: it waits for the release.
      upload = save('/api/v1/blog/create', { title: 'Same Picture, New Blog' }, picture);
      await someoneWaitsForALock(db, 'the second write never waited for the first');
    } finally {
      commit.open();
    }
    await release;
    const res = await upload;
    expect(res.statusCode, res.body).toBe(200);
    const blog: Blog = res.json().blog;
    expect(blog.image).toBe(old.image);
    expect(filesOf(blog.image!)).toHaveLength(2);
    expect((await t.app.inject({ url: blog.image! })).statusCode).toBe(200);
    expect(await referencesTo(blog.image!)).toEqual([ref(blog)]);
    expect(await mediaRow(blog.image!)).not.toBeNull();
  });

  it('dropping the last reference while an upload of the same picture is being saved keeps the files', async () => {
    const picture = await makeImage(709, 409);
    const old = await createOk('Deleted While Reused', picture);
    const saved = gate();
    const commit = gate();
    let reused = '';
    // The upload: the picture is stored and referenced by a new blog, not yet committed.
    const upload = writeWithMedia(ctx, [picture], async ({ tx, images, references }) => {
      const [row] = await tx
        .insert(blogs)
        .values({ title: 'Reuses The Picture', slug: 'reuses-the-picture', image: images[0].url })
        .returning();
      reused = row.id;
      await references(blogMedia, row.id);
      saved.open();
      await commit.opened;
    });
    let deletion: Promise<{ statusCode: number }>;
    try {
      await saved.opened;
      // Meanwhile the old blog is deleted: its release waits, then finds the new reference.
      deletion = t.app.inject({ method: 'DELETE', url: `/api/v1/blog/delete/${old._id}`, headers: admin });
      await someoneWaitsForALock(db, 'the second write never waited for the first');
    } finally {
      commit.open();
    }
    await upload;
    expect((await deletion).statusCode).toBe(200);
    expect(filesOf(old.image!)).toHaveLength(2);
    expect(await referencesTo(old.image!)).toEqual([{ owner: 'blogs', recordId: reused, field: 'image' }]);
  });

  it('two saves swapping the same two pictures between two blogs both succeed', async () => {
    const [first, second] = [await makeImage(710, 410), await makeImage(711, 411)];
    const a = await createOk('Swap A', second);
    const b = await createOk('Swap B', first);
    // On PostgreSQL each save first holds its own upload; then each releases the picture the
    // other holds: a deadlock, which PostgreSQL breaks by ending one save, and that one runs again.
    let waiting = 0;
    const bothHoldTheirUpload = gate();
    const meet = async () => {
      if (!TEST_PG_URL) return;
      if (++waiting === 2) bothHoldTheirUpload.open();
      await bothHoldTheirUpload.opened;
    };
    const swap = (blog: Blog, picture: Buffer) =>
      writeWithMedia(ctx, [picture], async ({ tx, images, references }) => {
        await meet();
        await tx.update(blogs).set({ image: images[0].url }).where(eq(blogs.id, blog._id));
        await references(blogMedia, blog._id);
      });
    await Promise.all([swap(a, first), swap(b, second)]);
    const [nowA, nowB] = [await blogById(a._id), await blogById(b._id)];
    // Stored as paths; the API answered them absolute.
    expect([nowA.image, nowB.image]).toEqual([storedMediaUrl(b.image!), storedMediaUrl(a.image!)]);
    expect(await referencesTo(nowA.image!)).toEqual([ref(a)]);
    expect(await referencesTo(nowB.image!)).toEqual([ref(b)]);
    expect(filesOf(nowA.image!)).toHaveLength(2);
    expect(filesOf(nowB.image!)).toHaveLength(2);
  });

  it('records one reference per URL of a field that holds a list, and releases each one dropped', async () => {
    // A feature whose records hold several pictures in one field (as events will).
    await db.execute(
      sql`create table test_albums (id uuid primary key default gen_random_uuid(), images jsonb not null)`,
    );
    const albums = pgTable('test_albums', {
      id: uuid('id').primaryKey().defaultRandom(),
      images: jsonb('images').$type<string[]>().notNull(),
    });
    const albumMedia = [
      {
        owner: 'test_albums',
        field: 'images',
        table: albums,
        id: albums.id,
        column: albums.images,
        list: true,
      },
    ];
    const pictures = [await makeImage(712, 412), await makeImage(713, 413)];
    const blog = await createOk('Shares A Picture With The Album', pictures[1]);

    const album = await writeWithMedia(ctx, pictures, async ({ tx, images, references }) => {
      const [row] = await tx
        .insert(albums)
        .values({ images: images.map((i) => i.url) })
        .returning();
      await references(albumMedia, row.id);
      return row;
    });
    const [first, second] = album.images;
    const albumRef = { owner: 'test_albums', recordId: album.id, field: 'images' };
    expect(await referencesTo(first)).toEqual([albumRef]);
    expect((await referencesTo(second)).length).toBe(2);

    // Dropping the first picture from the list releases it; the second stays with both users.
    await writeWithMedia(ctx, [], async ({ tx, references }) => {
      await tx
        .update(albums)
        .set({ images: [second] })
        .where(eq(albums.id, album.id));
      await references(albumMedia, album.id);
    });
    expect(filesOf(first)).toEqual([]);
    expect(await referencesTo(second)).toEqual(
      [albumRef, ref(blog)].sort((a, b) => a.recordId.localeCompare(b.recordId)),
    );

    // Deleting the album leaves the blog's picture alone.
    await writeWithMedia(ctx, [], async ({ tx, references }) => {
      await tx.delete(albums).where(eq(albums.id, album.id));
      await references(albumMedia, album.id);
    });
    expect(await referencesTo(second)).toEqual([ref(blog)]);
    expect(filesOf(second)).toHaveLength(2);
  });
});
