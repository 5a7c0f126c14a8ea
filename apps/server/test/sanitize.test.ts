import { describe, expect, it } from 'vitest';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitizeRichText } from '../src/content/sanitize.ts';
import { XSS_PAYLOADS } from './fixtures/xss-payloads.ts';

// What may survive is the sanitizer's own allow-list; the checks below hold whatever it says:
// nothing executable, and only the allowed URL schemes.
const allowedTags = new Set(ALLOWED_TAGS);
const isAllowedAttribute = (tag: string, name: string) => ALLOWED_ATTRIBUTES[tag]?.includes(name) ?? false;

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The scheme a browser would see: control characters and whitespace are ignored in it. */
const schemeOf = (url: string) => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(decodeEntities(url).replace(/[\u0000-\u0020\u007f]+/g, ''));
  return match ? match[1].toLowerCase() : null;
};

/** Every tag of sanitized output (which always quotes its attributes with "), with its attributes. */
function tagsOf(html: string) {
  const tags: Array<{ name: string; attributes: Record<string, string> }> = [];
  for (const m of html.matchAll(/<\s*([a-z0-9-]+)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/gi)) {
    const attributes: Record<string, string> = {};
    for (const a of m[2].matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g))
      attributes[a[1].toLowerCase()] = a[2] ?? '';
    tags.push({ name: m[1].toLowerCase(), attributes });
  }
  return tags;
}

/** Asserts `html` holds nothing a browser would execute. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*script/i);
  expect(html).not.toMatch(
    /<\s*\/?\s*(iframe|object|embed|form|meta|style|base|svg|math|link|frame|applet)\b/i,
  );
  // Inside any tag: no event-handler attribute, whatever the quoting.
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  for (const tag of tagsOf(html)) {
    expect(allowedTags.has(tag.name), `tag <${tag.name}>`).toBe(true);
    for (const [name, value] of Object.entries(tag.attributes)) {
      expect(isAllowedAttribute(tag.name, name), `attribute ${name} on <${tag.name}>`).toBe(true);
      if (name === 'href') {
        const scheme = schemeOf(value);
        expect(scheme === null || ['http', 'https', 'mailto', 'tel'].includes(scheme), value).toBe(true);
      }
      if (name === 'src') {
        const scheme = schemeOf(value);
        expect(scheme === null || ['http', 'https', 'data'].includes(scheme), value).toBe(true);
        if (scheme === 'data')
          expect(decodeEntities(value)).toMatch(/^data:image\/(png|jpeg|gif|webp|avif)/i);
      }
    }
    if (tag.name === 'a' && tag.attributes.target === '_blank') {
      expect(tag.attributes.rel).toContain('noopener');
    }
  }
}

describe('sanitizeRichText against known XSS payloads', () => {
  it('has a corpus of at least 50 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))('neutralises %s', (payload) => {
    const once = sanitizeRichText(payload);
    expectInert(once);
    // Sanitizing is stable: stored output passed through again (an edit) stays the same and inert.
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('neutralises payloads nested in ordinary formatting', () => {
    for (const payload of XSS_PAYLOADS) {
      expectInert(sanitizeRichText(`<p><strong>${payload}</strong></p><ul><li>${payload}</li></ul>`));
    }
  });
});

describe('sanitizeRichText keeps ordinary formatting', () => {
  it('keeps headings, paragraphs, emphasis, lists, quotes and code intact', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><h3>Small</h3><p>A <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, ' +
      '<u>under</u> and <s>struck</s> text.<br />Next line</p><ul><li>one</li><li>two</li></ul>' +
      '<ol><li>first</li></ol><blockquote>Quoted</blockquote><pre><code>a &lt; b &amp;&amp; c</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps allowed links and marks them to open safely in a new tab', () => {
    const out = sanitizeRichText(
      '<p><a href="https://mitwpu.edu.in/">site</a> <a href="mailto:ssf@mitwpu.edu.in">mail</a> <a href="tel:+912012345678">call</a></p>',
    );
    expect(out).toBe(
      '<p><a href="https://mitwpu.edu.in/" target="_blank" rel="noopener noreferrer">site</a> ' +
        '<a href="mailto:ssf@mitwpu.edu.in" target="_blank" rel="noopener noreferrer">mail</a> ' +
        '<a href="tel:+912012345678" target="_blank" rel="noopener noreferrer">call</a></p>',
    );
  });

  it('keeps http(s) and raster data images with alt and numeric sizes', () => {
    expect(sanitizeRichText('<img src="https://x.org/a.png" alt="A star" width="640" height="480">')).toBe(
      '<img src="https://x.org/a.png" alt="A star" width="640" height="480" />',
    );
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=" alt="">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />',
    );
    expect(sanitizeRichText('<img src="https://x.org/a.png" width="100%">')).toBe(
      '<img src="https://x.org/a.png" />',
    );
  });

  it('drops style, class and unknown attributes but keeps the text', () => {
    expect(sanitizeRichText('<p class="lead" style="color:red" data-x="1" id="p">Calm text</p>')).toBe(
      '<p>Calm text</p>',
    );
    expect(sanitizeRichText('<div><span>inside</span></div>')).toBe('inside');
  });

  it('keeps text that merely looks like code as text', () => {
    expect(sanitizeRichText('<p>Use 2 &lt; 3 and "quotes" &amp; onload=1</p>')).toBe(
      '<p>Use 2 &lt; 3 and "quotes" &amp; onload=1</p>',
    );
  });
});
