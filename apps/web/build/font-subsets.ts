import subsetFont from 'subset-font';

/**
 * Each face of the site is split at build time into two files by unicode-range
 * (docs/decisions/0239-font-subsets.md): a core file with what the site's own texts and usual
 * English content use, which every page preloads, and a rest file with the remainder of the
 * face's Latin range, which the browser fetches only for a page that has one of those characters.
 * The preloaded bytes are what a slow phone downloads before its first text paint.
 */

/** Inclusive ranges of code points, sorted and apart (not even touching). */
export type CodePointRanges = Array<[first: number, last: number]>;

/**
 * ASCII signs that neither the site's own texts nor its demo content draw, and English prose
 * seldom does: they are left to the rest file, so that the preloaded sans core fits in one
 * initial congestion window (see PRELOAD_BYTE_LIMIT).
 */
export const RARE_ASCII = '$<=>\\^_`{|}~';

/**
 * The core's characters. Besides printable ASCII less RARE_ASCII, the site's own typography:
 * no-break space, ©, middle dot (meta lines), × (close buttons), en and em dashes, curly quotes,
 * bullet and ellipsis. The control characters (C0, DEL, C1) have no glyph in either face; they are
 * in the core so that a tab or a newline of preformatted text never makes a page fetch the rest
 * file. Other characters the site writes (← → ✓ ✗ ⌘ ₹) are outside the Latin files altogether and
 * come from the system's fonts, as before; the form builder's ↑ and ↓ and ® are in the rest file.
 */
export const CORE_RANGES: CodePointRanges = filterRanges(
  normalize([
    [0x0000, 0x00a0],
    [0x00a9, 0x00a9],
    [0x00b7, 0x00b7],
    [0x00d7, 0x00d7],
    [0x2013, 0x2014],
    [0x2018, 0x2019],
    [0x201c, 0x201d],
    [0x2022, 0x2022],
    [0x2026, 0x2026],
  ]),
  normalize([...RARE_ASCII].map((c) => [c.charCodeAt(0), c.charCodeAt(0)])),
  false,
);

/**
 * The most a preloaded core file may weigh. A new connection's first round trip carries ten TCP
 * segments (Linux's initial congestion window, 14,600 bytes); a file that fits, with its response
 * headers (about 300 bytes here), arrives a whole round trip sooner than one just over, and on a
 * slow phone the first view's fonts are on new connections beside the page's pictures.
 */
export const PRELOAD_BYTE_LIMIT = 14_200;

/** Sorted, with overlapping and adjacent ranges merged. */
export function normalize(ranges: CodePointRanges): CodePointRanges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: CodePointRanges = [];
  for (const [first, last] of sorted) {
    const prev = out.at(-1);
    if (prev && first <= prev[1] + 1) prev[1] = Math.max(prev[1], last);
    else out.push([first, last]);
  }
  return out;
}

/** A CSS unicode-range value (`U+20-7E, U+A0, U+4??`, as written or as minified) as ranges. */
export function parseUnicodeRange(value: string): CodePointRanges {
  return normalize(
    value.split(',').map((part) => {
      const m = /^\s*U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
      if (!m) throw new Error(`unicode-range: cannot read "${part.trim()}"`);
      const [, start, end] = m;
      if (start.includes('?'))
        return [parseInt(start.replace(/\?/g, '0'), 16), parseInt(start.replace(/\?/g, 'F'), 16)];
      return [parseInt(start, 16), parseInt(end ?? start, 16)];
    }),
  );
}

/** Ranges as a CSS unicode-range value. */
export function formatUnicodeRange(ranges: CodePointRanges): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

/** The code points of `a` that are in `b` (`keep`) or not in `b` (`!keep`). */
function filterRanges(a: CodePointRanges, b: CodePointRanges, keep: boolean): CodePointRanges {
  const out: CodePointRanges = [];
  for (const [first, last] of a) {
    let cursor = first;
    for (const [bf, bl] of b) {
      if (bl < cursor || bf > last) continue;
      if (bf > cursor && !keep) out.push([cursor, bf - 1]);
      if (keep) out.push([Math.max(cursor, bf), Math.min(last, bl)]);
      cursor = bl + 1;
      if (cursor > last) break;
    }
    if (cursor <= last && !keep) out.push([cursor, last]);
  }
  return normalize(out);
}

