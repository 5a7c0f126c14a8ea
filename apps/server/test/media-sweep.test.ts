import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaHash } from '@ssf/domain/media';
import type { Blog } from '@ssf/domain/schemas/blog';
import { blogs } from '../src/modules/blogs/tables.ts';
import { media, mediaReferences } from '../src/db/schema/media.ts';
import { storeImage } from '../src/media/store.ts';
import { mediaStoreFor } from '../src/media/stores.ts';
import { prepareData } from '../src/startup.ts';
import { makeImage } from './fixtures/images.ts';
import { adminFormWrite, createTestApp } from './helpers.ts';

const silentLog = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof prepareData>[1];

describe('stored images at start-up', async () => {
  const t = await createTestApp({ SEED_DEMO: 'false' });
  const db = t.database.db;
  const admin = t.auth(t.adminToken);
  const mediaDir = path.join(t.dataDir, 'media');
  const { mediaFiles, filesOf } = t;
  const start = () =>
    prepareData({ ...t, db, tokens: undefined as never, media: mediaStoreFor(t.config) }, silentLog);
  const referencesTo = async (url: string) =>
    db
      .select()
      .from(mediaReferences)
      .where(eq(mediaReferences.hash, mediaHash(url)!));

  const createOk = async (title: string, image: Buffer): Promise<Blog> =>
    (
      await adminFormWrite<{ blog: Blog }>(t, 'POST', '/api/v1/blog/create', { title }, [
        { field: 'image', data: image, name: 'p.png' },
      ])
    ).blog;

  it('adopts the images of blogs saved before images were recorded, instead of sweeping them', async () => {
    // As an earlier version left it: the files and the blog, no media row, no reference, and no
    // file of the 720 px width, which came later.
    const legacy = await storeImage(t.dataDir, await makeImage(801, 501));
    fs.rmSync(path.join(mediaDir, `${legacy.hash}-720.webp`));
    const [row] = await db
      .insert(blogs)
      .values({ title: 'Written Long Ago', slug: 'written-long-ago', image: legacy.url })
      .returning();
    // A blog whose image files are missing: nothing to adopt, nothing to fail on.
    await db.insert(blogs).values({
      title: 'Lost Its Picture',
      slug: 'lost-its-picture',
      image: '/media/0123456789abcdef0123456789abcdef-960.webp',
    });
    // A blog whose picture file is damaged: adopted all the same, and the start goes on.
    const damaged = 'fedcba9876543210fedcba9876543210';
    fs.writeFileSync(path.join(mediaDir, `${damaged}-480.webp`), 'not a picture');
    const [withDamaged] = await db
      .insert(blogs)
      .values({ title: 'Damaged Picture', slug: 'damaged-picture', image: `/media/${damaged}-480.webp` })
      .returning();
    expect(await db.select().from(media).where(eq(media.hash, legacy.hash))).toEqual([]);

    await start();
    expect(filesOf(legacy.url)).toEqual([
      `${legacy.hash}-480.webp`,
      `${legacy.hash}-720.webp`,
      `${legacy.hash}-801.webp`,
    ]);
    const [recorded] = await db.select().from(media).where(eq(media.hash, legacy.hash));
    expect(recorded).toMatchObject({ widths: [480, 720, 801], width: 801, height: 501 });
    expect(recorded.bytes).toBe(
      filesOf(legacy.url).reduce((sum, f) => sum + fs.statSync(path.join(mediaDir, f)).size, 0),
    );
    expect((await referencesTo(legacy.url)).map((r) => [r.owner, r.recordId, r.field])).toEqual([
      ['blogs', row.id, 'image'],
    ]);
    expect(await referencesTo('/media/0123456789abcdef0123456789abcdef-960.webp')).toEqual([]);
    expect((await db.select().from(media).where(eq(media.hash, damaged)))[0]).toMatchObject({
      widths: [480],
      width: 480,
    });
    const removeDamaged = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/delete/${withDamaged.id}`,
      headers: admin,
    });
    expect(removeDamaged.statusCode).toBe(200);
    expect(fs.existsSync(path.join(mediaDir, `${damaged}-480.webp`))).toBe(false);

    // A second start changes nothing; deleting the blog now removes its files.
    await start();
    expect(await referencesTo(legacy.url)).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/delete/${row.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(filesOf(legacy.url)).toEqual([]);
  });

  it('removes files and media rows that nothing refers to, and keeps the rest', async () => {
    const kept = await createOk('Kept Picture', await makeImage(802, 502));
    // Files with no record: left by a crash, or by a write whose commit failed.
    const stray = await storeImage(t.dataDir, await makeImage(803, 503));
    // A recorded image that nothing refers to any more.
    const unused = await storeImage(t.dataDir, await makeImage(804, 504));
    await db
      .insert(media)
      .values({ hash: unused.hash, widths: [480, 804], bytes: 1, width: 804, height: 504 });
    // Half-written and set-aside files: one of an image still in use (its release never
    // committed), one of a removed image.
    fs.writeFileSync(path.join(mediaDir, `${stray.hash}-480.webp.0a1b2c3d4e5f.tmp`), 'partial');
    fs.renameSync(
      path.join(mediaDir, `${mediaHash(kept.image)}-480.webp`),
      path.join(mediaDir, `${mediaHash(kept.image)}-480.webp.0a1b2c3d4e5f.released`),
    );
    fs.writeFileSync(path.join(mediaDir, `${unused.hash}-804.webp.9a8b7c6d5e4f.released`), 'old');
    // Not a media file name: never touched.
    fs.writeFileSync(path.join(mediaDir, 'README.txt'), 'notes');

    await start();
    expect(mediaFiles()).toEqual(
      [
        `${mediaHash(kept.image)}-480.webp`,
        `${mediaHash(kept.image)}-720.webp`,
        `${mediaHash(kept.image)}-802.webp`,
        'README.txt',
      ].sort(),
    );
    expect((await t.app.inject({ url: kept.image!.replace('-802.', '-480.') })).statusCode).toBe(200);
    expect(await db.select({ hash: media.hash }).from(media)).toEqual([{ hash: mediaHash(kept.image) }]);
    expect(await referencesTo(kept.image!)).toHaveLength(1);
  });
  it('gives the images stored before a width was added that width, made from their largest file', async () => {
    const older = await createOk('Stored Before 720', await makeImage(1000, 500));
    const hash = mediaHash(older.image)!;
    const fileOf = (width: number) => path.join(mediaDir, `${hash}-${width}.webp`);
    const sizeOf = (width: number) => fs.statSync(fileOf(width)).size;
    // As the version before the 720 px width left it: no such file, and the row without it.
    fs.rmSync(fileOf(720));
    await db
      .update(media)
      .set({ widths: [480, 960, 1000], bytes: sizeOf(480) + sizeOf(960) + sizeOf(1000) })
      .where(eq(media.hash, hash));
    // Too narrow for a 720 px file: nothing to add.
    const narrow = await createOk('Narrow Picture', await makeImage(600, 400));
    // A recorded image whose largest file is damaged: left as it is, and the start goes on.
    const damaged = 'aaaabbbbccccddddeeeeffff00001111';
    fs.writeFileSync(path.join(mediaDir, `${damaged}-480.webp`), 'not a picture');
    fs.writeFileSync(path.join(mediaDir, `${damaged}-900.webp`), 'not a picture');
    await db
      .insert(blogs)
      .values({ title: 'Damaged Large', slug: 'damaged-large', image: `/media/${damaged}-900.webp` });

    await start();
    expect(await sharp(fileOf(720)).metadata()).toMatchObject({ format: 'webp', width: 720, height: 360 });
    const [row] = await db.select().from(media).where(eq(media.hash, hash));
    expect(row).toMatchObject({ widths: [480, 720, 960, 1000], width: 1000, height: 500 });
    expect(row.bytes).toBe([480, 720, 960, 1000].reduce((sum, w) => sum + sizeOf(w), 0));
    expect((await t.app.inject({ url: `/media/${hash}-720.webp` })).statusCode).toBe(200);
    expect(filesOf(narrow.image!)).toEqual([
      `${mediaHash(narrow.image)}-480.webp`,
      `${mediaHash(narrow.image)}-600.webp`,
    ]);
    expect((await db.select().from(media).where(eq(media.hash, damaged)))[0]).toMatchObject({
      widths: [480, 900],
      width: 900,
    });
    expect(fs.existsSync(path.join(mediaDir, `${damaged}-720.webp`))).toBe(false);

    // Once complete, a start writes nothing again.
    const written = fs.statSync(fileOf(720)).mtimeMs;
    await start();
    expect(fs.statSync(fileOf(720)).mtimeMs).toBe(written);
    expect((await db.select().from(media).where(eq(media.hash, hash)))[0]).toEqual(row);
  });
});
