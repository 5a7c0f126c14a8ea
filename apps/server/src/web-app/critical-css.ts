import fs from 'node:fs';
import path from 'node:path';
import { type CompactPlan, createProcessor } from 'beasties/runtime';

/**
 * Critical CSS of a drawn page (docs/decisions/0238-critical-css.md). The web build compiles each
 * of its stylesheets into a Beasties "plan" (apps/web/vite.config.ts, criticalCssPlans): rules
 * pre-parsed with what each needs to match. For a page drawn on the server, the rules its markup
 * uses are inlined in its <head>, and its stylesheets are linked at the end of the body: the page is
 * shown styled as soon as its HTML has arrived, without waiting for a stylesheet request, and the
 * rest of the site's CSS (what the app draws later: menus, dialogs, other pages) follows.
 */

/** Where the build writes the plans, below the web app's build folder (never served). */
export const CRITICAL_CSS_FILE = path.join('.vite', 'critical-css.json');

/**
 * Beasties writes a `;` after each `@property` block. At the top level of a stylesheet the browser
 * reads that `;` as the start of the next rule, which is then dropped: every registration but the
 * first was lost (Tailwind's `--tw-border-style` among them, so borders did not show until the
 * stylesheet came). A `;` between a block's end and the next at-rule, or the end, is removed.
 */
const STRAY_SEMICOLON = /\};(?=@|$)/g;

/**
 * The markup as Beasties' scanner must read it: it takes attribute values as written, so a class
 * written with an entity (Preact writes the `&` of `[&_p]:my-4`, the rich text's typography, as
 * `&amp;`) never matched its rule, and a post's paragraphs moved when the stylesheet came. Only
 * this copy is decoded; it is scanned, never sent.
 */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const forScanning = (html: string) => html.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (e) => ENTITIES[e]);

/**
 * The theme's custom properties (`:root{--color-red-50:…;…}`) come whole with any rule of the theme
 * layer: every colour, size and font of the design, 4 KB of which a page uses about half. Those no
 * rule, no `style` attribute and no other kept property of the page names through `var()` are left
 * to the site's stylesheet, which declares them all when it comes (with what the app draws later).
 */
const THEME_ROOT = /(@layer theme\{:root(?:,:host)?\{)([^{}]*)(\})/;
const VAR_NAME = /var\((--[\w-]+)/g;

export function pruneThemeProperties(css: string, markup: string): string {
  const root = THEME_ROOT.exec(css);
  if (!root) return css;
  const declarations = new Map<string, string>();
  for (const declaration of root[2].split(';')) {
    const name = declaration.slice(0, declaration.indexOf(':'));
    if (name.startsWith('--')) declarations.set(name, declaration);
  }
  const outside = css.slice(0, root.index) + css.slice(root.index + root[0].length) + markup;
  const used = new Set([...outside.matchAll(VAR_NAME)].map((m) => m[1]));
  // A kept property may name others (--default-font-family: var(--font-sans)).
  for (const name of used) for (const m of (declarations.get(name) ?? '').matchAll(VAR_NAME)) used.add(m[1]);
  const kept = root[2].split(';').filter((d) => !d.startsWith('--') || used.has(d.slice(0, d.indexOf(':'))));
  return css.replace(
    THEME_ROOT,
    (_all, open: string, _body: string, close: string) => `${open}${kept.join(';')}${close}`,
  );
}

/**
 * Tailwind registers each of its own custom properties (`@property --tw-rotate-x{…}`) and, for
 * browsers without `@property`, gives them their initial values in a `@layer properties` block:
 * about 4.5 KB of a page's critical CSS, where a page's kept rules read a third of them. Those of
 * Tailwind's (`--tw-*`) that no kept rule and no markup (a `style` attribute) reads through `var()`
 * are left to the site's stylesheet, which registers them all when it comes: a registration
 * matters only to a rule that reads the property, and such rules come with that stylesheet. About
 * 0.35 to 0.5 KB less of each page as brotli. Any other registration is kept as it is.
 */
const PROPERTY_RULE = /@property (--[\w-]+)\{[^{}]*\}/g;
const PROPERTIES_LAYER = /@layer properties\{@supports[^{]*\{(?:[^{}]*\{[^{}]*\})*\}\}/;
const DECLARATION = /(--[\w-]+):[^;{}]*(?:;|(?=\}))/g;

export function pruneUnusedRegistrations(css: string, markup: string): string {
  const layer = PROPERTIES_LAYER.exec(css)?.[0] ?? '';
  const readers = css.replace(layer, '').replace(PROPERTY_RULE, '') + markup;
  const read = new Set([...readers.matchAll(VAR_NAME)].map((m) => m[1]));
  const registered = (name: string) => read.has(name) || !name.startsWith('--tw-');
  const pruned = css.replace(PROPERTY_RULE, (rule, name: string) => (registered(name) ? rule : ''));
  if (!layer) return pruned;
  // A block whose last declaration was dropped keeps a `;` before its `}`: still valid CSS.
  const keptLayer = layer.replace(DECLARATION, (declaration, name: string) =>
    registered(name) ? declaration : '',
  );
  return pruned.replace(layer, () => keptLayer);
}

function readPlans(dist: string): CompactPlan[] | null {
  const file = path.join(dist, CRITICAL_CSS_FILE);
  if (!fs.existsSync(file)) return null;
  try {
    const plans = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(plans) && plans.length > 0 ? (plans as CompactPlan[]) : null;
  } catch {
    // A damaged file costs speed, never the page: pages then wait for their stylesheets.
    return null;
  }
}

/**
 * Returns the function that puts a drawn page's critical CSS (the rules of its linked stylesheets
 * that its markup uses) at the end of its <head>, or null when the build has no plans (an older
 * build, API-only tests): the page is then served as it is. The page's stylesheet links stay where
 * they are, at the end of the body.
 */
export function criticalCss(dist: string): ((html: string) => string) | null {
  const plans = readPlans(dist);
  if (!plans) return null;
  // Every @keyframes (a few hundred bytes): an animation named through a custom property (Tailwind's
  // `animate-spin`) is not seen as used, and its spinner would stand still until the stylesheet came.
  const processor = createProcessor(plans, { keyframes: 'all' });
  return (html) => {
    const scanned = forScanning(html);
    const extracted = processor.extract(scanned).css.replace(STRAY_SEMICOLON, '}');
    const css = pruneUnusedRegistrations(pruneThemeProperties(extracted, scanned), scanned);
    // A function, not a string: "$&" and the like in the CSS must stay as they are.
    return css ? html.replace('</head>', () => `<style>${css}</style></head>`) : html;
  };
}
