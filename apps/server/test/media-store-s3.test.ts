import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaHash } from '@ssf/domain/media';
import { MSG } from '@ssf/domain/messages';
import type { Blog } from '@ssf/domain/schemas/blog';
import type { GalleryImage } from '@ssf/domain/schemas/gallery';
import { buildApp } from '../src/app.ts';
import { readBackup, restoreBackup, writeBackup } from '../src/backup/archive.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { blogs } from '../src/modules/blogs/tables.ts';
import { media } from '../src/db/schema/media.ts';
import { writeWithMedia } from '../src/media/lifecycle.ts';
import { storeImage } from '../src/media/store.ts';
import { mediaMemoryFor, mediaStoreFor } from '../src/media/stores.ts';
import { checkMedia } from '../src/media/sweep.ts';
import { blogMedia } from '../src/modules/blogs/service.ts';
import { FEATURES } from '../src/modules/index.ts';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { someoneWaitsForALock } from './fixtures/locks.ts';
import { adminFormWrite, ADMIN, createTestApp, TEST_PG_URL } from './helpers.ts';

const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** The bucket names of the S3 server started for this file. */
const BUCKET = 'ssf-media';
const RESTORED = 'ssf-restored';

/**
 * A real S3-compatible server (s3rver, in this process, on a free port) and the site run against
 * it with MEDIA_STORE=s3, as several instances behind a load balancer would be.
 */
