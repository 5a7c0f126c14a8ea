import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp } from './helpers.ts';

/**
 * A stand-in for the web build with the page preloads it writes (dist/.vite/page-preloads.json,
 * from apps/web/src/app/page-preloads.ts): the page's <head> announces the page's code, its first
 * API reads and its top image, so a first visit fetches them beside the main script.
 */
function fakeWebBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-web-preloads-'));
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--app-head-->' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  const pages = {
    layout: { scripts: ['/assets/public-layout-1.js'], styles: [], data: ['/site'] },
    home: {
      scripts: ['/assets/home-page-1.js'],
      styles: ['/assets/home-page-1.css'],
      data: [],
      image: '/media-assets/hero-poster.webp',
    },
    blog: {
      scripts: ['/assets/blog-page-1.js', '/assets/public-layout-1.js'],
      styles: [],
      data: ['/blog/:slug', '/blog/cards?limit=4'],
      metaImageSizes: '(min-width: 1024px) 860px, 100vw',
    },
    events: {
      scripts: [],
      styles: [],
      data: ['/events/all'],
      leadImageSizes: '(min-width: 640px) 50vw, 100vw',
    },
    event: {
      scripts: [],
      styles: [],
      data: ['/events/:id'],
      metaImageSizes: '(min-width: 896px) 848px, calc(100vw - 2rem)',
    },
    // A damaged entry is left out, never pasted into the page.
    blogs: {
      scripts: ['/assets/x.js"><script>alert(1)</script>', '//elsewhere.example/x.js'],
      data: ['/blog/cards'],
    },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'page-preloads.json'), JSON.stringify({ pages }));
  return dir;
}

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
/** The head's preload links (its canonical link and icons are another concern). */
const links = (html: string) =>
  [...headOf(html).matchAll(/<link [^>]*>/g)]
    .map((m) => m[0])
    .filter((l) => /rel="(?:preload|modulepreload)"/.test(l));

