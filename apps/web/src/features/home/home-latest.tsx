import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { HOME_LATEST_POSTS } from '@ssf/domain/constants';
import type { BlogCard as BlogCardData } from '@ssf/domain/schemas/blog';
import type { EventCard as EventCardData } from '@ssf/domain/schemas/event';
import { BlogCard } from '../../components/blog-card.tsx';
import { EventCard } from '../../components/event-card.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';

/**
 * Right under the hero: the next upcoming event (set apart, with its day, time and place) and the
 * newest posts with their covers, each with the way to the whole list.
 */
export function HomeLatest({
  events,
  blogs,
}: {
  events: readonly EventCardData[];
  blogs: readonly BlogCardData[];
}) {
  // The list is newest first: the soonest upcoming event is the last upcoming one in it.
  const next = events.filter((e) => e.eventType === 'upcoming').at(-1);
  const latest = blogs.slice(0, HOME_LATEST_POSTS);
  return (
    <div className="border-b border-paper-edge bg-paper">
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-14 sm:px-6 sm:py-20">
        <section aria-labelledby="home-next-event">
          <SectionHeading
            id="home-next-event"
            title="Coming up"
            link={{ to: PAGES.events.path, label: 'All events' }}
          />
          {next ? (
            <div className="mt-6">
              <EventCard event={next} featured headingLevel={3} />
            </div>
          ) : (
            // The empty state's look (list-state.tsx), without its module on the home page's first load.
            <p className="mt-6 rounded-card border border-dashed border-paper-edge bg-white px-6 py-10 text-center text-gray-700">
              {MSG.noUpcomingEvents}
            </p>
          )}
        </section>
        {latest.length ? (
          <section aria-labelledby="home-latest-posts">
            <SectionHeading
              id="home-latest-posts"
              title="From the blog"
              link={{ to: PAGES.blogs.path, label: 'All blogs' }}
            />
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {latest.map((blog) => (
                <li key={blog._id} className="min-w-0">
                  <BlogCard blog={blog} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
