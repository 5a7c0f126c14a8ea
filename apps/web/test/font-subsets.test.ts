// @vitest-environment node
// (Node, not jsdom: the font tools pass Node buffers to WebAssembly, which jsdom's typed arrays are not.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { convert as convertFont } from 'fontverter';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import {
  type CodePointRanges,
  formatUnicodeRange,
  normalize,
  PRELOAD_BYTE_LIMIT,
  parseUnicodeRange,
  RARE_ASCII,
  splitRanges,
  textOf,
} from '../build/font-subsets.ts';
import { FIRST_VIEW_FONTS } from '../vite.config.ts';

/**
 * The site's faces, split by the build into a preloaded core file and a rest file fetched only for
 * rarer characters (build/font-subsets.ts, docs/decisions/0239-font-subsets.md).
 */

const webRoot = path.join(import.meta.dirname, '..');
const root = path.join(webRoot, '../..');
const dist = path.join(webRoot, 'dist');
const require = createRequire(import.meta.url);

/** Every code point of the ranges, as a set. */
const pointsOf = (ranges: CodePointRanges) => new Set([...textOf(ranges)].map((c) => c.codePointAt(0)!));

/** The code points within `ranges` that a woff2 file has a glyph for, and its variation axes. */
async function inspect(woff2: Uint8Array, ranges: CodePointRanges) {
  const sfnt = await subsetFont(Buffer.from(woff2), textOf(ranges), { targetFormat: 'sfnt' });
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
  return { points: [...face.collectUnicodes()].sort((a, b) => a - b), axes: face.getAxisInfos() };
}

describe('unicode ranges', () => {
  it('are read as CSS writes them, minified or not', () => {
    expect(parseUnicodeRange('U+??, U+131, U+152-153,\n U+4??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x152, 0x153],
      [0x400, 0x4ff],
    ]);
    expect(formatUnicodeRange(parseUnicodeRange('U+0000-00FF,U+2000-206F'))).toBe('U+0-FF,U+2000-206F');
  });

  it('split into a core and a rest that are apart and together the whole', () => {
    const whole = parseUnicodeRange('U+0000-00FF, U+0131, U+2000-206F, U+20AC');
    const { core, rest } = splitRanges(whole);
    const corePoints = pointsOf(core);
    expect([...pointsOf(rest)].filter((c) => corePoints.has(c))).toEqual([]);
    expect(normalize([...core, ...rest])).toEqual(whole);
    expect(corePoints.has('a'.codePointAt(0)!)).toBe(true);
    expect(corePoints.has('é'.codePointAt(0)!)).toBe(false);
    expect(corePoints.has('’'.codePointAt(0)!)).toBe(true);
    // The rarer ASCII signs are in the rest, with the other letters and signs the site does not draw.
    for (const sign of RARE_ASCII) expect(corePoints.has(sign.codePointAt(0)!), sign).toBe(false);
    expect(pointsOf(rest).has('~'.codePointAt(0)!)).toBe(true);
    expect(corePoints.has('@'.codePointAt(0)!)).toBe(true);
  });
});

