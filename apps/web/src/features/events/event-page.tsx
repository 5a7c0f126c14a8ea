import { PAGES } from '@ssf/domain/pages';
import { MSG } from '@ssf/domain/messages';
import { eventPageDescription } from '@ssf/domain/meta-descriptions';
import type { Event } from '@ssf/domain/schemas/event';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/badge.tsx';
import { buttonClass } from '../../components/button.tsx';
import { MetaItem, MetaLine } from '../../components/meta-line.tsx';
import { ErrorState } from '../../components/list-state.tsx';
import { demoteHeadings, PUBLISHED_RICH_TEXT_CLASS } from '../../components/rich-text-style.ts';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatLongDate, formatTime } from '../../lib/dates.ts';
import { EVENT_COVER_SIZES, imageProps } from '../../lib/media.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { calendarUrl, useEvent } from './event-api.ts';
import { EventGallery } from './event-gallery.tsx';
import { eventPictures, showsActionLink, typeLabel } from './event-rules.ts';
import { RegistrationPanel } from './registration-panel.tsx';

/** /events/:id: one event with its date, pictures and description; an upcoming one with its links. */
export default function EventPage() {
  const { id } = useParams();
  const { data: event, isPending, isError, error } = useEvent(id);

  usePageTitle({
    pageName: event?.title ?? PAGES.event.title,
    description: event ? eventPageDescription(event) : undefined,
  });

  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to={PAGES.events.path}
        className="inline-flex min-h-10 items-center rounded-lg text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">←&nbsp;</span>Back to Events
      </Link>
      {isPending ? (
        <Spinner label="Loading event..." />
      ) : isError || !event ? (
        <>
          <h1 className="sr-only">Event</h1>
          <ErrorState title={notFoundTitle(error)} className="mt-6 p-8 text-center" />
        </>
      ) : (
        <EventDetail event={event} />
      )}
    </article>
  );
}

/** 'Event not found' for a missing event (or a failure without words), otherwise the failure's message. */
function notFoundTitle(error: unknown): string {
  if (error instanceof ApiError && error.status !== 404 && error.message) return error.message;
  return MSG.eventNotFound;
}

function EventDetail({ event }: { event: Event }) {
  const pictures = eventPictures(event);
  const upcoming = event.eventType === 'upcoming';
  return (
    <>
      <p className="mt-6">
        <Badge tone={upcoming ? 'accent' : 'brand'}>{typeLabel(event.eventType)}</Badge>
      </p>
      <h1 className="mt-3 text-h1 break-words text-brand-900">{event.title}</h1>
      <MetaLine className="mt-4 text-base">
        <MetaItem icon="date">
          <time dateTime={event.eventDate}>
            {formatLongDate(event.eventDate)}, {formatTime(event.eventDate)}
          </time>
        </MetaItem>
        {event.venue ? <MetaItem icon="place">{event.venue}</MetaItem> : null}
      </MetaLine>
      {upcoming ? <UpcomingActions event={event} /> : null}
      {upcoming && event.registration.enabled ? <RegistrationPanel event={event} /> : null}
      {pictures.length > 1 ? (
        <EventGallery pictures={pictures} title={event.title} />
      ) : (
        <img
          {...imageProps(event.coverImage, EVENT_COVER_SIZES)}
          alt=""
          width={1600}
          height={900}
          className="mt-8 aspect-[16/9] w-full rounded-card bg-brand-50 object-cover"
        />
      )}
      <div
        className={`mt-8 max-w-[72ch] ${PUBLISHED_RICH_TEXT_CLASS}`}
        // The server sanitizes every description on write with an allow-list (no script, event
        // handlers, style or unsafe URLs), so rendering the stored HTML is safe. Its headings move
        // one level down: the event's title is the page's only h1.
        dangerouslySetInnerHTML={{ __html: demoteHeadings(event.description) }}
      />
    </>
  );
}

function UpcomingActions({ event }: { event: Event }) {
  return (
    <div className="mt-5 flex flex-wrap gap-3">
      {showsActionLink(event) ? (
        <a
          href={event.buttonLink}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary')}
        >
          {event.buttonText} <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      <a href={calendarUrl(event._id)} className={buttonClass('secondary')}>
        Add to calendar
      </a>
    </div>
  );
}
