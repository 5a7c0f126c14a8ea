import type { WebFeature } from '../../lib/web-feature.ts';

export const home: WebFeature = {
  name: 'home',
  pages: [
    {
      page: 'home',
      module: 'src/features/home/home-page.tsx',
      // The home page draws its sections once the site texts, the gallery, the events and the blogs
      // have answered.
      preload: {
        data: ['/gallery/all', '/podcast/episodes', '/events/all', '/blog/all'],
        image: '/media-assets/hero-poster.webp',
      },
    },
  ],
};
