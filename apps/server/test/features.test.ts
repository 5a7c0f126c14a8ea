import { describe, expect, it } from 'vitest';
import { PAGES } from '@ssf/domain/pages';
import { FEATURES } from '../src/modules/index.ts';

describe('the features list', () => {
  it('names each feature once', () => {
    const names = FEATURES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives page meta only for pages the site has', () => {
    const paths = new Set<string>(Object.values(PAGES).map((p) => p.path));
    for (const feature of FEATURES) {
      for (const pattern of Object.keys(feature.pageMeta ?? {}))
        expect(paths, feature.name).toContain(pattern);
    }
  });
});