describe('the built faces', async () => {
  // The web app's build as `npm start` makes it: rebuilt when older than its sources.
  const build = spawnSync(
    process.execPath,
    ['-e', `import('./scripts/web-build.mjs').then((m) => m.ensureWebBuild(${JSON.stringify(root)}))`],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('the web app did not build');

  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const rules = html.match(/@font-face\{[^}]*\}/g) ?? [];
  const preloads = [...html.matchAll(/<link rel="preload" href="\/([^"]+\.woff2)"/g)].map((m) => m[1]);
  const fileOf = (rule: string) => /url\(\/([^)]+)\)/.exec(rule)![1];
  const rangeOf = (rule: string) => parseUnicodeRange(/unicode-range:([^;}]+)/.exec(rule)![1]);
  // The faces as src/fonts.css declares them: the package's file and its Latin range.
  const declared = [
    ...fs
      .readFileSync(path.join(webRoot, 'src/fonts.css'), 'utf8')
      .matchAll(/src: url\("([^"]+)"\)[^;]*;\s*unicode-range:([^;]+);/g),
  ].map(([, file, range]) => ({
    file: require.resolve(file),
    name: path.basename(file, '.woff2'),
    range: parseUnicodeRange(range),
  }));

  it('declares each face of fonts.css twice, core and rest, and nothing else', () => {
    expect(declared.length).toBeGreaterThanOrEqual(3);
    expect(rules).toHaveLength(declared.length * 2);
    for (const { name } of declared) {
      const [core, rest] = rules.filter((r) => path.basename(fileOf(r)).startsWith(`${name}-`));
      expect(path.basename(fileOf(core)), name).toMatch(new RegExp(`^${name}-core-[\\w-]+\\.woff2$`));
      expect(path.basename(fileOf(rest)), name).toMatch(new RegExp(`^${name}-rest-[\\w-]+\\.woff2$`));
      // The same face (family, style, weight, display), only the file and the range differ.
      const face = (rule: string) => rule.replace(/url\([^)]*\)/, '').replace(/unicode-range:[^;}]+/, '');
      expect(face(core), name).toBe(face(rest));
      expect(core, name).toContain('font-display:optional');
    }
  });

  it('preloads only the core files of the first view’s faces', () => {
    const cores = FIRST_VIEW_FONTS.map((name) =>
      rules.map(fileOf).find((f) => path.basename(f).startsWith(`${name}-core-`)),
    );
    expect(preloads).toEqual(cores);
    // Each fits, with its response headers, in a new connection's first round trip.
    for (const file of preloads)
      expect(fs.statSync(path.join(dist, file)).size, file).toBeLessThanOrEqual(PRELOAD_BYTE_LIMIT);
  });

  it('carries the site icon in the head: no request of its own beside the first view’s', () => {
    const icon = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)"/.exec(html);
    expect(icon, 'the SVG icon as a data: URL').not.toBeNull();
    const drawn = decodeURIComponent(icon![1]);
    const source = fs.readFileSync(path.join(webRoot, 'src/assets/favicon.svg'), 'utf8').trim();
    expect(drawn.replaceAll("'", '"')).toBe(source);
    expect(fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.startsWith('favicon'))).toEqual([]);
  });

  it('gives core and rest ranges that are apart and together the face’s Latin range', () => {
    for (const { name, range } of declared) {
      const [core, rest] = rules.filter((r) => path.basename(fileOf(r)).startsWith(`${name}-`)).map(rangeOf);
      const corePoints = pointsOf(core);
      expect(
        [...pointsOf(rest)].filter((c) => corePoints.has(c)),
        name,
      ).toEqual([]);
      expect(normalize([...core, ...rest]), name).toEqual(range);
    }
  });

  it('keeps every glyph of the original in the file its range names, in fewer bytes for the core', async () => {
    for (const { name, file } of declared) {
      const original = new Uint8Array(fs.readFileSync(file));
      const parts = rules.filter((r) => path.basename(fileOf(r)).startsWith(`${name}-`));
      const [core, rest] = parts.map((r) => new Uint8Array(fs.readFileSync(path.join(dist, fileOf(r)))));
      expect(core.length, name).toBeLessThan(original.length * 0.75);
      for (const [part, bytes] of [
        [parts[0], core],
        [parts[1], rest],
      ] as const) {
        const wanted = await inspect(original, rangeOf(part));
        const got = await inspect(bytes, rangeOf(part));
        expect(got.points, `${name}: ${fileOf(part)}`).toEqual(wanted.points);
        // A variable face keeps its axes (the sans: every weight from 200 to 900 in one file).
        expect(got.axes, `${name}: ${fileOf(part)}`).toEqual(wanted.axes);
      }
      // The whole file is no longer built: nothing names it.
      expect(fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.startsWith(`${name}-`))).toHaveLength(
        2,
      );
    }
    const sans = declared.find((d) => d.name === 'source-sans-3-latin-wght-normal')!;
    expect(sans, 'the variable sans').toBeDefined();
    const sansCore = rules.map(fileOf).find((f) => path.basename(f).startsWith(`${sans.name}-core-`))!;
    const { axes } = await inspect(new Uint8Array(fs.readFileSync(path.join(dist, sansCore))), sans.range);
    expect(axes.wght).toMatchObject({ min: 200, max: 900 });
  });
  it('sets text exactly as the original: the same glyphs, kerning and ligatures, tabular figures too', async () => {
    // Shaped by HarfBuzz, as the browser shapes it: a dropped feature the browser applies by itself
    // would change the number of glyphs (a ligature) or their advances (kerning).
    const sample = 'Office fluff "Affirm" -- Wave AVATAR, Type 1,234.50 / 7:10 (Fig. 3)';
    const shaped = (bytes: Uint8Array, features: string[], weight?: number) => {
      const font = new hb.Font(new hb.Face(new hb.Blob(bytes)));
      if (weight !== undefined) font.setVariations([new hb.Variation('wght', weight)]);
      const buffer = new hb.Buffer();
      buffer.addText(sample);
      buffer.guessSegmentProperties();
      hb.shape(
        font,
        buffer,
        features.map((tag) => new hb.Feature(tag)),
      );
      return buffer.getGlyphPositions().map((p) => [p.xAdvance, p.xOffset, p.yOffset]);
    };
    for (const { name, file } of declared) {
      const core = rules.map(fileOf).find((f) => path.basename(f).startsWith(`${name}-core-`))!;
      // Decoded whole (fontverter), not through the subsetter, which would drop features itself.
      const sfnt = async (woff2: Uint8Array) => new Uint8Array(await convertFont(Buffer.from(woff2), 'sfnt'));
      const original = await sfnt(new Uint8Array(fs.readFileSync(file)));
      const built = await sfnt(new Uint8Array(fs.readFileSync(path.join(dist, core))));
      const weights = name.includes('wght') ? [300, 400, 700] : [undefined];
      for (const weight of weights)
        for (const features of [[], ['tnum']])
          expect(shaped(built, features, weight), `${name} ${weight ?? ''} ${features}`).toEqual(
            shaped(original, features, weight),
          );
    }
  });
});
