import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { compileSheet, encodePlan } from 'beasties/compiler';
import { defineConfig, type Plugin } from 'vite';
import { splitFontFace } from './build/font-subsets.ts';
import {
  PAGE_PRELOAD_FILE,
  PAGE_PRELOADS,
  type PagePreload,
  type PagePreloadFile,
  PUBLIC_LAYOUT_PRELOAD,
} from './src/app/page-preloads.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The app is written against React's API and runs on Preact's compatibility layer: the same
 * components, hooks and libraries (React Router, TanStack Query, Tiptap) in about a tenth of
 * react-dom's bytes, which keeps a phone's first visit within its budget
 * (docs/decisions/0104-preact.md). Tests resolve the same way, so they test what ships.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // React's shims for older Reacts (the editor uses them): the layer has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: path.join(root, 'src/lib/use-sync-external-store-with-selector.ts'),
  },
];

/**
 * Writes PAGE_PRELOAD_FILE: for every page of page-preloads.ts, the built chunks of its code (the
 * chunk itself and every chunk it imports statically, less the main entry the HTML loads anyway)
 * and their CSS. The server puts them in the page's <head> as modulepreload links, so the page's
 * code loads beside the main script instead of after it.
 */
function pagePreloads(): Plugin {
  return {
    name: 'ssf-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // The HTML loads the entry and preloads its imports already.
      const entries = new Set<string>();
      const addEntry = (fileName: string) => {
        if (entries.has(fileName)) return;
        entries.add(fileName);
        byFile.get(fileName)?.imports.forEach(addEntry);
      };
      for (const c of chunks) if (c.isEntry) addEntry(c.fileName);
      const files = (preload: PagePreload) => {
        const source = path.join(root, preload.module);
        // A module built into the main script (the public layout) needs no file of its own.
        const chunk =
          chunks.find((c) => c.facadeModuleId === source) ??
          chunks.find((c) => c.isEntry && c.moduleIds.includes(source));
        if (!chunk) throw new Error(`page-preloads: no chunk for ${preload.module}`);
        const scripts: string[] = [];
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (entries.has(fileName) || scripts.includes(`/${fileName}`)) return;
          const c = byFile.get(fileName);
          if (!c) return;
          scripts.push(`/${fileName}`);
          for (const css of c.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
          c.imports.forEach(visit);
        };
        visit(chunk.fileName);
        return {
          scripts,
          styles: [...styles],
          data: preload.data ?? [],
          image: preload.image,
          metaImageSizes: preload.metaImageSizes,
          leadImageSizes: preload.leadImageSizes,
        };
      };
      const out: PagePreloadFile = { pages: { layout: files(PUBLIC_LAYOUT_PRELOAD) } };
      for (const [key, preload] of Object.entries(PAGE_PRELOADS)) out.pages[key] = files(preload);
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOAD_FILE, source: JSON.stringify(out, null, 2) });
    },
  };
}

/**
 * The stylesheet moves from the <head> to the end of the <body>: the static welcome screen (styled
 * by its own small <style>) then paints as soon as the HTML arrives, instead of waiting for the
 * whole site's CSS. The app's script runs only after the stylesheet has loaded either way.
 */
function stylesheetAfterBody(): Plugin {
  return {
    name: 'ssf-stylesheet-after-body',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links: string[] = [];
        const stripped = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (tag) => {
          links.push(tag.trim());
          return '';
        });
        return stripped.replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
      },
    },
  };
}

/** Where the build writes the critical-CSS plans of the site's stylesheets, for the server. */
export const CRITICAL_CSS_FILE = '.vite/critical-css.json';

/**
 * The faces the first view paints with (src/fonts.css): the heading serif and the text sans. Their
 * core files (below) are announced in the HTML's <head> as preloads, so they arrive with the page
 * rather than after the stylesheet, and are there before the first text paints
 * (`font-display: optional` then uses them).
 */
export const FIRST_VIEW_FONTS = ['source-serif-4-latin-600-normal', 'source-sans-3-latin-wght-normal'];

const FONT_FACE_RULE = /@font-face\{[^}]*\}/g;

/**
 * The last step of the build, once the stylesheets and index.html are final:
 *
 * - Each of the site's faces is split in two by unicode-range (build/font-subsets.ts,
 *   docs/decisions/0239-font-subsets.md): a core file with ASCII and the site's usual typography,
 *   and a rest file with the remainder of its Latin range, each in its own @font-face. Only the
 *   first view's two core files are preloaded (about 14 and 17 KB instead of 21 and 29): they are
 *   the bytes a slow phone waits for before its first text paint. The browser fetches a rest file
 *   only for a page that has one of its characters (an accented letter, €).
 * - The site's @font-face rules move from the stylesheet into the <head> of every page, beside the
 *   preloads of the first view's two core files. A page drawn on the server is shown with its
 *   critical CSS before the stylesheet arrives, so its text must be set in the site's faces from
 *   the first paint; and the faces are declared once only: a second copy arriving with the
 *   stylesheet would be a new face, loaded from the cache at once, and text drawn in the fallback
 *   (a face that missed its first 100 ms) would reflow into it.
 * - Writes CRITICAL_CSS_FILE: every built stylesheet compiled by Beasties into a "plan" (its rules
 *   pre-parsed, each with the classes, tags and attributes it needs). The server matches a drawn
 *   page's markup against the plans and inlines only the rules that page uses in its <head>
 *   (apps/server/src/web-app/critical-css.ts), so the page is shown styled as soon as its HTML has
 *   arrived, while the whole stylesheet loads at the end of the body for what the app draws later.
 */
