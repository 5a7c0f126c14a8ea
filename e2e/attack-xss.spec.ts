import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../apps/server/test/fixtures/xss-payloads.ts';
import { choose, expect, test } from './fixtures.ts';

// The server refuses U+0000 in any text with 400 (its own defence), so those payloads cannot be stored.
const PAYLOADS = XSS_PAYLOADS.filter((p) => !p.includes('\u0000'));

/**
 * Stored XSS, rendered: every payload of the corpus goes through every field a page shows (blog
 * title, summary and content; a drive's title, description, questions, placeholders, options,
 * success and closed texts, and an answer; an event's title, description and button; a team
 * member's name and designation; a gallery image's alt text), saved
 * through the API, then the pages are loaded in Chromium. Nothing may run: window.alert, confirm,
 * prompt and print are hooked before any page script, the Content-Security-Policy violations are
 * counted (an inline handler or script that reached the DOM is reported as one), no dialog may
 * open, and no element may carry an event handler attribute or a javascript: URL.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const stamp = Date.now().toString(36);

/** The payloads packed into texts of at most `max` characters (a longer payload is cut). */
function pack(max: number, sep = ' '): string[] {
  const out: string[] = [];
  let current = '';
  for (const raw of PAYLOADS) {
    const p = raw.slice(0, max);
    if (current && current.length + sep.length + p.length > max) {
      out.push(current);
      current = p;
    } else current = current ? `${current}${sep}${p}` : p;
  }
  if (current) out.push(current);
  return out;
}
const ALL = PAYLOADS.join('\n');

declare global {
  interface Window {
    __xss: string[];
  }
}

/** Hooks every way a payload could show it ran, before any script of the page. */
async function armPage(page: Page, seen: string[]) {
  await page.addInitScript(() => {
    window.__xss = [];
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        configurable: false,
        writable: false,
        value: (...args: unknown[]) => {
          window.__xss.push(`${name}(${String(args[0])})`);
          return null;
        },
      });
    }
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__xss.push(`CSP ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  page.on('dialog', (d) => {
    seen.push(`dialog ${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
}

/** What ran or was blocked on the page as it is now, plus any hostile attribute in its DOM. */
async function findings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = [...window.__xss];
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore them in a URL's scheme
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (attr.name.toLowerCase().startsWith('on')) out.push(`<${el.localName} ${attr.name}>`);
        else if (
          /^(javascript|vbscript|data:text\/html)/.test(value) &&
          /href|src|action|data|poster/.test(attr.name)
        )
          out.push(`<${el.localName} ${attr.name}="${attr.value.slice(0, 60)}">`);
      }
      if (['iframe', 'object', 'embed', 'frame', 'base', 'meta'].includes(el.localName) && el.closest('body'))
        out.push(`<${el.localName}> in the body`);
      // The server-rendered page's data is a script element of type application/json (a data
      // block the browser never runs), and the loader of the app's code, the one inline script the
      // policy allows (by its hash), is a child of the body itself, outside the drawn content.
      const isPageData = el.id === 'ssf-state' && (el as HTMLScriptElement).type === 'application/json';
      const isAppLoader =
        el.parentElement === document.body &&
        el.hasAttribute('data-entry') &&
        document.querySelectorAll('script[data-entry]').length === 1;
      if (
        el.localName === 'script' &&
        el.closest('body') &&
        !(el as HTMLScriptElement).src &&
        !isPageData &&
        !isAppLoader
      )
        out.push('an inline <script> in the body');
    }
    return out;
  });
}

