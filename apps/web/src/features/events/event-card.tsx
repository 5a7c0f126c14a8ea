import type { Event } from '@ssf/domain/schemas/event';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { imageProps } from '../../lib/media.ts';
import { cardDescription } from './event-rules.ts';

/**
 * An event in a section of /events: the whole card is one link to its page. `priority` marks a card
 * visible on arrival, whose cover loads at once; the others load lazily.
 */
export function EventCard({ event, priority = false }: { event: Event; priority?: boolean }) {
  return (
    <Link
      to={`/events/${encodeURIComponent(event._id)}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:hover:translate-y-0"
    >
      <div className="aspect-[16/9] overflow-hidden bg-gradient-to-br from-brand-100 to-brand-50">
        <img
          {...imageProps(event.coverImage, '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw')}
          alt=""
          width={1600}
          height={900}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-medium text-brand-700">
          <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
        </p>
        <h3 className="mt-1 font-serif text-xl font-bold break-words text-brand-900 group-hover:text-brand-700">
          {event.title}
        </h3>
        <p className="mt-2 flex-1 break-words text-gray-600">{cardDescription(event)}</p>
        <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
          View event →
        </span>
      </div>
    </Link>
  );
}
