import { PAGE_SIZE } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import type { EventCard as EventCardData } from '@ssf/domain/schemas/event';
import { EmptyState, ErrorState } from '../../components/list-state.tsx';
import { PAGE_CONTAINER, PageHeader } from '../../components/page-header.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { Pagination, pageSlice, usePageParam } from '../../components/pagination.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useEventCards } from './event-api.ts';
import { EventCard } from '../../components/event-card.tsx';
import { eventsInPageOrder } from '@ssf/domain/event-order';

const GRID = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * /events: the upcoming events (soonest first) and the previous ones (latest first), the previous
 * ones a page of three at a time, the page number in the address (?page=N).
 */
export default function EventsPage() {
  usePageTitle({ ...PAGES.events, keywords: 'science, spirituality, events, talks, workshops' });
  const { data: events, isPending, isError, error, refetch } = useEventCards();
  const [page, setPage] = usePageParam();

  const { upcoming, previous } = eventsInPageOrder(events ?? []);
  const shown = pageSlice(previous, page, PAGE_SIZE.publicPreviousEvents);

  return (
    <>
      <PageHeader
        tone="paper"
        title="Events"
        intro="Talks, workshops and conversations where science and spirituality meet."
      />
      <div className={`${PAGE_CONTAINER} py-10 sm:py-14`}>
        {isPending ? (
          <Spinner label="Loading events..." />
        ) : isError ? (
          <ErrorState
            title="The events could not be loaded."
            error={error}
            onRetry={() => void refetch()}
            className="p-5"
          />
        ) : (
          <>
            <section aria-labelledby="upcoming-events">
              <SectionHeading id="upcoming-events" title="Upcoming Events" />
              {upcoming.length ? (
                // Set apart: one wide card each, the day as a calendar leaf, time and place.
                <ul className="mt-6 grid gap-6">
                  {upcoming.map((event, index) => (
                    <li key={event._id} className="min-w-0">
                      <EventCard event={event} featured priority={index === 0} />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState>{MSG.noUpcomingEvents}</EmptyState>
              )}
            </section>
            <section aria-labelledby="previous-events" className="mt-14 border-t border-paper-edge pt-12">
              <SectionHeading id="previous-events" title="Previous Events" />
              {shown.items.length ? (
                <>
                  <CardGrid
                    events={shown.items}
                    firstIsPriority={upcoming.length === 0 && shown.page === 1}
                  />
                  <Pagination
                    page={shown.page}
                    totalPages={shown.totalPages}
                    onPageChange={setPage}
                    label="Previous events pages"
                  />
                </>
              ) : (
                <EmptyState>{MSG.noPreviousEvents}</EmptyState>
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}

function CardGrid({
  events,
  firstIsPriority,
}: {
  events: readonly EventCardData[];
  firstIsPriority: boolean;
}) {
  return (
    <ul className={GRID}>
      {events.map((event, index) => (
        // min-w-0: a long word in a title wraps instead of widening the column.
        <li key={event._id} className="min-w-0">
          <EventCard event={event} priority={firstIsPriority && index === 0} />
        </li>
      ))}
    </ul>
  );
}