describe(`the S3 media store (${TEST_PG_URL ? 'PostgreSQL' : 'embedded database'})`, async () => {
  const s3Dir = tempDir('ssf-s3-');
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3Dir,
    silent: true,
    configureBuckets: [
      { name: BUCKET, configs: [] },
      { name: RESTORED, configs: [] },
    ],
  });
  const { port } = await s3.run();
  let s3Running = true;
  afterAll(async () => {
    if (s3Running) await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  const env = {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const t = await createTestApp(env);
  // Where a backup is restored: another database and another bucket.
  const target = await createTestApp({ ...env, S3_BUCKET: RESTORED });
  const admin = t.auth(t.adminToken);
  const db = t.database.db;
  const ctx = { db, config: t.config };

  // The test's own client, to look into the bucket without the app.
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  afterAll(() => client.destroy());
  const objects = async (bucket = BUCKET) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [])
      .map((o) => o.Key as string)
      .sort();
  const objectBytes = async (name: string, bucket = BUCKET) =>
    Buffer.from(
      await (
        await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }))
      ).Body!.transformToByteArray(),
    );
  const objectsOf = async (url: string, bucket = BUCKET) =>
    (await objects(bucket)).filter((name) => name.startsWith(`${mediaHash(url)}-`));

  const uploadToGallery = async (image: Buffer) => {
    const answer = await adminFormWrite<{ images: GalleryImage[] }>(
      t,
      'POST',
      '/api/v1/gallery/upload',
      { alt: 'A hill' },
      [{ field: 'image', data: image, name: 'p.png', type: 'image/png' }],
    );
    return answer.images[0];
  };
  const createBlog = async (title: string, image: Buffer) => {
    const body = await formBody({ title }, [
      { field: 'image', data: image, name: 'p.png', type: 'image/png' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/blog/create',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };
  const createBlogOk = async (title: string, image: Buffer): Promise<Blog> => {
    const res = await createBlog(title, image);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().blog;
  };

  /** A second instance: its own (empty) DATA_DIR, the same database and the same bucket. */
  const otherInstance = async (extra: Record<string, string> = {}) => {
    const dataDir = tempDir('ssf-s3-other-');
    const config = loadConfig({
      ...env,
      ...extra,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
    });
    config.databaseUrl = t.config.databaseUrl;
    const app = await buildApp(config, { database: t.database, logger: false });
    await app.ready();
    afterAll(async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    return app;
  };

  let gallery: GalleryImage;
  let blog: Blog;

  it('stores a gallery upload and a blog image as objects in the bucket, none on disk', async () => {
    gallery = await uploadToGallery(await makeImage(1000, 600));
    blog = await createBlogOk('Stored In A Bucket', await makeImage(520, 300, 'jpeg'));
    const hash = mediaHash(gallery.url)!;
    expect(await objectsOf(gallery.url)).toEqual([
      `${hash}-1000.webp`,
      `${hash}-480.webp`,
      `${hash}-720.webp`,
      `${hash}-960.webp`,
    ]);
    expect(await objectsOf(blog.image!)).toEqual([
      `${mediaHash(blog.image)}-480.webp`,
      `${mediaHash(blog.image)}-520.webp`,
    ]);
    expect(t.mediaFiles()).toEqual([]);
    // The media table still records the image, with the bytes the bucket holds.
    const [row] = await db.select().from(media).where(eq(media.hash, hash));
    let bytes = 0;
    for (const name of await objectsOf(gallery.url)) bytes += (await objectBytes(name)).length;
    expect(row).toMatchObject({ widths: [480, 720, 960, 1000], width: 1000, height: 600, bytes });
  });

  it('streams /media from the bucket with immutable caching, and answers 304 to a browser that has it', async () => {
    const res = await t.app.inject({ url: gallery.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const name = gallery.url.split('/').pop() as string;
    expect(res.rawPayload.equals(await objectBytes(name))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const etag = res.headers.etag as string;
    const lastModified = res.headers['last-modified'] as string;
    expect(etag).toBe(`"${name.replace(/\.webp$/, '')}"`);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);

    const byTag = await t.app.inject({ url: gallery.url, headers: { 'if-none-match': etag } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const byDate = await t.app.inject({ url: gallery.url, headers: { 'if-modified-since': lastModified } });
    expect(byDate.statusCode).toBe(304);
    // Another tag, or a date before the upload: the whole image.
    const otherTag = await t.app.inject({
      url: gallery.url,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(otherTag.statusCode).toBe(200);
    const older = new Date(Date.parse(lastModified) - 3600_000).toUTCString();
    const olderDate = await t.app.inject({ url: gallery.url, headers: { 'if-modified-since': older } });
    expect(olderDate.statusCode).toBe(200);
    expect(olderDate.rawPayload.equals(res.rawPayload)).toBe(true);

    // A name that is not stored, or not a media name at all: 404.
    const missing = `/media/${'0'.repeat(32)}-480.webp`;
    expect((await t.app.inject({ url: missing })).statusCode).toBe(404);
    expect((await t.app.inject({ url: missing, headers: { 'if-none-match': '*' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('serves the same /media URLs from a second instance on the same database and bucket', async () => {
    const other = await otherInstance();
    for (const url of [gallery.url, blog.image!]) {
      const mine = await t.app.inject({ url });
      const theirs = await other.inject({ url });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
    }
    // What the second instance stores, the first serves.
    const login = await other.inject({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });
    const otherAdmin = { authorization: `Bearer ${login.json().token}` };
    const body = await formBody({ alt: 'From the other one' }, [
      { field: 'image', data: await makeImage(333, 222), name: 'p.png', type: 'image/png' },
    ]);
    const res = await other.inject({
      method: 'POST',
      url: '/api/v1/gallery/upload',
      payload: body.payload,
      headers: { ...otherAdmin, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.json().images as GalleryImage[])[0].url;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('redirects /media to MEDIA_PUBLIC_URL when it is set', async () => {
    const other = await otherInstance({ MEDIA_PUBLIC_URL: `http://127.0.0.1:${port}/${BUCKET}/` });
    const res = await other.inject({ url: gallery.url });
    expect(res.statusCode).toBe(302);
    const name = gallery.url.split('/').pop() as string;
    expect(res.headers.location).toBe(`http://127.0.0.1:${port}/${BUCKET}/${name}`);
    expect((await other.inject({ url: '/media/not-a-media-name.png' })).statusCode).toBe(404);
  });

  it('deleting the gallery image and the blog removes their objects', async () => {
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/gallery/delete/${gallery._id}`,
      headers: admin,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await objectsOf(gallery.url)).toEqual([]);
    expect((await t.app.inject({ url: gallery.url })).statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/delete/${blog._id}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await objectsOf(blog.image!)).toEqual([]);
    expect(
      await db
        .select()
        .from(media)
        .where(eq(media.hash, mediaHash(blog.image)!)),
    ).toEqual([]);
  });

  it('a failed write leaves no objects of its own, and keeps the objects of an image it released', async () => {
    const before = await objects();
    // The database refuses a NUL character, after the image was stored.
    expect((await createBlog('Refused\u0000', await makeImage(703, 403))).statusCode).toBe(400);
    await expect(
      writeWithMedia(ctx, [await makeImage(707, 407)], async () => 'forgot the references'),
    ).rejects.toThrow(/without a reference/);
    expect(await objects()).toEqual(before);

    const kept = await createBlogOk('Keeps Its Image', await makeImage(706, 406));
    await expect(
      writeWithMedia(ctx, [], async ({ tx, references }) => {
        await tx.delete(blogs).where(eq(blogs.id, kept._id));
        await references(blogMedia, kept._id);
        throw new Error('the write fails after all');
      }),
    ).rejects.toThrow('the write fails after all');
    expect(await objectsOf(kept.image!)).toHaveLength(2);
    expect((await t.app.inject({ url: kept.image! })).statusCode).toBe(200);
  });

  it('the same picture uploaded again while its last reference is being dropped keeps its objects', async () => {
    const picture = await makeImage(708, 408);
    const old = await createBlogOk('Being Deleted', picture);
    let decided!: () => void;
    const releaseDecided = new Promise<void>((resolve) => {
      decided = resolve;
    });
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    // The release waits before it commits; the objects stay until after the commit.
    const release = writeWithMedia(ctx, [], async ({ tx, references }) => {
      await tx.delete(blogs).where(eq(blogs.id, old._id));
      await references(blogMedia, old._id);
      decided();
      await committing;
    });
    await releaseDecided;
    expect(await objectsOf(old.image!)).toHaveLength(2);
    // Meanwhile an admin saves a new blog with the same picture: it waits for the release's locks.
    const upload = createBlog('Same Picture, New Blog', picture);
    try {
      // On PGlite nothing waits: the upload runs after the release.
      await someoneWaitsForALock(db, 'the upload never waited for the release', { pgliteWaitMs: 0 });
    } finally {
      commit();
    }
    await release;
    const res = await upload;
    expect(res.statusCode, res.body).toBe(200);
    const again: Blog = res.json().blog;
    expect(again.image).toBe(old.image);
    expect(await objectsOf(again.image!)).toHaveLength(2);
    expect((await t.app.inject({ url: again.image! })).statusCode).toBe(200);
  });

  it('backs up the bucket with the database and restores both into another database and bucket', async () => {
    const store = mediaStoreFor(t.config);
    const backupDir = tempDir('ssf-s3-backup-');
    try {
      const file = path.join(backupDir, 'site.backup');
      const summary = await writeBackup(db, store, fs.createWriteStream(file));
      const stored = await objects();
      expect(summary.files).toBe(stored.length);
      expect(stored.length).toBeGreaterThan(0);

      expect(await objects(RESTORED)).toEqual([]);
      const backup = await readBackup(file, path.join(backupDir, 'staging'));
      await restoreBackup(target.database.db, mediaStoreFor(target.config), backup, { force: true });
      expect(await objects(RESTORED)).toEqual(stored);
      for (const name of stored)
        expect((await objectBytes(name, RESTORED)).equals(await objectBytes(name))).toBe(true);
      const list = async (app: typeof t.app) => (await app.inject({ url: '/api/v1/gallery/all' })).json();
      expect(await list(target.app)).toEqual(await list(t.app));
      const [first] = (await list(target.app)) as GalleryImage[];
      expect(first).toBeDefined();
      const served = await target.app.inject({ url: first.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals((await t.app.inject({ url: first.url })).rawPayload)).toBe(true);
    } finally {
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  }, 120_000); // every object is read and written again: slow on a busy machine

  it('the start-up check adopts objects in use and removes objects nothing refers to', async () => {
    const store = mediaStoreFor(t.config);
    // Objects as a crash after a commit leaves them (no media row), and a blog saved with a picture
    // before it was recorded.
    const orphan = await storeImage(store, await makeImage(812, 512));
    const legacy = await storeImage(store, await makeImage(813, 513));
    const [row] = await db
      .insert(blogs)
      .values({ title: 'Saved Before Recording', slug: 'saved-before-recording', image: legacy.url })
      .returning();
    expect(await objectsOf(orphan.url)).toHaveLength(3);
    // Something else's object in the bucket: not an image's name, so never the check's business.
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'notes/upload.tmp', Body: 'kept' }));
    const inUse = await objects();

    const check = await checkMedia(
      ctx,
      FEATURES.flatMap((f) => f.media ?? []),
    );
    expect(check).toMatchObject({ adopted: 1, removed: 1 });
    expect(await objectsOf(orphan.url)).toEqual([]);
    expect(await objects()).toEqual(inUse.filter((name) => !name.startsWith(`${orphan.hash}-`)));
    const [adopted] = await db.select().from(media).where(eq(media.hash, legacy.hash));
    expect(adopted).toMatchObject({ widths: [480, 720, 813], width: 813, height: 513 });
    expect(await objects()).toContain('notes/upload.tmp');
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'notes/upload.tmp' }));
    // Recorded now: deleting the blog removes its objects like any other.
    await writeWithMedia(ctx, [], async ({ tx, references }) => {
      await tx.delete(blogs).where(eq(blogs.id, row.id));
      await references(blogMedia, row.id);
    });
    expect(await objectsOf(legacy.url)).toEqual([]);
  });

  it('answers HEAD for an image without its body', async () => {
    const [name] = await objects();
    const res = await t.app.inject({ method: 'HEAD', url: `/media/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
    expect(Number(res.headers['content-length'])).toBe((await objectBytes(name)).length);
  });

  it('readiness answers 503 naming the media store while the S3 server is down', async () => {
    const ready = () => t.app.inject({ url: '/api/v1/health/ready' });
    expect((await ready()).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', media: 'ok', disk: 'ok' },
    });
    // A picture shown just before is kept in memory (MEDIA_MEMORY_MB).
    const [image] = (await t.app.inject({ url: '/api/v1/gallery/all' })).json() as GalleryImage[];
    expect((await t.app.inject({ url: image.url })).statusCode).toBe(200);
    await s3.close();
    s3Running = false;
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', media: 'unavailable', disk: 'ok' },
    });
    expect((await t.app.inject({ url: '/api/v1/health/live' })).statusCode).toBe(200);

    // Images not kept in memory and uploads answer 503 with Retry-After meanwhile, and an upload
    // records nothing; the picture kept in memory is still shown.
    const kept = await t.app.inject({ url: image.url });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('image/webp');
    const smaller = new URL(image.url).pathname.replace(/-\d+\.webp$/, '-480.webp');
    mediaMemoryFor(t.config).remove(smaller.slice('/media/'.length));
    const shown = await t.app.inject({ url: smaller });
    expect(shown.statusCode).toBe(503);
    expect(shown.headers['retry-after']).toBe('5');
    expect(shown.json()).toEqual({ success: false, message: MSG.mediaUnavailable });
    const mediaRows = (await db.select().from(media)).length;
    const body = await formBody({ alt: 'Lost' }, [
      { field: 'image', data: await makeImage(444, 222), name: 'p.png', type: 'image/png' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/gallery/upload',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(upload.statusCode, upload.body).toBe(503);
    expect((await db.select().from(media)).length).toBe(mediaRows);
  });
});

describe('media store configuration', () => {
  const s3 = {
    MEDIA_STORE: 's3',
    S3_BUCKET: 'site-media',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };
  const errorOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return null;
    } catch (err) {
      if (err instanceof ConfigError) return err.message;
      throw err;
    }
  };

  it('stores files under DATA_DIR/media by default, and reads the S3 settings', () => {
    expect(loadConfig({})).toMatchObject({ mediaStore: 'fs', s3: null, mediaPublicUrl: null });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
        MEDIA_PUBLIC_URL: 'https://cdn.example.org/media/',
      }),
    ).toMatchObject({
      mediaStore: 's3',
      s3: {
        endpoint: 'http://minio.internal:9000',
        bucket: 'site-media',
        region: 'eu-central-1',
        accessKeyId: 'key-id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      mediaPublicUrl: 'https://cdn.example.org/media',
    });
    // AWS itself: no endpoint, the default region, the bucket in the host name.
    expect(loadConfig(s3).s3).toMatchObject({ endpoint: null, region: 'us-east-1', forcePathStyle: false });
  });

  const bad: Array<[string, Record<string, string>]> = [
    ['MEDIA_STORE', { MEDIA_STORE: 'ftp' }],
    ['S3_BUCKET', { ...s3, S3_BUCKET: '' }],
    ['S3_BUCKET', { ...s3, S3_BUCKET: 'Not A Bucket' }],
    ['S3_ACCESS_KEY_ID', { ...s3, S3_ACCESS_KEY_ID: '' }],
    ['S3_SECRET_ACCESS_KEY', { ...s3, S3_SECRET_ACCESS_KEY: ' ' }],
    ['S3_ENDPOINT', { ...s3, S3_ENDPOINT: 'minio.internal:9000' }],
    ['S3_ENDPOINT', { ...s3, S3_ENDPOINT: 'ftp://minio.internal' }],
    ['S3_REGION', { ...s3, S3_REGION: 'Mars North' }],
    ['S3_FORCE_PATH_STYLE', { ...s3, S3_FORCE_PATH_STYLE: 'sometimes' }],
    ['MEDIA_PUBLIC_URL', { MEDIA_PUBLIC_URL: 'cdn.example.org' }],
    ['MEDIA_PUBLIC_URL', { ...s3, MEDIA_PUBLIC_URL: 'javascript:alert(1)' }],
  ];
  it.each(bad)('refuses a bad %s with one line naming it: %j', (name, env) => {
    const message = errorOf(env);
    expect(message).toMatch(new RegExp(`^Invalid ${name}: `));
    expect(message).not.toContain('\n');
  });
});
