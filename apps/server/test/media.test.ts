import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.ts';
import { detectImageType } from '../src/media/image-type.ts';
import { storeImage } from '../src/media/store.ts';
import { HTML_FILE, makeImage, makeJpegWithExif, SVG_IMAGE, TEXT_FILE } from './fixtures/images.ts';
import { createTestApp } from './helpers.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-media-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const mediaFiles = () =>
  fs.existsSync(path.join(dataDir, 'media')) ? fs.readdirSync(path.join(dataDir, 'media')) : [];
const fileOf = (url: string) => path.join(dataDir, url);

async function expectStatus(promise: Promise<unknown>, status: number) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  expect((err as HttpError).statusCode).toBe(status);
}

describe('detectImageType', () => {
  it('recognises JPEG, PNG, WebP, GIF and AVIF by their bytes', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif', 'avif'] as const) {
      expect(detectImageType(await makeImage(20, 10, format))).toBe(format);
    }
  });

  it('refuses SVG, HTML, text and empty files whatever they are called', () => {
    for (const buf of [
      SVG_IMAGE,
      HTML_FILE,
      TEXT_FILE,
      Buffer.alloc(0),
      Buffer.from('GIF8'),
      Buffer.from('RIFF1234WAVE'),
    ]) {
      expect(detectImageType(buf)).toBeNull();
    }
  });
});

describe('storeImage', () => {
  it('writes WebP at each standard width below the original plus the original width, never upscaled', async () => {
    const stored = await storeImage(dataDir, await makeImage(1200, 600, 'jpeg'));
    expect(stored.url).toMatch(/^\/media\/[0-9a-f]{32}-1200\.webp$/);
    expect(stored).toMatchObject({ width: 1200, height: 600 });
    const hash = stored.url.slice('/media/'.length, '/media/'.length + 32);
    for (const width of [480, 720, 960, 1200]) {
      const meta = await sharp(fileOf(`/media/${hash}-${width}.webp`)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    expect(fs.existsSync(fileOf(`/media/${hash}-1600.webp`))).toBe(false);
  });

  it('cuts a very wide image to 1600 and keeps a small one at its size', async () => {
    const wide = await storeImage(dataDir, await makeImage(2400, 1200));
    expect(wide).toMatchObject({ width: 1600, height: 800 });
    expect(wide.url).toMatch(/-1600\.webp$/);
    const small = await storeImage(dataDir, await makeImage(300, 200, 'gif'));
    expect(small).toMatchObject({ width: 300, height: 200 });
    const hash = small.url.slice(7, 39);
    expect(mediaFiles().filter((f) => f.startsWith(hash))).toEqual([`${hash}-300.webp`]);
  });

  it('accepts WebP and AVIF input', async () => {
    for (const format of ['webp', 'avif'] as const) {
      const stored = await storeImage(dataDir, await makeImage(100, 50, format));
      expect((await sharp(fileOf(stored.url)).metadata()).format).toBe('webp');
    }
  });

  it('applies the EXIF orientation and removes EXIF and GPS metadata', async () => {
    const original = await makeJpegWithExif(200, 100);
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(original.includes('Secret description')).toBe(true);

    const stored = await storeImage(dataDir, original);
    // Orientation 6 means "rotate 90°": the stored picture is upright, so portrait.
    expect(stored).toMatchObject({ width: 100, height: 200 });
    const bytes = fs.readFileSync(fileOf(stored.url));
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes('Secret description')).toBe(false);
    expect(bytes.includes('SecretCam')).toBe(false);
  });

  it('stores the same picture once under the same name', async () => {
    const png = await makeImage(500, 300);
    const a = await storeImage(dataDir, png);
    const b = await storeImage(dataDir, png);
    expect(a.url).toBe(b.url);
  });

  it('refuses non-images with 415 and truncated or corrupt images with 415, writing nothing', async () => {
    const before = mediaFiles();
    await expectStatus(storeImage(dataDir, SVG_IMAGE), 415);
    await expectStatus(storeImage(dataDir, TEXT_FILE), 415);
    const jpeg = await makeImage(800, 600, 'jpeg');
    await expectStatus(storeImage(dataDir, jpeg.subarray(0, Math.floor(jpeg.length / 2))), 415);
    const png = await makeImage(800, 600, 'png');
    const corrupt = Buffer.from(png);
    corrupt.fill(0x41, 40, corrupt.length - 20);
    await expectStatus(storeImage(dataDir, corrupt), 415);
    expect(mediaFiles()).toEqual(before);
    expect(mediaFiles().some((f) => f.endsWith('.tmp'))).toBe(false);
  });
});

describe('GET /media from the files under DATA_DIR/media', async () => {
  const t = await createTestApp();

  it('keeps the files private to the server account (0600, folder 0700)', async () => {
    const stored = await storeImage(t.dataDir, await makeImage(490, 300));
    const dir = path.join(t.dataDir, 'media');
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(t.dataDir, stored.url)).mode & 0o777).toBe(0o600);
  });

  it('serves an image with immutable caching, its name as ETag, and 304 to a browser that has it', async () => {
    const stored = await storeImage(t.dataDir, await makeImage(491, 300));
    const res = await t.app.inject({ url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(t.dataDir, stored.url)))).toBe(true);
    const etag = res.headers.etag as string;
    const lastModified = res.headers['last-modified'] as string;
    expect(etag).toBe(`"${stored.hash}-491"`);
    expect(new Date(lastModified).getTime()).toBe(
      Math.floor(fs.statSync(path.join(t.dataDir, stored.url)).mtimeMs / 1000) * 1000,
    );

    const byTag = await t.app.inject({ url: stored.url, headers: { 'if-none-match': `W/"x", ${etag}` } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(
      (await t.app.inject({ url: stored.url, headers: { 'if-modified-since': lastModified } })).statusCode,
    ).toBe(304);
    // If-None-Match decides when both are sent; another tag gets the whole image.
    const stale = await t.app.inject({
      url: stored.url,
      headers: { 'if-none-match': '"other"', 'if-modified-since': lastModified },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(res.rawPayload)).toBe(true);
    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect(
      (await t.app.inject({ url: stored.url, headers: { 'if-modified-since': before } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/media/${'f'.repeat(32)}-480.webp`, headers: { 'if-none-match': '*' } }))
        .statusCode,
    ).toBe(404);
  });
});
