import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from './fixtures/xss-payloads.ts';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp } from './helpers.ts';

/**
 * The head the server writes into a record's page (title, description, Open Graph, JSON-LD) with
 * hostile titles and descriptions: quotes, angle brackets, `</script>` and the XSS corpus must
 * leave the head with exactly the tags a harmless record's page has, every attribute value free
 * of raw markup, and any JSON-LD still the record's own text, with no `<` to end its script.
 */
const HOSTILE = [
  `"'><script>alert(1)</script>`,
  `</script><script>alert(1)</script><!--`,
  `</title><meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `"onmouseover="alert(1)" x="`,
  `<!--<script>--></head><body onload=alert(1)>`,
  `]]></script>\u2028\u2029 & &amp; &lt;`,
  ...XSS_PAYLOADS.filter((p) => !p.includes('\u0000')).slice(0, 40),
];

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
/** The tag names of a piece of HTML, in order (`title`, `/title`, `meta`, ...). */
const tagNames = (html: string) =>
  [...html.matchAll(/<(\/?[a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1].toLowerCase());

function checkHead(html: string, baseline: string[], text: string) {
  const head = headOf(html);
  // Outside the JSON-LD, the only tags are the template's.
  const withoutJson = head.replace(/(<script type="application\/ld\+json">)[\s\S]*?(<\/script>)/g, '$1$2');
  expect(tagNames(withoutJson), text).toEqual(baseline);
  for (const [, value] of withoutJson.matchAll(/\scontent="([^"]*)"/g))
    expect(value, text).not.toMatch(/[<>]/);
  expect(withoutJson.match(/<title>([^<]*)<\/title>/)?.[1], text).not.toMatch(/[<>"]/);
  for (const [, json] of head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    expect(json, text).not.toMatch(/<|\u2028|\u2029/);
    expect(() => JSON.parse(json), text).not.toThrow();
  }
}

describe('page meta of record pages with hostile text', async () => {
  const t = await createTestApp();
  const admin = t.auth(t.adminToken);
  const blog = async (title: string, summary: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog/create',
      headers: admin,
      payload: { title: title.slice(0, 200), summary: summary.slice(0, 500), content: '<p>Body</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return `/blogs/${encodeURIComponent(res.json().blog.slug)}`;
  };

  it('a blog page: title, description and Open Graph tags escape everything', async () => {
    const page = await t.app.inject({ url: await blog('A plain title', 'A plain summary') });
    const baseline = tagNames(headOf(page.body));
    expect(baseline).toContain('title');
    for (const text of HOSTILE) {
      const res = await t.app.inject({ url: await blog(text, text) });
      expect(res.statusCode, text).toBe(200);
      checkHead(res.body, baseline, text);
    }
  });

  it('an event page, when events exist: the same, and its JSON-LD keeps the text without a way out', async () => {
    const probe = await t.app.inject({ url: '/api/v1/events/all' });
    if (probe.statusCode === 404) return;
    const cover = await makeImage(20, 20, 'png');
    const event = async (title: string, description: string) => {
      const { payload, headers } = await formBody(
        {
          title: title.slice(0, 200),
          description: `<p>About ${description}</p>`,
          eventType: 'upcoming',
          eventDate: '2031-01-10T18:00',
          buttonText: title.slice(0, 100),
          buttonLink: 'https://example.org/',
        },
        [{ field: 'coverImage', data: cover, name: 'c.png', type: 'image/png' }],
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/events/create',
        payload,
        headers: { ...admin, ...headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      return `/events/${res.json().event._id}`;
    };
    const page = await t.app.inject({ url: await event('A plain event', 'A plain description') });
    const baseline = tagNames(headOf(page.body));
    for (const text of HOSTILE.slice(0, 12)) {
      const res = await t.app.inject({ url: await event(text, text) });
      expect(res.statusCode, text).toBe(200);
      checkHead(res.body, baseline, text);
      const [, json] =
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(headOf(res.body)) ?? [];
      if (json) expect((JSON.parse(json) as { name?: string }).name, text).toBe(text.slice(0, 200).trim());
    }
  });
});
