import type { Event, EventCard, EventType } from '@ssf/domain/schemas/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { eventCardsPath } from './event-cards.ts';

/**
 * The cache keys of the event reads; the admin writes (features/events) refresh every key below
 * `all`. The cards are kept by the type asked for ('every' for the whole list).
 */
export const eventKeys = {
  all: ['events'] as const,
  list: ['events', 'list'] as const,
  cards: (eventType?: EventType) => ['events', 'cards', eventType ?? 'every'] as const,
  one: (id: string) => ['events', 'one', id] as const,
};

/** Every event whole, by date, newest first: the admin's list. */
export const eventListQuery = queryOptions({
  queryKey: eventKeys.list,
  queryFn: ({ signal }) => api.get<Event[]>('/events/all', { signal }),
});

export const useEvents = () => useQuery(eventListQuery);

/**
 * The events as cards (no description beyond the card's cut text, no registration), by date,
 * newest first: every one for the events page, the upcoming ones for the home page, so that a page
 * drawn on the server carries nothing it does not show.
 */
export const eventCardsQuery = (eventType?: EventType) =>
  queryOptions({
    queryKey: eventKeys.cards(eventType),
    queryFn: ({ signal }) => api.get<EventCard[]>(eventCardsPath(eventType), { signal }),
  });

export const useEventCards = (eventType?: EventType) => useQuery(eventCardsQuery(eventType));
