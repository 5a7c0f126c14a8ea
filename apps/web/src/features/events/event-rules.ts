import type { Event } from '@ssf/domain/schemas/event';

/**
 * Whether an upcoming event shows its action link: it needs a label and a destination, and older
 * records may hold the literal text 'undefined' as their link (a form that sent a missing value),
 * which hides the link.
 */
export function showsActionLink(
  event: Pick<Event, 'eventType' | 'buttonText' | 'buttonLink'>,
): event is Pick<Event, 'eventType'> & { buttonText: string; buttonLink: string } {
  if (event.eventType !== 'upcoming' || !event.buttonText || !event.buttonLink) return false;
  return event.buttonLink !== 'undefined';
}

/** The pictures of an event's page: the cover, then a previous event's extra images. */
export const eventPictures = (event: Pick<Event, 'eventType' | 'coverImage' | 'images'>): string[] =>
  event.eventType === 'previous' ? [event.coverImage, ...event.images] : [event.coverImage];

/** 'Upcoming' or 'Previous'. */
export const typeLabel = (type: Event['eventType']): string => type.charAt(0).toUpperCase() + type.slice(1);
