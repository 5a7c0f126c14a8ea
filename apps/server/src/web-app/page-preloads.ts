import fs from 'node:fs';
import path from 'node:path';
import { API_BASE } from '@ssf/domain/constants';
import { MEDIA_URL, mediaUrl, storedWidths } from '@ssf/domain/media';
import { PAGES } from '@ssf/domain/pages';
import { escapeHtml } from './page-meta.ts';

/**
 * What the web build announces for each public page (apps/web/src/app/page-preloads.ts, written
 * by the build to dist/.vite/page-preloads.json): the page's built code and CSS, the API reads it
 * makes first (`:name` filled from the URL) and an image painted large at its top: a fixed one,
 * the page's own (the record's image its Open Graph tags name) or a list page's first card's, with
 * the `sizes` it is drawn at.
 */
interface PreloadEntry {
  scripts?: string[];
  styles?: string[];
  data?: string[];
  image?: string;
  metaImageSizes?: string;
  leadImageSizes?: string;
}

export const PAGE_PRELOAD_FILE = path.join('.vite', 'page-preloads.json');

const keyByPattern = new Map<string, string>(Object.entries(PAGES).map(([key, page]) => [page.path, key]));

/** A built file or API path: starts with one slash, no quote, angle bracket or space to escape from. */
const SAFE_PATH = /^\/(?!\/)[^"'<>\s]*$/;

function readEntries(dist: string): Record<string, PreloadEntry> {
  const file = path.join(dist, PAGE_PRELOAD_FILE);
  if (!fs.existsSync(file)) return {};
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages?: Record<string, PreloadEntry> };
    return parsed.pages ?? {};
  } catch {
    // A damaged file costs speed, never the page: the page is served without preloads.
    return {};
  }
}

/** `/blog/:slug` with `slug` from the URL; null when a parameter is missing. */
function fillPath(template: string, params: Record<string, string>): string | null {
  let missing = false;
  const filled = template.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : filled;
}

/** A preload of a stored image with the srcset the web app gives it (same rule: @ssf/domain/media). */
function storedImageTag(url: string, sizes: string): string | null {
  const match = MEDIA_URL.exec(url);
  if (!match) return null;
  const [, hash, largest] = match;
  const srcset = storedWidths(Number(largest))
    .map((w) => `${mediaUrl(hash, w)} ${w}w`)
    .join(', ');
  return `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
}

/**
 * What a public page announces: the <link> tags of its top pictures and of its first API reads,
 * and the paths of its built stylesheets and scripts. The page's HTML writes them as its page
 * allows (web-app.ts): every one as a preload on a page the browser draws; on a page drawn on the
 * server, its pictures only, with its code fetched after it (app-loader.ts).
 */
export interface PageFiles {
  images: string[];
  data: string[];
  styles: string[];
  scripts: string[];
}

export const NO_PAGE_FILES: PageFiles = { images: [], data: [], styles: [], scripts: [] };

/** Every file of `files` as a preload tag in the <head>, pictures first. */
export function preloadTags(files: PageFiles): string[] {
  return [
    ...files.images,
    ...files.data,
    ...files.styles.map((h) => `<link rel="preload" as="style" href="${escapeHtml(h)}" crossorigin>`),
    ...files.scripts.map((h) => `<link rel="modulepreload" href="${escapeHtml(h)}" crossorigin>`),
  ];
}

/**
 * Returns a function giving what a public page (by its page pattern) announces, nothing for a
 * page the build lists nothing for (the admin's pages). The layout's entries come first: every
 * public page is drawn inside it.
 */
export function pagePreloads(dist: string) {
  const entries = readEntries(dist);
  return (
    pattern: string,
    params: Record<string, string>,
    images: { meta?: string | null; lead?: string | null } = {},
  ): PageFiles => {
    const key = keyByPattern.get(pattern);
    const page = key ? entries[key] : undefined;
    if (!page) return NO_PAGE_FILES;
    const parts = [entries.layout, page].filter((e): e is PreloadEntry => Boolean(e));
    const files = {
      images: new Set<string>(),
      data: new Set<string>(),
      styles: new Set<string>(),
      scripts: new Set<string>(),
    };
    const safe = (href: string | null | undefined): href is string => Boolean(href && SAFE_PATH.test(href));
    for (const part of parts) {
      // The image first: it is the page's largest paint.
      if (safe(part.image)) {
        files.images.add(
          `<link rel="preload" as="image" href="${escapeHtml(part.image)}" fetchpriority="high">`,
        );
      }
      const own =
        part.metaImageSizes && images.meta ? storedImageTag(images.meta, part.metaImageSizes) : null;
      if (own) files.images.add(own);
      const lead =
        part.leadImageSizes && images.lead ? storedImageTag(images.lead, part.leadImageSizes) : null;
      if (lead) files.images.add(lead);
    }
    for (const part of parts) {
      for (const data of part.data ?? []) {
        const href = fillPath(`${API_BASE}${data}`, params);
        // Same mode and credentials as the app's fetch() (cors, same-origin): the read is reused.
        if (safe(href))
          files.data.add(`<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin>`);
      }
    }
    for (const part of parts) {
      for (const s of part.styles ?? []) if (safe(s)) files.styles.add(s);
      for (const s of part.scripts ?? []) if (safe(s)) files.scripts.add(s);
    }
    return {
      images: [...files.images],
      data: [...files.data],
      styles: [...files.styles],
      scripts: [...files.scripts],
    };
  };
}
