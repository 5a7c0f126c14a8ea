import { blogCardsPath, HOME_BLOG_CARDS } from '../../lib/blog-cards.ts';
import { eventCardsPath, HOME_EVENT_CARDS } from '../../lib/event-cards.ts';
import type { WebFeature } from '../../lib/web-feature.ts';

export const home: WebFeature = {
  name: 'home',
  pages: [
    {
      page: 'home',
      module: 'src/features/home/home-page.tsx',
      // The home page draws its sections once the site texts, the events and the blogs have
      // answered (the upcoming events' cards and the newest posts' cards only). The gallery is
      // read once the app has started (home-api.ts).
      preload: {
        data: ['/podcast/episodes', eventCardsPath(HOME_EVENT_CARDS), blogCardsPath(HOME_BLOG_CARDS)],
        image: '/media-assets/hero-poster.webp',
      },
    },
  ],
};
