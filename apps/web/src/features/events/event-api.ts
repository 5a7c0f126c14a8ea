import type { Event } from '@ssf/domain/schemas/event';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client.ts';

// The list reads are shared with the home page: they live in lib/events.ts.
export { eventKeys, useEventCards, useEvents } from '../../lib/events.ts';
import { eventKeys } from '../../lib/events.ts';

export function useEvent(id: string | undefined) {
  return useQuery({
    queryKey: eventKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<Event>(`/events/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    // A missing event stays missing: no second try for a 404.
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
  });
}

/** The address of an event's calendar file (one VEVENT), for an 'Add to calendar' link. */
export const calendarUrl = (id: string) => `/api/v1/events/${encodeURIComponent(id)}/calendar.ics`;
