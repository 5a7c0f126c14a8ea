import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

describe('the public form page served by the server', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-web-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const t = await createTestApp({ WEB_DIST: dist });

  const create = async (slug: string, isActive: boolean) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/forms/admin/create',
      headers: t.auth(t.adminToken),
      payload: {
        form: { slug, title: `Survey <${slug}>`, description: 'Tell us what you think.', isActive },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('names a published form in the title and description of its page; unknown or unpublished: 404', async () => {
    await create('open-survey', true);
    await create('draft-survey', false);
    const open = await t.app.inject({ url: '/f/open-survey' });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('<title>Survey &lt;open-survey&gt; | Science and Spirituality Forum');
    expect(open.body).toContain('<meta name="description" content="Tell us what you think.">');
    expect((await t.app.inject({ url: '/f/draft-survey' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/f/no-such-survey' })).statusCode).toBe(404);
  });
});
