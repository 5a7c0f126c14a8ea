import { PAGES } from '@ssf/domain/pages';
import type { Event } from '@ssf/domain/schemas/event';
import { LinkCard } from '../../components/link-card.tsx';
import { formatDate } from '../../lib/dates.ts';
import { cardDescription } from './event-rules.ts';

/** An event in a section of /events: its date, title and description cut for the card, one link. */
export function EventCard({ event, priority = false }: { event: Event; priority?: boolean }) {
  return (
    <LinkCard to={PAGES.event.href({ id: event._id })} image={event.coverImage} priority={priority}>
      <p className="text-sm font-medium text-brand-700">
        <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
      </p>
      <h3 className="mt-1 font-serif text-xl font-bold break-words text-brand-900 group-hover:text-brand-700">
        {event.title}
      </h3>
      <p className="mt-2 flex-1 break-words whitespace-pre-line text-gray-600">{cardDescription(event)}</p>
      <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
        View event →
      </span>
    </LinkCard>
  );
}
