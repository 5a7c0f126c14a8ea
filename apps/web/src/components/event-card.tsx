import { PAGES } from '@ssf/domain/pages';
import type { EventCard as EventCardData } from '@ssf/domain/schemas/event';
import { dateTile, formatDate, formatTime } from '../lib/dates.ts';
import { Badge } from './badge.tsx';
import { LinkCard } from './link-card.tsx';
import { MetaItem, MetaLine } from './meta-line.tsx';

/** The day as a small calendar leaf (month over day), beside an upcoming event's title. */
function DateLeaf({ iso }: { iso: string }) {
  const { month, day } = dateTile(iso);
  return (
    <span
      aria-hidden="true"
      className="flex h-14 w-14 shrink-0 flex-col items-center justify-center rounded-control border border-paper-edge bg-paper leading-none"
    >
      <span className="text-xs font-semibold tracking-wide text-red-700 uppercase">{month}</span>
      <span className="mt-1 font-serif text-2xl font-semibold text-brand-900">{day}</span>
    </span>
  );
}

/**
 * An event in a section of /events (or on the home page), one link. An upcoming event is set
 * apart (`featured`): wide, its day as a calendar leaf, its date, time and venue; a previous one is
 * a compact card with its date and venue. Its text is the description as the server cut it for
 * the card (`excerpt`, GET /events/cards).
 */
export function EventCard({
  event,
  priority = false,
  featured = false,
  headingLevel = 3,
}: {
  event: EventCardData;
  priority?: boolean;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const upcoming = event.eventType === 'upcoming';
  return (
    <LinkCard
      to={PAGES.event.href({ id: event._id })}
      image={event.coverImage}
      priority={priority}
      layout={featured ? 'wide' : 'stacked'}
      badge={upcoming ? <Badge tone="dark">Upcoming</Badge> : null}
    >
      <div className="flex items-start gap-4">
        {featured ? <DateLeaf iso={event.eventDate} /> : null}
        <div className="min-w-0 flex-1">
          <Heading
            className={`${featured ? 'text-h2' : 'text-h3'} break-words text-brand-900 group-hover:text-brand-700`}
          >
            {event.title}
          </Heading>
          <MetaLine className="mt-2">
            <MetaItem icon="date">
              <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
            </MetaItem>
            {upcoming ? <MetaItem icon="time">{formatTime(event.eventDate)}</MetaItem> : null}
            {event.venue ? <MetaItem icon="place">{event.venue}</MetaItem> : null}
          </MetaLine>
        </div>
      </div>
      <p className="mt-3 flex-1 break-words whitespace-pre-line text-gray-700">{event.excerpt}</p>
      <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
        {upcoming ? 'View event and register →' : 'View event →'}
      </span>
    </LinkCard>
  );
}
