import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

const HOSTILE = [
  `Price: $' and $\` and $& and $$`,
  `"Quoted" </title><script>alert(1)</script> <meta http-equiv="refresh" content="0">`,
  `Close ]]> and control \u0001\u0008 characters`,
];

/** The single <head>…</head> of the page, and everything after it. */
function splitHead(html: string) {
  const start = html.indexOf('<head>');
  const end = html.indexOf('</head>');
  return { head: html.slice(start, end), count: html.split('</head>').length - 1 };
}

describe('page meta with hostile blog titles', async () => {
  const t = await createTestApp();
  const admin = t.auth(t.adminToken);

  const createBlog = async (title: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog/create',
      headers: admin,
      payload: { title, summary: title, content: '<p>Body</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().blog as { slug: string };
  };

  it('writes each title as text into the head: no markup, no pieces of the page template', async () => {
    for (const title of HOSTILE) {
      const blog = await createBlog(title);
      const res = await t.app.inject({ url: `/blogs/${encodeURIComponent(blog.slug)}` });
      expect(res.statusCode).toBe(200);
      const { head, count } = splitHead(res.body);
      expect(count, title).toBe(1);
      expect(head, title).not.toMatch(/<script|<meta http-equiv|<body|id="root"/i);
      expect(head.match(/<title>/g), title).toHaveLength(1);
      // The title's own characters, escaped for HTML, stand where the title goes.
      const escaped = title
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
      expect(head, title).toContain(`<title>${escaped} | `);
      expect(head, title).toContain(`<meta property="og:title" content="${escaped} | `);
    }
  });
});
