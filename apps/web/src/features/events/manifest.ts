import { eventCardsPath } from '../../lib/event-cards.ts';
import { EVENT_COVER_SIZES, WIDE_CARD_IMAGE_SIZES } from '../../lib/media.ts';
import type { WebFeature } from '../../lib/web-feature.ts';

export const events: WebFeature = {
  name: 'events',
  pages: [
    {
      page: 'events',
      module: 'src/features/events/events-page.tsx',
      nav: { label: 'Events', order: 10 },
      preload: { data: [eventCardsPath()], leadImageSizes: WIDE_CARD_IMAGE_SIZES },
    },
    {
      page: 'event',
      module: 'src/features/events/event-page.tsx',
      // The cover (or the gallery's first picture), the page's Open Graph image.
      preload: { data: ['/events/:id'], metaImageSizes: EVENT_COVER_SIZES },
    },
    { page: 'eventTicket', module: 'src/features/events/ticket-page.tsx' },
    { page: 'eventCertificate', module: 'src/features/events/certificate-page.tsx' },
    {
      page: 'adminEvents',
      module: 'src/features/events/admin-events-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Events', order: 60, section: 'events' },
    },
    {
      page: 'adminEventRegistrations',
      module: 'src/features/events/admin-registrations-page.tsx',
      area: 'admin',
    },
    { page: 'adminEventCheckIn', module: 'src/features/events/check-in-page.tsx', area: 'admin' },
  ],
};
