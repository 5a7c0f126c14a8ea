import { describe, expect, it } from 'vitest';
import { MB } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { GALLERY_UPLOAD_MAX, type GalleryImage } from '@ssf/domain/schemas/gallery';
import { makeImage, SVG_IMAGE, TEXT_FILE } from './fixtures/images.ts';
import { createTestApp } from './helpers.ts';

type File = { data: Buffer; name?: string; type?: string };

/** A multipart body: each image as its own `image` part, each alt as its own `alt` part, in order. */
async function uploadBody(files: File[], alts: string[] = []) {
  const form = new FormData();
  for (const alt of alts) form.append('alt', alt);
  for (const f of files)
    form.append(
      'image',
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }),
      f.name ?? 'p.png',
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe('Gallery API', async () => {
  const t = await createTestApp();
  const admin = t.auth(t.adminToken);
  const { mediaFiles, filesOf } = t;

  let size = 100;
  const picture = async (width = size++, height = 120): Promise<File> => ({
    data: await makeImage(width, height),
  });
  const pictures = (n: number) => Promise.all(Array.from({ length: n }, () => picture()));

  const upload = async (files: File[], alts: string[] = [], headers: Record<string, string> = admin) => {
    const body = await uploadBody(files, alts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/gallery/upload',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const list = async () => (await t.app.inject({ url: '/api/v1/gallery/all' })).json() as GalleryImage[];
  const uploadOk = async (files: File[], alts: string[] = []) => {
    const res = await upload(files, alts);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().images as GalleryImage[];
  };

  describe('POST /gallery/upload', () => {
    it('stores several images in one request, each with its size and alt text, in the order sent', async () => {
      const res = await upload(
        [await picture(300, 200), await picture(200, 300), await picture(150, 150)],
        ['  A moon over hills  ', ''],
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect([body.success, body.message]).toEqual([true, MSG.imagesUploaded]);
      const images = body.images as GalleryImage[];
      expect(images.map((i) => [i.width, i.height, i.alt])).toEqual([
        [300, 200, 'A moon over hills'],
        [200, 300, ''],
        [150, 150, ''],
      ]);
      for (const image of images) {
        expect(Object.keys(image).sort()).toEqual(['_id', 'alt', 'createdAt', 'height', 'url', 'width']);
        expect(image.url).toMatch(/^http:\/\/localhost:5000\/media\/[0-9a-f]{32}-\d+\.webp$/);
        expect(filesOf(image.url).length).toBeGreaterThan(0);
      }
      expect(await list()).toEqual(images);
    });

    it('lists the newest upload first', async () => {
      const older = await list();
      const newer = await uploadOk(await pictures(2), ['first', 'second']);
      const all = await list();
      expect(all.slice(0, 2)).toEqual(newer);
      expect(all.slice(2)).toEqual(older);
    });

    it('rejects the whole request when one file is not an image, and stores nothing', async () => {
      const before = [await list(), mediaFiles()];
      for (const bad of [TEXT_FILE, SVG_IMAGE]) {
        const res = await upload([
          await picture(),
          { data: bad, name: 'x.png', type: 'image/png' },
          await picture(),
        ]);
        expect(res.statusCode).toBe(415);
        expect(res.json().success).toBe(false);
      }
      // A damaged picture (a PNG cut short) is found while encoding, before anything is written.
      const whole = await makeImage(400, 300);
      const cut = { data: whole.subarray(0, Math.floor(whole.length / 2)) };
      const res = await upload([await picture(), await picture(), cut]);
      expect(res.statusCode).toBe(415);
      expect([await list(), mediaFiles()]).toEqual(before);
    });

    it('rejects the whole request when one file is over 10 MB (413), and stores nothing', async () => {
      const before = [await list(), mediaFiles()];
      const big = { data: Buffer.concat([await makeImage(50, 50), Buffer.alloc(10 * MB + 1)]) };
      const res = await upload([await picture(), big]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(MSG.fileTooLarge10);
      expect([await list(), mediaFiles()]).toEqual(before);
    });

    it(`takes at most ${GALLERY_UPLOAD_MAX} images a request`, async () => {
      const before = await list();
      const one = await makeImage(20, 20);
      const res = await upload(Array.from({ length: GALLERY_UPLOAD_MAX + 1 }, () => ({ data: one })));
      expect(res.statusCode).toBe(413);
      expect(await list()).toEqual(before);
      const ok = await upload(Array.from({ length: GALLERY_UPLOAD_MAX }, () => ({ data: one })));
      expect(ok.statusCode, ok.body).toBe(200);
      const images = ok.json().images as GalleryImage[];
      expect(images).toHaveLength(GALLERY_UPLOAD_MAX);
      // The same picture sent many times is stored once and used by each image.
      expect(new Set(images.map((i) => i.url)).size).toBe(1);
      for (const image of images) {
        const del = await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/gallery/delete/${image._id}`,
          headers: admin,
        });
        expect(del.statusCode).toBe(200);
        if (image !== images[images.length - 1]) expect(filesOf(image.url).length).toBeGreaterThan(0);
      }
      expect(filesOf(images[0].url)).toEqual([]);
    });

    it('needs at least one image, and alt text of at most 300 characters', async () => {
      const none = await upload([]);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(MSG.imagesRequired);
      const long = await upload([await picture()], ['x'.repeat(301)]);
      expect(long.statusCode).toBe(400);
    });

    it('is for admins only', async () => {
      const before = [await list(), mediaFiles()];
      expect((await upload([await picture()], [], {})).statusCode).toBe(401);
      expect((await upload([await picture()], [], t.auth(t.userToken))).statusCode).toBe(403);
      expect([await list(), mediaFiles()]).toEqual(before);
    });
  });

  describe('PUT /gallery/update/{id}', () => {
    it('changes the alt text (empty marks the image decorative)', async () => {
      const [image] = await uploadOk([await picture()], ['Old text']);
      const put = (payload: unknown, headers: Record<string, string> = admin, id = image._id) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/gallery/update/${id}`,
          payload: payload as object,
          headers,
        });
      const res = await put({ alt: '  Students around a telescope  ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: MSG.imageUpdated,
        image: { ...image, alt: 'Students around a telescope' },
      });
      expect((await put({ alt: '' })).json().image.alt).toBe('');
      expect((await put({ alt: 'x'.repeat(301) })).statusCode).toBe(400);
      expect((await put({ alt: 'a' }, {})).statusCode).toBe(401);
      expect((await put({ alt: 'a' }, t.auth(t.userToken))).statusCode).toBe(403);
      expect((await put({ alt: 'a' }, admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await put({ alt: 'a' }, admin, 'nope')).statusCode).toBe(404);
      expect((await list()).find((i) => i._id === image._id)?.alt).toBe('');
    });
  });

  describe('DELETE /gallery/delete/{id}', () => {
    it('removes the image and its files; a second delete is a 404', async () => {
      const [image] = await uploadOk([await picture()]);
      const del = (headers: Record<string, string>, id = image._id) =>
        t.app.inject({ method: 'DELETE', url: `/api/v1/gallery/delete/${id}`, headers });
      expect((await del({})).statusCode).toBe(401);
      expect((await del(t.auth(t.userToken))).statusCode).toBe(403);
      const res = await del(admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MSG.imageDeleted });
      expect((await list()).some((i) => i._id === image._id)).toBe(false);
      expect(filesOf(image.url)).toEqual([]);
      expect((await del(admin)).statusCode).toBe(404);
      expect((await del(admin, 'not-an-id')).json().message).toBe(MSG.imageNotFound);
    });
  });
});
