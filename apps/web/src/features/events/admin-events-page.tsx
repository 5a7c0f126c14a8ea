import { PAGE_SIZE } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import type { Event } from '@ssf/domain/schemas/event';
import { useRef, useState } from 'react';
import { AdminListPage, usePageParam } from '../../components/admin-list-page.tsx';
import { buttonClass } from '../../components/button.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { useNotices } from '../../components/notices.tsx';
import { pageSlice } from '../../components/pagination.tsx';
import { formatDate } from '../../lib/dates.ts';
import { imageProps } from '../../lib/media.ts';
import { prefersReducedMotion } from '../../lib/motion.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useDeleteEvent, useEvents } from './event-api.ts';
import { EventForm } from './event-form.tsx';
import { typeLabel } from './event-rules.ts';

/**
 * /admin/events: the event form (create, or edit the event chosen below) above every event, five a
 * page (?page=N), each with Edit and Delete.
 */
export default function AdminEventsPage() {
  usePageTitle(PAGES.adminEvents);
  const query = useEvents();
  const [page, setPage] = usePageParam();
  const [editing, setEditing] = useState<Event | null>(null);
  // A new key starts a fresh form (after a save, or when an edit begins or ends).
  const [formKey, setFormKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const { confirm, dialog } = useConfirm();
  const notices = useNotices();
  const deleteEvent = useDeleteEvent();
  const shown = query.data ? pageSlice(query.data, page, PAGE_SIZE.adminEvents) : null;

  const resetForm = (event: Event | null) => {
    setEditing(event);
    setFormKey((k) => k + 1);
  };

  const startEdit = (event: Event) => {
    resetForm(event);
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // After the form has been drawn with the event: keyboard and screen-reader users land on it too.
    requestAnimationFrame(() => heading.current?.focus({ preventScroll: true }));
  };

  const remove = async (event: Event) => {
    const sure = await confirm({
      title: 'Delete event',
      message: MSG.confirmDeleteEvent,
      confirmLabel: 'Delete',
    });
    if (!sure) return;
    try {
      await deleteEvent.mutateAsync(event._id);
      notices.success(MSG.eventDeleted);
      if (editing?._id === event._id) resetForm(null);
    } catch (err) {
      console.error('Failed to delete event', err);
      notices.error(MSG.eventDeleteFailed);
    }
  };

  return (
    <>
      <AdminListPage
        title="Admin Events"
        before={
          <EventForm
            key={formKey}
            event={editing}
            headingRef={heading}
            onSaved={() => resetForm(null)}
            onCancel={() => resetForm(null)}
          />
        }
        listTitle="All events"
        query={query}
        items={shown?.items}
        loadingLabel="Loading events..."
        emptyMessage={MSG.noData}
        errorTitle="The events could not be loaded."
        pagination={
          shown
            ? { page: shown.page, totalPages: shown.totalPages, onPageChange: setPage, label: 'Event pages' }
            : undefined
        }
      >
        {(events) => (
          // With very large text the table scrolls sideways inside its own focusable region (a data
          // table keeps its columns); at normal sizes it fits a phone.
          <section
            aria-labelledby="events-table-caption"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="mt-6 overflow-x-auto rounded-2xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <table className="w-full text-left text-sm">
              <caption id="events-table-caption" className="sr-only">
                Events, latest first
              </caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
                    Cover
                  </th>
                  <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
                    Title
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                    Type
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold whitespace-nowrap sm:table-cell">
                    Date
                  </th>
                  <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {events.map((event) => (
                  <tr
                    key={event._id}
                    aria-current={editing?._id === event._id ? 'true' : undefined}
                    className="aria-[current=true]:bg-brand-50"
                  >
                    <td className="px-2 py-3 sm:px-4">
                      <img
                        {...imageProps(event.coverImage, '50px')}
                        alt=""
                        width={50}
                        height={50}
                        loading="lazy"
                        className="h-[50px] w-[50px] rounded-md bg-brand-50 object-cover"
                      />
                    </td>
                    <td className="w-full px-2 py-3 font-medium text-gray-900 [overflow-wrap:anywhere] sm:px-4">
                      {event.title}
                      {/* On a phone the type and date go under the title rather than in squeezed columns. */}
                      <span className="mt-1 block font-normal text-gray-600 sm:hidden">
                        {typeLabel(event.eventType)} ·{' '}
                        <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
                      </span>
                    </td>
                    <td className="hidden px-4 py-3 text-gray-700 sm:table-cell">
                      {typeLabel(event.eventType)}
                    </td>
                    <td className="hidden px-4 py-3 whitespace-nowrap text-gray-700 sm:table-cell">
                      <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
                    </td>
                    <td className="px-2 py-3 sm:px-4">
                      <div className="flex flex-col gap-2 sm:flex-row">
                        <button
                          type="button"
                          aria-label={`Edit ${event.title}`}
                          onClick={() => startEdit(event)}
                          className={buttonClass('primary', 'sm')}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          aria-label={`Delete ${event.title}`}
                          onClick={() => void remove(event)}
                          disabled={deleteEvent.isPending}
                          className={buttonClass('danger', 'sm')}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </AdminListPage>
      {dialog}
    </>
  );
}
