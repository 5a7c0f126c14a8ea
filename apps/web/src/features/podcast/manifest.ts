import type { WebFeature } from '../../lib/web-feature.ts';

export const podcast: WebFeature = {
  name: 'podcast',
  pages: [
    {
      page: 'podcast',
      module: 'src/features/podcast/podcast-page.tsx',
      preload: { data: ['/podcast/episodes'] },
    },
  ],
};
