import { API_BASE, FORUM_NAME } from '@ssf/domain/constants';
import { firstEventShown } from '@ssf/domain/event-order';
import { fullTitle } from '@ssf/domain/pages';
import { eventPageDescription } from '@ssf/domain/meta-descriptions';
import { truncate } from '@ssf/domain/text';
import { type Feature, recordCount } from '../feature.ts';
import { events as eventsTable } from './tables.ts';
import { htmlToPlainText } from './calendar.ts';
import { validCertificate } from './registration/certificates.ts';
import { startEventReminders } from './registration/reminders.ts';
import { registrationRoutes } from './registration/routes.ts';
import { eventRoutes } from './routes.ts';
import { seedEvents } from './seed.ts';
import { eventMedia, findEvent, listEvents } from './service.ts';

// The plain-text description search engines get with an event's structured data.
const STRUCTURED_DESCRIPTION_MAX = 300;

/** Events: the public list and pages with their calendar files, the admins' writing, and their pictures. */
export const events: Feature = {
  name: 'events',
  async routes(api, ctx) {
    await eventRoutes(api, ctx);
    await registrationRoutes(api, ctx);
  },
  // The reminder of each seat holder, stored in the outbox in the 24 hours before their event.
  start: async (ctx, log) => startEventReminders(ctx, log),
  media: eventMedia,
  sitemap: async ({ db }) =>
    (await listEvents(db)).map((e) => ({ path: `/events/${e._id}`, lastmod: e.updatedAt })),
  leadImage: { '/events': async ({ db }) => firstEventShown(await listEvents(db))?.coverImage ?? null },
  pageMeta: {
    // A shared certificate link shows whose it is and the server-drawn certificate.
    '/certificates/:id': async ({ id }, { db }) => {
      const c = await validCertificate(db, id ?? '');
      if (!c) return null;
      return {
        title: fullTitle(`Certificate: ${c.name}`),
        description: `${c.name} attended ${c.event.title}: a certificate of participation of the ${FORUM_NAME}.`,
        image: `${API_BASE}/certificates/${c.id}/image.png`,
      };
    },
    // A shared link to an event shows its title, the start of its description and its cover;
    // search engines also get it as a schema.org Event.
    '/events/:id': async ({ id }, { db, config }) => {
      const event = await findEvent(db, id);
      if (!event) return null;
      // The meta description is the web page's own (one domain rule); the structured data gets the text as
      // the page reads ("<strong>free</strong>." is "free."), one paragraph after another.
      const sentences = htmlToPlainText(event.description).replace(/\n/g, ' ');
      const abs = (url: string) => (/^https?:\/\//.test(url) ? url : `${config.publicUrl}${url}`);
      return {
        title: fullTitle(event.title),
        description: eventPageDescription(event),
        image: event.coverImage,
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: event.title,
          description: truncate(sentences, STRUCTURED_DESCRIPTION_MAX),
          startDate: event.eventDate,
          ...(event.venue ? { location: { '@type': 'Place', name: event.venue } } : {}),
          // Nothing records a cancellation or a move: an event takes place as announced.
          eventStatus: 'https://schema.org/EventScheduled',
          image: [event.coverImage, ...event.images].map(abs),
          url: `${config.publicUrl}/events/${event._id}`,
          organizer: { '@type': 'Organization', name: FORUM_NAME, url: config.publicUrl },
        },
      };
    },
  },
  dashboard: recordCount('events', 'events', eventsTable),
  seed: seedEvents,
};