/** A face's range split into the core's part and the rest: apart, and together the whole. */
export function splitRanges(range: CodePointRanges): { core: CodePointRanges; rest: CodePointRanges } {
  return { core: filterRanges(range, CORE_RANGES, true), rest: filterRanges(range, CORE_RANGES, false) };
}

/** Every code point of the ranges, as text for the subsetter (which keeps those the font has). */
export function textOf(ranges: CodePointRanges): string {
  let text = '';
  for (const [first, last] of ranges) for (let c = first; c <= last; c++) text += String.fromCodePoint(c);
  return text;
}

/**
 * The OpenType features a file keeps: those a browser applies to Latin text by itself (kerning,
 * ligatures, contextual forms, marks, the variable font's required alternates) and tabular figures
 * (Tailwind's `tabular-nums`). The fonts' other features (fractions, superiors, ordinals, small
 * capitals, stylistic sets) are never asked for by the site's CSS; dropping them and the glyphs
 * only they reach makes the preloaded files 14% smaller, and text is set exactly as before
 * (font-subsets.test.ts shapes a sample with both).
 */
export const KEPT_FEATURES = [
  'kern',
  'liga',
  'clig',
  'rlig',
  'calt',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rvrn',
  'tnum',
];

/**
 * A woff2 font cut down to the code points of `ranges`. HarfBuzz keeps the glyphs those need
 * through the kept features too (ligatures, contextual forms), their kerning and hinting, and a
 * variable font's axes: the glyphs drawn are the original's.
 */
export async function subsetWoff2(font: Uint8Array, ranges: CodePointRanges): Promise<Uint8Array> {
  // subset-font reads `keepFeatures` (its README); its type declarations do not list it yet.
  const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
    targetFormat: 'woff2',
    keepFeatures: KEPT_FEATURES,
  };
  return new Uint8Array(await subsetFont(Buffer.from(font), textOf(ranges), options));
}

/** One @font-face rule of the build, split in two. */
export interface SplitFace {
  /** The face's file as the package names it, less its extension ("source-sans-3-latin-wght-normal"). */
  name: string;
  /** The built file the rule named (no longer needed once nothing else names it). */
  original: string;
  core: string;
  rest: string;
  /** The two rules that replace the original: the core's and the rest's. */
  rules: string;
}

/**
 * Splits one minified @font-face rule of the build (`src:url(/assets/…woff2)`, with a
 * unicode-range): `read` gives a built file's bytes and its source name, `emit` adds a file to the
 * build under a name and returns the file name it got (hashed).
 */
export async function splitFontFace(
  rule: string,
  read: (fileName: string) => { source: Uint8Array; name: string },
  emit: (name: string, source: Uint8Array) => string,
): Promise<SplitFace> {
  const url = /url\(\s*["']?\/([^"')]+\.woff2)["']?\s*\)/.exec(rule);
  const range = /unicode-range:([^;}]+)/.exec(rule);
  if (!url || !range)
    throw new Error(`font subsets: a face without a woff2 file or a unicode-range: ${rule}`);
  const original = url[1];
  const { source, name: sourceName } = read(original);
  const name = sourceName.replace(/\.woff2$/, '');
  const { core, rest } = splitRanges(parseUnicodeRange(range[1]));
  const [coreBytes, restBytes] = await Promise.all([subsetWoff2(source, core), subsetWoff2(source, rest)]);
  const files = { core: emit(`${name}-core.woff2`, coreBytes), rest: emit(`${name}-rest.woff2`, restBytes) };
  const part = (file: string, ranges: CodePointRanges) =>
    rule.replace(url[0], `url(/${file})`).replace(range[0], `unicode-range:${formatUnicodeRange(ranges)}`);
  return { name, original, ...files, rules: part(files.core, core) + part(files.rest, rest) };
}