async function visit(page: Page, path: string, seen: string[], ready: (p: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  // Let lazy images fail and deferred handlers fire, if any could.
  await page.mouse.move(200, 300);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  for (const f of await findings(page)) seen.push(`${path}: ${f}`);
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1 x 1 PNG of the given colour (distinct bytes, so each is stored as its own picture). */
function pngOf(r: number, g: number, b: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, r, g, b]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every `_id` in an answer. */
const idsIn = (value: unknown): string[] =>
  !value || typeof value !== 'object'
    ? []
    : [
        ...(typeof (value as { _id?: unknown })._id === 'string' ? [(value as { _id: string })._id] : []),
        ...Object.values(value).flatMap(idsIn),
      ];

interface Made {
  blogs: Array<{ _id: string; slug: string }>;
  events: string[];
  team: string[];
  gallery: string[];
  drive: string | null;
  previouslyActive: Record<string, unknown> | null;
}
const made: Made = { blogs: [], events: [], team: [], gallery: [], drive: null, previouslyActive: null };

async function ok(res: import('@playwright/test').APIResponse, what: string) {
  expect(res.status(), `${what}: ${(await res.text()).slice(0, 300)}`).toBeLessThan(300);
  return res.json();
}

const DRIVE_INPUT_KEYS = [
  'title',
  'description',
  'isActive',
  'applicationDeadline',
  'maxApplications',
  'customQuestions',
  'successMessage',
  'closedMessage',
  'whatsappGroupUrl',
];
const driveInput = (d: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(DRIVE_INPUT_KEYS.map((k) => [k, d[k]])),
  ...over,
});

test('the corpus is large enough', () => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
});

test('the detectors see a payload that reaches the page (control)', async ({ page }) => {
  const seen: string[] = [];
  await armPage(page, seen);
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Once the app has taken the page over: taking it over redraws what it does not know of.
  await expect(page.getByTestId('welcome-preloader')).toHaveCount(0);
  await page.evaluate(() => {
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<img src="/x.png" onerror="alert(1)">');
    window.alert('direct');
  });
  await page.waitForTimeout(500);
  const found = await findings(page);
  expect(found).toContain('alert(direct)');
  expect(found).toContain('<img onerror>');
  expect(found.some((f) => f.startsWith('CSP script-src'))).toBe(true);
});

test('blog titles, summaries and content: nothing runs on the list, a post or the admin list', async ({
  page,
  browser,
  adminRequest,
  adminToken,
  baseURL,
}) => {
  const titles = pack(200);
  const summaries = pack(500);
  for (const [i, title] of titles.entries()) {
    const body = await ok(
      await adminRequest.post('/api/v1/blog/create', {
        data: {
          title,
          summary: summaries[i % summaries.length],
          content: i === 0 ? PAYLOADS.map((p) => `<p>${p}</p>`).join('') : `<p>${ALL.slice(0, 2000)}</p>`,
        },
      }),
      `blog ${i}`,
    );
    made.blogs.push(body.blog);
  }

  const seen: string[] = [];
  await armPage(page, seen);
  await visit(page, '/blogs', seen, async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(p.getByText(titles[0].slice(0, 30), { exact: false }).first()).toBeVisible();
  });
  for (const blog of made.blogs.slice(0, 3)) {
    await visit(page, `/blogs/${encodeURIComponent(blog.slug)}`, seen, async (p) => {
      await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }

  // The admin's list shows the titles too.
  const context = await browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: 'token', value: adminToken }] }],
    },
  });
  const admin = await context.newPage();
  await armPage(admin, seen);
  for (let n = 1; n <= Math.ceil(titles.length / 10); n++) {
    await visit(admin, `/admin/blog?page=${n}`, seen, async (p) => {
      await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(p.getByRole('main').getByRole('listitem').first()).toBeVisible();
    });
  }
  // The editor loads a post's stored content.
  await visit(admin, `/admin/blog/edit/${encodeURIComponent(made.blogs[0].slug)}`, seen, async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
  await context.close();
  expect(seen).toEqual([]);
});

