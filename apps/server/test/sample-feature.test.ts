import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ensureChangeCapture } from '../src/db/change-capture.ts';
import type { Feature } from '../src/modules/feature.ts';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp } from './helpers.ts';
import * as sampleTables from './sample-feature/announcements/tables.ts';

/**
 * docs/adding-a-feature.md, followed for a sample feature (test/sample-feature/announcements: its
 * tables, service, routes and manifest, as the checklist lays them out) and proved: the feature is
 * its folder plus one line in the feature list, and the platform picks up every part of its
 * manifest (routes with their access rules and schemas, the response cache's tag, its stored
 * images, its sitemap pages, the API document, the activity log) with nothing else changed.
 */

// The one line: the sample joins the feature list, the same array every part of the server reads.
vi.mock('../src/modules/index.ts', async (importOriginal) => {
  const list = await importOriginal<typeof import('../src/modules/index.ts')>();
  const { announcements } = await import('./sample-feature/announcements/index.ts');
  (list.FEATURES as Feature[]).push(announcements);
  return { ...list };
});

describe('a feature added by following docs/adding-a-feature.md', async () => {
  const t = await createTestApp(
    {},
    {
      // What `npx drizzle-kit generate` writes for the new tables, applied as the next start's
      // migration would; the change capture then covers the new table as it does every table.
      beforeApp: async (database) => {
        const statements = await generateMigration(
          generateDrizzleJson({}),
          generateDrizzleJson({ ...sampleTables }),
        );
        for (const statement of statements) await database.db.execute(sql.raw(statement));
        await ensureChangeCapture(database.db);
      },
    },
  );
  const admin = t.auth(t.adminToken);
  const user = t.auth(t.userToken);

  const add = async (title: string, headers: Record<string, string> = admin, image = true) => {
    const body = await formBody(
      { title },
      image ? [{ field: 'image', data: await makeImage(320, 200), name: 'a.png', type: 'image/png' }] : [],
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/announcements/add',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const list = async () => (await t.app.inject({ url: '/api/v1/announcements/all' })).json();

  it('is in the feature list the app was built from, its routes under /api/v1 with their schemas', () => {
    expect(t.features.map((f) => f.name)).toContain('announcements');
    const paths = t.routes.filter(
      (r) => String(r.url).startsWith('/api/v1/announcements') && r.method !== 'HEAD',
    );
    expect(paths.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/v1/announcements/:id',
      'GET /api/v1/announcements/all',
      'POST /api/v1/announcements/add',
    ]);
  });

  it('is described in the API document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/announcements/all', '/api/v1/announcements/add']),
    );
  });

  it('enforces its access rules on the server: nobody signed in 401, an account without the section 403', async () => {
    expect((await add('Nope', {})).statusCode).toBe(401);
    expect((await add('Nope', user)).statusCode).toBe(403);
    expect(await list()).toEqual([]);
  });

  it('validates with its schema and changes nothing on bad input', async () => {
    const res = await add('', admin);
    expect(res.statusCode).toBe(400);
    expect((await add('No picture', admin, false)).statusCode).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('stores an announcement with its picture; the cached list shows it at once; deleting releases the picture', async () => {
    // Read once so the list is cached under the feature's tag.
    expect(await list()).toEqual([]);
    const res = await add('Open mic night', admin);
    expect(res.statusCode, res.body).toBe(200);
    const { announcement } = res.json();
    expect(t.filesOf(announcement.image).length).toBeGreaterThan(0);
    expect(await list()).toEqual([
      { _id: announcement._id, title: 'Open mic night', image: announcement.image },
    ]);

    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/announcements/${announcement._id}`);

    const activity = (await t.app.inject({ url: '/api/v1/activity', headers: admin })).json().entries;
    expect(activity[0]).toMatchObject({ action: 'create' });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/announcements/${announcement._id}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await list()).toEqual([]);
    expect(t.filesOf(announcement.image)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/announcements/nope', headers: admin }))
        .statusCode,
    ).toBe(404);
  });
});
