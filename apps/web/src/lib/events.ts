import type { Event } from '@ssf/domain/schemas/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The cache keys of the event reads; the admin writes (features/events) refresh them. */
export const eventKeys = {
  all: ['events'] as const,
  list: ['events', 'list'] as const,
  one: (id: string) => ['events', 'one', id] as const,
};

/** Every event, by date, newest first: one query for the events page and the home page. */
export const eventListQuery = queryOptions({
  queryKey: eventKeys.list,
  queryFn: ({ signal }) => api.get<Event[]>('/events/all', { signal }),
});

export const useEvents = () => useQuery(eventListQuery);
