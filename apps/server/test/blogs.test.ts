import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import type { Blog, BlogCard } from '@ssf/domain/schemas/blog';
import { readingMinutes } from '@ssf/domain/text';
import { HTML_FILE, makeImage, SVG_IMAGE, TEXT_FILE } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp } from './helpers.ts';

describe('Blog API', async () => {
  const t = await createTestApp();
  const admin = t.auth(t.adminToken);
  const { mediaFiles, filesOf } = t;

  type File = { field: string; data: Buffer; name: string; type?: string };
  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    files: File[] = [],
    headers: Record<string, string> = admin,
  ) => {
    const body = await formBody(fields, files);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const create = (fields: Record<string, string>, files: File[] = [], headers?: Record<string, string>) =>
    send('POST', '/api/v1/blog/create', fields, files, headers);
  const imageFile = (data: Buffer, name = 'photo.png', type = 'image/png'): File => ({
    field: 'image',
    data,
    name,
    type,
  });
  const createOk = async (title: string, image?: Buffer): Promise<Blog> => {
    const res = await create(
      { title, summary: `About ${title}`, content: '<p>Text</p>' },
      image ? [imageFile(image)] : [],
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().blog;
  };
  const count = async () => (await t.app.inject({ url: '/api/v1/blog/all' })).json().length as number;

  describe('POST /blog/create', () => {
    it('saves a blog with sanitized content and a stored image', async () => {
      const res = await create(
        {
          title: '  The Hard Problem of Consciousness  ',
          summary: ' Why experience resists explanation. ',
          content:
            '<h1>Intro</h1><p><strong>Bold</strong> and <a href="javascript:alert(1)">bad</a> and <a href="https://mitwpu.edu.in">good</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
          unknownField: 'ignored',
        },
        [imageFile(await makeImage(2000, 1000))],
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: MSG.blogSaved });
      const blog: Blog = body.blog;
      expect(blog).toMatchObject({
        slug: 'the-hard-problem-of-consciousness',
        title: 'The Hard Problem of Consciousness',
        summary: 'Why experience resists explanation.',
      });
      expect(Object.keys(blog).sort()).toEqual(
        ['_id', 'content', 'createdAt', 'image', 'slug', 'summary', 'title', 'updatedAt'].sort(),
      );
      expect(blog._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(blog.content).toBe(
        '<h1>Intro</h1><p><strong>Bold</strong> and <a target="_blank" rel="noopener noreferrer">bad</a> and ' +
          '<a href="https://mitwpu.edu.in" target="_blank" rel="noopener noreferrer">good</a></p><img src="x" />',
      );
      expect(blog.image).toMatch(/^http:\/\/localhost:5000\/media\/[0-9a-f]{32}-1600\.webp$/);
      expect(filesOf(blog.image!)).toHaveLength(4);

      const image = await t.app.inject({ url: blog.image! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      const smaller = await t.app.inject({ url: blog.image!.replace('-1600.', '-480.') });
      expect(smaller.statusCode).toBe(200);
    });

    it('saves a blog without an image, and from a JSON body', async () => {
      const res = await create({ title: 'No Picture Here', summary: '', content: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json().blog.image).toBeNull();
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/blog/create',
        headers: admin,
        payload: { title: 'Sent as JSON', summary: 's', content: '<p onclick="x()">c</p>' },
      });
      expect(json.statusCode).toBe(200);
      expect(json.json().blog.content).toBe('<p>c</p>');
    });

    it('ignores an empty file input (no file chosen)', async () => {
      const res = await create({ title: 'Empty File Input' }, [
        { field: 'image', data: Buffer.alloc(0), name: '', type: 'application/octet-stream' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().blog.image).toBeNull();
    });

    it('answers 400 with field details for missing or too long fields, storing nothing', async () => {
      const before = { blogs: await count(), files: mediaFiles() };
      const png = await makeImage(600, 400);
      const cases: Array<[Record<string, string>, string]> = [
        [{ summary: 's', content: 'c' }, 'title'],
        [{ title: '   ', content: 'c' }, 'title'],
        [{ title: 'x'.repeat(201) }, 'title'],
        [{ title: 'ok', summary: 'x'.repeat(501) }, 'summary'],
        [{ title: 'ok', content: `<p>${'x'.repeat(500_001)}</p>` }, 'content'],
      ];
      for (const [fields, field] of cases) {
        const res = await create(fields, [imageFile(png)]);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().success).toBe(false);
        expect(res.json().details).toHaveProperty(field);
      }
      expect(await count()).toBe(before.blogs);
      expect(mediaFiles()).toEqual(before.files);
    });

    it('measures content after sanitizing', async () => {
      const res = await create({
        title: 'Mostly Script',
        content: `<p>kept</p><script>${'x'.repeat(600_000)}</script>`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().blog.content).toBe('<p>kept</p>');
    });

    it('refuses an image over 10 MB with 413 and stores nothing', async () => {
      const before = { blogs: await count(), files: mediaFiles() };
      const big = Buffer.alloc(IMAGE_MAX_BYTES + 1024, 0);
      (await makeImage(10, 10)).copy(big);
      const res = await create({ title: 'Too Big' }, [imageFile(big)]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ success: false, message: MSG.fileTooLarge10 });
      expect(await count()).toBe(before.blogs);
      expect(mediaFiles()).toEqual(before.files);
    });

    it('refuses files that are not accepted images with 415, whatever their name, storing nothing', async () => {
      const before = { blogs: await count(), files: mediaFiles() };
      const jpeg = await makeImage(900, 700, 'jpeg');
      const cases: Array<[Buffer, string, string, string]> = [
        [TEXT_FILE, 'photo.png', 'image/png', MSG.unsupportedImage],
        [SVG_IMAGE, 'vector.svg', 'image/svg+xml', MSG.unsupportedImage],
        [HTML_FILE, 'page.jpg', 'image/jpeg', MSG.unsupportedImage],
        [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', 'image/jpeg', MSG.corruptImage],
      ];
      for (const [data, name, type, message] of cases) {
        const res = await create({ title: `Wrong ${name}` }, [imageFile(data, name, type)]);
        expect(res.statusCode, name).toBe(415);
        expect(res.json()).toMatchObject({ success: false, message });
      }
      expect(await count()).toBe(before.blogs);
      expect(mediaFiles()).toEqual(before.files);
    });

    it('refuses a second image with 413', async () => {
      const png = await makeImage(50, 50);
      const res = await create({ title: 'Two Images' }, [imageFile(png), imageFile(png, 'b.png')]);
      expect(res.statusCode).toBe(413);
    });

    it('answers 401 without a token and 403 for a signed-in non-admin, storing nothing', async () => {
      const before = { blogs: await count(), files: mediaFiles() };
      const png = await makeImage(50, 50);
      expect((await create({ title: 'Anon' }, [imageFile(png)], {})).statusCode).toBe(401);
      const res = await create({ title: 'User' }, [imageFile(png)], t.auth(t.userToken));
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(false);
      expect(await count()).toBe(before.blogs);
      expect(mediaFiles()).toEqual(before.files);
    });
  });

  describe('slugs', () => {
    it('numbers clashing slugs and never uses a reserved path name', async () => {
      const a = await createOk('Cosmology and Wonder');
      const b = await createOk('Cosmology and Wonder');
      const c = await createOk('Cosmology & Wonder!');
      expect([a.slug, b.slug, c.slug]).toEqual([
        'cosmology-and-wonder',
        'cosmology-and-wonder-2',
        'cosmology-wonder',
      ]);
      expect((await createOk('All')).slug).toBe('all-2');
      expect((await createOk('Cards')).slug).toBe('cards-2');
      expect((await createOk('ध्यान')).slug).toBe('post');
    });

    it('gives blogs created at the same moment with the same title distinct slugs', async () => {
      const blogs = await Promise.all(Array.from({ length: 5 }, () => createOk('Same Title Race')));
      const slugs = blogs.map((b) => b.slug).sort();
      expect(slugs).toEqual([
        'same-title-race',
        'same-title-race-2',
        'same-title-race-3',
        'same-title-race-4',
        'same-title-race-5',
      ]);
    });
  });

  describe('GET /blog/all and /blog/{slug}', () => {
    it('lists every blog newest first as an array', async () => {
      const list: Blog[] = (await t.app.inject({ url: '/api/v1/blog/all' })).json();
      expect(Array.isArray(list)).toBe(true);
      expect(list.length).toBeGreaterThan(5);
      const times = list.map((b) => Date.parse(b.createdAt));
      expect(times).toEqual([...times].sort((x, y) => y - x));
    });

    it('pages with ?page and ?limit: the page is an array, its place in the headers', async () => {
      const all: Blog[] = (await t.app.inject({ url: '/api/v1/blog/all' })).json();
      const res = await t.app.inject({ url: '/api/v1/blog/all?page=2&limit=3' });
      const page2: Blog[] = res.json();
      expect(page2.map((b) => b._id)).toEqual(all.slice(3, 6).map((b) => b._id));
      const pages = Math.ceil(all.length / 3);
      expect(res.headers['x-total-count']).toBe(String(all.length));
      expect(res.headers['x-total-pages']).toBe(String(pages));
      const base = 'http://localhost:5000/api/v1/blog/all';
      expect(res.headers.link).toBe(
        [
          `<${base}?page=1&limit=3>; rel="first"`,
          `<${base}?page=1&limit=3>; rel="prev"`,
          `<${base}?page=3&limit=3>; rel="next"`,
          `<${base}?page=${pages}&limit=3>; rel="last"`,
        ].join(', '),
      );
      const defaults: Blog[] = (await t.app.inject({ url: '/api/v1/blog/all?page=1' })).json();
      expect(defaults).toHaveLength(Math.min(10, all.length));
      const clamped = await t.app.inject({ url: '/api/v1/blog/all?page=1&limit=1000' });
      expect(clamped.headers['x-total-pages']).toBe(String(Math.ceil(all.length / 50)));
      const beyond = await t.app.inject({ url: '/api/v1/blog/all?page=99' });
      expect(beyond.json()).toEqual([]);
      expect(beyond.headers.link).not.toContain('rel="next"');
    });

    it('answers 400 for a page or limit that is not a whole number of at least 1', async () => {
      for (const q of ['page=0', 'page=-1', 'page=abc', 'limit=0', 'page=1.5']) {
        const res = await t.app.inject({ url: `/api/v1/blog/all?${q}` });
        expect(res.statusCode, q).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });

    it('finds a blog by slug and answers 404 for an unknown one', async () => {
      const blog = await createOk('Findable Post');
      const res = await t.app.inject({ url: `/api/v1/blog/${blog.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(blog);
      const missing = await t.app.inject({ url: '/api/v1/blog/no-such-post' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, message: MSG.blogNotFound });
    });
  });

  describe('GET /blog/cards', () => {
    const cards = async (query = '') => {
      const res = await t.app.inject({ url: `/api/v1/blog/cards${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as BlogCard[];
    };
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

    it("answers every blog as a card: its fields without the text, with the text's reading minutes, in /blog/all's order", async () => {
      // 401 words in two blocks: 3 minutes at 200 words a minute, rounded up.
      const long = `<h2>${words(150)}</h2><p>${words(251)}</p>`;
      const res = await create({ title: 'A Long Read', summary: 'Slowly', content: long });
      expect(res.statusCode, res.body).toBe(200);
      const created: Blog = res.json().blog;

      const all: Blog[] = (await t.app.inject({ url: '/api/v1/blog/all' })).json();
      const list = await cards();
      expect(list.length).toBeGreaterThan(5);
      expect(list).toEqual(
        all.map(({ content, ...card }) => ({ ...card, readingMinutes: readingMinutes(content) })),
      );
      for (const card of list) {
        expect(Object.keys(card).sort()).toEqual(
          ['_id', 'createdAt', 'image', 'readingMinutes', 'slug', 'summary', 'title', 'updatedAt'].sort(),
        );
      }
      const times = list.map((b) => Date.parse(b.createdAt));
      expect(times).toEqual([...times].sort((x, y) => y - x));
      expect(list[0]).toMatchObject({ _id: created._id, title: 'A Long Read', readingMinutes: 3 });
      // A short text takes a minute.
      expect(list.find((b) => b.title === 'Findable Post')?.readingMinutes).toBe(1);
    });

    it('answers the newest N with ?limit (at most 50), and 400 with details for a limit that is not a whole number of at least 1', async () => {
      const every = await cards();
      expect(await cards('?limit=2')).toEqual(every.slice(0, 2));
      expect(await cards('?limit=1000')).toEqual(every.slice(0, 50));
      // Another spelling of the same limit is the same answer; a parameter it does not read is ignored.
      expect(await cards('?limit=02&page=3')).toEqual(every.slice(0, 2));
      for (const q of ['limit=0', 'limit=-1', 'limit=abc', 'limit=1.5']) {
        const res = await t.app.inject({ url: `/api/v1/blog/cards?${q}` });
        expect(res.statusCode, q).toBe(400);
        expect(res.json()).toMatchObject({ success: false, details: { limit: expect.any(String) } });
      }
    });

    it('is kept until a blog is created, edited or deleted through the API, which it shows at once', async () => {
      const blog = await createOk('Card Before');
      const titles = async (query = '') => (await cards(query)).map((b) => b.title);
      expect(await titles()).toContain('Card Before');
      expect((await titles('?limit=1'))[0]).toBe('Card Before');
      // A change behind the API's back: the kept answer still shows the old title.
      await t.database.db.execute(sql`update blogs set title = 'Changed Behind' where id = ${blog._id}`);
      expect(await titles()).toContain('Card Before');
      expect((await titles('?limit=1'))[0]).toBe('Card Before');

      const edit = await send('PUT', `/api/v1/blog/edit/${blog._id}`, {
        title: 'Card After',
        content: `<p>${words(201)}</p>`,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(await titles()).toContain('Card After');
      expect(await titles()).not.toContain('Card Before');
      expect((await cards('?limit=1'))[0]).toMatchObject({ title: 'Card After', readingMinutes: 2 });

      const newer = await createOk('Card Newer');
      expect((await titles('?limit=1'))[0]).toBe('Card Newer');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/blog/delete/${newer._id}`,
        headers: admin,
      });
      expect(removed.statusCode).toBe(200);
      expect(await titles()).not.toContain('Card Newer');
      expect((await titles('?limit=1'))[0]).toBe('Card After');
    });
  });

  describe('POST and PUT /blog/edit/{id}', () => {
    it('updates fields, keeps the slug, and keeps the image when none is sent', async () => {
      const blog = await createOk('Meditation Research', await makeImage(700, 500));
      const res = await send('POST', `/api/v1/blog/edit/${blog._id}`, {
        title: 'Meditation Research, Revisited',
        summary: 'New summary',
        content: '<p>New <em>content</em><iframe src="https://evil.example"></iframe></p>',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: MSG.blogSaved });
      const edited: Blog = res.json().blog;
      expect(edited).toMatchObject({
        _id: blog._id,
        slug: blog.slug,
        title: 'Meditation Research, Revisited',
        summary: 'New summary',
        content: '<p>New <em>content</em></p>',
        image: blog.image,
        createdAt: blog.createdAt,
      });
      expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(blog.updatedAt));
      expect(filesOf(blog.image!)).toHaveLength(2);

      const put = await send('PUT', `/api/v1/blog/edit/${blog._id}`, { title: 'Put Works' });
      expect(put.statusCode).toBe(200);
      expect(put.json().blog).toMatchObject({ title: 'Put Works', slug: blog.slug, image: blog.image });
    });

    it('replacing the image deletes the old files unless another blog still uses them', async () => {
      const shared = await makeImage(640, 480);
      const first = await createOk('Uses Shared Image', shared);
      const second = await createOk('Also Uses Shared Image', shared);
      expect(second.image).toBe(first.image);

      const replaced = await send('POST', `/api/v1/blog/edit/${first._id}`, { title: 'Replaced' }, [
        imageFile(await makeImage(520, 300, 'jpeg')),
      ]);
      expect(replaced.statusCode).toBe(200);
      const newImage = replaced.json().blog.image as string;
      expect(newImage).not.toBe(first.image);
      expect(filesOf(newImage)).toHaveLength(2);
      // The second blog still shows the shared picture.
      expect(filesOf(first.image!)).toHaveLength(2);

      const again = await send('POST', `/api/v1/blog/edit/${second._id}`, { title: 'Replaced Too' }, [
        imageFile(await makeImage(330, 200, 'webp')),
      ]);
      expect(again.statusCode).toBe(200);
      expect(filesOf(first.image!)).toHaveLength(0);
      expect((await t.app.inject({ url: first.image! })).statusCode).toBe(404);
    });

    it('a rejected replacement keeps the blog and its image as they were', async () => {
      const blog = await createOk('Keeps Its Picture', await makeImage(400, 300));
      const before = mediaFiles();
      const res = await send('POST', `/api/v1/blog/edit/${blog._id}`, { title: 'Changed?' }, [
        imageFile(SVG_IMAGE, 'x.svg', 'image/svg+xml'),
      ]);
      expect(res.statusCode).toBe(415);
      expect((await t.app.inject({ url: `/api/v1/blog/${blog.slug}` })).json()).toEqual(blog);
      expect(mediaFiles()).toEqual(before);
    });

    it('answers 404 for unknown and malformed ids, storing nothing', async () => {
      const before = mediaFiles();
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' OR '1'='1"]) {
        const res = await send('POST', `/api/v1/blog/edit/${encodeURIComponent(id)}`, { title: 'x' }, [
          imageFile(await makeImage(100, 100)),
        ]);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().message).toBe(MSG.blogNotFound);
      }
      expect(mediaFiles()).toEqual(before);
    });

    it('answers 401 and 403 to callers who are not admins', async () => {
      const blog = await createOk('Guarded Edit');
      expect((await send('POST', `/api/v1/blog/edit/${blog._id}`, { title: 'x' }, [], {})).statusCode).toBe(
        401,
      );
      const res = await send('PUT', `/api/v1/blog/edit/${blog._id}`, { title: 'x' }, [], t.auth(t.userToken));
      expect(res.statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/v1/blog/${blog.slug}` })).json().title).toBe('Guarded Edit');
    });
  });

  describe('DELETE /blog/delete/{id}', () => {
    it('deletes the blog and its image files, keeping files another blog uses', async () => {
      const shared = await makeImage(610, 410);
      const a = await createOk('Delete Me', shared);
      const b = await createOk('Keep Me', shared);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/blog/delete/${a._id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: MSG.blogDeleted });
      expect((await t.app.inject({ url: `/api/v1/blog/${a.slug}` })).statusCode).toBe(404);
      expect(filesOf(b.image!)).toHaveLength(2);

      const last = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/blog/delete/${b._id}`,
        headers: admin,
      });
      expect(last.statusCode).toBe(200);
      expect(filesOf(b.image!)).toHaveLength(0);
    });

    it('answers 404 for unknown ids and refuses non-admins', async () => {
      const blog = await createOk('Not Deleted');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/blog/delete/${id}`,
          headers: admin,
        });
        expect(res.statusCode).toBe(404);
      }
      const anon = await t.app.inject({ method: 'DELETE', url: `/api/v1/blog/delete/${blog._id}` });
      expect(anon.statusCode).toBe(401);
      const user = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/blog/delete/${blog._id}`,
        headers: t.auth(t.userToken),
      });
      expect(user.statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/v1/blog/${blog.slug}` })).statusCode).toBe(200);
    });
  });

  describe('the /blogs/{slug} page', () => {
    it("carries the blog's title, description cut to 100 and image in its head", async () => {
      const summary = `${'A calm and careful look at attention. '.repeat(5)}`.trim();
      const res = await create({ title: 'Attention & "Awareness"', summary, content: '<p>x</p>' }, [
        imageFile(await makeImage(900, 600)),
      ]);
      const blog: Blog = res.json().blog;
      const page = await t.app.inject({ url: `/blogs/${blog.slug}` });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      const title =
        'Attention &amp; &quot;Awareness&quot; | Science and Spirituality Forum | MIT World Peace University';
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
      // Cut as the web app cuts it: at a word, 100 characters with the '...'.
      expect(html).toContain(
        '<meta name="description" content="A calm and careful look at attention. A calm and careful look at attention. A calm and careful...">',
      );
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).toContain(`<meta property="og:image" content="${blog.image}">`);
      expect(html).toContain(`<meta property="og:url" content="${t.config.publicUrl}/blogs/${blog.slug}">`);
    });

    it('answers 404 for an unknown slug', async () => {
      const page = await t.app.inject({ url: '/blogs/never-written' });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    });
  });

  it('/media answers 404 for unknown or malformed names', async () => {
    for (const url of [
      '/media/0123456789abcdef0123456789abcdef-480.webp',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/x.webp',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
