import type { WebFeature } from '../../lib/web-feature.ts';

export const home: WebFeature = {
  name: 'home',
  pages: [
    {
      page: 'home',
      module: 'src/features/home/home-page.tsx',
      // The home page draws its sections once the site texts and the gallery have answered.
      preload: {
        data: ['/gallery/all', '/podcast/episodes'],
        image: '/media-assets/hero-poster.webp',
      },
    },
  ],
};
