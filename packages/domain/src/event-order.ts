/**
 * The order the events page shows events in, from the list the API answers (latest date first):
 * the upcoming ones soonest first, then the previous ones latest first. The page draws them so,
 * and the server preloads the picture of the card that comes first. No zod here: the events page
 * loads this file.
 */
export function eventsInPageOrder<E extends { eventType: string }>(
  events: readonly E[],
): { upcoming: E[]; previous: E[] } {
  return {
    upcoming: events.filter((e) => e.eventType === 'upcoming').reverse(),
    previous: events.filter((e) => e.eventType === 'previous'),
  };
}

/** The event whose card the events page draws first (on its first page), or null with none. */
export function firstEventShown<E extends { eventType: string }>(events: readonly E[]): E | null {
  const { upcoming, previous } = eventsInPageOrder(events);
  return upcoming[0] ?? previous[0] ?? null;
}
