// XML 1.0 forbids most control characters even when escaped: a text may still carry one (only
// invisible format characters are cleaned away), and the document must parse, so they are dropped.
// (Lone surrogates never get this far: the API refuses text that is not well-formed.)
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text for XML or SVG content or a double-quoted attribute: the five XML specials as entities. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
