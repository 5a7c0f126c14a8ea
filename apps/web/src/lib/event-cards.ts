import type { EventType } from '@ssf/domain/schemas/event';

// Plain data: the page manifests read it in Node when the app is built (no browser code here).

/**
 * The read of the event cards below /api/v1: every event's, or only the upcoming or the previous
 * ones'. The pages read it so (lib/events.ts) and their manifests name it so (features/events,
 * features/home), for the server to announce the same address the page then fetches.
 */
export const eventCardsPath = (eventType?: EventType) =>
  eventType ? `/events/cards?eventType=${eventType}` : '/events/cards';

/** The home page's next event: it reads the upcoming events' cards only. */
export const HOME_EVENT_CARDS: EventType = 'upcoming';
