import { createHash } from 'node:crypto';
import { escapeHtml } from './page-meta.ts';

/**
 * How a page drawn on the server fetches the app (docs/decisions/0240-app-after-load.md).
 *
 * A drawn page is readable with its HTML alone: its data, its critical CSS and its welcome screen's
 * exit are in it. The app's scripts and the site's full stylesheet are what make it interactive;
 * fetched beside the page they shared a phone's bandwidth with its pictures and fonts and put the
 * largest paint back by half a second. So on a drawn page they are fetched once the page has
 * loaded (its pictures and fonts in) and its first content painted, or at once when the visitor reaches for the
 * page first (a tap, a key, a focus), or at the latest three seconds after the page was read,
 * whichever comes first. A button pressed before the app has started is pressed again once it
 * has (the app reads it with takeHeldPress). All files are asked for together, as modulepreloads
 * and links, so there is no waterfall of one module discovering the next.
 *
 * The loader is an inline script: a file of its own would be one more round trip before the app.
 * Its text never changes (the files come in data-* attributes), so the Content-Security-Policy
 * allows exactly this text by its hash (APP_LOADER_HASH) and still no other inline script.
 */
/** The app starts at the latest this long after the page's HTML has been read, loaded or not. */
const LATEST_START_MS = 3000;
/** How long after the load event the loader waits for the first paint to be reported. */
const PAINT_WAIT_MS = 500;

const APP_LOADER_SOURCE = [
  '(function(){',
  'var me=document.currentScript,d=document,started=false,',
  "events=['pointerdown','keydown','touchstart','focusin'];",
  'function add(tag,attrs){var el=d.createElement(tag);el.crossOrigin="";',
  'for(var k in attrs)el[k]=attrs[k];d.head.appendChild(el)}',
  'function list(name){return (me.getAttribute(name)||"").split(" ").filter(Boolean)}',
  'function start(){if(started)return;started=true;',
  // The page's lazy pictures, held back until now (later-pictures.ts): the set first, so the
  // browser picks its width before it would fetch the fallback.
  "d.querySelectorAll('img[data-later-src]').forEach(function(i){",
  "var s=i.getAttribute('data-later-srcset');if(s)i.setAttribute('srcset',s);",
  "i.setAttribute('src',i.getAttribute('data-later-src'));",
  "i.removeAttribute('data-later-srcset');i.removeAttribute('data-later-src')});",
  'events.forEach(function(t){removeEventListener(t,start,true)});',
  "list('data-styles').forEach(function(h){add('link',{rel:'stylesheet',href:h})});",
  // The web app manifest (installing the site) is of no use to the first paint; announced here,
  // it is not fetched beside the page's fonts.
  "list('data-manifest').forEach(function(h){add('link',{rel:'manifest',href:h})});",
  "list('data-modules').forEach(function(h){add('link',{rel:'modulepreload',href:h})});",
  "add('script',{type:'module',src:me.getAttribute('data-entry')})}",
  // A press on one of the drawn page's buttons before the app has taken it over would do nothing
  // (or, on a submit button, send the form the browser's way): it is held instead, starts the
  // app, and the app presses the button again once its handlers are in place (takeHeldPress,
  // read by main.tsx). Links, fields and summaries work without the app and are left alone.
  'var heldPress=null;',
  "function hold(e){var t=e.target&&e.target.closest&&e.target.closest('button,[role=button]');",
  "if(!t||t.disabled||t.closest('a[href]'))return;e.preventDefault();e.stopPropagation();",
  'if(!heldPress)heldPress=t;start()}',
  "d.addEventListener('click',hold,true);",
  "me.takeHeldPress=function(){d.removeEventListener('click',hold,true);var t=heldPress;heldPress=null;return t};",
  // After the next frame has been shown (two animation frames: the first runs before it is drawn,
  // the second once it is on the screen). On a fast connection the load event comes before the
  // page's first paint, and the app would then compete with it.
  'function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}',
  // Loaded and painted: the load event alone can come before the first paint (a busy phone, text
  // waiting for its font), and the app would then compete with that paint. Where the browser does
  // not report paints, the load event is enough; and a paint that is not reported soon after the
  // load (a page opened in the background reports none) is not waited for.
  'var loaded=false,painted=!(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0);',
  'function ready(){if(loaded&&painted)afterPaint()}',
  'function paint(){painted=true;ready()}',
  'if(!painted)new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();paint()}}).observe({type:"paint",buffered:true});',
  `function onLoad(){loaded=true;ready();setTimeout(paint,${PAINT_WAIT_MS})}`,
  "if(d.readyState==='complete')onLoad();else{addEventListener('load',onLoad);",
  'events.forEach(function(t){addEventListener(t,start,true)});',
  // At the latest a few seconds after the page was read: a picture that takes long (or never
  // comes) must not keep the page's buttons from working.
  `setTimeout(start,${LATEST_START_MS})}`,
  '})();',
].join('');

/** The Content-Security-Policy source that allows the loader, and no other inline script. */
export const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER_SOURCE).digest('base64')}'`;

/** The built app's files a page needs: its entry module, the modules to fetch with it, its stylesheets. */
export interface AppFiles {
  entry: string;
  modules: string[];
  styles: string[];
  /** The web app manifest, announced with the app rather than in the page's head. */
  manifest?: string;
}

/** The loader for `files`, as the last element of a drawn page's body. */
export function appLoaderTag(files: AppFiles): string {
  const attr = (name: string, values: string[]) => ` ${name}="${escapeHtml(values.join(' '))}"`;
  const manifest = files.manifest ? attr('data-manifest', [files.manifest]) : '';
  return `<script${attr('data-entry', [files.entry])}${attr('data-modules', files.modules)}${attr('data-styles', files.styles)}${manifest}>${APP_LOADER_SOURCE}</script>`;
}

// The built index.html's own tags for the app (Vite writes them with `crossorigin`).
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLE_TAG = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const MANIFEST_TAG = /\s*<link rel="manifest" href="([^"]+)"\s*\/?>/g;

/**
 * The page template without its app tags (and its manifest link), and the files they named; null when the template has no
 * entry module (the web app was not built: API-only tests).
 */
export function splitAppTags(template: string): { shell: string; files: AppFiles } | null {
  const found = (pattern: RegExp) => [...template.matchAll(pattern)].map((m) => m[1]);
  const [entry] = found(ENTRY_TAG);
  if (!entry) return null;
  const [manifest] = found(MANIFEST_TAG);
  const shell = template
    .replace(ENTRY_TAG, '')
    .replace(MODULE_TAG, '')
    .replace(STYLE_TAG, '')
    .replace(MANIFEST_TAG, '');
  return { shell, files: { entry, modules: found(MODULE_TAG), styles: found(STYLE_TAG), manifest } };
}
