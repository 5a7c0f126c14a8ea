import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { PAGES } from '@ssf/domain/pages';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../src/app/features.ts';
import { PAGE_PRELOADS, PUBLIC_LAYOUT_PRELOAD } from '../src/app/page-preloads.ts';

const webRoot = path.join(__dirname, '..');

describe('page preloads (what the server announces in a public page’s head)', () => {
  it('name public pages of the page list, with the very module the router loads for them', () => {
    const pages = FEATURES.flatMap((f) => f.pages);
    for (const [key, preload] of Object.entries(PAGE_PRELOADS)) {
      expect(PAGES, key).toHaveProperty(key);
      const page = pages.find((p) => p.page === key);
      expect(page?.module, key).toBe(preload.module);
      expect(page?.area ?? 'public', key).toBe('public');
    }
    // The public layout is part of the main script: imported by routes.tsx itself.
    expect(PUBLIC_LAYOUT_PRELOAD.module).toBe('src/app/public-layout.tsx');
  });

  it('announce the code of every public page, and of no admin page', () => {
    for (const page of FEATURES.flatMap((f) => f.pages)) {
      if ((page.area ?? 'public') === 'public')
        expect(PAGE_PRELOADS[page.page]?.module, page.page).toBe(page.module);
      else expect(PAGE_PRELOADS, page.page).not.toHaveProperty(page.page);
    }
    // A page that names no first reads of its own (a public form: its page arrives drawn, with its
    // data) still has its chunks fetched with the main script, not discovered after it.
    expect(PAGE_PRELOADS.form).toEqual({ module: 'src/features/forms/form-page.tsx' });
  });

  it('fill API paths only with parameters the page has', () => {
    for (const [key, preload] of Object.entries(PAGE_PRELOADS)) {
      const params = new Set([...PAGES[key as keyof typeof PAGES].path.matchAll(/:(\w+)/g)].map((m) => m[1]));
      for (const data of preload.data ?? []) {
        // A path, and at most one plain query parameter (the newest cards: '/blog/cards?limit=3').
        expect(data, key).toMatch(/^\/[\w/:.-]*(\?\w+=\w+)?$/);
        for (const [, name] of data.split('?')[0].matchAll(/:(\w+)/g))
          expect(params.has(name), `${key} ${data}`).toBe(true);
      }
    }
  });

  it('are read by the build in Node, without the browser code of the pages', () => {
    // vite.config.ts imports this table; Node itself loads it here, as the build's config loader does.
    const script = `const m = await import('./src/app/page-preloads.ts');
      process.stdout.write(JSON.stringify(m.PAGE_PRELOADS));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: webRoot,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(PAGE_PRELOADS)));
  });
});
