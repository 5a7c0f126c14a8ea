/**
 * URL rules of the rich-text editor and of the server's sanitizer: links only
 * http, https, mailto and tel; images only http, https and raster data:image URLs. One place, so
 * the editor refuses exactly what the server would strip.
 */

export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
export const IMAGE_PROTOCOLS = ['http', 'https', 'data'] as const;

/** data: images the browser renders as pictures only (SVG can carry script, so it is not here). */
export const DATA_IMAGE_PATTERN = /^data:image\/(png|jpeg|jpg|gif|webp|avif)(;[a-z0-9=._+-]+)*,/i;

function protocolOf(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return match ? match[1].toLowerCase() : null;
}

// Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so they
// are removed before the scheme is read.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const normalize = (url: string) => url.trim().replace(/[\u0000-\u001f\u007f\s]+/g, '');

/** The link URL if its protocol is allowed, else '' (the editor then sets no link). */
export function safeLinkUrl(input: string): string {
  const url = normalize(input);
  const protocol = protocolOf(url);
  return protocol && (LINK_PROTOCOLS as readonly string[]).includes(protocol) ? url : '';
}

/** The image URL if it is http, https or a raster data:image, else ''. */
export function safeImageUrl(input: string): string {
  const url = normalize(input);
  const protocol = protocolOf(url);
  if (protocol === 'http' || protocol === 'https') return url;
  if (protocol === 'data' && DATA_IMAGE_PATTERN.test(url)) return url;
  return '';
}
