import fs from 'node:fs';
import path from 'node:path';
import { PAGES } from '@ssf/domain/pages';
import { describe, expect, it } from 'vitest';
import { PAGE_PRELOADS, PUBLIC_LAYOUT_PRELOAD } from '../src/app/page-preloads.ts';

const webRoot = path.join(__dirname, '..');
const routesSource = fs.readFileSync(path.join(webRoot, 'src', 'app', 'routes.tsx'), 'utf8');

describe('page preloads (what the server announces in a public page’s head)', () => {
  it('name pages of the page list, and the very files the router loads for them', () => {
    for (const [key, preload] of Object.entries(PAGE_PRELOADS)) {
      expect(PAGES, key).toHaveProperty(key);
      expect(fs.existsSync(path.join(webRoot, preload.module)), preload.module).toBe(true);
      // routes.tsx imports pages from src/app: '../features/x/y.tsx' or './y.tsx'.
      const fromRoutes = path.relative(path.join(webRoot, 'src', 'app'), path.join(webRoot, preload.module));
      const specifier = fromRoutes.startsWith('.') ? fromRoutes : `./${fromRoutes}`;
      const route = new RegExp(
        `site\\(PAGES\\.${key}, \\(\\) => import\\('${specifier.replace(/\./g, '\\.')}'\\)\\)`,
      );
      const index = `{ index: true, lazy: lazyPage(() => import('${specifier}')) }`;
      expect(route.test(routesSource) || (key === 'home' && routesSource.includes(index)), key).toBe(true);
    }
    // The public layout is part of the main script: imported by routes.tsx itself.
    expect(routesSource).toContain(`from './${path.basename(PUBLIC_LAYOUT_PRELOAD.module)}'`);
  });

  it('fill API paths only with parameters the page has', () => {
    for (const [key, preload] of Object.entries(PAGE_PRELOADS)) {
      const params = new Set([...PAGES[key as keyof typeof PAGES].path.matchAll(/:(\w+)/g)].map((m) => m[1]));
      for (const data of preload.data ?? []) {
        expect(data, key).toMatch(/^\/[\w/:.-]*$/);
        for (const [, name] of data.matchAll(/:(\w+)/g))
          expect(params.has(name), `${key} ${data}`).toBe(true);
      }
    }
  });
});