function fontsAndCriticalCss(): Plugin {
  return {
    name: 'ssf-fonts-and-critical-css',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('fonts-and-critical-css: no index.html in the build');
      const sheets = Object.values(bundle).filter(
        (file): file is typeof html => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      const faces = new Set<string>();
      for (const sheet of sheets) {
        sheet.source = String(sheet.source).replace(FONT_FACE_RULE, (rule) => {
          faces.add(rule);
          return '';
        });
      }
      if (faces.size === 0) throw new Error('fonts-and-critical-css: the stylesheet declares no @font-face');
      const read = (fileName: string) => {
        const file = bundle[fileName];
        if (file?.type !== 'asset') throw new Error(`fonts-and-critical-css: no built file ${fileName}`);
        return { source: new Uint8Array(file.source as Uint8Array), name: path.basename(file.names[0]) };
      };
      const emit = (name: string, source: Uint8Array) =>
        this.getFileName(this.emitFile({ type: 'asset', name, source }));
      const split = await Promise.all([...faces].map((rule) => splitFontFace(rule, read, emit)));
      const preloads = FIRST_VIEW_FONTS.map((name) => {
        const face = split.find((f) => f.name === name);
        if (!face) throw new Error(`fonts-and-critical-css: no built file for ${name}`);
        return `<link rel="preload" href="/${face.core}" as="font" type="font/woff2" crossorigin>`;
      });
      html.source = String(html.source).replace(
        '<!--app-head-->',
        `${preloads.join('\n    ')}\n    <style>${split.map((f) => f.rules).join('')}</style>\n    <!--app-head-->`,
      );
      // The whole files are left out of the build once nothing names them any more.
      const texts = Object.values(bundle)
        .filter((f) => !f.fileName.endsWith('.woff2'))
        .map((f) => (f.type === 'chunk' ? f.code : String(f.source)));
      for (const { original } of split) {
        if (!texts.some((text) => text.includes(path.basename(original)))) delete bundle[original];
      }
      const plans = sheets.map((sheet) =>
        encodePlan(
          compileSheet(String(sheet.source), {
            href: `/${sheet.fileName}`,
            // Beasties drops a rule whose whole selector is wrapped in :where() (Tailwind's
            // space-y and divide-y utilities, some of the reset): always inlined (a few hundred
            // bytes), or a list's spacing would change when the stylesheet came.
            allowRules: [/:where\(/],
          }),
        ),
      );
      this.emitFile({ type: 'asset', fileName: CRITICAL_CSS_FILE, source: JSON.stringify(plans) });
    },
  };
}

/**
 * How the browser's scripts are grouped, beyond one chunk per page. Every page runs on the same
 * libraries (Preact, React Router, TanStack Query): one `vendor` chunk, which a new release of the
 * site's own code leaves cached. The small components and reads the public pages share (cards,
 * dates, the page title, the list reads) go into one `shared` chunk with what they import from the
 * domain: a first visit to / otherwise fetched a dozen files of a few hundred bytes each, which
 * compress poorly on their own (about 4 KB more as gzip than together). Modules are moved into a
 * group, never copied, so state held by a module (the API client's) stays single.
 */
const CHUNK_GROUPS = [
  { name: 'vendor', priority: 2, test: /node_modules[\\/](preact|react-router|@tanstack)[\\/]/ },
  {
    name: 'shared',
    priority: 1,
    test: /apps[\\/]web[\\/]src[\\/](components[\\/](card|link-card|blog-card|event-card|badge|meta-line|section-heading|podcast-episode|play-icon)\.tsx|lib[\\/](page-title|blogs|events|gallery|dates|podcast)\.ts)$|packages[\\/]domain[\\/]src[\\/](text|dates)\.ts$/,
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server's renderer (`vite build --ssr src/entry-server.tsx`, scripts in package.json) is
  // one script for Node: no stylesheet, no page preloads, every library bundled so that React's
  // names resolve to Preact's as in the browser (docs/decisions/0220-server-rendered-pages.md).
  plugins: isSsrBuild ? [] : [tailwindcss(), pagePreloads(), stylesheetAfterBody(), fontsAndCriticalCss()],
  ssr: { noExternal: true, target: 'node' },
  resolve: {
    alias: [
      ...reactOnPreact,
      // zod with its code generation off (the site's CSP forbids it), wherever it is imported.
      { find: /^zod$/, replacement: path.join(root, 'src/lib/zod-jitless.ts') },
      // The package's exports name only its development build; the production build beside it is
      // the same code with its development warnings switched off (and left out by the minifier).
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(
                path.dirname(require.resolve('react-router')),
                '../production/index.mjs',
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The renderer's build needs none of the site's public files (the first build copied them).
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // The CSP allows no inline script, so nothing may be inlined as a data: module.
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115):
    // the polyfill would only add to the first script. An older browser still runs the site, only
    // without the early fetch.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: isSsrBuild ? {} : { codeSplitting: { groups: CHUNK_GROUPS } },
      // Libraries mark their modules "use client" for React Server Components; a client-only
      // bundle has nothing to do with that mark.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        // React Router looks React 19's useOptimistic up by name and does without it when absent.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    // The API server of `npm run dev` (its PORT, 5000 by default).
    proxy: {
      '/api': `http://localhost:${process.env.PORT || 5000}`,
      '/media': `http://localhost:${process.env.PORT || 5000}`,
    },
  },
}));
