import sanitizeHtml from 'sanitize-html';
import { DATA_IMAGE_PATTERN, IMAGE_PROTOCOLS, LINK_PROTOCOLS } from '@ssf/domain/rich-text';

/** The tags stored rich text may hold. */
export const ALLOWED_TAGS: readonly string[] = [
  ...['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's'],
  ...['blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'a', 'img'],
];

/** The attributes each tag may keep; every other attribute of every tag is dropped. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

/**
 * The allow-list for stored rich text (blog content, event descriptions): text formatting,
 * headings, lists, quotes, code, links (http, https, mailto, tel) and images (http, https, raster
 * data:image), nothing else: no script, iframe, style or event handler. Every attribute
 * not listed is dropped (so no event handler, style or class survives), and URLs are checked by
 * scheme after the parser has decoded entities, so encoded "javascript:" tricks are caught.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...LINK_PROTOCOLS],
  allowedSchemesByTag: { img: [...IMAGE_PROTOCOLS] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/x" would silently leave the site; absolute http(s) URLs are required instead.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Whole subtrees dropped with their text: their content is code or markup, never prose.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'select',
    'head',
  ],
  allowedIframeHostnames: [],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    // Links open in a new tab without giving the target page a handle on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...withoutKeys(attribs, ['target', 'rel']), target: '_blank', rel: 'noopener noreferrer' },
    }),
    img: (tagName, attribs) => {
      const next: Record<string, string> = {};
      const src = (attribs.src ?? '').trim();
      // data: images must be raster pictures: SVG can carry script, data:text/html is a page.
      if (src && (!/^data:/i.test(src) || DATA_IMAGE_PATTERN.test(src))) next.src = src;
      if (attribs.alt !== undefined) next.alt = attribs.alt;
      for (const key of ['width', 'height'] as const) {
        if (/^\d{1,5}$/.test(attribs[key] ?? '')) next[key] = attribs[key];
      }
      return { tagName, attribs: next };
    },
  },
  // An image whose source was refused is removed rather than left as a broken picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function withoutKeys(attribs: sanitizeHtml.Attributes, keys: string[]): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const [k, v] of Object.entries(attribs)) if (!keys.includes(k)) out[k] = v;
  return out;
}

/** Stored-HTML form of untrusted rich text. Applied on every write (create and edit). */
export function sanitizeRichText(html: string): string {
  // Removing a disallowed element can bring together tags that the parser then nests differently
  // on the next read (a link inside a table inside a link becomes a link directly inside a link),
  // so the first pass is not always what a second pass, such as saving an edit, would keep.
  // Sanitizing again until nothing changes stores the form that stays as it is.
  let out = sanitizeHtml(html, OPTIONS).trim();
  for (let pass = 0; pass < 3; pass++) {
    const again = sanitizeHtml(out, OPTIONS).trim();
    if (again === out) break;
    out = again;
  }
  return out;
}