describe('preload links in the page HTML', async () => {
  const dist = fakeWebBuild();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const t = await createTestApp({ WEB_DIST: dist });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** Creates a record through the admin's form with one picture (`width` px wide) in `field`. */
  const createWithPicture = async (
    url: string,
    fields: Record<string, string>,
    field: string,
    width: number,
  ) => {
    const { payload, headers } = await formBody(fields, [
      { field, data: await makeImage(width, 500, 'png'), name: 'c.png', type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...t.auth(t.adminToken), ...headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("announces the home page's image, the layout's data and both pages' code", async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(links(res.body)).toEqual([
      '<link rel="preload" as="image" href="/media-assets/hero-poster.webp" fetchpriority="high">',
      '<link rel="preload" as="fetch" href="/api/v1/site" crossorigin>',
      '<link rel="preload" as="style" href="/assets/home-page-1.css" crossorigin>',
      '<link rel="modulepreload" href="/assets/public-layout-1.js" crossorigin>',
      '<link rel="modulepreload" href="/assets/home-page-1.js" crossorigin>',
    ]);
  });

  it("fills the page's API reads from its address and lists each file once", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog/create',
      headers: t.auth(t.adminToken),
      payload: { title: 'Preloaded blog', summary: 'A summary', content: '<p>Body</p>' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const slug = encodeURIComponent(created.json().blog.slug);
    const res = await get(`/blogs/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(links(res.body)).toEqual([
      '<link rel="preload" as="fetch" href="/api/v1/site" crossorigin>',
      `<link rel="preload" as="fetch" href="/api/v1/blog/${slug}" crossorigin>`,
      '<link rel="preload" as="fetch" href="/api/v1/blog/cards?limit=4" crossorigin>',
      '<link rel="modulepreload" href="/assets/public-layout-1.js" crossorigin>',
      '<link rel="modulepreload" href="/assets/blog-page-1.js" crossorigin>',
    ]);
  });

  it("announces a blog's cover with the srcset and sizes the page draws it at", async () => {
    const created = await createWithPicture(
      '/api/v1/blog/create',
      { title: 'Blog with a cover', summary: 'A summary', content: '<p>Body</p>' },
      'image',
      1200,
    );
    const { slug, image } = created.blog as { slug: string; image: string };
    const hash = /^http:\/\/localhost:5000\/media\/([0-9a-f]{32})-1200\.webp$/.exec(image)?.[1];
    expect(hash, image).toBeTruthy();
    const res = await get(`/blogs/${encodeURIComponent(slug)}`);
    expect(links(res.body)[0]).toBe(
      `<link rel="preload" as="image" imagesrcset="/media/${hash}-480.webp 480w, /media/${hash}-720.webp 720w, /media/${hash}-960.webp 960w, /media/${hash}-1200.webp 1200w" imagesizes="(min-width: 1024px) 860px, 100vw" fetchpriority="high">`,
    );
  });

  it("announces the picture of the events page's first card: the soonest upcoming event's", async () => {
    const create = async (fields: Record<string, string>, width: number) => {
      const created = await createWithPicture(
        '/api/v1/events/create',
        { title: `Event ${width}`, description: '<p>A talk</p>', ...fields },
        'coverImage',
        width,
      );
      const { coverImage } = created.event as { coverImage: string };
      return /^http:\/\/localhost:5000\/media\/([0-9a-f]{32})-\d+\.webp$/.exec(coverImage)?.[1];
    };
    const upcoming = {
      eventType: 'upcoming',
      buttonText: 'Register',
      buttonLink: 'https://forms.example.org/r',
    };
    const soonest = await create({ ...upcoming, eventDate: '2031-12-05T18:30' }, 1000);
    await create({ ...upcoming, eventDate: '2031-12-20T18:30' }, 1001);
    await create({ eventType: 'previous', eventDate: '2026-03-14T19:30' }, 1002);
    expect(soonest).toBeTruthy();

    const [first] = links((await get('/events')).body);
    expect(first).toContain(
      `imagesrcset="/media/${soonest}-480.webp 480w, /media/${soonest}-720.webp 720w, /media/${soonest}-960.webp 960w`,
    );
    expect(first).toContain('imagesizes="(min-width: 640px) 50vw, 100vw" fetchpriority="high"');
    // Another page of the list starts with other cards: no picture is announced for it.
    expect(links((await get('/events?page=2')).body).filter((l) => l.includes('as="image"'))).toEqual([]);
  });

  it("announces an event's cover with the srcset and sizes its page draws it at", async () => {
    const created = await createWithPicture(
      '/api/v1/events/create',
      {
        title: 'Event with a cover',
        description: '<p>A talk</p>',
        eventType: 'previous',
        eventDate: '2026-03-14T19:30',
      },
      'coverImage',
      1100,
    );
    const { _id, coverImage } = created.event as { _id: string; coverImage: string };
    const hash = /\/media\/([0-9a-f]{32})-1100\.webp$/.exec(coverImage)?.[1];
    expect(hash, coverImage).toBeTruthy();
    expect(links((await get(`/events/${_id}`)).body)[0]).toBe(
      `<link rel="preload" as="image" imagesrcset="/media/${hash}-480.webp 480w, /media/${hash}-720.webp 720w, /media/${hash}-960.webp 960w, /media/${hash}-1100.webp 1100w" imagesizes="(min-width: 896px) 848px, calc(100vw - 2rem)" fetchpriority="high">`,
    );
  });

  it('leaves out an entry that is not a plain path of this site', async () => {
    const res = await get('/blogs');
    expect(res.body).not.toContain('alert(1)');
    expect(res.body).not.toContain('elsewhere.example');
    expect(links(res.body)).toContain(
      '<link rel="preload" as="fetch" href="/api/v1/blog/cards" crossorigin>',
    );
  });

  it('announces nothing for a page the build lists nothing for, or a missing page', async () => {
    for (const url of ['/admin/login', '/team', '/no/such/page']) {
      expect(links((await get(url)).body), url).toEqual([]);
    }
  });

  it("does not serve the build's notes", async () => {
    expect((await get('/.vite/page-preloads.json')).body).not.toContain('public-layout-1.js');
  });
});
