import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import type { GalleryImage } from '@ssf/domain/schemas/gallery';
import { mediaAnswer } from '../src/media/memory-cache.ts';
import { mediaMemoryFor, mediaStoreFor } from '../src/media/stores.ts';
import { makeImage } from './fixtures/images.ts';
import { adminFormWrite, createTestApp } from './helpers.ts';

/** A name a stored file may have (MEDIA_FILE_NAME), for bytes put in the store directly. */
const fileName = (width = 480) => `${crypto.randomBytes(16).toString('hex')}-${width}.webp`;

/**
 * The most requested /media files are kept in memory (MEDIA_MEMORY_MB) and sent by the server's
 * own request handler: only a real socket goes through it, so these requests are made with fetch.
 */
async function suite(label: string, env: Record<string, string>) {
  describe(`/media kept in memory (${label})`, async () => {
    // 1 MB: an entry is at most 128 KB, a burst of 40 files of 100 KB is four times the bound.
    const t = await createTestApp({ ...env, MEDIA_MEMORY_MB: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const memory = mediaMemoryFor(t.config);
    const store = mediaStoreFor(t.config);
    const get = (url: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${url}`, init);
    const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

    const uploadToGallery = async (image: Buffer): Promise<string> => {
      const answer = await adminFormWrite<{ images: GalleryImage[] }>(
        t,
        'POST',
        '/api/v1/gallery/upload',
        { alt: 'A hill' },
        [{ field: 'image', data: image, name: 'p.png', type: 'image/png' }],
      );
      return answer.images[0]._id;
    };

    it('never holds more than its bound, whatever a burst of distinct images asks for', async () => {
      expect(memory.maxBytes).toBe(1024 * 1024);
      const files = new Map<string, Buffer>();
      for (let i = 0; i < 40; i++) {
        const data = crypto.randomBytes(100_000);
        const name = fileName();
        await store.put(name, data);
        files.set(name, data);
      }
      let most = 0;
      // All at once, then each again in turn: every answer is the file's bytes.
      await Promise.all(
        [...files].map(async ([name, data]) => {
          const res = await get(`/media/${name}`);
          expect(res.status).toBe(200);
          expect((await bytesOf(res)).equals(data)).toBe(true);
          most = Math.max(most, memory.bytes);
        }),
      );
      for (const [name, data] of files) {
        const res = await get(`/media/${name}`);
        expect((await bytesOf(res)).equals(data)).toBe(true);
        most = Math.max(most, memory.bytes);
      }
      expect(most).toBeLessThanOrEqual(memory.maxBytes);
      expect(memory.bytes).toBeLessThanOrEqual(memory.maxBytes);
      // Full, not empty: the most recent files are kept, about nine of 100 KB.
      expect(memory.size).toBeGreaterThan(5);
      expect(memory.size).toBeLessThan(files.size);
    });

    it('streams a file too large to keep, and keeps none of it', async () => {
      const data = crypto.randomBytes(200_000);
      const name = fileName(1600);
      await store.put(name, data);
      const before = memory.bytes;
      const res = await get(`/media/${name}`);
      expect(res.status).toBe(200);
      expect((await bytesOf(res)).equals(data)).toBe(true);
      expect(res.headers.get('content-length')).toBe('200000');
      expect(memory.bytes).toBe(before);
    });

    it('answers a kept file from memory with the same validators, 304s and lean headers', async () => {
      const data = crypto.randomBytes(20_000);
      const name = fileName();
      await store.put(name, data);
      const first = await get(`/media/${name}`);
      expect(first.status).toBe(200);
      expect((await bytesOf(first)).equals(data)).toBe(true);
      const hits = memory.hits;
      const again = await get(`/media/${name}`);
      expect(memory.hits).toBe(hits + 1);
      expect((await bytesOf(again)).equals(data)).toBe(true);
      for (const res of [first, again]) {
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('etag')).toBe(`"${name.slice(0, -'.webp'.length)}"`);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        // An image is never a document: no policy, frame or referrer headers on it.
        expect(res.headers.get('content-security-policy')).toBeNull();
        expect(res.headers.get('x-frame-options')).toBeNull();
      }
      expect(again.headers.get('last-modified')).toBe(first.headers.get('last-modified'));
      const etag = first.headers.get('etag') as string;
      const lastModified = first.headers.get('last-modified') as string;

      const byTag = await get(`/media/${name}`, { headers: { 'if-none-match': `W/"x", ${etag}` } });
      expect(byTag.status).toBe(304);
      expect(byTag.headers.get('etag')).toBe(etag);
      expect(await byTag.text()).toBe('');
      const byDate = await get(`/media/${name}`, { headers: { 'if-modified-since': lastModified } });
      expect(byDate.status).toBe(304);
      // If-None-Match decides when both are sent; an older date gets the whole file.
      const otherTag = await get(`/media/${name}`, {
        headers: { 'if-none-match': '"other"', 'if-modified-since': lastModified },
      });
      expect(otherTag.status).toBe(200);
      expect((await bytesOf(otherTag)).equals(data)).toBe(true);
      const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
      expect((await get(`/media/${name}`, { headers: { 'if-modified-since': before } })).status).toBe(200);

      const head = await get(`/media/${name}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe('20000');
      expect(memory.hits).toBeGreaterThan(hits + 4);
    });

    it('stops serving an image once it is deleted, from memory too', async () => {
      const id = await uploadToGallery(await makeImage(700, 400));
      const listed = (await t.app.inject({ url: '/api/v1/gallery/all' })).json() as GalleryImage[];
      const url = new URL(listed.find((i) => i._id === id)!.url, 'http://x').pathname;
      expect((await get(url)).status).toBe(200);
      const hits = memory.hits;
      expect((await get(url)).status).toBe(200);
      expect(memory.hits).toBe(hits + 1);

      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/gallery/delete/${id}`,
        headers: t.auth(t.adminToken),
      });
      expect(del.statusCode, del.body).toBe(200);
      expect((await get(url)).status).toBe(404);
      expect((await get(url, { method: 'HEAD' })).status).toBe(404);
    });

    it('drops a file the store removes, and a read under way does not put it back', async () => {
      const name = fileName();
      await store.put(name, crypto.randomBytes(10_000));
      expect((await get(`/media/${name}`)).status).toBe(200);
      await store.remove(name);
      expect((await get(`/media/${name}`)).status).toBe(404);
      // A read that started before a removal keeps nothing of what it read.
      const startedAt = memory.version;
      memory.remove('another');
      memory.set(name, mediaAnswer(name, Buffer.alloc(10), new Date(), {}), 10, startedAt);
      expect((await get(`/media/${name}`)).status).toBe(404);
    });
  });
}

await suite('files under DATA_DIR/media', {});

const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-s3-memory-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory: s3Dir,
  silent: true,
  configureBuckets: [{ name: 'ssf-media', configs: [] }],
});
const { port: s3Port } = await s3.run();
afterAll(async () => {
  await s3.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});
await suite('an S3 bucket', {
  MEDIA_STORE: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: 'ssf-media',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
});