test('a drive full of payloads: nothing runs on the form, the success and closed texts or the admin page', async ({
  page,
  browser,
  adminRequest,
  adminToken,
  baseURL,
}) => {
  const all = (await ok(await adminRequest.get('/api/v1/recruitment/admin/all'), 'drives')) as
    | Array<Record<string, unknown>>
    | { data: Array<Record<string, unknown>> };
  const drives = Array.isArray(all) ? all : all.data;
  made.previouslyActive = drives.find((d) => d.isActive) ?? null;

  const questionTexts = pack(500);
  const options = PAYLOADS.map((p, i) => `${i} ${p}`.slice(0, 200));
  const placeholders = pack(200);
  const customQuestions = [
    ...questionTexts.map((question, i) => ({
      question,
      type: i % 2 ? 'text' : 'textarea',
      placeholder: placeholders[i % placeholders.length],
      required: false,
    })),
    { question: `radio ${PAYLOADS[0]}`, type: 'radio', options: options.slice(0, 50), required: false },
    {
      question: `checkbox ${PAYLOADS[1]}`,
      type: 'checkbox',
      options: options.slice(50, 100),
      required: false,
    },
    {
      question: `dropdown ${PAYLOADS[2]}`,
      type: 'dropdown',
      options: options.slice(100, 150),
      required: false,
    },
    { question: 'About you', type: 'textarea', required: false },
  ];
  const input = {
    title: pack(200)[0],
    description: ALL.slice(0, 10_000),
    isActive: true,
    applicationDeadline: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    maxApplications: 100,
    customQuestions,
    successMessage: pack(2000)[0],
    closedMessage: pack(2000)[1] ?? pack(2000)[0],
    whatsappGroupUrl: 'https://chat.whatsapp.com/XssDrive',
  };
  const created = await ok(
    await adminRequest.post('/api/v1/recruitment/admin/create', { data: input }),
    'drive',
  );
  made.drive = created.data._id;

  const seen: string[] = [];
  await armPage(page, seen);
  await visit(page, '/recruitment', seen, async (p) => {
    await expect(p.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  });

  // A student applies with payloads as an answer: the success text is shown.
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await choose(page.getByRole('radio', { name: 'Female' }));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`xss.${stamp}@mitwpu.edu.in`);
  await page.getByLabel('PRN').fill(`XSS${stamp}`);
  await page.getByLabel('Year').selectOption('SY');
  await page.getByLabel('Course').selectOption('Other');
  await page.getByLabel('About you').fill(ALL.slice(0, 5000));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toBeVisible();
  await page.waitForTimeout(300);
  for (const f of await findings(page)) seen.push(`/recruitment after applying: ${f}`);

  // The drive closed: the closed text is shown.
  await ok(
    await adminRequest.put(`/api/v1/recruitment/admin/update/${made.drive}`, {
      data: driveInput(created.data, { isActive: false }),
    }),
    'close the drive',
  );
  await visit(page, '/recruitment', seen, async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  // The admin's drives, the drive's editor and its applications.
  const context = await browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: 'token', value: adminToken }] }],
    },
  });
  const admin = await context.newPage();
  await armPage(admin, seen);
  await visit(admin, '/admin/recruitment', seen, async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
  const card = admin
    .getByRole('article')
    .filter({ hasText: input.title.slice(0, 20) })
    .first();
  await card.getByRole('button', { name: /edit/i }).first().click();
  await expect(admin.getByRole('dialog').first()).toBeVisible();
  await admin.waitForTimeout(300);
  for (const f of await findings(admin)) seen.push(`drive editor: ${f}`);
  await admin.keyboard.press('Escape');
  await card.getByRole('button', { name: /View applications/i }).click();
  await expect(admin.getByText('Rao').first()).toBeVisible();
  await admin.getByText('Rao').first().click();
  await admin.waitForTimeout(500);
  for (const f of await findings(admin)) seen.push(`applications: ${f}`);
  await context.close();

  expect(seen).toEqual([]);
});

