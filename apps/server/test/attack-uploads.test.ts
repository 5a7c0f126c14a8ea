import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiRoutes,
  fileFieldsOf,
  firstId,
  NOT_PICTURE_UPLOADS,
  plausibleFields,
  snapshot,
} from './fixtures/attack.ts';
import { HOSTILE_MARKER, hostileFiles } from './fixtures/hostile-files.ts';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp } from './helpers.ts';

/** A test that sends every upload route many requests: room for a busy machine. */
const SLOW = 120_000;

/**
 * Hostile uploads on every route that takes a multipart form (read from the route table: a new
 * feature's upload routes are attacked without being listed here). Each file is sent in each file
 * field with otherwise plausible fields, so the file is what gets judged: it must be refused
 * (400, 413 or 415), store nothing (no row, no file under DATA_DIR, no record created or changed)
 * and leave the server healthy.
 */
describe('hostile uploads on every multipart route', async () => {
  const t = await createTestApp();
  const admin = t.auth(t.adminToken);
  const files = await hostileFiles();
  const upload = apiRoutes(t).filter((r) => r.multipart);

  const send = async (
    route: { method: string; url: string },
    url: string,
    fields: Record<string, string>,
    parts: Array<{ field: string; data: Buffer; name: string; type?: string }>,
  ) => {
    const { payload, headers } = await formBody(fields, parts);
    return t.app.inject({ method: route.method as 'POST', url, payload, headers: { ...admin, ...headers } });
  };

  /** Where each route is attacked: its own URL, or for an edit, the URL of a record saved first. */
  const targets: Array<{
    label: string;
    method: string;
    url: string;
    fields: Record<string, string>;
    fileFields: string[];
  }> = [];
  const good = await makeImage(40, 30, 'png');
  for (const route of upload) {
    const fields = plausibleFields(route.body);
    const fileFields = fileFieldsOf(route.body);
    let url = route.url;
    if (url.includes(':')) {
      // An edit: save a record through the creating route of the same feature, then attack its edit.
      const prefix = url.split('/').slice(0, 4).join('/');
      const create = upload.find((r) => !r.url.includes(':') && r.url.startsWith(prefix));
      if (!create)
        throw new Error(`No creating route beside ${route.method} ${route.url} to make a record for it`);
      const res = await send(
        create,
        create.url,
        plausibleFields(create.body),
        fileFieldsOf(create.body).map((field) => ({
          field,
          data: good,
          name: 'good.png',
          type: 'image/png',
        })),
      );
      expect([200, 201], `${create.url} with plausible fields: ${res.body}`).toContain(res.statusCode);
      const id = firstId(res.json());
      if (!id) throw new Error(`${create.url} answered no _id`);
      url = url.replace(/:[A-Za-z0-9_]+/g, id);
    }
    targets.push({ label: `${route.method} ${route.url}`, method: route.method, url, fields, fileFields });
  }

  it('finds the upload routes (blogs at least) and their file fields', () => {
    expect(targets.map((r) => r.label)).toEqual(
      expect.arrayContaining(['POST /api/v1/blog/create', 'PUT /api/v1/blog/edit/:id']),
    );
    for (const r of targets) expect(r.fileFields.length, r.label).toBeGreaterThan(0);
  });

  it('the plausible form with a real picture is accepted (control)', async () => {
    for (const r of targets.filter(
      (x) => !x.url.includes('edit') && !x.url.includes('update') && !NOT_PICTURE_UPLOADS.has(x.label),
    )) {
      const res = await send(
        r,
        r.url,
        r.fields,
        r.fileFields.map((field) => ({ field, data: good, name: 'ok.png', type: 'image/png' })),
      );
      // 200 for the older creating routes, 201 for those that follow the API's convention.
      expect([200, 201], `${r.label}: ${res.body}`).toContain(res.statusCode);
    }
  });

  // Every route times every file field times every hostile file: minutes on a busy machine.
  it(
    'refuses every hostile file in every file field and stores nothing',
    async () => {
      const failures: string[] = [];
      for (const r of targets) {
        for (const field of r.fileFields) {
          const before = await snapshot(t);
          for (const file of files) {
            // The other picture fields carry a real picture, so only this file can be refused.
            const parts = [
              ...r.fileFields
                .filter((f) => f !== field)
                .map((f) => ({ field: f, data: good, name: 'ok.png', type: 'image/png' })),
              { field, data: file.data, name: file.name, type: file.type },
            ];
            const res = await send(r, r.url, r.fields, parts);
            if (![400, 413, 415].includes(res.statusCode))
              failures.push(
                `${r.label} ${field} with ${file.what}: ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            else if (res.json().success !== false)
              failures.push(`${r.label} ${field} with ${file.what}: not the error shape`);
          }
          const after = await snapshot(t);
          if (JSON.stringify(after) !== JSON.stringify(before)) {
            failures.push(`${r.label} ${field}: something was stored`);
            expect(after).toEqual(before);
          }
        }
      }
      expect(failures).toEqual([]);
      expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'real pictures beside a text the database cannot hold (U+0000) are refused and store nothing',
    async () => {
      const failures: string[] = [];
      for (const r of targets) {
        // (A lone surrogate cannot travel in a multipart form: the form's UTF-8 carries U+FFFD instead.)
        for (const bad of ['\u0000']) {
          for (const name of Object.keys(r.fields)) {
            const before = await snapshot(t);
            const fields = { ...r.fields, [name]: `${r.fields[name]}${bad}` };
            const parts = r.fileFields.map((field, i) => ({
              field,
              data: good,
              name: `ok${i}.png`,
              type: 'image/png',
            }));
            const res = await send(r, r.url, fields, parts);
            if (res.statusCode !== 400)
              failures.push(`${r.label} ${JSON.stringify(bad)} in ${name}: ${res.statusCode}`);
            const after = await snapshot(t);
            if (JSON.stringify(after) !== JSON.stringify(before))
              failures.push(`${r.label} ${JSON.stringify(bad)} in ${name}: something was stored`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    SLOW,
  );

  it('the refusals carry the right status: 413 for 50 MB, 415 for what is not a readable image', async () => {
    const blog = targets.find((r) => r.label === 'POST /api/v1/blog/create')!;
    const status = async (what: string) => {
      const file = files.find((f) => f.what === what)!;
      const res = await send(blog, blog.url, blog.fields, [
        { field: 'image', data: file.data, name: file.name, type: file.type },
      ]);
      return res.statusCode;
    };
    expect(await status('a 50 MB body')).toBe(413);
    expect(await status('a decompression bomb (PNG declaring 50,000 x 50,000 pixels)')).toBe(415);
    expect(await status('a valid PNG with HTML and script appended')).toBe(415);
    expect(await status('HTML renamed .png with an image type')).toBe(415);
    expect(await status('a truncated JPEG')).toBe(415);
  });

  it('a picture sent under a path-traversal name is stored under its content hash, inside the media folder', async () => {
    const blog = targets.find((r) => r.label === 'POST /api/v1/blog/create')!;
    const picture = await makeImage(48, 36, 'jpeg');
    for (const name of [
      '../../evil.png',
      '..\\..\\evil.png',
      '/etc/passwd',
      'a/../../../evil.png',
      'evil.png\u0000.html',
    ]) {
      const res = await send(blog, blog.url, { ...blog.fields, title: 'Traversal' }, [
        { field: 'image', data: picture, name, type: 'image/jpeg' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().blog.image).toMatch(/^http:\/\/localhost:5000\/media\/[0-9a-f]{32}-\d+\.webp$/);
    }
    const everywhere = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? everywhere(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const written = everywhere(t.dataDir);
    expect(written.filter((f) => /evil|passwd/.test(f))).toEqual([]);
    expect(fs.existsSync(path.join(t.dataDir, '..', 'evil.png'))).toBe(false);
    for (const f of written.filter((x) => x.startsWith(path.join(t.dataDir, 'media'))))
      expect(path.basename(f)).toMatch(/^[0-9a-f]{32}-\d+\.webp$/);
  });

  it('no stored file holds the script of any hostile file, and media is served as WebP that is never sniffed', async () => {
    const media = path.join(t.dataDir, 'media');
    for (const name of fs.existsSync(media) ? fs.readdirSync(media) : []) {
      const bytes = fs.readFileSync(path.join(media, name));
      expect(bytes.includes(HOSTILE_MARKER), name).toBe(false);
      expect(bytes.subarray(8, 12).toString('latin1'), name).toBe('WEBP');
      const res = await t.app.inject({ url: `/media/${name}` });
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the server is healthy after the attacks', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
  });
});