test('event titles, descriptions and buttons: nothing runs on the list or an event page', async ({
  page,
  adminRequest,
}) => {
  const titles = pack(200);
  const buttons = pack(100);
  const when = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
  for (const [i, title] of titles.entries()) {
    const body = await ok(
      await adminRequest.post('/api/v1/events/create', {
        multipart: {
          title,
          description: i === 0 ? PAYLOADS.map((p) => `<p>${p}</p>`).join('') : `<p>${ALL.slice(0, 1000)}</p>`,
          eventType: 'upcoming',
          eventDate: when(400 + i),
          buttonText: buttons[i % buttons.length],
          buttonLink: 'https://example.org/register',
          coverImage: { name: 'cover.png', mimeType: 'image/png', buffer: PNG_1X1 },
        },
      }),
      `event ${i}`,
    );
    made.events.push(body.event._id);
  }
  const seen: string[] = [];
  await armPage(page, seen);
  await visit(page, '/events', seen, async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
  for (const id of made.events.slice(0, 2)) {
    await visit(page, `/events/${id}`, seen, async (p) => {
      await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }
  expect(seen).toEqual([]);
});

test('team names and designations, gallery alt texts: nothing runs on their pages', async ({
  page,
  browser,
  adminRequest,
  adminToken,
  baseURL,
}) => {
  {
    const names = pack(100);
    const designations = pack(100);
    for (const [i, name] of names.entries()) {
      const body = await ok(
        await adminRequest.post('/api/v1/team/add', {
          multipart: {
            name,
            designation: designations[(i + 7) % designations.length],
            email: `xss.${stamp}.${i}@example.org`,
            linkedin: 'https://www.linkedin.com/in/xss',
            role: ['Faculty Advisor', 'Post Holder', 'Team Lead', 'Member'][i % 4],
            photo: { name: 'p.png', mimeType: 'image/png', buffer: pngOf(i, 10, 20) },
          },
        }),
        `team member ${i}`,
      );
      made.team.push(body.member._id);
    }
  }
  {
    const alts = pack(300).slice(0, 30);
    const form = new FormData();
    for (const [i, alt] of alts.entries()) {
      form.append('image', new Blob([new Uint8Array(pngOf(200, i, 30))], { type: 'image/png' }), `g${i}.png`);
      form.append('alt', alt);
    }
    made.gallery.push(
      ...idsIn(await ok(await adminRequest.post('/api/v1/gallery/upload', { multipart: form }), 'gallery')),
    );
  }

  const seen: string[] = [];
  await armPage(page, seen);
  for (const path of ['/team', '/gallery']) {
    await visit(page, path, seen, async (p) => {
      await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(p.getByRole('img').first()).toBeVisible();
    });
  }
  // The gallery's lightbox shows an image's alt text large.
  const first = page.getByRole('button', { name: /xss|alert|script|img|svg/i }).first();
  await expect(first).toBeVisible();
  await first.click();
  await page.waitForTimeout(300);
  for (const f of await findings(page)) seen.push(`gallery lightbox: ${f}`);
  await page.keyboard.press('Escape');
  const context = await browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: 'token', value: adminToken }] }],
    },
  });
  const admin = await context.newPage();
  await armPage(admin, seen);
  for (const path of ['/admin/team', '/admin/gallery']) {
    await visit(admin, path, seen, async (p) => {
      await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }
  await context.close();
  expect(seen).toEqual([]);
});

test.afterAll(async ({ playwright, baseURL }) => {
  // Leave the shared database as the other specs expect it: the records made here go, and the
  // drive that was open is open again.
  const { loginToken } = await import('./fixtures.ts');
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = await import('./constants.ts');
  const anon = await playwright.request.newContext({ baseURL });
  const token = await loginToken(anon, ADMIN_EMAIL, ADMIN_PASSWORD);
  await anon.dispose();
  const api: APIRequestContext = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  for (const blog of made.blogs) await api.delete(`/api/v1/blog/delete/${blog._id}`);
  for (const id of made.events) await api.delete(`/api/v1/events/delete/${id}`);
  for (const id of made.team) await api.delete(`/api/v1/team/delete/${id}`);
  for (const id of made.gallery) await api.delete(`/api/v1/gallery/delete/${id}`);
  if (made.drive) await api.delete(`/api/v1/recruitment/admin/delete/${made.drive}`);
  if (made.previouslyActive) {
    const res = await api.put(`/api/v1/recruitment/admin/update/${made.previouslyActive._id}`, {
      data: driveInput(made.previouslyActive, { isActive: true }),
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await api.dispose();
});
